//! Move and turn generation for Tandem-84.

use super::*;

impl Tandem84 {
    /// The squares a pawn of `color` promotes on and starts double steps from.
    fn pawn_ranks(color: Color) -> (u8, u8, u8) {
        // (double-step rank, last rank, first rank)
        match color {
            Color::White => (1, 6, 0),
            Color::Black => (5, 0, 6),
        }
    }

    /// Squares among `reach` (local) that a piece of the side to move may end
    /// on by capture; ghosts out of reach are not examined.
    fn capturable(&self, b: u8, enemy: Color, mover_is_king: bool, reach: Bitboard) -> Bitboard {
        // A king is never captured, not even in the middle of a turn.
        let theirs = self.boards[b as usize].by_color(enemy) & !self.boards[b as usize].by_role(Role::King) & reach;
        match self.ghosts {
            Ghosts::Swapping => theirs,
            Ghosts::Knightrider => {
                let ghosts = self.ghosts_of(b, enemy) & reach;
                let mut ok = theirs & !ghosts;
                for g in ghosts {
                    let g = g.on_board(b);
                    if mover_is_king || self.ghost_capturable(g, self.turn) {
                        ok.set(g);
                    }
                }
                ok
            }
        }
    }

    fn push_move(&self, out: &mut Vec<Move>, role: Role, from: Square, to: Square, kind: MoveKind, promotion: Option<Role>) {
        let capture = match kind {
            MoveKind::EnPassant => Some(Role::Pawn),
            MoveKind::GhostSwap => None,
            _ => self.piece_at(to).map(|p| p.role),
        };
        out.push(Move { role, from, to, capture, promotion, kind });
    }

    /// Pawn moves; promotions expand to every piece.
    fn push_pawn(&self, out: &mut Vec<Move>, from: Square, to: Square, kind: MoveKind) {
        let (_, last, _) = Self::pawn_ranks(self.turn);
        if to.rank() == last {
            for p in PROMOTIONS {
                self.push_move(out, Role::Pawn, from, to, kind, Some(p));
            }
        } else {
            self.push_move(out, Role::Pawn, from, to, kind, None);
        }
    }

    /// A ghost ending on friend `to` (coming from `origin`): allowed unless
    /// the friend is the other ghost or a pawn sent to its first rank; a
    /// pawn sent to its last rank promotes.
    fn push_ghost_swap(&self, out: &mut Vec<Move>, origin: Square, to: Square) {
        let Some(friend) = self.piece_at(to) else { return };
        if friend.role == Role::Ghost {
            return;
        }
        if friend.role == Role::Pawn {
            let (_, last, first) = Self::pawn_ranks(self.turn);
            if origin.rank() == first {
                return;
            }
            if origin.rank() == last {
                for p in PROMOTIONS {
                    self.push_move(out, Role::Ghost, origin, to, MoveKind::GhostSwap, Some(p));
                }
                return;
            }
        }
        self.push_move(out, Role::Ghost, origin, to, MoveKind::GhostSwap, None);
    }

    /// Normal movement of `role` standing on `at` (on `at`'s board), for a
    /// move that began on `origin` (`origin != at` after a drop).
    fn gen_from(&self, role: Role, origin: Square, at: Square, dropped: bool, out: &mut Vec<Move>) {
        let color = self.turn;
        let b = at.board();
        let board = &self.boards[b as usize];
        let own = board.by_color(color);
        let occ = board.occupied();
        let blockers = self.blockers_for(b, color);
        let to_sq = |local: Square| local.on_board(b);
        match role {
            Role::Pawn => {
                let (double_rank, _, _) = Self::pawn_ranks(color);
                let fwd: i8 = if color == Color::White { 1 } else { -1 };
                if let Some(one) = at.offset(0, fwd).filter(|s| AREA.contains(*s)) {
                    if !occ.contains(one) {
                        self.push_pawn(out, origin, one, MoveKind::Normal);
                    }
                    // Knightrider ghosts: a double step may pass over its own ghost.
                    let one_passable = !occ.contains(one) || (self.ghosts == Ghosts::Knightrider && self.ghosts_of(b, color).contains(one));
                    if at.rank() == double_rank && one_passable {
                        if let Some(two) = one.offset(0, fwd).filter(|s| AREA.contains(*s)) {
                            if !occ.contains(two) {
                                self.push_move(out, Role::Pawn, origin, two, MoveKind::DoubleStep, None);
                            }
                        }
                    }
                }
                let targets = self.capturable(b, color.other(), false, attacks::pawn(color, at));
                for t in AREA & targets {
                    self.push_pawn(out, origin, to_sq(t), MoveKind::Normal);
                }
                for e in attacks::pawn(color, at) & self.ep[b as usize] {
                    let e = to_sq(e);
                    let victim = Square((e.0 as i8 - 8 * fwd) as u8);
                    if !occ.contains(e) && self.piece_at(victim) == Some(Piece::new(color.other(), Role::Pawn)) {
                        self.push_pawn(out, origin, e, MoveKind::EnPassant);
                    }
                }
            }
            Role::Ghost => self.gen_ghost(origin, at, dropped, out),
            _ => {
                let reach = match role {
                    Role::Knight => attacks::knight(at),
                    Role::Bishop => attacks::bishop(at, blockers),
                    Role::Rook => attacks::rook(at, blockers),
                    Role::Queen => attacks::queen(at, blockers),
                    Role::King => attacks::king(at),
                    Role::Chancellor => attacks::bishop(at, blockers) | attacks::knight(at),
                    Role::Marshall => attacks::rook(at, blockers) | attacks::knight(at),
                    Role::Pawn | Role::Ghost => Bitboard::EMPTY,
                };
                let targets = !occ | self.capturable(b, color.other(), role == Role::King, reach);
                for t in reach & AREA & targets & !own {
                    self.push_move(out, role, origin, to_sq(t), MoveKind::Normal, None);
                }
            }
        }
    }

    fn gen_ghost(&self, origin: Square, at: Square, dropped: bool, out: &mut Vec<Move>) {
        let color = self.turn;
        let b = at.board();
        let board = &self.boards[b as usize];
        match self.ghosts {
            Ghosts::Swapping => {
                let occ = board.occupied();
                let reach = if dropped { attacks::bishop(at, occ) } else { attacks::rook(at, occ) } & AREA;
                // Empty squares and enemies it may take (never a king).
                let targets = !occ | self.capturable(b, color.other(), false, reach);
                for t in reach & targets & !board.by_color(color) {
                    self.push_move(out, Role::Ghost, origin, t.on_board(b), MoveKind::Normal, None);
                }
                // The friends it reaches are exactly the first pieces on its rays.
                for t in reach & board.by_color(color) {
                    self.push_ghost_swap(out, origin, t.on_board(b));
                }
            }
            Ghosts::Knightrider => {
                const QUEEN: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
                const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
                let (dirs, max_steps) = if dropped { (&KNIGHT, 3) } else { (&QUEEN, 7) };
                let own_king = self.king(color);
                for &(df, dr) in dirs.iter() {
                    let mut s = at;
                    let mut first_piece = true;
                    for _ in 0..max_steps {
                        let Some(t) = s.offset(df, dr).filter(|t| AREA.contains(*t)) else { break };
                        s = t;
                        match self.piece_at(t) {
                            None => self.push_move(out, Role::Ghost, origin, t, MoveKind::Normal, None),
                            Some(p) if p.color == color => {
                                if first_piece {
                                    self.push_ghost_swap(out, origin, t);
                                }
                                first_piece = false;
                            }
                            Some(p) if p.role == Role::Ghost => first_piece = false,
                            Some(p) => {
                                // It may take a piece that checks its own king
                                // (never a king, which only "checks" mid-turn).
                                let checks =
                                    p.role != Role::King && own_king.is_some_and(|k| k.board() == b && self.piece_gives_check(t, k));
                                if checks {
                                    self.push_move(out, Role::Ghost, origin, t, MoveKind::Normal, None);
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether the enemy piece on `from` attacks `king` (same board).
    fn piece_gives_check(&self, from: Square, king: Square) -> bool {
        let Some(p) = self.piece_at(from) else { return false };
        let occ = self.blockers_for(from.board(), p.color);
        let reach = match p.role {
            Role::Pawn => attacks::pawn(p.color, from),
            Role::Knight => attacks::knight(from),
            Role::Bishop => attacks::bishop(from, occ),
            Role::Rook => attacks::rook(from, occ),
            Role::Queen => attacks::queen(from, occ),
            Role::King => attacks::king(from),
            Role::Chancellor => attacks::bishop(from, occ) | attacks::knight(from),
            Role::Marshall => attacks::rook(from, occ) | attacks::knight(from),
            Role::Ghost => match self.ghosts {
                Ghosts::Swapping => attacks::rook(from, occ),
                Ghosts::Knightrider => Bitboard::EMPTY,
            },
        };
        reach.contains(king)
    }

    /// May `role` of the side to move drop from `from` to its twin?
    fn can_drop(&self, role: Role, from: Square, in_check: bool) -> bool {
        if role == Role::King && in_check {
            return false;
        }
        match self.piece_at(from.twin()) {
            None => true,
            // A knightrider ghost may drop onto a friend: it is transparent.
            Some(p) => self.ghosts == Ghosts::Knightrider && role == Role::Ghost && p.color == self.turn,
        }
    }

    fn gen_castling(&self, in_check: bool, out: &mut Vec<Move>) {
        if in_check {
            return;
        }
        for c in CASTLES.iter().filter(|c| c.color == self.turn && self.castling & c.right != 0) {
            if self.piece_at(c.king) != Some(Piece::new(c.color, Role::King))
                || self.piece_at(c.rook) != Some(Piece::new(c.color, Role::Rook))
            {
                continue;
            }
            if c.empty.iter().any(|s| self.piece_at(*s).is_some()) {
                continue;
            }
            if c.safe.iter().any(|s| self.attacked(*s, c.color.other())) {
                continue;
            }
            out.push(Move {
                role: Role::King,
                from: c.king,
                to: c.king_to,
                capture: None,
                promotion: None,
                kind: MoveKind::Castle { rook_from: c.rook, rook_to: c.rook_to },
            });
        }
    }

    /// Every move (not drop/swaps) of the side to move whose piece starts on
    /// `board` (or anywhere) and not on a `used` square.
    pub(crate) fn gen_moves(&self, board: Option<u8>, used: [Option<Square>; 2], out: &mut Vec<Move>) {
        let in_check = self.is_check();
        for b in 0..2u8 {
            if board.is_some_and(|x| x != b) {
                continue;
            }
            for local in self.boards[b as usize].by_color(self.turn) {
                let from = local.on_board(b);
                if used.contains(&Some(from)) {
                    continue;
                }
                let Some(p) = self.piece_at(from) else { continue };
                self.gen_from(p.role, from, from, false, out);
                if self.can_drop(p.role, from, in_check) {
                    self.gen_from(p.role, from, from.twin(), true, out);
                }
            }
        }
        let mut castles = Vec::new();
        self.gen_castling(in_check, &mut castles);
        out.extend(castles.into_iter().filter(|m| board.is_none_or(|x| x == m.from.board()) && !used.contains(&Some(m.from))));
    }

    /// Drop/swaps: two friends of different kinds on twin squares.
    pub(crate) fn gen_drop_swaps(&self, out: &mut Vec<Move>) {
        let in_check = self.is_check();
        let left = self.boards[0].by_color(self.turn);
        let right = self.boards[1].by_color(self.turn);
        for local in left & right {
            let a = local.on_board(0);
            let b = local.on_board(1);
            let (Some(pa), Some(pb)) = (self.piece_at(a), self.piece_at(b)) else { continue };
            if pa.role == pb.role || (in_check && (pa.role == Role::King || pb.role == Role::King)) {
                continue;
            }
            out.push(Move { role: pa.role, from: a, to: b, capture: None, promotion: None, kind: MoveKind::DropSwap });
        }
    }

    /// Every legal turn, in a fixed order: drop/swaps, then by first move.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        self.for_each_legal_turn(|t| {
            turns.push(t);
            true
        });
        turns
    }

    /// Calls `f` with every legal turn until it returns false.
    pub fn for_each_legal_turn(&self, mut f: impl FnMut(Turn) -> bool) {
        let us = self.turn;
        let mut firsts = Vec::with_capacity(128);
        self.gen_moves(None, [None, None], &mut firsts);
        if self.is_first_turn() {
            for m in firsts {
                let mut p = self.clone();
                p.apply(&m, &mut TurnState::default());
                if !p.king_attacked(us) && !f(Turn::One(m)) {
                    return;
                }
            }
            return;
        }
        let mut swaps = Vec::new();
        self.gen_drop_swaps(&mut swaps);
        for m in swaps {
            let mut p = self.clone();
            p.apply(&m, &mut TurnState::default());
            if !p.king_attacked(us) && !f(Turn::One(m)) {
                return;
            }
        }
        let mut seconds = Vec::with_capacity(128);
        for m1 in firsts {
            let after = AfterFirst::new(self, &m1, &mut seconds);
            let mut any = false;
            for m2 in &seconds {
                if after.second_is_safe(m2, us) {
                    any = true;
                    if !f(Turn::Two(m1, *m2)) {
                        return;
                    }
                }
            }
            if !any && !after.attacked && !f(Turn::One(m1)) {
                return;
            }
        }
    }

    /// The legal turns that capture or promote, at least one for each set
    /// of capturing and promoting moves (`Rules::noisy_turns`): the walk of
    /// `for_each_legal_turn`, but a quiet second move is judged only to go
    /// with a capture first, once, and a capture second after a quiet first
    /// only the first time it is met. A search's quiescence asks this at
    /// every node; the thousand quiet pairs were most of its time.
    pub fn noisy_turns(&self) -> Vec<Turn> {
        let mut out = Vec::new();
        if self.is_first_turn() {
            // One move a turn: the legal walk, its noisy turns kept.
            self.for_each_legal_turn(|t| {
                if t.is_noisy() {
                    out.push(t);
                }
                true
            });
            return out;
        }
        let us = self.turn;
        let mut firsts = Vec::with_capacity(128);
        self.gen_moves(None, [None, None], &mut firsts);
        // Drop/swaps take nothing: none of them is noisy.
        let mut seconds = Vec::with_capacity(128);
        let mut after_quiet_first: Vec<Move> = Vec::new();
        for m1 in firsts {
            let noisy_first = m1.is_noisy();
            let after = AfterFirst::new(self, &m1, &mut seconds);
            let safe = |m2: &Move| after.second_is_safe(m2, us);
            let (mut noisy_second, mut quiet_second) = (false, false);
            for m2 in &seconds {
                if m2.is_noisy() {
                    if !noisy_first && after_quiet_first.contains(m2) {
                        continue;
                    }
                    if safe(m2) {
                        noisy_second = true;
                        if !noisy_first {
                            after_quiet_first.push(*m2);
                        }
                        out.push(Turn::Two(m1, *m2));
                    }
                } else if noisy_first && !quiet_second && safe(m2) {
                    quiet_second = true;
                    out.push(Turn::Two(m1, *m2));
                }
            }
            // As in `for_each_legal_turn`: a first move alone when no second
            // is legal (after a capture first, every second was judged).
            if noisy_first && !noisy_second && !quiet_second && !after.attacked {
                out.push(Turn::One(m1));
            }
        }
        out
    }

    /// Stops at the first legal turn found: cheap in all but rare positions.
    pub fn has_legal_turn(&self) -> bool {
        let mut any = false;
        self.for_each_legal_turn(|_| {
            any = true;
            false
        });
        any
    }
}

/// The position after a turn's first move, to judge its second moves.
struct AfterFirst {
    position: Tandem84,
    state: TurnState,
    /// The mover's king is attacked after the first move.
    attacked: bool,
    king_board: Option<u8>,
}

impl AfterFirst {
    /// Plays `m1` on `from`, and lists the second moves it leaves in `seconds`.
    fn new(from: &Tandem84, m1: &Move, seconds: &mut Vec<Move>) -> AfterFirst {
        let us = from.turn;
        let mut position = from.clone();
        let mut state = TurnState::default();
        position.apply(m1, &mut state);
        seconds.clear();
        position.gen_moves(Some(1 - m1.from.board()), state.used, seconds);
        let attacked = position.king_attacked(us);
        let king_board = position.king(us).map(|k| k.board());
        AfterFirst { position, state, attacked, king_board }
    }

    /// Whether `m2` leaves `us`'s king safe. Attacks stay on their board: a
    /// second move that touches no square of the king's board leaves the
    /// king as the first move left it, so only the others are played out.
    fn second_is_safe(&self, m2: &Move, us: Color) -> bool {
        if self.king_board.is_some_and(|b| touches_board(m2, b)) {
            let mut p2 = self.position.clone();
            p2.apply(m2, &mut self.state.clone());
            !p2.king_attacked(us)
        } else {
            !self.attacked
        }
    }
}

/// Whether `m` moves, takes or puts anything on board `board`.
fn touches_board(m: &Move, board: u8) -> bool {
    let castle_rook = match m.kind {
        MoveKind::Castle { rook_from, rook_to } => rook_from.board() == board || rook_to.board() == board,
        _ => false,
    };
    m.from.board() == board || m.to.board() == board || castle_rook
}
