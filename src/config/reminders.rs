//! `[reminders]`: reminders, digests and the gentleman's rule.

use serde::Deserialize;

/// When players are reminded that it is their move. Players can change
/// their own delays (`remind after 12h`, `remind before 2h`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemindersConfig {
    /// `false`: no reminders and no digests at all (deadlines still apply).
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// First reminder this long after it became the player's move (running
    /// time: vacations do not count). 0: no first reminder.
    #[serde(default = "default_first_after")]
    pub first_after_secs: u64,
    /// Another reminder this long before the deadline (when the whole turn
    /// is shorter, halfway through it). 0: none.
    #[serde(default = "default_before_deadline")]
    pub before_deadline_secs: u64,
    /// Hour of the day (UTC, 0-23) of the daily digest, for players who
    /// chose `remind digest`.
    #[serde(default = "default_digest_hour")]
    pub digest_hour: u32,
    /// Four-player bughouse, the gentleman's rule: a player whose partner
    /// has made this many moves since it became their move is reminded
    /// (even with reminders off: it is a rule, not a courtesy). 0: no rule.
    #[serde(default = "default_gentleman_moves")]
    pub gentleman_moves: u32,
    /// ... and loses on time (the team loses) when they have not moved this
    /// long (running time) after that reminder.
    #[serde(default = "default_gentleman_grace")]
    pub gentleman_grace_secs: u64,
}

impl Default for RemindersConfig {
    fn default() -> Self {
        RemindersConfig {
            enabled: true,
            first_after_secs: default_first_after(),
            before_deadline_secs: default_before_deadline(),
            digest_hour: default_digest_hour(),
            gentleman_moves: default_gentleman_moves(),
            gentleman_grace_secs: default_gentleman_grace(),
        }
    }
}

fn default_first_after() -> u64 {
    86_400
}
fn default_gentleman_moves() -> u32 {
    3
}
fn default_gentleman_grace() -> u64 {
    86_400
}
fn default_before_deadline() -> u64 {
    12 * 3600
}
fn default_digest_hour() -> u32 {
    7
}
fn default_true() -> bool {
    true
}
