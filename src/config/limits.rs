//! `[limits]`: what one stranger may make the bot do.

use serde::Deserialize;

/// `[limits]`: what one stranger may make the bot do. Anyone can write to
/// the bot, so a mail (or a flood of them, with a forged sender) must never
/// make it send much more than it received, nor hold it up.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LimitsConfig {
    /// Larger mails are not read: the sender is told the limit, once.
    pub max_mail_bytes: u64,
    /// Command lines one mail may hold.
    pub commands_per_mail: usize,
    /// `new` challenges one mail may hold.
    pub challenges_per_mail: usize,
    /// Challenges one sender may make in 24 hours.
    pub challenges_per_day: usize,
    /// A sender's challenges not yet accepted or declined.
    pub open_invitations: usize,
    /// Tournaments one sender may create or join in 24 hours.
    pub tournaments_per_day: usize,
    /// Tournaments one organiser may have open (not started) at once.
    pub open_tournaments: usize,
    /// Mails to one address in an hour, not counting game mail (a move of
    /// the opponent, reminders, the result): answers to that address's own
    /// mail and invitations. Past it, the address gets one notice and then
    /// no answer until the hour is over.
    pub replies_per_hour: usize,
    /// Failed attempts at one mail (the store busy, the disk full, a
    /// template broken) before it is set aside and the operator told. The
    /// tries back off up to 5 minutes apart: 20 is about an hour.
    pub attempts_before_set_aside: u32,
    /// Games one address may observe at a time (`observe N`, and the games
    /// of the players it follows).
    pub observed_games: usize,
    /// Players one address may follow.
    pub follows: usize,
    /// Mails to one observer in an hour; the news past it waits and goes
    /// out as one digest when the hour is over (news of several games in
    /// one pass is one digest too).
    pub observer_mails_per_hour: usize,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        LimitsConfig {
            max_mail_bytes: 2 * 1024 * 1024,
            commands_per_mail: 20,
            challenges_per_mail: 3,
            challenges_per_day: 10,
            open_invitations: 10,
            tournaments_per_day: 5,
            open_tournaments: 3,
            replies_per_hour: 20,
            attempts_before_set_aside: 20,
            observed_games: 30,
            follows: 20,
            observer_mails_per_hour: 10,
        }
    }
}
