//! The command language players write (docs/players.md).
//!
//! Pure text in, commands out: no game rules here. A move is recognised by
//! its *shape* and passed on as text; the engine decides whether it is legal
//! and what the player probably meant.
//!
//! One command per line of the mail's fresh text (quotes and signatures are
//! already gone). Command words are case-insensitive; `say` text and moves
//! keep the player's spelling.
//!
//! Lines that are neither a command nor move-like ("Hi Bob,", "Thanks!"):
//! people wrap commands in greetings, so such lines are dropped when the mail
//! holds at least one command. When it holds none, the lines that look like
//! a failed command (a command word with extra words, a near-miss such as
//! `resgin`) are reported as [`CommandError::UnknownCommand`] with the
//! closest command; failing those, every line is reported. Near-misses are
//! not reported next to valid commands, even one-word ones like `drwa`:
//! signatures are one-word lines too, and "Sam", "Drew" or "James" are one
//! edit away from `say`, `draw` and `games`. A line that starts with a
//! command word but has unusable arguments (`new chess`, `vacation soon`) is
//! always reported.

use crate::i18n::Msg;
use std::sync::OnceLock;

use regex::Regex;

use crate::rules::{Dialect, Language};

mod analyse;
mod challenge;
mod error;
mod moves;
mod seek;
mod settings;
mod tournament;
mod watch;
mod words;

use challenge::parse_new;
pub use challenge::{Challenge, COMPUTER};
pub use error::CommandError;
pub use moves::MAX_CONDITIONAL_TURNS;
use moves::{move_text, parse_conditions, parse_if, parse_move, Conditions};
pub use seek::{SeekCommand, SeekSpec, MAX_RATING};
pub use settings::{parse_duration, NameChange, RatingsOf, Remind};
use settings::{parse_language, parse_name, parse_notation, parse_ratings, parse_remind, parse_vacation, LANGUAGE_WORDS};
pub use tournament::{TournamentCommand, TournamentSpec};
pub use watch::{Watch, WatchCommand};
pub use words::closest;
use words::strip_final_punctuation;

/// One thing a player asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `new VARIANT with ADDRESS... [against ADDRESS...] [as SIDE]
    /// [days N | M moves in D days] [both boards] [from FEN]`.
    New(Challenge),
    Accept,
    Decline,
    /// A turn as typed, tidied: without `move`, without a move number
    /// (`12...`), whitespace collapsed. Separators (`/`, `&`, `A:`) and
    /// decorations (`+#!?`) are kept for the engine.
    Move(String),
    Resign,
    /// Offer a draw, or accept the one on the table.
    Draw,
    ClaimDraw,
    Board,
    Games,
    History,
    /// `say TEXT`, or `say partner TEXT` (bughouse) with `to_partner`.
    Say {
        to_partner: bool,
        text: String,
    },
    Help,
    /// `rules` or `rules VARIANT` (lower-cased, unchecked).
    Rules(Option<String>),
    /// `vacation N` (days), or `vacation off` (`None`).
    Vacation(Option<u32>),
    /// `remind ...`: the player's reminder settings.
    Remind(Remind),
    Abort,
    /// `if THEIRS then MINE`, `if THEIRS MINE THEIRS MINE ...`: a line of
    /// conditional moves, the opponent's turns and the answers alternating,
    /// each tidied as in [`Command::Move`]. Always an even number, at least two.
    Conditional(Vec<String>),
    /// `conditions`: list my standing lines.
    Conditions,
    /// `conditions clear`: drop my standing lines.
    ClearConditions,
    /// `notation` (`None`: tell me mine), `notation de`, `notation iccf`...:
    /// how the bot writes moves to me and which letters it reads from me.
    Notation(Option<Dialect>),
    /// `language` (`None`: tell me mine and the others), `language de`,
    /// also in each language's own word (`sprache de`, `язык ru`): the
    /// language of the bot's mails to me.
    Language(Option<Language>),
    // ----- ratings -----
    /// `ratings`, `ratings VARIANT`, `ratings ADDRESS`, `ratings NAME`.
    Ratings(RatingsOf),
    /// `name NAME`, `name off`, `name`: how the standings show me.
    Name(NameChange),
    // ----- tournaments -----
    /// `tournament new ...`, `tournaments`, `tournament N`, `join N`,
    /// `leave N`, `start N`, `withdraw N`.
    Tournament(TournamentCommand),
    /// `observe N`, `follow ADDRESS`, `followers off`, `games private`...
    /// (`watch.rs`).
    Watch(WatchCommand),
    /// `seek ...`, `seeks`, `accept seek N`, `unseek N`, `notify seeks ...`
    /// (`seek.rs`).
    Seek(SeekCommand),
    /// `analyse N`, `analyze N`: the engine's analysis of a game that is
    /// over (`analyse.rs`); `None`: the game of the thread.
    Analyse(Option<u64>),
}

const USAGE_SAY: &str = "usage-say";

const USAGE_RULES: &str = "usage-rules";

const USAGE_CLAIM: &str = "usage-claim";

/// Whole-line commands without arguments, after lower-casing, collapsing
/// spaces and dropping final punctuation.
const PHRASES: &[(&str, Command)] = &[
    ("accept", Command::Accept),
    ("accepted", Command::Accept),
    ("i accept", Command::Accept),
    ("decline", Command::Decline),
    ("i decline", Command::Decline),
    ("resign", Command::Resign),
    ("i resign", Command::Resign),
    ("draw", Command::Draw),
    ("offer draw", Command::Draw),
    ("accept draw", Command::Draw),
    ("claim draw", Command::ClaimDraw),
    ("board", Command::Board),
    ("games", Command::Games),
    ("history", Command::History),
    ("help", Command::Help),
    ("abort", Command::Abort),
    ("clear conditions", Command::ClearConditions),
];

/// First words a typo is compared with, and what to suggest for each.
const COMMAND_WORDS: &[(&str, &str)] = &[
    ("new", "new"),
    ("accept", "accept"),
    ("decline", "decline"),
    ("move", "move"),
    ("resign", "resign"),
    ("draw", "draw"),
    ("claim", "claim draw"),
    ("board", "board"),
    ("games", "games"),
    ("history", "history"),
    ("say", "say"),
    ("help", "help"),
    ("rules", "rules"),
    ("vacation", "vacation"),
    ("remind", "remind"),
    ("abort", "abort"),
    ("conditions", "conditions"),
    ("notation", "notation"),
    ("language", "language"),
    ("ratings", "ratings"),
    ("name", "name"),
    ("tournament", "tournament N"),
    ("tournaments", "tournaments"),
    ("withdraw", "withdraw N"),
    ("observe", "observe"),
    ("unobserve", "unobserve"),
    ("follow", "follow"),
    ("unfollow", "unfollow"),
    ("followers", "followers"),
    ("seek", "seek"),
    ("seeks", "seeks"),
    ("unseek", "unseek"),
    ("analyse", "analyse N"),
    ("analyze", "analyse N"),
];

/// What one line turned out to be.
enum Line {
    Command(Command),
    /// `game 42`: read by [`game_reference`], not a command.
    GameRef,
    /// An attempted command that failed.
    Error(CommandError),
    /// Anything else; `suggestion` when it looks like a command gone wrong.
    Noise {
        suggestion: Option<&'static str>,
    },
}

/// Parses the fresh text of a mail: one result per command line, in order.
/// See the module documentation for lines that are not commands.
pub fn parse_commands(text: &str) -> Vec<Result<Command, CommandError>> {
    let lines: Vec<(String, Line)> = text
        .lines()
        .filter_map(|raw| {
            let line = tidy(raw);
            if line.is_empty() {
                return None;
            }
            let kind = classify(&line);
            Some((line, kind))
        })
        .collect();
    let any_command = lines.iter().any(|(_, l)| matches!(l, Line::Command(_)));
    let any_attempt = lines.iter().any(|(_, l)| matches!(l, Line::Error(_) | Line::Noise { suggestion: Some(_), .. }));
    let mut out = Vec::new();
    for (line, kind) in lines {
        match kind {
            Line::Command(c) => out.push(Ok(c)),
            Line::GameRef => {}
            Line::Error(e) => out.push(Err(e)),
            Line::Noise { suggestion } => {
                if !any_command && (suggestion.is_some() || !any_attempt) {
                    out.push(Err(CommandError::UnknownCommand { line, suggestion }));
                }
            }
        }
    }
    out
}

/// The game a `game 42` line names (also `game #42`, `Game: 42`); the first
/// such line wins.
pub fn game_reference(text: &str) -> Option<u64> {
    text.lines().find_map(|l| {
        let caps = re_game_ref().captures(l.trim())?;
        caps[1].parse().ok()
    })
}

/// The game a subject's `[#42]` tag names, if any.
pub fn subject_game_tag(subject: &str) -> Option<u64> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| Regex::new(r"\[#(\d{1,19})\]").expect("valid regex"));
    re.captures_iter(subject).find_map(|c| c[1].parse().ok())
}

/// `Re: [#42] Your move` -> `Your move`: what is left may be a command.
pub fn strip_reply_prefixes(subject: &str) -> String {
    let mut s = subject.trim();
    loop {
        let lower = s.to_ascii_lowercase();
        if let Some(p) = ["re:", "aw:", "fwd:", "fw:", "wg:", "sv:"].iter().find(|p| lower.starts_with(**p)) {
            s = s[p.len()..].trim_start();
        } else if s.starts_with("[#") {
            s = s.find(']').map_or("", |i| &s[i + 1..]).trim_start();
        } else {
            return s.to_string();
        }
    }
}

/// Trimmed, invisible characters gone, runs of white space made one space
/// (HTML-to-text leaves non-breaking and zero-width spaces behind).
fn tidy(raw: &str) -> String {
    raw.split(|c: char| c.is_whitespace())
        .map(|w| w.trim_matches(['\u{200b}', '\u{200c}', '\u{200d}', '\u{feff}']))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn classify(line: &str) -> Line {
    if re_game_ref().is_match(line) {
        return Line::GameRef;
    }
    let lower = line.to_lowercase();
    let phrase = strip_final_punctuation(&lower);
    if let Some((_, c)) = PHRASES.iter().find(|(p, _)| *p == phrase) {
        return Line::Command(c.clone());
    }
    let (first, args) = match line.split_once(' ') {
        Some((f, a)) => (f, a.trim()),
        None => (line, ""),
    };
    let word = strip_final_punctuation(&first.to_lowercase()).to_string();
    match watch::parse(&word, args) {
        Some(Ok(c)) => return Line::Command(Command::Watch(c)),
        Some(Err(watch::Trouble::Missing { command, usage })) => {
            return Line::Error(CommandError::MissingArgument { line: line.to_string(), command, usage })
        }
        Some(Err(watch::Trouble::Bad { command, problem, usage })) => {
            return Line::Error(CommandError::BadArgument { line: line.to_string(), command, argument: args.to_string(), problem, usage })
        }
        None => {}
    }
    let parsed = match word.as_str() {
        "new" => Some(parse_new(line, args).map(Command::New)),
        "move" => Some(parse_move(line, args).map(Command::Move)),
        "say" => Some(parse_say(line, args)),
        "rules" => Some(parse_rules(line, args)),
        "vacation" => Some(parse_vacation(line, args).map(Command::Vacation)),
        "remind" | "reminders" | "reminder" => Some(parse_remind(line, args).map(Command::Remind)),
        "conditions" | "condition" => Some(parse_conditions(line, args).map(|c| match c {
            Conditions::List => Command::Conditions,
            Conditions::Clear => Command::ClearConditions,
        })),
        "notation" => Some(parse_notation(line, args).map(Command::Notation)),
        w if LANGUAGE_WORDS.contains(&w) => Some(parse_language(line, args).map(Command::Language)),
        "ratings" | "rating" | "standings" => Some(Ok(Command::Ratings(parse_ratings(args)))),
        // "Name: Ann" in a signature is not a command.
        "name" if first.eq_ignore_ascii_case("name") => Some(Ok(Command::Name(parse_name(args)))),
        // Prose starts with "If" too: only a line of moves is a command.
        "if" => parse_if(line, args).map(|r| r.map(Command::Conditional)),
        "tournament" | "tournaments" | "join" | "leave" | "start" | "withdraw" => {
            tournament::parse(&word, line, args).map(|r| r.map(Command::Tournament))
        }
        "seek" | "seeks" | "accept" | "unseek" | "notify" => seek::parse(&word, line, args).map(|r| r.map(Command::Seek)),
        "analyse" | "analyze" => analyse::parse(line, args).map(|r| r.map(Command::Analyse)),
        "claim" => Some(Err(CommandError::BadArgument {
            line: line.to_string(),
            command: "claim",
            argument: args.to_string(),
            problem: Msg::new("arg-cannot-claim"),
            usage: USAGE_CLAIM,
        })),
        _ => None,
    };
    match parsed {
        Some(Ok(c)) => return Line::Command(c),
        Some(Err(e)) => return Line::Error(e),
        None => {}
    }
    if let Some(turn) = move_text(line) {
        return Line::Command(Command::Move(turn));
    }
    let suggestion = COMMAND_WORDS
        .iter()
        .find(|(w, _)| *w == word)
        .map(|(_, s)| *s)
        .or_else(|| {
            let words: Vec<&str> = COMMAND_WORDS.iter().map(|(w, _)| *w).collect();
            let w = closest(&word, &words)?;
            COMMAND_WORDS.iter().find(|(c, _)| *c == w).map(|(_, s)| *s)
        })
        // `game` without a number is closer to a wish for `games`.
        .or_else(|| (word == "game").then_some("games"));
    Line::Noise { suggestion }
}

fn parse_say(line: &str, args: &str) -> Result<Command, CommandError> {
    let (to_partner, text) = match args.split_once(' ') {
        Some((w, rest)) if strip_final_punctuation(&w.to_lowercase()) == "partner" => (true, rest.trim()),
        _ if strip_final_punctuation(&args.to_lowercase()) == "partner" => (true, ""),
        _ => (false, args),
    };
    if text.is_empty() {
        return Err(CommandError::MissingArgument { line: line.to_string(), command: "say", usage: USAGE_SAY });
    }
    Ok(Command::Say { to_partner, text: text.to_string() })
}

fn parse_rules(line: &str, args: &str) -> Result<Command, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    match words.as_slice() {
        [] => Ok(Command::Rules(None)),
        [v] | ["of" | "for", v] => Ok(Command::Rules(Some(v.to_string()))),
        _ => Err(CommandError::BadArgument {
            line: line.to_string(),
            command: "rules",
            argument: args.to_string(),
            problem: Msg::new("arg-several-variants"),
            usage: USAGE_RULES,
        }),
    }
}

fn re_game_ref() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"(?i)^game\s*:?\s*(?:no\.?\s*)?#?\s*(\d{1,19})\s*[.!]?$").expect("valid regex"))
}

#[cfg(test)]
mod tests;
