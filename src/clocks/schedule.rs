//! What is due when: reminders, last calls, time-outs and daily digests
//! (and, for tournaments, their crosstables and starts).
//!
//! Each pass of the daemon asks [`plan`] what is due at `now`; the bot
//! carries every task out in a transaction of its own that also records it
//! (see `reminders`/`digests` in migration 002), so a task is done at most
//! once, across crashes and restarts. [`Plan::next`] says when to look
//! again, so the daemon never sleeps past a deadline.
//!
//! Everything is derived from stored timestamps with [`crate::clocks::clock`]: the
//! turn began at the last turn (or the start; in four-player bughouse the
//! last turn on the seat's board), and its clock started when the mail
//! telling the player it was their move left (the turn's notice, see
//! [`crate::store::Notice`]); the player's vacations are the pauses, past
//! turns give the time used.
//!
//! A time-out is judged only against a mailbox read through the deadline
//! (`judged`: every mail that arrived before it was handled), so that a move
//! waiting in a mailbox the bot could not read never loses on time; until
//! then it is *held* ([`Plan::held`]).

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};

use crate::clocks::clock::{self, Gentleman, Pause, ReminderDelays, Schedule, TimeControl, TurnClock};
use crate::config::{Config, OnTimeout, RemindersConfig, TimeConfig};
use crate::i18n::{Arg, Msg};
use crate::rules::{Language, Position, Seat, Side, Variant};
use crate::store::{
    seat_history, ClockRow, GameId, GameStatus, Notice, PlayerId, RemindMode, ReminderKind, ReminderPrefs, SeatRow, StoreError,
    TournamentId, Tx,
};

/// The operator's clock and reminder settings.
#[derive(Debug, Clone, Default)]
pub struct Timing {
    pub time: TimeConfig,
    pub reminders: RemindersConfig,
}

impl Timing {
    /// What the stored wake-up times depend on: when it changes, every
    /// game's is computed again.
    pub fn fingerprint(&self) -> String {
        format!("{:?} {:?}", self.time, self.reminders)
    }

    pub fn from_config(cfg: &Config) -> Timing {
        Timing { time: cfg.time.clone(), reminders: cfg.reminders.clone() }
    }

    /// A deadline as a reader of `language` reads it: as their language
    /// writes dates (`7. Dezember 2026, 14:05 UTC`), or as the operator's
    /// `[time] time_format` writes it for every reader.
    pub fn written(&self, language: Language, t: DateTime<Utc>) -> String {
        match &self.time.time_format {
            Some(format) => clock::format_time(t, format),
            None => crate::i18n::dates::moment(language, t),
        }
    }

    /// A deadline in a mail's words: [`Self::written`] in the language of
    /// the mail's reader.
    pub fn deadline_words(&self, t: DateTime<Utc>) -> Msg {
        let at = match &self.time.time_format {
            Some(format) => Arg::Text(clock::format_time(t, format)),
            None => Arg::moment(t),
        };
        Msg::new("moment").arg("at", at)
    }

    /// A game's time control, from its options.
    pub fn control(&self, days: Option<u32>, moves: Option<u32>) -> TimeControl {
        TimeControl::from_options(days, moves, self.time.days_per_move)
    }

    /// The reminder delays for a player with `prefs`.
    pub fn delays(&self, prefs: &ReminderPrefs) -> ReminderDelays {
        let secs = |s: u64| (s > 0).then(|| TimeDelta::seconds(s.min(i64::MAX as u64 / 1000) as i64));
        if !self.reminders.enabled || prefs.mode == RemindMode::Off {
            return ReminderDelays { first_after: None, before_deadline: None };
        }
        ReminderDelays {
            first_after: match prefs.mode {
                RemindMode::Each => secs(prefs.after_secs.unwrap_or(self.reminders.first_after_secs)),
                _ => None,
            },
            before_deadline: secs(prefs.before_secs.unwrap_or(self.reminders.before_deadline_secs)),
        }
    }

    /// What the player is told will happen at the deadline.
    pub fn consequence(&self) -> &'static str {
        match self.time.on_timeout {
            OnTimeout::Lose => "the game is lost on time",
            OnTimeout::DrawIfInsufficient => "the game is lost on time (drawn if the opponent could not mate)",
            OnTimeout::Notify => "both players are told that the time is up",
        }
    }
}

/// The clock of a seat to move in a game in progress: until when. A
/// two-player game has one running at a time; four-player bughouse one per
/// board whose player may move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameClock {
    pub game: GameId,
    /// The seat to move and its player.
    pub seat: Seat,
    pub player: PlayerId,
    /// The turn: turns played in the game when it became the seat's move
    /// (in four-player bughouse: at the last move on the seat's board).
    pub ply: u32,
    pub began: DateTime<Utc>,
    pub control: TimeControl,
    /// The deadline and the reminder times for this player's settings.
    pub schedule: Schedule,
    pub prefs: ReminderPrefs,
    /// The end of the vacation the player to move is on at `now`.
    pub paused_until: Option<DateTime<Utc>>,
    /// Four-player bughouse: where the gentleman's rule stands.
    pub gentleman: Option<GentlemanClock>,
}

/// The gentleman's rule for a seat to move in four-player bughouse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GentlemanClock {
    pub partner: Seat,
    /// Moves the partner made since the turn began.
    pub partner_moves: u32,
    /// `[reminders] gentleman_moves`.
    pub remind_at: u32,
    /// When the rule's reminder went out in this turn.
    pub reminded_at: Option<DateTime<Utc>>,
    /// When the grace after it runs out (running time of the player).
    pub lose_at: Option<DateTime<Utc>>,
}

impl GentlemanClock {
    /// The rule's verdict at `now` ([`clock::gentlemans_rule`]).
    pub fn verdict(&self, grace: TimeDelta, now: DateTime<Utc>) -> Gentleman {
        let grace = match (self.reminded_at, self.lose_at) {
            (Some(r), Some(l)) => l - r,
            _ => grace,
        };
        clock::gentlemans_rule(self.partner_moves, self.remind_at, self.reminded_at, grace, now)
    }
}

impl Timing {
    /// `[reminders] gentleman_grace_secs`.
    pub fn gentleman_grace(&self) -> TimeDelta {
        TimeDelta::seconds(self.reminders.gentleman_grace_secs.min(i64::MAX as u64 / 1000) as i64)
    }
}

/// A player's vacations as clock pauses.
pub fn pauses_of(tx: &Tx<'_>, player: PlayerId) -> Result<Vec<Pause>, StoreError> {
    Ok(tx.vacations_of(player)?.into_iter().map(|v| Pause { from: v.starts_at, until: v.ends_at }).collect())
}

/// How a game's clocks are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// As they run: a seat whose turn's notice waits in the outbox has no
    /// clock yet (no reminder, no deadline).
    Running,
    /// For a mail written (or sent) now about the turn that began last:
    /// its notice, waiting or not queued yet, counts as leaving now, so the
    /// mail states the deadline the player will have if it goes out at once.
    Sending,
}

/// The clock of a game, or `None` when it has none running: the first of
/// [`game_clocks`] (the only one in a two-player game).
pub fn game_clock(tx: &Tx<'_>, timing: &Timing, row: &ClockRow, now: DateTime<Utc>) -> Result<Option<GameClock>, StoreError> {
    Ok(game_clocks(tx, timing, row, now, View::Running)?.into_iter().next())
}

/// The clocks running in a game: one per seat that may move now. None when
/// the game is not active or not readable; two-player games have one, and
/// four-player bughouse one per board (each board's clock runs on its own:
/// a seat's turn begins with the last move on its board, see
/// [`crate::store::seat_history`]), with the gentleman's rule. A turn's
/// clock starts when its notice left (`view` says how a notice still
/// waiting counts).
pub fn game_clocks(tx: &Tx<'_>, timing: &Timing, row: &ClockRow, now: DateTime<Utc>, view: View) -> Result<Vec<GameClock>, StoreError> {
    if row.status != GameStatus::Active {
        return Ok(vec![]);
    }
    let Ok(variant) = row.variant.parse::<Variant>() else { return Ok(vec![]) };
    let Ok(pos) = Position::from_fen(variant, &row.fen) else { return Ok(vec![]) };
    game_clocks_of(tx, timing, row, &tx.seats(row.game)?, &pos.sides_to_move(), now, view)
}

/// [`game_clocks`] for a caller that holds the game's seats and its
/// position's `movers` already (a board mail: the game is loaded).
pub fn game_clocks_of(
    tx: &Tx<'_>,
    timing: &Timing,
    row: &ClockRow,
    seats: &[SeatRow],
    movers: &[Side],
    now: DateTime<Utc>,
    view: View,
) -> Result<Vec<GameClock>, StoreError> {
    if row.status != GameStatus::Active {
        return Ok(vec![]);
    }
    let four = seats.len() == 4 && seats.iter().all(|s| s.seat.partner().is_some());
    if seats.len() != 2 && !four {
        return Ok(vec![]);
    }
    let control = timing.control(row.days, row.moves);
    let (started, turns) = (row.started_at, tx.played_times(row.game)?);
    let notices = tx.turn_notices(row.game)?;
    let mut clocks = Vec::new();
    // The computer's seats have no clock: it takes no time to speak of and
    // is never reminded nor judged.
    for seat in seats.iter().filter(|s| s.seat.may_act(movers).is_some() && !crate::store::is_computer_seat(s)) {
        let board = seat.seat.primary_side().board;
        let same_board = |s: Seat| !four || s.primary_side().board == board;
        let partner = if four { seat.seat.partner() } else { None };
        let h = seat_history(started, &turns, &notices, seat.seat, &same_board, partner);
        let fresh = h.ply == row.plies;
        let began = match (view, h.notice) {
            (View::Sending, Notice::Waiting | Notice::Absent) if fresh => h.began.map(|b| b.max(now)),
            _ => h.clock_start(),
        };
        let Some(began) = began else { continue };
        let ply = h.ply;
        let pauses = pauses_of(tx, seat.player_id)?;
        let turn = TurnClock { began, moves_made: h.spans.len() as u32, used: clock::time_used(&h.spans, &pauses) };
        let prefs = tx.reminder_prefs(seat.player_id)?;
        let schedule = clock::schedule(control, timing.time.day(), &turn, &pauses, timing.delays(&prefs));
        let paused_until = pauses.iter().find(|p| p.from <= now && now < p.until).map(|p| p.until);
        let gentleman = match partner {
            Some(partner) if timing.reminders.gentleman_moves > 0 => {
                let reminded_at = tx.reminder_sent_at(row.game, seat.seat, ply, ReminderKind::Gentleman)?;
                Some(GentlemanClock {
                    partner,
                    partner_moves: h.partner_moves,
                    remind_at: timing.reminders.gentleman_moves,
                    reminded_at,
                    lose_at: reminded_at.map(|r| clock::after_running(r, timing.gentleman_grace(), &pauses)),
                })
            }
            _ => None,
        };
        clocks.push(GameClock {
            game: row.game,
            seat: seat.seat,
            player: seat.player_id,
            ply,
            began,
            control,
            schedule,
            prefs,
            paused_until,
            gentleman,
        });
    }
    Ok(clocks)
}

/// Something to do now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Task {
    /// Remind the player to move: `First`, `LastCall` or `Gentleman`.
    Remind { game: GameId, seat: Seat, ply: u32, kind: ReminderKind },
    /// The deadline passed (what follows is `[time] on_timeout`).
    Timeout { game: GameId, seat: Seat, ply: u32 },
    /// Four-player bughouse: the grace of the gentleman's rule ran out; the
    /// player's team loses on time.
    Forfeit { game: GameId, seat: Seat, ply: u32 },
    /// The daily digest of `day` for a player who chose `remind digest`.
    Digest { player: PlayerId, day: NaiveDate },
    /// Something due in a tournament: crosstables, its start at its date,
    /// an entry whose partner did not confirm.
    Tournament { id: TournamentId },
}

/// What is due at `now`, and when to look again.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    pub due: Vec<Task>,
    /// The earliest time after `now` when something may be due.
    pub next: Option<DateTime<Utc>>,
    /// The earliest time-out that has passed but waits for a read of the
    /// mailbox that started after it.
    pub held: Option<DateTime<Utc>>,
}

impl Plan {
    fn later(&mut self, at: DateTime<Utc>) {
        self.next = Some(self.next.map_or(at, |n| n.min(at)));
    }

    fn hold(&mut self, at: DateTime<Utc>) {
        self.held = Some(self.held.map_or(at, |n| n.min(at)));
    }

    /// A time-out (or the gentleman's loss) that fell due at `at`: due when
    /// the mailbox was read through it (`judged`), else held.
    fn time_out(&mut self, at: DateTime<Utc>, judged: DateTime<Utc>, task: Task) {
        if at <= judged {
            self.due.push(task);
        } else {
            self.hold(at);
        }
    }
}

/// What one seat's clock needs at `now`, given which of this turn's
/// reminders were sent (`sent(kind)`). At most one reminder at a time: when
/// the last call is due, a first reminder not yet sent is skipped. The
/// gentleman's rule (four-player bughouse) comes on top: its reminder once
/// the partner has made enough moves, its loss on time when the grace
/// after it has passed (unless the deadline came first). `grace` is
/// `[reminders] gentleman_grace_secs`. Losses on time are due only when the
/// mailbox was read through them (`judged`), else held.
pub fn decide(
    clock: &GameClock,
    sent: &dyn Fn(ReminderKind) -> bool,
    grace: TimeDelta,
    now: DateTime<Utc>,
    judged: DateTime<Utc>,
    plan: &mut Plan,
) {
    let s = &clock.schedule;
    if now >= s.deadline {
        if !sent(ReminderKind::Timeout) {
            plan.time_out(s.deadline, judged, Task::Timeout { game: clock.game, seat: clock.seat, ply: clock.ply });
        }
        return;
    }
    plan.later(s.deadline);
    if let Some(g) = &clock.gentleman {
        match g.verdict(grace, now) {
            Gentleman::LoseOnTime => {
                if !sent(ReminderKind::Timeout) {
                    let at = g.lose_at.unwrap_or(now);
                    plan.time_out(at, judged, Task::Forfeit { game: clock.game, seat: clock.seat, ply: clock.ply });
                }
                return;
            }
            Gentleman::Remind if !sent(ReminderKind::Gentleman) => {
                plan.due.push(Task::Remind { game: clock.game, seat: clock.seat, ply: clock.ply, kind: ReminderKind::Gentleman });
                // Look again when the grace after it may have run out.
                plan.later(now + grace);
            }
            _ => {
                if let Some(at) = g.lose_at {
                    plan.later(at);
                }
            }
        }
    }
    let remind = |kind: ReminderKind| Task::Remind { game: clock.game, seat: clock.seat, ply: clock.ply, kind };
    let mut last_call_due = false;
    if let Some(at) = s.last_call.filter(|_| !sent(ReminderKind::LastCall)) {
        if now >= at {
            last_call_due = true;
            plan.due.push(remind(ReminderKind::LastCall));
        } else {
            plan.later(at);
        }
    }
    if let Some(at) = s.first_reminder.filter(|_| !sent(ReminderKind::First) && !sent(ReminderKind::LastCall) && !last_call_due) {
        if now >= at {
            plan.due.push(remind(ReminderKind::First));
        } else {
            plan.later(at);
        }
    }
}

/// The time of `day`'s digest.
pub fn digest_time(day: NaiveDate, hour: u32) -> DateTime<Utc> {
    day.and_hms_opt(hour.min(23), 0, 0).unwrap_or_default().and_utc()
}

/// Everything due at `now`, the mailbox read through `judged` (time-outs
/// after it are held). Also brings the games' stored `deadline_at` and
/// `wake_at` up to date (the caller's transaction commits them).
pub fn plan(tx: &Tx<'_>, timing: &Timing, now: DateTime<Utc>, judged: DateTime<Utc>) -> Result<Plan, StoreError> {
    let mut plan = plan_games(tx, timing, now, judged)?;
    if timing.reminders.enabled {
        let today = now.date_naive();
        let tomorrow = today.succ_opt().unwrap_or(today);
        for player in tx.digest_players()? {
            let at = digest_time(today, timing.reminders.digest_hour);
            if now < at {
                plan.later(at);
            } else if !tx.digest_done(player, today)? {
                plan.due.push(Task::Digest { player, day: today });
            } else {
                plan.later(digest_time(tomorrow, timing.reminders.digest_hour));
            }
        }
    }
    let wait = clock::partner_wait(timing.time.day());
    let (due, next) = tx.tournaments_due(now, wait)?;
    plan.due.extend(due.into_iter().map(|id| Task::Tournament { id }));
    if let Some(at) = next {
        plan.later(at);
    }
    Ok(plan)
}

/// The games' part of [`plan`]: reminders and time-outs.
pub fn plan_games(tx: &Tx<'_>, timing: &Timing, now: DateTime<Utc>, judged: DateTime<Utc>) -> Result<Plan, StoreError> {
    let mut plan = Plan::default();
    // Only the games that changed or whose wake-up time came: the others
    // wait in the index, so an idle pass costs O(log games).
    for row in tx.clock_rows_due(now)? {
        let game = plan_game(tx, timing, &row, now, judged)?;
        // Something due now, or held: look again on the next pass (carrying
        // a task out records it, which marks the game changed anyway).
        let wake = if game.due.is_empty() && game.held.is_none() { game.next } else { Some(now) };
        tx.set_wake(row.game, wake)?;
        plan.due.extend(game.due);
        if let Some(at) = game.next {
            plan.later(at);
        }
        if let Some(at) = game.held {
            plan.hold(at);
        }
    }
    // The games not looked at now wake later; the least of their times.
    if let Some(at) = tx.earliest_wake(now)? {
        plan.later(at);
    }
    Ok(plan)
}

/// What one game needs at `now` (also notes its deadline in the store).
pub fn plan_game(tx: &Tx<'_>, timing: &Timing, row: &ClockRow, now: DateTime<Utc>, judged: DateTime<Utc>) -> Result<Plan, StoreError> {
    let clocks = game_clocks(tx, timing, row, now, View::Running)?;
    // The earliest deadline of the game's running clocks.
    let deadline = clocks.iter().map(|c| c.schedule.deadline).min();
    if row.deadline_at != deadline {
        tx.set_deadline(row.game, deadline)?;
    }
    let mut game = Plan::default();
    for clock in &clocks {
        let sent = tx.reminders_sent(clock.game, clock.seat, clock.ply)?;
        decide(clock, &|k| sent.contains(&k), timing.gentleman_grace(), now, judged, &mut game);
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn t(secs: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_767_225_600 + secs, 0).unwrap()
    }

    fn clock(first: Option<i64>, last: Option<i64>, deadline: i64) -> GameClock {
        GameClock {
            game: GameId(7),
            seat: Seat::White,
            player: PlayerId(1),
            ply: 4,
            began: t(0),
            control: TimeControl::PerMove { days: 1 },
            schedule: Schedule { deadline: t(deadline), first_reminder: first.map(t), last_call: last.map(t) },
            prefs: ReminderPrefs { mode: RemindMode::Each, after_secs: None, before_secs: None },
            paused_until: None,
            gentleman: None,
        }
    }

    fn run(c: &GameClock, sent: &[ReminderKind], now: i64) -> Plan {
        let mut p = Plan::default();
        decide(c, &|k| sent.contains(&k), TimeDelta::seconds(30), t(now), t(now), &mut p);
        p
    }

    fn remind(kind: ReminderKind) -> Task {
        Task::Remind { game: GameId(7), seat: Seat::White, ply: 4, kind }
    }

    #[test]
    fn reminders_come_in_order_once_each() {
        let c = clock(Some(10), Some(80), 100);
        assert_eq!(run(&c, &[], 5), Plan { held: None, due: vec![], next: Some(t(10)) });
        assert_eq!(run(&c, &[], 10), Plan { held: None, due: vec![remind(ReminderKind::First)], next: Some(t(80)) });
        assert_eq!(run(&c, &[ReminderKind::First], 50), Plan { held: None, due: vec![], next: Some(t(80)) });
        assert_eq!(run(&c, &[ReminderKind::First], 80), Plan { held: None, due: vec![remind(ReminderKind::LastCall)], next: Some(t(100)) });
        assert_eq!(run(&c, &[ReminderKind::First, ReminderKind::LastCall], 90), Plan { held: None, due: vec![], next: Some(t(100)) });
        let timeout = Task::Timeout { game: GameId(7), seat: Seat::White, ply: 4 };
        assert_eq!(
            run(&c, &[ReminderKind::First, ReminderKind::LastCall], 100),
            Plan { held: None, due: vec![timeout.clone()], next: None }
        );
        assert_eq!(run(&c, &[ReminderKind::First, ReminderKind::LastCall, ReminderKind::Timeout], 200), Plan::default());
    }

    #[test]
    fn a_late_look_sends_only_the_latest_reminder() {
        let c = clock(Some(10), Some(80), 100);
        // Down from 5 to 85: the last call only; the first is skipped for good.
        assert_eq!(run(&c, &[], 85), Plan { held: None, due: vec![remind(ReminderKind::LastCall)], next: Some(t(100)) });
        assert_eq!(run(&c, &[ReminderKind::LastCall], 86), Plan { held: None, due: vec![], next: Some(t(100)) });
        // Down past the deadline: the time-out only.
        let p = run(&c, &[], 150);
        assert_eq!(p.due, vec![Task::Timeout { game: GameId(7), seat: Seat::White, ply: 4 }]);
    }

    #[test]
    fn the_gentlemans_rule_reminds_once_then_loses_on_time() {
        let mut c = clock(None, None, 1000);
        let g = |moves, reminded: Option<i64>| GentlemanClock {
            partner: Seat::BWhite,
            partner_moves: moves,
            remind_at: 3,
            reminded_at: reminded.map(t),
            lose_at: reminded.map(|r| t(r + 30)),
        };
        c.gentleman = Some(g(2, None));
        assert_eq!(run(&c, &[], 50), Plan { held: None, due: vec![], next: Some(t(1000)) });
        c.gentleman = Some(g(3, None));
        assert_eq!(run(&c, &[], 50), Plan { held: None, due: vec![remind(ReminderKind::Gentleman)], next: Some(t(80)) });
        c.gentleman = Some(g(4, Some(50)));
        assert_eq!(run(&c, &[ReminderKind::Gentleman], 60), Plan { held: None, due: vec![], next: Some(t(80)) });
        let forfeit = Task::Forfeit { game: GameId(7), seat: Seat::White, ply: 4 };
        assert_eq!(run(&c, &[ReminderKind::Gentleman], 80), Plan { held: None, due: vec![forfeit], next: Some(t(1000)) });
        assert_eq!(run(&c, &[ReminderKind::Gentleman, ReminderKind::Timeout], 80).due, vec![]);
        // The ordinary deadline first: the time-out, not the forfeit.
        let timeout = Task::Timeout { game: GameId(7), seat: Seat::White, ply: 4 };
        assert_eq!(run(&c, &[ReminderKind::Gentleman], 1000).due, vec![timeout]);
    }

    #[test]
    fn a_time_out_waits_for_the_mailbox_to_be_read_through_it() {
        let c = clock(Some(10), Some(80), 100);
        let timeout = Task::Timeout { game: GameId(7), seat: Seat::White, ply: 4 };
        let mut p = Plan::default();
        // Past the deadline, but the mailbox was last read through 99.
        decide(&c, &|_| false, TimeDelta::seconds(30), t(150), t(99), &mut p);
        assert_eq!(p, Plan { due: vec![], next: None, held: Some(t(100)) });
        let mut p = Plan::default();
        decide(&c, &|_| false, TimeDelta::seconds(30), t(150), t(100), &mut p);
        assert_eq!(p, Plan { due: vec![timeout], next: None, held: None });
    }

    #[test]
    fn no_reminders_when_there_are_none() {
        let c = clock(None, None, 100);
        assert_eq!(run(&c, &[], 50), Plan { held: None, due: vec![], next: Some(t(100)) });
    }

    #[test]
    fn delays_follow_the_players_choice() {
        let timing = Timing::default();
        let prefs = |mode, after, before| ReminderPrefs { mode, after_secs: after, before_secs: before };
        let d = timing.delays(&prefs(RemindMode::Each, None, None));
        assert_eq!((d.first_after, d.before_deadline), (Some(TimeDelta::days(1)), Some(TimeDelta::hours(12))));
        let d = timing.delays(&prefs(RemindMode::Each, Some(60), Some(0)));
        assert_eq!((d.first_after, d.before_deadline), (Some(TimeDelta::minutes(1)), None));
        let d = timing.delays(&prefs(RemindMode::Digest, Some(60), None));
        assert_eq!((d.first_after, d.before_deadline), (None, Some(TimeDelta::hours(12))));
        let d = timing.delays(&prefs(RemindMode::Off, Some(60), Some(60)));
        assert_eq!((d.first_after, d.before_deadline), (None, None));
        let mut off = Timing::default();
        off.reminders.enabled = false;
        let d = off.delays(&prefs(RemindMode::Each, Some(60), Some(60)));
        assert_eq!((d.first_after, d.before_deadline), (None, None));
    }
}
