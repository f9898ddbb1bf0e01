//! `Ref`: a second Tandem-84 referee, written for the tests from docs/rules.md
//! alone and sharing nothing with the engine. A mailbox of 12 files x 7
//! ranks (global files a..l, the board is `file / 6`), pieces carrying an
//! id (so "the same piece may not move twice" is about pieces, not squares),
//! move generation by walking rays square by square, check by generating
//! every enemy piece's captures, turns by trying every first move and then
//! every second move on the position it left (make, then test the king).
//!
//! It is slow and simple on purpose. Tests compare the engine's legal turns
//! with these (as sets of from/to/promotion keys), its perft with this
//! perft, and its FEN after a turn with this FEN.

#![allow(dead_code)]

use std::collections::BTreeSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Swapping,
    Knightrider,
}

/// (global file 0..12, rank 0..7)
pub type Sq = (i8, i8);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pc {
    pub white: bool,
    /// Upper-case letter: K Q R B N P C M G.
    pub role: char,
    pub id: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mk {
    /// Any ordinary move or capture, dropped or not.
    Plain,
    Double,
    EnPassant,
    Castle {
        rook_from: Sq,
        rook_to: Sq,
    },
    /// The ghost goes to `to`, the friend there to `from`.
    GhostSwap,
    /// Knightrider ghost takes a checking piece: both leave.
    GhostTakes,
    /// `from` (left board) and `to` (its twin) exchange.
    DropSwap,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mv {
    pub from: Sq,
    pub to: Sq,
    pub promo: Option<char>,
    pub kind: Mk,
}

#[derive(Clone, Debug)]
pub struct Ref {
    pub cells: [[Option<Pc>; 7]; 12],
    pub white: bool,
    /// K (white home), Q (white drop), k, q
    pub rights: [bool; 4],
    pub ep: BTreeSet<Sq>,
    pub half: u32,
    pub full: u32,
    pub kind: Kind,
}

/// Castling as docs/rules.md lists it: (right index, white?, king, rook, king to,
/// rook to, must be empty, must not be attacked).
type Castle = (usize, bool, Sq, Sq, Sq, Sq, &'static [Sq], &'static [Sq]);
const CASTLES: [Castle; 4] = [
    // White home: K d1->e1, R f1->d1, e1 empty.
    (0, true, (3, 0), (5, 0), (4, 0), (3, 0), &[(4, 0)], &[]),
    // White drop: K d1 -> j1 -> h1, R g1->i1; j1 i1 h1 empty; j1 i1 safe.
    (1, true, (3, 0), (6, 0), (7, 0), (8, 0), &[(9, 0), (8, 0), (7, 0)], &[(9, 0), (8, 0)]),
    // Black home: K i7->h7, R g7->i7, h7 empty.
    (2, false, (8, 6), (6, 6), (7, 6), (8, 6), &[(7, 6)], &[]),
    // Black drop: K i7 -> c7 -> e7, R f7->d7; c7 d7 e7 empty; c7 d7 safe.
    (3, false, (8, 6), (5, 6), (4, 6), (3, 6), &[(2, 6), (3, 6), (4, 6)], &[(2, 6), (3, 6)]),
];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_DIRS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_DIRS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const PROMOS: [char; 7] = ['Q', 'R', 'B', 'N', 'C', 'M', 'G'];

pub fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

pub fn sq(name: &str) -> Sq {
    let b = name.as_bytes();
    assert!(b.len() == 2 && (b'a'..=b'l').contains(&b[0]) && (b'1'..=b'7').contains(&b[1]), "square {name}");
    ((b[0] - b'a') as i8, (b[1] - b'1') as i8)
}

fn board_of(s: Sq) -> i8 {
    s.0 / 6
}

fn twin(s: Sq) -> Sq {
    ((s.0 + 6) % 12, s.1)
}

/// One step within the board of `s`.
fn step(s: Sq, d: (i8, i8)) -> Option<Sq> {
    let (f, r) = (s.0 + d.0, s.1 + d.1);
    let lo = board_of(s) * 6;
    (f >= lo && f < lo + 6 && (0..7).contains(&r)).then_some((f, r))
}

impl Ref {
    pub fn from_fen(fen: &str, kind: Kind) -> Ref {
        let f: Vec<&str> = fen.split_whitespace().collect();
        assert_eq!(f.len(), 6, "six fields: {fen}");
        let mut cells = [[None; 7]; 12];
        let rows: Vec<&str> = f[0].split('/').collect();
        assert_eq!(rows.len(), 7);
        let mut id = 0;
        for (i, row) in rows.iter().enumerate() {
            let rank = 6 - i as i8;
            let mut file = 0i8;
            let mut num = 0i8;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    num = num * 10 + d as i8;
                    continue;
                }
                file += num;
                num = 0;
                id += 1;
                cells[file as usize][rank as usize] = Some(Pc { white: c.is_ascii_uppercase(), role: c.to_ascii_uppercase(), id });
                file += 1;
            }
            file += num;
            assert_eq!(file, 12, "row {row}");
        }
        let mut rights = [false; 4];
        for c in f[2].chars() {
            match c {
                'K' => rights[0] = true,
                'Q' => rights[1] = true,
                'k' => rights[2] = true,
                'q' => rights[3] = true,
                _ => {}
            }
        }
        let mut ep = BTreeSet::new();
        if f[3] != "-" {
            for i in (0..f[3].len()).step_by(2) {
                ep.insert(sq(&f[3][i..i + 2]));
            }
        }
        Ref { cells, white: f[1] == "w", rights, ep, half: f[4].parse().unwrap(), full: f[5].parse().unwrap(), kind }
    }

    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..7).rev() {
            let mut empty = 0;
            for file in 0..12 {
                match self.cells[file][rank] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(if p.white { p.role } else { p.role.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let rights: String = "KQkq".chars().zip(self.rights).filter(|(_, r)| *r).map(|(c, _)| c).collect();
        let ep: String = self.ep.iter().map(|s| name(*s)).collect();
        format!(
            "{s} {} {} {} {} {}",
            if self.white { 'w' } else { 'b' },
            if rights.is_empty() { "-".into() } else { rights },
            if ep.is_empty() { "-".into() } else { ep },
            self.half,
            self.full
        )
    }

    pub fn at(&self, s: Sq) -> Option<Pc> {
        self.cells[s.0 as usize][s.1 as usize]
    }

    fn set(&mut self, s: Sq, p: Option<Pc>) {
        self.cells[s.0 as usize][s.1 as usize] = p;
    }

    fn squares() -> impl Iterator<Item = Sq> {
        (0..12).flat_map(|f| (0..7).map(move |r| (f, r)))
    }

    pub fn king(&self, white: bool) -> Option<Sq> {
        Self::squares().find(|s| self.at(*s).is_some_and(|p| p.white == white && p.role == 'K'))
    }

    fn knightrider(&self) -> bool {
        self.kind == Kind::Knightrider
    }

    /// Does the piece on `s` let a slider of colour `white` pass?
    /// (Knightrider ghosts are transparent to their own side.)
    fn passable_for(&self, s: Sq, white: bool) -> bool {
        match self.at(s) {
            None => true,
            Some(p) => self.knightrider() && p.role == 'G' && p.white == white,
        }
    }

    /// Squares the piece on `s` attacks by a normal move on its board (what
    /// gives check). No drops: a potential drop never checks.
    fn attacks_from(&self, s: Sq) -> Vec<Sq> {
        let p = self.at(s).expect("a piece");
        let mut out = Vec::new();
        let leap = |dirs: &[(i8, i8)], out: &mut Vec<Sq>| {
            for &d in dirs {
                if let Some(t) = step(s, d) {
                    out.push(t);
                }
            }
        };
        let slide = |dirs: &[(i8, i8)], out: &mut Vec<Sq>| {
            for &d in dirs {
                let mut c = s;
                while let Some(t) = step(c, d) {
                    out.push(t);
                    if !self.passable_for(t, p.white) {
                        break;
                    }
                    c = t;
                }
            }
        };
        match p.role {
            'P' => leap(if p.white { &[(1, 1), (-1, 1)] } else { &[(1, -1), (-1, -1)] }, &mut out),
            'N' => leap(&KNIGHT_DIRS, &mut out),
            'K' => leap(&KING_DIRS, &mut out),
            'B' => slide(&BISHOP_DIRS, &mut out),
            'R' => slide(&ROOK_DIRS, &mut out),
            'Q' => {
                slide(&BISHOP_DIRS, &mut out);
                slide(&ROOK_DIRS, &mut out)
            }
            'C' => {
                slide(&BISHOP_DIRS, &mut out);
                leap(&KNIGHT_DIRS, &mut out)
            }
            'M' => {
                slide(&ROOK_DIRS, &mut out);
                leap(&KNIGHT_DIRS, &mut out)
            }
            'G' => {
                if !self.knightrider() {
                    slide(&ROOK_DIRS, &mut out)
                }
            }
            other => panic!("role {other}"),
        }
        out
    }

    /// Squares of the pieces of colour `by_white` that attack `s`.
    pub fn attackers(&self, s: Sq, by_white: bool) -> Vec<Sq> {
        Self::squares()
            .filter(|f| board_of(*f) == board_of(s))
            .filter(|f| self.at(*f).is_some_and(|p| p.white == by_white))
            .filter(|f| self.attacks_from(*f).contains(&s))
            .collect()
    }

    pub fn attacked(&self, s: Sq, by_white: bool) -> bool {
        Self::squares()
            .filter(|f| board_of(*f) == board_of(s))
            .filter(|f| self.at(*f).is_some_and(|p| p.white == by_white))
            .any(|f| self.attacks_from(f).contains(&s))
    }

    pub fn in_check(&self, white: bool) -> bool {
        self.king(white).is_some_and(|k| self.attacked(k, !white))
    }

    /// May the side to move (a piece of role `mover`) end a move on the enemy
    /// piece standing on `t`?
    fn can_take(&self, t: Sq, mover: char) -> bool {
        let p = self.at(t).expect("a piece");
        assert_ne!(p.white, self.white);
        if p.role == 'K' {
            return false;
        }
        if !self.knightrider() || p.role != 'G' {
            return true;
        }
        if mover == 'K' {
            return true;
        }
        // A knightrider ghost may be taken while it blocks a check: some
        // piece attacks its king (on that board) with the ghost removed that
        // does not with it there. A check from elsewhere is not enough.
        match self.king(p.white) {
            Some(k) if board_of(k) == board_of(t) => {
                let before = self.attackers(k, self.white);
                let mut without = self.clone();
                without.set(t, None);
                without.attackers(k, self.white).iter().any(|a| !before.contains(a))
            }
            _ => false,
        }
    }

    fn push_pawn(&self, out: &mut Vec<Mv>, from: Sq, to: Sq, kind: Mk) {
        let last = if self.white { 6 } else { 0 };
        if to.1 == last {
            for p in PROMOS {
                out.push(Mv { from, to, promo: Some(p), kind });
            }
        } else {
            out.push(Mv { from, to, promo: None, kind });
        }
    }

    /// A ghost that started on `origin` ends on the friend on `to`.
    fn push_ghost_swap(&self, out: &mut Vec<Mv>, origin: Sq, to: Sq) {
        let friend = self.at(to).expect("friend");
        if friend.role == 'G' {
            return;
        }
        let (first, last) = if self.white { (0, 6) } else { (6, 0) };
        if friend.role == 'P' {
            if origin.1 == first {
                return;
            }
            if origin.1 == last {
                for p in PROMOS {
                    out.push(Mv { from: origin, to, promo: Some(p), kind: Mk::GhostSwap });
                }
                return;
            }
        }
        out.push(Mv { from: origin, to, promo: None, kind: Mk::GhostSwap });
    }

    /// The moves of the piece from `origin`, moving from `at` (= origin, or
    /// its twin after a drop).
    fn piece_moves(&self, origin: Sq, at: Sq, dropped: bool, out: &mut Vec<Mv>) {
        let p = self.at(origin).expect("mover");
        let me = self.white;
        let plain = |t: Sq| Mv { from: origin, to: t, promo: None, kind: Mk::Plain };
        let leap = |dirs: &[(i8, i8)], out: &mut Vec<Mv>| {
            for &d in dirs {
                if let Some(t) = step(at, d) {
                    match self.at(t) {
                        None => out.push(plain(t)),
                        Some(q) if q.white != me && self.can_take(t, p.role) => out.push(plain(t)),
                        _ => {}
                    }
                }
            }
        };
        let slide = |dirs: &[(i8, i8)], out: &mut Vec<Mv>| {
            for &d in dirs {
                let mut c = at;
                while let Some(t) = step(c, d) {
                    c = t;
                    match self.at(t) {
                        None => out.push(plain(t)),
                        Some(q) if q.white == me => {
                            if self.knightrider() && q.role == 'G' {
                                continue; // passes its own ghost, may not stop there
                            }
                            break;
                        }
                        Some(_) => {
                            if self.can_take(t, p.role) {
                                out.push(plain(t));
                            }
                            break;
                        }
                    }
                }
            }
        };
        match p.role {
            'P' => {
                let fwd = if me { 1 } else { -1 };
                let second = if me { 1 } else { 5 };
                if let Some(one) = step(at, (0, fwd)) {
                    if self.at(one).is_none() {
                        self.push_pawn(out, origin, one, Mk::Plain);
                    }
                    let over =
                        self.at(one).is_none() || (self.knightrider() && self.at(one).is_some_and(|q| q.white == me && q.role == 'G'));
                    if at.1 == second && over {
                        if let Some(two) = step(one, (0, fwd)) {
                            if self.at(two).is_none() {
                                out.push(Mv { from: origin, to: two, promo: None, kind: Mk::Double });
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    let Some(t) = step(at, (df, fwd)) else { continue };
                    match self.at(t) {
                        Some(q) if q.white != me => {
                            if self.can_take(t, 'P') {
                                self.push_pawn(out, origin, t, Mk::Plain);
                            }
                        }
                        Some(_) => {}
                        None => {
                            let victim = (t.0, t.1 - fwd);
                            if self.ep.contains(&t) && self.at(victim).is_some_and(|q| q.white != me && q.role == 'P') {
                                self.push_pawn(out, origin, t, Mk::EnPassant);
                            }
                        }
                    }
                }
            }
            'N' => leap(&KNIGHT_DIRS, out),
            'K' => leap(&KING_DIRS, out),
            'B' => slide(&BISHOP_DIRS, out),
            'R' => slide(&ROOK_DIRS, out),
            'Q' => {
                slide(&BISHOP_DIRS, out);
                slide(&ROOK_DIRS, out)
            }
            'C' => {
                slide(&BISHOP_DIRS, out);
                leap(&KNIGHT_DIRS, out)
            }
            'M' => {
                slide(&ROOK_DIRS, out);
                leap(&KNIGHT_DIRS, out)
            }
            'G' if !self.knightrider() => {
                let dirs: &[(i8, i8)] = if dropped { &BISHOP_DIRS } else { &ROOK_DIRS };
                for &d in dirs {
                    let mut c = at;
                    while let Some(t) = step(c, d) {
                        c = t;
                        match self.at(t) {
                            None => out.push(plain(t)),
                            Some(q) if q.white == me => {
                                self.push_ghost_swap(out, origin, t);
                                break;
                            }
                            Some(_) => {
                                if self.can_take(t, 'G') {
                                    out.push(plain(t));
                                }
                                break;
                            }
                        }
                    }
                }
            }
            'G' => {
                let (dirs, max): (&[(i8, i8)], usize) = if dropped { (&KNIGHT_DIRS, 3) } else { (&KING_DIRS, 6) };
                for &d in dirs {
                    let mut c = at;
                    let mut first = true;
                    for _ in 0..max {
                        let Some(t) = step(c, d) else { break };
                        c = t;
                        match self.at(t) {
                            None => out.push(plain(t)),
                            Some(q) if q.white == me => {
                                if first {
                                    self.push_ghost_swap(out, origin, t);
                                }
                                first = false;
                            }
                            Some(q) if q.role == 'G' => first = false,
                            Some(q) => {
                                // Only a piece checking its own king, never a king.
                                let checks = q.role != 'K'
                                    && self.king(me).is_some_and(|k| board_of(k) == board_of(t) && self.attacks_from(t).contains(&k));
                                if checks {
                                    out.push(Mv { from: origin, to: t, promo: None, kind: Mk::GhostTakes });
                                }
                                break;
                            }
                        }
                    }
                }
            }
            other => panic!("role {other}"),
        }
    }

    /// Every move (not drop/swaps) of the side to move, by pieces on `board`
    /// (or both) whose id is not in `used`.
    pub fn moves(&self, board: Option<i8>, used: &[u16]) -> Vec<Mv> {
        let me = self.white;
        let check = self.in_check(me);
        let mut out = Vec::new();
        for s in Self::squares() {
            let Some(p) = self.at(s) else { continue };
            if p.white != me || used.contains(&p.id) || board.is_some_and(|b| b != board_of(s)) {
                continue;
            }
            self.piece_moves(s, s, false, &mut out);
            let t = twin(s);
            let may_drop = match self.at(t) {
                None => true,
                Some(q) => self.knightrider() && p.role == 'G' && q.white == me,
            };
            if may_drop && !(p.role == 'K' && check) {
                self.piece_moves(s, t, true, &mut out);
            }
        }
        if !check {
            for &(right, white, k, r, kt, rt, empty, safe) in &CASTLES {
                if white != me || !self.rights[right] || board.is_some_and(|b| b != board_of(k)) {
                    continue;
                }
                let ok_k = self.at(k).is_some_and(|p| p.white == me && p.role == 'K' && !used.contains(&p.id));
                let ok_r = self.at(r).is_some_and(|p| p.white == me && p.role == 'R');
                if ok_k && ok_r && empty.iter().all(|s| self.at(*s).is_none()) && safe.iter().all(|s| !self.attacked(*s, !me)) {
                    out.push(Mv { from: k, to: kt, promo: None, kind: Mk::Castle { rook_from: r, rook_to: rt } });
                }
            }
        }
        out
    }

    pub fn drop_swaps(&self) -> Vec<Mv> {
        let me = self.white;
        let check = self.in_check(me);
        let mut out = Vec::new();
        for f in 0..6 {
            for r in 0..7 {
                let (a, b) = ((f, r), (f + 6, r));
                if let (Some(x), Some(y)) = (self.at(a), self.at(b)) {
                    if x.white == me && y.white == me && x.role != y.role && !(check && (x.role == 'K' || y.role == 'K')) {
                        out.push(Mv { from: a, to: b, promo: None, kind: Mk::DropSwap });
                    }
                }
            }
        }
        out
    }
}

/// What a turn in progress remembers.
#[derive(Clone, Default, Debug)]
pub struct InTurn {
    pub used: Vec<u16>,
    /// (passed square, landing square, pawn id)
    pub doubles: Vec<(Sq, Sq, u16)>,
    pub zero: bool,
}

impl Ref {
    fn lose_rights(&mut self, s: Sq) {
        for &(right, _, k, r, ..) in &CASTLES {
            if s == k || s == r {
                self.rights[right] = false;
            }
        }
    }

    /// Plays one move of the turn in progress.
    pub fn apply(&mut self, m: &Mv, t: &mut InTurn) {
        let me = self.white;
        let mover = self.at(m.from).expect("mover");
        self.lose_rights(m.from);
        self.lose_rights(m.to);
        t.used.push(mover.id);
        if mover.role == 'P' {
            t.zero = true;
        }
        match m.kind {
            Mk::Plain | Mk::Double => {
                if self.at(m.to).is_some() {
                    t.zero = true;
                }
                self.set(m.from, None);
                let role = m.promo.unwrap_or(mover.role);
                self.set(m.to, Some(Pc { role, ..mover }));
                if m.kind == Mk::Double {
                    let fwd = if me { 1 } else { -1 };
                    t.doubles.push(((m.to.0, m.to.1 - fwd), m.to, mover.id));
                }
            }
            Mk::EnPassant => {
                let fwd = if me { 1 } else { -1 };
                t.zero = true;
                self.set((m.to.0, m.to.1 - fwd), None);
                self.set(m.from, None);
                self.set(m.to, Some(Pc { role: m.promo.unwrap_or('P'), ..mover }));
            }
            Mk::Castle { rook_from, rook_to } => {
                let rook = self.at(rook_from).expect("rook");
                t.used.push(rook.id);
                self.set(m.from, None);
                self.set(rook_from, None);
                self.set(m.to, Some(mover));
                self.set(rook_to, Some(rook));
                let (a, b) = if me { (0, 1) } else { (2, 3) };
                self.rights[a] = false;
                self.rights[b] = false;
            }
            Mk::GhostSwap | Mk::DropSwap => {
                let friend = self.at(m.to).expect("friend");
                if friend.role == 'P' {
                    t.zero = true;
                }
                self.set(m.to, Some(mover));
                self.set(m.from, Some(Pc { role: m.promo.unwrap_or(friend.role), ..friend }));
            }
            Mk::GhostTakes => {
                t.zero = true;
                self.set(m.to, None);
                self.set(m.from, None);
            }
        }
    }

    pub fn end_turn(&mut self, t: &InTurn) {
        self.ep.clear();
        for &(passed, landed, id) in &t.doubles {
            if self.at(landed).is_some_and(|p| p.id == id) && self.at(passed).is_none() {
                self.ep.insert(passed);
            }
        }
        self.half = if t.zero { 0 } else { self.half + 1 };
        if !self.white {
            self.full += 1;
        }
        self.white = !self.white;
    }

    /// Every legal turn with the position it leaves.
    pub fn turns(&self) -> Vec<(Vec<Mv>, Ref)> {
        let me = self.white;
        let mut out = Vec::new();
        let first_turn = me && self.full == 1;
        if !first_turn {
            for m in self.drop_swaps() {
                let mut p = self.clone();
                let mut t = InTurn::default();
                p.apply(&m, &mut t);
                if !p.in_check(me) {
                    p.end_turn(&t);
                    out.push((vec![m], p));
                }
            }
        }
        for m1 in self.moves(None, &[]) {
            let mut p1 = self.clone();
            let mut t1 = InTurn::default();
            p1.apply(&m1, &mut t1);
            let mut any = false;
            if !first_turn {
                for m2 in p1.moves(Some(1 - board_of(m1.from)), &t1.used) {
                    let mut p2 = p1.clone();
                    let mut t2 = t1.clone();
                    p2.apply(&m2, &mut t2);
                    if !p2.in_check(me) {
                        any = true;
                        p2.end_turn(&t2);
                        out.push((vec![m1, m2], p2));
                    }
                }
            }
            if !any && !p1.in_check(me) {
                p1.end_turn(&t1);
                out.push((vec![m1], p1));
            }
        }
        out
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|(_, p)| p.perft(depth - 1)).sum()
    }
}

/// `from to [=promo] [tag]` of one move: the key both referees agree on.
pub fn key(m: &Mv) -> String {
    let tag = match m.kind {
        Mk::GhostSwap => "<>",
        Mk::DropSwap => "<=>",
        Mk::Castle { .. } => "O",
        _ => "",
    };
    let promo = m.promo.map(|p| format!("={p}")).unwrap_or_default();
    format!("{}{}{}{tag}", name(m.from), name(m.to), promo)
}

pub fn turn_key(ms: &[Mv]) -> String {
    ms.iter().map(key).collect::<Vec<_>>().join("/")
}
