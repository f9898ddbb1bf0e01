//! The commands of watching games: `observe N`, `unobserve N`,
//! `follow ADDRESS`, `unfollow ADDRESS`, `followers on|off` and
//! `games private|public`. What they do is the bot's (src/bot/session/observe.rs).

use crate::i18n::Msg;
use crate::store::normalize_address;

/// What `observe`, `unobserve`, `follow` and `unfollow` name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Watch {
    /// `observe 42`: a game by its number.
    Game(u64),
    /// `follow bob@example.org`: a player by address (lower-cased).
    Player(String),
    /// `unobserve tournament 3`.
    Tournament(u64),
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
    /// `observe tournament 3`: every game of tournament 3 as it starts.
    ObserveTournament(u64),
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

const USAGE_OBSERVE: &str = "usage-observe";
const USAGE_UNOBSERVE: &str = "usage-unobserve";
const USAGE_FOLLOW: &str = "usage-follow";
const USAGE_UNFOLLOW: &str = "usage-unfollow";
const USAGE_FOLLOWERS: &str = "usage-followers";
const USAGE_GAMES: &str = "usage-games";

/// Why a watching line cannot be used (`mod.rs` makes it a `CommandError`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Trouble {
    /// The command word without what it needs.
    Missing { command: &'static str, usage: &'static str },
    /// Its arguments, and why they cannot be used.
    Bad { command: &'static str, problem: Msg, usage: &'static str },
}

/// The watching command a line starting with `word` (its arguments
/// `args`) is, if `word` is one of theirs: `None` for other words (and for
/// `games` alone, the list).
pub(super) fn parse(word: &str, args: &str) -> Option<Result<WatchCommand, Trouble>> {
    let words: Vec<String> = args
        .split(' ')
        .map(|w| w.to_lowercase().trim_end_matches(['.', '!', '?', ',', ';', ':']).to_string())
        .filter(|w| !w.is_empty())
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let bad = |command: &'static str, problem: Msg, usage: &'static str| Trouble::Bad { command, problem, usage };
    // Prose starts with these words too ("Follow the link...", "Watch
    // out"): a line that does not parse and runs on is not a command.
    let prose = words.len() > 2;
    let parsed = match word {
        "observe" | "watch" => match words.as_slice() {
            [] => Ok(WatchCommand::List),
            ["tournament", n] => number(n)
                .map(WatchCommand::ObserveTournament)
                .ok_or_else(|| bad("observe", Msg::new("arg-not-tournament-number"), USAGE_OBSERVE)),
            _ => {
                game_number(&words).map(WatchCommand::Observe).ok_or_else(|| bad("observe", Msg::new("arg-not-game-number"), USAGE_OBSERVE))
            }
        },
        "unobserve" | "unwatch" => match words.as_slice() {
            [] => Err(Trouble::Missing { command: "unobserve", usage: USAGE_UNOBSERVE }),
            ["all"] => Ok(WatchCommand::Unobserve(Watch::All)),
            ["tournament", n] => number(n)
                .map(|n| WatchCommand::Unobserve(Watch::Tournament(n)))
                .ok_or_else(|| bad("unobserve", Msg::new("arg-not-tournament-number"), USAGE_UNOBSERVE)),
            _ => game_number(&words)
                .map(|n| WatchCommand::Unobserve(Watch::Game(n)))
                .ok_or_else(|| bad("unobserve", Msg::new("arg-not-game-number"), USAGE_UNOBSERVE)),
        },
        "follow" => match address(args) {
            Some(a) => Ok(WatchCommand::Follow(a)),
            None if words.is_empty() => Err(Trouble::Missing { command: "follow", usage: USAGE_FOLLOW }),
            None => Err(bad("follow", Msg::new("arg-not-address"), USAGE_FOLLOW)),
        },
        "unfollow" => match (words.as_slice(), address(args)) {
            (["all"], _) => Ok(WatchCommand::Unfollow(Watch::All)),
            (_, Some(a)) => Ok(WatchCommand::Unfollow(Watch::Player(a))),
            ([], None) => Err(Trouble::Missing { command: "unfollow", usage: USAGE_UNFOLLOW }),
            (_, None) => Err(bad("unfollow", Msg::new("arg-not-address"), USAGE_UNFOLLOW)),
        },
        "followers" => match words.as_slice() {
            ["on" | "yes" | "allowed"] => Ok(WatchCommand::Followers(true)),
            ["off" | "no" | "none"] => Ok(WatchCommand::Followers(false)),
            [] => Err(Trouble::Missing { command: "followers", usage: USAGE_FOLLOWERS }),
            _ => Err(bad("followers", Msg::new("arg-not-on-off"), USAGE_FOLLOWERS)),
        },
        "games" => match words.as_slice() {
            [] => return None,
            ["private"] => Ok(WatchCommand::GamesPrivate(true)),
            ["public"] => Ok(WatchCommand::GamesPrivate(false)),
            _ => Err(bad("games", Msg::new("arg-not-private-public"), USAGE_GAMES)),
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
    match words {
        [n] | ["game", n] => number(n),
        _ => None,
    }
}

/// `3`, `#3`.
fn number(n: &str) -> Option<u64> {
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
