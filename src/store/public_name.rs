//! How a player is shown to people who are not their opponents: in the
//! standings, in someone else's `ratings` answer, and in any public list
//! to come (a web archive of games, observers, tournament tables). The
//! rule, in one place for all of them:
//!
//! * the name the player chose with `name NAME` ([`check_public_name`]
//!   says which names are accepted), else
//! * their address masked: the first two characters of the local part,
//!   an ellipsis, and the domain (`al…@example.org`; a local part of one
//!   or two characters keeps only its first: `a…@example.org`).
//!
//! A full address of a player goes only to the players of the same game
//! (who see it in every mail of that game anyway) and to the operator.
//! Call [`public_name`] (or [`super::Player::public_name`]) wherever a
//! player is named to anyone else.

use std::fmt;

/// The longest name a player may choose, in characters.
pub const MAX_PUBLIC_NAME_CHARS: usize = 40;

/// How `address` is shown to third persons: `chosen` (the player's
/// `name NAME`) when set, else the masked address.
pub fn public_name(address: &str, chosen: Option<&str>) -> String {
    match chosen.map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => name.to_string(),
        None => masked_address(address),
    }
}

/// `alice@example.org` -> `al…@example.org`: enough for the player to
/// recognise themselves, not enough to write to them.
pub fn masked_address(address: &str) -> String {
    let (local, domain) = address.rsplit_once('@').unwrap_or((address, ""));
    let chars = local.chars().count();
    let keep = if chars > 2 { 2 } else { 1 };
    let shown: String = local.chars().take(keep).collect();
    if domain.is_empty() {
        format!("{shown}…")
    } else {
        format!("{shown}…@{domain}")
    }
}

/// Why a name cannot be chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong {
        chars: usize,
    },
    /// A control or invisible character (zero-width, direction marks...).
    ControlCharacter,
    /// It reads as an e-mail address (an at sign or a look-alike of one,
    /// `name at domain`, a masked address).
    LooksLikeAddress,
}

impl fmt::Display for NameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameProblem::Empty => write!(f, "a name needs at least one letter"),
            NameProblem::TooLong { chars } => {
                write!(f, "the name is {chars} characters long; a name has at most {MAX_PUBLIC_NAME_CHARS}")
            }
            NameProblem::ControlCharacter => write!(f, "the name holds a control or invisible character; write it in plain letters"),
            NameProblem::LooksLikeAddress => write!(
                f,
                "the name looks like an e-mail address (an @, or \"at\" before a domain); the standings never show addresses, so choose a name without one"
            ),
        }
    }
}

impl std::error::Error for NameProblem {}

/// The name as it will be shown (trimmed, runs of white space made one
/// space), or why it is refused: empty, over [`MAX_PUBLIC_NAME_CHARS`]
/// characters, a control or invisible character, or something that reads
/// as an address.
pub fn check_public_name(raw: &str) -> Result<String, NameProblem> {
    if raw.chars().any(is_control_or_invisible) {
        return Err(NameProblem::ControlCharacter);
    }
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(NameProblem::Empty);
    }
    let chars = name.chars().count();
    if chars > MAX_PUBLIC_NAME_CHARS {
        return Err(NameProblem::TooLong { chars });
    }
    if looks_like_address(&name) {
        return Err(NameProblem::LooksLikeAddress);
    }
    Ok(name)
}

/// The form two names are compared in: no two players may choose names
/// that differ only in case or spacing.
pub fn public_name_key(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Control characters (C0, C1) and the invisible format characters that
/// can make a name look like another: zero-width spaces and joiners,
/// direction marks and overrides, the soft hyphen, the byte-order mark,
/// tag characters. Tabs and line ends count too (a name is one line).
fn is_control_or_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00ad}' | '\u{034f}' | '\u{061c}' | '\u{115f}' | '\u{1160}' | '\u{17b4}' | '\u{17b5}' | '\u{180e}'
            | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{3164}'
            | '\u{fe00}'..='\u{fe0f}' | '\u{feff}' | '\u{ffa0}' | '\u{fff9}'..='\u{fffb}' | '\u{e0000}'..='\u{e007f}')
}

/// An at sign or one of its look-alikes, or the word "at" (also `(at)`,
/// `[at]`) followed by something with a dot: `bob at example dot org`,
/// `bob(at)example.org`, `bob＠example.org`.
fn looks_like_address(name: &str) -> bool {
    const AT_SIGNS: &[char] = &['@', '＠', '﹫', '⍤', 'Ⓐ', 'ⓐ'];
    if name.contains(AT_SIGNS) {
        return true;
    }
    let lower = name.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| c.is_whitespace() || "()[]{}<>".contains(c)).filter(|w| !w.is_empty()).collect();
    words.iter().enumerate().any(|(i, w)| {
        let rest = &words[i + 1..];
        *w == "at" && !rest.is_empty() && rest.iter().any(|r| r.contains('.') || *r == "dot")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_name_is_shown_else_the_masked_address() {
        assert_eq!(public_name("alice@example.org", Some("Alice")), "Alice");
        assert_eq!(public_name("alice@example.org", None), "al…@example.org");
        assert_eq!(public_name("alice@example.org", Some("  ")), "al…@example.org");
        assert_eq!(masked_address("al@example.org"), "a…@example.org");
        assert_eq!(masked_address("x@example.org"), "x…@example.org");
        assert_eq!(masked_address("émile@example.org"), "ém…@example.org");
        assert!(!masked_address("alice@example.org").contains("alice"));
    }

    #[test]
    fn names_are_tidied_and_refused_with_a_reason() {
        assert_eq!(check_public_name("  Magnus   the  Great "), Ok("Magnus the Great".into()));
        assert_eq!(check_public_name("Émile Zola"), Ok("Émile Zola".into()));
        assert_eq!(check_public_name("J.R.R. Tolkien"), Ok("J.R.R. Tolkien".into()));
        assert_eq!(check_public_name("Kat at home"), Ok("Kat at home".into()));
        assert_eq!(check_public_name(""), Err(NameProblem::Empty));
        assert_eq!(check_public_name(&"x".repeat(41)), Err(NameProblem::TooLong { chars: 41 }));
        assert_eq!(check_public_name(&"é".repeat(40)).map(|n| n.chars().count()), Ok(40));
        for bad in ["Al\u{0007}ice", "Al\u{200b}ice", "Alice\u{202e}", "Al\tice", "Al\u{0085}ice"] {
            assert_eq!(check_public_name(bad), Err(NameProblem::ControlCharacter), "{bad:?}");
        }
        for bad in [
            "bob@example.org",
            "bob＠example.org",
            "bob﹫example.org",
            "bob at example.org",
            "bob (at) example dot org",
            "bob[at]example.org",
            "al…@example.org",
        ] {
            assert_eq!(check_public_name(bad), Err(NameProblem::LooksLikeAddress), "{bad:?}");
        }
        assert!(NameProblem::TooLong { chars: 41 }.to_string().contains("at most 40"));
        assert_eq!(public_name_key(" Magnus  THE Great"), public_name_key("magnus the great"));
    }
}
