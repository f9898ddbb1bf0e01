//! `Rules` for `Chess`: FIDE chess, crazyhouse and one bughouse board alone.
//! Apart from chess.rs because it writes and reads SAN, and san.rs needs the
//! position of chess.rs.

use super::board_text::BoardText;
use super::chess::{Chess, DropRules};
use super::color::Color;
use super::diagram::{BoardDiagram, Diagram};
use super::moves::{MoveKind, MoveList, Turn};
use super::notation::NotationError;
use super::piece::Piece;
use super::reason::Reason;
use super::render;
use super::san;
use super::square::Square;
use super::status::Status;
use super::turn_words;
use super::variant::Variant;
use super::variant_rules::Rules;

fn san_of_turn(pos: &Chess, turn: &Turn, legal: &MoveList) -> String {
    let names: Vec<String> = turn.moves().map(|m| san::san(pos, m, legal)).collect();
    names.join(" ")
}

impl Rules for Chess {
    fn variant(&self) -> Variant {
        match self.drops {
            DropRules::None => Variant::Chess,
            _ if self.capture_to_own_hand => Variant::Crazyhouse,
            // One bughouse board on its own (its hands fixed).
            DropRules::Drops => Variant::Bughouse,
            DropRules::DropsWithoutCheck => Variant::TandemChess,
        }
    }

    fn fen(&self) -> String {
        Chess::fen(self)
    }

    fn to_move(&self) -> Color {
        self.turn
    }

    fn legal_turns(&self) -> Vec<Turn> {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.iter().map(|m| Turn::One(*m)).collect()
    }

    fn play_turn(&mut self, turn: &Turn) {
        // A match, not `turn.moves()`: perft plays every turn above its last level here.
        match turn {
            Turn::One(m) => {
                self.play_unchecked(m);
            }
            Turn::Two(m, n) => {
                self.play_unchecked(m);
                self.play_unchecked(n);
            }
        }
    }

    fn turn_notation(&self, turn: &Turn) -> String {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        san_of_turn(self, turn, &list)
    }

    /// SAN looks at the other legal moves (to disambiguate): made once
    /// for all, not once per move (a board mail lists every legal move).
    fn turn_notations(&self, turns: &[Turn]) -> Vec<String> {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        turns.iter().map(|t| san_of_turn(self, t, &list)).collect()
    }

    fn parse_turn(&self, text: &str) -> Result<Turn, NotationError> {
        san::parse_move(self, text).map(Turn::One)
    }

    fn describe_turn(&self, turn: &Turn) -> Reason {
        match turn {
            Turn::One(m) => turn_words::chess_move(self.turn, m),
            _ => turn_words::notation(self.turn_notation(turn)),
        }
    }

    fn status(&self) -> Status {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        Status::judge(!list.is_empty(), self.is_check(), self.turn, self.is_insufficient_material())
    }

    fn is_check(&self) -> bool {
        Chess::is_check(self)
    }

    fn board_text(&self, view: Color) -> BoardText {
        const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
        let v = render::BoardView::new(&FILES, 8, view == Color::Black, |f, r| self.board.piece_at(Square::new(0, f, r)).map(Piece::char));
        let mut text = BoardText::drawn(&render::render(&[v]));
        if self.drops != DropRules::None {
            for color in [view.other(), view] {
                let hand = Reason::new("board-hand", "{color}'s hand: {pieces}").word("color", color.name());
                text = text.caption(hand.text("pieces", render::hand_text(self.hand(color))));
            }
        }
        text
    }

    fn diagram(&self, view: Color) -> Diagram {
        const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
        let mut board = BoardDiagram::new(0, &FILES, 8, view == Color::Black, |sq| (self.board.piece_at(sq), false));
        if self.drops != DropRules::None {
            board = board.with_hands(view, |c| *self.hand(c));
        }
        Diagram::new(vec![board])
    }

    fn legal_turn_count(&self) -> u64 {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.len() as u64
    }

    fn repetition_key(&self) -> String {
        // The en-passant square counts only when a capture there is legal;
        // without one there is no capture to look for.
        let ep = self.ep_square.and_then(|_| {
            let mut list = MoveList::new();
            self.legal_moves(&mut list);
            list.iter().find(|m| m.kind == MoveKind::EnPassant).map(|m| m.to)
        });
        self.repetition_fields(ep)
    }

    fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    fn has_insufficient_material(&self, color: Color) -> bool {
        Chess::has_insufficient_material(self, color)
    }
}

impl Chess {
    /// `Rules::perft`, for callers without `Rules` in scope (tests/offline/chess_perft.rs, benches/perft.rs).
    pub fn perft(&self, depth: u32) -> u64 {
        Rules::perft(self, depth)
    }
}
