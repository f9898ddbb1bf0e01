//! A [`Scene`] as a standalone SVG document: the figurines and glyphs it
//! uses defined once (`<symbol>`, `<path>`) and placed with `<use>`, so
//! that it needs no font and no file beside it. Every square, piece, hand
//! and arrow says in `data-` attributes what it is (`data-square="e4"`,
//! `data-piece="white king"`, `data-marked`, `data-from`/`data-to`), and
//! the root says the whole position in words (`aria-label`, `<title>`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write;

use super::font::{GLYPHS, UNITS_PER_EM};
use super::layout::{Attrs, Item, Scene, ARROW, ARROW_OPACITY, DARK, LABEL, LIGHT, PAPER};
use super::pieces::{Figurine, UNITS};
use super::text::glyph_index;

/// Text for an attribute value or element content.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The transform that sets a glyph of `size` px with its origin at `x, y`.
pub fn glyph_transform(x: i32, y: i32, size: u32) -> String {
    format!("translate({x} {y}) scale({})", size as f32 / f32::from(UNITS_PER_EM))
}

/// An arrow's outline as path data.
pub fn polygon(points: &[(f32, f32)]) -> String {
    let mut d = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(d, "{}{x} {y}", if i == 0 { 'M' } else { 'L' });
    }
    d.push('Z');
    d
}

/// The figurines and glyphs `items` use.
fn collect(items: &[Item], figurines: &mut Vec<Figurine>, glyphs: &mut BTreeSet<usize>) {
    for item in items {
        match item {
            Item::Group { items, .. } => collect(items, figurines, glyphs),
            Item::Figurine { figurine, .. } if !figurines.contains(figurine) => figurines.push(*figurine),
            Item::Text { glyphs: placed, .. } => glyphs.extend(placed.iter().map(|(c, _)| glyph_index(*c))),
            _ => {}
        }
    }
}

fn attrs(out: &mut String, attrs: &Attrs) {
    for (k, v) in attrs {
        let _ = write!(out, " {k}=\"{}\"", escape(v));
    }
}

fn items(out: &mut String, list: &[Item], prefix: &str) {
    for item in list {
        write_item(out, item, prefix);
    }
}

fn write_item(out: &mut String, item: &Item, prefix: &str) {
    match item {
        Item::Group { attrs: a, items: inner } => {
            out.push_str("<g");
            attrs(out, a);
            out.push_str(">\n");
            items(out, inner, prefix);
            out.push_str("</g>\n");
        }
        Item::Rect { x, y, w, h, fill, attrs: a } => {
            let _ = write!(out, "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{}\"", fill.hex());
            attrs(out, a);
            out.push_str("/>\n");
        }
        Item::Figurine { x, y, size, figurine, attrs: a } => {
            let _ = write!(out, "<use href=\"#{prefix}-{}\" x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\"", figurine.code());
            attrs(out, a);
            out.push_str("/>\n");
        }
        Item::Text { text, size, fill, baseline, glyphs } => {
            let _ = write!(out, "<g fill=\"{}\" data-text=\"{}\">", fill.hex(), escape(text));
            for (c, x) in glyphs {
                let _ =
                    write!(out, "<use href=\"#{prefix}-g{}\" transform=\"{}\"/>", glyph_index(*c), glyph_transform(*x, *baseline, *size));
            }
            out.push_str("</g>\n");
        }
        Item::Arrow { points, attrs: a } => {
            let _ = write!(out, "<path d=\"{}\" fill=\"{}\" fill-opacity=\"{ARROW_OPACITY}\"", polygon(points), ARROW.hex());
            attrs(out, a);
            out.push_str("/>\n");
        }
    }
}

/// The definitions (figurines, glyphs) the items use, one per line.
fn definitions(list: &[Item], prefix: &str) -> Vec<(String, String)> {
    let mut figurines = Vec::new();
    let mut glyphs = BTreeSet::new();
    collect(list, &mut figurines, &mut glyphs);
    let mut out = Vec::with_capacity(figurines.len() + glyphs.len());
    for f in &figurines {
        let id = format!("{prefix}-{}", f.code());
        out.push((id.clone(), format!("<symbol id=\"{id}\" viewBox=\"0 0 {UNITS} {UNITS}\">{}</symbol>", f.drawing())));
    }
    for g in glyphs {
        let id = format!("{prefix}-g{g}");
        out.push((id.clone(), format!("<path id=\"{id}\" d=\"{}\"/>", GLYPHS[g].path)));
    }
    out
}

/// The scene as an SVG document; `alt` is the picture in words, `prefix`
/// starts every id it defines (pictures inlined in one page may share it:
/// the same id always defines the same drawing).
pub fn write(scene: &Scene, alt: &str, prefix: &str) -> String {
    let mut out = String::with_capacity(16 * 1024);
    open_svg(&mut out, scene, alt);
    out.push_str("<defs>\n");
    for (_, d) in definitions(&scene.items, prefix) {
        out.push_str(&d);
        out.push('\n');
    }
    out.push_str("</defs>\n");
    let _ = writeln!(out, "<rect width=\"{}\" height=\"{}\" fill=\"{}\"/>", scene.width, scene.height, PAPER.hex());
    items(&mut out, &scene.items, prefix);
    out.push_str("</svg>\n");
    out
}

fn open_svg(out: &mut String, scene: &Scene, alt: &str) {
    let (w, h) = (scene.width, scene.height);
    let alt = escape(alt);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{alt}\">\n<title>{alt}</title>\n"
    );
}

/// The definitions the pictures of one page share, by id: the figurines
/// and glyphs, and each board's squares and labels (the same in every
/// position of a game), written once in a hidden `<svg>` of the page
/// ([`SharedDefs::svg`]) and used by every picture ([`write_sharing`]):
/// a game's page with a picture of every position stays small.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SharedDefs {
    defs: BTreeMap<String, String>,
    /// A board's geometry to the id of its background.
    backgrounds: HashMap<String, String>,
    /// A line of text (colour, size, words) to the id of its definition.
    texts: HashMap<String, String>,
}

/// The class of the hidden `<svg>` holding the shared definitions.
const DEFS_CLASS: &str = "picture-defs";

impl SharedDefs {
    /// The hidden `<svg>` holding every definition, one per line.
    pub fn svg(&self) -> String {
        let mut out = String::with_capacity(self.defs.values().map(|d| d.len() + 1).sum::<usize>() + 200);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"{DEFS_CLASS}\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\" style=\"position:absolute;width:0;height:0;overflow:hidden\"><defs>"
        );
        for d in self.defs.values() {
            out.push_str(d);
            out.push('\n');
        }
        out.push_str("</defs></svg>\n");
        out
    }

    /// The definitions of an earlier [`SharedDefs::svg`] (its lines), so
    /// that a page can take more pictures later.
    pub fn parse(svg: &str) -> SharedDefs {
        let mut defs = BTreeMap::new();
        for line in svg.lines() {
            let Some(rest) = line.split_once(" id=\"").map(|(_, r)| r) else { continue };
            if line.starts_with("<svg") {
                continue;
            }
            if let Some((id, _)) = rest.split_once('"') {
                defs.insert(id.to_string(), line.to_string());
            }
        }
        SharedDefs { defs, backgrounds: HashMap::new(), texts: HashMap::new() }
    }

    /// How many definitions there are.
    pub fn len(&self) -> usize {
        self.defs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    fn add(&mut self, id: String, def: String) {
        self.defs.entry(id).or_insert(def);
    }
}

/// Whether a board's item is the same in every position: a square (its
/// unmarked colour) or a file or rank label.
fn is_background(item: &Item) -> bool {
    match item {
        Item::Rect { attrs, .. } => attrs.iter().any(|(k, _)| *k == "data-square"),
        Item::Text { fill, .. } => *fill == LABEL,
        _ => false,
    }
}

fn is_marked(item: &Item) -> bool {
    matches!(item, Item::Rect { attrs, .. } if attrs.iter().any(|(k, _)| *k == "data-marked"))
}

/// A board's background: its squares unmarked and its labels.
fn background(list: &[&Item], prefix: &str) -> String {
    let mut out = String::with_capacity(list.len() * 100);
    for item in list {
        match item {
            Item::Rect { x, y, w, h, attrs: a, .. } => {
                let light = a.iter().any(|(k, v)| *k == "data-shade" && v == "light");
                let fill = if light { LIGHT } else { DARK };
                let plain: Attrs = a.iter().filter(|(k, _)| *k != "data-marked").cloned().collect();
                write_item(&mut out, &Item::Rect { x: *x, y: *y, w: *w, h: *h, fill, attrs: plain }, prefix);
            }
            other => write_item(&mut out, other, prefix),
        }
    }
    out
}

/// The scene as an SVG element for a page whose pictures share their
/// definitions in `shared` (to be written in the page once, with
/// [`SharedDefs::svg`]): the same picture as [`write`]'s, each board's
/// squares and labels drawn by one `<use>` of its background, the marked
/// squares over it; the position in words is its label only (no
/// `<title>`), and the pieces carry no `data-` names (the label has them).
pub fn write_sharing(scene: &Scene, alt: &str, prefix: &str, shared: &mut SharedDefs) -> String {
    for (id, d) in definitions(&scene.items, prefix) {
        shared.add(id, d);
    }
    let mut out = String::with_capacity(4 * 1024);
    // The position in words once, as the label (a page shows many).
    let (w, h) = (scene.width, scene.height);
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{}\">",
        escape(alt)
    );
    let _ = writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>", PAPER.hex());
    for item in &scene.items {
        share_item(&mut out, item, prefix, shared);
    }
    out.push_str("</svg>\n");
    out
}

/// One item of a picture sharing its definitions: a board by its
/// background, a line of text by a definition of its own (titles, hands
/// and legends repeat from position to position), a piece without its
/// names; anything else as [`write`] writes it.
fn share_item(out: &mut String, item: &Item, prefix: &str, shared: &mut SharedDefs) {
    match item {
        Item::Group { attrs: a, items: inner } if a.iter().any(|(k, _)| *k == "data-board") => {
            let id = board_background(a, inner, prefix, shared);
            out.push_str("<g");
            attrs(out, a);
            out.push_str(">\n");
            let mut used = false;
            for i in inner {
                if is_background(i) {
                    if !used {
                        let _ = writeln!(out, "<use href=\"#{id}\"/>");
                        used = true;
                    }
                    if !is_marked(i) {
                        continue;
                    }
                }
                share_item(out, i, prefix, shared);
            }
            out.push_str("</g>\n");
        }
        Item::Group { attrs: a, items: inner } => {
            out.push_str("<g");
            attrs(out, a);
            out.push_str(">\n");
            for i in inner {
                share_item(out, i, prefix, shared);
            }
            out.push_str("</g>\n");
        }
        // The pieces without their names: the label says them all.
        Item::Figurine { x, y, size, figurine, .. } => {
            let _ = writeln!(out, "<use href=\"#{prefix}-{}\" x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\"/>", figurine.code());
        }
        Item::Text { text, size, fill, baseline, glyphs } if !glyphs.is_empty() => {
            let x0 = glyphs[0].1;
            let key = format!("{}|{size}|{text}", fill.hex());
            let id = match shared.texts.get(&key) {
                Some(id) => id.clone(),
                None => {
                    let id = format!("{prefix}-t{:016x}", fnv(key.as_bytes()));
                    let mut def = format!("<g id=\"{id}\" fill=\"{}\" data-text=\"{}\">", fill.hex(), escape(text));
                    for (c, x) in glyphs {
                        let _ = write!(
                            def,
                            "<use href=\"#{prefix}-g{}\" transform=\"{}\"/>",
                            glyph_index(*c),
                            glyph_transform(x - x0, 0, *size)
                        );
                    }
                    def.push_str("</g>");
                    shared.add(id.clone(), def);
                    shared.texts.insert(key, id.clone());
                    id
                }
            };
            let _ = writeln!(out, "<use href=\"#{id}\" x=\"{x0}\" y=\"{baseline}\"/>");
        }
        other => write_item(out, other, prefix),
    }
}

/// The id of the background of a board (its group's `a` and items
/// `inner`), defined in `shared` the first time.
fn board_background(a: &Attrs, inner: &[Item], prefix: &str, shared: &mut SharedDefs) -> String {
    let bg: Vec<&Item> = inner.iter().filter(|i| is_background(i)).collect();
    // Boards of the same files, ranks and place have the same background.
    let key = {
        let mut k = String::new();
        for (name, v) in a.iter().filter(|(k, _)| matches!(*k, "data-board" | "data-files" | "data-ranks")) {
            let _ = write!(k, "{name}={v};");
        }
        if let Some(Item::Rect { x, y, w, .. }) = bg.iter().find(|i| matches!(i, Item::Rect { .. })) {
            let _ = write!(k, "{x},{y},{w};{}", bg.len());
        }
        k
    };
    if let Some(id) = shared.backgrounds.get(&key) {
        return id.clone();
    }
    let body = background(&bg, prefix);
    let id = format!("{prefix}-b{:016x}", fnv(body.as_bytes()));
    shared.add(id.clone(), format!("<g id=\"{id}\">{}</g>", body.replace('\n', "")));
    shared.backgrounds.insert(key, id.clone());
    id
}

/// FNV-1a, 64 bits: a background's id from its drawing.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}
