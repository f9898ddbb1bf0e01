//! A picture's position in words, for its `alt` text and its `<title>`:
//! what a reader who cannot see it (a screen reader, a client that shows
//! no images) needs to follow the game.

use crate::i18n::{Language, Msg};
use crate::rules::diagram::{BoardDiagram, Cell, HandDiagram};
use crate::rules::{square_name, Color, Diagram, Role};

/// The order pieces are named in: strongest first.
const ORDER: [Role; 9] =
    [Role::King, Role::Queen, Role::Chancellor, Role::Marshall, Role::Rook, Role::Bishop, Role::Knight, Role::Ghost, Role::Pawn];

/// `king e1, rooks a1 and h1, pawns a2, b2 and c2`: one army on a board.
fn army(cells: &[&Cell], color: Color) -> Msg {
    // Strongest first, a kind's tandems after its single pieces, each
    // kind's squares by rank, then file: sorted once, then cut in groups.
    let mut pieces: Vec<(usize, bool, u8, char)> = cells
        .iter()
        .filter_map(|c| {
            let p = c.piece.filter(|p| p.color == color)?;
            Some((ORDER.iter().position(|&r| r == p.role)?, c.tandem, c.square.rank(), c.file))
        })
        .collect();
    pieces.sort_unstable();
    let groups: Vec<Msg> = pieces
        .chunk_by(|a, b| (a.0, a.1) == (b.0, b.1))
        .map(|group| {
            let (order, tandem, ..) = group[0];
            let count = if group.len() == 1 { "one" } else { "many" };
            let role = if tandem { "tandem" } else { ORDER[order].name() };
            let squares = Msg::all(group.iter().map(|&(.., rank, file)| Msg::new("name").arg("name", square_name(file, rank))).collect());
            Msg::new("picture-pieces").arg("count", count).arg("role", role).arg("squares", squares)
        })
        .collect();
    if groups.is_empty() {
        Msg::new("picture-army-none").arg("color", color.name())
    } else {
        Msg::new("picture-army").arg("color", color.name()).arg("pieces", Msg::list(groups))
    }
}

fn hand(h: &HandDiagram) -> Msg {
    if h.pieces.is_empty() {
        return Msg::new("picture-hand-empty").arg("color", h.color.name());
    }
    let held = h.pieces.iter().map(|&(r, n)| Msg::new("picture-held").arg("role", r.name()).arg("n", i64::from(n))).collect();
    Msg::new("picture-hand").arg("color", h.color.name()).arg("pieces", Msg::all(held))
}

fn board(b: &BoardDiagram, language: Language) -> String {
    let cells: Vec<&Cell> = b.cells().collect();
    let from = if b.ranks.first() > b.ranks.last() { "White" } else { "Black" };
    let mut parts = vec![match b.title_text() {
        Some(t) => Msg::new("picture-titled-seen-from").arg("title", t.as_ref()).arg("color", from),
        None => Msg::new("picture-seen-from").arg("color", from),
    }];
    parts.push(army(&cells, Color::White));
    parts.push(army(&cells, Color::Black));
    parts.extend(b.hands.iter().flatten().map(hand));
    parts.iter().map(|m| m.text(language)).collect::<Vec<_>>().join(" ")
}

/// The whole diagram in `language`'s words: each board (its title, the
/// side it is seen from, every piece by square, the hands), the last turn,
/// the notes. The titles and notes are taken as they stand: a diagram for
/// a reader has them in words already
/// (`crate::i18n::board_words::diagram_in_words`).
pub fn describe(d: &Diagram, language: Language) -> String {
    let mut parts: Vec<String> = d.boards.iter().map(|b| board(b, language)).collect();
    let name = |sq| d.cell(sq).map_or_else(|| sq.name(), |(_, c)| c.name());
    let mut moves: Vec<Msg> = d.arrows.iter().map(|&(a, b)| Msg::new("picture-move").arg("from", name(a)).arg("to", name(b))).collect();
    let arrowed: Vec<_> = d.arrows.iter().flat_map(|&(a, b)| [a, b]).collect();
    for c in d.boards.iter().flat_map(|b| b.cells()).filter(|c| c.marked && !arrowed.contains(&c.square)) {
        moves.push(Msg::new("picture-drop").arg("square", c.name()));
    }
    if !moves.is_empty() {
        let key = if moves.len() > 1 { "picture-last-turn" } else { "picture-last-move" };
        parts.push(Msg::new(key).arg("moves", Msg::all(moves)).text(language));
    }
    parts.extend(d.notes.iter().map(|n| n.text().into_owned()));
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
        let words = describe(&pos.diagram_for(Side::new(0, Color::Black)).mark(&e2e4), Language::En);
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
        let words = describe(&pos.diagram_for(Side::new(0, Color::White)).mark(&[f3, f3]), Language::En);
        assert!(words.contains("Board A: White to move, seen from White's side."), "{words}");
        assert!(words.contains("Board B: White to move, seen from Black's side."), "{words}");
        assert!(words.contains("White's hand: queen and 2 knights."), "{words}");
        assert!(words.contains("Black's hand: none."), "{words}");
        assert!(words.contains("Last move: a piece put on f3."), "{words}");
    }
}
