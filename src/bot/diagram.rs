//! A board of a mail as its HTML part shows it: the pictures of
//! `crate::picture` (PNG, one for the boards that belong together, else
//! one per board), embedded in the mail and linked by `cid:`, each with the
//! position in words as its `alt` text. A PNG paints every pixel, so no
//! font, client or dark mode changes the pieces; the ASCII board stays in
//! the text part. The pictures of one batch of mail come from its
//! [`Cache`]: players who see the same board share one drawing.
//!
//! A queued mail holds each picture as its diagram's code
//! (`crate::rules::diagram_code`, a few hundred bytes), drawn by [`drawn`]
//! when the mail leaves: the store never holds the pictures.
//! Drawing is pure, so a mail sent again after a crash is the same mail.

use std::borrow::Cow;

use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine as _;

use crate::i18n::board_words::diagram_in_words;
use crate::i18n::Language;
use crate::mail::{HtmlOut, InlineImage};
use crate::picture::{panels, Cache, Options};
use crate::rules::{diagram_code, Diagram};

/// The HTML that shows `d` to a reader of `language`, and the images it
/// links to. `message_id` is the mail's; `first` numbers the images (a
/// mail may show several boards). The boards' titles, the alt text and
/// the legend are in the reader's words.
pub fn figure(d: &Diagram, language: Language, pictures: &Cache, message_id: &str, first: usize) -> (String, Vec<InlineImage>) {
    let mut out = HtmlOut::new();
    let mut images = Vec::new();
    out.markup("<div style=\"margin:8px 0;\">");
    out.newline();
    let d = &diagram_in_words(d, language);
    for (i, panel) in panels(d).iter().enumerate() {
        let o = Options { language, ..Options::for_mail(panel) };
        // The code, drawn when the mail leaves; the picture itself for a
        // diagram the code cannot hold.
        let label = pictures.label(panel, &o);
        let (body, (width, height)) = match diagram_code::encode(panel) {
            Some(code) => (code, (label.width, label.height)),
            None => {
                let png = pictures.png(panel, &o);
                (png.bytes.clone(), (png.width, png.height))
            }
        };
        let n = first + i;
        let content_id = format!("board{n}.{message_id}");
        out.markup(&format!("<img src=\"cid:{content_id}\""));
        out.markup(&format!(" width=\"{width}\" height=\"{height}\""));
        // Side by side where the window allows, one under the other on a
        // phone; a picture wider than the window shrinks to fit it.
        out.markup(" style=\"display:inline-block;vertical-align:top;");
        out.markup("margin:0 12px 8px 0;border:0;max-width:100%;");
        out.markup("height:auto;\" alt=\"");
        out.escaped_attribute(&label.alt_escaped);
        out.markup("\">");
        out.newline();
        images.push(InlineImage {
            content_id,
            filename: format!("board-{n}.png"),
            content_type: "image/png".to_string(),
            body: std::sync::Arc::new(body),
        });
    }
    out.markup("</div>");
    out.newline();
    // The fairy pieces, said here rather than drawn: words in a picture
    // cost a board mail a fifth of its bytes.
    let legend = crate::picture::legend(d, language);
    if !legend.is_empty() {
        out.markup("<p style=\"margin:0 0 8px 0;\">");
        for (i, line) in legend.iter().enumerate() {
            if i > 0 {
                out.markup("<br>");
                out.newline();
            }
            out.text(line, false);
        }
        out.markup("</p>");
        out.newline();
    }
    (out.finish(), images)
}

/// The HTML that shows a picture of its own (an analysis's evaluation
/// graph) and the image it links to, numbered `n` in the mail.
pub fn picture(png: &crate::picture::Png, message_id: &str, n: usize) -> (String, InlineImage) {
    let mut out = HtmlOut::new();
    let content_id = format!("graph{n}.{message_id}");
    out.markup("<div style=\"margin:8px 0;\">");
    out.newline();
    out.markup(&format!("<img src=\"cid:{content_id}\""));
    out.markup(&format!(" width=\"{}\" height=\"{}\"", png.width, png.height));
    out.markup(" style=\"display:block;border:0;max-width:100%;");
    out.markup("height:auto;\" alt=\"");
    out.attribute(&png.alt);
    out.markup("\">");
    out.newline();
    out.markup("</div>");
    out.newline();
    let image = InlineImage {
        content_id,
        filename: format!("graph-{n}.png"),
        content_type: "image/png".to_string(),
        body: std::sync::Arc::new(png.bytes.clone()),
    };
    (out.finish(), image)
}

/// `raw` (a queued mail) as it leaves: each picture kept as its diagram's
/// code drawn as a PNG, in base64 lines as lettre writes them. A mail
/// without codes (or one whose code does not read) is left as it is.
pub fn drawn<'a>(raw: &'a [u8], pictures: &Cache) -> Cow<'a, [u8]> {
    // A part's body starts after the blank line that ends its headers; a
    // code's first 18 bytes are 24 characters of base64, always the same.
    let start = format!("\r\n\r\n{}", BASE64.encode(diagram_code::MAGIC));
    let mut found = memchr::memmem::find_iter(raw, start.as_bytes()).peekable();
    if found.peek().is_none() {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len() + 16 * 1024);
    let mut done = 0;
    for at in found {
        let body = at + 4;
        if body < done {
            continue;
        }
        // Only a picture part of the bot's own: a player's text quoted in
        // the mail may hold the same characters after a blank line.
        let part_start = memchr::memmem::rfind(&raw[..at], b"\r\n--").unwrap_or(0);
        if memchr::memmem::find(&raw[part_start..at], b"Content-Type: image/png").is_none() {
            continue;
        }
        // The body ends where the next boundary line starts.
        let Some(len) = memchr::memmem::find(&raw[body..], b"\r\n--") else { break };
        let end = body + len;
        let text: Vec<u8> = raw[body..end].iter().copied().filter(|b| !b.is_ascii_whitespace()).collect();
        let Some(d) = BASE64.decode(text).ok().and_then(|code| diagram_code::decode(&code)) else { continue };
        let png = pictures.png(&d, &Options::for_mail(&d));
        out.extend_from_slice(&raw[done..body]);
        out.extend_from_slice(png.base64_lines());
        done = end;
    }
    out.extend_from_slice(&raw[done..]);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Position, Side, Square, Variant};

    #[test]
    fn a_code_in_a_text_part_is_left_as_written() {
        let d = Position::start(Variant::Chess).unwrap().diagram_for(Side::new(0, Color::White));
        let code = BASE64.encode(diagram_code::encode(&d).expect("a chess diagram has a code"));
        let text = format!("Content-Type: text/plain; charset=utf-8\r\n\r\n{code}\r\n--b--\r\n");
        let png = format!("Content-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\n{code}\r\n--b--\r\n");
        let cache = Cache::new();
        assert_eq!(drawn(text.as_bytes(), &cache).as_ref(), text.as_bytes());
        assert_ne!(drawn(png.as_bytes(), &cache).as_ref(), png.as_bytes());
    }

    #[test]
    fn a_board_is_an_image_with_its_position_in_words() {
        let pos = Position::start(Variant::Chess).unwrap();
        let d = pos.diagram_for(Side::new(0, Color::Black)).mark(&[Square::new(0, 4, 1), Square::new(0, 4, 3)]);
        let cache = Cache::new();
        let (html, images) = figure(&d, Language::En, &cache, "abc@example.org", 1);
        assert_eq!(images.len(), 1);
        assert_eq!(images[0].content_id, "board1.abc@example.org");
        // The diagram's code, drawn as a PNG when the mail leaves.
        assert!(images[0].body.starts_with(diagram_code::MAGIC));
        assert!(html.contains("src=\"cid:board1.abc@example.org\""), "{html}");
        let flat = html.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("alt=\"Seen from Black&#39;s side. White: king e1,"), "{flat}");
        assert!(flat.contains("Last move: e2 to e4.\""), "{flat}");
        assert!(html.is_ascii() && html.lines().all(|l| l.len() < 76), "a 7bit part: {html}");
    }

    #[test]
    fn the_fairy_pieces_are_said_under_the_picture() {
        let d = Position::start(Variant::Tandem84).unwrap().diagram_for(Side::new(0, Color::White));
        let (html, _) = figure(&d, Language::En, &Cache::new(), "abc@example.org", 1);
        let flat = html.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("Chancellor (drawn as a knight on a bishop&#39;s foot): moves as a bishop or as a knight"), "{flat}");
        assert!(flat.contains("Ghost (drawn as a sheet with eyes): a rook on its board"), "{flat}");
        let chess = Position::start(Variant::Chess).unwrap().diagram_for(Side::new(0, Color::White));
        assert!(!figure(&chess, Language::En, &Cache::new(), "abc@example.org", 1).0.contains("<p"), "chess has no fairy pieces");
    }

    /// A German reader's figure: the legend, the alt text and the boards'
    /// titles drawn in the picture are German; the picture without words
    /// is the one an English reader gets.
    #[test]
    fn a_readers_figure_is_in_their_words() {
        use crate::i18n::Msg;
        let d = Position::start(Variant::Tandem84).unwrap().diagram_for(Side::new(0, Color::White));
        let cache = Cache::new();
        let (html, images) = figure(&d, Language::De, &cache, "abc@example.org", 1);
        let de = |m: Msg| m.text(Language::De);
        let legend =
            de(Msg::new("picture-legend").arg("role", "chancellor").arg("does", Msg::new("picture-does").arg("what", "chancellor")));
        // The HTML's characters as a reader sees them.
        let unescaped = regex::Regex::new(r"&#(\d+);")
            .unwrap()
            .replace_all(&html.replace("<wbr\n>", ""), |c: &regex::Captures| char::from_u32(c[1].parse().unwrap()).unwrap().to_string())
            .replace("&amp;", "&");
        let flat = unescaped.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(&legend), "{legend} in {flat}");
        assert!(flat.contains(&format!("alt=\"{}", de(Msg::new("picture-board-left")))), "{flat}");
        assert!(!flat.contains("drawn as") && !flat.contains("seen from"), "{flat}");
        let drawn = diagram_code::decode(&images[0].body).expect("a diagram's code");
        assert_eq!(drawn.boards[0].title_text().as_deref(), Some(Msg::new("picture-board-left").text(Language::De).as_str()));

        let chess = Position::start(Variant::Chess).unwrap().diagram_for(Side::new(0, Color::White));
        let (_, de_images) = figure(&chess, Language::De, &cache, "a@x", 1);
        let (_, en_images) = figure(&chess, Language::En, &cache, "b@x", 1);
        assert_eq!(de_images[0].body, en_images[0].body, "one picture for every language where it has no words");
    }

    #[test]
    fn a_queued_mail_leaves_with_its_pictures_drawn() {
        use crate::mail::{AutoSubmitted, Outbound};
        let cache = Cache::new();
        let bughouse = Position::start(Variant::Bughouse).unwrap().diagram_for(Side::new(0, Color::White));
        let (html, images) = figure(&bughouse, Language::En, &cache, "m@x", 1);
        let out = Outbound {
            from_name: "Tandem".into(),
            from: "bot@x".into(),
            reply_to: None,
            to: "p@x".into(),
            subject: "move".into(),
            message_id: "m@x".into(),
            in_reply_to: None,
            references: vec![],
            auto_submitted: AutoSubmitted::Replied,
            content_language: None,
            text: "board".into(),
            html: Some(format!("<html><body>{html}</body></html>")),
            inline_images: images,
            attachments: vec![],
        };
        let queued = out.to_bytes().unwrap();
        assert!(queued.len() < 4_000, "{} bytes queued", queued.len());
        let sent = drawn(&queued, &cache).into_owned();
        assert!(crate::mail::outbound::wire_problem(&sent).is_none());
        let msg = mail_parser::MessageParser::default().parse(&sent[..]).unwrap();
        use mail_parser::MimeHeaders;
        let pngs: Vec<Vec<u8>> = msg.attachments().filter(|a| a.content_id().is_some()).map(|a| a.contents().to_vec()).collect();
        let expected: Vec<Vec<u8>> = panels(&bughouse).iter().map(|p| crate::picture::png(p, &Options::for_mail(p)).bytes).collect();
        assert_eq!(pngs, expected, "the pictures, drawn at send time");
        // Drawn again (a crash before the marking): the same bytes; a
        // mail without codes is left alone.
        assert_eq!(drawn(&queued, &Cache::new()).into_owned(), sent);
        assert!(matches!(drawn(&sent, &cache), Cow::Borrowed(_)));
    }

    #[test]
    fn bughouse_boards_are_two_images_tandem84_one() {
        let cache = Cache::new();
        let bughouse = Position::start(Variant::Bughouse).unwrap().diagram_for(Side::new(0, Color::White));
        let (html, images) = figure(&bughouse, Language::En, &cache, "a@x", 1);
        assert_eq!(images.len(), 2, "{html}");
        assert!(html.contains("cid:board2.a@x"));
        let t84 = Position::start(Variant::Tandem84).unwrap().diagram_for(Side::new(0, Color::White));
        assert_eq!(figure(&t84, Language::En, &cache, "a@x", 3).1.len(), 1);
        // the same board twice is drawn once
        let before = cache.len();
        figure(&bughouse, Language::En, &cache, "b@x", 1);
        assert_eq!(cache.len(), before);
    }
}
