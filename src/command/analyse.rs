//! `analyse N` (also `analyze N`): the house engine's analysis of
//! a game that is over. What it does is the bot's (src/bot/session/analyse.rs).

use super::error::CommandError;
use crate::i18n::Msg;

pub const USAGE_ANALYSE: &str = "usage-analyse";

/// The game `analyse` names: `analyse 42`, `analyze #42`, `analyse game 42`;
/// `None` for `analyse` alone (the game of the thread). `Err` for anything
/// else; prose that starts with the word ("Analyse this: ...") is no
/// command (`None` from the outer `Option`).
pub(super) fn parse(line: &str, args: &str) -> Option<Result<Option<u64>, CommandError>> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(|w| w.trim_end_matches(['.', '!', '?', ',', ';', ':'])).filter(|w| !w.is_empty()).collect();
    let number = |n: &str| n.trim_start_matches('#').parse::<u64>().ok().filter(|&n| n > 0 && n <= i64::MAX as u64);
    match words.as_slice() {
        [] => Some(Ok(None)),
        [n] | ["game", n] if number(n).is_some() => Some(Ok(number(n))),
        many if many.len() > 2 => None,
        _ => Some(Err(CommandError::BadArgument {
            line: line.to_string(),
            command: "analyse",
            argument: args.to_string(),
            problem: Msg::new("arg-not-game-number"),
            usage: USAGE_ANALYSE,
        })),
    }
}
