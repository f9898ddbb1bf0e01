//! A [`Scene`] as a standalone SVG document: the figurines and glyphs it
//! uses defined once (`<symbol>`, `<path>`) and placed with `<use>`, so
//! that it needs no font and no file beside it. Every square, piece, hand
//! and arrow says in `data-` attributes what it is (`data-square="e4"`,
//! `data-piece="white king"`, `data-marked`, `data-from`/`data-to`), and
//! the root says the whole position in words (`aria-label`, `<title>`).

use std::collections::BTreeSet;
use std::fmt::Write;

use super::font::{GLYPHS, UNITS_PER_EM};
use super::layout::{Attrs, Item, Scene, ARROW, ARROW_OPACITY, PAPER};
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
                    let _ = write!(
                        out,
                        "<use href=\"#{prefix}-g{}\" transform=\"{}\"/>",
                        glyph_index(*c),
                        glyph_transform(*x, *baseline, *size)
                    );
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
}

/// The scene as an SVG document; `alt` is the picture in words, `prefix`
/// starts every id it defines (pictures inlined in one page may share it:
/// the same id always defines the same drawing).
pub fn write(scene: &Scene, alt: &str, prefix: &str) -> String {
    let mut figurines = Vec::new();
    let mut glyphs = BTreeSet::new();
    collect(&scene.items, &mut figurines, &mut glyphs);
    let (w, h) = (scene.width, scene.height);
    let alt = escape(alt);
    let mut out = String::with_capacity(16 * 1024);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{alt}\">\n<title>{alt}</title>\n<defs>\n"
    );
    for f in &figurines {
        let _ = writeln!(out, "<symbol id=\"{prefix}-{}\" viewBox=\"0 0 {UNITS} {UNITS}\">{}</symbol>", f.code(), f.drawing());
    }
    for g in glyphs {
        let _ = writeln!(out, "<path id=\"{prefix}-g{g}\" d=\"{}\"/>", GLYPHS[g].path);
    }
    out.push_str("</defs>\n");
    let _ = writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>", PAPER.hex());
    items(&mut out, &scene.items, prefix);
    out.push_str("</svg>\n");
    out
}
