//! The diagrams of the bot's mail as a reader sees them: for every game,
//! the text/html part of the mails after the first move is opened in
//! headless Chromium (Debian's `chromium`) and the screenshot is checked:
//! each board where it belongs with light and dark squares alternating,
//! the last move's two squares highlighted where the reader's orientation
//! puts them (White's view, or turned for Black), two-board games side by
//! side on a wide window, and nothing running off the edge of a phone's.
//!
//! The screenshots stay in `CARGO_TARGET_TMPDIR/diagrams/` for a person to
//! look at. Without Chromium the test is skipped, unless TANDEM_MAILSTACK
//! is set (the whole suite, CI): then it fails, saying how to install it
//! (`bash tests/browser.sh`).

#[path = "common/offline.rs"]
mod offline;

use std::path::{Path, PathBuf};
use std::process::Command;

use offline::{one, World};

/// The colours the bot paints, as in `tandem::bot::diagram`.
const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
const DARK: [u8; 3] = [0xb5, 0x88, 0x63];
const LIGHT_MARKED: [u8; 3] = [0xcd, 0xd2, 0x6a];
const DARK_MARKED: [u8; 3] = [0xaa, 0xa2, 0x3a];
const SQUARE_PX: usize = 38;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Paint {
    Light,
    Dark,
    LightMarked,
    DarkMarked,
    Other,
}

impl Paint {
    fn of(p: [u8; 3]) -> Paint {
        let near = |c: [u8; 3]| p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= 3);
        if near(LIGHT) {
            Paint::Light
        } else if near(DARK) {
            Paint::Dark
        } else if near(LIGHT_MARKED) {
            Paint::LightMarked
        } else if near(DARK_MARKED) {
            Paint::DarkMarked
        } else {
            Paint::Other
        }
    }

    fn is_square(self) -> bool {
        self != Paint::Other
    }

    fn is_light(self) -> bool {
        matches!(self, Paint::Light | Paint::LightMarked)
    }

    fn is_marked(self) -> bool {
        matches!(self, Paint::LightMarked | Paint::DarkMarked)
    }
}

/// What the reader must see of one board, in drawing order.
struct Expect {
    files: usize,
    ranks: usize,
    /// Whether the top left square is light.
    top_left_light: bool,
    /// (column, row) from the top left of the squares of the last move.
    marked: Vec<(usize, usize)>,
}

fn board(files: usize, ranks: usize, top_left_light: bool, marked: &[(usize, usize)]) -> Expect {
    Expect { files, ranks, top_left_light, marked: marked.to_vec() }
}

struct Shot {
    width: usize,
    height: usize,
    pixels: Vec<[u8; 3]>,
    path: PathBuf,
}

impl Shot {
    fn at(&self, x: usize, y: usize) -> [u8; 3] {
        self.pixels[y * self.width + x]
    }

    /// The bounding boxes (x0, y0, x1, y1) of the boards: the connected
    /// areas of square colours, left to right, then top to bottom.
    fn boards(&self) -> Vec<(usize, usize, usize, usize)> {
        let (w, h) = (self.width, self.height);
        let square: Vec<bool> = self.pixels.iter().map(|p| Paint::of(*p).is_square()).collect();
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
                let mut push = |j: usize| {
                    if square[j] && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                };
                if x > 0 {
                    push(i - 1);
                }
                if x + 1 < w {
                    push(i + 1);
                }
                if y > 0 {
                    push(i - w);
                }
                if y + 1 < h {
                    push(i + w);
                }
            }
            // A board, not a stray pixel of the same colour.
            if count > SQUARE_PX * SQUARE_PX * 4 {
                boxes.push((x0, y0, x1, y1));
            }
        }
        boxes.sort_by_key(|b| (b.1 / 100, b.0));
        boxes
    }
}

/// The browser, if installed.
fn chromium() -> Option<PathBuf> {
    let required = std::env::var("TANDEM_MAILSTACK").is_ok_and(|v| !v.is_empty() && v != "0");
    for name in ["chromium", "chromium-browser"] {
        for dir in std::env::var("PATH").unwrap_or_default().split(':') {
            let p = Path::new(dir).join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    if required {
        panic!("TANDEM_MAILSTACK is set but Chromium is not installed: run `bash tests/browser.sh` (apt-get install chromium)");
    }
    eprintln!("mail_diagrams: SKIPPED (no chromium); run `bash tests/browser.sh` to install it");
    None
}

fn shots_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagrams");
    std::fs::create_dir_all(&dir).expect("screenshot directory");
    dir
}

/// Opens `html` in a window `width` x `height` and returns the screenshot.
fn screenshot(browser: &Path, html: &str, name: &str, width: usize, height: usize) -> Shot {
    let dir = shots_dir();
    let page = dir.join(format!("{name}.html"));
    let png = dir.join(format!("{name}-{width}.png"));
    std::fs::write(&page, html).expect("write the page");
    let _ = std::fs::remove_file(&png);
    let profile = tempdir(&format!("chromium-{name}-{width}"));
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--force-color-profile=srgb",
            "--no-first-run",
            &format!("--user-data-dir={}", profile.display()),
            &format!("--screenshot={}", png.display()),
            &format!("--window-size={width},{height}"),
            &format!("file://{}", page.display()),
        ])
        .output()
        .expect("run chromium");
    let _ = std::fs::remove_dir_all(&profile);
    assert!(png.exists(), "chromium made no screenshot of {name}: {}", String::from_utf8_lossy(&out.stderr));
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).expect("open png")));
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("png frame");
    let step = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        other => panic!("unexpected PNG colour type {other:?}"),
    };
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let pixels = buf[..info.buffer_size()].chunks(step).map(|c| [c[0], c[1], c[2]]).collect();
    Shot { width: info.width as usize, height: info.height as usize, pixels, path: png }
}

fn tempdir(name: &str) -> PathBuf {
    let p = Path::new(env!("CARGO_TARGET_TMPDIR")).join("chromium-profiles").join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&p).expect("profile dir");
    p
}

/// Checks one screenshot against the boards the reader must see.
fn check(shot: &Shot, boards: &[Expect], side_by_side: bool) {
    let found = shot.boards();
    let where_ = shot.path.display();
    assert_eq!(found.len(), boards.len(), "{where_}: {} board(s) drawn, expected {}: {found:?}", found.len(), boards.len());
    for (i, ((x0, y0, x1, y1), e)) in found.iter().zip(boards).enumerate() {
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
        assert!(
            w.abs_diff(e.files * SQUARE_PX) <= 2 && h.abs_diff(e.ranks * SQUARE_PX) <= 2,
            "{where_}: board {i} is {w}x{h} px, expected {}x{} squares of {SQUARE_PX} px",
            e.files,
            e.ranks
        );
        let (cw, ch) = (w as f64 / e.files as f64, h as f64 / e.ranks as f64);
        for row in 0..e.ranks {
            for col in 0..e.files {
                // The corner of a square: the piece is drawn in its middle.
                let x = x0 + (col as f64 * cw) as usize + 3;
                let y = y0 + (row as f64 * ch) as usize + 3;
                let paint = Paint::of(shot.at(x, y));
                assert!(paint.is_square(), "{where_}: board {i} square ({col}, {row}) at {x},{y} is {:?}", shot.at(x, y));
                let light = ((col + row) % 2 == 0) == e.top_left_light;
                assert_eq!(paint.is_light(), light, "{where_}: board {i} square ({col}, {row}) light {light}");
                let marked = e.marked.contains(&(col, row));
                assert_eq!(paint.is_marked(), marked, "{where_}: board {i} square ({col}, {row}) marked {marked}");
            }
        }
    }
    if side_by_side && found.len() == 2 {
        assert!(found[0].1.abs_diff(found[1].1) < 60 && found[1].0 > found[0].2, "{where_}: the two boards stand side by side: {found:?}");
    }
    // Nothing runs off the right edge: the last columns are the page's white.
    for y in 0..shot.height {
        for x in shot.width - 4..shot.width {
            let p = shot.at(x, y);
            assert!(p.iter().all(|&c| c >= 250), "{where_}: something reaches the right edge at {x},{y}: {p:?}");
        }
    }
}

/// A game of `variant` in which the first player played `first`; checks the
/// mover's mail (wide window) and the opponent's (wide and phone) against
/// the boards each must see.
fn game(variant: &str, first: &str, mover_sees: &[Expect], opponent_sees: &[Expect]) {
    let Some(browser) = chromium() else { return };
    let (alice, bob, carol, dave) = ("alice@example.org", "bob@example.org", "carol@example.org", "dave@example.org");
    let four = matches!(variant, "bughouse" | "tandem-chess");
    let mut w = World::new();
    if four {
        w.start(variant, alice, &[bob, carol, dave]);
    } else {
        w.start(variant, alice, &[bob]);
    }
    // bob is alice's partner in bughouse; carol her opponent on board A.
    let opponent = if four { carol } else { bob };
    w.mail(alice, first);
    let out = w.outbox();
    let mine = one(&out, alice);
    let theirs = one(&out, opponent);
    assert!(mine.text.contains(first), "the mover's mail shows the move: {}", mine.text);
    for m in [mine, theirs] {
        // The diagram costs bytes, but a mail stays far below what any
        // mailbox minds (and hostile_mail's bound on an answer, 64 KiB).
        assert!(m.raw.len() < 40 * 1024, "the mail to {} is {} bytes", m.to, m.raw.len());
    }
    let two = mover_sees.len() == 2;
    let html = |m: &offline::Received| m.html.clone().unwrap_or_else(|| panic!("a text/html part in the mail to {}", m.to));
    let shot = screenshot(&browser, &html(mine), &format!("{variant}-mover"), 1100, 1500);
    check(&shot, mover_sees, two);
    let shot = screenshot(&browser, &html(theirs), &format!("{variant}-opponent"), 1100, 1500);
    check(&shot, opponent_sees, two);
    let shot = screenshot(&browser, &html(theirs), &format!("{variant}-opponent-phone"), 390, 2600);
    check(&shot, opponent_sees, false);
}

// 8x8 from White: e2 is (4, 6), e4 (4, 4); from Black: e2 (3, 1), e4 (3, 3).
const WHITE_E2E4: &[(usize, usize)] = &[(4, 6), (4, 4)];
const BLACK_E2E4: &[(usize, usize)] = &[(3, 1), (3, 3)];

#[test]
fn chess() {
    game("chess", "e4", &[board(8, 8, true, WHITE_E2E4)], &[board(8, 8, true, BLACK_E2E4)]);
}

#[test]
fn crazyhouse() {
    game("crazyhouse", "e4", &[board(8, 8, true, WHITE_E2E4)], &[board(8, 8, true, BLACK_E2E4)]);
}

#[test]
fn two_prong() {
    game("two-prong", "e4", &[board(8, 8, true, WHITE_E2E4)], &[board(8, 8, true, BLACK_E2E4)]);
}

#[test]
fn tandem_pawn() {
    game("tandem-pawn", "e4", &[board(8, 8, true, WHITE_E2E4)], &[board(8, 8, true, BLACK_E2E4)]);
}

/// 6x7 boards: from White, left (a-f) then right (g-l), a7 dark at the top
/// left; from Black, right then left, turned, l1 light at the top left.
/// e2-e3 is on the left board: (4, 5) and (4, 4) from White; from Black on
/// the second board drawn, (1, 1) and (1, 2).
#[test]
fn tandem84() {
    game(
        "tandem84",
        "e3",
        &[board(6, 7, false, &[(4, 5), (4, 4)]), board(6, 7, false, &[])],
        &[board(6, 7, true, &[]), board(6, 7, true, &[(1, 1), (1, 2)])],
    );
}

#[test]
fn tandem84_knightrider() {
    game(
        "tandem84-knightrider",
        "e3",
        &[board(6, 7, false, &[(4, 5), (4, 4)]), board(6, 7, false, &[])],
        &[board(6, 7, true, &[]), board(6, 7, true, &[(1, 1), (1, 2)])],
    );
}

/// Four players: alice (White on A) sees A from White, B from Black; carol
/// (Black on A) sees A turned and B from White.
#[test]
fn bughouse() {
    game(
        "bughouse",
        "e4",
        &[board(8, 8, true, WHITE_E2E4), board(8, 8, true, &[])],
        &[board(8, 8, true, BLACK_E2E4), board(8, 8, true, &[])],
    );
}

#[test]
fn tandem_chess() {
    game(
        "tandem-chess",
        "e4",
        &[board(8, 8, true, WHITE_E2E4), board(8, 8, true, &[])],
        &[board(8, 8, true, BLACK_E2E4), board(8, 8, true, &[])],
    );
}

/// Two players on two boards: South (alice) plays White on A, and begins
/// with one move there.
#[test]
fn bughouse_sync() {
    game(
        "bughouse-sync",
        "e4",
        &[board(8, 8, true, WHITE_E2E4), board(8, 8, true, &[])],
        &[board(8, 8, true, BLACK_E2E4), board(8, 8, true, &[])],
    );
}

/// The picture in the README, beside its ASCII board: the position after
/// the Exchange Ruy Lopez and castling, as White's mail shows it (the top
/// of the mail only). Kept as `diagrams/readme-460.png`; docs/diagram.png
/// is a copy.
#[test]
fn the_readme_position() {
    let Some(browser) = chromium() else { return };
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
    let shot = screenshot(&browser, mail.html.as_deref().expect("html"), "readme", 460, 400);
    // White's view, O-O marked: e1 (4, 7) and g1 (6, 7).
    check(&shot, &[board(8, 8, true, &[(4, 7), (6, 7)])], false);
}
