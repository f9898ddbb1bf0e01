//! Building the bot's outgoing mail as RFC 5322 bytes (with lettre's builder).
//!
//! Shape: `text/plain` alone, or `multipart/alternative` (plain + HTML) when
//! `html` is set, the HTML in `multipart/related` with the images it shows
//! (`cid:` links to `inline_images`, the board pictures), all wrapped in
//! `multipart/mixed` when there are attachments (e.g. a `.pgn` file). Headers: From (with display name), Reply-To, To,
//! Subject, Date, Message-ID, In-Reply-To, References, Auto-Submitted, and
//! `X-Auto-Response-Suppress: All` so Exchange does not send out-of-office
//! answers to the bot (which the bot would then have to recognise and skip).
//! Non-ASCII in names, subject and bodies is encoded by lettre.

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment as LettreAttachment, Mailbox, MultiPart, SinglePart};
use lettre::Message;
use std::fmt;

use super::clip::clip;

/// `Auto-Submitted` value of a bot mail (RFC 3834).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AutoSubmitted {
    /// An answer to a player's mail: `auto-replied`.
    Replied,
    /// Sent on the bot's own initiative (reminders, time-outs): `auto-generated`.
    Generated,
}

impl AutoSubmitted {
    pub fn as_str(self) -> &'static str {
        match self {
            AutoSubmitted::Replied => "auto-replied",
            AutoSubmitted::Generated => "auto-generated",
        }
    }
}

/// An image the HTML part shows by its `cid:` link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineImage {
    /// The Content-ID, without `<>`: the HTML links to `cid:` and this.
    pub content_id: String,
    pub filename: String,
    /// `image/png`.
    pub content_type: String,
    pub body: std::sync::Arc<Vec<u8>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    /// MIME type, e.g. `application/x-chess-pgn`.
    pub content_type: String,
    pub body: Vec<u8>,
}

/// One mail from the bot to one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outbound {
    pub from_name: String,
    pub from: String,
    /// E.g. `bot+<game>.<secret>@domain` when `auth = "token"`.
    pub reply_to: Option<String>,
    pub to: String,
    pub subject: String,
    /// Without `<>`; see [`new_message_id`].
    pub message_id: String,
    /// Without `<>`.
    pub in_reply_to: Option<String>,
    /// Without `<>`, oldest first.
    pub references: Vec<String>,
    pub auto_submitted: AutoSubmitted,
    pub text: String,
    /// A complete HTML document, e.g. from [`super::html_page::text_to_html_page`].
    pub html: Option<String>,
    /// Images the HTML shows (`<img src="cid:...">`); none without `html`.
    pub inline_images: Vec<InlineImage>,
    pub attachments: Vec<Attachment>,
    /// The language of its words (`Content-Language`, RFC 3282), e.g. `de`.
    pub content_language: Option<&'static str>,
}

/// Why a mail could not be built; says which field is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutboundError {
    /// An address lettre refuses (e.g. a player address with odd characters).
    InvalidAddress {
        field: &'static str,
        address: String,
        reason: String,
    },
    InvalidContentType {
        filename: String,
        content_type: String,
    },
    InvalidMessageId {
        field: &'static str,
        id: String,
    },
    Build(String),
}

impl fmt::Display for OutboundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OutboundError::InvalidAddress { field, address, reason } => {
                write!(f, "cannot send to/from {address:?} ({field}): {reason}")
            }
            OutboundError::InvalidContentType { filename, content_type } => {
                write!(f, "attachment {filename:?}: {content_type:?} is not a MIME type like application/x-chess-pgn")
            }
            OutboundError::InvalidMessageId { field, id } => {
                write!(f, "{field} {id:?} is not a message id like abc@example.org")
            }
            OutboundError::Build(e) => write!(f, "cannot build the mail: {e}"),
        }
    }
}

impl std::error::Error for OutboundError {}

fn mailbox(field: &'static str, name: Option<&str>, address: &str) -> Result<Mailbox, OutboundError> {
    let addr = address.trim().parse().map_err(|e: lettre::address::AddressError| OutboundError::InvalidAddress {
        field,
        address: address.to_string(),
        reason: e.to_string(),
    })?;
    Ok(Mailbox::new(name.map(str::to_string).filter(|n| !n.is_empty()), addr))
}

/// `<id>` after checking that `id` cannot break the header.
fn angle_id(field: &'static str, id: &str) -> Result<String, OutboundError> {
    match super::message_id::usable(id) {
        Some(id) => Ok(format!("<{id}>")),
        None => Err(OutboundError::InvalidMessageId { field, id: clip(id, 80) }),
    }
}

impl Outbound {
    /// The mail as CRLF-terminated RFC 5322 bytes, ready for SMTP or a Maildir.
    pub fn to_bytes(&self) -> Result<Vec<u8>, OutboundError> {
        self.build(true)
    }

    /// The same with every part 7bit or encoded, for a relay that does not
    /// take 8bit mail (no 8BITMIME).
    pub fn to_seven_bit_bytes(&self) -> Result<Vec<u8>, OutboundError> {
        self.build(false)
    }

    /// The mail's bytes; its text in other scripts as 8bit where
    /// `eight_bit` (RFC 6152), else in base64 or quoted-printable.
    fn build(&self, eight_bit: bool) -> Result<Vec<u8>, OutboundError> {
        let from_name = header_text(&self.from_name, MAX_NAME_CHARS);
        let mut b = Message::builder()
            .from(mailbox("from", Some(&from_name), &self.from)?)
            .to(mailbox("to", None, &self.to)?)
            .subject(header_text(&self.subject, MAX_SUBJECT_CHARS))
            .date_now()
            .message_id(Some(angle_id("message_id", &self.message_id)?));
        if let Some(r) = &self.reply_to {
            b = b.reply_to(mailbox("reply_to", Some(&from_name), r)?);
        }
        if let Some(irt) = &self.in_reply_to {
            b = b.in_reply_to(angle_id("in_reply_to", irt)?);
        }
        if !self.references.is_empty() {
            let refs = self.references.iter().map(|r| angle_id("references", r)).collect::<Result<Vec<_>, _>>()?;
            b = b.references(refs.join(" "));
        }
        b = b
            .raw_header(HeaderValue::new(HeaderName::new_from_ascii_str("Auto-Submitted"), self.auto_submitted.as_str().to_string()))
            .raw_header(HeaderValue::new(HeaderName::new_from_ascii_str("X-Auto-Response-Suppress"), "All".to_string()));
        if let Some(language) = self.content_language {
            b = b.raw_header(HeaderValue::new(HeaderName::new_from_ascii_str("Content-Language"), language.to_string()));
        }

        let text = SinglePart::plain(text_body(&self.text, eight_bit));
        let body = match &self.html {
            Some(html) if !self.inline_images.is_empty() => {
                let mut related = MultiPart::related().singlepart(SinglePart::html(html_body(html, eight_bit)));
                for i in &self.inline_images {
                    let ct = ContentType::parse(&i.content_type).map_err(|_| OutboundError::InvalidContentType {
                        filename: i.filename.clone(),
                        content_type: i.content_type.clone(),
                    })?;
                    let id = angle_id("content_id", &i.content_id)?;
                    let id = id.trim_start_matches('<').trim_end_matches('>').to_string();
                    let part = LettreAttachment::new_inline_with_name(id, header_text(&i.filename, MAX_NAME_CHARS))
                        .body(attachment_body(&i.body[..]), ct);
                    related = related.singlepart(part);
                }
                Body::Multi(MultiPart::alternative().singlepart(text).multipart(related))
            }
            Some(html) => Body::Multi(MultiPart::alternative().singlepart(text).singlepart(SinglePart::html(html_body(html, eight_bit)))),
            None => Body::Single(text),
        };
        let message = if self.attachments.is_empty() {
            match body {
                Body::Single(p) => b.singlepart(p),
                Body::Multi(m) => b.multipart(m),
            }
        } else {
            let mut mixed = match body {
                Body::Single(p) => MultiPart::mixed().singlepart(p),
                Body::Multi(m) => MultiPart::mixed().multipart(m),
            };
            for a in &self.attachments {
                let ct = ContentType::parse(&a.content_type).map_err(|_| OutboundError::InvalidContentType {
                    filename: a.filename.clone(),
                    content_type: a.content_type.clone(),
                })?;
                mixed =
                    mixed.singlepart(LettreAttachment::new(header_text(&a.filename, MAX_NAME_CHARS)).body(attachment_body(&a.body), ct));
            }
            b.multipart(mixed)
        };
        let raw = message.map(|m| m.formatted()).map_err(|e| OutboundError::Build(e.to_string()))?;
        // The last guard: nothing with a bare line end or an overlong line
        // goes to SMTP, whatever a player managed to put into the mail.
        match wire_problem(&raw) {
            None => Ok(raw),
            Some(problem) => Err(OutboundError::Build(format!("the mail would not be valid on the wire: {problem}"))),
        }
    }
}

enum Body {
    Single(SinglePart),
    Multi(MultiPart),
}

/// Longest display name and subject the bot writes (player text can reach both).
const MAX_NAME_CHARS: usize = 100;
const MAX_SUBJECT_CHARS: usize = 250;
/// RFC 5322: a line is at most 998 octets, without its CRLF.
pub const MAX_LINE_OCTETS: usize = 998;

/// Text for a body part: CRLF line ends only (a bare CR or LF can end
/// SMTP's DATA early in some servers, RUSTSEC-2026-0561), and no control
/// characters but tab. Written with CRLF here, in one pass: lettre turns
/// each lone `\n` into CRLF by inserting a `\r` in place, a copy of the
/// rest of the text for every line of it. With the octets of its longest
/// line (its CRLF left out).
fn wire_text(s: &str) -> (String, usize) {
    let mut out = String::with_capacity(s.len() + s.len() / 16);
    // The bot's own text is clean (no CR, no control character): one scan
    // of its bytes, then its lines copied whole (every mail's parts pass
    // here, the HTML with its diagrams too), the longest line noted.
    if is_clean(s) {
        // memchr from line end to line end (`split` costs more a line).
        let (mut start, mut longest) = (0, 0);
        for end in memchr::memchr_iter(b'\n', s.as_bytes()) {
            out.push_str(&s[start..end]);
            out.push_str("\r\n");
            longest = longest.max(end - start);
            start = end + 1;
        }
        out.push_str(&s[start..]);
        return (out, longest.max(s.len() - start));
    }
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push_str("\r\n");
            }
            '\n' => out.push_str("\r\n"),
            '\t' => out.push('\t'),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    let longest = longest_line(out.as_bytes());
    (out, longest)
}

/// No control character in `s` but newline and tab, read byte by byte: C0
/// and DEL are single bytes, and C1 (U+0080 to U+009F) is `0xC2` followed
/// by `0x80..=0x9F` in UTF-8 (the characters `char::is_control` names).
fn is_clean(s: &str) -> bool {
    let b = s.as_bytes();
    b.iter().all(|&c| (c >= 0x20 && c != 0x7F) || c == b'\n' || c == b'\t')
        && memchr::memchr_iter(0xC2, b).all(|i| !matches!(b.get(i + 1), Some(0x80..=0x9F)))
}

/// A text part: [`wire_text`], sent as it is: 7bit when it is ASCII in
/// lines of at most 76 octets, as the bot's own text and HTML are; 8bit
/// where it is not ASCII, `eight_bit` allows it and no line is longer than
/// the 998 octets SMTP allows (a Russian mail in base64 would be a third
/// longer); else lettre chooses quoted-printable or base64.
fn text_body(s: &str, eight_bit: bool) -> lettre::message::Body {
    use lettre::message::header::ContentTransferEncoding;
    let (text, longest) = wire_text(s);
    if text.is_ascii() && longest <= 76 {
        lettre::message::Body::dangerous_pre_encoded(text.into_bytes(), ContentTransferEncoding::SevenBit)
    } else if eight_bit && !text.is_ascii() && longest <= MAX_LINE_OCTETS {
        lettre::message::Body::dangerous_pre_encoded(text.into_bytes(), ContentTransferEncoding::EightBit)
    } else {
        lettre::message::Body::new(text)
    }
}

/// The octets of the longest line of `text`, its line ends (CRLF) left out.
fn longest_line(text: &[u8]) -> usize {
    let mut start = 0;
    let mut longest = 0;
    for end in memchr::memchr_iter(b'\n', text) {
        longest = longest.max(end.saturating_sub(start + 1));
        start = end + 1;
    }
    longest.max(text.len() - start)
}

/// An HTML part: ASCII, other characters as numeric references, sent as
/// 7bit ([`text_body`]); but where the characters themselves are shorter
/// (as 8bit, where allowed, always; in base64, in Cyrillic: 7 bytes a
/// letter against under 3), the characters themselves.
fn html_body(html: &str, eight_bit: bool) -> lettre::message::Body {
    // Most pages (English, German...) hold no reference to a character
    // beyond ASCII: they go as they are, without building the decoded copy.
    if !has_non_ascii_reference(html) {
        return text_body(html, eight_bit);
    }
    let decoded = non_ascii_references_decoded(html);
    let shorter_in_base64 = decoded.len() * 4 / 3 + decoded.len() / 38 < html.len();
    if (eight_bit && !decoded.is_ascii() && longest_line(decoded.as_bytes()) <= MAX_LINE_OCTETS) || shorter_in_base64 {
        text_body(&decoded, eight_bit)
    } else {
        text_body(html, eight_bit)
    }
}

/// The numeric reference at the start of `s` (after its `&#`): the
/// character and the length of its digits with the `;`.
fn reference_at(after: &str) -> Option<(char, usize)> {
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || !after[digits..].starts_with(';') {
        return None;
    }
    let c = after[..digits].parse::<u32>().ok().and_then(char::from_u32)?;
    Some((c, digits + 1))
}

/// Whether `html` refers to a character beyond ASCII by number (`&#1081;`).
fn has_non_ascii_reference(html: &str) -> bool {
    memchr::memmem::find_iter(html.as_bytes(), b"&#").any(|at| reference_at(&html[at + 2..]).is_some_and(|(c, _)| !c.is_ascii()))
}

/// `html` with its numeric references to non-ASCII characters (`&#1081;`)
/// as the characters; the others (`&#39;`, `&lt;`) stay as they are. And
/// without the folds of long lines, which were there for the 7bit wire:
/// base64 has lines of its own, and a fold is a place where the reader's
/// window may break the line (in Cyrillic, folded every ten letters, inside
/// words).
fn non_ascii_references_decoded(html: &str) -> String {
    let unfolded = html.replace(super::html_page::FOLD_MARK, "");
    let mut out = String::with_capacity(unfolded.len());
    let mut done = 0;
    // `&#` found with memmem: a page in Cyrillic has hundreds.
    for at in memchr::memmem::find_iter(unfolded.as_bytes(), b"&#") {
        if at < done {
            continue;
        }
        if let Some((c, len)) = reference_at(&unfolded[at + 2..]).filter(|(c, _)| !c.is_ascii()) {
            out.push_str(&unfolded[done..at]);
            out.push(c);
            done = at + 2 + len;
        }
    }
    out.push_str(&unfolded[done..]);
    out
}

/// Text for a header (lettre encodes it): one line, no control characters.
fn header_text(s: &str, max: usize) -> String {
    let one_line: String = s.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    clip(one_line.trim(), max)
}

/// An attachment's body: text as [`text_body`], 7bit or encoded (a file
/// is saved as it came); anything else as base64.
fn attachment_body(bytes: &[u8]) -> lettre::message::Body {
    use lettre::message::header::ContentTransferEncoding;
    match std::str::from_utf8(bytes) {
        Ok(text) => text_body(text, false),
        Err(_) => lettre::message::Body::new_with_encoding(bytes.to_vec(), ContentTransferEncoding::Base64)
            .unwrap_or_else(|_| lettre::message::Body::new(String::new())),
    }
}

/// What makes `raw` invalid on the wire, if anything: a bare CR or LF, a
/// NUL, or a line over [`MAX_LINE_OCTETS`].
pub fn wire_problem(raw: &[u8]) -> Option<String> {
    // Every mail passes here whole (pictures in base64 too): jump from one
    // NUL, CR or LF to the next instead of looking at each byte.
    let mut line_start = 0;
    for i in memchr::memchr3_iter(0, b'\r', b'\n', raw) {
        match raw[i] {
            0 => return Some(format!("a NUL byte at offset {i}")),
            b'\r' if raw.get(i + 1) != Some(&b'\n') => return Some(format!("a bare CR at offset {i}")),
            b'\r' => {}
            _ if i == 0 || raw[i - 1] != b'\r' => return Some(format!("a bare LF at offset {i}")),
            _ => {
                if i - 1 - line_start > MAX_LINE_OCTETS {
                    return Some(format!("a line of {} octets at offset {line_start}", i - 1 - line_start));
                }
                line_start = i + 1;
            }
        }
    }
    (raw.len() - line_start > MAX_LINE_OCTETS).then(|| format!("a last line of {} octets", raw.len() - line_start))
}

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_are_told_from_their_bytes_as_from_the_characters() {
        for c in (0..0x800).chain(0xFFF0..0x10000).filter_map(char::from_u32) {
            let text = format!("a{c}b");
            assert_eq!(super::is_clean(&text), c == '\n' || c == '\t' || !c.is_control(), "{:#x}", c as u32);
        }
        let (wire, longest) = super::wire_text("ab\nГамбит\n\nc");
        assert_eq!((wire.as_str(), longest), ("ab\r\nГамбит\r\n\r\nc", "Гамбит".len()));
        let (wire, longest) = super::wire_text("a\u{85}b\r\ncd\r");
        assert_eq!((wire.as_str(), longest), ("ab\r\ncd\r\n", 2));
    }

    #[test]
    fn an_html_part_in_cyrillic_goes_as_its_characters_and_reads_the_same() {
        let html = "<p>&#1048;&#1075;&#1088;&#1086;&#1082; a&lt;b &#39;x&#39; &#12</p>\n".repeat(20);
        let decoded = super::non_ascii_references_decoded(&html);
        assert!(decoded.starts_with("<p>Игрок a&lt;b &#39;x&#39; &#12</p>\n"), "{decoded}");
        assert!(decoded.len() * 4 / 3 < html.len());
        // Mostly ASCII (German, French): it stays as it is, 7bit.
        let german = "<p>Wei&#223; am Zug, bitte antworten Sie mit Ihrem Zug.</p>\n";
        assert!(super::non_ascii_references_decoded(german).len() * 4 / 3 > german.len());
        // A page in Russian, folded every ten letters for the 7bit wire,
        // goes whole: no fold (a place to break the line) inside a word.
        let page = crate::mail::html_page::text_to_html_page("Игрок alice@example.org сыграл A:dxc5. Резерв чёрных на доске B: P\n");
        assert!(page.contains("<wbr"), "{page}");
        let decoded = super::non_ascii_references_decoded(&page);
        assert!(decoded.contains("Игрок alice@example.org сыграл A:dxc5. Резерв чёрных на доске B: P"), "{decoded}");
        assert!(!decoded.contains("<wbr"), "{decoded}");
    }

    use super::*;
    use crate::mail::html_page::text_to_html_page;
    use crate::mail::inbound::parse_inbound;
    use crate::mail::message_id::new_message_id;
    use mail_parser::{MessageParser, MimeHeaders};

    fn sample() -> Outbound {
        Outbound {
            from_name: "tandem referee".into(),
            from: "play@example.org".into(),
            reply_to: Some("play+42.k3y@example.org".into()),
            to: "alice@example.com".into(),
            subject: "[#42] Your move in tandem84 against bøb".into(),
            message_id: new_message_id("example.org"),
            in_reply_to: Some("CAF=xyz@mail.gmail.com".into()),
            references: vec!["a1@example.org".into(), "CAF=xyz@mail.gmail.com".into()],
            auto_submitted: AutoSubmitted::Replied,
            content_language: None,
            text: "bob played e5.\n\n  |r|n|b|q|k|b|n|r|  8\n  |_|_|_|_|_|_|_|_|  1\n   a b c d e f g h\n\nŁukasz says hi\n".into(),
            html: None,
            inline_images: vec![],
            attachments: vec![],
        }
    }

    #[test]
    fn plain_mail_headers_and_body() {
        let o = sample();
        let raw = o.to_bytes().unwrap();
        let s = String::from_utf8_lossy(&raw);
        assert!(s.contains(&format!("Message-ID: <{}>", o.message_id)), "{s}");
        assert!(s.contains("In-Reply-To: <CAF=xyz@mail.gmail.com>"), "{s}");
        assert!(s.contains("Auto-Submitted: auto-replied"), "{s}");
        assert!(s.contains("X-Auto-Response-Suppress: All"), "{s}");
        assert!(s.contains("\r\nDate: "), "{s}");
        assert!(!raw.windows(2).any(|w| w[1] == b'\n' && w[0] != b'\r'), "bare LF in {s}");

        let m = MessageParser::default().parse(&raw).unwrap();
        assert_eq!(m.subject(), Some("[#42] Your move in tandem84 against bøb"));
        assert_eq!(m.body_text(0).unwrap().replace("\r\n", "\n").trim_end(), o.text.trim_end());
        assert!(m.content_type().unwrap().ctype() == "text");
        assert_eq!(m.reply_to().unwrap().first().unwrap().address(), Some("play+42.k3y@example.org"));

        // what the bot reads back from its own mail
        let back = parse_inbound(&raw, "play@example.org").unwrap();
        assert_eq!(back.message_id, o.message_id);
        assert_eq!(back.in_reply_to, vec!["CAF=xyz@mail.gmail.com"]);
        assert_eq!(back.references, o.references);
        assert_eq!(back.from_name.as_deref(), Some("tandem referee"));
        assert_eq!(back.skip, Some(crate::mail::inbound::SkipReason::FromSelf));
        let back = parse_inbound(&raw, "other@example.org").unwrap();
        assert_eq!(back.skip, Some(crate::mail::inbound::SkipReason::AutoSubmitted("auto-replied".into())));
    }

    #[test]
    fn alternative_with_html() {
        let mut o = sample();
        o.auto_submitted = AutoSubmitted::Generated;
        o.html = Some(text_to_html_page(&o.text));
        let raw = o.to_bytes().unwrap();
        let m = MessageParser::default().parse(&raw).unwrap();
        let ct = m.content_type().unwrap();
        assert_eq!((ct.ctype(), ct.subtype()), ("multipart", Some("alternative")));
        assert_eq!(m.body_text(0).unwrap().replace("\r\n", "\n").trim_end(), o.text.trim_end());
        assert!(m.body_html(0).unwrap().contains("<pre"));
        assert!(m.body_html(0).unwrap().contains("|r|n|b|q|k|b|n|r|"));
        assert!(String::from_utf8_lossy(&raw).contains("Auto-Submitted: auto-generated"));
    }

    #[test]
    fn mixed_with_attachment() {
        let mut o = sample();
        o.html = Some(text_to_html_page(&o.text));
        o.attachments.push(Attachment {
            filename: "game-42.pgn".into(),
            content_type: "application/x-chess-pgn".into(),
            body: b"[Event \"tandem #42\"]\n\n1. e4 e5 *\n".to_vec(),
        });
        let raw = o.to_bytes().unwrap();
        let m = MessageParser::default().parse(&raw).unwrap();
        let ct = m.content_type().unwrap();
        assert_eq!((ct.ctype(), ct.subtype()), ("multipart", Some("mixed")));
        assert_eq!(m.attachment_count(), 1);
        let a = m.attachment(0).unwrap();
        assert_eq!(a.attachment_name(), Some("game-42.pgn"));
        // CRLF on the wire, like the rest of the mail (RFC 5322 has no bare LF).
        assert_eq!(a.contents(), b"[Event \"tandem #42\"]\r\n\r\n1. e4 e5 *\r\n");
        assert_eq!(wire_problem(&raw), None);
        assert_eq!(m.body_text(0).unwrap().replace("\r\n", "\n").trim_end(), o.text.trim_end());
        assert!(m.body_html(0).unwrap().contains("<pre"));
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let mut o = sample();
        o.to = "not an address".into();
        assert!(matches!(o.to_bytes(), Err(OutboundError::InvalidAddress { field: "to", .. })));
        let mut o = sample();
        o.in_reply_to = Some("foo\r\nBcc: x@y".into());
        assert!(matches!(o.to_bytes(), Err(OutboundError::InvalidMessageId { .. })));
        let mut o = sample();
        o.attachments.push(Attachment { filename: "x".into(), content_type: "nonsense".into(), body: vec![] });
        assert!(matches!(o.to_bytes(), Err(OutboundError::InvalidContentType { .. })));
        let mut o = sample();
        o.subject = "evil\r\nBcc: victim@example.com".into();
        let raw = o.to_bytes().unwrap();
        let m = MessageParser::default().parse(&raw).unwrap();
        assert!(m.header_raw("Bcc").is_none());
    }

    /// RUSTSEC-2026-0561: a bare CR or LF in what lettre is handed can end
    /// SMTP's DATA early; player text must never get there as such.
    #[test]
    fn player_text_cannot_break_the_wire() {
        let payload = "hi\n.\nMAIL FROM:<x@example.test>\r\nRCPT TO:<victim@example.test>\r\nDATA\r\r\0evil\u{7}";
        let mut o = sample();
        o.text = format!("Alice says: {payload}\n");
        o.html = Some(text_to_html_page(&o.text));
        o.from_name = format!("Mallory{payload}");
        o.subject = format!("[#1] {payload}");
        o.attachments.push(Attachment {
            filename: format!("game{payload}.pgn"),
            content_type: "application/x-chess-pgn".into(),
            body: format!("[White \"{payload}\"]\n\n1. e4 *\n").into_bytes(),
        });
        let raw = o.to_bytes().unwrap();
        assert_eq!(wire_problem(&raw), None, "{}", String::from_utf8_lossy(&raw));
        assert!(!raw.contains(&0), "NUL on the wire");
        let m = MessageParser::default().parse(&raw).unwrap();
        assert!(m.header_raw("Bcc").is_none());
        assert!(m.body_text(0).unwrap().contains("MAIL FROM:<x@example.test>"), "the text still reaches the reader");
    }

    #[test]
    fn long_lines_are_encoded_not_sent_as_they_are() {
        let mut o = sample();
        o.text = format!("{}\n", "x".repeat(5000));
        o.attachments.push(Attachment {
            filename: "game-1.pgn".into(),
            content_type: "application/x-chess-pgn".into(),
            body: "1. e4 ".repeat(1000).into_bytes(),
        });
        o.attachments.push(Attachment {
            filename: "b.bin".into(),
            content_type: "application/octet-stream".into(),
            body: vec![0xff, 0, b'\n', 0xfe],
        });
        let raw = o.to_bytes().unwrap();
        assert_eq!(wire_problem(&raw), None);
        let m = MessageParser::default().parse(&raw).unwrap();
        assert_eq!(m.body_text(0).unwrap().trim_end(), "x".repeat(5000));
        assert_eq!(m.attachment(1).unwrap().contents(), &[0xff, 0, b'\n', 0xfe]);
    }

    #[test]
    fn the_bots_own_text_goes_as_it_is_with_crlf_line_ends() {
        let mut o = sample();
        o.text = "Your move.\n\n  +---+\n  | K |\n  +---+\nline\rafter a lone CR\r\nend\n".into();
        let raw = o.to_bytes().unwrap();
        assert_eq!(wire_problem(&raw), None);
        let wire = String::from_utf8(raw.clone()).unwrap();
        assert!(wire.contains("Content-Transfer-Encoding: 7bit"), "{wire}");
        assert!(wire.contains("Your move.\r\n\r\n  +---+\r\n  | K |\r\n  +---+\r\nline\r\nafter a lone CR\r\nend\r\n"), "{wire}");
        // Lines of up to 76 octets go as they are; a longer one is encoded.
        o.text = format!("{}\n{}\n", "a".repeat(76), "b".repeat(76));
        assert!(String::from_utf8(o.to_bytes().unwrap()).unwrap().contains(&format!("7bit\r\n\r\n{}\r\n", "a".repeat(76))));
        o.text = format!("{}\n{}\n", "a".repeat(76), "b".repeat(77));
        let raw = o.to_bytes().unwrap();
        assert!(!String::from_utf8_lossy(&raw).contains("7bit"));
        assert_eq!(
            MessageParser::default().parse(&raw).unwrap().body_text(0).unwrap().trim_end(),
            format!("{}\r\n{}", "a".repeat(76), "b".repeat(77))
        );
        // Not ASCII: lettre encodes it.
        o.text = "Zug: Sf3 \u{2014} schön\n".into();
        let raw = o.to_bytes().unwrap();
        let m = MessageParser::default().parse(&raw).unwrap();
        assert_eq!(m.body_text(0).unwrap().trim_end(), "Zug: Sf3 \u{2014} schön");
        assert!(!String::from_utf8_lossy(&raw).contains("Content-Transfer-Encoding: 7bit"));
    }

    #[test]
    fn the_wire_check_finds_what_it_must() {
        assert_eq!(wire_problem(b"a\r\nb\r\n"), None);
        assert!(wire_problem(b"a\nb").unwrap().contains("bare LF"));
        assert!(wire_problem(b"a\rb").unwrap().contains("bare CR"));
        assert!(wire_problem(b"a\0b").unwrap().contains("NUL"));
        assert!(wire_problem(format!("{}\r\n", "x".repeat(999)).as_bytes()).unwrap().contains("999 octets"));
        assert_eq!(wire_problem(format!("{}\r\n", "x".repeat(998)).as_bytes()), None);
    }

    #[test]
    fn message_ids_are_unique() {
        let ids: std::collections::HashSet<String> = (0..1000).map(|_| new_message_id("example.org")).collect();
        assert_eq!(ids.len(), 1000);
        let id = new_message_id("example.org");
        assert!(id.ends_with("@example.org"));
        assert!(angle_id("x", &id).is_ok());
    }
}
