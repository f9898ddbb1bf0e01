//! A [`Diagram`] as HTML for the text/html part of a mail: one table per
//! board, side by side where the reader's window allows, with light and
//! dark squares, chess glyphs, labels, the last move highlighted and the
//! hands under and over their boards.
//!
//! Mail clients take no scripts, no style sheets they did not write and
//! often no remote images, so everything is an inline style; every element
//! that has a colour also has its background, so that a dark mode which
//! repaints one of them cannot hide pieces. Each tag is on a line of its
//! own, to keep the lines of the mail short.

use std::fmt::Write as _;

use crate::mail::escape_html;
use crate::rules::diagram::{BoardDiagram, Cell, HandDiagram};
use crate::rules::{Color, Diagram, Piece, Role};

/// The colours of the squares; tests look for them in screenshots.
pub const LIGHT: &str = "#f0d9b5";
pub const DARK: &str = "#b58863";
/// The last move's squares, light and dark.
pub const LIGHT_MARKED: &str = "#cdd26a";
pub const DARK_MARKED: &str = "#aaa23a";
/// The diagram's own background and ink.
pub const PAPER: &str = "#ffffff";
const INK: &str = "#000000";
const LABEL: &str = "#5a4632";

/// The side of a square in CSS pixels: eight of them and the labels fit a
/// phone's 360 pixels.
pub const SQUARE_PX: u32 = 38;
/// The size of a piece on its square: the square's font size too, so that
/// the glyph's line fits the square and rows keep their height.
const GLYPH_PX: u32 = 30;

const FONT: &str = "'DejaVu Sans','Segoe UI Symbol','Apple Symbols','Noto Sans Symbols 2',Arial,sans-serif";

/// The whole diagram: boards, a legend of the pieces that need one, notes.
pub fn diagram_html(d: &Diagram) -> String {
    let mut out = String::new();
    let _ =
        writeln!(out, "<div style=\"background-color:{PAPER};color:{INK};padding:8px;margin:4px 0;font-family:{FONT};font-size:14px;\">");
    for b in &d.boards {
        board_html(&mut out, b);
    }
    let mut legend: Vec<String> = d
        .fairy_roles()
        .into_iter()
        .map(|r| format!("{} {}", fairy_glyph(Piece::new(Color::White, r), 22), escape_html(fairy_legend(r))))
        .collect();
    if d.has_tandems() {
        legend.push(format!("{}&nbsp; tandem of two pawns", tandem_glyph(Color::White, 22)));
    }
    if !legend.is_empty() {
        let _ = writeln!(out, "<div style=\"background-color:{PAPER};color:{INK};margin-top:4px;\">");
        for item in legend {
            let _ = writeln!(out, "<span style=\"white-space:nowrap;margin-right:16px;\">{item}</span>");
        }
        out.push_str("</div>\n");
    }
    for n in &d.notes {
        let _ =
            writeln!(out, "<div style=\"background-color:{PAPER};color:{INK};font-weight:bold;margin-top:4px;\">{}</div>", escape_html(n));
    }
    out.push_str("</div>\n");
    out
}

fn board_html(out: &mut String, b: &BoardDiagram) {
    // inline-block: two boards stand side by side, or one under the other
    // on a narrow screen.
    let _ =
        writeln!(out, "<div style=\"display:inline-block;vertical-align:top;margin:0 20px 8px 0;background-color:{PAPER};color:{INK};\">");
    if let Some(t) = &b.title {
        let _ = writeln!(
            out,
            "<div style=\"font-weight:bold;margin:0 0 4px 0;background-color:{PAPER};color:{INK};\">{}</div>",
            escape_html(t)
        );
    }
    if let Some(h) = &b.hands[0] {
        hand_html(out, h);
    }
    let _ = writeln!(
        out,
        "<table role=\"presentation\" cellspacing=\"0\" cellpadding=\"0\" border=\"0\" style=\"border-collapse:collapse;border-spacing:0;font-family:{FONT};font-size:{GLYPH_PX}px;line-height:{SQUARE_PX}px;text-align:center;background-color:{PAPER};color:{INK};\">"
    );
    for (row, rank) in b.rows.iter().zip(&b.ranks) {
        out.push_str("<tr>\n");
        label_cell(out, &rank.to_string());
        for cell in row {
            square_html(out, cell);
        }
        out.push_str("</tr>\n");
    }
    out.push_str("<tr>\n");
    label_cell(out, "");
    for f in &b.files {
        label_cell(out, &f.to_string());
    }
    out.push_str("</tr>\n</table>\n");
    if let Some(h) = &b.hands[1] {
        hand_html(out, h);
    }
    out.push_str("</div>\n");
}

fn label_cell(out: &mut String, text: &str) {
    let _ = writeln!(
        out,
        "<td style=\"width:16px;min-width:16px;height:18px;padding:0 2px;text-align:center;vertical-align:middle;font-size:12px;line-height:18px;background-color:{PAPER};color:{LABEL};\">{}</td>",
        escape_html(text)
    );
}

fn square_html(out: &mut String, c: &Cell) {
    let bg = match (c.light, c.marked) {
        (true, false) => LIGHT,
        (false, false) => DARK,
        (true, true) => LIGHT_MARKED,
        (false, true) => DARK_MARKED,
    };
    let content = match c.piece {
        None => String::new(),
        Some(p) if c.tandem => tandem_glyph(p.color, 26),
        Some(p) => piece_glyph(p, None),
    };
    // Font, size, ink and alignment come from the table: a square is
    // written 128 times in a bughouse mail, so it says only what differs.
    let _ = writeln!(
        out,
        "<td bgcolor=\"{bg}\" style=\"width:{SQUARE_PX}px;height:{SQUARE_PX}px;padding:0;background-color:{bg};\">{content}</td>"
    );
}

/// A standard piece as its Unicode glyph (outline for White, solid for
/// Black, both in black ink as in printed diagrams), fairy pieces as a
/// lettered disc. U+FE0E asks for the text form, not an emoji.
/// `px`: a size of its own (in a hand); else the square's.
fn piece_glyph(p: Piece, px: Option<u32>) -> String {
    let white = p.color == Color::White;
    let glyph = match p.role {
        Role::King => Some(if white { '\u{2654}' } else { '\u{265A}' }),
        Role::Queen => Some(if white { '\u{2655}' } else { '\u{265B}' }),
        Role::Rook => Some(if white { '\u{2656}' } else { '\u{265C}' }),
        Role::Bishop => Some(if white { '\u{2657}' } else { '\u{265D}' }),
        Role::Knight => Some(if white { '\u{2658}' } else { '\u{265E}' }),
        Role::Pawn => Some(if white { '\u{2659}' } else { '\u{265F}' }),
        Role::Chancellor | Role::Marshall | Role::Ghost => None,
    };
    match glyph {
        Some(g) => {
            let size = px.map(|px| format!(" style=\"font-size:{px}px;\"")).unwrap_or_default();
            format!("<span title=\"{} {}\"{size}>{g}\u{FE0E}</span>", p.color.name().to_lowercase(), p.role.name())
        }
        None => fairy_glyph(p, px.unwrap_or(GLYPH_PX) - 4),
    }
}

/// Chancellor, marshall and ghost have no Unicode glyph: a disc with the
/// letter players write (C, M, G), white with black ink for White, black
/// with white ink for Black, like the standard glyphs' outline and solid.
fn fairy_glyph(p: Piece, px: u32) -> String {
    let (bg, ink) = if p.color == Color::White { (PAPER, INK) } else { (INK, PAPER) };
    let inner = px.saturating_sub(4);
    format!(
        "<span title=\"{} {}\" style=\"display:inline-block;width:{inner}px;height:{inner}px;border:2px solid {INK};border-radius:50%;background-color:{bg};color:{ink};font-family:Arial,sans-serif;font-weight:bold;font-size:{}px;line-height:{inner}px;text-align:center;vertical-align:middle;\">{}</span>",
        p.color.name().to_lowercase(),
        p.role.name(),
        inner * 2 / 3,
        p.role.upper_char()
    )
}

fn fairy_legend(r: Role) -> &'static str {
    match r {
        Role::Chancellor => "chancellor (bishop + knight)",
        Role::Marshall => "marshall (rook + knight)",
        _ => "ghost (see the rules of the game)",
    }
}

/// Two pawns on one square (Tandem-Pawn Chess), drawn as two small pawns.
fn tandem_glyph(color: Color, px: u32) -> String {
    let g = if color == Color::White { '\u{2659}' } else { '\u{265F}' };
    format!(
        "<span title=\"{} tandem of two pawns\" style=\"font-size:{px}px;letter-spacing:-{}px;color:{INK};white-space:nowrap;\">{g}\u{FE0E}{g}\u{FE0E}</span>",
        color.name().to_lowercase(),
        px / 3
    )
}

fn hand_html(out: &mut String, h: &HandDiagram) {
    let mut pieces = String::new();
    for (role, n) in &h.pieces {
        pieces.push_str(&piece_glyph(Piece::new(h.color, *role), Some(22)));
        if *n > 1 {
            let _ = write!(pieces, "<span style=\"font-size:13px;color:{INK};\">&times;{n}</span>");
        }
        pieces.push_str("&nbsp; ");
    }
    if pieces.is_empty() {
        pieces.push_str("<span style=\"font-size:13px;\">none</span>");
    }
    let _ = writeln!(
        out,
        "<div style=\"height:28px;line-height:28px;margin:2px 0 2px 20px;font-size:13px;background-color:{PAPER};color:{INK};\">{}'s hand: {pieces}</div>",
        h.color.name()
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Side, Variant};

    #[test]
    fn a_chess_diagram_has_64_squares_glyphs_labels_and_short_lines() {
        let html = diagram_html(&Position::start(Variant::Chess).unwrap().diagram_for(Side::new(0, Color::White)));
        assert_eq!(html.matches("bgcolor=").count(), 64);
        assert!(html.contains("\u{2654}") && html.contains("\u{265A}"), "both kings");
        assert!(html.contains("title=\"white king\""), "{html}");
        assert!(html.lines().all(|l| l.len() < 900), "short lines");
        assert!(!html.contains("<script") && !html.contains("<img") && !html.contains("<style"));
    }

    #[test]
    fn tandem84_shows_its_fairy_pieces_as_lettered_discs_with_a_legend() {
        let html = diagram_html(&Position::start(Variant::Tandem84).unwrap().diagram_for(Side::new(0, Color::Black)));
        assert_eq!(html.matches("bgcolor=").count(), 2 * 6 * 7);
        for want in ["chancellor (bishop + knight)", "marshall (rook + knight)", "ghost", "Left board (a-f)", "Right board (g-l)"] {
            assert!(html.contains(want), "{want}");
        }
        assert!(html.contains("title=\"black ghost\""), "{html}");
    }

    #[test]
    fn bughouse_hands_show_glyphs_and_counts() {
        let fen =
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNN] w KQkq - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
        let d = Position::from_fen(Variant::Bughouse, fen).unwrap().diagram_for(Side::new(0, Color::White));
        let html = diagram_html(&d);
        assert!(html.contains("White's hand: <span title=\"white queen\""), "{html}");
        assert!(html.contains("&times;2"), "two knights");
        assert!(html.contains("Board A: White to move") && html.contains("Board B: White to move"), "{html}");
    }
}
