//! Boards as a picture would show them, without drawing: which squares in
//! which order, light or dark, the piece on each, the labels, the hands,
//! the last turn's moves and what the fairy pieces do. `crate::picture`
//! draws it; the ASCII boards of `render` stay the text players know.

use std::borrow::Cow;

use super::{Color, Hand, Piece, Reason, Role, Square};

/// What a Tandem-84 ghost does, as its rule sets say it (the legend): the
/// code names one by its place here.
pub const GHOSTS: [&str; 2] = [
    "a rook on its board, a bishop after a drop; may swap places with the first friendly piece on its path",
    "a queen on its board, a knightrider after a drop; friendly pieces pass through it; taken only by a king or while it blocks a check",
];

/// Every board of a position, as seen by one player, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagram {
    pub boards: Vec<BoardDiagram>,
    /// Lines shown under the boards (a bughouse match's result).
    pub notes: Vec<Words>,
    /// The last turn's moves, start square to end square, in the order
    /// played (a drop from the hand has none: its square is marked).
    pub arrows: Vec<(Square, Square)>,
    /// The boards are two halves of one game (Tandem-84's twin boards,
    /// where pieces drop from one to the other): drawn side by side with
    /// their ranks aligned, never apart.
    pub joined: bool,
    /// What the ghost does in this game, for the legend (Tandem-84's two
    /// rule sets differ).
    pub ghost: Option<&'static str>,
}

/// One board, drawn from its player's side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardDiagram {
    /// `Board A: White to move`, `Left board (a-f)`: the board's name,
    /// then after `: ` its state, if any; none for a one-board game.
    pub title: Option<Words>,
    /// File letters left to right, as drawn.
    pub files: Vec<char>,
    /// Rank numbers top to bottom, as drawn.
    pub ranks: Vec<u8>,
    /// The squares, top row first.
    pub rows: Vec<Vec<Cell>>,
    /// The hand drawn above the board (the opponent's), then below it.
    pub hands: [Option<HandDiagram>; 2],
}

/// Words drawn with the boards (a title, a note): said in no language
/// yet, as the engine makes them, or written in a reader's
/// (`crate::i18n::board_words`), or read back from a diagram's code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Words {
    Said(Reason),
    Written(String),
}

impl Words {
    /// The words as drawn: a sentence not yet in a reader's language in
    /// English.
    pub fn text(&self) -> Cow<'_, str> {
        match self {
            Words::Said(sentence) => Cow::Owned(sentence.to_string()),
            Words::Written(text) => Cow::Borrowed(text),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    pub square: Square,
    /// The file's letter as players write it (Tandem-84's right board: g-l).
    pub file: char,
    pub light: bool,
    pub piece: Option<Piece>,
    /// Tandem-Pawn Chess: two pawns on one square.
    pub tandem: bool,
    /// One of the squares the last turn moved from or to.
    pub marked: bool,
}

/// The pieces one army holds in hand (crazyhouse, bughouse).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HandDiagram {
    pub color: Color,
    /// Strongest first; only roles held.
    pub pieces: Vec<(Role, u8)>,
}

impl Cell {
    /// `e4`, `j3`: the square as players write it.
    pub fn name(&self) -> String {
        super::square_name(self.file, self.square.rank())
    }
}

impl HandDiagram {
    pub fn new(color: Color, hand: &Hand) -> HandDiagram {
        let pieces = Hand::ROLES.iter().rev().map(|&r| (r, hand.count(r))).filter(|(_, n)| *n > 0).collect();
        HandDiagram { color, pieces }
    }
}

impl BoardDiagram {
    /// Board `board` (0 or 1) of `labels.len()` files and `ranks` ranks;
    /// `flipped` draws it from Black's side. `at` gives the piece on a
    /// square and whether it is a tandem.
    pub fn new(board: u8, labels: &[char], ranks: u8, flipped: bool, at: impl Fn(Square) -> (Option<Piece>, bool)) -> BoardDiagram {
        let files = labels.len() as u8;
        let rank_order: Vec<u8> = if flipped { (0..ranks).collect() } else { (0..ranks).rev().collect() };
        let file_order: Vec<u8> = if flipped { (0..files).rev().collect() } else { (0..files).collect() };
        let rows = rank_order
            .iter()
            .map(|&r| {
                file_order
                    .iter()
                    .map(|&f| {
                        let square = Square::new(board, f, r);
                        let (piece, tandem) = at(square);
                        // a1 is dark on every board, as on the chessboard.
                        Cell { square, file: labels[f as usize], light: (f + r) % 2 == 1, piece, tandem, marked: false }
                    })
                    .collect()
            })
            .collect();
        BoardDiagram {
            title: None,
            files: file_order.iter().map(|&f| labels[f as usize]).collect(),
            ranks: rank_order.iter().map(|r| r + 1).collect(),
            rows,
            hands: [None, None],
        }
    }

    pub fn titled(mut self, title: Reason) -> BoardDiagram {
        self.title = Some(Words::Said(title));
        self
    }

    /// The title as drawn.
    pub fn title_text(&self) -> Option<Cow<'_, str>> {
        self.title.as_ref().map(Words::text)
    }

    /// The title's name alone (`Board A`), without the board's state.
    pub fn name(&self) -> Option<String> {
        self.title_text().map(|t| t.split(": ").next().unwrap_or(&t).to_string())
    }

    /// Hands shown above and below: `bottom` is the viewer's army's colour.
    pub fn with_hands(mut self, bottom: Color, hand: impl Fn(Color) -> Hand) -> BoardDiagram {
        self.hands = [Some(HandDiagram::new(bottom.other(), &hand(bottom.other()))), Some(HandDiagram::new(bottom, &hand(bottom)))];
        self
    }

    pub fn cells(&self) -> impl Iterator<Item = &Cell> {
        self.rows.iter().flatten()
    }
}

impl Diagram {
    pub fn new(boards: Vec<BoardDiagram>) -> Diagram {
        Diagram { boards, notes: Vec::new(), arrows: Vec::new(), joined: false, ghost: None }
    }

    /// Marks the last turn's moves, given as their squares in pairs (start,
    /// end: `Played::squares`), on whichever board holds them: the squares
    /// highlighted, and an arrow for each move that changed squares.
    pub fn mark(mut self, squares: &[Square]) -> Diagram {
        for cell in self.boards.iter_mut().flat_map(|b| b.rows.iter_mut().flatten()) {
            cell.marked = squares.contains(&cell.square);
        }
        self.arrows = squares.chunks_exact(2).filter(|m| m[0] != m[1]).map(|m| (m[0], m[1])).collect();
        self
    }

    /// The same diagram with every sentence written as `say` writes it
    /// (in a reader's language).
    pub fn written(mut self, say: impl Fn(&Reason) -> String) -> Diagram {
        let write = |words: &mut Words| {
            if let Words::Said(sentence) = words {
                *words = Words::Written(say(sentence));
            }
        };
        self.boards.iter_mut().filter_map(|b| b.title.as_mut()).for_each(write);
        self.notes.iter_mut().for_each(write);
        self
    }

    /// The cell of `square`, and the index of its board.
    pub fn cell(&self, square: Square) -> Option<(usize, &Cell)> {
        self.boards.iter().enumerate().find_map(|(i, b)| b.cells().find(|c| c.square == square).map(|c| (i, c)))
    }

    /// The fairy roles on any board, for a legend.
    pub fn fairy_roles(&self) -> Vec<Role> {
        let on_board: Vec<Role> = self.boards.iter().flat_map(|b| b.cells()).filter_map(|c| c.piece.map(|p| p.role)).collect();
        [Role::Chancellor, Role::Marshall, Role::Ghost].into_iter().filter(|r| on_board.contains(r)).collect()
    }

    pub fn has_tandems(&self) -> bool {
        self.boards.iter().flat_map(|b| b.cells()).any(|c| c.tandem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_sees_a1_bottom_left_and_black_sees_h8_there() {
        let files = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
        let white = BoardDiagram::new(0, &files, 8, false, |_| (None, false));
        let bottom_left = white.rows[7][0];
        assert_eq!(bottom_left.square.name(), "a1");
        assert!(!bottom_left.light, "a1 is dark");
        assert_eq!(white.files[0], 'a');
        assert_eq!(white.ranks[0], 8);
        let black = BoardDiagram::new(0, &files, 8, true, |_| (None, false));
        assert_eq!(black.rows[7][0].square.name(), "h8");
        assert_eq!(black.files[0], 'h');
        assert_eq!(black.ranks[0], 1);
        assert!(white.rows[7][1].light, "b1 is light");
    }

    #[test]
    fn marks_fall_on_their_own_board() {
        let files = ['a', 'b', 'c', 'd', 'e', 'f'];
        let d = Diagram::new(vec![
            BoardDiagram::new(0, &files, 7, false, |_| (None, false)),
            BoardDiagram::new(1, &files, 7, false, |_| (None, false)),
        ])
        .mark(&[Square::new(1, 2, 3)]);
        let marked: Vec<(usize, String)> = d
            .boards
            .iter()
            .enumerate()
            .flat_map(|(i, b)| b.cells().filter(|c| c.marked).map(move |c| (i, c.square.name())).collect::<Vec<_>>())
            .collect();
        assert_eq!(marked, vec![(1, "c4".to_string())]);
    }
}
