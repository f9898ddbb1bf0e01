//! `new`: the terms of a challenge.

use super::words::{closest, not_understood, strip_final_punctuation, time_control};
use super::CommandError;
use crate::i18n::Msg;
use crate::store::normalize_address;

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

const USAGE_NEW: &str = "usage-new";

/// How `computer` stands in [`Challenge::with`] and [`Challenge::against`]
/// (no address has no `@`).
pub const COMPUTER: &str = "computer";
const MAX_LEVEL: u8 = crate::config::MAX_COMPUTER_LEVEL;

/// Words with a meaning inside `new ...`.
const NEW_KEYWORDS: &[&str] = &["with", "against", "as", "days", "both", "moves", "casual", "private", "level", "computer"];

pub(super) fn parse_new(line: &str, args: &str) -> Result<Challenge, CommandError> {
    // `... from FEN`: everything after the keyword is the position.
    let lower = args.to_ascii_lowercase();
    let (args, from) = match lower.find(" from ") {
        Some(at) => (&args[..at], Some(args[at + 6..].trim().to_string()).filter(|f| !f.is_empty())),
        None => (args, None),
    };
    let missing = || CommandError::MissingArgument { line: line.to_string(), command: "new", usage: USAGE_NEW };
    let bad = |argument: &str, problem: Msg| CommandError::BadArgument {
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
        return Err(bad(&variant, Msg::new("arg-not-variant")));
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
                let side = next.filter(|s| !s.is_empty()).ok_or_else(|| bad("as", Msg::new("arg-as-side")))?;
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
            // The computer: a seat without an address.
            "computer" if list != List::None => {
                if list == List::With {
                    with.push(COMPUTER.to_string());
                } else {
                    against.push(COMPUTER.to_string());
                }
            }
            "level" => {
                let n = next.as_deref().and_then(|n| n.parse::<u8>().ok()).filter(|n| (1..=MAX_LEVEL).contains(n));
                level = Some(n.ok_or_else(|| bad("level", Msg::new("arg-level").arg("max", MAX_LEVEL)))?);
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
                    Some(k) => bad(raw, Msg::new("arg-not-address-close").arg("close", k)),
                    None => bad(raw, Msg::new("arg-not-address")),
                })?;
                if list == List::With {
                    with.push(addr);
                } else {
                    against.push(addr);
                }
            }
            _ => {
                let problem = not_understood(&word, NEW_KEYWORDS);
                return Err(bad(raw, problem));
            }
        }
    }
    if with.is_empty() {
        return Err(missing());
    }
    Ok(Challenge { variant, with, against, as_side, days, moves, both_boards, from, casual, private, level })
}
