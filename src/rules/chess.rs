//! FIDE chess on one 8x8 board: the position, legal move generation and
//! making moves. Crazyhouse and each bughouse board reuse it with hands.

use super::attacks;
use super::{Bitboard, Board, Color, Hand, Move, MoveKind, MoveList, Piece, Role, Square};

/// What a capture does with the captured piece, and whether drops exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DropRules {
    /// FIDE chess: no hands.
    #[default]
    None,
    /// Drops allowed, they may give check (crazyhouse, bughouse).
    Drops,
    /// Drops allowed but may not give check (Tandem Chess).
    DropsWithoutCheck,
}

pub const PROMOTION_ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chess {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// Home squares of the rooks that may still castle.
    pub(crate) castling: Bitboard,
    /// The square a pawn passed with a double step in the last move.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hands: [Hand; 2],
    pub(crate) drops: DropRules,
    /// Whether captured pieces go to the capturer's own hand (crazyhouse).
    /// Bughouse boards pass them to the other board instead.
    pub(crate) capture_to_own_hand: bool,
    /// Per colour: the king has never moved. A rook dropped on its home
    /// square restores castling only then (docs/rules.md). Read from a FEN as
    /// "has a castling right left"; a live game tracks it move by move.
    pub(crate) king_unmoved: [bool; 2],
}

impl Default for Chess {
    fn default() -> Self {
        Chess::new()
    }
}

const BACK_RANK: [Bitboard; 2] = [Bitboard::rank(0), Bitboard::rank(7)];

impl Chess {
    pub const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    pub fn new() -> Chess {
        let mut board = Board::empty();
        let back = [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
        for (f, role) in back.into_iter().enumerate() {
            let f = f as u8;
            board.put(Square::new(0, f, 0), Piece::new(Color::White, role));
            board.put(Square::new(0, f, 1), Piece::new(Color::White, Role::Pawn));
            board.put(Square::new(0, f, 6), Piece::new(Color::Black, Role::Pawn));
            board.put(Square::new(0, f, 7), Piece::new(Color::Black, role));
        }
        Chess {
            board,
            turn: Color::White,
            castling: Bitboard(0x8100_0000_0000_0081),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            hands: [Hand::default(); 2],
            drops: DropRules::None,
            capture_to_own_hand: false,
            king_unmoved: [true; 2],
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn castling(&self) -> Bitboard {
        self.castling
    }

    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color.index()]
    }

    pub fn hand_mut(&mut self, color: Color) -> &mut Hand {
        &mut self.hands[color.index()]
    }

    pub fn drop_rules(&self) -> DropRules {
        self.drops
    }

    /// Whether a capture puts the piece in the capturer's own hand
    /// (crazyhouse) rather than passing it on (bughouse boards).
    pub fn captures_to_own_hand(&self) -> bool {
        self.capture_to_own_hand
    }

    /// Whether `color`'s king has never moved (see `king_unmoved`).
    pub fn king_unmoved(&self, color: Color) -> bool {
        self.king_unmoved[color.index()]
    }

    /// Pieces of `attacker` that attack `sq` given `occupied`.
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        let queens = b.by_role(Role::Queen);
        ((attacks::rook(sq, occupied) & (b.by_role(Role::Rook) | queens))
            | (attacks::bishop(sq, occupied) & (b.by_role(Role::Bishop) | queens))
            | (attacks::knight(sq) & b.by_role(Role::Knight))
            | (attacks::king(sq) & b.by_role(Role::King))
            | (attacks::pawn(attacker.other(), sq) & b.by_role(Role::Pawn)))
            & b.by_color(attacker)
    }

    pub fn king(&self, color: Color) -> Option<Square> {
        self.board.king_of(color)
    }

    pub fn checkers(&self) -> Bitboard {
        match self.king(self.turn) {
            Some(k) => self.attackers_to(k, self.turn.other(), self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Our pieces that stand alone between our king and an enemy slider.
    fn pinned(&self, king: Square) -> Bitboard {
        let b = &self.board;
        let them = b.by_color(self.turn.other());
        let queens = b.by_role(Role::Queen);
        let snipers = ((attacks::rook(king, Bitboard::EMPTY) & (b.by_role(Role::Rook) | queens))
            | (attacks::bishop(king, Bitboard::EMPTY) & (b.by_role(Role::Bishop) | queens)))
            & them;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let between = attacks::between(king, sniper) & b.occupied();
            if !between.more_than_one() {
                pinned |= between & b.by_color(self.turn);
            }
        }
        pinned
    }

    /// All legal moves of the side to move.
    pub fn legal_moves(&self, out: &mut MoveList) {
        let Some(king) = self.king(self.turn) else {
            // Positions are validated to have both kings; stay total anyway.
            return;
        };
        let us = self.board.by_color(self.turn);
        let checkers = self.attackers_to(king, self.turn.other(), self.board.occupied());
        let pinned = self.pinned(king);
        if checkers.is_empty() {
            let target = !us;
            self.gen_pieces(target, pinned, king, out);
            self.gen_pawns(target, pinned, king, out);
            self.gen_king(king, target, out);
            self.gen_castling(king, out);
            if self.drops != DropRules::None {
                self.gen_drops(!self.board.occupied(), out);
            }
        } else {
            self.gen_king(king, !us, out);
            if !checkers.more_than_one() {
                let checker = checkers.first().unwrap_or(king);
                let block = attacks::between(king, checker);
                let target = block | checkers;
                self.gen_pieces(target, pinned, king, out);
                self.gen_pawns(target, pinned, king, out);
                if self.drops != DropRules::None {
                    self.gen_drops(block, out);
                }
            }
        }
    }

    pub fn legal_move_list(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.to_vec()
    }

    #[inline]
    fn push_if_unpinned(from: Square, to: Square, pinned: Bitboard, king: Square) -> bool {
        !pinned.contains(from) || attacks::aligned(king, from, to)
    }

    fn gen_pieces(&self, target: Bitboard, pinned: Bitboard, king: Square, out: &mut MoveList) {
        let b = &self.board;
        let us = b.by_color(self.turn);
        let occ = b.occupied();
        // A pinned knight can never move.
        for from in b.by_role(Role::Knight) & us & !pinned {
            for to in attacks::knight(from) & target {
                out.push(self.normal(Role::Knight, from, to));
            }
        }
        for (role, sliders) in
            [(Role::Bishop, b.by_role(Role::Bishop)), (Role::Rook, b.by_role(Role::Rook)), (Role::Queen, b.by_role(Role::Queen))]
        {
            for from in sliders & us {
                let att = match role {
                    Role::Bishop => attacks::bishop(from, occ),
                    Role::Rook => attacks::rook(from, occ),
                    _ => attacks::queen(from, occ),
                };
                let mut dests = att & target;
                if pinned.contains(from) {
                    dests &= attacks::line(king, from);
                }
                for to in dests {
                    out.push(self.normal(role, from, to));
                }
            }
        }
    }

    #[inline]
    fn normal(&self, role: Role, from: Square, to: Square) -> Move {
        Move { role, from, to, capture: self.board.role_at(to), promotion: None, kind: MoveKind::Normal }
    }

    fn push_pawn(&self, from: Square, to: Square, kind: MoveKind, out: &mut MoveList) {
        let capture = if kind == MoveKind::EnPassant { Some(Role::Pawn) } else { self.board.role_at(to) };
        if BACK_RANK[self.turn.other().index()].contains(to) {
            for promo in PROMOTION_ROLES {
                out.push(Move { role: Role::Pawn, from, to, capture, promotion: Some(promo), kind });
            }
        } else {
            out.push(Move { role: Role::Pawn, from, to, capture, promotion: None, kind });
        }
    }

    fn gen_pawns(&self, target: Bitboard, pinned: Bitboard, king: Square, out: &mut MoveList) {
        let b = &self.board;
        let color = self.turn;
        let pawns = b.by_piece(color, Role::Pawn);
        let them = b.by_color(color.other());
        let empty = !b.occupied();
        let (fwd, start_rank): (i8, u8) = if color == Color::White { (8, 1) } else { (-8, 6) };
        for from in pawns {
            for to in attacks::pawn(color, from) & them & target {
                if Self::push_if_unpinned(from, to, pinned, king) {
                    self.push_pawn(from, to, MoveKind::Normal, out);
                }
            }
            let one = Square((from.0 as i8 + fwd) as u8);
            if empty.contains(one) {
                if target.contains(one) && Self::push_if_unpinned(from, one, pinned, king) {
                    self.push_pawn(from, one, MoveKind::Normal, out);
                }
                if from.rank() == start_rank {
                    let two = Square((one.0 as i8 + fwd) as u8);
                    if empty.contains(two) && target.contains(two) && Self::push_if_unpinned(from, two, pinned, king) {
                        out.push(Move { role: Role::Pawn, from, to: two, capture: None, promotion: None, kind: MoveKind::DoubleStep });
                    }
                }
            }
        }
        if let Some(ep) = self.ep_square {
            let victim = Square((ep.0 as i8 - fwd) as u8);
            // The victim must be an enemy pawn and the square behind it empty:
            // FEN may name a square where no capture is possible.
            if b.by_piece(color.other(), Role::Pawn).contains(victim)
                && empty.contains(ep)
                && (target.contains(ep) || target.contains(victim))
            {
                for from in attacks::pawn(color.other(), ep) & pawns {
                    if self.ep_is_safe(from, ep, victim, king) {
                        self.push_pawn(from, ep, MoveKind::EnPassant, out);
                    }
                }
            }
        }
    }

    /// En passant removes two pieces from one rank: check the king directly.
    fn ep_is_safe(&self, from: Square, to: Square, victim: Square, king: Square) -> bool {
        let b = &self.board;
        let occ = (b.occupied().without(from).without(victim)).with(to);
        let them = b.by_color(self.turn.other()) & !Bitboard::from_square(victim);
        let queens = b.by_role(Role::Queen);
        ((attacks::rook(king, occ) & (b.by_role(Role::Rook) | queens))
            | (attacks::bishop(king, occ) & (b.by_role(Role::Bishop) | queens))
            | (attacks::knight(king) & b.by_role(Role::Knight))
            | (attacks::pawn(self.turn, king) & b.by_role(Role::Pawn) & !Bitboard::from_square(victim)))
            & them
            == Bitboard::EMPTY
    }

    fn gen_king(&self, king: Square, target: Bitboard, out: &mut MoveList) {
        let occ = self.board.occupied().without(king);
        let them = self.turn.other();
        for to in attacks::king(king) & target {
            if self.attackers_to(to, them, occ).is_empty() {
                out.push(self.normal(Role::King, king, to));
            }
        }
    }

    pub(crate) fn gen_castling(&self, king: Square, out: &mut MoveList) {
        let back = BACK_RANK[self.turn.index()];
        let rights = self.castling & back & self.board.by_piece(self.turn, Role::Rook);
        if rights.is_empty() || king.file() != 4 || !back.contains(king) {
            return;
        }
        let them = self.turn.other();
        let occ = self.board.occupied();
        for rook in rights {
            let kingside = rook.file() > king.file();
            let (kf, rf) = if kingside { (6, 5) } else { (2, 3) };
            let king_to = Square::new(0, kf, king.rank());
            let rook_to = Square::new(0, rf, king.rank());
            let must_be_empty = (attacks::between(king, rook) | Bitboard::from_square(king_to) | Bitboard::from_square(rook_to))
                .without(king)
                .without(rook);
            if (must_be_empty & occ).any() {
                continue;
            }
            let king_path = attacks::between(king, king_to).with(king_to);
            if Iterator::any(&mut king_path.into_iter(), |s| self.attackers_to(s, them, occ).any()) {
                continue;
            }
            out.push(Move {
                role: Role::King,
                from: king,
                to: king_to,
                capture: None,
                promotion: None,
                kind: MoveKind::Castle { rook_from: rook, rook_to },
            });
        }
    }

    fn gen_drops(&self, target: Bitboard, out: &mut MoveList) {
        let hand = self.hands[self.turn.index()];
        if hand.is_empty() {
            return;
        }
        let enemy_king = self.king(self.turn.other());
        let occ = self.board.occupied();
        for role in hand.roles() {
            let mut squares = target;
            if role == Role::Pawn {
                squares &= !(BACK_RANK[0] | BACK_RANK[1]);
            }
            for to in squares {
                if self.drops == DropRules::DropsWithoutCheck {
                    if let Some(k) = enemy_king {
                        if self.piece_attacks(Piece::new(self.turn, role), to, occ).contains(k) {
                            continue;
                        }
                    }
                }
                out.push(Move { role, from: to, to, capture: None, promotion: None, kind: MoveKind::Drop });
            }
        }
    }

    /// Squares a piece on `sq` attacks.
    pub fn piece_attacks(&self, piece: Piece, sq: Square, occ: Bitboard) -> Bitboard {
        match piece.role {
            Role::Pawn => attacks::pawn(piece.color, sq),
            Role::Knight => attacks::knight(sq),
            Role::Bishop => attacks::bishop(sq, occ),
            Role::Rook => attacks::rook(sq, occ),
            Role::Queen => attacks::queen(sq, occ),
            Role::King => attacks::king(sq),
            Role::Chancellor => attacks::bishop(sq, occ) | attacks::knight(sq),
            Role::Marshall => attacks::rook(sq, occ) | attacks::knight(sq),
            Role::Ghost => attacks::rook(sq, occ),
        }
    }

    /// Plays a move produced by `legal_moves` (anything else is undefined
    /// behaviour of the game, not of memory). Returns the captured piece,
    /// as it goes to a hand (promoted pieces as pawns).
    pub fn play_unchecked(&mut self, m: &Move) -> Option<Role> {
        let color = self.turn;
        let b = &mut self.board;
        self.ep_square = None;
        self.halfmoves += 1;
        if m.is_zeroing() {
            self.halfmoves = 0;
        }
        let mut captured = None;
        match m.kind {
            MoveKind::Normal | MoveKind::DoubleStep => {
                if m.capture.is_some() {
                    let was_promoted = b.is_promoted(m.to);
                    if let Some(p) = b.take(m.to) {
                        captured = Some(if was_promoted { Role::Pawn } else { p.role });
                    }
                }
                match m.promotion {
                    Some(promo) => {
                        b.take(m.from);
                        b.put(m.to, Piece::new(color, promo));
                        if self.drops != DropRules::None {
                            b.set_promoted(m.to, true);
                        }
                    }
                    None => b.relocate(m.from, m.to),
                }
                if m.kind == MoveKind::DoubleStep {
                    self.ep_square = Some(Square((m.from.0 + m.to.0) / 2));
                }
                if m.role == Role::King {
                    self.castling &= !BACK_RANK[color.index()];
                    self.king_unmoved[color.index()] = false;
                }
                self.castling &= !(Bitboard::from_square(m.from) | Bitboard::from_square(m.to));
            }
            MoveKind::EnPassant => {
                let victim = Square::new(0, m.to.file(), m.from.rank());
                b.take(victim);
                b.relocate(m.from, m.to);
                captured = Some(Role::Pawn);
            }
            MoveKind::Castle { rook_from, rook_to } => {
                let king = b.take(m.from);
                let rook = b.take(rook_from);
                if let (Some(k), Some(r)) = (king, rook) {
                    b.put(m.to, k);
                    b.put(rook_to, r);
                }
                self.castling &= !BACK_RANK[color.index()];
                self.king_unmoved[color.index()] = false;
            }
            MoveKind::Drop => {
                self.hands[color.index()].remove(m.role);
                b.put(m.to, Piece::new(color, m.role));
                // A rook dropped on its home square counts as unmoved.
                if m.role == Role::Rook
                    && self.king_unmoved[color.index()]
                    && BACK_RANK[color.index()].contains(m.to)
                    && (m.to.file() == 0 || m.to.file() == 7)
                {
                    self.castling.set(m.to);
                }
            }
            // Tandem-84 only; never generated on one board.
            MoveKind::GhostSwap | MoveKind::DropSwap => {}
            // Tandem-Pawn Chess plays its unit moves itself (tandem_pawn.rs).
            MoveKind::Tandem(_) | MoveKind::Rocket => debug_assert!(false, "not a chess move: {m:?}"),
        }
        if let (Some(role), true) = (captured, self.capture_to_own_hand) {
            self.hands[color.index()].add(role);
        }
        if color == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = color.other();
        captured
    }

    /// Whether `color` cannot possibly checkmate with the material it has.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.by_color(color);
        if self.drops != DropRules::None {
            return self.capture_to_own_hand && self.crazyhouse_material_is_dead();
        }
        if (ours & (b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen))).any() {
            return false;
        }
        if (ours & b.by_role(Role::Knight)).any() {
            let theirs = b.by_color(color.other());
            return ours.count() <= 2 && (theirs & !b.by_role(Role::King) & !b.by_role(Role::Queen)).is_empty();
        }
        if (ours & b.by_role(Role::Bishop)).any() {
            const DARK: u64 = 0xaa55_aa55_aa55_aa55;
            let bishops = b.by_role(Role::Bishop).0;
            let same_colour = bishops & DARK == 0 || bishops & !DARK == 0;
            return same_colour && b.by_role(Role::Pawn).is_empty() && b.by_role(Role::Knight).is_empty();
        }
        true
    }

    /// Crazyhouse keeps every piece in play: only the two kings and at most
    /// one minor piece (on the board, not promoted, or in a hand) are dead.
    fn crazyhouse_material_is_dead(&self) -> bool {
        let b = &self.board;
        let heavy = b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen);
        let in_hands: u32 = self.hands.iter().map(|h| Hand::ROLES.iter().map(|&r| h.count(r) as u32).sum::<u32>()).sum();
        // Each count on its own: a position from a player's FEN may hold
        // hands whose sum overflows a u8.
        let heavy_in_hand = self.hands.iter().any(|h| [Role::Pawn, Role::Rook, Role::Queen].iter().any(|&r| h.count(r) > 0));
        b.occupied().count() + in_hands <= 3 && b.promoted().is_empty() && heavy.is_empty() && !heavy_in_hand
    }

    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }
}
