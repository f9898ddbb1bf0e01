//! The evaluation graph of an analysed game, as lichess draws
//! it: White's winning chances after each turn, from +1 (top) to -1
//! (bottom), White's side of the midline filled light and Black's dark, the
//! blunders and mistakes as dots. Drawn on its own opaque paper with a
//! frame, in the board pictures' colours (their palette makes the PNG), so
//! that it reads the same on a light and a dark background. No text in it:
//! the mail and the page say what it shows.

use std::fmt::Write as _;

use super::layout::{Rgb, DARK, INK, LABEL, LIGHT, PAPER};
use super::raster;
use super::render::Png;

pub const WIDTH: u32 = 600;
pub const HEIGHT: u32 = 180;
/// The frame and the paper around the plot.
const MARGIN: f64 = 6.0;

/// How a turn is marked on the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    Mistake,
    Blunder,
}

fn fill(c: Rgb) -> String {
    c.hex()
}

/// The graph as an SVG document. `chances[i]`: White's winning chances
/// after turn `i` (-1 to 1), with the start (0) before them.
pub fn svg(chances: &[f64], marks: &[Mark]) -> String {
    let (w, h) = (f64::from(WIDTH), f64::from(HEIGHT));
    let (left, right, top, bottom) = (MARGIN, w - MARGIN, MARGIN, h - MARGIN);
    let mid = (top + bottom) / 2.0;
    let n = chances.len().max(1) as f64;
    let x = |i: usize| left + (right - left) * i as f64 / n;
    let y = |c: f64| mid - (bottom - top) / 2.0 * c.clamp(-1.0, 1.0);
    let mut points = vec![(x(0), mid)];
    points.extend(chances.iter().enumerate().map(|(i, &c)| (x(i + 1), y(c))));
    let line: String = points.iter().map(|(a, b)| format!("{a:.1},{b:.1}")).collect::<Vec<_>>().join(" ");
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" viewBox=\"0 0 {WIDTH} {HEIGHT}\">\
         <rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"{paper}\"/>\
         <rect x=\"{left}\" y=\"{top}\" width=\"{pw}\" height=\"{ph}\" fill=\"{dark}\"/>",
        paper = fill(PAPER),
        dark = fill(DARK),
        pw = right - left,
        ph = bottom - top,
    );
    // White's area: from the curve down to the bottom (the more White
    // stands better, the more of it is light).
    let _ = write!(
        out,
        "<polygon fill=\"{}\" points=\"{left:.1},{bottom:.1} {line} {:.1},{bottom:.1}\"/>",
        fill(LIGHT),
        points.last().map_or(right, |p| p.0)
    );
    let last = points.last().map_or(left, |p| p.0);
    if last < right {
        let _ = write!(
            out,
            "<rect x=\"{last:.1}\" y=\"{top}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{}\"/>",
            right - last,
            bottom - top,
            fill(PAPER)
        );
    }
    let _ = write!(out, "<line x1=\"{left}\" y1=\"{mid}\" x2=\"{right}\" y2=\"{mid}\" stroke=\"{}\" stroke-width=\"1\"/>", fill(LABEL));
    let _ = write!(out, "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{line}\"/>", fill(INK));
    for (i, m) in marks.iter().enumerate() {
        let r = match m {
            Mark::None => continue,
            Mark::Mistake => 3.5,
            Mark::Blunder => 5.0,
        };
        let Some((cx, cy)) = points.get(i + 1) else { continue };
        let _ = write!(
            out,
            "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"/>",
            fill(INK),
            fill(PAPER)
        );
    }
    let _ = write!(
        out,
        "<rect x=\"0.5\" y=\"0.5\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1\"/></svg>",
        WIDTH - 1,
        HEIGHT - 1,
        fill(LABEL)
    );
    out
}

/// The graph as a PNG, with `alt` its words.
pub fn png(chances: &[f64], marks: &[Mark], alt: &str) -> Png {
    let (bytes, width, height) = raster::svg_to_png(&svg(chances, marks)).unwrap_or_default();
    Png { bytes, width, height, alt: alt.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_is_an_opaque_picture_with_both_areas() {
        let chances = [0.1, 0.05, 0.2, -0.6, -0.9, -1.0];
        let marks = [Mark::None, Mark::None, Mark::None, Mark::Blunder, Mark::None, Mark::None];
        let p = png(&chances, &marks, "graph");
        assert!(p.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert_eq!((p.width, p.height), (WIDTH, HEIGHT));
        let pixmap = raster::render_svg(&svg(&chances, &marks)).unwrap();
        let px = |x: u32, y: u32| {
            let i = ((y * WIDTH + x) * 4) as usize;
            let d = pixmap.data();
            (d[i], d[i + 1], d[i + 2], d[i + 3])
        };
        // opaque everywhere: the corner is paper, not transparent
        assert_eq!(px(2, 2), (0xff, 0xff, 0xff, 0xff));
        assert!(pixmap.data().chunks_exact(4).all(|p| p[3] == 0xff));
        // light below the curve (White's share), dark above; late Black
        // wins: dark fills the plot near the end
        let light = (LIGHT.0, LIGHT.1, LIGHT.2, 0xff);
        let dark = (DARK.0, DARK.1, DARK.2, 0xff);
        assert_eq!(px(20, 150), light);
        assert_eq!(px(20, 12), dark);
        assert_eq!(px(300, 150), light);
        assert_eq!(px(560, 100), dark);
        assert_eq!(px(560, 160), dark);
    }
}
