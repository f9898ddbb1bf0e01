//! Prints `src/picture/font.rs`: each character of printable ASCII, and the
//! letters, quotes and dashes of the nine languages (`×` among them),
//! as an SVG path in font units (y down, the baseline at 0) with its
//! advance, from the font file named on the command line.

use std::fmt::Write;

struct Outline(String);

/// A coordinate as written: y turned down, no `-0`.
fn n(v: f32) -> f32 {
    if v == 0.0 {
        0.0
    } else {
        v
    }
}

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        write!(self.0, "M{} {}", n(x), n(-y)).unwrap();
    }
    fn line_to(&mut self, x: f32, y: f32) {
        write!(self.0, "L{} {}", n(x), n(-y)).unwrap();
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        write!(self.0, "Q{} {} {} {}", n(x1), n(-y1), n(x), n(-y)).unwrap();
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        write!(self.0, "C{} {} {} {} {} {}", n(x1), n(-y1), n(x2), n(-y2), n(x), n(-y)).unwrap();
    }
    fn close(&mut self) {
        self.0.push('Z');
    }
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: tandem-glyphs FONT.ttf");
    let data = std::fs::read(&path).expect("read the font");
    let face = ttf_parser::Face::parse(&data, 0).expect("a TrueType font");
    let name = face
        .names()
        .into_iter()
        .find(|n| n.name_id == ttf_parser::name_id::FULL_NAME && n.is_unicode())
        .and_then(|n| n.to_string())
        .unwrap_or_default();
    println!("//! Written by contrib/glyphs from {name} (licence: src/picture/assets/fonts/LICENSE);");
    println!("//! do not edit. Each glyph: its character, its advance and its outline");
    println!("//! as SVG path data, in font units (y down, the baseline at 0).");
    println!();
    println!("/// Font units per em.");
    println!("pub const UNITS_PER_EM: u16 = {};", face.units_per_em());
    println!("/// Above the baseline, in font units.");
    println!("pub const ASCENDER: i16 = {};", face.ascender());
    println!();
    println!("pub struct Glyph {{");
    println!("    pub ch: char,");
    println!("    pub advance: u16,");
    println!("    pub path: &'static str,");
    println!("}}");
    println!();
    // Printable ASCII, then the letters and marks of the nine languages'
    // words in a picture: Latin-1 (German, French, Spanish, Italian,
    // Portuguese, Dutch), Latin Extended-A (Polish), Russian's Cyrillic,
    // and typographic quotes and dashes.
    let chars: Vec<char> = (' '..='~')
        .chain('\u{a0}'..='\u{ff}')
        .chain('\u{100}'..='\u{17f}')
        .chain(['\u{401}', '\u{451}'])
        .chain('\u{410}'..='\u{44f}')
        .chain(['\u{2013}', '\u{2014}', '\u{2018}', '\u{2019}', '\u{201a}', '\u{201c}', '\u{201d}', '\u{201e}', '\u{2026}'])
        .filter(|c| *c != '\u{a0}' && *c != '\u{ad}')
        .collect();
    let mut chars = chars;
    chars.sort_unstable();
    chars.dedup();
    println!("/// Sorted by character.");
    println!("pub static GLYPHS: [Glyph; {}] = [", chars.len());
    for ch in chars {
        let id = face.glyph_index(ch).unwrap_or_else(|| panic!("{ch:?} is not in the font"));
        let mut outline = Outline(String::new());
        face.outline_glyph(id, &mut outline);
        let advance = face.glyph_hor_advance(id).expect("an advance");
        println!("    Glyph {{ ch: {ch:?}, advance: {advance}, path: {:?} }},", outline.0);
    }
    println!("];");
}
