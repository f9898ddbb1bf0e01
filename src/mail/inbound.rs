//! Turning a raw incoming mail into what the bot reads (docs/players.md,
//! "How to write to the bot"): sender, recipients, threading ids, subject, the *fresh* text,
//! and whether the mail must never be answered.
//!
//! Fresh text rules, applied line by line to the text/plain part (or the HTML
//! part converted by [`super::html::html_to_text`] when there is no plain
//! part, or the plain part is empty):
//! - lines starting with `>` are quoted: dropped;
//! - an attribution line (`On ... wrote:`, also wrapped over two lines, and
//!   `Am ... schrieb ...:`, `Le ... a écrit :`, `El ... escribió:`, `Il ... ha
//!   scritto:`, `Op ... schreef ...:`, `Em ... escreveu:`, or `X wrote:` right
//!   before a `>` quote): when `>` quoted lines follow, only the attribution is
//!   dropped, so that bottom-posted and interleaved answers below the quote
//!   still count; when the quote that follows is not marked with `>` (HTML
//!   converted, Outlook), everything from the attribution on is dropped;
//! - everything from `-----Original Message-----` (and localized forms), an
//!   Outlook header block (`From:` followed by `Sent:`/`Date:`), or a forward
//!   marker (`---------- Forwarded message ---------`, `Begin forwarded
//!   message:`) on is dropped. Decision: a forwarded mail is not the sender's
//!   own fresh text (it is typically one of the bot's mails with boards in it),
//!   so it is ignored like a quote; what the sender typed above it counts;
//! - everything from a signature line (`-- `, also `--` as some clients strip
//!   the space) on is dropped, and so is a lone mobile signature like `Sent
//!   from my iPhone` and what follows it;
//! - `format=flowed` plain text is unwrapped first, so a long `say` line
//!   arrives as one line.

use super::address::{mailbox_address, BadAddress};
use super::html::html_to_text;
use super::message_id;
pub use super::message_id::is_synthetic_message_id;
use mail_parser::{HeaderForm, HeaderValue, MessageParser, MimeHeaders, PartType};
use std::fmt;

/// An incoming mail, reduced to what the bot needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inbound {
    /// Message-ID without `<>`; a stable synthetic one when the mail has none.
    pub message_id: String,
    /// Sender address, lowercased.
    pub from: String,
    pub from_name: Option<String>,
    /// Every recipient address from To, Cc, Delivered-To and X-Original-To,
    /// lowercased, without duplicates, in that order. Holds the
    /// `bot+<game>.<secret>@domain` token address when the player used it.
    pub to: Vec<String>,
    pub subject: String,
    /// Ids from In-Reply-To, without `<>`.
    pub in_reply_to: Vec<String>,
    /// Ids from References, without `<>`, oldest first.
    pub references: Vec<String>,
    /// The fresh text (see the module docs), `\n` line ends, no trailing blanks.
    pub text: String,
    /// The mail has an HTML part (so the reply gets one too).
    pub html: bool,
    /// Set when the mail must not be answered (nor acted upon).
    pub skip: Option<SkipReason>,
    /// Its `Content-Language` (RFC 3282), the first tag's language, lower
    /// case (`de` for `de-AT`).
    pub content_language: Option<String>,
}

/// Why a mail is not to be answered (docs/players.md, "What the bot does not do").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SkipReason {
    /// `Auto-Submitted` other than `no` (or an `X-Autoreply`-style header); the value.
    AutoSubmitted(String),
    /// `Precedence: bulk|list|junk|auto_reply`; the value.
    Precedence(String),
    /// Mailing-list traffic (`List-Id` present); the list id.
    MailingList(String),
    /// A delivery report or other bounce; what gave it away.
    Bounce(String),
    /// The bot's own mail (From is the bot's address, or a `+tag` form of it).
    FromSelf,
}

impl fmt::Display for SkipReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkipReason::AutoSubmitted(v) => write!(f, "automatic mail (Auto-Submitted: {v})"),
            SkipReason::Precedence(v) => write!(f, "bulk mail (Precedence: {v})"),
            SkipReason::MailingList(v) => write!(f, "mailing-list mail (List-Id: {v})"),
            SkipReason::Bounce(v) => write!(f, "bounce ({v})"),
            SkipReason::FromSelf => f.write_str("the bot's own mail"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InboundError {
    /// Not an Internet message at all.
    Unparsable,
    /// No From: address, so nobody to answer or to attribute it to.
    NoSender,
    /// A From: address the bot cannot write to or keep.
    BadSender(BadAddress),
}

impl fmt::Display for InboundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InboundError::Unparsable => f.write_str("not a mail message: no header could be parsed"),
            InboundError::NoSender => f.write_str("the mail has no From: address, so there is nobody to answer"),
            InboundError::BadSender(e) => write!(f, "the sender cannot be answered: {e}"),
        }
    }
}

impl std::error::Error for InboundError {}

/// Parses a raw mail (as fetched from IMAP or a Maildir file).
/// `bot_address` is the bot's own address, to recognise its own mail.
pub fn parse_inbound(raw: &[u8], bot_address: &str) -> Result<Inbound, InboundError> {
    let msg = MessageParser::default().parse(raw).ok_or(InboundError::Unparsable)?;
    if msg.headers().is_empty() {
        return Err(InboundError::Unparsable);
    }

    let from_addr = msg.from().and_then(|a| a.iter().find(|a| a.address.is_some()));
    let from = match from_addr.and_then(|a| a.address()).filter(|a| !a.trim().is_empty()) {
        None => return Err(InboundError::NoSender),
        Some(raw) => mailbox_address(raw).map_err(InboundError::BadSender)?,
    };
    let from_name = from_addr.and_then(|a| a.name()).map(|n| n.trim().trim_matches('"').trim().to_string()).filter(|n| !n.is_empty());

    let mut to: Vec<String> = Vec::new();
    // Recipients only serve to find the bot's token address: one that is
    // not a usable address cannot be it.
    let mut add = |addr: &str| {
        if let Ok(a) = mailbox_address(addr) {
            if !to.contains(&a) {
                to.push(a);
            }
        }
    };
    for list in msg.all_to().chain(msg.all_cc()) {
        for a in list.iter() {
            if let Some(addr) = a.address() {
                add(addr);
            }
        }
    }
    for name in ["Delivered-To", "X-Original-To"] {
        for v in msg.header_as(name, HeaderForm::Addresses) {
            if let HeaderValue::Address(list) = v {
                for a in list.iter() {
                    if let Some(addr) = a.address() {
                        add(addr);
                    }
                }
            }
        }
    }

    // An id the bot could not write back into a header counts as absent.
    let message_id = msg.message_id().and_then(message_id::usable).unwrap_or_else(|| message_id::synthetic(raw));
    let in_reply_to = ids(msg.in_reply_to());
    let references = ids(msg.references());
    let subject = msg.subject().unwrap_or("").trim().to_string();

    let html = msg.html_body.iter().filter_map(|&i| msg.parts.get(i as usize)).any(|p| matches!(p.body, PartType::Html(_)));

    let text = fresh_text(&body_text(&msg));
    let skip = skip_reason(&msg, &from, bot_address);

    let content_language = msg
        .header_raw("Content-Language")
        .and_then(|v| v.split([',', '-', '_']).next())
        .map(|tag| tag.trim().to_ascii_lowercase())
        .filter(|tag| !tag.is_empty() && tag.len() <= 8 && tag.chars().all(|c| c.is_ascii_alphabetic()));

    Ok(Inbound { message_id, from, from_name, to, subject, in_reply_to, references, text, html, skip, content_language })
}

/// The whole body as text: the inline text parts, else the HTML ones converted.
fn body_text(msg: &mail_parser::Message<'_>) -> String {
    let mut text = String::new();
    for &i in &msg.text_body {
        let Some(part) = msg.parts.get(i as usize) else { continue };
        let piece = match &part.body {
            PartType::Text(t) => {
                let ct = part.content_type();
                let flowed = ct.and_then(|c| c.attribute("format")).is_some_and(|f| f.eq_ignore_ascii_case("flowed"));
                let delsp = ct.and_then(|c| c.attribute("delsp")).is_some_and(|f| f.eq_ignore_ascii_case("yes"));
                let t = t.replace("\r\n", "\n");
                if flowed {
                    unflow(&t, delsp)
                } else {
                    t
                }
            }
            PartType::Html(h) => html_to_text(h),
            _ => continue,
        };
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&piece);
    }
    if text.trim().is_empty() {
        // An empty text/plain next to a real HTML part: read the HTML.
        for &i in &msg.html_body {
            if let Some(PartType::Html(h)) = msg.parts.get(i as usize).map(|p| &p.body) {
                text.push_str(&html_to_text(h));
                text.push('\n');
            }
        }
    }
    text.replace('\r', "")
}

/// Joins RFC 3676 flowed lines (a line ending in a space continues on the
/// next line of the same quote depth) and removes space-stuffing.
fn unflow(text: &str, delsp: bool) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut open: Option<(usize, String)> = None; // (quote depth, text so far)
    for raw_line in text.split('\n') {
        let depth = raw_line.chars().take_while(|&c| c == '>').count();
        let mut content = &raw_line[depth..];
        if let Some(stripped) = content.strip_prefix(' ') {
            content = stripped; // space-stuffing, or the space after `>`
        }
        let is_sig = content == "-- ";
        let flowed = content.ends_with(' ') && !is_sig;
        let piece = if flowed && delsp { &content[..content.len() - 1] } else { content };
        match open.take() {
            Some((d, mut acc)) if d == depth && !is_sig => {
                acc.push_str(piece);
                if flowed {
                    open = Some((d, acc));
                } else {
                    out.push(render_quoted(d, &acc));
                }
            }
            prev => {
                if let Some((d, acc)) = prev {
                    out.push(render_quoted(d, &acc));
                }
                if flowed {
                    open = Some((depth, piece.to_string()));
                } else {
                    out.push(render_quoted(depth, piece));
                }
            }
        }
    }
    if let Some((d, acc)) = open {
        out.push(render_quoted(d, &acc));
    }
    out.join("\n")
}

fn render_quoted(depth: usize, s: &str) -> String {
    if depth == 0 {
        s.to_string()
    } else {
        format!("{} {}", ">".repeat(depth), s)
    }
}

/// The fresh part of a body text (see the module docs for the rules).
pub fn fresh_text(body: &str) -> String {
    let lines: Vec<&str> = body.split('\n').map(|l| l.trim_end_matches('\r')).collect();
    let mut out: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim();
        if line.trim_end() == "--" || is_mobile_signature(t) {
            break;
        }
        if is_separator_marker(t) || is_outlook_header_block(&lines, i) {
            break;
        }
        if is_underscore_rule(t) && next_nonblank(&lines, i + 1).is_some_and(|j| is_outlook_header_block(&lines, j)) {
            break;
        }
        if let Some(len) = attribution_len(&lines, i) {
            match next_nonblank(&lines, i + len) {
                Some(j) if is_quoted(lines[j]) => {
                    i += len;
                    continue;
                }
                _ => break,
            }
        }
        if is_quoted(line) {
            i += 1;
            continue;
        }
        out.push(line.trim_end());
        i += 1;
    }
    // trim blank lines at both ends, squeeze runs of blank lines
    let mut text = String::new();
    let mut blank = false;
    for l in out {
        if l.trim().is_empty() {
            blank = !text.is_empty();
            continue;
        }
        if blank {
            text.push('\n');
            blank = false;
        }
        text.push_str(l);
        text.push('\n');
    }
    text.truncate(text.trim_end().len());
    text
}

fn is_quoted(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

fn next_nonblank(lines: &[&str], from: usize) -> Option<usize> {
    (from..lines.len()).find(|&j| !lines[j].trim().is_empty())
}

const ATTRIBUTION_PREFIXES: &[&str] = &["on ", "am ", "le ", "el ", "il ", "op ", "em ", "den ", "dne ", "w dniu ", "on\u{a0}"];
/// Verbs of attribution lines; the German and Dutch forms put the name after
/// the verb (`Am ... schrieb Alice <a@b>:`), so the line need only end in `:`.
const ATTRIBUTION_VERBS: &[&str] =
    &["wrote", "writes", "schrieb", "a écrit", "escribió", "ha scritto", "schreef", "escreveu", "skrev", "kirjoitti", "napisał", "написал"];

fn looks_like_attribution(s: &str) -> bool {
    let s = s.trim_end().to_lowercase();
    s.ends_with(':') && ATTRIBUTION_VERBS.iter().any(|v| s.contains(v))
}

fn has_attribution_prefix(s: &str) -> bool {
    let s = s.trim_start().to_lowercase();
    ATTRIBUTION_PREFIXES.iter().any(|p| s.starts_with(p))
}

/// Number of lines (1 or 2) of an attribution line starting at `i`.
fn attribution_len(lines: &[&str], i: usize) -> Option<usize> {
    let l1 = lines[i].trim();
    if l1.is_empty() || is_quoted(l1) {
        return None;
    }
    let quote_follows = |after: usize| next_nonblank(lines, after).is_some_and(|j| is_quoted(lines[j]));
    if looks_like_attribution(l1) {
        // "On ... wrote:", or "Alice <alice@example.org> wrote:" right above a `>` quote
        if has_attribution_prefix(l1) || quote_follows(i + 1) {
            return Some(1);
        }
        return None;
    }
    if has_attribution_prefix(l1) {
        if let Some(l2) = lines.get(i + 1).map(|l| l.trim()) {
            if !l2.is_empty() && !is_quoted(l2) && looks_like_attribution(&format!("{l1} {l2}")) && l2.ends_with(':') {
                return Some(2);
            }
        }
    }
    None
}

/// `-----Original Message-----`, forward markers and their localized forms.
fn is_separator_marker(t: &str) -> bool {
    let lower = t.to_lowercase();
    if lower.starts_with("begin forwarded message")
        || lower.starts_with("anfang der weitergeleiteten nachricht")
        || lower.starts_with("début du message réexpédié")
    {
        return true;
    }
    if !lower.starts_with("--") {
        return false;
    }
    let core = lower.trim_matches(|c: char| c == '-' || c.is_whitespace());
    const MARKERS: &[&str] = &[
        "original message",
        "ursprüngliche nachricht",
        "originalnachricht",
        "message d'origine",
        "message d’origine",
        "mensaje original",
        "messaggio originale",
        "oorspronkelijk bericht",
        "mensagem original",
        "originalmeddelande",
        "opprinnelig melding",
        "oprindelig meddelelse",
        "alkuperäinen viesti",
        "forwarded message",
        "weitergeleitete nachricht",
        "message transféré",
        "mensaje reenviado",
        "messaggio inoltrato",
        "doorgestuurd bericht",
        "mensagem encaminhada",
    ];
    MARKERS.iter().any(|m| core == *m || core.starts_with(m))
}

const FROM_LABELS: &[&str] = &["from:", "von:", "de:", "de :", "da:", "van:", "från:", "fra:"];
const DATE_LABELS: &[&str] = &[
    "sent:",
    "date:",
    "gesendet:",
    "datum:",
    "envoyé :",
    "envoyé:",
    "enviado:",
    "enviado el:",
    "inviato:",
    "verzonden:",
    "skickat:",
    "sendt:",
    "data:",
];

fn starts_with_any(s: &str, labels: &[&str]) -> bool {
    let s = s.trim_start().trim_start_matches('*').to_lowercase();
    labels.iter().any(|l| s.starts_with(l))
}

/// Outlook's quote header: `From: ...` with `Sent:`/`Date:` within the next lines.
fn is_outlook_header_block(lines: &[&str], i: usize) -> bool {
    if !starts_with_any(lines[i], FROM_LABELS) {
        return false;
    }
    lines.iter().skip(i + 1).take(3).any(|l| starts_with_any(l, DATE_LABELS))
}

fn is_underscore_rule(t: &str) -> bool {
    t.len() >= 10 && t.chars().all(|c| c == '_')
}

/// Signatures that mobile clients append without a `-- ` line.
fn is_mobile_signature(t: &str) -> bool {
    let l = t.to_lowercase();
    let devices = ["iphone", "ipad", "android", "mobile", "galaxy", "samsung", "smartphone", "blackberry"];
    (l.starts_with("sent from ") && (devices.iter().any(|d| l.contains(d)) || l.contains("mail for windows")))
        || l.starts_with("get outlook for ")
        || (l.starts_with("von meinem ") && l.ends_with("gesendet"))
        || l.starts_with("envoyé de mon ")
        || l.starts_with("enviado desde mi ")
        || l.starts_with("inviato da ")
        || l.starts_with("verzonden vanaf mijn ")
        || l.starts_with("sent with proton mail")
}

/// Lowercased bare address: `"Alice" <Alice@Example.org>` -> `alice@example.org`.
pub fn normalize_address(addr: &str) -> String {
    addr.trim().trim_start_matches('<').trim_end_matches('>').trim().to_lowercase()
}

fn ids(v: &HeaderValue<'_>) -> Vec<String> {
    let raw: Vec<&str> = match v {
        HeaderValue::Text(t) => vec![t.as_ref()],
        HeaderValue::TextList(l) => l.iter().map(|t| t.as_ref()).collect(),
        _ => Vec::new(),
    };
    raw.into_iter().flat_map(|s| s.split_whitespace()).filter_map(message_id::usable).collect()
}

fn raw_headers<'a>(msg: &'a mail_parser::Message<'_>, name: &str) -> Vec<&'a str> {
    msg.headers_raw().filter(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.trim()).collect()
}

fn skip_reason(msg: &mail_parser::Message<'_>, from: &str, bot_address: &str) -> Option<SkipReason> {
    if is_own_address(from, bot_address) {
        return Some(SkipReason::FromSelf);
    }
    if let Some(why) = bounce_evidence(msg, from) {
        return Some(SkipReason::Bounce(why));
    }
    for v in raw_headers(msg, "Auto-Submitted") {
        let kind = v.split(';').next().unwrap_or("").trim();
        if !kind.eq_ignore_ascii_case("no") && !kind.is_empty() {
            return Some(SkipReason::AutoSubmitted(kind.to_string()));
        }
    }
    for name in ["X-Autoreply", "X-Autorespond", "X-Autoresponder"] {
        if let Some(v) = raw_headers(msg, name).first() {
            if !v.eq_ignore_ascii_case("no") {
                return Some(SkipReason::AutoSubmitted(format!("{name}: {v}")));
            }
        }
    }
    for v in raw_headers(msg, "Precedence") {
        let p = v.trim().to_ascii_lowercase();
        if ["bulk", "list", "junk", "auto_reply"].contains(&p.as_str()) {
            return Some(SkipReason::Precedence(p));
        }
    }
    if let Some(v) = raw_headers(msg, "List-Id").first() {
        return Some(SkipReason::MailingList(v.to_string()));
    }
    None
}

/// What shows that `msg` is a delivery report or other bounce, if anything.
/// Any one sign suffices: mail servers differ in which they set, and
/// answering a bounce can start a loop between two robots.
fn bounce_evidence(msg: &mail_parser::Message<'_>, from: &str) -> Option<String> {
    let local = from.rsplit_once('@').map_or(from, |(l, _)| l);
    const ROBOTS: &[&str] = &["mailer-daemon", "mailerdaemon", "mail-daemon", "postmaster"];
    if ROBOTS.iter().any(|r| local.eq_ignore_ascii_case(r)) {
        return Some(format!("From: {from}"));
    }
    // `<>` or `< >`: the null sender of RFC 5321.
    for v in raw_headers(msg, "Return-Path") {
        let bare: String = v.chars().filter(|c| !c.is_whitespace()).collect();
        if bare == "<>" {
            return Some("empty Return-Path".into());
        }
    }
    if !raw_headers(msg, "X-Failed-Recipients").is_empty() {
        return Some("X-Failed-Recipients".into());
    }
    const REPORTS: &[&str] = &["delivery-status", "global-delivery-status", "disposition-notification", "feedback-report"];
    for part in &msg.parts {
        let Some(ct) = part.content_type() else { continue };
        let (kind, sub) = (ct.ctype(), ct.subtype().unwrap_or(""));
        if kind.eq_ignore_ascii_case("multipart") && sub.eq_ignore_ascii_case("report") {
            return Some("multipart/report".into());
        }
        if kind.eq_ignore_ascii_case("message") && REPORTS.iter().any(|r| sub.eq_ignore_ascii_case(r)) {
            return Some(format!("message/{sub}"));
        }
    }
    None
}

/// `from` is the bot itself: its address or a `local+tag@domain` form of it.
pub fn is_own_address(from: &str, bot_address: &str) -> bool {
    let bot = normalize_address(bot_address);
    if from == bot {
        return true;
    }
    match (from.rsplit_once('@'), bot.rsplit_once('@')) {
        (Some((fl, fd)), Some((bl, bd))) => fd == bd && fl.split('+').next() == Some(bl),
        _ => false,
    }
}

#[cfg(test)]
mod tests;
