//! Tandem-84: two 6x7 boards (files a-f and g-l), chancellors, marshalls,
//! ghosts, drops between the boards, and turns of two sequential moves
//! (docs/rules.md settles the questions the original texts leave open).
//!
//! Two rule sets share this code: the Chess Variant Pages text (`tandem84`,
//! ghost = rook, bishop after a drop, swaps with friends) and the inventor's
//! own page (`tandem84-knightrider`, ghost = queen, knightrider after a drop, transparent
//! to its own side, hard to capture). `Ghosts` picks one.

mod fen;
mod generate;
pub mod notation;

use super::notation::Reason;
use super::turn_words;
use super::{attacks, Bitboard, Board, Color, Move, MoveKind, Piece, Role, Square, Turn};

/// The 6x7 playing area of each board inside its 8x8 slot.
pub const AREA: Bitboard = Bitboard::area(6, 7);

/// What a pawn may become (every piece but pawn and king).
pub const PROMOTIONS: [Role; 7] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Chancellor, Role::Marshall, Role::Ghost];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ghosts {
    /// `tandem84`: rook on its board, bishop after a drop; captures and is
    /// captured like any piece; may swap with the first friend on its path.
    Swapping,
    /// `tandem84-knightrider`: queen on its board, knightrider after a drop;
    /// never captures or is captured except as docs/rules.md says; transparent to
    /// its own side; gives no check.
    Knightrider,
}

pub(crate) const WHITE_HOME: u8 = 1;
pub(crate) const WHITE_DROP: u8 = 2;
pub(crate) const BLACK_HOME: u8 = 4;
pub(crate) const BLACK_DROP: u8 = 8;

pub const START_FEN: &str = "gbmcnrrnkqbg/pppppppppppp/12/12/12/PPPPPPPPPPPP/GBQKNRRNCMBG w KQkq - 0 1";

#[inline]
pub(crate) const fn sq(board: u8, file: u8, rank: u8) -> Square {
    Square::new(board, file, rank)
}

/// Home squares of a castling right: (king, rook, king to, rook to, must be
/// empty, must not be attacked).
pub(crate) struct CastleSpec {
    pub right: u8,
    pub color: Color,
    pub king: Square,
    pub rook: Square,
    pub king_to: Square,
    pub rook_to: Square,
    pub empty: &'static [Square],
    pub safe: &'static [Square],
}

pub(crate) const CASTLES: [CastleSpec; 4] = [
    CastleSpec {
        right: WHITE_HOME,
        color: Color::White,
        king: sq(0, 3, 0),
        rook: sq(0, 5, 0),
        king_to: sq(0, 4, 0),
        rook_to: sq(0, 3, 0),
        empty: &[sq(0, 4, 0)],
        safe: &[],
    },
    CastleSpec {
        right: WHITE_DROP,
        color: Color::White,
        king: sq(0, 3, 0),
        rook: sq(1, 0, 0),
        king_to: sq(1, 1, 0),
        rook_to: sq(1, 2, 0),
        empty: &[sq(1, 3, 0), sq(1, 2, 0), sq(1, 1, 0)],
        safe: &[sq(1, 3, 0), sq(1, 2, 0)],
    },
    CastleSpec {
        right: BLACK_HOME,
        color: Color::Black,
        king: sq(1, 2, 6),
        rook: sq(1, 0, 6),
        king_to: sq(1, 1, 6),
        rook_to: sq(1, 2, 6),
        empty: &[sq(1, 1, 6)],
        safe: &[],
    },
    CastleSpec {
        right: BLACK_DROP,
        color: Color::Black,
        king: sq(1, 2, 6),
        rook: sq(0, 5, 6),
        king_to: sq(0, 4, 6),
        rook_to: sq(0, 3, 6),
        empty: &[sq(0, 2, 6), sq(0, 3, 6), sq(0, 4, 6)],
        safe: &[sq(0, 2, 6), sq(0, 3, 6)],
    },
];

/// A square's name with the board in the file letter: `a1`..`f7`, `g1`..`l7`.
pub fn square_name(s: Square) -> String {
    format!("{}{}", (b'a' + s.board() * 6 + s.file()) as char, s.rank() + 1)
}

pub fn parse_square(text: &str) -> Option<Square> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].to_ascii_lowercase().checked_sub(b'a')?;
    let r = b[1].checked_sub(b'1')?;
    (f < 12 && r < 7).then(|| sq(f / 6, f % 6, r))
}

/// Global file 0..12 (for sorting and letters).
pub(crate) fn global_file(s: Square) -> u8 {
    s.board() * 6 + s.file()
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tandem84 {
    pub(crate) boards: [Board; 2],
    pub(crate) turn: Color,
    pub(crate) castling: u8,
    /// Squares the opponent's pawns passed with a double step in their last
    /// turn (per board): en passant targets during this turn.
    pub(crate) ep: [Bitboard; 2],
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) ghosts: Ghosts,
}

/// What one move of a turn leaves for the rest of the turn.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct TurnState {
    /// (passed square, landing square) of this turn's double steps.
    pub double_steps: [Option<(Square, Square)>; 2],
    pub zeroing: bool,
    /// Squares the second move may not start from (the piece that moved,
    /// and the rook of a drop-castling).
    pub used: [Option<Square>; 2],
}

impl Tandem84 {
    pub fn new(ghosts: Ghosts) -> Tandem84 {
        Tandem84::from_fen(START_FEN, ghosts).expect("the start position is valid")
    }

    pub fn ghosts(&self) -> Ghosts {
        self.ghosts
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn piece_at(&self, s: Square) -> Option<Piece> {
        self.boards[s.board() as usize].piece_at(s)
    }

    /// White's opening turn is a single move.
    pub fn is_first_turn(&self) -> bool {
        self.turn == Color::White && self.fullmoves == 1
    }

    pub fn king(&self, color: Color) -> Option<Square> {
        (0..2).find_map(|b| self.boards[b].king_of(color).map(|k| k.on_board(b as u8)))
    }

    /// Ghosts of `color` on board `b` (local bitboard).
    #[inline]
    fn ghosts_of(&self, b: u8, color: Color) -> Bitboard {
        self.boards[b as usize].by_piece(color, Role::Ghost)
    }

    /// What blocks `color`'s pieces on board `b`: everything, except (with
    /// knightrider ghosts) `color`'s own ghosts, which its pieces pass.
    #[inline]
    pub(crate) fn blockers_for(&self, b: u8, color: Color) -> Bitboard {
        let occ = self.boards[b as usize].occupied();
        match self.ghosts {
            Ghosts::Swapping => occ,
            Ghosts::Knightrider => occ & !self.ghosts_of(b, color),
        }
    }

    /// Pieces of `by` that attack `target` by normal moves on its board, with
    /// `occ` as the blocking occupancy of that board (local bitboard).
    pub(crate) fn attackers_with(&self, target: Square, by: Color, occ: Bitboard) -> Bitboard {
        let b = &self.boards[target.board() as usize];
        let them = b.by_color(by);
        let knights = b.by_role(Role::Knight) | b.by_role(Role::Chancellor) | b.by_role(Role::Marshall);
        let diag = b.by_role(Role::Bishop) | b.by_role(Role::Queen) | b.by_role(Role::Chancellor);
        let mut ortho = b.by_role(Role::Rook) | b.by_role(Role::Queen) | b.by_role(Role::Marshall);
        if self.ghosts == Ghosts::Swapping {
            ortho |= b.by_role(Role::Ghost);
        }
        ((attacks::knight(target) & knights)
            | (attacks::king(target) & b.by_role(Role::King))
            | (attacks::pawn(by.other(), target) & b.by_role(Role::Pawn))
            | (attacks::bishop(target, occ) & diag)
            | (attacks::rook(target, occ) & ortho))
            & them
    }

    pub(crate) fn attacked(&self, target: Square, by: Color) -> bool {
        self.attackers_with(target, by, self.blockers_for(target.board(), by)).any()
    }

    pub fn king_attacked(&self, color: Color) -> bool {
        self.king(color).is_some_and(|k| self.attacked(k, color.other()))
    }

    pub fn is_check(&self) -> bool {
        self.king_attacked(self.turn)
    }

    /// Knightrider ghosts: an enemy ghost may be taken (by a non-king) only
    /// while it blocks a check on its own king, that is while removing it
    /// would add an attacker of that king. Merely standing on a board whose
    /// king is already in check from elsewhere is not enough.
    pub(crate) fn ghost_capturable(&self, ghost: Square, by: Color) -> bool {
        let owner = by.other();
        match self.king(owner) {
            Some(k) if k.board() == ghost.board() => {
                let occ = self.blockers_for(ghost.board(), by);
                // Removing a blocker only lengthens lines, so the attackers
                // it adds are exactly those whose line runs through the ghost.
                let with = self.attackers_with(k, by, occ);
                let without = self.attackers_with(k, by, occ.without(ghost));
                (without & !with).any()
            }
            _ => false,
        }
    }

    fn take(&mut self, s: Square) -> Option<Piece> {
        self.boards[s.board() as usize].take(s)
    }

    fn put(&mut self, s: Square, p: Piece) {
        self.boards[s.board() as usize].put(s, p);
    }

    fn clear_rights_touching(&mut self, s: Square) {
        for c in &CASTLES {
            if c.king == s || c.rook == s {
                self.castling &= !c.right;
            }
        }
    }

    /// Plays one move of the current turn (the side to move stays).
    pub(crate) fn apply(&mut self, m: &Move, st: &mut TurnState) {
        let color = self.turn;
        let forward: i8 = if color == Color::White { 1 } else { -1 };
        self.clear_rights_touching(m.from);
        self.clear_rights_touching(m.to);
        if m.role == Role::Pawn || m.capture.is_some() {
            st.zeroing = true;
        }
        st.used = [Some(m.to), None];
        match m.kind {
            MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Drop => {
                if m.capture.is_some() {
                    self.take(m.to);
                    if m.role == Role::Ghost && self.ghosts == Ghosts::Knightrider {
                        // The ghost that takes a checking piece leaves with it.
                        self.take(m.from);
                        st.used = [None, None];
                        return;
                    }
                }
                if let Some(p) = self.take(m.from) {
                    let role = m.promotion.unwrap_or(p.role);
                    self.put(m.to, Piece::new(color, role));
                }
                if m.kind == MoveKind::DoubleStep {
                    let passed = Square((m.to.0 as i8 - 8 * forward) as u8);
                    let slot = if st.double_steps[0].is_none() { 0 } else { 1 };
                    st.double_steps[slot] = Some((passed, m.to));
                }
            }
            MoveKind::EnPassant => {
                let victim = Square((m.to.0 as i8 - 8 * forward) as u8);
                self.take(victim);
                if let Some(p) = self.take(m.from) {
                    self.put(m.to, p);
                }
            }
            MoveKind::Castle { rook_from, rook_to } => {
                self.clear_rights_touching(rook_from);
                let king = self.take(m.from);
                let rook = self.take(rook_from);
                if let (Some(k), Some(r)) = (king, rook) {
                    self.put(m.to, k);
                    self.put(rook_to, r);
                }
                self.castling &= if color == Color::White { !(WHITE_HOME | WHITE_DROP) } else { !(BLACK_HOME | BLACK_DROP) };
                st.used = [Some(m.to), Some(rook_to)];
            }
            MoveKind::GhostSwap => {
                let ghost = self.take(m.from);
                let friend = self.take(m.to);
                if let (Some(g), Some(f)) = (ghost, friend) {
                    if f.role == Role::Pawn {
                        st.zeroing = true;
                    }
                    self.put(m.to, g);
                    self.put(m.from, Piece::new(color, m.promotion.unwrap_or(f.role)));
                }
            }
            MoveKind::DropSwap => {
                let a = self.take(m.from);
                let b = self.take(m.to);
                if let (Some(a), Some(b)) = (a, b) {
                    if a.role == Role::Pawn || b.role == Role::Pawn {
                        st.zeroing = true;
                    }
                    self.put(m.to, a);
                    self.put(m.from, b);
                }
            }
            // Tandem-Pawn Chess only; never generated here.
            MoveKind::Tandem(_) | MoveKind::Rocket => {}
        }
    }

    /// Ends the turn: en-passant squares, clocks, side to move.
    pub(crate) fn end_turn(&mut self, st: &TurnState) {
        let color = self.turn;
        self.ep = [Bitboard::EMPTY; 2];
        for (passed, landed) in st.double_steps.iter().flatten() {
            let still_there = self.piece_at(*landed) == Some(Piece::new(color, Role::Pawn));
            if still_there && self.piece_at(*passed).is_none() {
                self.ep[passed.board() as usize].set(*passed);
            }
        }
        self.halfmoves = if st.zeroing { 0 } else { self.halfmoves + 1 };
        if color == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = color.other();
    }

    /// Plays a whole turn from `legal_turns`.
    pub fn play(&mut self, turn: &Turn) {
        let mut st = TurnState::default();
        for m in turn.moves() {
            self.apply(m, &mut st);
        }
        self.end_turn(&st);
    }

    /// `Rules::perft`, for callers without `Rules` in scope (tests/tandem84*.rs).
    pub fn perft(&self, depth: u32) -> u64 {
        crate::rules::variant_rules::Rules::perft(self, depth)
    }
}

impl crate::rules::variant_rules::Rules for Tandem84 {
    fn variant(&self) -> crate::rules::Variant {
        match self.ghosts {
            Ghosts::Swapping => crate::rules::Variant::Tandem84,
            Ghosts::Knightrider => crate::rules::Variant::Tandem84Knightrider,
        }
    }

    fn fen(&self) -> String {
        Tandem84::fen(self)
    }

    fn to_move(&self) -> Color {
        self.turn
    }

    fn legal_turns(&self) -> Vec<Turn> {
        Tandem84::legal_turns(self)
    }

    fn has_legal_turn(&self) -> bool {
        Tandem84::has_legal_turn(self)
    }

    fn noisy_turns(&self) -> Vec<Turn> {
        Tandem84::noisy_turns(self)
    }

    fn noisy_turns_first(&self) -> bool {
        true
    }

    fn play_turn(&mut self, turn: &Turn) {
        self.play(turn)
    }

    fn turn_notation(&self, turn: &Turn) -> String {
        self.turn_notations(std::slice::from_ref(turn)).pop().unwrap_or_default()
    }

    fn turn_notations(&self, turns: &[Turn]) -> Vec<String> {
        Tandem84::turn_notations(self, turns)
    }

    fn parse_turn(&self, text: &str) -> Result<Turn, crate::rules::NotationError> {
        Tandem84::parse_turn(self, text)
    }

    fn describe_turn(&self, turn: &Turn) -> Reason {
        let mut pos = self.clone();
        let mut st = TurnState::default();
        let mut parts = Vec::new();
        for m in turn.moves() {
            let (from, to) = (square_name(m.from), square_name(m.to));
            // (A swap names the piece it meets, which is always there.)
            let met = pos.piece_at(m.to).map_or(m.role, |p| p.role);
            let mut r = match m.kind {
                MoveKind::Castle { .. } if m.from.board() == m.to.board() => Reason::new("turn-t84-castle", "castled on the home board"),
                MoveKind::Castle { .. } => Reason::new("turn-t84-drop-castle", "drop-castled to the other board"),
                MoveKind::DropSwap => {
                    Reason::new("turn-t84-swap", "swapped the {piece} on {from} and the {other} on {to} between the boards")
                        .piece("piece", m.role)
                        .text("from", from)
                        .piece("other", met)
                        .text("to", to)
                }
                MoveKind::GhostSwap => Reason::new("turn-t84-ghost-swap", "the ghost on {from} swapped places with the {other} on {to}")
                    .text("from", from)
                    .piece("other", met)
                    .text("to", to),
                _ if m.from.board() != m.to.board() => {
                    Reason::new("turn-t84-cross", "the {piece} on {from} dropped to {twin} and moved to {to}")
                        .piece("piece", m.role)
                        .text("from", from)
                        .text("twin", square_name(m.from.twin()))
                        .text("to", to)
                }
                _ => Reason::new("turn-t84-move", "the {piece} moved from {from} to {to}")
                    .piece("piece", m.role)
                    .text("from", from)
                    .text("to", to),
            };
            if let Some(c) = m.capture {
                r = turn_words::capturing(r, c, m.kind == MoveKind::EnPassant);
                if m.role == Role::Ghost && self.ghosts == Ghosts::Knightrider {
                    r = Reason::new("turn-t84-both-leave", "{turn}, and both leave the board").reason("turn", r);
                }
            }
            if let Some(p) = m.promotion {
                r = Reason::new("turn-t84-promotion", "{turn}, promoting to a {piece}").reason("turn", r).piece("piece", p);
            }
            parts.push(r);
            pos.apply(m, &mut st);
        }
        Reason::new("turn-t84", "{color}: {parts}").word("color", self.turn.name()).reason("parts", turn_words::then(parts))
    }

    fn status(&self) -> crate::rules::status::Status {
        crate::rules::status::Status::judge(self.has_legal_turn(), self.is_check(), self.turn, false)
    }

    fn is_check(&self) -> bool {
        Tandem84::is_check(self)
    }

    fn board_text(&self, view: Color) -> crate::rules::BoardText {
        use crate::rules::render::{render, BoardView};
        const LEFT: [char; 6] = ['a', 'b', 'c', 'd', 'e', 'f'];
        const RIGHT: [char; 6] = ['g', 'h', 'i', 'j', 'k', 'l'];
        let flipped = view == Color::Black;
        let view_of = |b: u8, labels: &[char]| BoardView::new(labels, 7, flipped, |f, r| self.piece_at(sq(b, f, r)).map(Piece::char));
        let (l, r) = (view_of(0, &LEFT), view_of(1, &RIGHT));
        crate::rules::BoardText::drawn(&if flipped { render(&[r, l]) } else { render(&[l, r]) })
    }

    /// The two boards side by side as in `board_text`: the left board (a-f)
    /// and the right one (g-l), swapped and turned for Black.
    fn diagram(&self, view: Color) -> crate::rules::Diagram {
        use crate::rules::{BoardDiagram, Diagram};
        const LEFT: [char; 6] = ['a', 'b', 'c', 'd', 'e', 'f'];
        const RIGHT: [char; 6] = ['g', 'h', 'i', 'j', 'k', 'l'];
        let flipped = view == Color::Black;
        let board = |b: u8, labels: &[char], key, title| {
            BoardDiagram::new(b, labels, 7, flipped, |s| (self.piece_at(s), false)).titled(crate::rules::Reason::new(key, title))
        };
        let left = board(0, &LEFT, "picture-board-left", "Left board (a-f)");
        let (l, r) = (left, board(1, &RIGHT, "picture-board-right", "Right board (g-l)"));
        let mut d = Diagram::new(if flipped { vec![r, l] } else { vec![l, r] });
        d.joined = true;
        // From the list the diagram's code names them by.
        d.ghost = Some(match self.ghosts {
            Ghosts::Swapping => crate::rules::diagram::GHOSTS[0],
            Ghosts::Knightrider => crate::rules::diagram::GHOSTS[1],
        });
        d
    }

    fn repetition_key(&self) -> String {
        // Positions repeat when placement, side, rights and usable en-passant
        // squares agree; the FEN's first four fields say exactly that here
        // (en-passant squares are kept only while a capture could use them).
        Tandem84::fen(self).split(' ').take(4).collect::<Vec<_>>().join(" ")
    }

    fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    fn has_insufficient_material(&self, color: Color) -> bool {
        // Drops and fairy pieces make mating material hard to rule out:
        // only a bare king cannot win.
        (0..2).all(|b| (self.boards[b].by_color(color) & !self.boards[b].by_role(Role::King)).is_empty())
    }
}
