//! A picture's position in words, for its `alt` text and its `<title>`:
//! what a reader who cannot see it (a screen reader, a client that shows
//! no images) needs to follow the game.

use crate::rules::diagram::{BoardDiagram, Cell, HandDiagram};
use crate::rules::{Color, Diagram, Role};

/// The order pieces are named in: strongest first.
const ORDER: [Role; 9] =
    [Role::King, Role::Queen, Role::Chancellor, Role::Marshall, Role::Rook, Role::Bishop, Role::Knight, Role::Ghost, Role::Pawn];

fn plural(role: Role, n: usize) -> String {
    if n == 1 {
        role.name().to_string()
    } else {
        format!("{}s", role.name())
    }
}

/// `king e1, rooks a1 and h1, pawns a2, b2 and c2`: one army on a board.
fn army(cells: &[&Cell], color: Color) -> String {
    let mut groups = Vec::new();
    for role in ORDER {
        for tandem in [false, true] {
            let mut squares: Vec<String> = cells
                .iter()
                .filter(|c| c.piece.is_some_and(|p| p.color == color && p.role == role) && c.tandem == tandem)
                .map(|c| c.name())
                .collect();
            if squares.is_empty() {
                continue;
            }
            squares.sort_by_key(|s| (s[1..].parse::<u8>().unwrap_or(0), s.chars().next()));
            let name = if tandem {
                if squares.len() == 1 {
                    "tandem".to_string()
                } else {
                    "tandems".to_string()
                }
            } else {
                plural(role, squares.len())
            };
            groups.push(format!("{name} {}", and_list(&squares)));
        }
    }
    if groups.is_empty() {
        "no pieces".to_string()
    } else {
        groups.join(", ")
    }
}

/// `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn hand(h: &HandDiagram) -> String {
    let held: Vec<String> =
        h.pieces.iter().map(|&(r, n)| if n == 1 { r.name().to_string() } else { format!("{n} {}", plural(r, n as usize)) }).collect();
    format!("{}'s hand: {}", h.color.name(), if held.is_empty() { "none".to_string() } else { and_list(&held) })
}

fn board(b: &BoardDiagram) -> String {
    let cells: Vec<&Cell> = b.cells().collect();
    let from = if b.ranks.first() > b.ranks.last() { "White" } else { "Black" };
    let mut s = match &b.title {
        Some(t) => format!("{t}, seen from {from}'s side. "),
        None => format!("Seen from {from}'s side. "),
    };
    s.push_str(&format!("White: {}. Black: {}.", army(&cells, Color::White), army(&cells, Color::Black)));
    for h in b.hands.iter().flatten() {
        s.push_str(&format!(" {}.", hand(h)));
    }
    s
}

/// The whole diagram in words: each board (its title, the side it is seen
/// from, every piece by square, the hands), the last turn, the notes.
pub fn describe(d: &Diagram) -> String {
    let mut parts: Vec<String> = d.boards.iter().map(board).collect();
    let name = |sq| d.cell(sq).map_or_else(|| sq.name(), |(_, c)| c.name());
    let mut moves: Vec<String> = d.arrows.iter().map(|&(a, b)| format!("{} to {}", name(a), name(b))).collect();
    let arrowed: Vec<_> = d.arrows.iter().flat_map(|&(a, b)| [a, b]).collect();
    for c in d.boards.iter().flat_map(|b| b.cells()).filter(|c| c.marked && !arrowed.contains(&c.square)) {
        moves.push(format!("a piece put on {}", c.name()));
    }
    if !moves.is_empty() {
        parts.push(format!("Last {}: {}.", if moves.len() > 1 { "turn" } else { "move" }, and_list(&moves)));
    }
    parts.extend(d.notes.iter().cloned());
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Side, Square, Variant};

    #[test]
    fn the_start_in_words_with_the_last_move() {
        let pos = Position::start(Variant::Chess).unwrap();
        let e2e4 = [Square::new(0, 4, 1), Square::new(0, 4, 3)];
        let words = describe(&pos.diagram_for(Side::new(0, Color::Black)).mark(&e2e4));
        assert!(words.starts_with("Seen from Black's side. White: king e1, queen d1, rooks a1 and h1, bishops c1 and f1"), "{words}");
        assert!(words.contains("pawns a2, b2, c2, d2, e2, f2, g2 and h2"), "{words}");
        assert!(words.contains("Black: king e8, queen d8"), "{words}");
        assert!(words.ends_with("Last move: e2 to e4."), "{words}");
    }

    #[test]
    fn hands_titles_and_drops() {
        let fen =
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNN] w KQkq - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
        let pos = Position::from_fen(Variant::Bughouse, fen).unwrap();
        let f3 = Square::new(0, 5, 2);
        let words = describe(&pos.diagram_for(Side::new(0, Color::White)).mark(&[f3, f3]));
        assert!(words.contains("Board A: White to move, seen from White's side."), "{words}");
        assert!(words.contains("Board B: White to move, seen from Black's side."), "{words}");
        assert!(words.contains("White's hand: queen and 2 knights."), "{words}");
        assert!(words.contains("Black's hand: none."), "{words}");
        assert!(words.contains("Last move: a piece put on f3."), "{words}");
    }
}
