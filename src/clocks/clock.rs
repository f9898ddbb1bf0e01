//! Correspondence clocks: deadlines and reminder times from a game's time
//! control, when the turn began, the time the player used so far and the
//! player's vacation pauses.
//!
//! Pure: no clock reads, no storage. Every instant comes in as a parameter,
//! so the daemon, the tests and a restart all compute the same deadline from
//! the same stored timestamps.
//!
//! Vocabulary:
//! * A *clock day* is the unit of time controls and vacations; it lasts
//!   `day` (a day in production; a few seconds in tests).
//! * *Running time* is wall-clock time minus the player's pauses: the clock
//!   of a player on vacation stands still.
//! * The *budget* of a turn is the running time the player may use for it.

use chrono::{DateTime, Datelike, TimeDelta, Utc};

use crate::config::DEFAULT_TIME_FORMAT;

/// How much time a player has, chosen at the challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// `days` clock days for every move.
    PerMove { days: u32 },
    /// ICCF style: `days` clock days for every `moves` moves. Time not used
    /// carries over: after each block of `moves` moves the player gets
    /// `days` more.
    Moves { moves: u32, days: u32 },
}

impl TimeControl {
    /// From a game's stored options; without `days`, `default_days` per move.
    pub fn from_options(days: Option<u32>, moves: Option<u32>, default_days: u32) -> TimeControl {
        let days = days.unwrap_or(default_days).max(1);
        match moves {
            Some(m) if m >= 1 => TimeControl::Moves { moves: m, days },
            _ => TimeControl::PerMove { days },
        }
    }

    /// For players: `3 days per move`, `10 moves in 30 days`.
    pub fn describe(&self) -> String {
        let days = |n: u32| if n == 1 { "1 day".to_string() } else { format!("{n} days") };
        match *self {
            TimeControl::PerMove { days: d } => format!("{} per move", days(d)),
            TimeControl::Moves { moves: 1, days: d } => format!("1 move in {}", days(d)),
            TimeControl::Moves { moves, days: d } => format!("{moves} moves in {}", days(d)),
        }
    }

    /// The running time a player has for the turn ahead, after `moves_made`
    /// moves that took `used` running time. Zero or less: already out of time.
    pub fn budget(&self, moves_made: u32, used: TimeDelta, day: TimeDelta) -> TimeDelta {
        match *self {
            TimeControl::PerMove { days } => day.checked_mul(days.min(i32::MAX as u32) as i32).unwrap_or(TimeDelta::MAX),
            TimeControl::Moves { moves, days } => {
                let blocks = moves_made / moves.max(1) + 1;
                let allowance = day.checked_mul(days.saturating_mul(blocks).min(i32::MAX as u32) as i32).unwrap_or(TimeDelta::MAX);
                allowance - used
            }
        }
    }
}

/// A stretch during which a player's clock stands still (a vacation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pause {
    pub from: DateTime<Utc>,
    pub until: DateTime<Utc>,
}

/// Sorted, overlapping and touching pauses joined, empty ones dropped.
fn merged(pauses: &[Pause]) -> Vec<Pause> {
    let mut v: Vec<Pause> = pauses.iter().copied().filter(|p| p.until > p.from).collect();
    v.sort_by_key(|p| p.from);
    let mut out: Vec<Pause> = Vec::with_capacity(v.len());
    for p in v {
        match out.last_mut() {
            Some(last) if p.from <= last.until => last.until = last.until.max(p.until),
            _ => out.push(p),
        }
    }
    out
}

/// Running time between `from` and `to`: the wall-clock time minus the
/// pauses in it. Never negative.
pub fn running_time(from: DateTime<Utc>, to: DateTime<Utc>, pauses: &[Pause]) -> TimeDelta {
    if to <= from {
        return TimeDelta::zero();
    }
    let paused: TimeDelta = merged(pauses)
        .iter()
        .map(|p| {
            let (a, b) = (p.from.max(from), p.until.min(to));
            if b > a {
                b - a
            } else {
                TimeDelta::zero()
            }
        })
        .sum();
    (to - from) - paused
}

/// The instant at which `amount` of running time has passed since `from`.
/// A non-positive amount is `from` itself (time already used up).
pub fn after_running(from: DateTime<Utc>, amount: TimeDelta, pauses: &[Pause]) -> DateTime<Utc> {
    if amount <= TimeDelta::zero() {
        return from;
    }
    let mut t = from;
    let mut left = amount;
    for p in merged(pauses) {
        if p.until <= t {
            continue;
        }
        if p.from > t {
            let gap = p.from - t;
            if left <= gap {
                return t + left;
            }
            left -= gap;
        }
        t = p.until;
    }
    t.checked_add_signed(left).unwrap_or(DateTime::<Utc>::MAX_UTC)
}

/// The time a player used over their past turns, each `(began, moved)`.
pub fn time_used(turns: &[(DateTime<Utc>, DateTime<Utc>)], pauses: &[Pause]) -> TimeDelta {
    turns.iter().map(|(a, b)| running_time(*a, *b, pauses)).sum()
}

/// Where a player stands in the turn they are to move in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    /// When it became their move (the game's start or the opponent's move).
    pub began: DateTime<Utc>,
    /// Moves the player made before this turn.
    pub moves_made: u32,
    /// Running time those moves took.
    pub used: TimeDelta,
}

/// When to remind, as delays; `None` for a reminder the player does not get.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReminderDelays {
    /// Running time after the turn began.
    pub first_after: Option<TimeDelta>,
    /// Running time left before the deadline.
    pub before_deadline: Option<TimeDelta>,
}

/// A turn's deadline and reminder times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub deadline: DateTime<Utc>,
    pub first_reminder: Option<DateTime<Utc>>,
    /// The reminder shortly before the deadline.
    pub last_call: Option<DateTime<Utc>>,
}

/// The deadline of a turn.
pub fn deadline(tc: TimeControl, day: TimeDelta, turn: &TurnClock, pauses: &[Pause]) -> DateTime<Utc> {
    after_running(turn.began, tc.budget(turn.moves_made, turn.used, day), pauses)
}

/// The deadline and the reminder times of a turn. Reminders fall on running
/// time too, so none comes during a vacation.
///
/// The last call comes `before_deadline` before the deadline; when the whole
/// budget is shorter than that, halfway through it. The first reminder is
/// dropped when it would not come before the last call.
pub fn schedule(tc: TimeControl, day: TimeDelta, turn: &TurnClock, pauses: &[Pause], delays: ReminderDelays) -> Schedule {
    let budget = tc.budget(turn.moves_made, turn.used, day);
    let at = |running: TimeDelta| after_running(turn.began, running, pauses);
    let last_call_running = delays.before_deadline.and_then(|before| {
        // Whole milliseconds, as times are stored: the scheduler's stored
        // wake-up time is then exactly the due time.
        let half = TimeDelta::milliseconds((budget / 2).num_milliseconds());
        let r = if budget > before { budget - before } else { half };
        (r > TimeDelta::zero()).then_some(r)
    });
    let first_running = delays.first_after.filter(|f| *f > TimeDelta::zero() && *f < last_call_running.unwrap_or(budget));
    Schedule { deadline: at(budget), first_reminder: first_running.map(at), last_call: last_call_running.map(at) }
}

/// Clock days a vacation from `from` to `to` used: every day begun counts.
pub fn vacation_days_used(from: DateTime<Utc>, to: DateTime<Utc>, day: TimeDelta) -> u32 {
    if to <= from || day <= TimeDelta::zero() {
        return 0;
    }
    let span = (to - from).num_milliseconds();
    let d = day.num_milliseconds().max(1);
    u32::try_from((span + d - 1) / d).unwrap_or(u32::MAX)
}

/// The calendar year a vacation allowance is counted in.
pub fn allowance_year(at: DateTime<Utc>) -> i32 {
    at.year()
}

/// A deadline as players read it, e.g. `Tue 24 Nov 18:00 UTC` with the
/// default `format` (chrono's strftime syntax).
pub fn format_time(t: DateTime<Utc>, format: &str) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    // A bad format from the operator's file must not panic the daemon.
    if write!(s, "{}", t.format(format)).is_err() {
        s = t.format(DEFAULT_TIME_FORMAT).to_string();
    }
    s
}

/// Clock days an entry of a team tournament waits for the partner it
/// names to confirm.
pub const PARTNER_DAYS: u32 = 3;

/// How long such an entry waits, in a clock of `day`-long days.
pub fn partner_wait(day: TimeDelta) -> TimeDelta {
    day * PARTNER_DAYS as i32
}

/// What the gentleman's rule of four-player bughouse says about a player
/// who is to move on their board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gentleman {
    /// Nothing to do yet.
    Wait,
    /// Remind the player (once).
    Remind,
    /// The player loses on time.
    LoseOnTime,
}

/// The gentleman's rule (docs/rules.md, `bughouse`): a player whose
/// partner has made `partner_moves` moves since it became the player's turn
/// is reminded once that reaches `remind_at` (3 in the original rule), and loses on
/// time when `grace` has passed since that reminder (`reminded_at`) without a
/// move. The hook for the bughouse code: it counts the partner's moves and
/// acts on the verdict with the bot's `remind_seat` / `lose_on_time`.
pub fn gentlemans_rule(
    partner_moves: u32,
    remind_at: u32,
    reminded_at: Option<DateTime<Utc>>,
    grace: TimeDelta,
    now: DateTime<Utc>,
) -> Gentleman {
    match reminded_at {
        Some(at) if now >= at + grace => Gentleman::LoseOnTime,
        Some(_) => Gentleman::Wait,
        None if partner_moves >= remind_at.max(1) => Gentleman::Remind,
        None => Gentleman::Wait,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::time_format_is_valid;
    use chrono::TimeZone;

    fn t(secs: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_700_000_000 + secs, 0).unwrap()
    }
    fn s(secs: i64) -> TimeDelta {
        TimeDelta::seconds(secs)
    }
    fn pause(a: i64, b: i64) -> Pause {
        Pause { from: t(a), until: t(b) }
    }
    const DAY: i64 = 100;

    fn turn(began: i64) -> TurnClock {
        TurnClock { began: t(began), moves_made: 0, used: TimeDelta::zero() }
    }

    #[test]
    fn per_move_deadline_is_days_after_the_turn_began() {
        let tc = TimeControl::PerMove { days: 3 };
        assert_eq!(deadline(tc, s(DAY), &turn(10), &[]), t(310));
        // Moves made and time used do not matter per move.
        let late = TurnClock { began: t(10), moves_made: 40, used: s(9999) };
        assert_eq!(deadline(tc, s(DAY), &late, &[]), t(310));
    }

    #[test]
    fn pauses_push_the_deadline_back() {
        let tc = TimeControl::PerMove { days: 3 };
        // A pause inside the turn: the deadline moves by its length.
        assert_eq!(deadline(tc, s(DAY), &turn(0), &[pause(50, 150)]), t(400));
        // A pause that began before the turn: only the part after counts.
        assert_eq!(deadline(tc, s(DAY), &turn(0), &[pause(-50, 20)]), t(320));
        // Pauses before the turn or after the deadline change nothing.
        assert_eq!(deadline(tc, s(DAY), &turn(0), &[pause(-90, -10), pause(300, 400)]), t(300));
        // A pause that starts exactly at the deadline changes nothing.
        assert_eq!(deadline(tc, s(DAY), &turn(0), &[pause(300, 350)]), t(300));
        // Overlapping and touching pauses count once.
        assert_eq!(deadline(tc, s(DAY), &turn(0), &[pause(100, 200), pause(150, 250), pause(250, 260)]), t(460));
        // Two pauses: both count, in any order.
        assert_eq!(deadline(tc, s(DAY), &turn(0), &[pause(200, 210), pause(10, 20)]), t(320));
    }

    #[test]
    fn running_time_leaves_out_pauses() {
        assert_eq!(running_time(t(0), t(100), &[]), s(100));
        assert_eq!(running_time(t(0), t(100), &[pause(10, 30), pause(90, 200)]), s(70));
        assert_eq!(running_time(t(0), t(100), &[pause(-10, 200)]), s(0));
        assert_eq!(running_time(t(100), t(0), &[]), s(0));
        assert_eq!(time_used(&[(t(0), t(10)), (t(20), t(50))], &[pause(25, 30)]), s(35));
    }

    #[test]
    fn after_running_inverts_running_time() {
        let pauses = [pause(10, 30), pause(50, 60)];
        for r in [1, 9, 10, 11, 29, 30, 31, 45, 100] {
            let at = after_running(t(0), s(r), &pauses);
            assert_eq!(running_time(t(0), at, &pauses), s(r), "{r}");
        }
        // Starting inside a pause: the clock starts when it ends.
        assert_eq!(after_running(t(15), s(5), &pauses), t(35));
        assert_eq!(after_running(t(15), s(0), &pauses), t(15));
        assert_eq!(after_running(t(15), s(-5), &pauses), t(15));
    }

    #[test]
    fn moves_in_days_carries_unused_time_over() {
        let tc = TimeControl::Moves { moves: 10, days: 30 };
        let day = s(DAY);
        // First block: 30 days for moves 1-10.
        assert_eq!(tc.budget(0, s(0), day), s(3000));
        assert_eq!(tc.budget(9, s(2500), day), s(500));
        // After 10 moves, 30 more days; what was left carries over.
        assert_eq!(tc.budget(10, s(2500), day), s(3500));
        // Overspent: zero or less, the deadline is the start of the turn.
        assert!(tc.budget(5, s(3100), day) < TimeDelta::zero());
        let late = TurnClock { began: t(0), moves_made: 5, used: s(3100) };
        assert_eq!(deadline(tc, day, &late, &[]), t(0));
        let mid = TurnClock { began: t(0), moves_made: 3, used: s(1000) };
        assert_eq!(deadline(tc, day, &mid, &[pause(100, 150)]), t(2050));
    }

    #[test]
    fn time_controls_from_options_and_described() {
        assert_eq!(TimeControl::from_options(None, None, 3), TimeControl::PerMove { days: 3 });
        assert_eq!(TimeControl::from_options(Some(5), None, 3), TimeControl::PerMove { days: 5 });
        assert_eq!(TimeControl::from_options(Some(30), Some(10), 3), TimeControl::Moves { moves: 10, days: 30 });
        assert_eq!(TimeControl::from_options(Some(0), Some(0), 3), TimeControl::PerMove { days: 1 });
        assert_eq!(TimeControl::PerMove { days: 1 }.describe(), "1 day per move");
        assert_eq!(TimeControl::PerMove { days: 3 }.describe(), "3 days per move");
        assert_eq!(TimeControl::Moves { moves: 10, days: 30 }.describe(), "10 moves in 30 days");
    }

    #[test]
    fn reminders_first_after_a_delay_then_before_the_deadline() {
        let tc = TimeControl::PerMove { days: 3 };
        let delays = ReminderDelays { first_after: Some(s(100)), before_deadline: Some(s(50)) };
        let sch = schedule(tc, s(DAY), &turn(0), &[], delays);
        assert_eq!(sch, Schedule { deadline: t(300), first_reminder: Some(t(100)), last_call: Some(t(250)) });
        // On running time: a vacation moves all three.
        let sch = schedule(tc, s(DAY), &turn(0), &[pause(50, 80)], delays);
        assert_eq!(sch, Schedule { deadline: t(330), first_reminder: Some(t(130)), last_call: Some(t(280)) });
        // No first reminder when it would come after the last call.
        let late_first = ReminderDelays { first_after: Some(s(260)), before_deadline: Some(s(50)) };
        assert_eq!(schedule(tc, s(DAY), &turn(0), &[], late_first).first_reminder, None);
        // A budget shorter than the warning: the last call comes halfway.
        let long_warning = ReminderDelays { first_after: Some(s(100)), before_deadline: Some(s(1000)) };
        let sch = schedule(tc, s(DAY), &turn(0), &[], long_warning);
        assert_eq!((sch.first_reminder, sch.last_call), (Some(t(100)), Some(t(150))));
        // Reminders turned off.
        let none = ReminderDelays { first_after: None, before_deadline: None };
        assert_eq!(schedule(tc, s(DAY), &turn(0), &[], none), Schedule { deadline: t(300), first_reminder: None, last_call: None });
        // Out of time already: no reminders, the deadline is now.
        let spent = TurnClock { began: t(0), moves_made: 1, used: s(4000) };
        let sch = schedule(TimeControl::Moves { moves: 10, days: 30 }, s(DAY), &spent, &[], delays);
        assert_eq!(sch, Schedule { deadline: t(0), first_reminder: None, last_call: None });
    }

    #[test]
    fn vacation_days_count_every_day_begun() {
        assert_eq!(vacation_days_used(t(0), t(0), s(DAY)), 0);
        assert_eq!(vacation_days_used(t(0), t(1), s(DAY)), 1);
        assert_eq!(vacation_days_used(t(0), t(100), s(DAY)), 1);
        assert_eq!(vacation_days_used(t(0), t(101), s(DAY)), 2);
        assert_eq!(vacation_days_used(t(10), t(0), s(DAY)), 0);
    }

    #[test]
    fn times_are_formatted_for_players() {
        let at = Utc.with_ymd_and_hms(2026, 11, 24, 18, 0, 59).unwrap();
        assert_eq!(format_time(at, DEFAULT_TIME_FORMAT), "Tue 24 Nov 18:00 UTC");
        assert_eq!(format_time(at, "%Y-%m-%d %H:%M:%S"), "2026-11-24 18:00:59");
        assert!(time_format_is_valid(DEFAULT_TIME_FORMAT));
        assert!(!time_format_is_valid("%Q"));
        assert_eq!(format_time(at, "%Q"), "Tue 24 Nov 18:00 UTC");
        assert_eq!(allowance_year(at), 2026);
    }

    #[test]
    fn gentlemans_rule_reminds_then_forfeits() {
        let grace = s(50);
        assert_eq!(gentlemans_rule(2, 3, None, grace, t(0)), Gentleman::Wait);
        assert_eq!(gentlemans_rule(3, 3, None, grace, t(0)), Gentleman::Remind);
        assert_eq!(gentlemans_rule(5, 3, Some(t(0)), grace, t(49)), Gentleman::Wait);
        assert_eq!(gentlemans_rule(5, 3, Some(t(0)), grace, t(50)), Gentleman::LoseOnTime);
    }
}
