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

use std::sync::OnceLock;

use regex::Regex;

use crate::rules::Dialect;
use crate::store::normalize_address;

mod error;
mod tournament;
mod watch;
mod words;

pub use error::CommandError;
pub use tournament::{TournamentCommand, TournamentSpec};
pub use watch::{Watch, WatchCommand};
pub use words::closest;
use words::{strip_final_punctuation, time_control};

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
    // ----- ratings (issue 25) -----
    /// `ratings`, `ratings VARIANT`, `ratings ADDRESS`, `ratings NAME`.
    Ratings(RatingsOf),
    /// `name NAME`, `name off`, `name`: how the standings show me.
    Name(NameChange),
    // ----- tournaments (issue 26) -----
    /// `tournament new ...`, `tournaments`, `tournament N`, `join N`,
    /// `leave N`, `start N`, `withdraw N`.
    Tournament(TournamentCommand),
    /// `observe N`, `follow ADDRESS`, `followers off`, `games private`...
    /// (issue 28; `watch.rs`).
    Watch(WatchCommand),
}

/// Whose ratings `ratings ...` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatingsOf {
    /// `ratings`: mine, in every game.
    Mine,
    /// `ratings WORDS`: a game's standings (when WORDS name a game) or the
    /// player who chose that name; the bot tells which.
    Named(String),
    /// `ratings ADDRESS` (lower-cased): that player's.
    Address(String),
}

/// What `name ...` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameChange {
    /// `name`: tell me how I am shown.
    Show,
    /// `name NAME`: show me as NAME (as written; the bot checks it).
    Set(String),
    /// `name off`: show my masked address again.
    Clear,
}

/// The terms of a `new` command. Addresses are lower-cased; the variant
/// and side are lower-cased and not checked here (the bot knows the
/// variants and their seats).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    pub variant: String,
    pub with: Vec<String>,
    pub against: Vec<String>,
    pub as_side: Option<String>,
    pub days: Option<u32>,
    /// With `days`: `moves` moves in `days` days (ICCF style); without,
    /// `days` per move.
    pub moves: Option<u32>,
    /// Bughouse: play both boards out instead of stopping at the first result.
    pub both_boards: bool,
    /// `from FEN`: start from this position (the rest of the line, as
    /// written: FEN is case-sensitive).
    pub from: Option<String>,
    /// `casual`: an unrated game.
    pub casual: bool,
    /// `private`: no observers, no web page.
    pub private: bool,
    /// `level N`: the computer's strength, for a game against it (the word
    /// `computer` in `with` or `against` holds its seats).
    pub level: Option<u8>,
}

/// What `remind ...` asks for. Durations are in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remind {
    /// `remind`: tell me my settings.
    Show,
    /// `remind on`: reminders per game and turn.
    On,
    /// `remind off`: no reminders.
    Off,
    /// `remind digest`: one mail a day instead of the first reminders.
    Digest,
    /// `remind after 12h`: the first reminder this long into my turn.
    After(u64),
    /// `remind before 2h`: the last call this long before the deadline.
    Before(u64),
    /// `remind default`: the server's delays again.
    Default,
}

const USAGE_NEW: &str = "new VARIANT with ADDRESS [as white|black] [days N | M moves in D days] [from FEN], \
     or new bughouse with PARTNER against OPPONENT1 OPPONENT2; \"computer\" [level 1-10] may stand for any other player";
const USAGE_MOVE: &str = "move TURN, for example: move e4";
const USAGE_SAY: &str = "say TEXT (in bughouse: say partner TEXT)";
const USAGE_RULES: &str = "rules, or rules VARIANT";
const USAGE_VACATION: &str = "vacation N (days), or vacation off";
const USAGE_REMIND: &str = "remind on, remind off, remind digest, remind after 12h, remind before 2h, or remind default";
const USAGE_CLAIM: &str = "claim draw";
const USAGE_IF: &str = "if THEIRS then MINE, or a line: if THEIRS MINE THEIRS MINE ... \
     (turns separated by spaces; a turn of two moves with a slash, as Nf3/e4)";
const USAGE_NOTATION: &str = "notation en|de|fr|es|it|nl|ru|figurine|iccf, or notation (to see yours)";
const USAGE_CONDITIONS: &str = "conditions (to list your lines), or conditions clear";
/// The most turns one conditional line may hold (conditions and answers).
pub const MAX_CONDITIONAL_TURNS: usize = 40;

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
            return Line::Error(CommandError::BadArgument {
                line: line.to_string(),
                command,
                argument: args.to_string(),
                problem: problem.to_string(),
                usage,
            })
        }
        None => {}
    }
    let parsed = match word.as_str() {
        "new" => Some(parse_new(line, args)),
        "move" => Some(parse_move(line, args)),
        "say" => Some(parse_say(line, args)),
        "rules" => Some(parse_rules(line, args)),
        "vacation" => Some(parse_vacation(line, args)),
        "remind" | "reminders" | "reminder" => Some(parse_remind(line, args)),
        "conditions" | "condition" => Some(parse_conditions(line, args)),
        "notation" => Some(parse_notation(line, args)),
        "ratings" | "rating" | "standings" => Some(Ok(parse_ratings(args))),
        // "Name: Ann" in a signature is not a command.
        "name" if first.eq_ignore_ascii_case("name") => Some(Ok(parse_name(args))),
        // Prose starts with "If" too: only a line of moves is a command.
        "if" => parse_if(line, args),
        "tournament" | "tournaments" | "join" | "leave" | "start" | "withdraw" => {
            tournament::parse(&word, line, args).map(|r| r.map(Command::Tournament))
        }
        "claim" => Some(Err(CommandError::BadArgument {
            line: line.to_string(),
            command: "claim",
            argument: args.to_string(),
            problem: "cannot be claimed".to_string(),
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

fn parse_move(line: &str, args: &str) -> Result<Command, CommandError> {
    if args.is_empty() {
        return Err(CommandError::MissingArgument { line: line.to_string(), command: "move", usage: USAGE_MOVE });
    }
    // The player said it is a move: the engine judges it even if it does
    // not look like one, so its answer can say what they probably meant.
    Ok(Command::Move(move_text(args).unwrap_or_else(|| args.to_string())))
}

/// `if Nf6 then e5`, `if Nf6 e5 Nd5 Bc4`: `None` when what follows `if`
/// does not start with a move ("If you like, ..."), which is prose.
fn parse_if(line: &str, args: &str) -> Option<Result<Command, CommandError>> {
    let bad = |argument: &str, problem: &str| CommandError::BadArgument {
        line: line.to_string(),
        command: "if",
        argument: argument.to_string(),
        problem: problem.to_string(),
        usage: USAGE_IF,
    };
    let tokens: Vec<&str> = args
        .split([' ', ',', ';'])
        .filter(|t| !t.is_empty() && !strip_final_punctuation(t).eq_ignore_ascii_case("then") && !re_move_number_alone().is_match(t))
        .collect();
    let Some(first) = tokens.first() else {
        return Some(Err(CommandError::MissingArgument { line: line.to_string(), command: "if", usage: USAGE_IF }));
    };
    move_text(first)?;
    let mut turns = Vec::with_capacity(tokens.len());
    for t in &tokens {
        match move_text(t) {
            Some(turn) => turns.push(turn),
            None => return Some(Err(bad(t, "is not a move"))),
        }
    }
    if !turns.len().is_multiple_of(2) {
        let problem = if turns.len() == 1 { "needs your answer after it" } else { "is a condition without your answer after it" };
        return Some(Err(bad(tokens[tokens.len() - 1], problem)));
    }
    if turns.len() > MAX_CONDITIONAL_TURNS {
        return Some(Err(bad(args, &format!("holds {} turns; a line may hold at most {MAX_CONDITIONAL_TURNS}", turns.len()))));
    }
    Some(Ok(Command::Conditional(turns)))
}

fn parse_conditions(line: &str, args: &str) -> Result<Command, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    match words.as_slice() {
        [] | ["list" | "show"] => Ok(Command::Conditions),
        ["clear" | "off" | "none" | "delete" | "remove" | "cancel"] => Ok(Command::ClearConditions),
        _ => Err(CommandError::BadArgument {
            line: line.to_string(),
            command: "conditions",
            argument: args.to_string(),
            problem: "is not understood here".to_string(),
            usage: USAGE_CONDITIONS,
        }),
    }
}

/// `ratings`, `ratings chess`, `ratings bob@example.org`, `ratings Magnus`.
fn parse_ratings(args: &str) -> Command {
    let words = strip_final_punctuation(args).trim();
    Command::Ratings(if words.is_empty() {
        RatingsOf::Mine
    } else if let Some(addr) = normalize_address(words.trim_matches(['<', '>'])) {
        RatingsOf::Address(addr)
    } else {
        RatingsOf::Named(words.to_string())
    })
}

/// `name Magnus the Great`, `name off`, `name`. The name keeps the
/// player's spelling; the bot decides whether it can be used.
fn parse_name(args: &str) -> Command {
    Command::Name(match strip_final_punctuation(&args.to_lowercase()) {
        "" => NameChange::Show,
        "off" | "none" | "clear" | "remove" | "delete" => NameChange::Clear,
        _ => NameChange::Set(args.to_string()),
    })
}

fn parse_notation(line: &str, args: &str) -> Result<Command, CommandError> {
    let word = strip_final_punctuation(args.trim_start_matches([':', '=']).trim());
    if word.is_empty() {
        return Ok(Command::Notation(None));
    }
    word.parse::<Dialect>().map(|d| Command::Notation(Some(d))).map_err(|e| {
        let codes: Vec<&str> = Dialect::ALL.iter().map(|d| d.code()).collect();
        let problem = match closest(word, &codes) {
            Some(c) => format!("is not a notation (did you mean \"{c}\"?)"),
            None => format!("is not a notation: {}", e.to_string().split("; ").nth(1).unwrap_or_default()),
        };
        CommandError::BadArgument {
            line: line.to_string(),
            command: "notation",
            argument: word.to_string(),
            problem,
            usage: USAGE_NOTATION,
        }
    })
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
            problem: "is more than one variant name".to_string(),
            usage: USAGE_RULES,
        }),
    }
}

fn parse_vacation(line: &str, args: &str) -> Result<Command, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    let bad = |problem: &str| CommandError::BadArgument {
        line: line.to_string(),
        command: "vacation",
        argument: args.to_string(),
        problem: problem.to_string(),
        usage: USAGE_VACATION,
    };
    match words.as_slice() {
        [] => Err(CommandError::MissingArgument { line: line.to_string(), command: "vacation", usage: USAGE_VACATION }),
        ["off"] => Ok(Command::Vacation(None)),
        [n] | [n, "day" | "days"] => match n.parse::<u32>() {
            Ok(0) => Err(bad("is not a number of days (to end a vacation, write vacation off)")),
            Ok(days) => Ok(Command::Vacation(Some(days))),
            Err(_) => Err(bad("is not a number of days")),
        },
        _ => Err(bad("is not a number of days")),
    }
}

fn parse_remind(line: &str, args: &str) -> Result<Command, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    let bad = |argument: &str, problem: &str| CommandError::BadArgument {
        line: line.to_string(),
        command: "remind",
        argument: argument.to_string(),
        problem: problem.to_string(),
        usage: USAGE_REMIND,
    };
    let delay = |rest: &[&str], what: &str| -> Result<u64, CommandError> {
        let text = rest.join(" ");
        if text.is_empty() {
            return Err(CommandError::MissingArgument { line: line.to_string(), command: "remind", usage: USAGE_REMIND });
        }
        match parse_duration(&text) {
            Some(0) => Err(bad(&text, &format!("is too short a time {what}"))),
            Some(secs) => Ok(secs),
            None => Err(bad(&text, "is not a time such as 12h, 30m, 2d or 1 day 6 hours")),
        }
    };
    Ok(Command::Remind(match words.as_slice() {
        [] | ["settings" | "status" | "show"] => Remind::Show,
        ["on" | "yes" | "each" | "every" | "always"] => Remind::On,
        ["off" | "no" | "never" | "none" | "stop"] => Remind::Off,
        ["digest" | "daily"] | ["daily", "digest"] => Remind::Digest,
        ["default" | "defaults" | "reset"] => Remind::Default,
        ["after", rest @ ..] => Remind::After(delay(rest, "to wait")?),
        ["before", rest @ ..] => Remind::Before(delay(rest, "before the deadline")?),
        _ => return Err(bad(args, "is not a reminder setting")),
    }))
}

/// `12h`, `30 min`, `2d`, `1 day 6 hours`, `45s`, `1w`: seconds. Numbers
/// need a unit.
pub fn parse_duration(text: &str) -> Option<u64> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)^\s*(\d{1,9})\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w)\s*(?:,|and\b)?")
            .expect("valid regex")
    });
    let mut rest = text.trim();
    if rest.is_empty() {
        return None;
    }
    let mut total: u64 = 0;
    while !rest.is_empty() {
        let caps = re.captures(rest)?;
        let n: u64 = caps[1].parse().ok()?;
        let unit = caps[2].to_ascii_lowercase();
        let factor = match unit.as_bytes()[0] {
            b's' => 1,
            b'm' => 60,
            b'h' => 3600,
            b'd' => 86_400,
            _ => 7 * 86_400,
        };
        total = total.checked_add(n.checked_mul(factor)?)?;
        rest = rest[caps[0].len()..].trim_start();
    }
    Some(total)
}

/// How `computer` stands in [`Challenge::with`] and [`Challenge::against`]
/// (no address has no `@`).
pub const COMPUTER: &str = "computer";
const MAX_LEVEL: u8 = crate::config::MAX_COMPUTER_LEVEL;

/// Words with a meaning inside `new ...`.
const NEW_KEYWORDS: &[&str] = &["with", "against", "as", "days", "both", "moves", "casual", "private", "level", "computer"];

fn parse_new(line: &str, args: &str) -> Result<Command, CommandError> {
    // `... from FEN`: everything after the keyword is the position.
    let lower = args.to_ascii_lowercase();
    let (args, from) = match lower.find(" from ") {
        Some(at) => (&args[..at], Some(args[at + 6..].trim().to_string()).filter(|f| !f.is_empty())),
        None => (args, None),
    };
    let missing = || CommandError::MissingArgument { line: line.to_string(), command: "new", usage: USAGE_NEW };
    let bad = |argument: &str, problem: String| CommandError::BadArgument {
        line: line.to_string(),
        command: "new",
        argument: argument.to_string(),
        problem,
        usage: USAGE_NEW,
    };
    // Commas separate addresses as well as spaces do.
    let tokens: Vec<&str> = args.split([' ', ',']).filter(|t| !t.is_empty()).collect();
    let Some((variant, rest)) = tokens.split_first() else {
        return Err(missing());
    };
    let variant = strip_final_punctuation(&variant.to_lowercase()).to_string();
    if variant.is_empty() || NEW_KEYWORDS.contains(&variant.as_str()) {
        return Err(bad(&variant, "is not a variant name".to_string()));
    }

    #[derive(PartialEq)]
    enum List {
        None,
        With,
        Against,
    }
    let (mut with, mut against) = (Vec::new(), Vec::new());
    let (mut as_side, mut days, mut moves, mut both_boards, mut casual, mut private) = (None, None, None, false, false, false);
    let mut level = None;
    let mut list = List::None;
    let words: Vec<String> = rest.iter().map(|t| strip_final_punctuation(&t.to_lowercase()).to_string()).collect();
    let mut i = 0;
    while i < rest.len() {
        let raw = rest[i];
        let word = words[i].clone();
        let next = words.get(i + 1).cloned();
        if let Some(control) = time_control(&words[i..]) {
            let (d, m, used) = control.map_err(|(argument, problem)| bad(&argument, problem))?;
            (days, moves) = (Some(d), m);
            i += used;
            list = List::None;
            continue;
        }
        i += 1;
        match word.as_str() {
            "with" => list = List::With,
            "against" | "vs" | "versus" => list = List::Against,
            "and" if list != List::None => {}
            "as" => {
                let side = next.filter(|s| !s.is_empty()).ok_or_else(|| bad("as", "needs a side, e.g. as black".to_string()))?;
                as_side = Some(side);
                i += 1;
                list = List::None;
            }
            "both" if next.as_deref() == Some("boards") => {
                both_boards = true;
                i += 1;
                list = List::None;
            }
            "casual" | "unrated" | "rated" => {
                casual = word != "rated";
                list = List::None;
            }
            "private" => {
                private = true;
                list = List::None;
            }
            // The computer (issue 34): a seat without an address.
            "computer" if list != List::None => {
                if list == List::With {
                    with.push(COMPUTER.to_string());
                } else {
                    against.push(COMPUTER.to_string());
                }
            }
            "level" => {
                let n = next.as_deref().and_then(|n| n.parse::<u8>().ok()).filter(|n| (1..=MAX_LEVEL).contains(n));
                level = Some(n.ok_or_else(|| bad("level", format!("needs a level from 1 to {MAX_LEVEL}, e.g. level 3")))?);
                i += 1;
                list = List::None;
            }
            "both-boards" | "both_boards" => {
                both_boards = true;
                list = List::None;
            }
            _ if list != List::None => {
                let addr = raw.trim_end_matches(['.', ',', ';', ':', '!', '?']);
                let addr = normalize_address(addr).ok_or_else(|| match closest(&word, NEW_KEYWORDS) {
                    Some(k) => bad(raw, format!("is not an e-mail address (did you mean \"{k}\"?)")),
                    None => bad(raw, "is not an e-mail address".to_string()),
                })?;
                if list == List::With {
                    with.push(addr);
                } else {
                    against.push(addr);
                }
            }
            _ => {
                let problem = match closest(&word, NEW_KEYWORDS) {
                    Some(k) => format!("is not understood here (did you mean \"{k}\"?)"),
                    None => "is not understood here".to_string(),
                };
                return Err(bad(raw, problem));
            }
        }
    }
    if with.is_empty() {
        return Err(missing());
    }
    Ok(Command::New(Challenge { variant, with, against, as_side, days, moves, both_boards, from, casual, private, level }))
}

fn re_game_ref() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"(?i)^game\s*:?\s*(?:no\.?\s*)?#?\s*(\d{1,19})\s*[.!]?$").expect("valid regex"))
}

/// One move as written in any variant: SAN (`Nf3`, `exd5`, `e8=Q`, `Te4`),
/// coordinates (`e2e4`, `e2-e4`, `P-b4`), drops (`N@f3`, `N*f3`),
/// castling (`O-O`, `0-0-0`), with `^`, `e.p.` and `+#!?` decorations.
/// Files a-l and pieces K Q R B N P C M G T cover every variant's board;
/// the letters of the other languages (D S L F A, Cyrillic), figurines
/// (`♘f3`) and ICCF numeric moves (`5254`, `T5254`) are moves too, and so
/// are numbers mixed with letters (`N5254`, `@55`), for the engine to say
/// what is wrong with them.
fn re_move_token() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        let piece = r"(?:кр|[kqrbnpcmgtdslfaфлскп\x{2654}-\x{265F}\x{1FA00}-\x{1FA6F}])";
        let start = format!(r"(?:tt|{piece})");
        let promo = r"(?:=?[qrbncmgdtlsfaфлск\x{2654}-\x{265F}\x{1FA00}-\x{1FA6F}])";
        let pattern = format!(
            r"(?ix)^(?:
                [o0]-[o0](?:-[o0])?                                  # castling
              | {piece}?[@*](?:[a-l]\d{{1,2}}|\d{{2}})                 # drop (numeric ones to be refused)
              | {start}?[a-l]?\d{{0,2}}[x:]?[a-l]\d{{1,2}}{promo}?         # SAN, e2e4
              | {start}?[a-l]\d{{1,2}}[-x:][a-l]\d{{1,2}}{promo}?          # e2-e4
              | {piece}[-x][a-l]\d{{1,2}}{promo}?                     # P-b4
              | {piece}?[a-l]?\d{{0,2}}<>{piece}?[a-l]\d{{1,2}}{promo}?  # swaps: Rb1<>Nh1, G<>c1
              | t?[a-l]\d{{1,2}}\^{promo}?                           # rocket: e4^, e8^=Q
              | {start}?[1-8]{{4,5}}\^?                              # ICCF numeric: 5254, 57581, T5254
            )
            \^?(?:\(?e\.?p\.?\)?)?[+\#]*[!?]*$"
        );
        Regex::new(&pattern).expect("valid regex")
    })
}

/// `12.`, `12...`, `12…` before a move.
fn re_move_number() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^\d{1,4}\s*(?:\.{1,3}|…)\s*").expect("valid regex"))
}

/// A move number standing alone between the turns of a line: `12.`, `12...`.
fn re_move_number_alone() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^\d{1,4}\s*(?:\.{1,3}|…)$").expect("valid regex"))
}

/// If `line` is only a move or a turn, its tidy text (see [`Command::Move`]).
/// Every piece of the line must be move-shaped, so prose never is.
fn move_text(line: &str) -> Option<String> {
    let body = re_move_number().replace(line, "");
    let body = body.trim();
    // A full stop ending the sentence "e4." is not part of the move.
    let body = match body.strip_suffix('.') {
        Some(b) if !body.to_lowercase().ends_with("e.p.") => b.trim_end(),
        _ => body,
    };
    let mut moves = 0;
    for token in body.split([' ', '/', '&', ',', ';']).filter(|t| !t.is_empty()) {
        // Board labels: `A: Nf3 B: e5`, `A:Nf3`.
        let token = match token.get(..2) {
            Some(l) if l.eq_ignore_ascii_case("a:") || l.eq_ignore_ascii_case("b:") => &token[2..],
            _ => token,
        };
        if token.is_empty() || token.eq_ignore_ascii_case("and") || token.eq_ignore_ascii_case("e.p.") || token.eq_ignore_ascii_case("ep") {
            continue;
        }
        // A glyph may carry an emoji variation selector (`♘️`).
        let token = token.replace(['\u{fe0e}', '\u{fe0f}'], "");
        if !re_move_token().is_match(&token) {
            return None;
        }
        moves += 1;
    }
    (moves > 0).then(|| body.to_string())
}

#[cfg(test)]
mod tests;
