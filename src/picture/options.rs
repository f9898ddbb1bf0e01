//! How a picture is drawn: the size of its squares, the words it holds,
//! and the ids it defines.

use crate::rules::Diagram;

/// The side of a square in pixels on a web page (an SVG, which the
/// browser scales): eight of them, the labels and the margins fit a
/// phone's 360 pixels.
pub const SQUARE_PX: u32 = 38;

/// The side of a square in a mail's PNG, by what the picture holds. At
/// least 32 px everywhere: below that the pieces are hard to tell apart on
/// a desktop screen. The mails stay within their sizes (16 KB; 20 KB for
/// Tandem-84; 24 KB for the two-board games), as the daemon bench's
/// `sizes` measures (docs/benchmarks.md, "Mail sizes").
pub const MAIL_SQUARE_PX: u32 = 34;
pub const MAIL_TWINS_SQUARE_PX: u32 = 32;
pub const MAIL_TWO_BOARDS_SQUARE_PX: u32 = 32;

/// How to draw a diagram.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The side of a square in pixels (the rest scales with it).
    pub square: u32,
    /// The picture's words beyond its labels: the legend of the fairy
    /// pieces, `White's hand:` before a hand, and what follows a board's
    /// name in its title (`Board A: White to move`). A mail's picture
    /// leaves them to its text and HTML: drawn words are most of a
    /// picture's bytes; the pieces' colour says whose hand.
    pub words: bool,
    /// The language of those words (a mail's picture has none; its
    /// boards' titles come in words with the diagram).
    pub language: crate::i18n::Language,
    /// The start of every id the SVG defines; pictures inlined in one page
    /// may share it (an id always defines the same drawing).
    pub id_prefix: String,
}

impl Default for Options {
    fn default() -> Options {
        Options { square: SQUARE_PX, words: true, language: crate::i18n::Language::En, id_prefix: "tandem".to_string() }
    }
}

impl Options {
    /// The options that change the drawing: a picture without words is the
    /// same in every language.
    pub fn drawing(&self) -> Options {
        match self.words {
            true => self.clone(),
            false => Options { language: crate::i18n::Language::En, ..self.clone() },
        }
    }

    /// How a mail draws `panel` (one of [`super::panels`]): its squares
    /// sized by what it holds (twin boards; one board of two, which alone
    /// has a title; a one-board game), without the words its HTML says.
    pub fn for_mail(panel: &Diagram) -> Options {
        let square = match panel.boards.as_slice() {
            [one] if one.title.is_some() => MAIL_TWO_BOARDS_SQUARE_PX,
            [_] => MAIL_SQUARE_PX,
            _ => MAIL_TWINS_SQUARE_PX,
        };
        Options { square, words: false, ..Options::default() }
    }
}
