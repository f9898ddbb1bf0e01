//! The tournament commands: `tournament new ...`, `tournaments`,
//! `tournament N`, `join N [with PARTNER]`, `leave N`, `start N` and
//! `withdraw N`. `join`, `leave`, `start` and `withdraw` begin many an
//! English sentence ("Join us on Friday"), so a line is one of these
//! commands only when a tournament's number follows the word; the word
//! alone asks for the number.

use crate::i18n::Msg;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};

use super::error::CommandError;
use super::words::{not_understood, strip_final_punctuation, time_control};
use crate::store::normalize_address;
use crate::tournaments::Rule;

/// What a tournament command asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentCommand {
    /// `tournament new ...`: the sender organises a new tournament.
    New(TournamentSpec),
    /// `tournaments`: the open ones, and mine.
    List,
    /// `tournament N`: its crosstable (or its entrants before the start).
    Show(u64),
    /// `join N`, `join N with PARTNER` (a team, in four-player games).
    Join { id: u64, partner: Option<String> },
    /// `leave N`: before the start.
    Leave(u64),
    /// `start N`: the organiser starts it.
    Start(u64),
    /// `withdraw N`: after the start.
    Withdraw(u64),
}

/// The terms of `tournament new`. The variant is lower-cased and not
/// checked here; the name is as written between the quotes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentSpec {
    pub variant: String,
    pub name: String,
    /// `double`: each pair meets twice.
    pub double: bool,
    /// `players MIN-MAX` (or `players N`).
    pub players: Option<(u32, u32)>,
    pub days: Option<u32>,
    pub moves: Option<u32>,
    pub casual: bool,
    /// `private`: no observers, no web page, for it and its games.
    pub private: bool,
    /// `starts 2026-12-01` (midnight UTC) or `starts 2026-12-01 18:00`.
    pub starts: Option<DateTime<Utc>>,
    /// `withdrawals iccf` (or `fide`, the default).
    pub withdrawals: Option<Rule>,
}

pub(super) const USAGE_TOURNAMENT: &str = "usage-tournament";
const USAGE_JOIN: &str = "usage-join";

/// Words with a meaning inside `tournament new`.
const KEYWORDS: &[&str] =
    &["double", "single", "players", "days", "moves", "casual", "rated", "private", "starts", "withdrawals", "fide", "iccf"];

/// The line as a tournament command, if it is one: `word` is its first
/// word (lower case), `args` the rest.
pub(super) fn parse(word: &str, line: &str, args: &str) -> Option<Result<TournamentCommand, CommandError>> {
    let missing = |command: &'static str, usage: &'static str| CommandError::MissingArgument { line: line.to_string(), command, usage };
    let usage = match word {
        "join" => USAGE_JOIN,
        "leave" => "leave N (the tournament's number)",
        "start" => "start N (the tournament's number)",
        "withdraw" => "withdraw N (the tournament's number)",
        _ => USAGE_TOURNAMENT,
    };
    let lower = args.to_lowercase();
    let first = lower.split(' ').next().map(strip_final_punctuation).unwrap_or("");
    let c = match word {
        "tournaments" if first.is_empty() || ["list", "open"].contains(&first) => TournamentCommand::List,
        "tournament" if first.is_empty() => TournamentCommand::List,
        "tournament" if ["new", "create"].contains(&first) => {
            let rest = args.split_once(' ').map_or("", |(_, r)| r.trim());
            return Some(parse_new(line, rest).map(TournamentCommand::New));
        }
        "tournament" => match number(args) {
            Some((id, "")) => TournamentCommand::Show(id),
            _ => return None,
        },
        "join" | "leave" | "start" | "withdraw" if first.is_empty() => return Some(Err(missing(static_word(word), usage))),
        "join" => {
            let (id, rest) = number(args)?;
            let partner = match rest.split_once(' ') {
                _ if rest.is_empty() => None,
                Some((with, who)) if with.eq_ignore_ascii_case("with") => {
                    let who = who.trim().trim_end_matches(['.', ',', ';', '!', '?']).trim_matches(['<', '>']);
                    match normalize_address(who) {
                        Some(a) => Some(a),
                        None => {
                            return Some(Err(CommandError::BadArgument {
                                line: line.to_string(),
                                command: "join",
                                argument: who.to_string(),
                                problem: Msg::new("arg-not-address"),
                                usage,
                            }))
                        }
                    }
                }
                _ => return None,
            };
            TournamentCommand::Join { id, partner }
        }
        "leave" | "start" | "withdraw" => {
            let (id, rest) = number(args)?;
            if !rest.is_empty() {
                return None;
            }
            match word {
                "leave" => TournamentCommand::Leave(id),
                "start" => TournamentCommand::Start(id),
                _ => TournamentCommand::Withdraw(id),
            }
        }
        _ => return None,
    };
    Some(Ok(c))
}

fn static_word(word: &str) -> &'static str {
    ["join", "leave", "start", "withdraw", "tournament"].into_iter().find(|w| *w == word).unwrap_or("tournament")
}

/// `3`, `#3`, `tournament 3`, `tournament #3` at the start of `args`: the
/// number, and what follows it (trimmed, final punctuation gone).
fn number(args: &str) -> Option<(u64, &str)> {
    let mut rest = args.trim();
    // `get`: the first ten bytes may end inside a character (fuzzing found
    // "join ab\u{fffd}...").
    if rest.get(..10).is_some_and(|w| w.eq_ignore_ascii_case("tournament")) {
        rest = rest[10..].trim_start();
    }
    rest = rest.strip_prefix('#').unwrap_or(rest).trim_start();
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    if digits == 0 || digits > 18 {
        return None;
    }
    let n = rest[..digits].parse().ok()?;
    let after = &rest[digits..];
    if after.starts_with(|c: char| c.is_alphanumeric()) {
        return None;
    }
    Some((n, strip_final_punctuation(after.trim())))
}

/// The quote marks a name may stand between, opening and closing.
const QUOTES: &[(char, char)] = &[('"', '"'), ('“', '”'), ('„', '“'), ('«', '»'), ('”', '”')];

fn parse_new(line: &str, args: &str) -> Result<TournamentSpec, CommandError> {
    let bad = |argument: &str, problem: Msg| CommandError::BadArgument {
        line: line.to_string(),
        command: "tournament new",
        argument: argument.to_string(),
        problem,
        usage: USAGE_TOURNAMENT,
    };
    let missing = || CommandError::MissingArgument { line: line.to_string(), command: "tournament new", usage: USAGE_TOURNAMENT };
    let (variant, rest) = args.split_once(' ').unwrap_or((args, ""));
    let variant = strip_final_punctuation(&variant.to_lowercase()).to_string();
    if variant.is_empty() {
        return Err(missing());
    }
    let rest = rest.trim_start();
    let Some((open, close)) = QUOTES.iter().find(|(o, _)| rest.starts_with(*o)) else {
        let shown = rest.split(' ').next().unwrap_or("");
        return Err(if shown.is_empty() { missing() } else { bad(shown, Msg::new("arg-tournament-name-quotes")) });
    };
    let inner = &rest[open.len_utf8()..];
    let Some(end) = inner.find(*close) else {
        return Err(bad(rest, Msg::new("arg-no-closing-quote")));
    };
    let name = inner[..end].trim().to_string();
    if name.is_empty() {
        return Err(bad("\"\"", Msg::new("arg-empty-name")));
    }
    let mut spec = TournamentSpec { variant, name, ..TournamentSpec::default() };
    let after = &inner[end + close.len_utf8()..];
    let raw: Vec<&str> = after.split([' ', ',']).filter(|t| !t.is_empty()).collect();
    let words: Vec<String> = raw.iter().map(|t| strip_final_punctuation(&t.to_lowercase()).to_string()).collect();
    let mut i = 0;
    while i < words.len() {
        if let Some(control) = time_control(&words[i..]) {
            let (d, m, used) = control.map_err(|(argument, problem)| bad(&argument, problem))?;
            (spec.days, spec.moves) = (Some(d), m);
            i += used;
            continue;
        }
        let next = words.get(i + 1).map(String::as_str).unwrap_or("");
        let used = match words[i].as_str() {
            "double" => {
                spec.double = true;
                1
            }
            "single" => {
                spec.double = false;
                1
            }
            "casual" | "unrated" => {
                spec.casual = true;
                1
            }
            "rated" => {
                spec.casual = false;
                1
            }
            "private" => {
                spec.private = true;
                1
            }
            "fide" | "iccf" => {
                spec.withdrawals = Some(if words[i] == "iccf" { Rule::Iccf } else { Rule::Fide });
                1
            }
            "withdrawals" | "withdrawal" => {
                spec.withdrawals = Some(match next {
                    "iccf" => Rule::Iccf,
                    "fide" => Rule::Fide,
                    _ => return Err(bad(&format!("withdrawals {next}"), Msg::new("arg-withdrawals"))),
                });
                2
            }
            "players" | "entrants" | "teams" => {
                let (lo, hi) = next.split_once(['-', '–']).unwrap_or((next, next));
                match (lo.parse::<u32>(), hi.parse::<u32>()) {
                    (Ok(lo), Ok(hi)) => spec.players = Some((lo, hi)),
                    _ => return Err(bad(&format!("players {next}"), Msg::new("arg-players"))),
                }
                2
            }
            "starts" | "start" | "starting" => {
                let day =
                    NaiveDate::parse_from_str(next, "%Y-%m-%d").map_err(|_| bad(&format!("starts {next}"), Msg::new("arg-start-date")))?;
                let time = words.get(i + 2).and_then(|t| NaiveTime::parse_from_str(t, "%H:%M").ok());
                spec.starts = Some(day.and_time(time.unwrap_or(NaiveTime::MIN)).and_utc());
                if time.is_some() {
                    3
                } else {
                    2
                }
            }
            other => {
                let problem = not_understood(other, KEYWORDS);
                return Err(bad(raw[i], problem));
            }
        };
        i += used;
    }
    Ok(spec)
}
