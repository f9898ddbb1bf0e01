//! The board pictures of the bot's mail as readers see them. For every
//! game, after the first move, the mover's and the opponent's mails (both
//! orientations):
//! - the SVG the renderer makes for the mail's position and orientation is
//!   valid XML and says square by square what the mail's ASCII board shows
//!   (pieces, orientation, hands, the last move's squares and arrows);
//! - each PNG in the mail is the rasterisation of exactly that SVG (resvg,
//!   within rounding), under 20 KB, and sampled: every occupied square's
//!   middle differs from the empty square, White's pieces are light and
//!   Black's dark, an arrow crosses the middle of each move;
//! - in headless Chromium (Debian's `chromium`), the two mails on one page
//!   in light mode and in forced dark mode (`--force-dark-mode` with the
//!   automatic darkening of pages): the boards where they belong, the same
//!   pictures pixel for pixel in both, the pieces sampled again in both, the
//!   text light on dark in dark mode; at a phone's 390 pixels nothing runs
//!   off the edge.
//!
//! And all the SVGs on one page in Chromium look like their PNGs.
//!
//! The screenshots stay in `CARGO_TARGET_TMPDIR/diagrams/` for a person to
//! look at. Without Chromium the browser parts are skipped, unless
//! TANDEM_MAILSTACK is set (the whole suite, CI): then they fail, saying how
//! to install it (`bash tests/browser.sh`).

use crate::chromium;
use crate::offline;

use std::path::{Path, PathBuf};
use std::process::Command;

use offline::{one, Received, World};
use tandem::picture::{self, Options};
use tandem::rules::{Color, Diagram, Game, Side, Variant};

/// The square colours, as in `tandem::picture`.
const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
const DARK: [u8; 3] = [0xb5, 0x88, 0x63];
const LIGHT_MARKED: [u8; 3] = [0xcd, 0xd2, 0x6a];
const DARK_MARKED: [u8; 3] = [0xaa, 0xa2, 0x3a];
const SQUARE_PX: usize = picture::SQUARE_PX as usize;

fn near(p: [u8; 3], c: [u8; 3], by: u8) -> bool {
    p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= by)
}

fn is_square(p: [u8; 3]) -> bool {
    [LIGHT, DARK, LIGHT_MARKED, DARK_MARKED].iter().any(|c| near(p, *c, 3))
}

/// A square's colour or a blend of two (where a picture is scaled down).
fn is_squareish(p: [u8; 3]) -> bool {
    let all = [LIGHT, DARK, LIGHT_MARKED, DARK_MARKED];
    (0..3).all(|k| {
        let (lo, hi) = (all.iter().map(|c| c[k]).min().unwrap(), all.iter().map(|c| c[k]).max().unwrap());
        (lo.saturating_sub(4)..=hi.saturating_add(4)).contains(&p[k])
    }) && !is_arrow(p)
}

/// The arrow's green over anything.
fn is_arrow(p: [u8; 3]) -> bool {
    p[1] as i32 > p[0] as i32 + 40 && p[1] as i32 > p[2] as i32 + 40
}

fn luminance(p: [u8; 3]) -> u32 {
    (299 * p[0] as u32 + 587 * p[1] as u32 + 114 * p[2] as u32) / 1000
}

/// Pixels, RGB.
struct Image {
    width: usize,
    height: usize,
    pixels: Vec<[u8; 3]>,
}

impl Image {
    fn at(&self, x: usize, y: usize) -> [u8; 3] {
        self.pixels[y * self.width + x]
    }

    fn decode(bytes: &[u8]) -> Image {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("png header");
        let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut buf).expect("png frame");
        let step = match info.color_type {
            png::ColorType::Rgb => 3,
            png::ColorType::Rgba => 4,
            other => panic!("unexpected PNG colour type {other:?}"),
        };
        let pixels = buf[..info.buffer_size()].chunks(step).map(|c| [c[0], c[1], c[2]]).collect();
        Image { width: info.width as usize, height: info.height as usize, pixels }
    }

    fn from_pixmap(p: &resvg::tiny_skia::Pixmap) -> Image {
        let pixels = p.data().chunks(4).map(|c| [c[0], c[1], c[2]]).collect();
        Image { width: p.width() as usize, height: p.height() as usize, pixels }
    }

    /// The bounding boxes (x0, y0, x1, y1) of the boards: the connected
    /// areas of square colours, top to bottom, then left to right.
    fn boards(&self) -> Vec<(usize, usize, usize, usize)> {
        self.areas(is_square)
    }

    /// The same where the pictures may be scaled down (the squares' edges
    /// blend).
    fn scaled_boards(&self) -> Vec<(usize, usize, usize, usize)> {
        self.areas(is_squareish)
    }

    fn areas(&self, square: fn([u8; 3]) -> bool) -> Vec<(usize, usize, usize, usize)> {
        let (w, h) = (self.width, self.height);
        let square: Vec<bool> = self.pixels.iter().map(|p| square(*p)).collect();
        let mut seen = vec![false; w * h];
        let mut boxes = Vec::new();
        for start in 0..w * h {
            if !square[start] || seen[start] {
                continue;
            }
            let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
            let mut stack = vec![start];
            seen[start] = true;
            let mut count = 0;
            while let Some(i) = stack.pop() {
                count += 1;
                let (x, y) = (i % w, i / w);
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
                for j in [(x > 0).then(|| i - 1), (x + 1 < w).then(|| i + 1), (y > 0).then(|| i - w), (y + 1 < h).then(|| i + w)]
                    .into_iter()
                    .flatten()
                {
                    if square[j] && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            // A board, not a legend's figurine on a stray pixel.
            if count > 20 * 20 * 16 {
                boxes.push((x0, y0, x1, y1));
            }
        }
        boxes.sort_by_key(|b| (b.1 / 100, b.0));
        boxes
    }
}

// ----- the SVG read back -----

struct Cell {
    name: String,
    x: usize,
    y: usize,
    size: usize,
    light: bool,
    marked: bool,
    /// `white king`, `black tandem of two pawns`.
    piece: Option<String>,
}

struct SvgBoard {
    files: String,
    ranks: Vec<u8>,
    /// Drawing order: rows top to bottom, each left to right.
    cells: Vec<Cell>,
    /// (colour, `Q1 N2`).
    hands: Vec<(String, String)>,
}

struct Svg {
    width: usize,
    height: usize,
    boards: Vec<SvgBoard>,
    /// (from, to) square names.
    arrows: Vec<(String, String)>,
    /// The position in words.
    alt: String,
}

fn read_svg(svg: &str) -> Svg {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("the SVG is not valid XML: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let num =
        |n: roxmltree::Node, a: &str| n.attribute(a).and_then(|v| v.parse::<f64>().ok()).unwrap_or_else(|| panic!("{a} of {n:?}")) as usize;
    let mut boards = Vec::new();
    for b in root.descendants().filter(|n| n.attribute("data-board").is_some()) {
        let mut cells: Vec<Cell> = b
            .descendants()
            .filter(|n| n.tag_name().name() == "rect" && n.attribute("data-square").is_some())
            .map(|r| Cell {
                name: r.attribute("data-square").unwrap().to_string(),
                x: num(r, "x"),
                y: num(r, "y"),
                size: num(r, "width"),
                light: r.attribute("data-shade") == Some("light"),
                marked: r.attribute("data-marked") == Some("true"),
                piece: None,
            })
            .collect();
        for u in b.descendants().filter(|n| n.tag_name().name() == "use" && n.attribute("data-square").is_some()) {
            let name = u.attribute("data-square").unwrap();
            let cell = cells.iter_mut().find(|c| c.name == name).expect("a piece on a square of its board");
            assert!(cell.piece.is_none(), "two pieces on {name}");
            cell.piece = u.attribute("data-piece").map(str::to_string);
        }
        let hands = b
            .descendants()
            .filter_map(|n| Some((n.attribute("data-hand")?.to_string(), n.attribute("data-pieces")?.to_string())))
            .collect();
        boards.push(SvgBoard {
            files: b.attribute("data-files").unwrap().to_string(),
            ranks: b.attribute("data-ranks").unwrap().split(' ').map(|r| r.parse().unwrap()).collect(),
            cells,
            hands,
        });
    }
    let arrows =
        root.descendants().filter_map(|n| Some((n.attribute("data-from")?.to_string(), n.attribute("data-to")?.to_string()))).collect();
    Svg {
        width: num(root, "width"),
        height: num(root, "height"),
        boards,
        arrows,
        alt: root.attribute("aria-label").unwrap_or("").to_string(),
    }
}

/// The letter the ASCII board shows for a piece (`T`/`t` for tandems).
fn letter(piece: &str) -> char {
    let (color, role) = piece.split_once(' ').unwrap();
    let c = match role {
        "king" => 'k',
        "queen" => 'q',
        "rook" => 'r',
        "bishop" => 'b',
        "knight" => 'n',
        "pawn" => 'p',
        "chancellor" => 'c',
        "marshall" => 'm',
        "ghost" => 'g',
        "tandem of two pawns" => 't',
        other => panic!("unknown piece {other}"),
    };
    if color == "white" {
        c.to_ascii_uppercase()
    } else {
        c
    }
}

/// The boards of a mail's text: each `|x|x|...|` run of a line is a row of
/// a board; boards side by side are runs of the same lines.
fn ascii_boards(text: &str) -> Vec<Vec<Vec<char>>> {
    let mut boards: Vec<Vec<Vec<char>>> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let runs: Vec<Vec<char>> = line
            .split(' ')
            .filter(|r| r.len() > 2 && r.starts_with('|') && r.ends_with('|'))
            .map(|r| r.trim_matches('|').split('|').map(|c| c.chars().next().unwrap_or('_')).collect())
            .collect();
        if runs.is_empty() {
            open = false;
            continue;
        }
        if !open {
            boards.extend(runs.iter().map(|_| Vec::new()));
            open = true;
        }
        let first = boards.len() - runs.len();
        for (i, r) in runs.into_iter().enumerate() {
            boards[first + i].push(r);
        }
    }
    boards
}

/// The SVG says what the mail's text shows, square by square.
fn check_svg_against_text(svg: &Svg, text: &str, boards_before: usize, what: &str) {
    let ascii = ascii_boards(text);
    for (i, b) in svg.boards.iter().enumerate() {
        let rows = &ascii[boards_before + i];
        let width = b.files.len();
        assert_eq!(b.cells.len(), width * b.ranks.len(), "{what}: board {i}");
        assert_eq!(rows.len(), b.ranks.len(), "{what}: board {i} has {} ranks in the text", rows.len());
        for (k, cell) in b.cells.iter().enumerate() {
            let (r, f) = (k / width, k % width);
            let want = rows[r][f];
            let got = cell.piece.as_deref().map_or('_', letter);
            assert_eq!(
                got, want,
                "{what}: board {i} row {r} column {f} ({}) is {:?} in the picture, {want} in the text",
                cell.name, cell.piece
            );
            let file = b.files.chars().nth(f).unwrap();
            assert_eq!(cell.name, format!("{file}{}", b.ranks[r]), "{what}: the square drawn at row {r} column {f}");
        }
        for (color, pieces) in &b.hands {
            let mut held: Vec<char> = pieces
                .split(' ')
                .filter(|p| !p.is_empty())
                .flat_map(|p| std::iter::repeat_n(p.chars().next().unwrap(), p[1..].parse().unwrap()))
                .collect();
            held.sort_unstable();
            let title = format!("{}{}'s hand", &color[..1].to_uppercase(), &color[1..]);
            let line = text
                .lines()
                .find(|l| l.starts_with(&title) && (svg.boards.len() == 1 || l.contains(&format!(" on {}:", ["A", "B"][i]))))
                .unwrap_or_else(|| panic!("{what}: no line for {title} in {text}"));
            let mut shown: Vec<char> = line.rsplit(": ").next().unwrap().chars().filter(|c| c.is_ascii_uppercase()).collect();
            shown.sort_unstable();
            assert_eq!(held, shown, "{what}: {line}");
        }
    }
}

/// Every square of `svg` in `img` (where the picture's top left is at
/// `at`): its colour, the pieces, and the arrows.
fn check_pixels(img: &Image, at: (usize, usize), svg: &Svg, what: &str) {
    let px = |x: usize, y: usize| img.at(at.0 + x, at.1 + y);
    let mut centres = Vec::new();
    for b in &svg.boards {
        for c in &b.cells {
            let want = match (c.light, c.marked) {
                (true, false) => LIGHT,
                (false, false) => DARK,
                (true, true) => LIGHT_MARKED,
                (false, true) => DARK_MARKED,
            };
            // A corner of the square: the piece is in the middle.
            let corner = px(c.x + 2, c.y + 2);
            assert!(near(corner, want, 3) || is_arrow(corner), "{what}: {} at its corner is {corner:?}, not {want:?}", c.name);
            let patch: Vec<[u8; 3]> = (c.size * 35 / 100..c.size * 65 / 100)
                .flat_map(|dy| (c.size * 35 / 100..c.size * 65 / 100).map(move |dx| (dx, dy)))
                .map(|(dx, dy)| px(c.x + dx, c.y + dy))
                .filter(|p| !is_arrow(*p))
                .collect();
            let differing: Vec<&[u8; 3]> = patch.iter().filter(|p| !near(**p, want, 24)).collect();
            match &c.piece {
                // (An arrow's soft edge crosses the squares it passes.)
                None if crossed(svg, b, c) => {}
                None => assert!(differing.len() * 20 < patch.len().max(1), "{what}: {} is empty but its middle is painted", c.name),
                Some(piece) => {
                    assert!(differing.len() * 5 > patch.len(), "{what}: the middle of {} ({piece}) looks like the empty square", c.name);
                    // The piece's colour: its light and its dark pixels
                    // over most of the square (outlines and details aside).
                    let (mut light, mut dark) = (0, 0);
                    for dy in c.size * 15 / 100..c.size * 85 / 100 {
                        for dx in c.size * 15 / 100..c.size * 85 / 100 {
                            let p = px(c.x + dx, c.y + dy);
                            if is_arrow(p) || near(p, want, 24) {
                                continue;
                            }
                            light += usize::from(luminance(p) > 180);
                            dark += usize::from(luminance(p) < 70);
                        }
                    }
                    // White's pieces are white with black outlines (the
                    // queen's crown is the darkest, 0.42), Black's black with
                    // white details (the king's bands are the lightest, 0.27).
                    let ratio = light as f64 / (light + dark).max(1) as f64;
                    if piece.starts_with("white") {
                        assert!(ratio >= 0.38, "{what}: the white piece on {} is dark ({light} light pixels, {dark} dark)", c.name);
                    } else {
                        assert!(ratio <= 0.32, "{what}: the black piece on {} is light ({light} light pixels, {dark} dark)", c.name);
                    }
                }
            }
            centres.push((c.name.clone(), (c.x + c.size / 2, c.y + c.size / 2)));
        }
    }
    for (from, to) in &svg.arrows {
        let find = |n: &str| centres.iter().find(|c| c.0 == n).map(|c| c.1).unwrap_or_else(|| panic!("{what}: no square {n}"));
        let (a, b) = (find(from), find(to));
        let mid = px((a.0 + b.0) / 2, (a.1 + b.1) / 2);
        assert!(is_arrow(mid), "{what}: no arrow between {from} and {to}: {mid:?}");
    }
}

/// Whether one of the arrows passes near the middle of `c`.
fn crossed(svg: &Svg, b: &SvgBoard, c: &Cell) -> bool {
    let centre = |n: &str| b.cells.iter().find(|c| c.name == n).map(|c| ((c.x + c.size / 2) as f64, (c.y + c.size / 2) as f64));
    let (px, py) = ((c.x + c.size / 2) as f64, (c.y + c.size / 2) as f64);
    svg.arrows.iter().any(|(from, to)| {
        let (Some(a), Some(z)) = (centre(from), centre(to)) else { return false };
        let (dx, dy) = (z.0 - a.0, z.1 - a.1);
        let t = (((px - a.0) * dx + (py - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
        let (qx, qy) = (a.0 + t * dx - px, a.1 + t * dy - py);
        (qx * qx + qy * qy).sqrt() < c.size as f64 / 2.0
    })
}

/// How far `a` and `b` (of one size) are apart: the mean difference of a
/// channel, and the share of pixels more than `by` off.
fn difference(a: &Image, b: &Image, by: u8) -> (f64, f64) {
    assert_eq!((a.width, a.height), (b.width, b.height));
    let mut sum = 0u64;
    let mut off = 0usize;
    for (p, q) in a.pixels.iter().zip(&b.pixels) {
        let d: Vec<u8> = p.iter().zip(q).map(|(x, y)| x.abs_diff(*y)).collect();
        sum += d.iter().map(|&v| v as u64).sum::<u64>();
        off += usize::from(d.iter().any(|&v| v > by));
    }
    (sum as f64 / (3 * a.pixels.len()) as f64, off as f64 / a.pixels.len() as f64)
}

// ----- the browser -----

fn shots_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagrams");
    std::fs::create_dir_all(&dir).expect("screenshot directory");
    dir
}

/// Opens the page `page` in a window `width` x `height` (`dark`: the
/// browser in dark mode, darkening pages automatically) and returns the
/// screenshot.
fn screenshot(browser: &Path, page: &Path, name: &str, width: usize, height: usize, dark: bool) -> Image {
    let png = shots_dir().join(format!("{name}.png"));
    let _ = std::fs::remove_file(&png);
    let profile = Path::new(env!("CARGO_TARGET_TMPDIR")).join("chromium-profiles").join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&profile).expect("profile dir");
    let mut args = chromium::screenshot_args(&profile, &png, width, height);
    if dark {
        args.extend(["--force-dark-mode".to_string(), "--enable-features=WebContentsForceDark".to_string()]);
    }
    args.push(format!("file://{}", page.display()));
    let out = Command::new(browser).args(&args).output().expect("run chromium");
    let _ = std::fs::remove_dir_all(&profile);
    assert!(png.exists(), "chromium made no screenshot of {name}: {}", String::from_utf8_lossy(&out.stderr));
    Image::decode(&std::fs::read(&png).expect("the screenshot"))
}

/// One page showing the HTML parts of `mails`, one after the other, their
/// pictures as files beside it.
fn page(mails: &[&Received], name: &str) -> PathBuf {
    let dir = shots_dir();
    let mut bodies = String::new();
    let mut head = String::new();
    for (i, m) in mails.iter().enumerate() {
        let mut html = m.html.clone().unwrap_or_else(|| panic!("a text/html part in the mail to {}", m.to));
        for (cid, bytes) in &m.pictures {
            let file = dir.join(format!("{name}-{i}-{}.png", cid.split('.').next().unwrap()));
            std::fs::write(&file, bytes).expect("picture");
            html = html.replace(&format!("cid:{cid}"), &format!("file://{}", file.display()));
        }
        assert!(!html.contains("cid:"), "every cid: link of the mail to {} has its picture", m.to);
        let (h, rest) = html.split_once("<body>").expect("a body");
        if i == 0 {
            head = h.to_string();
        }
        bodies.push_str(rest.split("</body>").next().unwrap());
        bodies.push_str("<hr>\n");
    }
    let file = dir.join(format!("{name}.html"));
    std::fs::write(&file, format!("{head}<body>\n{bodies}</body>\n</html>\n")).expect("page");
    file
}

/// What one mail must show: its SVGs (one per picture) and the first move's
/// squares, as (column, row) from the top left, on each board.
struct View<'a> {
    mail: &'a Received,
    svgs: Vec<Svg>,
}

/// The SVGs the renderer makes for `side`'s view of the game after
/// `moves` (White's and Black's in turn, on board A).
fn svgs(variant: Variant, moves: &[&str], side: Side) -> (Vec<String>, Diagram) {
    let mut g = Game::new(variant).expect("a game");
    let mut squares = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let by = Side::new(0, if i % 2 == 0 { Color::White } else { Color::Black });
        squares = g.play_for(by, m).unwrap_or_else(|e| panic!("{m}: {e}")).squares.clone();
    }
    let d = g.position().diagram_for(side).mark(&squares);
    (picture::panels(&d).iter().map(|p| picture::svg(p, &Options::for_mail(p))).collect(), d)
}

/// A game of `variant` in which White (on board A) and Black played
/// `moves` in turn: the checks of the module's header for the last mover's
/// mail and the other's (White's and Black's view).
fn game(variant: Variant, moves: &[&str]) {
    let (alice, bob, carol, dave) = ("alice@example.org", "bob@example.org", "carol@example.org", "dave@example.org");
    let four = matches!(variant, Variant::Bughouse | Variant::TandemChess);
    let mut w = World::new();
    if four {
        w.start(variant.name(), alice, &[bob, carol, dave]);
    } else {
        w.start(variant.name(), alice, &[bob]);
    }
    // bob is alice's partner in bughouse; carol her opponent on board A.
    let opponent = if four { carol } else { bob };
    let mut out = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        w.mail(if i % 2 == 0 { alice } else { opponent }, m);
        out = w.outbox();
    }
    let name = variant.name();
    let white = (alice, Side::new(0, Color::White));
    let black = (opponent, Side::new(0, Color::Black));
    let mut views = Vec::new();
    for (who, side) in if moves.len() % 2 == 1 { [white, black] } else { [black, white] } {
        let mail = one(&out, who);
        // The mail-size figure: the size of a board mail, as sent, per game.
        let pngs: usize = mail.pictures.iter().map(|(_, p)| p.len()).sum();
        eprintln!(
            "mail size: {name}: {:.1} KB as sent to {who} ({} pictures, {:.1} KB of PNG)",
            mail.raw.len() as f64 / 1024.0,
            mail.pictures.len(),
            pngs as f64 / 1024.0
        );
        // What a player can read, within what a mailbox takes: squares of
        // 32 px or more, a two-board mail at most 24 KB, Tandem-84's 20 KB,
        // any other 16 KB.
        let limit_kb = if mail.pictures.len() > 1 {
            24
        } else if matches!(variant, Variant::Tandem84 | Variant::Tandem84Knightrider) {
            20
        } else {
            16
        };
        assert!(mail.raw.len() <= limit_kb * 1024, "{name}: the mail to {who} is {} bytes, over {limit_kb} KB", mail.raw.len());
        let (svg_texts, _) = svgs(variant, moves, side);
        assert_eq!(mail.pictures.len(), svg_texts.len(), "{name}: the mail to {who} shows one picture per panel");
        let mut boards_before = 0;
        let mut read = Vec::new();
        for (i, (svg_text, (cid, png))) in svg_texts.iter().zip(&mail.pictures).enumerate() {
            let what = format!("{name}, mail to {who}, picture {i}");
            let svg = read_svg(svg_text);
            check_svg_against_text(&svg, &mail.text, boards_before, &what);
            boards_before += svg.boards.len();
            for c in svg.boards.iter().flat_map(|b| &b.cells) {
                assert!(c.size >= 32, "{what}: square {} is {} px", c.name, c.size);
            }
            assert!(png.len() < 20 * 1024, "{what}: the PNG is {} bytes", png.len());
            let img = Image::decode(png);
            assert_eq!((img.width, img.height), (svg.width, svg.height), "{what}");
            // The PNG is that SVG, rendered (an edge's pixel within half a
            // step of the palette's ramps, which have four).
            let rendered = Image::from_pixmap(&picture::render_svg(svg_text).expect("resvg renders the SVG"));
            let (mean, off) = difference(&img, &rendered, 24);
            assert!(
                mean < 1.0 && off < 0.003,
                "{what}: the PNG differs from the SVG rendered: {mean:.3} a channel, {:.2}% of pixels",
                off * 100.0
            );
            check_pixels(&img, (0, 0), &svg, &what);
            let html = mail.html.as_deref().unwrap();
            assert!(html.contains(&format!("src=\"cid:{cid}\"")), "{what}: linked from the HTML");
            // Its words are its alt text.
            let flat = html.split_whitespace().collect::<Vec<_>>().join(" ");
            let alt = svg.alt.replace('&', "&amp;").replace('\'', "&#39;");
            assert!(flat.contains(&format!("alt=\"{alt}\"")), "{what}: the alt text {alt}");
            assert!(svg.alt.contains("Last move: ") || svg.alt.contains("Last turn: ") || svg.arrows.is_empty(), "{what}: {}", svg.alt);
            std::fs::write(
                shots_dir().join(format!("{name}-{}-{i}.svg", if side.color == Color::White { "white" } else { "black" })),
                svg_text,
            )
            .unwrap();
            read.push(svg);
        }
        views.push(View { mail, svgs: read });
    }
    let Some(browser) = chromium::find("mail_diagrams") else { return };
    let page = page(&[views[0].mail, views[1].mail], name);
    let light = screenshot(&browser, &page, &format!("{name}-light"), 1100, 1800, false);
    let dark = screenshot(&browser, &page, &format!("{name}-dark"), 1100, 1800, true);
    let found = light.boards();
    let all: Vec<&Svg> = views.iter().flat_map(|v| v.svgs.iter()).collect();
    let expected: usize = all.iter().map(|s| s.boards.len()).sum();
    assert_eq!(found.len(), expected, "{name}: {} boards drawn, expected {expected}: {found:?}", found.len());
    assert_eq!(dark.boards(), found, "{name}: the boards stand where they stood in light mode");
    // Each picture: where its first board's squares begin, less where they
    // begin in the picture.
    let mut k = 0;
    for (v, view) in views.iter().enumerate() {
        for svg in &view.svgs {
            let first = &svg.boards[0].cells[0];
            let (x0, y0, x1, _) = found[k];
            assert!(x1 - x0 + 1 == svg.boards[0].files.len() * first.size, "{name}: board {k} is drawn {} px wide", x1 - x0 + 1);
            let at = (x0 - first.x, y0 - first.y);
            let what = format!("{name}, mail {v} in Chromium");
            check_pixels(&light, at, svg, &format!("{what}, light"));
            check_pixels(&dark, at, svg, &format!("{what}, dark"));
            for y in 0..svg.height {
                for x in 0..svg.width {
                    assert_eq!(
                        light.at(at.0 + x, at.1 + y),
                        dark.at(at.0 + x, at.1 + y),
                        "{what}: the picture differs in dark mode at {x},{y}"
                    );
                }
            }
            if svg.boards.len() == 2 || view.svgs.len() == 2 {
                // Two boards side by side on a wide window, ranks aligned.
                let (a, b) = if svg.boards.len() == 2 { (found[k], found[k + 1]) } else { (found[k - k % 2], found[k - k % 2 + 1]) };
                assert!(a.1 == b.1 && b.0 > a.2, "{name}: the two boards stand side by side: {a:?} {b:?}");
            }
            k += svg.boards.len();
        }
    }
    // The text around the pictures: dark on light, light on dark.
    assert!(luminance(light.at(2, 2)) > 200 && luminance(dark.at(2, 2)) < 60, "{name}: the page's background");
    let below = found[found.len() - 1].3 + 3 * SQUARE_PX;
    let text_rows = |img: &Image, light_text: bool| {
        (below..img.height).filter(|&y| (0..img.width).any(|x| (luminance(img.at(x, y)) > 180) == light_text)).count()
    };
    assert!(text_rows(&dark, true) > 50, "{name}: light text in dark mode under the boards");
    assert!(text_rows(&light, false) > 50, "{name}: dark text in light mode under the boards");
    // A phone: everything within its width.
    let phone = screenshot(&browser, &page, &format!("{name}-phone"), 390, 3000, false);
    // (Tandem-84's twin boards are one picture, scaled down to fit.)
    assert_eq!(phone.scaled_boards().len(), expected, "{name}: every board on a phone");
    for y in 0..phone.height {
        for x in phone.width - 4..phone.width {
            let p = phone.at(x, y);
            assert!(p.iter().all(|&c| c >= 250), "{name}: something reaches the right edge of a phone at {x},{y}: {p:?}");
        }
    }
}

#[test]
fn chess() {
    game(Variant::Chess, &["e4"]);
}

#[test]
fn crazyhouse() {
    game(Variant::Crazyhouse, &["e4", "d5", "exd5"]);
}

#[test]
fn two_prong() {
    game(Variant::TwoProng, &["e4", "e5/d5"]);
}

#[test]
fn tandem_pawn() {
    game(Variant::TandemPawn, &["e4"]);
}

#[test]
fn tandem84() {
    game(Variant::Tandem84, &["e3", "e5/h5"]);
}

#[test]
fn tandem84_knightrider() {
    game(Variant::Tandem84Knightrider, &["e3"]);
}

#[test]
fn bughouse() {
    game(Variant::Bughouse, &["e4"]);
}

#[test]
fn tandem_chess() {
    game(Variant::TandemChess, &["e4"]);
}

#[test]
fn bughouse_sync() {
    game(Variant::BughouseSync, &["e4"]);
}

/// Every game's pictures as SVG, on one page in Chromium: each looks like
/// its PNG (the browser's anti-aliasing differs a little from resvg's).
#[test]
fn the_svgs_look_like_the_pngs_in_chromium() {
    let games: [(Variant, &[&str]); 9] = [
        (Variant::Chess, &["e4"]),
        (Variant::Crazyhouse, &["e4", "d5", "exd5"]),
        (Variant::TwoProng, &["e4", "e5/d5"]),
        (Variant::TandemPawn, &["e4"]),
        (Variant::Tandem84, &["e3", "e5/h5"]),
        (Variant::Tandem84Knightrider, &["e3"]),
        (Variant::Bughouse, &["e4"]),
        (Variant::TandemChess, &["e4"]),
        (Variant::BughouseSync, &["e4"]),
    ];
    let mut pictures = Vec::new();
    for (v, moves) in games {
        for color in [Color::White, Color::Black] {
            let (_, d) = svgs(v, moves, Side::new(0, color));
            for p in picture::panels(&d) {
                pictures.push((
                    format!("{} {color:?}", v.name()),
                    picture::svg(&p, &Options::for_mail(&p)),
                    picture::png(&p, &Options::for_mail(&p)),
                ));
            }
        }
    }
    let Some(browser) = chromium::find("mail_diagrams") else { return };
    let dir = shots_dir();
    let mut html = String::from("<!DOCTYPE html>\n<html><body style=\"margin:0;background:#fff\">\n");
    let mut y = 0;
    let mut places = Vec::new();
    for (i, (_, svg, png)) in pictures.iter().enumerate() {
        let file = dir.join(format!("all-{i}.svg"));
        std::fs::write(&file, svg).unwrap();
        html.push_str(&format!("<img src=\"file://{}\" style=\"position:absolute;left:0;top:{y}px\">\n", file.display()));
        places.push(y);
        y += png.height as usize + 10;
    }
    html.push_str("</body></html>\n");
    let page = dir.join("all-svgs.html");
    std::fs::write(&page, html).unwrap();
    let shot = screenshot(&browser, &page, "all-svgs", 700, y, false);
    for ((what, _, png), y) in pictures.iter().zip(places) {
        let img = Image::decode(&png.bytes);
        let part = Image {
            width: img.width,
            height: img.height,
            pixels: (0..img.height).flat_map(|r| (0..img.width).map(move |c| (c, r))).map(|(c, r)| shot.at(c, y + r)).collect(),
        };
        let (mean, off) = difference(&img, &part, 48);
        assert!(
            mean < 2.5 && off < 0.02,
            "{what}: Chromium draws the SVG {mean:.2} a channel and {:.2}% of pixels off the PNG",
            off * 100.0
        );
    }
}

/// The picture in the README, beside its ASCII board: the position after
/// the Exchange Ruy Lopez and castling, as White's mail shows it. Kept as
/// `diagrams/readme.png`; docs/diagram.png is a copy.
#[test]
fn the_readme_position() {
    let mut w = World::new();
    w.start("chess", "alice@example.org", &["bob@example.org"]);
    for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"].iter().enumerate() {
        w.mail(if i % 2 == 0 { "alice@example.org" } else { "bob@example.org" }, m);
        w.outbox();
    }
    w.fresh("alice@example.org", "board", "board");
    let out = w.outbox();
    let mail = one(&out, "alice@example.org");
    assert!(mail.text.contains("|r|_|b|q|k|b|n|r| 8"), "the README's position: {}", mail.text);
    let png = &mail.pictures[0].1;
    std::fs::write(shots_dir().join("readme.png"), png).unwrap();
    let docs = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/diagram.png")).expect("docs/diagram.png");
    assert!(docs == *png, "docs/diagram.png is not the README position's picture: copy {}", shots_dir().join("readme.png").display());
}
