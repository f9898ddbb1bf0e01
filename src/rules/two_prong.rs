//! Two-Prong Chess (docs/rules.md, `two-prong`): FIDE chess where a turn
//! may be a dual move, two moves by two different pieces made together.
//!
//! Both moves of a dual are generated on the position at the start of the
//! turn (pseudo-legal moves of that position), and only the end of the turn
//! is judged for king safety. A dual move is an unordered pair: it is kept
//! with the move from the lower square first.
//!
//! Rulings beyond the original rule text (decided here):
//! - Canonical notation puts the move from the lower square first (a1, b1,
//!   ..., h8), joined by `/`, with `+`/`#` once at the end of the turn.
//! - Each move's SAN (single moves too) is disambiguated among the moves of
//!   the start-of-turn position, king safety aside, because that is the list
//!   its text is matched against: a knight pinned for a single move can still
//!   move in a dual, so `Nbd2` may be written where chess would say `Nd2`.
//! - The en-passant field holds at most two squares (a turn has two moves),
//!   read in any order, written sorted by file; each must lie on the rank a
//!   double step of the side that just moved passes.
//! - For repetitions an en-passant square counts only when a capture on it
//!   is part of some legal turn.
//! - Insufficient material is judged as in chess: the mated side's legal
//!   turns are those of chess whenever it has only a king, and a static mate
//!   with a lone minor piece is as impossible as in chess.

use super::attacks;
use super::chess::DropRules;
use super::notation::{strip_decorations, NotationError, Reason};
use super::san;
use super::status::Status;
use super::turn_words;
use super::variant::Variant;
use super::variant_rules::Rules;
use super::{Bitboard, Chess, Color, FenError, Move, MoveKind, MoveList, Piece, Role, Square, Turn};

/// The rules and the way to write turns, for players (`rules two-prong`).
pub const RULES_HELP: &str = include_str!("../../templates/rules/two-prong.txt");

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TwoProng {
    /// Board, side to move, castling rights and clocks. Its own en-passant
    /// square is never set: `ep` holds them all.
    chess: Chess,
    /// Squares passed by the double steps of the last turn.
    ep: Bitboard,
}

impl Default for TwoProng {
    fn default() -> Self {
        TwoProng::new()
    }
}

/// What a move does to the board, as bitboards.
#[derive(Clone, Copy)]
struct Footprint {
    from: Bitboard,
    to: Bitboard,
    /// The square of the enemy piece it captures.
    captured: Bitboard,
    king: bool,
}

impl Footprint {
    #[inline]
    fn of(m: &Move) -> Footprint {
        let from = Bitboard::from_square(m.from);
        let to = Bitboard::from_square(m.to);
        let captured = match m.kind {
            MoveKind::EnPassant => Bitboard::from_square(Square::new(0, m.to.file(), m.from.rank())),
            _ if m.capture.is_some() => to,
            _ => Bitboard::EMPTY,
        };
        Footprint { from, to, captured, king: m.role == Role::King }
    }
}

/// King-safety data of the position at the start of a turn.
struct Safety {
    king: Square,
    occupied: Bitboard,
    /// Enemy pieces by how they attack.
    rook_like: Bitboard,
    bishop_like: Bitboard,
    knights: Bitboard,
    pawns: Bitboard,
    kings: Bitboard,
    in_check: bool,
    /// Squares between our king and an enemy slider on an open line: only
    /// emptying one of these can expose the king.
    danger: Bitboard,
    us: Color,
}

impl Safety {
    fn new(c: &Chess) -> Option<Safety> {
        let us = c.turn;
        let king = c.king(us)?;
        let b = &c.board;
        let them = b.by_color(us.other());
        let queens = b.by_role(Role::Queen);
        let rook_like = (b.by_role(Role::Rook) | queens) & them;
        let bishop_like = (b.by_role(Role::Bishop) | queens) & them;
        let mut danger = Bitboard::EMPTY;
        let snipers = (attacks::rook(king, Bitboard::EMPTY) & rook_like) | (attacks::bishop(king, Bitboard::EMPTY) & bishop_like);
        for s in snipers {
            danger |= attacks::between(king, s);
        }
        Some(Safety {
            king,
            occupied: b.occupied(),
            rook_like,
            bishop_like,
            knights: b.by_role(Role::Knight) & them,
            pawns: b.by_role(Role::Pawn) & them,
            kings: b.by_role(Role::King) & them,
            in_check: c.checkers().any(),
            danger,
            us,
        })
    }

    /// Whether a move leaves nothing to check: not in check, not a king
    /// move, and it empties no square between the king and a slider.
    #[inline]
    fn quiet(&self, f: &Footprint) -> bool {
        !self.in_check && !f.king && ((f.from | f.captured) & self.danger).is_empty()
    }

    /// Whether our king is safe once the moves with these footprints are made.
    #[inline]
    fn safe_after(&self, vacated: Bitboard, filled: Bitboard, captured: Bitboard, king: Square) -> bool {
        let occ = (self.occupied & !(vacated | captured)) | filled;
        let alive = !captured;
        ((attacks::rook(king, occ) & self.rook_like)
            | (attacks::bishop(king, occ) & self.bishop_like)
            | (attacks::knight(king) & self.knights)
            | (attacks::pawn(self.us, king) & self.pawns)
            | (attacks::king(king) & self.kings))
            & alive
            == Bitboard::EMPTY
    }

    #[inline]
    fn single_ok(&self, m: &Move, f: &Footprint) -> bool {
        if m.is_castle() {
            return true; // generated fully legal
        }
        self.quiet(f) || self.safe_after(f.from, f.to, f.captured, if f.king { m.to } else { self.king })
    }

    #[inline]
    fn pair_ok(&self, a: &Move, fa: &Footprint, qa: bool, b: &Move, fb: &Footprint) -> bool {
        if qa && self.quiet(fb) {
            return true;
        }
        let king = if fa.king {
            a.to
        } else if fb.king {
            b.to
        } else {
            self.king
        };
        self.safe_after(fa.from | fb.from, fa.to | fb.to, fa.captured | fb.captured, king)
    }
}

/// Whether two moves of the start position may form a dual move, before
/// king safety: different pieces, different destinations, not the same
/// captured piece, no castling.
#[inline]
fn compatible(a: &Move, fa: &Footprint, b: &Move, fb: &Footprint) -> bool {
    a.from != b.from && a.to != b.to && (fa.captured & fb.captured).is_empty() && !a.is_castle() && !b.is_castle()
}

impl TwoProng {
    pub const START_FEN: &'static str = Chess::START_FEN;

    pub fn new() -> TwoProng {
        TwoProng { chess: Chess::new(), ep: Bitboard::EMPTY }
    }

    pub fn chess(&self) -> &Chess {
        &self.chess
    }

    /// The en-passant squares (squares passed by the last turn's double steps).
    pub fn ep_squares(&self) -> Bitboard {
        self.ep
    }

    /// White's first turn of the game is a single move.
    pub fn single_only(&self) -> bool {
        self.chess.turn == Color::White && self.chess.fullmoves == 1
    }

    /// Reads the position format: FEN whose en-passant field may hold one
    /// or two squares (`d3e3`).
    pub fn from_fen(fen: &str) -> Result<TwoProng, FenError> {
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        let ep_field = fields.get(3).copied().unwrap_or("-");
        if fields.len() > 3 {
            fields[3] = "-";
        }
        let chess = Chess::from_fen(&fields.join(" "), DropRules::None)?;
        let mut ep = Bitboard::EMPTY;
        if ep_field != "-" {
            let bad = || FenError::new("en passant", format!("expected one or two squares (like e3 or d3e3) or '-', found '{ep_field}'"));
            if !ep_field.is_ascii() || ep_field.len() % 2 != 0 || ep_field.len() > 4 {
                return Err(bad());
            }
            let expected_rank = if chess.turn == Color::White { 5 } else { 2 };
            for i in (0..ep_field.len()).step_by(2) {
                let sq = Square::parse(&ep_field[i..i + 2]).ok_or_else(bad)?;
                if sq.rank() != expected_rank {
                    return Err(FenError::new(
                        "en passant",
                        format!("{} cannot be an en-passant square with {} to move", sq.name(), chess.turn.name()),
                    ));
                }
                if ep.contains(sq) {
                    return Err(FenError::new("en passant", format!("{} is named twice", sq.name())));
                }
                ep.set(sq);
            }
        }
        Ok(TwoProng { chess, ep })
    }

    pub fn fen(&self) -> String {
        let fen = self.chess.fen();
        let mut fields: Vec<String> = fen.split(' ').map(String::from).collect();
        fields[3] = self.ep_field();
        fields.join(" ")
    }

    fn ep_field(&self) -> String {
        if self.ep.is_empty() {
            return "-".into();
        }
        // Squares of one rank: bit order is file order.
        self.ep.into_iter().map(Square::name).collect()
    }

    /// Every move of the side to move on the position as it stands, by piece
    /// in square order, king safety not judged (castling excepted: castling
    /// moves are fully legal and come last). Returns how many come before
    /// the castling moves.
    pub fn pseudo_moves(&self, out: &mut MoveList) -> usize {
        let c = &self.chess;
        let b = &c.board;
        let us = c.turn;
        let ours = b.by_color(us);
        let theirs = b.by_color(us.other());
        let occ = b.occupied();
        let target = !ours & !b.by_role(Role::King);
        let empty = !occ;
        let (fwd, start_rank, last_rank): (i8, u8, u8) = if us == Color::White { (8, 1, 7) } else { (-8, 6, 0) };
        let push_pawn = |out: &mut MoveList, from: Square, to: Square, kind: MoveKind| {
            let capture = if kind == MoveKind::EnPassant { Some(Role::Pawn) } else { b.role_at(to) };
            if to.rank() == last_rank {
                for promo in super::chess::PROMOTION_ROLES {
                    out.push(Move { role: Role::Pawn, from, to, capture, promotion: Some(promo), kind });
                }
            } else {
                out.push(Move { role: Role::Pawn, from, to, capture, promotion: None, kind });
            }
        };
        for from in ours {
            let Some(role) = b.role_at(from) else { continue };
            if role == Role::Pawn {
                for to in attacks::pawn(us, from) & theirs & target {
                    push_pawn(out, from, to, MoveKind::Normal);
                }
                let one = Square((from.0 as i8 + fwd) as u8);
                if empty.contains(one) {
                    push_pawn(out, from, one, MoveKind::Normal);
                    let two = Square((one.0 as i8 + fwd) as u8);
                    if from.rank() == start_rank && empty.contains(two) {
                        out.push(Move { role, from, to: two, capture: None, promotion: None, kind: MoveKind::DoubleStep });
                    }
                }
                for ep in self.ep & attacks::pawn(us, from) & empty {
                    let victim = Square((ep.0 as i8 - fwd) as u8);
                    if b.by_piece(us.other(), Role::Pawn).contains(victim) {
                        push_pawn(out, from, ep, MoveKind::EnPassant);
                    }
                }
            } else {
                for to in c.piece_attacks(Piece::new(us, role), from, occ) & target {
                    out.push(Move { role, from, to, capture: b.role_at(to), promotion: None, kind: MoveKind::Normal });
                }
            }
        }
        let plain = out.len();
        if let Some(king) = c.king(us) {
            if c.checkers().is_empty() {
                c.gen_castling(king, out);
            }
        }
        plain
    }

    /// Calls `f` with every legal turn (`b` is the second move of a dual),
    /// singles first, until it returns false.
    fn visit(&self, mut f: impl FnMut(&Move, Option<&Move>) -> bool) {
        let mut list = MoveList::new();
        let plain = self.pseudo_moves(&mut list);
        let Some(safety) = Safety::new(&self.chess) else { return };
        for m in list.iter() {
            if safety.single_ok(m, &Footprint::of(m)) && !f(m, None) {
                return;
            }
        }
        if self.single_only() {
            return;
        }
        let moves = &list[..plain];
        for (i, a) in moves.iter().enumerate() {
            let fa = Footprint::of(a);
            let qa = safety.quiet(&fa);
            for b in &moves[i + 1..] {
                let fb = Footprint::of(b);
                if compatible(a, &fa, b, &fb) && safety.pair_ok(a, &fa, qa, b, &fb) && !f(a, Some(b)) {
                    return;
                }
            }
        }
    }

    /// The number of legal turns.
    pub fn count_turns(&self) -> u64 {
        let mut list = MoveList::new();
        let plain = self.pseudo_moves(&mut list);
        let Some(safety) = Safety::new(&self.chess) else { return 0 };
        let mut n = list.iter().filter(|m| safety.single_ok(m, &Footprint::of(m))).count() as u64;
        if self.single_only() {
            return n;
        }
        let moves = &list[..plain];
        for (i, a) in moves.iter().enumerate() {
            let fa = Footprint::of(a);
            let qa = safety.quiet(&fa);
            for b in &moves[i + 1..] {
                if a.from == b.from || a.to == b.to {
                    continue;
                }
                let fb = Footprint::of(b);
                if (fa.captured & fb.captured).is_empty() && safety.pair_ok(a, &fa, qa, b, &fb) {
                    n += 1;
                }
            }
        }
        n
    }

    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut out = Vec::new();
        self.visit(|a, b| {
            out.push(match b {
                None => Turn::One(*a),
                Some(b) => Turn::Two(*a, *b),
            });
            true
        });
        out
    }

    pub fn has_legal_turn(&self) -> bool {
        let mut any = false;
        self.visit(|_, _| {
            any = true;
            false
        });
        any
    }

    /// The turn with its moves in canonical order (lower origin first).
    pub fn canonical(turn: &Turn) -> Turn {
        match *turn {
            Turn::Two(a, b) if b.from < a.from => Turn::Two(b, a),
            t => t,
        }
    }

    /// Plays a legal turn (a dual move in either order).
    pub fn play(&mut self, turn: &Turn) {
        let c = &mut self.chess;
        let color = c.turn;
        let mut ep = Bitboard::EMPTY;
        let mut zeroing = false;
        for m in turn.moves() {
            zeroing |= m.is_zeroing();
            let b = &mut c.board;
            let mut touched = Bitboard::from_square(m.from).with(m.to);
            match m.kind {
                MoveKind::Castle { rook_from, rook_to } => {
                    let king = b.take(m.from);
                    let rook = b.take(rook_from);
                    if let (Some(k), Some(r)) = (king, rook) {
                        b.put(m.to, k);
                        b.put(rook_to, r);
                    }
                    touched.set(rook_from);
                }
                MoveKind::EnPassant => {
                    b.take(Square::new(0, m.to.file(), m.from.rank()));
                    b.relocate(m.from, m.to);
                }
                _ => {
                    if m.capture.is_some() {
                        b.take(m.to);
                    }
                    match m.promotion {
                        Some(promo) => {
                            b.take(m.from);
                            b.put(m.to, Piece::new(color, promo));
                        }
                        None => b.relocate(m.from, m.to),
                    }
                    if m.kind == MoveKind::DoubleStep {
                        ep.set(Square((m.from.0 + m.to.0) / 2));
                    }
                }
            }
            // A move from or to a king's home square ends that side's
            // castling; one from or to a rook's home square ends that right.
            for (king_home, rank) in [(Square::new(0, 4, 0), 0), (Square::new(0, 4, 7), 7)] {
                if touched.contains(king_home) {
                    c.castling &= !Bitboard::rank(rank);
                }
            }
            c.castling &= !touched;
        }
        c.halfmoves = if zeroing { 0 } else { c.halfmoves + 1 };
        if color == Color::Black {
            c.fullmoves += 1;
        }
        c.turn = color.other();
        c.ep_square = None;
        self.ep = ep;
    }

    /// SAN of one move of a turn, without check marks; disambiguated among
    /// the moves of the start position.
    fn move_name(&self, m: &Move, pseudo: &[Move]) -> String {
        san::san_plain(&self.chess, m, pseudo)
    }

    fn pseudo_list(&self) -> MoveList {
        let mut list = MoveList::new();
        self.pseudo_moves(&mut list);
        list
    }

    fn notation_with(&self, turn: &Turn, pseudo: &[Move]) -> String {
        let mut s = match Self::canonical(turn) {
            Turn::One(m) => self.move_name(&m, pseudo),
            Turn::Two(a, b) => format!("{}/{}", self.move_name(&a, pseudo), self.move_name(&b, pseudo)),
        };
        let mut after = self.clone();
        after.play(turn);
        if after.chess.is_check() {
            s.push(if after.has_legal_turn() { '+' } else { '#' });
        }
        s
    }

    /// Reads a turn: one move, or two joined by `/`, `&`, `,`, ` and ` or a
    /// space, in either order, both read on the position as it stands.
    pub fn parse(&self, text: &str) -> Result<Turn, NotationError> {
        let input = text.trim();
        let core = strip_decorations(input);
        let spaced = core.replace(['/', '&', ','], " ");
        let parts: Vec<&str> =
            spaced.split_whitespace().filter(|p| !["and", "e.p.", "ep"].contains(&p.to_ascii_lowercase().as_str())).collect();
        let pseudo = self.pseudo_list();
        let name = |m: &Move| self.move_name(m, &pseudo);
        let legal = self.legal_turns();
        let turn_name = |t: &Turn| self.notation_with(t, &pseudo);
        match parts.as_slice() {
            [] => Err(NotationError::unreadable(input, Reason::no_move())),
            [one] => {
                let found = san::find_moves(&self.chess, one, &pseudo, &name)?;
                let singles: Vec<Turn> = legal.iter().filter(|t| matches!(t, Turn::One(m) if found.contains(m))).copied().collect();
                match singles.as_slice() {
                    [t] => Ok(*t),
                    [] => {
                        let with: Vec<String> =
                            legal.iter().filter(|t| t.moves().any(|m| found.contains(m))).take(8).map(turn_name).collect();
                        let reason = if self.chess.is_check() {
                            Reason::new("reason-still-in-check", "it does not get your king out of check")
                        } else {
                            Reason::new("reason-leaves-king-in-check", "it would leave your king in check")
                        };
                        let reason = if with.is_empty() {
                            reason
                        } else {
                            reason.within("reason-only-with-another", "{reason}; it is legal only together with another move")
                        };
                        Err(NotationError::illegal(input, reason, with))
                    }
                    many => Err(NotationError::ambiguous(input, many.iter().map(turn_name).collect())),
                }
            }
            [first, second] => {
                if self.single_only() {
                    let singles: Vec<String> = legal.iter().take(8).map(turn_name).collect();
                    let reason = Reason::new("reason-first-turn-of-game-single", "White's first turn of the game is a single move");
                    return Err(NotationError::illegal(input, reason, singles));
                }
                let half = |which: Reason, part: &str| {
                    san::find_moves(&self.chess, part, &pseudo, &name).map_err(|e| NotationError {
                        input: input.to_string(),
                        reason: which.quote("part", part).reason("reason", e.reason.clone()),
                        ..e
                    })
                };
                let a = half(Reason::new("reason-first-move", "the first move '{part}': {reason}"), first)?;
                let b = half(Reason::new("reason-second-move", "the second move '{part}': {reason}"), second)?;
                let found: Vec<Turn> = legal
                    .iter()
                    .filter(|t| match t {
                        Turn::Two(x, y) => (a.contains(x) && b.contains(y)) || (a.contains(y) && b.contains(x)),
                        Turn::One(_) => false,
                    })
                    .copied()
                    .collect();
                match found.as_slice() {
                    [t] => Ok(*t),
                    [] => {
                        let reason = self.why_not_dual(&a, &b, first, second);
                        let with: Vec<String> = legal
                            .iter()
                            .filter(|t| matches!(t, Turn::Two(..)) && t.moves().any(|m| a.contains(m) || b.contains(m)))
                            .take(8)
                            .map(turn_name)
                            .collect();
                        Err(NotationError::illegal(input, reason, with))
                    }
                    many => Err(NotationError::ambiguous(input, many.iter().map(turn_name).collect())),
                }
            }
            _ => Err(NotationError::unreadable(
                input,
                Reason::new("reason-dual-turn", "a turn is one move, or two moves of different pieces joined by '/' (like {example})")
                    .mv("example", "Nf3/e4"),
            )),
        }
    }

    /// Why no pair of the matched moves is a legal dual move.
    fn why_not_dual(&self, a: &[Move], b: &[Move], first: &str, second: &str) -> Reason {
        let castle = |ms: &[Move]| ms.iter().all(Move::is_castle);
        if castle(a) || castle(b) {
            return Reason::new("reason-castling-whole-turn", "castling is a whole turn: it cannot be one half of a dual move");
        }
        let pairs = || a.iter().flat_map(|x| b.iter().map(move |y| (x, y))).filter(|(x, y)| !x.is_castle() && !y.is_castle());
        if pairs().all(|(x, y)| x.from == y.from) {
            let (x, _) = pairs().next().expect("moves were found");
            return Reason::new(
                "reason-dual-same-piece",
                "'{first}' and '{second}' are both moves of the {piece} on {square}; a dual move needs two different pieces",
            )
            .quote("first", first)
            .quote("second", second)
            .piece("piece", x.role)
            .text("square", x.from.name());
        }
        let pairs2 = || pairs().filter(|(x, y)| x.from != y.from);
        if pairs2().all(|(x, y)| x.to == y.to) {
            let (x, _) = pairs2().next().expect("moves were found");
            return Reason::new("reason-dual-same-square", "both moves end on {square}: two pieces cannot go to the same square")
                .text("square", x.to.name());
        }
        let pairs3 = || pairs2().filter(|(x, y)| x.to != y.to);
        if pairs3().all(|(x, y)| (Footprint::of(x).captured & Footprint::of(y).captured).any()) {
            return Reason::new("reason-dual-same-capture", "both moves capture the same piece");
        }
        if self.chess.is_check() {
            Reason::new("reason-dual-still-in-check", "your king would still be in check after both moves")
        } else {
            Reason::new("reason-dual-in-check", "your king would be in check after both moves")
        }
    }

    /// The turn in words: "White moved the knight from g1 to f3 and, at
    /// the same time, the pawn from e2 to e4".
    pub fn describe(&self, turn: &Turn) -> Reason {
        let one = |m: &Move| -> Reason {
            let mut r = match m.kind {
                MoveKind::Castle { rook_from, .. } => {
                    return Reason::new("turn-prong-castled", "castled {wing}")
                        .word("wing", turn_words::wing(rook_from.file() > m.from.file()))
                }
                _ => Reason::new("turn-prong-part", "the {piece} from {from} to {to}")
                    .piece("piece", m.role)
                    .text("from", m.from.name())
                    .text("to", m.to.name()),
            };
            r = match m.capture {
                Some(_) if m.kind == MoveKind::EnPassant => {
                    Reason::new("turn-prong-capture-en-passant", "{part} capturing a pawn en passant").reason("part", r)
                }
                Some(c) => Reason::new("turn-prong-capture", "{part} capturing a {piece}").reason("part", r).piece("piece", c),
                None => r,
            };
            match m.promotion {
                Some(p) => Reason::new("turn-prong-promotion", "{part}, promoting it to a {piece}").reason("part", r).piece("piece", p),
                None => r,
            }
        };
        let color = self.chess.turn;
        match Self::canonical(turn) {
            Turn::One(m) if m.is_castle() => {
                turn_words::castled(color, matches!(m.kind, MoveKind::Castle { rook_from, .. } if rook_from.file() > m.from.file()))
            }
            Turn::One(m) => Reason::new("turn-prong-one", "{color} moved {part}").word("color", color.name()).reason("part", one(&m)),
            Turn::Two(a, b) => Reason::new("turn-prong-two", "{color} moved {a} and, at the same time, {b}")
                .word("color", color.name())
                .reason("a", one(&a))
                .reason("b", one(&b)),
        }
    }
}

impl Rules for TwoProng {
    fn variant(&self) -> Variant {
        Variant::TwoProng
    }

    fn fen(&self) -> String {
        TwoProng::fen(self)
    }

    fn to_move(&self) -> Color {
        self.chess.turn
    }

    fn legal_turns(&self) -> Vec<Turn> {
        TwoProng::legal_turns(self)
    }

    fn has_legal_turn(&self) -> bool {
        TwoProng::has_legal_turn(self)
    }

    fn play_turn(&mut self, turn: &Turn) {
        self.play(turn)
    }

    fn turn_notation(&self, turn: &Turn) -> String {
        self.notation_with(turn, &self.pseudo_list())
    }

    fn parse_turn(&self, text: &str) -> Result<Turn, NotationError> {
        self.parse(text)
    }

    fn describe_turn(&self, turn: &Turn) -> Reason {
        self.describe(turn)
    }

    fn status(&self) -> Status {
        Status::judge(self.has_legal_turn(), self.chess.is_check(), self.chess.turn, self.chess.is_insufficient_material())
    }

    fn is_check(&self) -> bool {
        self.chess.is_check()
    }

    fn board_text(&self, view: Color) -> super::BoardText {
        Rules::board_text(&self.chess, view)
    }

    fn diagram(&self, view: Color) -> super::Diagram {
        Rules::diagram(&self.chess, view)
    }

    fn legal_turn_count(&self) -> u64 {
        self.count_turns()
    }

    fn repetition_key(&self) -> String {
        // En-passant squares count only where a capture is part of a legal turn.
        let mut usable = Bitboard::EMPTY;
        self.visit(|a, b| {
            for m in std::iter::once(a).chain(b) {
                if m.kind == MoveKind::EnPassant {
                    usable.set(m.to);
                }
            }
            true
        });
        let usable = TwoProng { ep: usable, ..self.clone() };
        let fen = usable.fen();
        fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
    }

    fn halfmove_clock(&self) -> u32 {
        self.chess.halfmoves
    }

    fn fullmove_number(&self) -> u32 {
        self.chess.fullmoves
    }

    fn has_insufficient_material(&self, color: Color) -> bool {
        self.chess.has_insufficient_material(color)
    }
}
