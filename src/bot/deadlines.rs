//! Carrying out what the scheduler found due: reminders, last calls,
//! time-outs and digests (and what is due in tournaments, see
//! `tournament_news`). Each task runs in a transaction of its own that
//! checks it is still due, queues its mail and records it, so a crash or a
//! restart never does it twice.
//!
//! The gentleman's rule of four-player bughouse
//! ([`crate::clocks::clock::gentlemans_rule`]) is carried out here too: its reminder
//! (kind `gentleman`) through [`remind_seat`], its loss through
//! [`lose_on_time_because`].

use chrono::{DateTime, TimeDelta, Utc};
use minijinja::context;
use tracing::{error, info};

use super::game::{end_game, figure, load_game, notation_examples, players_line, seat_view};
use super::letters::{enqueue, About, GameLine, Letter};
use super::{BotError, Ctx};
use crate::clocks::clock::Gentleman;
use crate::clocks::schedule::{self, GameClock, Task, Timing, View};
use crate::config::OnTimeout;
use crate::i18n::Msg;
use crate::rules::{Dialect, DrawReason, Outcome, Seat, WinReason};
use crate::store::{GameId, PlayerId, ReminderKind, SeatRow, Store, StoreError, Tx};

/// What one pass over the due tasks did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TaskReport {
    /// One line per task carried out.
    pub done: Vec<String>,
    /// Tasks that failed (they are tried again on the next pass).
    pub failed: usize,
    /// When to look again.
    pub next: Option<DateTime<Utc>>,
    /// The earliest deadline that passed but waits for the mailbox to be
    /// read through it (see [`schedule::Plan::held`]).
    pub held: Option<DateTime<Utc>>,
}

/// How soon a failed task is tried again.
const RETRY_FAILED: TimeDelta = TimeDelta::seconds(10);

/// Does what is due at `now` (reminders, time-outs, digests), each task in
/// a transaction of its own, and says when to look again. Time-outs after
/// `judged` (the mailbox was not read through them yet) wait.
pub(super) fn run_due(store: &mut Store, cx: &Ctx<'_>, judged: DateTime<Utc>) -> Result<TaskReport, BotError> {
    let now = cx.now;
    let plan = store.transaction(|tx| schedule::plan(tx, cx.timing, now, judged))?;
    let mut report = TaskReport { next: plan.next, held: plan.held, ..TaskReport::default() };
    run_tasks(store, cx, &plan.due, &mut report);
    // A result carried out just now (a time-out in a tournament game) may
    // have made its tournament's crosstables due at once: in this pass too.
    if !report.done.is_empty() {
        let wait = crate::clocks::clock::partner_wait(cx.timing.time.day());
        let (due, _) = store.transaction(|tx| tx.tournaments_due(now, wait))?;
        let more: Vec<Task> = due.into_iter().map(|id| Task::Tournament { id }).collect();
        run_tasks(store, cx, &more, &mut report);
    }
    // The lobby: seeks that expire, digests of new seeks (`seeks.rs`).
    let (done, next) = super::seeks::run_due(store, cx)?;
    report.done.extend(done);
    report.next = [report.next, next].into_iter().flatten().min();
    Ok(report)
}

/// Carries out `tasks`, each in a transaction of its own, into `report`.
fn run_tasks(store: &mut Store, cx: &Ctx<'_>, tasks: &[Task], report: &mut TaskReport) {
    for task in tasks {
        match store.transaction(|tx| carry_out(tx, cx, task)) {
            Ok(Some(what)) => {
                info!("scheduled: {what}");
                report.done.push(what);
            }
            Ok(None) => {}
            Err(e) => {
                error!(?task, "scheduled task failed, will try again: {}", crate::error::chain(&e));
                report.failed += 1;
                let again = cx.now + RETRY_FAILED;
                report.next = Some(report.next.map_or(again, |n| n.min(again)));
            }
        }
    }
}

/// Before a mail from `from` that arrived at `judged` (or the mailbox was
/// read through then) is handled: the time-outs of the sender's games that
/// fell due before it, each in a transaction of its own. So a move that
/// came late finds its game lost on time, and an opponent's resignation
/// written after the deadline finds the game over.
pub(super) fn time_outs_before(store: &mut Store, cx: &Ctx<'_>, from: &str, judged: DateTime<Utc>) -> Result<(), BotError> {
    let due = store.transaction(|tx| {
        let Some(player) = tx.player_by_address(from)? else { return Ok::<_, StoreError>(vec![]) };
        let mut due = Vec::new();
        for row in tx.clock_rows_of_player_due(player.id, judged)? {
            let plan = schedule::plan_game(tx, cx.timing, &row, judged, judged)?;
            due.extend(plan.due.into_iter().filter(|t| matches!(t, Task::Timeout { .. } | Task::Forfeit { .. })));
        }
        Ok(due)
    })?;
    for task in &due {
        if let Some(what) = store.transaction(|tx| carry_out(tx, cx, task))? {
            info!("scheduled, before a mail that came after it: {what}");
        }
    }
    Ok(())
}

/// The clock of `game` if `seat` is still to move in turn `ply`.
fn current_clock(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, seat: Seat, ply: u32) -> Result<Option<GameClock>, StoreError> {
    let Some(row) = tx.clock_row(game)? else { return Ok(None) };
    Ok(schedule::game_clocks(tx, cx.timing, &row, cx.now, View::Running)?.into_iter().find(|c| c.seat == seat && c.ply == ply))
}

fn carry_out(tx: &Tx<'_>, cx: &Ctx<'_>, task: &Task) -> Result<Option<String>, BotError> {
    let (timing, now) = (cx.timing, cx.now);
    match *task {
        Task::Remind { game, seat, ply, kind } => {
            let Some(clock) = current_clock(tx, cx, game, seat, ply)? else { return Ok(None) };
            let due = match kind {
                ReminderKind::Gentleman => return gentleman_reminder(tx, cx, &clock),
                ReminderKind::First => clock.schedule.first_reminder,
                _ => clock.schedule.last_call,
            };
            if due.is_none_or(|at| now < at) || now >= clock.schedule.deadline || tx.reminder_sent_at(game, seat, ply, kind)?.is_some() {
                return Ok(None);
            }
            let reminder = Reminder { last_call: kind == ReminderKind::LastCall, deadline: Some(clock.schedule.deadline), note: None };
            let id = remind_seat(tx, cx, game, seat, &reminder)?;
            tx.record_reminder(game, seat, ply, kind, Some(&id), now)?;
            Ok(Some(format!("reminded {seat} in #{} ({kind})", game.0)))
        }
        Task::Timeout { game, seat, ply } => {
            let Some(clock) = current_clock(tx, cx, game, seat, ply)? else { return Ok(None) };
            if now < clock.schedule.deadline || tx.reminder_sent_at(game, seat, ply, ReminderKind::Timeout)?.is_some() {
                return Ok(None);
            }
            let deadline = timing.deadline_words(clock.schedule.deadline);
            let what = match timing.time.on_timeout {
                OnTimeout::Notify => {
                    let id = time_up(tx, cx, game, seat, deadline)?;
                    tx.record_reminder(game, seat, ply, ReminderKind::Timeout, id.as_deref(), now)?;
                    format!("time is up for {seat} in #{} (players told)", game.0)
                }
                OnTimeout::Lose | OnTimeout::DrawIfInsufficient => {
                    tx.record_reminder(game, seat, ply, ReminderKind::Timeout, None, now)?;
                    let o = lose_on_time(tx, cx, game, seat, deadline)?;
                    format!("game #{} over: {o}", game.0)
                }
            };
            Ok(Some(what))
        }
        Task::Forfeit { game, seat, ply } => {
            let Some(clock) = current_clock(tx, cx, game, seat, ply)? else { return Ok(None) };
            let verdict = clock.gentleman.as_ref().map(|g| g.verdict(timing.gentleman_grace(), now));
            if verdict != Some(Gentleman::LoseOnTime) || tx.reminder_sent_at(game, seat, ply, ReminderKind::Timeout)?.is_some() {
                return Ok(None);
            }
            let g = clock.gentleman.as_ref().expect("a verdict");
            let why =
                Msg::new("why-gentleman").arg("grace", Msg::duration(timing.reminders.gentleman_grace_secs)).arg("moves", g.remind_at);
            tx.record_reminder(game, seat, ply, ReminderKind::Timeout, None, now)?;
            let o = lose_on_time_because(tx, cx, game, seat, why)?;
            Ok(Some(format!("game #{} over (gentleman's rule): {o}", game.0)))
        }
        Task::Digest { player, day } => {
            if tx.digest_done(player, day)? {
                return Ok(None);
            }
            let id = digest(tx, cx, player)?;
            tx.record_digest(player, day, id.as_deref(), now)?;
            Ok(id.map(|_| format!("digest for player {} ({day})", player.0)))
        }
        Task::Tournament { id } => super::tournament_news::run(tx, cx, id),
    }
}

/// The gentleman's rule's reminder (four-player bughouse), if still due:
/// sent once per turn, whatever the player's reminder settings.
fn gentleman_reminder(tx: &Tx<'_>, cx: &Ctx<'_>, clock: &GameClock) -> Result<Option<String>, BotError> {
    let (timing, now) = (cx.timing, cx.now);
    let Some(g) = &clock.gentleman else { return Ok(None) };
    if g.verdict(timing.gentleman_grace(), now) != Gentleman::Remind
        || now >= clock.schedule.deadline
        || tx.reminder_sent_at(clock.game, clock.seat, clock.ply, ReminderKind::Gentleman)?.is_some()
    {
        return Ok(None);
    }
    let partner = tx.seats(clock.game)?.into_iter().find(|s| s.seat == g.partner).map_or_else(|| g.partner.to_string(), |s| s.address);
    let pauses = schedule::pauses_of(tx, clock.player)?;
    let lose_at = crate::clocks::clock::after_running(now, timing.gentleman_grace(), &pauses).min(clock.schedule.deadline);
    let note = Msg::new("reminder-gentleman")
        .arg("partner", partner)
        .arg("seat", Msg::seat(g.partner))
        .arg("moves", g.partner_moves)
        .arg("by", timing.deadline_words(lose_at));
    let reminder = Reminder { last_call: false, deadline: Some(clock.schedule.deadline), note: Some(note) };
    let id = remind_seat(tx, cx, clock.game, clock.seat, &reminder)?;
    tx.record_reminder(clock.game, clock.seat, clock.ply, ReminderKind::Gentleman, Some(&id), now)?;
    Ok(Some(format!("reminded {} in #{} (gentleman's rule)", clock.seat, clock.game.0)))
}

/// A reminder to move.
#[derive(Debug, Clone, Default)]
pub struct Reminder {
    /// The one shortly before the deadline.
    pub last_call: bool,
    /// Shown when given.
    pub deadline: Option<DateTime<Utc>>,
    /// An extra paragraph, e.g. why the reminder comes (the gentleman's rule).
    pub note: Option<Msg>,
}

/// Sends the player at `seat` of `game` a reminder to move, with the
/// position, as `auto-generated` mail threaded under the game's previous
/// mail to them. Returns its Message-ID. Does not record it: the caller
/// does (the scheduler in `reminders`).
pub fn remind_seat(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, seat: Seat, reminder: &Reminder) -> Result<String, BotError> {
    let timing = cx.timing;
    let g = load_game(tx, game)?.ok_or(StoreError::NoSuchGame(game))?;
    let s = g.seats.iter().find(|s| s.seat == seat).ok_or(StoreError::NoSuchSeat { game, seat })?;
    let legal = g.legal_turns_for(s.seat.primary_side());
    let (example, form) = notation_examples(g.variant(), &legal, g.row.id.0 as usize * 7 + g.rules.played().len(), s.notation);
    let opponents: Vec<&str> = g.seats.iter().filter(|o| o.player_id != s.player_id).map(|o| o.address.as_str()).collect();
    let clock = match tx.clock_row(game)? {
        Some(row) => schedule::game_clocks(tx, timing, &row, cx.now, View::Running)?
            .into_iter()
            .find(|c| c.seat == seat)
            .map(|c| c.began)
            .or(row.turn_began()),
        None => None,
    };
    let context = context! {
        last_call => reminder.last_call,
        deadline => reminder.deadline.map(|d| timing.deadline_words(d)),
        since => clock.map(|t| timing.deadline_words(t)),
        consequence => consequence(timing),
        note => reminder.note.clone(),
        example_move => example,
        example_form => form,
        opponents => opponents.join(", "),
        time_control => time_control(tx, timing, game)?,
        ..seat_view(&g, s)
    };
    enqueue(tx, cx, Letter::to_seat(cx.bot, game, s, "reminder.txt", context).with_figure(figure(&g, s)).generated())
}

/// Ends `game` on time against the player at `seat`: the other side wins
/// (in four-player bughouse the other team wins the match); with
/// `on_timeout = "draw-if-insufficient"`, a draw when the other side could
/// not mate. Everyone (all four players in bughouse) gets the final mail
/// with the PGN, as `auto-generated`. `deadline` is the time that passed,
/// in words.
pub fn lose_on_time(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, seat: Seat, deadline: Msg) -> Result<Outcome, BotError> {
    lose_on_time_because(tx, cx, game, seat, Msg::new("why-deadline").arg("deadline", deadline))
}

/// [`lose_on_time`] with the reason in words (its `mine`, 1 or 0, says
/// whether the reader is the late player): "ADDRESS {why} and loses on
/// time." to the others, "You {why} and lose on time." to the late player.
pub fn lose_on_time_because(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, seat: Seat, why: Msg) -> Result<Outcome, BotError> {
    let g = load_game(tx, game)?.ok_or(StoreError::NoSuchGame(game))?;
    let address = g.seats.iter().find(|s| s.seat == seat).map_or_else(|| seat.to_string(), |s| s.address.clone());
    let partner = seat.partner().and_then(|p| g.seats.iter().find(|s| s.seat == p)).filter(|_| g.seats.len() == 4);
    let loser = seat.team();
    let winner = loser.other();
    let cannot_mate = g.rules.position().has_insufficient_material(winner);
    let draws = cx.timing.time.on_timeout == OnTimeout::DrawIfInsufficient && cannot_mate;
    let headline = |reader: &SeatRow| {
        let late = u8::from(reader.seat == seat);
        let why = why.clone().arg("mine", late);
        let team = match partner {
            Some(_) if reader.seat.team() == loser => "yours",
            Some(_) => "theirs",
            None => "none",
        };
        let partner = partner.map_or(String::new(), |p| p.address.clone());
        Msg::new(if draws { "time-drawn" } else { "time-lost" })
            .arg("mine", late)
            .arg("who", address.as_str())
            .arg("why", why)
            .arg("winner", winner.name().to_lowercase())
            .arg("team", team)
            .arg("partner", partner)
            .text(reader.language.unwrap_or(cx.bot.language))
    };
    let (outcome, reason) = if draws {
        (
            Outcome::Draw { reason: DrawReason::InsufficientMaterial },
            Some((
                format!("Draw: {} ran out of time, but {} could not have mated", loser.name(), winner.name()),
                Msg::new("outcome-timeout-draw").arg("loser", loser.name().to_lowercase()).arg("winner", winner.name().to_lowercase()),
            )),
        )
    } else {
        (Outcome::Win { winner, reason: WinReason::Time }, None)
    };
    for l in end_game(tx, cx, &g, &outcome, reason, &headline)? {
        enqueue(tx, cx, l.generated())?;
    }
    Ok(outcome)
}

/// `on_timeout = "notify"`: both players are told that the time is up; the
/// game goes on. Returns the Message-ID of the late player's mail.
fn time_up(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, seat: Seat, deadline: Msg) -> Result<Option<String>, BotError> {
    let g = load_game(tx, game)?.ok_or(StoreError::NoSuchGame(game))?;
    let late = g.seats.iter().find(|s| s.seat == seat).map_or_else(|| seat.to_string(), |s| s.address.clone());
    let mut id = None;
    for s in &g.seats {
        let mine = s.seat == seat;
        let board = figure(&g, s);
        let l = Letter::to_seat(
            cx.bot,
            game,
            s,
            "time_up.txt",
            context! {
                late => late,
                late_side => crate::i18n::Msg::seat(seat),
                yours => mine,
                deadline => deadline.clone(),
                board => board.text,
                game_id => game.0,
                variant_title => crate::i18n::Msg::variant(g.variant()),
                players => players_line(&g),
                time_control => time_control(tx, cx.timing, game)?,
            },
        );
        let m = enqueue(tx, cx, l.with_figure(board).generated())?;
        if mine {
            id = Some(m);
        }
    }
    Ok(id)
}

/// The daily digest: the games where it is `player`'s move. `None` when
/// there are none (no mail then).
fn digest(tx: &Tx<'_>, cx: &Ctx<'_>, player: PlayerId) -> Result<Option<String>, BotError> {
    let timing = cx.timing;
    let mut lines = Vec::new();
    let mut to = None;
    let notation = tx.notation(player)?;
    for row in tx.active_clock_rows()? {
        let clocks = schedule::game_clocks(tx, timing, &row, cx.now, View::Running)?;
        let Some(clock) = clocks.into_iter().find(|c| c.player == player) else { continue };
        let seats = tx.seats(row.game)?;
        to = seats.iter().find(|s| s.player_id == player).map(|s| s.address.clone()).or(to);
        let variant = row.variant.parse().unwrap_or(crate::rules::Variant::Chess);
        let last_move = match notation {
            // Numbers need the turn, not only its text: replay the game.
            Dialect::Iccf => load_game(tx, row.game)?.and_then(|g| g.rules.played().last().map(|p| p.written(variant, notation))),
            _ => tx.turns(row.game)?.last().map(|t| notation.write_text(variant, &t.notation)),
        };
        let due = About::Due { deadline: timing.deadline_words(clock.schedule.deadline), last_move };
        lines.push(GameLine::new(row.game, &row.variant, &seats, player, due));
    }
    let Some(to) = to else { return Ok(None) };
    let mut l =
        Letter::new(&to, "digest.txt", context! { count => lines.len(), games => lines, consequence => consequence(timing) }).generated();
    l.player = Some(player);
    Ok(Some(enqueue(tx, cx, l)?))
}

/// The game's time control in words.
fn time_control(tx: &Tx<'_>, timing: &Timing, game: GameId) -> Result<Option<crate::i18n::Msg>, StoreError> {
    Ok(tx.clock_row(game)?.map(|r| super::describe::time_control(&timing.control(r.days, r.moves))))
}

/// What the player is told will happen at the deadline.
pub(super) fn consequence(timing: &Timing) -> crate::i18n::Msg {
    use crate::config::OnTimeout;
    crate::i18n::Msg::new(match timing.time.on_timeout {
        OnTimeout::Lose => "consequence-lose",
        OnTimeout::DrawIfInsufficient => "consequence-lose-or-draw",
        OnTimeout::Notify => "consequence-notify",
    })
}
