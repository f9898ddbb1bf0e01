//! The lobby's commands: `seek VARIANT ...` (an open challenge
//! to anyone), `seeks [VARIANT]`, `accept seek N`, `unseek N|all` and
//! `notify seeks VARIANT|off`.

use super::error::CommandError;
use super::words::{not_understood, strip_final_punctuation, time_control};
use crate::i18n::Msg;
use crate::store::normalize_address;

/// What a lobby command asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeekCommand {
    /// `seek VARIANT ...`.
    Post(SeekSpec),
    /// `seeks`, `seeks VARIANT` (lower-cased, unchecked).
    List(Option<String>),
    /// `accept seek N`.
    Accept(u64),
    /// `unseek N` (`Some`), `unseek all` (`None`).
    Withdraw(Option<u64>),
    /// `notify seeks VARIANT` (`Some`), `notify seeks off` (`None`).
    Notify(Option<String>),
}

/// The terms of a `seek`. The variant is lower-cased and not checked here.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeekSpec {
    pub variant: String,
    pub days: Option<u32>,
    pub moves: Option<u32>,
    pub casual: bool,
    /// `as white` or `as black`.
    pub side: Option<String>,
    /// `rating MIN-MAX`: the taker's rating must be in it.
    pub rating: Option<(i64, i64)>,
    /// `private`: the game is private, as `new ... private`.
    pub private: bool,
    /// Four-player games: `with PARTNER` (lower-cased address).
    pub partner: Option<String>,
}

pub(super) const USAGE_SEEK: &str = "usage-seek";
const USAGE_SEEKS: &str = "usage-seeks";
const USAGE_ACCEPT: &str = "usage-accept";
const USAGE_UNSEEK: &str = "usage-unseek";
const USAGE_NOTIFY: &str = "usage-notify";

/// The highest rating a range may name.
pub const MAX_RATING: i64 = 4000;

const KEYWORDS: &[&str] = &["days", "moves", "casual", "rated", "as", "rating", "private", "with"];

/// The line as a lobby command, if it is one: `word` is its first word
/// (lower case), `args` the rest.
pub(super) fn parse(word: &str, line: &str, args: &str) -> Option<Result<SeekCommand, CommandError>> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split([' ', ',']).map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    let bad = |command: &'static str, argument: &str, problem: Msg, usage: &'static str| CommandError::BadArgument {
        line: line.to_string(),
        command,
        argument: argument.to_string(),
        problem,
        usage,
    };
    let missing = |command: &'static str, usage: &'static str| CommandError::MissingArgument { line: line.to_string(), command, usage };
    Some(match (word, words.as_slice()) {
        ("seek", []) => Err(missing("seek", USAGE_SEEK)),
        ("seek", _) => parse_post(line, args).map(SeekCommand::Post),
        ("seeks", []) => Ok(SeekCommand::List(None)),
        ("seeks", [v]) => Ok(SeekCommand::List(Some(v.to_string()))),
        ("seeks", _) => Err(bad("seeks", args, Msg::new("arg-several-games"), USAGE_SEEKS)),
        ("accept", ["seek" | "seeks", rest @ ..]) => match rest {
            [] => Err(missing("accept seek", USAGE_ACCEPT)),
            [n] => match number(n) {
                Some(n) => Ok(SeekCommand::Accept(n)),
                None => Err(bad("accept seek", n, Msg::new("arg-not-seek-number"), USAGE_ACCEPT)),
            },
            _ => Err(bad("accept seek", args, Msg::new("arg-not-one-seek-number"), USAGE_ACCEPT)),
        },
        ("unseek", []) => Err(missing("unseek", USAGE_UNSEEK)),
        ("unseek", ["all"]) => Ok(SeekCommand::Withdraw(None)),
        ("unseek", [n]) => match number(n) {
            Some(n) => Ok(SeekCommand::Withdraw(Some(n))),
            None => Err(bad("unseek", n, Msg::new("arg-not-seek-number"), USAGE_UNSEEK)),
        },
        ("unseek", _) => Err(bad("unseek", args, Msg::new("arg-not-one-seek-number"), USAGE_UNSEEK)),
        ("notify", ["seeks" | "seek"]) => Err(missing("notify seeks", USAGE_NOTIFY)),
        ("notify", ["seeks" | "seek", "off" | "none" | "stop"]) => Ok(SeekCommand::Notify(None)),
        ("notify", ["seeks" | "seek", v]) => Ok(SeekCommand::Notify(Some(v.to_string()))),
        ("notify", ["seeks" | "seek", ..]) => Err(bad("notify seeks", args, Msg::new("arg-several-games"), USAGE_NOTIFY)),
        _ => return None,
    })
}

/// `12`, `#12`.
fn number(w: &str) -> Option<u64> {
    let digits = w.strip_prefix('#').unwrap_or(w);
    (!digits.is_empty() && digits.len() <= 18 && digits.bytes().all(|b| b.is_ascii_digit())).then(|| digits.parse().ok()).flatten()
}

fn parse_post(line: &str, args: &str) -> Result<SeekSpec, CommandError> {
    let bad = |argument: &str, problem: Msg| CommandError::BadArgument {
        line: line.to_string(),
        command: "seek",
        argument: argument.to_string(),
        problem,
        usage: USAGE_SEEK,
    };
    let raw: Vec<&str> = args.split([' ', ',']).filter(|t| !t.is_empty()).collect();
    let words: Vec<String> = raw.iter().map(|t| strip_final_punctuation(&t.to_lowercase()).to_string()).collect();
    let variant = words.first().cloned().unwrap_or_default();
    if variant.is_empty() || KEYWORDS.contains(&variant.as_str()) {
        return Err(bad(&variant, Msg::new("arg-seek-game-first")));
    }
    let mut spec = SeekSpec { variant, ..SeekSpec::default() };
    let mut i = 1;
    while i < words.len() {
        if let Some(control) = time_control(&words[i..]) {
            let (d, m, used) = control.map_err(|(argument, problem)| bad(&argument, problem))?;
            (spec.days, spec.moves) = (Some(d), m);
            i += used;
            continue;
        }
        let next = words.get(i + 1).map(String::as_str).unwrap_or("");
        let used = match words[i].as_str() {
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
            "as" => {
                if !["white", "black"].contains(&next) {
                    return Err(bad(&format!("as {next}"), Msg::new("arg-needs-colour")));
                }
                spec.side = Some(next.to_string());
                2
            }
            "rating" | "ratings" | "rated-between" => {
                let (lo, hi) = next.split_once(['-', '–']).unwrap_or((next, ""));
                let range = match (lo.parse::<i64>(), hi.parse::<i64>()) {
                    (Ok(lo), Ok(hi)) => (lo, hi),
                    _ => return Err(bad(&format!("rating {next}"), Msg::new("arg-rating-two-numbers"))),
                };
                if range.0 > range.1 {
                    return Err(bad(
                        &format!("rating {next}"),
                        Msg::new("arg-rating-upside-down").arg("low", range.1).arg("high", range.0),
                    ));
                }
                if range.1 > MAX_RATING {
                    return Err(bad(&format!("rating {next}"), Msg::new("arg-rating-too-high").arg("max", MAX_RATING)));
                }
                spec.rating = Some(range);
                2
            }
            "with" => {
                let who = raw.get(i + 1).copied().unwrap_or("").trim_end_matches(['.', ',', ';', '!', '?']).trim_matches(['<', '>']);
                match normalize_address(who) {
                    Some(a) => spec.partner = Some(a),
                    None => return Err(bad(who, Msg::new("arg-not-partner-address"))),
                }
                2
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

#[cfg(test)]
mod tests {
    use super::*;

    fn one(line: &str) -> Result<SeekCommand, CommandError> {
        let (w, a) = line.split_once(' ').unwrap_or((line, ""));
        parse(w, line, a).expect("a lobby command")
    }

    #[test]
    fn a_seek_reads_every_term() {
        let Ok(SeekCommand::Post(s)) = one("seek chess 10 moves in 30 days casual as black rating 1400-1700 private") else { panic!() };
        assert_eq!(s.variant, "chess");
        assert_eq!((s.days, s.moves, s.casual, s.private), (Some(30), Some(10), true, true));
        assert_eq!(s.side.as_deref(), Some("black"));
        assert_eq!(s.rating, Some((1400, 1700)));
        let Ok(SeekCommand::Post(s)) = one("seek bughouse with Bob@Example.org") else { panic!() };
        assert_eq!(s.partner.as_deref(), Some("bob@example.org"));
    }

    #[test]
    fn bad_terms_are_refused_with_the_reason() {
        assert!(one("seek chess rating 1700-1400").unwrap_err().to_string().contains("upside down"));
        assert!(one("seek").is_err());
        assert!(one("seek chess as green").is_err());
        assert!(one("accept seek x").is_err());
        assert_eq!(one("accept seek #12").unwrap(), SeekCommand::Accept(12));
        assert_eq!(one("unseek all").unwrap(), SeekCommand::Withdraw(None));
        assert_eq!(one("notify seeks off").unwrap(), SeekCommand::Notify(None));
        assert_eq!(one("seeks tandem84").unwrap(), SeekCommand::List(Some("tandem84".into())));
    }
}
