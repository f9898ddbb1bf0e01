//! Time: `clock` is the pure arithmetic of deadlines (time controls,
//! vacations, reminder times; `now` is always a parameter), `schedule`
//! decides from the store what is due when. Carrying it out (the mail) is
//! the bot's: `bot/deadlines.rs`.

pub mod clock;
pub mod schedule;
