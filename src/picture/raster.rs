//! A [`Scene`] painted into pixels and written as PNG, as resvg renders its
//! SVG (`svg.rs`), but fast enough for every mail: a figurine or a glyph is
//! rendered by resvg once per size and background (from the same SVG
//! markup the document holds) and then copied to every place it stands,
//! which is a whole pixel; squares are filled rectangles; arrows are
//! filled with tiny-skia, the rasteriser resvg itself uses.
//!
//! The image is indexed: one byte a pixel into a fixed palette of the
//! picture's colours and the ramps that anti-aliasing makes between them
//! (a piece's outline over each square, grey inside the pieces, text on
//! the paper, the arrow over each of them). A pixel of another colour
//! takes the nearest in the palette, half a ramp's step off at most: the PNG is
//! three times smaller than in RGB, and compresses much faster. Nothing
//! depends on the machine: no font, no system library, integer positions.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use resvg::tiny_skia::{FillRule, Mask, PathBuilder, Pixmap, Transform};

use super::deflate;
use super::font::{ASCENDER, GLYPHS, UNITS_PER_EM};
use super::layout::{Item, Rgb, Scene, ARROW, ARROW_OPACITY, DARK, DARK_MARKED, INK, LABEL, LIGHT, LIGHT_MARKED, PAPER};
use super::pieces::{Figurine, UNITS};
use super::svg::glyph_transform;
use super::text::glyph_index;

const BLACK: Rgb = Rgb(0, 0, 0);
const WHITE: Rgb = Rgb(0xff, 0xff, 0xff);
/// The highlights of cburnett's black knight.
const HIGHLIGHT: Rgb = Rgb(0xec, 0xec, 0xec);
/// Steps of the ramps between two colours. Few: an edge's pixels are most
/// of a picture's bytes, and each level more is bytes more
/// (10/6/5 steps made the pictures 8% larger than these 4/4/3).
const RAMP: u32 = 4;
const TEXT_RAMP: u32 = 4;
const ARROW_RAMP: u32 = 3;

fn lerp(a: Rgb, b: Rgb, k: u32, of: u32) -> Rgb {
    let mix = |x: u8, y: u8| ((u32::from(x) * (of - k) + u32::from(y) * k + of / 2) / of) as u8;
    Rgb(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// What the arrow makes of a pixel of colour `c` that it covers whole.
fn under_arrow(c: Rgb) -> Rgb {
    lerp(c, ARROW, (ARROW_OPACITY * 255.0).round() as u32, 255)
}

/// The palette and the index of each colour seen so far.
struct Palette {
    colours: Vec<Rgb>,
    nearest: Mutex<Memo>,
}

type Memo = HashMap<Rgb, u8, foldhash::fast::RandomState>;

impl Palette {
    fn build() -> Palette {
        let squares = [PAPER, LIGHT, DARK, LIGHT_MARKED, DARK_MARKED];
        let mut colours: Vec<Rgb> = squares.to_vec();
        colours.extend([INK, LABEL, BLACK, WHITE, HIGHLIGHT]);
        let bases: Vec<Rgb> = squares.iter().copied().chain([BLACK, WHITE]).collect();
        for &bg in &squares {
            colours.extend((1..RAMP).map(|k| lerp(bg, BLACK, k, RAMP)));
        }
        colours.extend((1..RAMP).map(|k| lerp(BLACK, WHITE, k, RAMP)));
        for ink in [INK, LABEL] {
            colours.extend((1..TEXT_RAMP).map(|k| lerp(PAPER, ink, k, TEXT_RAMP)));
        }
        for &base in &bases {
            colours.extend((1..=ARROW_RAMP).map(|k| lerp(base, under_arrow(base), k, ARROW_RAMP)));
        }
        let mut unique = Vec::with_capacity(colours.len());
        for c in colours {
            if !unique.contains(&c) {
                unique.push(c);
            }
        }
        assert!(unique.len() <= 256, "the palette has {} colours", unique.len());
        Palette { colours: unique, nearest: Mutex::new(Memo::default()) }
    }

    fn index(&self, c: Rgb) -> u8 {
        self.nearest().of(c)
    }

    /// The memo held for many lookups (an arrow's pixels, a sprite's).
    fn nearest(&self) -> Nearest<'_> {
        Nearest { colours: &self.colours, memo: self.nearest.lock().unwrap_or_else(|e| e.into_inner()) }
    }
}

struct Nearest<'a> {
    colours: &'a [Rgb],
    memo: MutexGuard<'a, Memo>,
}

impl Nearest<'_> {
    fn of(&mut self, c: Rgb) -> u8 {
        let colours = self.colours;
        *self.memo.entry(c).or_insert_with(|| {
            let dist = |p: &Rgb| {
                let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
                d(p.0, c.0) + d(p.1, c.1) + d(p.2, c.2)
            };
            colours.iter().enumerate().min_by_key(|(_, p)| dist(p)).map_or(0, |(i, _)| i as u8)
        })
    }
}

fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(Palette::build)
}

/// What is rendered once and copied: a figurine at a size on a background,
/// a glyph at a size in a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Sprite {
    Figurine(Figurine, u32, u8),
    Glyph(usize, u32, Rgb),
}

/// A rendered sprite: its pixels as palette indices, and where its origin
/// lies in it.
struct Rendered {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
    origin: (i32, i32),
    /// Glyphs: the pixels equal to this (the paper) are left alone.
    clear: Option<u8>,
}

/// The sprites rendered so far, for the life of the process: the pieces and
/// glyphs at the few sizes and on the few backgrounds pictures use.
fn sprites() -> &'static Mutex<Sprites> {
    static SPRITES: OnceLock<Mutex<Sprites>> = OnceLock::new();
    SPRITES.get_or_init(Default::default)
}

/// Looked up for every piece and glyph of every picture: foldhash, not
/// std's SipHash.
type Sprites = HashMap<Sprite, Arc<Rendered>, foldhash::fast::RandomState>;

/// Renders an SVG document with resvg.
pub fn render_svg(svg: &str) -> Option<Pixmap> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).ok()?;
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height())?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Some(pixmap)
}

/// The opaque pixels of `pixmap` as palette indices.
fn indices(pixmap: &Pixmap) -> Vec<u8> {
    let mut nearest = palette().nearest();
    pixmap.data().chunks_exact(4).map(|px| nearest.of(Rgb(px[0], px[1], px[2]))).collect()
}

fn draw_sprite(key: Sprite) -> Option<Rendered> {
    let p = palette();
    let (svg, origin, clear) = match key {
        Sprite::Figurine(f, size, bg) => {
            let bg = p.colours[usize::from(bg)].hex();
            let svg = format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" viewBox=\"0 0 {UNITS} {UNITS}\"><rect width=\"{UNITS}\" height=\"{UNITS}\" fill=\"{bg}\"/>{}</svg>",
                f.drawing()
            );
            (svg, (0, 0), None)
        }
        Sprite::Glyph(i, size, fill) => {
            let g = &GLYPHS[i];
            let upem = u32::from(UNITS_PER_EM);
            let pad = 2;
            let ascent = (ASCENDER.max(0) as u32 * size).div_ceil(upem) + pad;
            let width = (u32::from(g.advance) * size).div_ceil(upem) + 2 * pad;
            let height = ascent + size / 2 + pad;
            let svg = format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\"><rect width=\"{width}\" height=\"{height}\" fill=\"{}\"/><path fill=\"{}\" transform=\"{}\" d=\"{}\"/></svg>",
                PAPER.hex(),
                fill.hex(),
                glyph_transform(pad as i32, ascent as i32, size),
                g.path
            );
            (svg, (pad as i32, ascent as i32), Some(p.index(PAPER)))
        }
    };
    let pixmap = render_svg(&svg)?;
    Some(Rendered { width: pixmap.width(), height: pixmap.height(), pixels: indices(&pixmap), origin, clear })
}

fn sprite(key: Sprite) -> Option<Arc<Rendered>> {
    if let Some(s) = sprites().lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Some(s.clone());
    }
    let s = Arc::new(draw_sprite(key)?);
    sprites().lock().unwrap_or_else(|e| e.into_inner()).insert(key, s.clone());
    Some(s)
}

/// An image of palette indices.
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Canvas {
    fn fill(&mut self, x: i32, y: i32, w: u32, h: u32, index: u8) {
        let (x0, x1) = (x.max(0) as u32, (x + w as i32).clamp(0, self.width as i32) as u32);
        for row in y.max(0) as u32..(y + h as i32).clamp(0, self.height as i32) as u32 {
            let at = (row * self.width) as usize;
            self.pixels[at + x0 as usize..at + x1 as usize].fill(index);
        }
    }

    fn blit(&mut self, s: &Rendered, x: i32, y: i32) {
        let (left, top) = (x - s.origin.0, y - s.origin.1);
        for row in 0..s.height as i32 {
            let cy = top + row;
            if cy < 0 || cy >= self.height as i32 {
                continue;
            }
            let src = &s.pixels[(row as u32 * s.width) as usize..((row as u32 + 1) * s.width) as usize];
            let (from, to) = ((-left).max(0), (self.width as i32 - left).min(s.width as i32));
            if from >= to {
                continue;
            }
            let at = (cy as u32 * self.width) as usize;
            let dst = &mut self.pixels[at + (left + from) as usize..at + (left + to) as usize];
            let src = &src[from as usize..to as usize];
            match s.clear {
                None => dst.copy_from_slice(src),
                Some(clear) => dst.iter_mut().zip(src).filter(|(_, s)| **s != clear).for_each(|(d, s)| *d = *s),
            }
        }
    }

    /// Blends the arrow over the pixels `points` covers.
    fn arrow(&mut self, points: &[(f32, f32)]) {
        let Some(path) = arrow_path(points) else { return };
        let b = path.bounds();
        let x0 = (b.left().floor() as i32 - 1).clamp(0, self.width as i32);
        let y0 = (b.top().floor() as i32 - 1).clamp(0, self.height as i32);
        let x1 = (b.right().ceil() as i32 + 1).clamp(0, self.width as i32);
        let y1 = (b.bottom().ceil() as i32 + 1).clamp(0, self.height as i32);
        let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
        let Some(mut mask) = Mask::new(w, h) else { return };
        // Whole pixels of translation: the coverage is as on the canvas.
        mask.fill_path(&path, FillRule::Winding, true, Transform::from_translate(-x0 as f32, -y0 as f32));
        let p = palette();
        let mut nearest = p.nearest();
        let alpha = f32::from(resvg::usvg::Opacity::new_clamped(ARROW_OPACITY).to_u8());
        for (row, covers) in mask.data().chunks_exact(w as usize).enumerate() {
            let at = ((y0 as u32 + row as u32) * self.width + x0 as u32) as usize;
            for (px, &cover) in self.pixels[at..at + w as usize].iter_mut().zip(covers) {
                if cover == 0 {
                    continue;
                }
                let under = p.colours[usize::from(*px)];
                let a = (alpha * f32::from(cover) / 255.0).round() as u32;
                *px = nearest.of(lerp(under, ARROW, a, 255));
            }
        }
    }
}

fn arrow_path(points: &[(f32, f32)]) -> Option<resvg::tiny_skia::Path> {
    let mut b = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    b.move_to(first.0, first.1);
    for p in rest {
        b.line_to(p.0, p.1);
    }
    b.close();
    b.finish()
}

fn paint(canvas: &mut Canvas, items: &[Item]) {
    let p = palette();
    for item in items {
        match item {
            Item::Group { items, .. } => paint(canvas, items),
            Item::Rect { x, y, w, h, fill, .. } => canvas.fill(*x, *y, *w, *h, p.index(*fill)),
            Item::Figurine { x, y, size, figurine, .. } => {
                // Drawn on what is under its top left corner, which no
                // piece reaches: its square, or the paper.
                let under = if *x >= 0 && *y >= 0 && (*x as u32) < canvas.width && (*y as u32) < canvas.height {
                    canvas.pixels[(*y as u32 * canvas.width + *x as u32) as usize]
                } else {
                    p.index(PAPER)
                };
                if let Some(s) = sprite(Sprite::Figurine(*figurine, *size, under)) {
                    canvas.blit(&s, *x, *y);
                }
            }
            Item::Text { size, fill, baseline, glyphs, .. } => {
                for (c, x) in glyphs {
                    if let Some(s) = sprite(Sprite::Glyph(glyph_index(*c), *size, *fill)) {
                        canvas.blit(&s, *x, *baseline);
                    }
                }
            }
            Item::Arrow { points, .. } => canvas.arrow(points),
        }
    }
}

/// The scene's pixels, painted in `pixels`' memory.
fn canvas_in(scene: &Scene, mut pixels: Vec<u8>) -> Canvas {
    pixels.clear();
    pixels.resize((scene.width * scene.height) as usize, palette().index(PAPER));
    let mut c = Canvas { width: scene.width, height: scene.height, pixels };
    paint(&mut c, &scene.items);
    c
}

/// The scene's PNG ([`png`] of its pixels). The pixels and rows of a
/// picture (about 100 KB each) are painted in memory the thread keeps:
/// fresh memory of that size is new pages, which the kernel zeroes.
pub fn scene_png(scene: &Scene) -> Vec<u8> {
    thread_local! {
        static MEMORY: std::cell::RefCell<(Vec<u8>, Vec<u8>)> = Default::default();
    }
    MEMORY.with(|memory| {
        let (pixels, rows) = &mut *memory.borrow_mut();
        let c = canvas_in(scene, std::mem::take(pixels));
        let png = png_in(&c, rows);
        *pixels = c.pixels;
        png
    })
}

/// The canvas as a PNG file, 8-bit indexed colour: a chess board in about
/// 6 KB. A mail carries it (as base64): bytes cost more than the time.
/// Compressed by `deflate.rs`, which knows what a picture's rows repeat.
pub fn png(c: &Canvas) -> Vec<u8> {
    png_in(c, &mut Vec::new())
}

/// [`png`], its rows written in `rows`' memory.
fn png_in(c: &Canvas, rows: &mut Vec<u8>) -> Vec<u8> {
    // Palette indices are no numbers to predict: unfiltered rows compress
    // best (a sixth smaller than with Up). Each row is its filter byte (0)
    // and its pixels.
    let width = c.width as usize;
    rows.clear();
    rows.reserve(c.pixels.len() + c.height as usize);
    for row in c.pixels.chunks(width.max(1)) {
        rows.push(0);
        rows.extend_from_slice(row);
    }
    let idat = deflate::zlib(rows, width + 1);
    let mut out = Vec::with_capacity(idat.len() + 1024);
    {
        let mut e = png::Encoder::new(&mut out, c.width, c.height);
        e.set_color(png::ColorType::Indexed);
        e.set_depth(png::BitDepth::Eight);
        e.set_palette(palette().colours.iter().flat_map(|c| [c.0, c.1, c.2]).collect::<Vec<u8>>());
        // Writing to memory cannot fail.
        if let Ok(mut w) = e.write_header() {
            let _ = w.write_chunk(png::chunk::IDAT, &idat);
            let _ = w.finish();
        }
    }
    out
}

/// An SVG document of the picture's colours (a graph: `graph.rs`) as an
/// indexed PNG like the boards': its pixels, width and height.
pub fn svg_to_png(svg: &str) -> Option<(Vec<u8>, u32, u32)> {
    let pixmap = render_svg(svg)?;
    let c = Canvas { width: pixmap.width(), height: pixmap.height(), pixels: indices(&pixmap) };
    Some((png(&c), c.width, c.height))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::layout::scene;
    use crate::picture::options::Options;
    use crate::rules::{Color, Game, Side, Variant};

    /// The pictures of a game after each of its first moves (the first
    /// legal move each time: pieces leave their ranks), both boards of a
    /// two-board game in one.
    fn pictures(variant: Variant, plies: usize) -> Vec<Canvas> {
        let mut g = Game::new(variant).expect("a game");
        let mut out = Vec::new();
        for ply in 0..plies {
            let Some(first) = g.position().legal_turn_notations().into_iter().next() else { break };
            let squares = g.play(&first).expect("a legal move").squares.clone();
            let side = Side::new(0, if ply % 2 == 0 { Color::Black } else { Color::White });
            let d = g.position().diagram_for(side).mark(&squares);
            out.push(canvas_in(&scene(&d, &Options::for_mail(&d)), Vec::new()));
        }
        out
    }

    #[test]
    fn a_picture_is_about_as_small_as_zlib_makes_it() {
        use std::io::Write as _;
        for variant in [Variant::Chess, Variant::Tandem84Knightrider, Variant::BughouseSync, Variant::TandemPawn] {
            let (mut ours, mut zlib) = (0, 0);
            for c in pictures(variant, 12) {
                let rows: Vec<u8> = c.pixels.chunks(c.width as usize).flat_map(|r| std::iter::once(0).chain(r.iter().copied())).collect();
                let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
                z.write_all(&rows).expect("in memory");
                zlib += z.finish().expect("in memory").len();
                let compressed = deflate::zlib(&rows, c.width as usize + 1);
                let mut back = Vec::new();
                std::io::Read::read_to_end(&mut flate2::read::ZlibDecoder::new(&compressed[..]), &mut back).expect("a zlib stream");
                assert_eq!(back, rows, "{variant:?}");
                ours += compressed.len();
            }
            assert!(ours * 100 <= zlib * 110, "{variant:?}: {ours} bytes against zlib's {zlib}");
        }
    }
}
