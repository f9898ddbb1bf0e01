//! A queued mail written again: the same mail (its headers, text, HTML and
//! attachments, read back from its bytes) with some passages of its text
//! replaced and a fresh `Date:`. The bot uses it for a mail whose stated
//! deadline moved while the mail waited in the outbox (an SMTP outage): the
//! deadline counts from when the mail leaves, and so must its words.

use mail_parser::{Address, HeaderValue, MessageParser, MimeHeaders, PartType};
use regex::Regex;

use super::outbound::{Attachment, AutoSubmitted, InlineImage, Outbound, OutboundError};
use super::HtmlOut;

/// `raw` (a mail the bot composed) with each `(old, new)` of `replace` put
/// in its text and HTML parts, built again with a fresh `Date:`.
pub fn rewrite(raw: &[u8], replace: &[(String, String)]) -> Result<Vec<u8>, OutboundError> {
    let mut out = read_back(raw).ok_or_else(|| OutboundError::Build("the queued mail cannot be read back to be written again".into()))?;
    for (old, new) in replace {
        out.text = out.text.replace(old.as_str(), new);
        if let Some(html) = out.html.as_mut() {
            *html = replace_in_html(html, old, new);
        }
    }
    out.to_bytes()
}

/// `raw` (a mail the bot composed) with every part 7bit or encoded, for a
/// relay that does not take 8bit mail; the same mail, with a fresh `Date:`.
pub fn seven_bit(raw: &[u8]) -> Result<Vec<u8>, OutboundError> {
    let out = read_back(raw).ok_or_else(|| OutboundError::Build("the queued mail cannot be read back to be written again".into()))?;
    out.to_seven_bit_bytes()
}

/// `old` as the HTML part writes it (escaped, maybe folded inside a
/// `<wbr>` where its line grew long) replaced by `new`, escaped.
fn replace_in_html(html: &str, old: &str, new: &str) -> String {
    let (old, new) = (escaped(old), escaped(new));
    // Any fold the HTML writer put between two characters of `old`.
    let folded: Vec<String> = old.chars().map(|c| regex::escape(&c.to_string())).collect();
    match Regex::new(&folded.join(r"(?:<wbr\r?\n>)?")) {
        Ok(re) => re.replace_all(html, regex::NoExpand(&new)).into_owned(),
        Err(_) => html.replace(&old, &new),
    }
}

/// Text as the HTML part escapes it.
fn escaped(s: &str) -> String {
    let mut h = HtmlOut::new();
    h.text(s, true);
    h.finish().replace("<wbr\n>", "")
}

/// The [`Outbound`] that `raw` was built from, as far as the bot's own
/// mails go (one text part, maybe an HTML alternative, attachments).
fn read_back(raw: &[u8]) -> Option<Outbound> {
    let msg = MessageParser::default().parse(raw)?;
    let first =
        |a: Option<&Address<'_>>| a.and_then(|a| a.first()).map(|a| (a.name().map(str::to_string), a.address().map(str::to_string)));
    let (from_name, from) = first(msg.from())?;
    let (_, to) = first(msg.to())?;
    let reply_to = first(msg.reply_to()).and_then(|(_, a)| a);
    let ids = |v: &HeaderValue<'_>| -> Vec<String> {
        match v {
            HeaderValue::Text(t) => vec![t.to_string()],
            HeaderValue::TextList(l) => l.iter().map(|t| t.to_string()).collect(),
            _ => vec![],
        }
    };
    let auto_submitted = match msg.header_raw("Auto-Submitted").map(str::trim) {
        Some("auto-generated") => AutoSubmitted::Generated,
        _ => AutoSubmitted::Replied,
    };
    let mut text = None;
    let mut html = None;
    let mut attachments = Vec::new();
    let mut inline_images = Vec::new();
    for part in &msg.parts {
        if let Some(name) = part.attachment_name() {
            let ct = part.content_type().map(|c| format!("{}/{}", c.ctype(), c.subtype().unwrap_or("octet-stream")));
            // A board picture the HTML shows (`cid:`).
            if let Some(id) = part.content_id() {
                inline_images.push(InlineImage {
                    content_id: id.trim().trim_matches(['<', '>']).to_string(),
                    filename: name.to_string(),
                    content_type: ct.unwrap_or_else(|| "application/octet-stream".into()),
                    body: std::sync::Arc::new(part.contents().to_vec()),
                });
                continue;
            }
            let body = part.contents().to_vec();
            // Text attachments went out with CRLF line ends; the builder puts them back.
            let body = match String::from_utf8(body) {
                Ok(t) => t.replace("\r\n", "\n").into_bytes(),
                Err(e) => e.into_bytes(),
            };
            attachments.push(Attachment {
                filename: name.to_string(),
                content_type: ct.unwrap_or_else(|| "application/octet-stream".into()),
                body,
            });
            continue;
        }
        match &part.body {
            PartType::Text(t) if text.is_none() => text = Some(t.replace("\r\n", "\n")),
            PartType::Html(h) if html.is_none() => html = Some(h.replace("\r\n", "\n")),
            _ => {}
        }
    }
    Some(Outbound {
        from_name: from_name.unwrap_or_default(),
        from: from?,
        reply_to,
        to: to?,
        subject: msg.subject().unwrap_or_default().to_string(),
        message_id: msg.message_id()?.to_string(),
        in_reply_to: ids(msg.in_reply_to()).into_iter().next(),
        references: ids(msg.references()),
        auto_submitted,
        text: text?,
        html,
        inline_images,
        attachments,
        content_language: msg.header_raw("Content-Language").and_then(|v| crate::rules::Language::from_code(v.trim())).map(|l| l.code()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::html_page::text_and_figures_page;
    use crate::mail::message_id::new_message_id;

    fn sample() -> Outbound {
        let text = "bob played 1... e5. Your move.\n\n  |r|n|b|q|k|b|n|r|  8\n\nYou have until 2026-03-02 06:03:21.\nŁukasz says hi\n";
        Outbound {
            from_name: "tandem referee".into(),
            from: "play@example.org".into(),
            reply_to: Some("play+42.k3y@example.org".into()),
            to: "alice@example.com".into(),
            subject: "[#42] Your move in Chess against bøb".into(),
            message_id: new_message_id("example.org"),
            in_reply_to: Some("CAF=xyz@mail.gmail.com".into()),
            references: vec!["a1@example.org".into(), "CAF=xyz@mail.gmail.com".into()],
            auto_submitted: AutoSubmitted::Generated,
            content_language: None,
            text: text.into(),
            html: Some(text_and_figures_page(text, &[])),
            inline_images: vec![InlineImage {
                content_id: "board.1@example.org".into(),
                filename: "board.png".into(),
                content_type: "image/png".into(),
                body: std::sync::Arc::new(vec![0x89, b'P', b'N', b'G', 0, 1, 2, 3]),
            }],
            attachments: vec![Attachment {
                filename: "game-42.pgn".into(),
                content_type: "application/x-chess-pgn".into(),
                body: b"[Event \"tandem #42\"]\n\n1. e4 e5 *\n".to_vec(),
            }],
        }
    }

    #[test]
    fn the_same_mail_comes_back_with_the_words_replaced() {
        let o = sample();
        let raw = o.to_bytes().unwrap();
        let again = rewrite(&raw, &[("2026-03-02 06:03:21".into(), "2026-03-02 06:09:55".into())]).unwrap();
        let back = read_back(&again).unwrap();
        assert_eq!(back.text.trim_end(), o.text.replace("06:03:21", "06:09:55").trim_end());
        let html = back.html.as_deref().unwrap();
        assert!(html.contains("2026-03-02 06:09:55") && !html.contains("06:03:21"), "{html}");
        assert_eq!(
            (&back.from_name, &back.from, &back.reply_to, &back.to, &back.subject),
            (&o.from_name, &o.from, &o.reply_to, &o.to, &o.subject)
        );
        assert_eq!((&back.message_id, &back.in_reply_to, &back.references), (&o.message_id, &o.in_reply_to, &o.references));
        assert_eq!((back.auto_submitted, &back.attachments), (o.auto_submitted, &o.attachments));
        assert_eq!(back.inline_images, o.inline_images, "the board pictures");
        assert_eq!(crate::mail::outbound::wire_problem(&again), None);
    }

    #[test]
    fn a_passage_folded_in_the_html_is_found() {
        let html = "<pre>You have until 2026-03-02 06:0<wbr\n>3:21 (your clock).</pre>";
        assert_eq!(
            replace_in_html(html, "2026-03-02 06:03:21", "2026-03-02 06:09:55"),
            "<pre>You have until 2026-03-02 06:09:55 (your clock).</pre>"
        );
        assert_eq!(replace_in_html("<p>a &amp; b</p>", "a & b", "c < d"), "<p>c &lt; d</p>");
    }
}
