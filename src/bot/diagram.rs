//! A board of a mail as its HTML part shows it: the pictures of
//! `crate::picture` (PNG, one for the boards that belong together, else
//! one per board), embedded in the mail and linked by `cid:`, each with the
//! position in words as its `alt` text. A PNG paints every pixel, so no
//! font, client or dark mode changes the pieces; the ASCII board stays in
//! the text part. The pictures of one batch of mail come from its
//! [`Cache`]: players who see the same board share one drawing.

use crate::mail::{HtmlOut, InlineImage};
use crate::picture::{panels, Cache, Options};
use crate::rules::Diagram;

/// The HTML that shows `d`, and the images it links to. `message_id` is
/// the mail's; `first` numbers the images (a mail may show several boards).
pub fn figure(d: &Diagram, pictures: &Cache, message_id: &str, first: usize) -> (String, Vec<InlineImage>) {
    let mut out = HtmlOut::new();
    let mut images = Vec::new();
    out.markup("<div style=\"margin:8px 0;\">");
    out.newline();
    for (i, panel) in panels(d).iter().enumerate() {
        let png = pictures.png(panel, &Options::default());
        let n = first + i;
        let content_id = format!("board{n}.{message_id}");
        out.markup(&format!("<img src=\"cid:{content_id}\""));
        out.markup(&format!(" width=\"{}\" height=\"{}\"", png.width, png.height));
        // Side by side where the window allows, one under the other on a
        // phone; a picture wider than the window shrinks to fit it.
        out.markup(" style=\"display:inline-block;vertical-align:top;");
        out.markup("margin:0 12px 8px 0;border:0;max-width:100%;");
        out.markup("height:auto;\" alt=\"");
        out.attribute(&png.alt);
        out.markup("\">");
        out.newline();
        images.push(InlineImage {
            content_id,
            filename: format!("board-{n}.png"),
            content_type: "image/png".to_string(),
            body: std::sync::Arc::new(png.bytes.clone()),
        });
    }
    out.markup("</div>");
    out.newline();
    (out.finish(), images)
}

/// The HTML that shows a picture of its own (an analysis's evaluation
/// graph, issue 35) and the image it links to, numbered `n` in the mail.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Position, Side, Square, Variant};

    #[test]
    fn a_board_is_an_image_with_its_position_in_words() {
        let pos = Position::start(Variant::Chess).unwrap();
        let d = pos.diagram_for(Side::new(0, Color::Black)).mark(&[Square::new(0, 4, 1), Square::new(0, 4, 3)]);
        let cache = Cache::new();
        let (html, images) = figure(&d, &cache, "abc@example.org", 1);
        assert_eq!(images.len(), 1);
        assert_eq!(images[0].content_id, "board1.abc@example.org");
        assert!(images[0].body.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert!(html.contains("src=\"cid:board1.abc@example.org\""), "{html}");
        let flat = html.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("alt=\"Seen from Black&#39;s side. White: king e1,"), "{flat}");
        assert!(flat.contains("Last move: e2 to e4.\""), "{flat}");
        assert!(html.is_ascii() && html.lines().all(|l| l.len() < 76), "a 7bit part: {html}");
    }

    #[test]
    fn bughouse_boards_are_two_images_tandem84_one() {
        let cache = Cache::new();
        let bughouse = Position::start(Variant::Bughouse).unwrap().diagram_for(Side::new(0, Color::White));
        let (html, images) = figure(&bughouse, &cache, "a@x", 1);
        assert_eq!(images.len(), 2, "{html}");
        assert!(html.contains("cid:board2.a@x"));
        let t84 = Position::start(Variant::Tandem84).unwrap().diagram_for(Side::new(0, Color::White));
        assert_eq!(figure(&t84, &cache, "a@x", 3).1.len(), 1);
        // the same board twice is drawn once
        let before = cache.len();
        figure(&bughouse, &cache, "b@x", 1);
        assert_eq!(cache.len(), before);
    }
}
