//! A [`Diagram`] as HTML for the text/html part of a mail: one table per
//! board, side by side where the reader's window allows, with light and
//! dark squares, chess glyphs, labels, the last move highlighted and the
//! hands under and over their boards.
//!
//! Mail clients take no scripts, no style sheets they did not write and
//! often no remote images, so everything is an inline style; every element
//! that has a colour also has its background, so that a dark mode which
//! repaints one of them cannot hide pieces. A square says only what
//! differs from its table (its colour and piece): a bughouse mail has 128
//! of them, and the bot writes one mail per player and move. The HTML is
//! written by [`HtmlOut`], so the mail part travels as 7bit.

use crate::mail::HtmlOut;
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

/// The font list, in pieces a line can break between.
const FONT: [&str; 3] = ["font-family:'DejaVu Sans','Segoe UI Symbol',", "'Apple Symbols','Noto Sans Symbols 2',", "Arial,sans-serif;"];

/// The whole diagram: boards, a legend of the pieces that need one, notes.
pub fn diagram_html(d: &Diagram) -> String {
    let mut out = HtmlOut::new();
    out.markup("<div style=\"");
    paper(&mut out);
    out.markup("padding:8px;margin:4px 0;");
    for piece in FONT {
        out.markup(piece);
    }
    out.markup("font-size:14px;\">");
    out.newline();
    for b in &d.boards {
        board_html(&mut out, b);
    }
    let roles = d.fairy_roles();
    if !roles.is_empty() || d.has_tandems() {
        out.markup("<div style=\"");
        paper(&mut out);
        out.markup("margin-top:4px;\">");
        for r in roles {
            out.markup("<span style=\"white-space:nowrap;margin-right:16px;\">");
            fairy_glyph(&mut out, Piece::new(Color::White, r), 22);
            out.text(" ", false);
            out.text(fairy_legend(r), false);
            out.markup("</span>");
        }
        if d.has_tandems() {
            out.markup("<span style=\"white-space:nowrap;margin-right:16px;\">");
            tandem_glyph(&mut out, Color::White, 22);
            out.markup("&nbsp;");
            out.text(" tandem of two pawns", false);
            out.markup("</span>");
        }
        out.markup("</div>");
        out.newline();
    }
    for n in &d.notes {
        out.markup("<div style=\"");
        paper(&mut out);
        out.markup("font-weight:bold;margin-top:4px;\">");
        out.text(n, false);
        out.markup("</div>");
        out.newline();
    }
    out.markup("</div>");
    out.newline();
    out.finish()
}

/// The diagram's own background and ink, for every element that sets one.
fn paper(out: &mut HtmlOut) {
    out.markup("background-color:#ffffff;color:#000000;");
}

fn board_html(out: &mut HtmlOut, b: &BoardDiagram) {
    // inline-block: two boards stand side by side, or one under the other
    // on a narrow screen.
    out.markup("<div style=\"display:inline-block;vertical-align:top;");
    out.markup("margin:0 20px 8px 0;");
    paper(out);
    out.markup("\">");
    out.newline();
    if let Some(t) = &b.title {
        out.markup("<div style=\"font-weight:bold;margin:0 0 4px 0;");
        paper(out);
        out.markup("\">");
        out.text(t, false);
        out.markup("</div>");
        out.newline();
    }
    if let Some(h) = &b.hands[0] {
        hand_html(out, h);
    }
    out.markup("<table role=\"presentation\" cellspacing=\"0\" cellpadding=\"0\"");
    out.markup(" border=\"0\" style=\"border-collapse:collapse;border-spacing:0;");
    // The font family comes from the diagram's `div` (a table inherits it
    // under `<!DOCTYPE html>`).
    out.markup(&format!("font-size:{GLYPH_PX}px;line-height:{SQUARE_PX}px;"));
    out.markup("text-align:center;");
    paper(out);
    out.markup("\">");
    out.newline();
    // Rows take their height from the row, columns their width from the
    // file labels: empty squares have nothing else to size them.
    for (row, rank) in b.rows.iter().zip(&b.ranks) {
        out.markup(&format!("<tr style=\"height:{SQUARE_PX}px;\">"));
        out.markup(&format!("<td style=\"width:16px;padding:0 2px;font-size:12px;color:{LABEL};\">{rank}</td>"));
        for cell in row {
            square_html(out, cell);
        }
        out.markup("</tr>");
        out.newline();
    }
    out.markup(&format!("<tr style=\"font-size:12px;line-height:18px;color:{LABEL};\">"));
    out.markup("<td></td>");
    for f in &b.files {
        out.markup(&format!("<td style=\"width:{SQUARE_PX}px;\">"));
        out.text(&f.to_string(), false);
        out.markup("</td>");
    }
    out.markup("</tr>");
    out.newline();
    out.markup("</table>");
    out.newline();
    if let Some(h) = &b.hands[1] {
        hand_html(out, h);
    }
    out.markup("</div>");
    out.newline();
}

fn square_html(out: &mut HtmlOut, c: &Cell) {
    let bg = match (c.light, c.marked) {
        (true, false) => LIGHT,
        (false, false) => DARK,
        (true, true) => LIGHT_MARKED,
        (false, true) => DARK_MARKED,
    };
    // `bgcolor` alone: every mail client knows it, and dark modes that
    // repaint backgrounds repaint it like a style.
    out.markup(&format!("<td bgcolor=\"{bg}\">"));
    match c.piece {
        None => {}
        Some(p) if c.tandem => tandem_glyph(out, p.color, 26),
        Some(p) => piece_glyph(out, p, None),
    }
    out.markup("</td>");
}

/// A standard piece as its Unicode glyph (outline for White, solid for
/// Black, both in black ink as in printed diagrams), fairy pieces as a
/// lettered disc. `px`: a size of its own (in a hand); else the square's.
fn piece_glyph(out: &mut HtmlOut, p: Piece, px: Option<u32>) {
    let glyph = match p.role {
        Role::Chancellor | Role::Marshall | Role::Ghost => return fairy_glyph(out, p, px.unwrap_or(GLYPH_PX) - 4),
        role => standard_glyph(p.color, role),
    };
    match px {
        Some(px) => {
            out.markup(&format!("<span style=\"font-size:{px}px;\">{glyph}</span>"));
        }
        None => out.markup(glyph),
    }
}

/// The glyph as character references (the part travels as ASCII). The
/// black pawn alone is also an emoji: U+FE0E asks for its text form.
fn standard_glyph(color: Color, role: Role) -> &'static str {
    match (color, role) {
        (Color::White, Role::King) => "&#9812;",
        (Color::White, Role::Queen) => "&#9813;",
        (Color::White, Role::Rook) => "&#9814;",
        (Color::White, Role::Bishop) => "&#9815;",
        (Color::White, Role::Knight) => "&#9816;",
        (Color::White, _) => "&#9817;",
        (Color::Black, Role::King) => "&#9818;",
        (Color::Black, Role::Queen) => "&#9819;",
        (Color::Black, Role::Rook) => "&#9820;",
        (Color::Black, Role::Bishop) => "&#9821;",
        (Color::Black, Role::Knight) => "&#9822;",
        (Color::Black, _) => "&#9823;&#65038;",
    }
}

/// Chancellor, marshall and ghost have no Unicode glyph: a disc with the
/// letter players write (C, M, G), white with black ink for White, black
/// with white ink for Black, like the standard glyphs' outline and solid.
fn fairy_glyph(out: &mut HtmlOut, p: Piece, px: u32) {
    let (bg, ink) = if p.color == Color::White { (PAPER, INK) } else { (INK, PAPER) };
    let inner = px.saturating_sub(4);
    out.markup(&format!("<span title=\"{} {}\"", p.color.name().to_lowercase(), p.role.name()));
    out.markup(" style=\"display:inline-block;");
    out.markup(&format!("width:{inner}px;height:{inner}px;border:2px solid {INK};"));
    out.markup(&format!("border-radius:50%;background-color:{bg};color:{ink};"));
    out.markup("font-family:Arial,sans-serif;font-weight:bold;");
    out.markup(&format!("font-size:{}px;line-height:{inner}px;", inner * 2 / 3));
    out.markup("text-align:center;vertical-align:middle;\">");
    out.markup(&format!("{}</span>", p.role.upper_char()));
}

fn fairy_legend(r: Role) -> &'static str {
    match r {
        Role::Chancellor => "chancellor (bishop + knight)",
        Role::Marshall => "marshall (rook + knight)",
        _ => "ghost (see the rules of the game)",
    }
}

/// Two pawns on one square (Tandem-Pawn Chess), drawn as two small pawns.
fn tandem_glyph(out: &mut HtmlOut, color: Color, px: u32) {
    let g = standard_glyph(color, Role::Pawn);
    out.markup(&format!("<span title=\"{} tandem of two pawns\"", color.name().to_lowercase()));
    out.markup(&format!(" style=\"font-size:{px}px;letter-spacing:-{}px;", px / 3));
    out.markup(&format!("color:{INK};white-space:nowrap;\">"));
    out.markup(&format!("{g}{g}</span>"));
}

fn hand_html(out: &mut HtmlOut, h: &HandDiagram) {
    out.markup("<div style=\"height:28px;line-height:28px;margin:2px 0 2px 20px;");
    out.markup("font-size:13px;");
    paper(out);
    out.markup("\">");
    out.text(&format!("{}'s hand: ", h.color.name()), false);
    if h.pieces.is_empty() {
        out.text("none", false);
    }
    for (role, n) in &h.pieces {
        piece_glyph(out, Piece::new(h.color, *role), Some(22));
        if *n > 1 {
            out.markup(&format!("<span style=\"font-size:13px;color:{INK};\">&times;{n}</span>"));
        }
        out.markup("&nbsp; ");
    }
    out.markup("</div>");
    out.newline();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Side, Variant};

    /// The HTML with each run of whitespace (where lines fold) as one space.
    fn flat(html: &str) -> String {
        html.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn a_chess_diagram_has_64_squares_glyphs_labels_and_short_lines() {
        let html = diagram_html(&Position::start(Variant::Chess).unwrap().diagram_for(Side::new(0, Color::White)));
        assert_eq!(html.matches("<td bgcolor=").count(), 64);
        assert!(html.contains("&#9812;") && html.contains("&#9818;"), "both kings");
        assert!(html.is_ascii() && html.lines().all(|l| l.len() < 76), "a 7bit part: {html}");
        assert!(!html.contains("<script") && !html.contains("<img") && !html.contains("<style"));
    }

    #[test]
    fn tandem84_shows_its_fairy_pieces_as_lettered_discs_with_a_legend() {
        let html = flat(&diagram_html(&Position::start(Variant::Tandem84).unwrap().diagram_for(Side::new(0, Color::Black))));
        assert_eq!(html.matches("<td bgcolor=").count(), 2 * 6 * 7);
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
        let html = flat(&diagram_html(&d));
        assert!(html.contains("White&#39;s hand: <span style=\"font-size:22px;\">&#9813;</span>"), "{html}");
        assert!(html.contains("&times;2"), "two knights");
        assert!(html.contains("Board A: White to move") && html.contains("Board B: White to move"), "{html}");
    }
}
