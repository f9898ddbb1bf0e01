//! How a picture is drawn: the size of its squares, and the ids it defines.

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
