//! A player's own settings and standing: `notation`, `vacation`,
//! `remind`, `ratings`, `name`.

use crate::i18n::Msg;
use std::sync::OnceLock;

use regex::Regex;

use super::words::{closest, strip_final_punctuation};
use super::CommandError;
use crate::rules::{Dialect, Language};
use crate::store::normalize_address;

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

const USAGE_VACATION: &str = "usage-vacation";

const USAGE_REMIND: &str = "usage-remind";

const USAGE_NOTATION: &str = "usage-notation";

/// `ratings`, `ratings chess`, `ratings bob@example.org`, `ratings Magnus`.
pub(super) fn parse_ratings(args: &str) -> RatingsOf {
    let words = strip_final_punctuation(args).trim();
    if words.is_empty() {
        RatingsOf::Mine
    } else if let Some(addr) = normalize_address(words.trim_matches(['<', '>'])) {
        RatingsOf::Address(addr)
    } else {
        RatingsOf::Named(words.to_string())
    }
}

/// `name Magnus the Great`, `name off`, `name`. The name keeps the
/// player's spelling; the bot decides whether it can be used.
pub(super) fn parse_name(args: &str) -> NameChange {
    match strip_final_punctuation(&args.to_lowercase()) {
        "" => NameChange::Show,
        "off" | "none" | "clear" | "remove" | "delete" => NameChange::Clear,
        _ => NameChange::Set(args.to_string()),
    }
}

/// `language` in English and in each language's own word: nobody is
/// trapped in a language they cannot read.
pub(crate) const LANGUAGE_WORDS: &[&str] = &["language", "lang", "sprache", "язык", "język", "jezyk", "lingua", "idioma", "langue", "taal"];

const USAGE_LANGUAGE: &str = "usage-language";

/// `language`, `language de`, `sprache deutsch`, `язык русский`.
pub(super) fn parse_language(line: &str, args: &str) -> Result<Option<Language>, CommandError> {
    let word = strip_final_punctuation(args.trim_start_matches([':', '=']).trim()).to_lowercase();
    if word.is_empty() {
        return Ok(None);
    }
    let found = Language::ALL
        .into_iter()
        .find(|l| l.code() == word || l.name().to_lowercase() == word || l.own_name() == word || fold(l.own_name()) == fold(&word));
    found.map(Some).ok_or_else(|| {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        let problem = match closest(&word, &codes) {
            Some(c) if word.len() <= 3 => Msg::new("arg-not-language-close").arg("close", c),
            _ => Msg::new("arg-not-language").arg("codes", codes.join(", ")),
        };
        CommandError::BadArgument { line: line.to_string(), command: "language", argument: word.clone(), problem, usage: USAGE_LANGUAGE }
    })
}

/// Without accents, as a keyboard without them writes a name (`francais`).
fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ã' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' => 'i',
            'ó' | 'ò' | 'ô' | 'õ' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            c => c,
        })
        .collect()
}

pub(super) fn parse_notation(line: &str, args: &str) -> Result<Option<Dialect>, CommandError> {
    let word = strip_final_punctuation(args.trim_start_matches([':', '=']).trim());
    if word.is_empty() {
        return Ok(None);
    }
    word.parse::<Dialect>().map(Some).map_err(|e| {
        let codes: Vec<&str> = Dialect::ALL.iter().map(|d| d.code()).collect();
        let problem = match closest(word, &codes) {
            Some(c) => Msg::new("arg-not-notation-close").arg("close", c),
            None => Msg::new("arg-not-notation").arg("codes", e.to_string().split("; ").nth(1).unwrap_or_default()),
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

pub(super) fn parse_vacation(line: &str, args: &str) -> Result<Option<u32>, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    let bad = |problem: Msg| CommandError::BadArgument {
        line: line.to_string(),
        command: "vacation",
        argument: args.to_string(),
        problem,
        usage: USAGE_VACATION,
    };
    match words.as_slice() {
        [] => Err(CommandError::MissingArgument { line: line.to_string(), command: "vacation", usage: USAGE_VACATION }),
        ["off"] => Ok(None),
        [n] | [n, "day" | "days"] => match n.parse::<u32>() {
            Ok(0) => Err(bad(Msg::new("arg-vacation-zero"))),
            Ok(days) => Ok(Some(days)),
            Err(_) => Err(bad(Msg::new("arg-not-days"))),
        },
        _ => Err(bad(Msg::new("arg-not-days"))),
    }
}

pub(super) fn parse_remind(line: &str, args: &str) -> Result<Remind, CommandError> {
    let lower = args.to_lowercase();
    let words: Vec<&str> = lower.split(' ').map(strip_final_punctuation).filter(|w| !w.is_empty()).collect();
    let bad = |argument: &str, problem: Msg| CommandError::BadArgument {
        line: line.to_string(),
        command: "remind",
        argument: argument.to_string(),
        problem,
        usage: USAGE_REMIND,
    };
    let delay = |rest: &[&str], what: &str| -> Result<u64, CommandError> {
        let text = rest.join(" ");
        if text.is_empty() {
            return Err(CommandError::MissingArgument { line: line.to_string(), command: "remind", usage: USAGE_REMIND });
        }
        match parse_duration(&text) {
            Some(0) => Err(bad(&text, Msg::new("arg-duration-zero").arg("what", what))),
            Some(secs) => Ok(secs),
            None => Err(bad(&text, Msg::new("arg-not-duration"))),
        }
    };
    Ok(match words.as_slice() {
        [] | ["settings" | "status" | "show"] => Remind::Show,
        ["on" | "yes" | "each" | "every" | "always"] => Remind::On,
        ["off" | "no" | "never" | "none" | "stop"] => Remind::Off,
        ["digest" | "daily"] | ["daily", "digest"] => Remind::Digest,
        ["default" | "defaults" | "reset"] => Remind::Default,
        ["after", rest @ ..] => Remind::After(delay(rest, "after")?),
        ["before", rest @ ..] => Remind::Before(delay(rest, "before")?),
        _ => return Err(bad(args, Msg::new("arg-not-reminder-setting"))),
    })
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
