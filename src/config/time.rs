//! `[time]`: time controls, deadlines and vacations.

use serde::Deserialize;

/// Time controls, deadlines and vacations (docs/players.md, "Clocks, reminders and vacations").
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeConfig {
    /// Clock days per move when a challenge names no time control.
    #[serde(default = "default_days_per_move")]
    pub days_per_move: u32,
    /// How long a clock day lasts, in seconds: 86400, except in tests and
    /// demonstrations. Time controls and vacations count in clock days.
    #[serde(default = "default_day_length")]
    pub day_length_secs: u64,
    /// What happens at a deadline.
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// Vacation days each player may take per calendar year (UTC).
    #[serde(default = "default_vacation_days")]
    pub vacation_days_per_year: u32,
    /// How deadlines are written in mail (chrono's strftime syntax, UTC),
    /// the same for every reader; unset, each reader's language writes
    /// them as it writes dates (`7. Dezember 2026, 14:05 UTC`).
    #[serde(default)]
    pub time_format: Option<String>,
}

impl Default for TimeConfig {
    fn default() -> Self {
        TimeConfig {
            days_per_move: default_days_per_move(),
            day_length_secs: default_day_length(),
            on_timeout: OnTimeout::default(),
            vacation_days_per_year: default_vacation_days(),
            time_format: None,
        }
    }
}

impl TimeConfig {
    /// The length of a clock day.
    pub fn day(&self) -> chrono::TimeDelta {
        chrono::TimeDelta::seconds(self.day_length_secs.clamp(1, i64::MAX as u64 / 1000) as i64)
    }
}

/// What the bot does when a player's deadline passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnTimeout {
    /// The player loses on time.
    #[default]
    Lose,
    /// Both players are told; the game goes on.
    Notify,
    /// The player loses on time, unless the opponent has too little
    /// material to mate: then the game is drawn.
    DrawIfInsufficient,
}

fn default_days_per_move() -> u32 {
    3
}
fn default_day_length() -> u64 {
    86_400
}
fn default_vacation_days() -> u32 {
    30
}
/// What a time is written as when `[time] time_format` cannot write it.
pub const DEFAULT_TIME_FORMAT: &str = "%a %-d %b %H:%M UTC";

/// Whether a strftime format is usable (checked when the config is read).
pub fn time_format_is_valid(format: &str) -> bool {
    use chrono::format::{Item, StrftimeItems};
    !StrftimeItems::new(format).any(|i| matches!(i, Item::Error))
}
