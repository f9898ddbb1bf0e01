//! What can be read of a mail's header when the mail as a whole cannot be
//! used (no sender, a sender that cannot be answered, not a mail at all):
//! From:, Subject: and Message-ID: as written, for the operator's record of
//! mail set aside.

use mail_parser::MessageParser;

/// The longest field kept, in characters.
const MAX_CHARS: usize = 200;

/// The header fields that name a mail for the operator; `None` where the
/// header has no such field, or no header could be read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Glance {
    /// The sender's address as written (the raw field when it holds no
    /// address that parses).
    pub from: Option<String>,
    pub subject: Option<String>,
    /// Without `<>`.
    pub message_id: Option<String>,
}

/// Reads what it can of `raw`'s header; never fails, never panics.
pub fn glance(raw: &[u8]) -> Glance {
    // mail-parser has debug assertions that a stranger's bytes can trip.
    std::panic::catch_unwind(|| read(raw)).unwrap_or_default()
}

fn read(raw: &[u8]) -> Glance {
    let Some(msg) = MessageParser::default().parse_headers(raw) else { return Glance::default() };
    let from = msg.from().and_then(|a| a.iter().find_map(|a| a.address())).or_else(|| msg.header_raw("From")).and_then(clean);
    let message_id = msg
        .message_id()
        .or_else(|| msg.header_raw("Message-ID"))
        .and_then(|id| clean(id.trim().trim_start_matches('<').trim_end_matches('>')));
    Glance { from, subject: msg.subject().and_then(clean), message_id }
}

/// One line of printable text, at most [`MAX_CHARS`]; `None` when empty.
fn clean(s: &str) -> Option<String> {
    let one: String = s.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let one = one.split_whitespace().collect::<Vec<_>>().join(" ");
    (!one.is_empty()).then(|| super::clip(&one, MAX_CHARS))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(from: Option<&str>, subject: Option<&str>, id: Option<&str>) -> Glance {
        Glance { from: from.map(Into::into), subject: subject.map(Into::into), message_id: id.map(Into::into) }
    }

    #[test]
    fn each_field_is_read_alone() {
        let raw = b"To: bot@example.org\r\nSubject: who am I\r\nMessage-ID: <s3@example.org>\r\n\r\nhelp\r\n";
        assert_eq!(glance(raw), g(None, Some("who am I"), Some("s3@example.org")));
        let raw = b"From: Ann <ann@example.org>\r\nMessage-ID: <s4@example.org>\r\n\r\nhelp\r\n";
        assert_eq!(glance(raw), g(Some("ann@example.org"), None, Some("s4@example.org")));
        let raw = b"From: ann@@example.org\r\nSubject: =?utf-8?q?caf=C3=A9?=\r\n\r\nhelp\r\n";
        assert_eq!(glance(raw), g(Some("ann@@example.org"), Some("caf\u{e9}"), None));
    }

    #[test]
    fn what_is_no_mail_gives_nothing_and_control_characters_go() {
        assert_eq!(glance(b""), Glance::default());
        assert_eq!(glance(b"just one line"), Glance::default());
        let garbage: Vec<u8> = (0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8).collect();
        let got = glance(&garbage);
        for f in [&got.from, &got.subject, &got.message_id].into_iter().flatten() {
            assert!(!f.chars().any(char::is_control) && f.chars().count() <= MAX_CHARS + 3, "{f:?}");
        }
        let raw = b"Subject: a\x1b[31mred\x07\r\n\r\n";
        assert_eq!(glance(raw).subject.as_deref(), Some("a [31mred"));
    }
}
