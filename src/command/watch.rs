//! The commands of watching games (issue 28): `observe N`, `unobserve N`,
//! `follow ADDRESS`, `unfollow ADDRESS`, `followers on|off` and
//! `games private|public`. What they do is the bot's (src/bot/session/observe.rs).

use super::{strip_final_punctuation, CommandError};
use crate::store::normalize_address;

/// What `observe`, `unobserve`, `follow` and `unfollow` name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Watch {
    /// `observe 42`: a game by its number.
    Game(u64),
    /// `follow bob@example.org`: a player by address (lower-cased).
    Player(String),
    /// `unobserve all`, `unfollow all`.
    All,
}

/// A watching command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WatchCommand {
    /// `observe`: what I observe and follow.
    List,
    /// `observe 42`.
    Observe(u64),
    /// `unobserve 42`, `unobserve all`.
    Unobserve(Watch),
    /// `follow ADDRESS`.
    Follow(String),
    /// `unfollow ADDRESS`, `unfollow all`.
    Unfollow(Watch),
    /// `followers on` (`true`) or `followers off`.
    Followers(bool),
    /// `games private` (`true`) or `games public`: my default for new games.
    GamesPrivate(bool),
}

const USAGE_OBSERVE: &str = "observe GAME (its number, as 42), or observe (to list what you observe)";
const USAGE_UNOBSERVE: &str = "unobserve GAME, or unobserve all";
const USAGE_FOLLOW: &str = "follow ADDRESS";
const USAGE_UNFOLLOW: &str = "unfollow ADDRESS, or unfollow all";
const USAGE_FOLLOWERS: &str = "followers on, or followers off";
const USAGE_GAMES: &str = "games (the list), games private, or games public";

/// The watching command a line starting with `word` is, if `word` is one
/// of theirs: `None` for other words (and for `games` alone, the list).
pub(super) fn parse(word: &str, line: &str, args: &str) -> Option<Result<WatchCommand, CommandError>> {
    let words: Vec<String> =
        args.split(' ').map(|w| strip_final_punctuation(&w.to_lowercase()).to_string()).filter(|w| !w.is_empty()).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let bad = |command: &'static str, problem: &str, usage: &'static str| CommandError::BadArgument {
        line: line.to_string(),
        command,
        argument: args.to_string(),
        problem: problem.to_string(),
        usage,
    };
    // Prose starts with these words too ("Follow the link...", "Watch
    // out"): a line that does not parse and runs on is not a command.
    let prose = words.len() > 2;
    let parsed = match word {
        "observe" | "watch" => match words.as_slice() {
            [] => Ok(WatchCommand::List),
            _ => game_number(&words).map(WatchCommand::Observe).ok_or_else(|| bad("observe", "is not a game number", USAGE_OBSERVE)),
        },
        "unobserve" | "unwatch" => match words.as_slice() {
            [] => Err(CommandError::MissingArgument { line: line.to_string(), command: "unobserve", usage: USAGE_UNOBSERVE }),
            ["all"] => Ok(WatchCommand::Unobserve(Watch::All)),
            _ => game_number(&words)
                .map(|n| WatchCommand::Unobserve(Watch::Game(n)))
                .ok_or_else(|| bad("unobserve", "is not a game number", USAGE_UNOBSERVE)),
        },
        "follow" => match address(args) {
            Some(a) => Ok(WatchCommand::Follow(a)),
            None if words.is_empty() => {
                Err(CommandError::MissingArgument { line: line.to_string(), command: "follow", usage: USAGE_FOLLOW })
            }
            None => Err(bad("follow", "is not an e-mail address", USAGE_FOLLOW)),
        },
        "unfollow" => match (words.as_slice(), address(args)) {
            (["all"], _) => Ok(WatchCommand::Unfollow(Watch::All)),
            (_, Some(a)) => Ok(WatchCommand::Unfollow(Watch::Player(a))),
            ([], None) => Err(CommandError::MissingArgument { line: line.to_string(), command: "unfollow", usage: USAGE_UNFOLLOW }),
            (_, None) => Err(bad("unfollow", "is not an e-mail address", USAGE_UNFOLLOW)),
        },
        "followers" => match words.as_slice() {
            ["on" | "yes" | "allowed"] => Ok(WatchCommand::Followers(true)),
            ["off" | "no" | "none"] => Ok(WatchCommand::Followers(false)),
            [] => Err(CommandError::MissingArgument { line: line.to_string(), command: "followers", usage: USAGE_FOLLOWERS }),
            _ => Err(bad("followers", "is not on or off", USAGE_FOLLOWERS)),
        },
        "games" => match words.as_slice() {
            [] => return None,
            ["private"] => Ok(WatchCommand::GamesPrivate(true)),
            ["public"] => Ok(WatchCommand::GamesPrivate(false)),
            _ => Err(bad("games", "is not private or public", USAGE_GAMES)),
        },
        _ => return None,
    };
    // The aliases are plain words too: only a line that parses is theirs.
    match parsed {
        Err(_) if prose || matches!(word, "watch" | "unwatch") => None,
        other => Some(other),
    }
}

/// `42`, `#42`, `game 42`, `game #42`.
fn game_number(words: &[&str]) -> Option<u64> {
    let n = match words {
        [n] | ["game", n] => *n,
        _ => return None,
    };
    n.trim_start_matches('#').parse().ok().filter(|&n| n > 0)
}

/// The one address in `args` (`<bob@example.org>` too), lower-cased.
fn address(args: &str) -> Option<String> {
    let a = args.trim().trim_end_matches(['.', ',', ';', ':', '!', '?']).trim_matches(['<', '>']);
    if a.contains(char::is_whitespace) {
        return None;
    }
    normalize_address(a)
}

#[cfg(test)]
mod tests {
    use super::super::{parse_commands, Command};
    use super::*;

    fn one(line: &str) -> Result<Command, CommandError> {
        let mut v = parse_commands(line);
        assert_eq!(v.len(), 1, "{line:?} gave {v:?}");
        v.remove(0)
    }

    fn watch(line: &str) -> WatchCommand {
        match one(line) {
            Ok(Command::Watch(w)) => w,
            other => panic!("{line:?}: {other:?}"),
        }
    }

    #[test]
    fn watching_commands_read_as_players_write_them() {
        assert_eq!(watch("observe 42"), WatchCommand::Observe(42));
        assert_eq!(watch("Observe #42."), WatchCommand::Observe(42));
        assert_eq!(watch("observe game 7"), WatchCommand::Observe(7));
        assert_eq!(watch("watch 7"), WatchCommand::Observe(7));
        assert_eq!(watch("observe"), WatchCommand::List);
        assert_eq!(watch("unobserve 42"), WatchCommand::Unobserve(Watch::Game(42)));
        assert_eq!(watch("unobserve all"), WatchCommand::Unobserve(Watch::All));
        assert_eq!(watch("follow Bob@Example.org"), WatchCommand::Follow("bob@example.org".into()));
        assert_eq!(watch("follow <bob@example.org>."), WatchCommand::Follow("bob@example.org".into()));
        assert_eq!(watch("unfollow bob@example.org"), WatchCommand::Unfollow(Watch::Player("bob@example.org".into())));
        assert_eq!(watch("unfollow all"), WatchCommand::Unfollow(Watch::All));
        assert_eq!(watch("followers off"), WatchCommand::Followers(false));
        assert_eq!(watch("Followers on"), WatchCommand::Followers(true));
        assert_eq!(watch("games private"), WatchCommand::GamesPrivate(true));
        assert_eq!(watch("games public"), WatchCommand::GamesPrivate(false));
        assert_eq!(one("games"), Ok(Command::Games), "the list stays the list");
        // Prose is not a command.
        for prose in ["Follow the link in my last mail please", "Watch out for the knight", "observe the rules of the game"] {
            assert!(!matches!(parse_commands(&format!("{prose}\nresign")).as_slice(), [Err(_), ..]), "{prose}");
        }
    }

    #[test]
    fn wrong_arguments_say_what_to_write() {
        for (line, usage) in [
            ("observe soon", USAGE_OBSERVE),
            ("observe 0", USAGE_OBSERVE),
            ("unobserve", USAGE_UNOBSERVE),
            ("follow bob", USAGE_FOLLOW),
            ("follow", USAGE_FOLLOW),
            ("unfollow everyone", USAGE_UNFOLLOW),
            ("followers maybe", USAGE_FOLLOWERS),
            ("games secret", USAGE_GAMES),
        ] {
            let e = one(line).expect_err(line);
            assert!(e.to_string().contains(usage), "{line}: {e}");
        }
    }
}
