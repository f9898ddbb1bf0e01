//! Board pictures: a position's [`Diagram`] (its boards as one player sees
//! them, turned for Black, with the last turn marked:
//! `position.diagram_for(side).mark(&played.squares)`) drawn as a
//! standalone SVG document or as a PNG image, the same on every machine and
//! in every mail client: the pieces are a real piece set (`pieces.rs`), the
//! text is drawn from glyph outlines (`font.rs`, `text.rs`), every pixel
//! has its colour, and nothing depends on a font, a client or a dark mode.
//!
//! Pure: a diagram and [`Options`] in, SVG text or PNG bytes out; no I/O.
//! `layout.rs` places everything, `svg.rs` writes it, `raster.rs` paints
//! it as resvg paints the SVG (tests compare the two), `render.rs` puts
//! them together, `words.rs` says it in words, `cache.rs` keeps what a
//! batch of mail draws twice.

mod cache;
mod deflate;
mod font;
pub mod graph;
mod layout;
mod options;
mod pieces;
mod raster;
mod render;
mod svg;
mod text;
mod words;

pub use cache::Cache;
pub use layout::{legend, ARROW, DARK, DARK_MARKED, INK, LABEL, LIGHT, LIGHT_MARKED, PAPER};
pub use options::{Options, SQUARE_PX};
pub use pieces::Figurine;
pub use raster::render_svg;
pub use render::{image, png, size, svg, svg_sharing, Image, Png};
pub use svg::{escape, SharedDefs};
pub use words::describe;

use crate::rules::Diagram;

/// The pictures a mail shows for a diagram: one for all its boards where
/// they belong together (one board, or Tandem-84's twins, whose ranks
/// must stay aligned), else one per board (bughouse's boards stand side
/// by side on a wide window and one under the other on a phone), each with
/// its own arrows; the notes go with the last.
pub fn panels(d: &Diagram) -> Vec<Diagram> {
    if d.joined || d.boards.len() < 2 {
        return vec![d.clone()];
    }
    let last = d.boards.len() - 1;
    d.boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let mut one = Diagram::new(vec![b.clone()]);
            one.arrows = d.arrows.iter().copied().filter(|(from, _)| b.cells().any(|c| c.square == *from)).collect();
            one.ghost = d.ghost;
            if i == last {
                one.notes = d.notes.clone();
            }
            one
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::rules::{Color, Position, Side, Variant};

    fn start(v: Variant, c: Color) -> Diagram {
        Position::start(v).unwrap().diagram_for(Side::new(0, c))
    }

    /// The legend's text lines, as the SVG names them.
    fn legend(svg: &str) -> Vec<String> {
        let part = &svg[svg.find("data-legend").expect("a legend")..];
        part.split("data-text=\"").skip(1).map(|t| t[..t.find('"').unwrap()].to_string()).collect()
    }

    #[test]
    fn each_tandem84_rule_set_says_what_its_ghost_does() {
        let swapping = legend(&svg(&start(Variant::Tandem84, Color::White), &Options::default())).join(" ");
        let knightrider = legend(&svg(&start(Variant::Tandem84Knightrider, Color::White), &Options::default())).join(" ");
        assert!(swapping.contains("chancellor: moves as a bishop or as a knight"), "{swapping}");
        assert!(swapping.contains("marshall: moves as a rook or as a knight"), "{swapping}");
        assert!(swapping.contains("ghost: a rook on its board, a bishop after a drop; may swap places"), "{swapping}");
        assert!(
            knightrider.contains("ghost: a queen on its board, a knightrider after a drop; friendly pieces pass through it"),
            "{knightrider}"
        );
        assert!(!svg(&start(Variant::Chess, Color::White), &Options::default()).contains("data-legend"), "chess needs no legend");
        // A mail's picture leaves the legend to the mail's words.
        let d = start(Variant::Tandem84, Color::White);
        assert!(!svg(&d, &Options::for_mail(&d)).contains("data-legend"));
        assert_eq!(
            super::legend(&d, Language::En)[0],
            "Chancellor (drawn as a knight on a bishop's foot): moves as a bishop or as a knight",
            "{:?}",
            super::legend(&d, Language::En)
        );
    }

    /// A picture's words in another language: the legend drawn in the
    /// web's pictures, the hands' captions, the titles, the position in
    /// words; each drawn from the font (no `?` for a letter it lacks).
    #[test]
    fn a_picture_speaks_the_language_of_its_options() {
        use crate::i18n::board_words::diagram_in_words;
        use crate::i18n::Msg;
        for language in [Language::De, Language::Ru, Language::Pl] {
            let o = Options { language, ..Options::default() };
            let d = diagram_in_words(&start(Variant::Tandem84Knightrider, Color::White), language);
            let drawn = svg(&d, &o);
            let does = Msg::new("picture-does").arg("what", "ghost-queen").text(language);
            let lines = legend(&drawn).join(" ");
            assert!(lines.contains(&does[..does.find(' ').unwrap()]), "{}: {lines}", language.code());
            assert!(!lines.contains("knightrider") && !lines.contains('?'), "{}: {lines}", language.code());
            let left = Msg::new("picture-board-left").text(language);
            assert!(drawn.contains(&escape(&left)), "{}: the left board's title", language.code());
            let words = describe(&d, language);
            assert!(words.starts_with(&left) && !words.contains("seen from"), "{}: {words}", language.code());

            let bughouse = diagram_in_words(&start(Variant::Bughouse, Color::White), language);
            let title = bughouse.boards[0].title_text().unwrap().into_owned();
            assert!(title.starts_with(&Msg::new("picture-board").arg("board", "A").text(language)), "{title}");
            assert_ne!(title, "Board A: White to move");
            let caption = Msg::new("picture-hand-caption").arg("color", "White").text(language);
            assert!(svg(&bughouse, &o).contains(&escape(&caption)), "{}: {caption}", language.code());
        }
    }

    #[test]
    fn the_png_is_the_svg_as_resvg_renders_it() {
        for (v, c) in [(Variant::Chess, Color::Black), (Variant::Tandem84, Color::White), (Variant::Crazyhouse, Color::White)] {
            let d = start(v, c);
            for o in [Options::default(), Options::for_mail(&d)] {
                let p = png(&d, &o);
                let rendered = render_svg(&svg(&d, &o)).expect("resvg renders it");
                let mut decoder = png::Decoder::new(std::io::Cursor::new(&p.bytes));
                decoder.set_transformations(png::Transformations::EXPAND);
                let mut reader = decoder.read_info().unwrap();
                let mut buf = vec![0; reader.output_buffer_size().unwrap()];
                reader.next_frame(&mut buf).unwrap();
                assert_eq!((rendered.width(), rendered.height()), (p.width, p.height));
                let far = buf
                    .chunks(3)
                    .zip(rendered.data().chunks(4))
                    .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 24))
                    .count();
                assert!(far * 500 < buf.len() / 3, "{v:?}: {far} pixels far off");
                // The same diagram, the same bytes.
                assert_eq!(png(&d, &o).bytes, p.bytes);
            }
        }
    }

    #[test]
    fn bughouse_splits_into_a_picture_per_board_with_its_own_arrow() {
        let pos = Position::start(Variant::Bughouse).unwrap();
        let e2e4 = [crate::rules::Square::new(1, 4, 1), crate::rules::Square::new(1, 4, 3)];
        let d = pos.diagram_for(Side::new(0, Color::White)).mark(&e2e4);
        let p = panels(&d);
        assert_eq!(p.len(), 2);
        assert_eq!((p[0].arrows.len(), p[1].arrows.len()), (0, 1), "the move on board B");
        // In a mail, each board's name and its pieces in hand, no more:
        // the mail's text says whose move it is and whose hand is whose.
        let mail = svg(&p[1], &Options::for_mail(&p[1]));
        assert!(mail.contains("data-text=\"Board B\""), "{mail}");
        let drawn: Vec<&str> = mail.split("data-text=\"").skip(1).map(|t| &t[..t.find('"').unwrap()]).collect();
        assert!(drawn.iter().all(|t| !t.contains("to move") && !t.contains("hand")), "{drawn:?}");
        assert!(svg(&p[1], &Options::default()).contains("data-text=\"Board B: White to move\""));
        assert_eq!(panels(&start(Variant::Tandem84, Color::Black)).len(), 1, "Tandem-84's twins stay together");
    }

    #[test]
    fn pictures_sharing_their_definitions_draw_what_the_standalone_ones_draw() {
        use crate::rules::{Game, Square};
        let mut game = Game::new(Variant::Crazyhouse).unwrap();
        for t in ["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5"] {
            game.play(t).unwrap();
        }
        let marked = game.played().last().unwrap().squares.clone();
        let crazy = game.position().diagram_for(Side::new(0, Color::White)).mark(&marked);
        let e2e4 = [Square::new(0, 4, 1), Square::new(0, 4, 3)];
        let diagrams = [
            start(Variant::Chess, Color::White).mark(&e2e4),
            start(Variant::Chess, Color::White),
            crazy,
            start(Variant::Tandem84, Color::White),
            Position::start(Variant::BughouseSync).unwrap().diagram_for(Side::new(0, Color::White)),
        ];
        let o = Options { id_prefix: "p".into(), ..Options::default() };
        let mut shared = SharedDefs::default();
        let pictures: Vec<String> = diagrams.iter().map(|d| svg_sharing(d, &o, &mut shared)).collect();
        // Chess twice: one background for both.
        let backgrounds = shared.svg().lines().filter(|l| l.starts_with("<g id=\"p-b")).count();
        assert_eq!(backgrounds, 1 + 1 + 2 + 2, "chess, crazyhouse, tandem84's twins, bughouse's two boards");
        let again = SharedDefs::parse(&shared.svg());
        assert_eq!(again.svg(), shared.svg(), "the definitions read back from the page");
        for (d, picture) in diagrams.iter().zip(&pictures) {
            let alone = svg(d, &o);
            assert!(picture.len() * 2 < alone.len(), "{} bytes shared against {} alone", picture.len(), alone.len());
            // The picture with the page's definitions in it, drawn by resvg.
            let defs = shared.svg();
            let inner = &defs[defs.find("<defs>").unwrap()..defs.find("</svg>").unwrap()];
            let at = picture.find("<rect").unwrap();
            let whole = format!("{}{inner}{}", &picture[..at], &picture[at..]);
            let (a, b) = (render_svg(&alone).unwrap(), render_svg(&whole).expect("resvg reads it"));
            assert_eq!((a.width(), a.height()), (b.width(), b.height()));
            assert!(a.data() == b.data(), "the same pixels");
        }
    }
}
