//! Which e-mail addresses the bot will write to or act for.
//!
//! Anyone on the internet can write to the bot, so an address taken from a
//! mail (the sender, a challenged player) is checked before the bot stores
//! it or hands it to the SMTP library: an address the bot could not send to
//! later must be refused now, as the player's mistake, not discovered while
//! composing a reply (where it used to stop the bot for everyone).
//!
//! Decision: only plain ASCII addresses, `local@domain`, are accepted: the
//! local part as an RFC 5322 dot-atom (letters, digits and
//! ``!#$%&'*+/=?^_`{|}~-``, dots between them), the domain as host-name
//! labels (a single label such as `localhost` included). Quoted local parts,
//! address literals and non-ASCII (SMTPUTF8) addresses are refused: they are
//! rare among players, and they are where mail software disagrees most.

use std::fmt;

use super::clip::clip;

/// Why an address cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadAddress {
    /// The address as written, shortened for messages.
    pub address: String,
    pub problem: &'static str,
    /// What is wrong, as a word for the catalogue (`address-problem`).
    pub code: &'static str,
}

impl fmt::Display for BadAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not an e-mail address the bot can write to ({})", self.address, self.problem)
    }
}

impl std::error::Error for BadAddress {}

/// RFC 5321's limits.
const MAX_LOCAL: usize = 64;
const MAX_DOMAIN: usize = 253;
const MAX_LABEL: usize = 63;

/// The address in the form the bot stores it (trimmed, without `<>` or
/// `mailto:`, lower-cased), or why it cannot be used.
pub fn mailbox_address(raw: &str) -> Result<String, BadAddress> {
    let bad = |code, problem| Err(BadAddress { address: clip(raw.trim(), 80), problem, code });
    // The store's form first (trimmed, no `<>` or `mailto:`, lower-cased),
    // then the stricter rules of what the bot will write to.
    let Some(a) = crate::store::normalize_address(raw) else {
        return bad("form", "it is not of the form name@example.org");
    };
    if !a.is_ascii() {
        return bad("ascii", "only plain ASCII addresses are accepted");
    }
    let Some((local, domain)) = a.split_once('@') else {
        return bad("no-at", "it has no @");
    };
    if domain.contains('@') {
        return bad("two-at", "it has more than one @");
    }
    if local.is_empty() || local.len() > MAX_LOCAL {
        return bad("local-length", "the part before the @ is empty or too long");
    }
    if !local.split('.').all(|atom| !atom.is_empty() && atom.bytes().all(is_atext)) {
        return bad("local-character", "the part before the @ has a character or a dot out of place");
    }
    if domain.is_empty() || domain.len() > MAX_DOMAIN {
        return bad("domain-length", "the domain is empty or too long");
    }
    if !domain.split('.').all(is_label) {
        return bad("domain-host", "the domain is not a host name");
    }
    Ok(a)
}

/// RFC 5322 `atext`.
fn is_atext(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~-".contains(&b)
}

fn is_label(label: &str) -> bool {
    !label.is_empty()
        && label.len() <= MAX_LABEL
        && !label.starts_with('-')
        && !label.ends_with('-')
        && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_addresses_are_normalised() {
        assert_eq!(mailbox_address(" <Alice@Example.ORG> ").unwrap(), "alice@example.org");
        assert_eq!(mailbox_address("mailto:bob.smith+chess@mail.example.co.uk").unwrap(), "bob.smith+chess@mail.example.co.uk");
        assert_eq!(mailbox_address("tandem@localhost").unwrap(), "tandem@localhost");
        assert_eq!(mailbox_address("o'brien@xn--bcher-kva.example").unwrap(), "o'brien@xn--bcher-kva.example");
    }

    #[test]
    fn what_mail_from_strangers_held_is_refused() {
        for raw in [
            "alice",
            "@example.org",
            "alice@",
            "alice@@example.org",
            "bob@@example.org",
            "alice\u{200b}@example.org",
            "alice@exa mple.org",
            "al ice@example.org",
            "alice@example..org",
            ".alice@example.org",
            "alice.@example.org",
            "\"quoted\"@example.org",
            "alice@[127.0.0.1]",
            "alice@-example.org",
            "alice\0@example.org",
            "alice\r\n@example.org",
            "ålice@example.org",
            "alice@example.org\r\nBcc: victim@example.org",
        ] {
            assert!(mailbox_address(raw).is_err(), "{raw:?} was accepted");
        }
        let long_local = format!("{}@example.org", "a".repeat(65));
        assert!(mailbox_address(&long_local).is_err());
        let e = mailbox_address("alice@@example.org").unwrap_err();
        assert!(e.to_string().contains("more than one @"), "{e}");
    }

    /// Whatever this module accepts, the SMTP library accepts too, so a
    /// stored address can always be written to.
    #[test]
    fn accepted_addresses_are_accepted_by_lettre() {
        for raw in [
            "alice@example.org",
            "a.b.c+d-e_f@sub.example.org",
            "x@localhost",
            "!#$%&'*+/=?^_`{|}~-@example.org",
            "o'brien@xn--bcher-kva.example",
            "1@2.3",
        ] {
            let a = mailbox_address(raw).unwrap();
            assert!(a.parse::<lettre::Address>().is_ok(), "lettre refuses {a:?}");
        }
    }
}
