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
//! it as resvg paints the SVG (tests compare the two), `words.rs` says it
//! in words, `cache.rs` keeps what a batch of mail draws twice.

mod cache;
mod font;
mod layout;
mod pieces;
mod raster;
mod svg;
mod text;
mod words;

pub use cache::Cache;
pub use layout::{ARROW, DARK, DARK_MARKED, INK, LABEL, LIGHT, LIGHT_MARKED, PAPER};
pub use pieces::Figurine;
pub use raster::render_svg;
pub use words::describe;

use crate::rules::Diagram;

/// The side of a square in pixels in mail: eight of them, the labels and
/// the margins fit a phone's 360 pixels.
pub const SQUARE_PX: u32 = 38;

/// How to draw a diagram.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The side of a square in pixels (the rest scales with it).
    pub square: u32,
    /// The start of every id the SVG defines; pictures inlined in one page
    /// may share it (an id always defines the same drawing).
    pub id_prefix: String,
}

impl Default for Options {
    fn default() -> Options {
        Options { square: SQUARE_PX, id_prefix: "tandem".to_string() }
    }
}

/// A PNG image of a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// The position in words ([`describe`]).
    pub alt: String,
}

/// The diagram as a standalone SVG document.
pub fn svg(d: &Diagram, o: &Options) -> String {
    svg::write(&layout::scene(d, o), &describe(d), &o.id_prefix)
}

/// The diagram as a PNG image: the pixels resvg renders from [`svg`]'s
/// document, within rounding.
pub fn png(d: &Diagram, o: &Options) -> Png {
    let scene = layout::scene(d, o);
    let bytes = raster::png(&raster::canvas(&scene));
    Png { bytes, width: scene.width, height: scene.height, alt: describe(d) }
}

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
