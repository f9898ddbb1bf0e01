//! Where everything of a [`Diagram`] goes in its picture: a [`Scene`] of
//! rectangles, figurines, text and arrows in pixels, which `svg.rs` writes
//! as SVG and `raster.rs` paints. Squares, figurines and glyphs stand on
//! whole pixels; arrows are polygons with coordinates of two decimals, so
//! that both read the same numbers.

use super::options::Options;
use super::pieces::Figurine;
use super::text;
use crate::i18n::{Language, Msg};
use crate::rules::diagram::{BoardDiagram, HandDiagram, GHOSTS};
use crate::rules::{Color, Diagram, Piece, Role};

/// An opaque colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// The picture's own background: every pixel is painted, so a dark mode
/// that darkens the page around it changes nothing in it.
pub const PAPER: Rgb = Rgb(0xff, 0xff, 0xff);
/// The squares (the colours of the HTML diagrams before, and lichess's).
pub const LIGHT: Rgb = Rgb(0xf0, 0xd9, 0xb5);
pub const DARK: Rgb = Rgb(0xb5, 0x88, 0x63);
/// The last turn's squares, light and dark.
pub const LIGHT_MARKED: Rgb = Rgb(0xcd, 0xd2, 0x6a);
pub const DARK_MARKED: Rgb = Rgb(0xaa, 0xa2, 0x3a);
/// Titles, hands, legends and notes.
pub const INK: Rgb = Rgb(0x22, 0x22, 0x22);
/// File letters and rank numbers.
pub const LABEL: Rgb = Rgb(0x5a, 0x46, 0x32);
/// The last turn's arrows, drawn over the board at [`ARROW_OPACITY`].
pub const ARROW: Rgb = Rgb(0x15, 0x78, 0x1b);
pub const ARROW_OPACITY: f32 = 0.8;

/// Attributes that say what an element shows (`data-square="e4"`).
pub type Attrs = Vec<(&'static str, String)>;

pub struct Scene {
    pub width: u32,
    pub height: u32,
    /// Painted in order, over the paper.
    pub items: Vec<Item>,
}

pub enum Item {
    Group {
        attrs: Attrs,
        items: Vec<Item>,
    },
    Rect {
        x: i32,
        y: i32,
        w: u32,
        h: u32,
        fill: Rgb,
        attrs: Attrs,
    },
    /// A piece drawn in the square `size` px wide whose top left is `x, y`.
    Figurine {
        x: i32,
        y: i32,
        size: u32,
        figurine: Figurine,
        attrs: Attrs,
    },
    /// One line of text: each glyph at its left edge on the baseline.
    Text {
        text: String,
        size: u32,
        fill: Rgb,
        baseline: i32,
        glyphs: Vec<(char, i32)>,
    },
    /// A closed polygon filled with [`ARROW`].
    Arrow {
        points: Vec<(f32, f32)>,
        attrs: Attrs,
    },
}

/// The sizes of everything, from the side of a square.
struct Metrics {
    square: u32,
    margin: u32,
    title: u32,
    title_line: u32,
    label: u32,
    label_band: u32,
    hand: u32,
    hand_text: u32,
    gap: u32,
}

impl Metrics {
    fn new(square: u32) -> Metrics {
        let square = square.max(12);
        let label = (square * 3 / 10).max(8);
        let title = (square * 37 / 100).max(9);
        Metrics {
            square,
            margin: square / 4,
            title,
            title_line: title * 3 / 2,
            label,
            label_band: label * 16 / 10,
            hand: square * 7 / 10,
            hand_text: (square / 3).max(8),
            gap: square / 2,
        }
    }
}

/// Baseline of text of `size` px centred on `middle` (DejaVu's capitals
/// are 0.73 em high).
fn centred_baseline(middle: i32, size: u32) -> i32 {
    middle + (size * 73 / 200) as i32
}

fn text_item(s: &str, x: i32, baseline: i32, size: u32, fill: Rgb) -> Item {
    Item::Text { text: s.to_string(), size, fill, baseline, glyphs: text::place(s, x, size) }
}

/// One line of text, `x` its left edge or, with `centre`, its middle.
fn label(s: &str, x: i32, middle: i32, size: u32, centre: bool) -> Item {
    let left = if centre { x - (text::width(s, size) / 2) as i32 } else { x };
    text_item(s, left, centred_baseline(middle, size), size, LABEL)
}

/// `White's hand:` (with captions, in their language), then each role
/// held with its count.
fn hand_items(h: &HandDiagram, x: i32, y: i32, m: &Metrics, captions: Option<Language>) -> (Item, u32) {
    let middle = y + (m.hand / 2) as i32;
    let mut items = Vec::new();
    let mut cx = x;
    if let Some(language) = captions {
        let caption = Msg::new("picture-hand-caption").arg("color", h.color.name()).text(language);
        items.push(text_item(&caption, x, centred_baseline(middle, m.hand_text), m.hand_text, INK));
        cx += (text::width(&caption, m.hand_text) + m.hand_text / 2) as i32;
        if h.pieces.is_empty() {
            let none = Msg::new("picture-hand-none").text(language);
            items.push(text_item(&none, cx, centred_baseline(middle, m.hand_text), m.hand_text, INK));
            cx += text::width(&none, m.hand_text) as i32;
        }
    }
    let mut held = Vec::new();
    for &(role, n) in &h.pieces {
        let f = Figurine::Piece(Piece::new(h.color, role));
        items.push(Item::Figurine {
            x: cx,
            y,
            size: m.hand,
            figurine: f,
            attrs: vec![("data-piece", f.words()), ("data-count", n.to_string())],
        });
        cx += m.hand as i32;
        if n > 1 {
            let count = format!("\u{d7}{n}");
            items.push(text_item(&count, cx, centred_baseline(middle, m.hand_text), m.hand_text, INK));
            cx += text::width(&count, m.hand_text) as i32;
        }
        cx += (m.hand_text / 2) as i32;
        held.push(format!("{}{}", role.upper_char(), n));
    }
    let attrs = vec![("data-hand", h.color.name().to_lowercase()), ("data-pieces", held.join(" "))];
    (Item::Group { attrs, items }, (cx - x) as u32)
}

/// How the boards stand: what each one needs above and below it.
struct Bands {
    title: u32,
    hand: u32,
}

impl Bands {
    fn of(d: &Diagram, m: &Metrics) -> Bands {
        let any_title = d.boards.iter().any(|b| b.title.is_some());
        let any_hand = d.boards.iter().any(|b| b.hands.iter().any(Option::is_some));
        Bands { title: if any_title { m.title_line } else { 0 }, hand: if any_hand { m.hand + 4 } else { 0 } }
    }

    fn board_top(&self, top: u32) -> u32 {
        top + self.title + self.hand
    }
}

/// The centre of each square drawn, by square, for the arrows.
type Centres = Vec<(crate::rules::Square, String, (f32, f32))>;

/// One board at `x, top`: title, hands, squares, pieces, labels. Returns
/// its group and its width.
#[allow(clippy::too_many_arguments)]
fn board_items(
    b: &BoardDiagram,
    index: usize,
    x: i32,
    top: u32,
    bands: &Bands,
    m: &Metrics,
    words: Option<Language>,
    centres: &mut Centres,
) -> (Item, u32) {
    let s = m.square;
    let mut items = Vec::new();
    let mut width = m.label_band + s * b.files.len() as u32;
    if let Some(t) = if words.is_some() { b.title_text().map(|t| t.into_owned()) } else { b.name() } {
        items.push(text_item(&t, x, (top + m.title) as i32, m.title, INK));
        width = width.max(text::width(&t, m.title));
    }
    let board_y = bands.board_top(top) as i32;
    let board_x = x + m.label_band as i32;
    let rows = b.rows.len() as u32;
    for (r, (row, rank)) in b.rows.iter().zip(&b.ranks).enumerate() {
        let y = board_y + (r as u32 * s) as i32;
        items.push(label(&rank.to_string(), x + (m.label_band / 2) as i32, y + (s / 2) as i32, m.label, true));
        for (f, cell) in row.iter().enumerate() {
            let sx = board_x + (f as u32 * s) as i32;
            let fill = match (cell.light, cell.marked) {
                (true, false) => LIGHT,
                (false, false) => DARK,
                (true, true) => LIGHT_MARKED,
                (false, true) => DARK_MARKED,
            };
            let mut attrs = vec![("data-square", cell.name()), ("data-shade", if cell.light { "light" } else { "dark" }.to_string())];
            if cell.marked {
                attrs.push(("data-marked", "true".to_string()));
            }
            items.push(Item::Rect { x: sx, y, w: s, h: s, fill, attrs });
            centres.push((cell.square, cell.name(), (sx as f32 + s as f32 / 2.0, y as f32 + s as f32 / 2.0)));
        }
    }
    // Pieces after all squares: a piece never hides under a square.
    for (r, row) in b.rows.iter().enumerate() {
        for (f, cell) in row.iter().enumerate() {
            let Some(p) = cell.piece else { continue };
            let figurine = if cell.tandem { Figurine::Tandem(p.color) } else { Figurine::Piece(p) };
            let (sx, sy) = (board_x + (f as u32 * s) as i32, board_y + (r as u32 * s) as i32);
            items.push(Item::Figurine {
                x: sx,
                y: sy,
                size: s,
                figurine,
                attrs: vec![("data-square", cell.name()), ("data-piece", figurine.words())],
            });
        }
    }
    let files_middle = board_y + (rows * s + m.label_band / 2) as i32;
    for (f, file) in b.files.iter().enumerate() {
        items.push(label(&file.to_string(), board_x + (f as u32 * s + s / 2) as i32, files_middle, m.label, true));
    }
    let hand_y = [top + bands.title, bands.board_top(top) + rows * s + m.label_band + 2];
    for (h, y) in b.hands.iter().zip(hand_y) {
        if let Some(h) = h {
            let (group, w) = hand_items(h, board_x, y as i32, m, words);
            items.push(group);
            width = width.max(m.label_band + w);
        }
    }
    let mut attrs = vec![
        ("data-board", index.to_string()),
        ("data-files", b.files.iter().collect()),
        ("data-ranks", b.ranks.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(" ")),
    ];
    if let Some(t) = b.title_text() {
        attrs.push(("data-title", t.into_owned()));
    }
    (Item::Group { attrs, items }, width)
}

/// An arrow from the centre of one square towards the centre of another,
/// stopping short of it so that the piece there shows whole.
fn arrow(from: (f32, f32), to: (f32, f32), s: f32) -> Vec<(f32, f32)> {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let start = 0.0;
    let tip = len - 0.28 * s;
    let head = (0.36 * s).min(tip - start);
    let neck = tip - head;
    let (shaft, wing) = (0.075 * s, 0.22 * s);
    let at = |along: f32, across: f32| {
        let round = |v: f32| (v * 100.0).round() / 100.0;
        (round(from.0 + ux * along + nx * across), round(from.1 + uy * along + ny * across))
    };
    vec![at(start, shaft), at(neck, shaft), at(neck, wing), at(tip, 0.0), at(neck, -wing), at(neck, -shaft), at(start, -shaft)]
}

/// A legend line: the figurine, its role's name (`picture-legend`'s
/// `$role`), and what it does (`picture-does`).
fn legend_entries(d: &Diagram) -> Vec<(Figurine, &'static str, Msg)> {
    let mut out = Vec::new();
    for role in d.fairy_roles() {
        let f = Figurine::Piece(Piece::new(Color::White, role));
        let what = match (role, d.ghost) {
            (Role::Chancellor, _) => "chancellor",
            (Role::Marshall, _) => "marshall",
            (_, Some(g)) if g == GHOSTS[0] => "ghost-rook",
            (_, Some(g)) if g == GHOSTS[1] => "ghost-queen",
            _ => "other",
        };
        out.push((f, role.name(), Msg::new("picture-does").arg("what", what)));
    }
    if d.has_tandems() {
        out.push((Figurine::Tandem(Color::White), "tandem", Msg::new("picture-does").arg("what", "tandem")));
    }
    out
}

/// The legend in `language`'s words, for a picture drawn without it: each
/// fairy piece, how it is drawn, and what it does.
pub fn legend(d: &Diagram, language: Language) -> Vec<String> {
    legend_entries(d)
        .into_iter()
        .map(|(_, role, does)| Msg::new("picture-legend").arg("role", role).arg("does", does).text(language))
        .collect()
}

pub fn scene(d: &Diagram, o: &Options) -> Scene {
    let m = Metrics::new(o.square);
    let bands = Bands::of(d, &m);
    let mut items = Vec::new();
    let mut centres = Centres::new();
    let mut x = m.margin as i32;
    let top = m.margin;
    let mut boards_bottom = top;
    for (i, b) in d.boards.iter().enumerate() {
        let (group, w) = board_items(b, i, x, top, &bands, &m, o.words.then_some(o.language), &mut centres);
        items.push(group);
        x += (w + m.gap) as i32;
        let has_bottom_hand = b.hands[1].is_some();
        let bottom = bands.board_top(top) + b.rows.len() as u32 * m.square + m.label_band + if has_bottom_hand { m.hand + 4 } else { 0 };
        boards_bottom = boards_bottom.max(bottom);
    }
    let mut width = (x - m.gap as i32) as u32 + m.margin;
    let arrows: Vec<Item> = d
        .arrows
        .iter()
        .filter_map(|(from, to)| {
            let find = |sq| centres.iter().find(|c| c.0 == sq);
            let (a, b) = (find(*from)?, find(*to)?);
            Some(Item::Arrow {
                points: arrow(a.2, b.2, m.square as f32),
                attrs: vec![("data-from", a.1.clone()), ("data-to", b.1.clone())],
            })
        })
        .collect();
    if !arrows.is_empty() {
        items.push(Item::Group { attrs: vec![("data-arrows", arrows.len().to_string())], items: arrows });
    }
    // Legend and notes, wrapped to the boards' width (at least a phone's).
    let mut y = boards_bottom + m.margin / 2;
    let inner = width.saturating_sub(2 * m.margin).max(m.square * 6);
    let line = m.hand_text * 3 / 2;
    let mut legend = Vec::new();
    for (f, role, does) in legend_entries(d).into_iter().filter(|_| o.words) {
        let what = Msg::new("picture-legend-drawn").arg("role", role).arg("does", does).text(o.language);
        let text_x = m.margin + m.hand + m.hand_text / 2;
        let lines = text::wrap(&what, m.hand_text, inner - (text_x - m.margin));
        let height = (lines.len() as u32 * line).max(m.hand);
        legend.push(Item::Figurine { x: m.margin as i32, y: (y + (height - m.hand) / 2) as i32, size: m.hand, figurine: f, attrs: vec![] });
        let first = y + (height - lines.len() as u32 * line) / 2;
        for (i, l) in lines.iter().enumerate() {
            let middle = first + i as u32 * line + line / 2;
            legend.push(text_item(l, text_x as i32, centred_baseline(middle as i32, m.hand_text), m.hand_text, INK));
            width = width.max(text_x + text::width(l, m.hand_text) + m.margin);
        }
        y += height + 2;
    }
    if !legend.is_empty() {
        items.push(Item::Group { attrs: vec![("data-legend", "true".to_string())], items: legend });
    }
    for n in &d.notes {
        for l in text::wrap(&n.text(), m.title, inner) {
            items.push(text_item(&l, m.margin as i32, centred_baseline((y + m.title_line / 2) as i32, m.title), m.title, INK));
            width = width.max(m.margin * 2 + text::width(&l, m.title));
            y += m.title_line;
        }
    }
    Scene { width, height: y + m.margin / 2, items }
}
