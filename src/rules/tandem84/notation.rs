//! Writing and reading Tandem-84 turns. A turn is its moves joined by `/`
//! (`P-b4/Rxh3`, as in the original rule text). Files a-l name the board, so a drop is a
//! move whose destination lies on the other board: `Rxh3` from b1 is a rook
//! drop. Special moves:
//!
//! - home castling `O-O`, drop-castling `O-O-O` (also `0-0`, `0-0-0`);
//! - drop/swap `Rb1<>Nh1` (the two twin squares, letters optional, any order);
//! - ghost swap `G<>c1` (the ghost ends on the friend's square c1; the friend
//!   goes to the ghost's square), `G<>c7=Q` when the friend pawn promotes.
//!
//! Moves are also read as `b4`, `P-b4`, `Rb1xh3`, `h2b4`, `h2-b4`, with
//! `+ # ! ?` and move numbers ignored, and lower-case piece letters where
//! nothing is ambiguous. The canonical form names the origin only when
//! another legal move of the same kind would also fit.

use super::*;
use crate::rules::notation::{strip_decorations, NotationError, NotationErrorKind, Reason};
use std::collections::HashMap;

#[derive(Clone, Debug, Default, PartialEq)]
struct Pattern {
    role: Option<Role>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square>,
    promotion: Option<Role>,
    castle: Option<bool>, // Some(true) = home, Some(false) = drop-castling
    ghost_swap: bool,
    drop_swap: Option<(Square, Square)>,
}

fn file_of(c: u8) -> Option<u8> {
    let c = c.to_ascii_lowercase();
    (b'a'..=b'l').contains(&c).then(|| c - b'a')
}

fn rank_of(c: u8) -> Option<u8> {
    (b'1'..=b'7').contains(&c).then(|| c - b'1')
}

const LETTERS: [Role; 9] =
    [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn, Role::Chancellor, Role::Marshall, Role::Ghost];

/// A leading piece letter; lower case only when `lazy` and it cannot be a file.
fn leading_role(b: &[u8], lazy: bool) -> (Option<Role>, usize) {
    match b.first() {
        Some(&c) if c.is_ascii_uppercase() => match Role::from_char(c as char) {
            Some(r) if LETTERS.contains(&r) => (Some(r), 1),
            _ => (None, 0),
        },
        // a-l are files: a lower-case b is never a bishop, c never a chancellor
        Some(&c) if lazy && file_of(c).is_none() => match Role::from_char(c as char) {
            Some(r) => (Some(r), 1),
            None => (None, 0),
        },
        _ => (None, 0),
    }
}

fn read_square_with_role(text: &str, lazy: bool) -> Option<(Option<Role>, Square)> {
    let b = text.trim().as_bytes();
    let (role, i) = leading_role(b, lazy);
    let s = parse_square(std::str::from_utf8(&b[i..]).ok()?)?;
    Some((role, s))
}

fn read_promotion(core: &[u8]) -> (Option<Role>, usize) {
    let n = core.len();
    let promo = |c: u8| Role::from_char(c as char).filter(|r| PROMOTIONS.contains(r));
    if n >= 3 && core[n - 3] == b'(' && core[n - 1] == b')' {
        if let Some(r) = promo(core[n - 2]) {
            return (Some(r), 3);
        }
    }
    if n >= 2 && core[n - 2] == b'=' {
        if let Some(r) = promo(core[n - 1]) {
            return (Some(r), 2);
        }
    }
    if n >= 3 && rank_of(core[n - 2]).is_some() && core[n - 1].is_ascii_alphabetic() {
        if let Some(r) = promo(core[n - 1]) {
            return (Some(r), 1);
        }
    }
    (None, 0)
}

/// The origin hint before a destination: nothing, a file, a rank or a square.
fn read_origin(head: &[u8]) -> Option<(Option<u8>, Option<u8>)> {
    match head {
        [] => Some((None, None)),
        [c] => match file_of(*c) {
            Some(f) => Some((Some(f), None)),
            None => Some((None, Some(rank_of(*c)?))),
        },
        [f, r] => Some((Some(file_of(*f)?), Some(rank_of(*r)?))),
        _ => None,
    }
}

fn read_pattern(text: &str, lazy: bool) -> Option<Pattern> {
    let t = strip_decorations(text);
    let castle = t.to_ascii_uppercase().replace('0', "O").replace('-', "");
    if castle == "OO" {
        return Some(Pattern { castle: Some(true), ..Pattern::default() });
    }
    if castle == "OOO" {
        return Some(Pattern { castle: Some(false), ..Pattern::default() });
    }
    if let Some((left, right)) = t.split_once("<>") {
        let (promotion, cut) = read_promotion(right.trim().as_bytes());
        let right = &right.trim()[..right.trim().len() - cut];
        let (_, to) = read_square_with_role(right, lazy)?;
        if let Some((_, from)) = read_square_with_role(left, lazy) {
            if from.twin() == to {
                let (a, b) = if from.board() == 0 { (from, to) } else { (to, from) };
                return Some(Pattern { drop_swap: Some((a, b)), ..Pattern::default() });
            }
        }
        // ghost swap: `G`, `Ga`, `G1`, `Ga1` before `<>`
        let lb = left.trim().as_bytes();
        let (role, i) = leading_role(lb, true);
        if role != Some(Role::Ghost) {
            return None;
        }
        let (from_file, from_rank) = read_origin(&lb[i..])?;
        return Some(Pattern { role, to: Some(to), promotion, ghost_swap: true, from_file, from_rank, ..Pattern::default() });
    }
    let b = t.as_bytes();
    let (role, i) = leading_role(b, lazy);
    // `Xf3`: a capture mark before any piece or file may be a letter meant
    // as a piece; refused, never read as the pawn move f3.
    if i == 0 && matches!(b.first(), Some(b'x' | b'X' | b':')) {
        return None;
    }
    let rest: Vec<u8> = b[i..].iter().copied().filter(|c| !matches!(c, b'x' | b'X' | b':' | b'-')).collect();
    let (promotion, cut) = read_promotion(&rest);
    let core = &rest[..rest.len() - cut];
    if core.len() < 2 {
        return None;
    }
    let (head, dest) = core.split_at(core.len() - 2);
    let to = parse_square(std::str::from_utf8(dest).ok()?)?;
    let (from_file, from_rank) = read_origin(head)?;
    let mut p = Pattern { role, to: Some(to), promotion, from_file, from_rank, ..Pattern::default() };
    if p.role.is_none() && !(p.from_file.is_some() && p.from_rank.is_some()) {
        p.role = Some(Role::Pawn);
    }
    Some(p)
}

impl Pattern {
    fn matches(&self, m: &Move) -> bool {
        if let Some(home) = self.castle {
            return matches!(m.kind, MoveKind::Castle { .. }) && (m.from.board() == m.to.board()) == home;
        }
        if let Some((a, b)) = self.drop_swap {
            return m.kind == MoveKind::DropSwap && m.from == a && m.to == b;
        }
        if matches!(m.kind, MoveKind::Castle { .. } | MoveKind::DropSwap) {
            return false;
        }
        if self.ghost_swap && m.kind != MoveKind::GhostSwap {
            return false;
        }
        self.to == Some(m.to)
            && self.role.is_none_or(|r| r == m.role)
            && self.from_file.is_none_or(|f| f == global_file(m.from))
            && self.from_rank.is_none_or(|r| r == m.from.rank())
            && (self.promotion.is_none() || self.promotion == m.promotion)
    }
}

/// Canonical text of move `m` among `candidates` (the moves that could be
/// played at that point of the turn).
pub(crate) fn write_move(pos: &Tandem84, m: &Move, candidates: &[Move]) -> String {
    let name = square_name;
    let promo = |s: &mut String| {
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(p.upper_char());
        }
    };
    match m.kind {
        MoveKind::Castle { .. } => {
            return if m.from.board() == m.to.board() { "O-O".into() } else { "O-O-O".into() };
        }
        MoveKind::DropSwap => {
            let letter = |s: Square| pos.piece_at(s).map_or('?', |p| p.role.upper_char());
            return format!("{}{}<>{}{}", letter(m.from), name(m.from), letter(m.to), name(m.to));
        }
        _ => {}
    }
    let class = |k: MoveKind| match k {
        MoveKind::GhostSwap => 1,
        MoveKind::Castle { .. } | MoveKind::DropSwap => 2,
        _ => 0,
    };
    let rivals: Vec<&Move> =
        candidates.iter().filter(|o| o.role == m.role && o.to == m.to && o.from != m.from && class(o.kind) == class(m.kind)).collect();
    let disambiguation = |s: &mut String, always_file: bool| {
        let file_unique = rivals.iter().all(|o| global_file(o.from) != global_file(m.from));
        let rank_unique = rivals.iter().all(|o| o.from.rank() != m.from.rank());
        if rivals.is_empty() {
            if always_file {
                s.push((b'a' + global_file(m.from)) as char);
            }
        } else if file_unique {
            s.push((b'a' + global_file(m.from)) as char);
        } else if rank_unique && !always_file {
            s.push((b'1' + m.from.rank()) as char);
        } else {
            s.push_str(&name(m.from));
        }
    };
    let mut s = String::new();
    if m.kind == MoveKind::GhostSwap {
        s.push('G');
        disambiguation(&mut s, false);
        s.push_str("<>");
        s.push_str(&name(m.to));
        promo(&mut s);
        return s;
    }
    if m.role == Role::Pawn {
        if m.capture.is_some() {
            disambiguation(&mut s, true);
        } else if !rivals.is_empty() {
            s.push_str(&name(m.from));
        }
    } else {
        s.push(m.role.upper_char());
        disambiguation(&mut s, false);
    }
    if m.capture.is_some() {
        s.push('x');
    }
    s.push_str(&name(m.to));
    promo(&mut s);
    s
}

impl Tandem84 {
    /// The canonical notation of each turn (computed together, because
    /// disambiguation looks at the other legal turns).
    pub fn turn_notations(&self, turns: &[Turn]) -> Vec<String> {
        // Crowded positions have thousands of turns but few distinct first
        // moves: group the legal turns by their first move once, so that the
        // work grows with the turns, not with their square.
        let mut seconds_after: HashMap<Move, Vec<Move>> = HashMap::new();
        let mut firsts: Vec<Move> = Vec::new();
        for turn in self.legal_turns() {
            let mut moves = turn.moves();
            let first = *moves.next().expect("a turn has a move");
            let seconds = seconds_after.entry(first).or_insert_with(|| {
                firsts.push(first);
                Vec::new()
            });
            if let Some(second) = moves.next() {
                seconds.push(*second);
            }
        }
        let mut first_text: HashMap<Move, String> = HashMap::new();
        turns
            .iter()
            .map(|t| {
                let mut moves = t.moves();
                let m1 = *moves.next().expect("a turn has a move");
                let mut text = first_text.entry(m1).or_insert_with(|| write_move(self, &m1, &firsts)).clone();
                let mut after = self.clone();
                let mut st = TurnState::default();
                after.apply(&m1, &mut st);
                if let Some(m2) = moves.next() {
                    let seconds = seconds_after.get(&m1).map_or(&[][..], Vec::as_slice);
                    text.push('/');
                    text.push_str(&write_move(&after, m2, seconds));
                    after.apply(m2, &mut st);
                }
                after.end_turn(&st);
                if after.is_check() {
                    text.push(if after.has_legal_turn() { '+' } else { '#' });
                }
                text
            })
            .collect()
    }

    /// Reads a player's turn (`m1/m2`, or one move where one is the turn).
    pub fn parse_turn(&self, text: &str) -> Result<Turn, NotationError> {
        let input = text.trim();
        let parts: Vec<&str> = input.split(['/', ',', '&']).map(str::trim).filter(|p| !p.is_empty()).collect();
        if parts.is_empty() || parts.len() > 2 {
            let reason =
                Reason::new("reason-t84-turn", "a turn is one or two moves joined by '/', like {example}").mv("example", "P-b4/Rxh3");
            return Err(NotationError::unreadable(input, reason));
        }
        let mut patterns = Vec::new();
        for part in &parts {
            let strict = read_pattern(part, false);
            let lazy = read_pattern(part, true);
            if strict.is_none() && lazy.is_none() {
                let reason = Reason::new("reason-t84-not-a-move", "'{part}' is not a move; write moves like {examples}")
                    .quote("part", *part)
                    .moves("examples", &["b4", "Nc3", "Rxh3", "O-O", "Rb1<>Nh1", "G<>c1"]);
                return Err(NotationError::unreadable(input, reason));
            }
            patterns.push([strict, lazy]);
        }
        let legal = self.legal_turns();
        let fits = |p: &[Option<Pattern>; 2], m: &Move| p.iter().flatten().any(|q| q.matches(m));
        // Strict readings first; lazy case only when strict finds nothing.
        let strict_fits = |p: &[Option<Pattern>; 2], m: &Move| p[0].as_ref().is_some_and(|q| q.matches(m));
        let select = |f: &dyn Fn(&[Option<Pattern>; 2], &Move) -> bool| -> Vec<Turn> {
            legal
                .iter()
                .filter(|t| match (t, patterns.as_slice()) {
                    (Turn::One(m), [p]) => f(p, m),
                    (Turn::Two(a, b), [p, q]) => f(p, a) && f(q, b),
                    _ => false,
                })
                .copied()
                .collect()
        };
        let mut found = select(&strict_fits);
        if found.is_empty() {
            found = select(&fits);
        }
        match found.len() {
            1 => return Ok(found[0]),
            0 => {}
            _ => {
                let names = self.turn_notations(&found);
                return Err(NotationError::ambiguous(input, names));
            }
        }
        Err(self.explain(input, &parts, &patterns, &legal))
    }

    fn explain(&self, input: &str, parts: &[&str], patterns: &[[Option<Pattern>; 2]], legal: &[Turn]) -> NotationError {
        if legal.is_empty() {
            return NotationError::illegal(input, Reason::new("reason-game-over-turn", "the game is over: there is no legal turn"), vec![]);
        }
        let fits = |p: &[Option<Pattern>; 2], m: &Move| p.iter().flatten().any(|q| q.matches(m));
        let sample = |turns: Vec<Turn>| -> Vec<String> {
            let few: Vec<Turn> = turns.into_iter().take(6).collect();
            self.turn_notations(&few)
        };
        let with_first: Vec<Turn> = legal.iter().filter(|t| fits(&patterns[0], t.moves().next().expect("a move"))).copied().collect();
        let in_check = self.is_check();
        if with_first.is_empty() {
            let reason = if self.is_first_turn() && parts.len() == 2 {
                Reason::new("reason-first-turn-single", "White's first turn is a single move")
            } else {
                Reason::new("reason-cannot-start", "the move '{part}' cannot start a legal turn here")
                    .quote("part", parts[0])
                    .in_check(in_check)
            };
            let dest = patterns[0].iter().flatten().find_map(|p| p.to);
            let near: Vec<Turn> = legal.iter().filter(|t| dest.is_some() && t.moves().next().map(|m| m.to) == dest).copied().collect();
            return NotationError::illegal(input, reason, sample(near));
        }
        if parts.len() == 1 {
            return NotationError {
                input: input.to_string(),
                kind: NotationErrorKind::Illegal,
                reason: Reason::new("reason-add-second", "a turn is two moves here: add a second move on the other board after '{part}'")
                    .quote("part", parts[0]),
                candidates: sample(with_first),
            };
        }
        let single_only = with_first.iter().all(|t| matches!(t, Turn::One(_)));
        let reason = if single_only {
            Reason::new("reason-no-second", "after '{part}' no second move is possible, so the turn is '{part}' alone")
                .quote("part", parts[0])
        } else {
            Reason::new(
                "reason-bad-second",
                "'{second}' is not a legal second move after '{first}' (it must move another piece, starting on the other board, and leave your king safe)",
            )
            .quote("second", parts[1])
            .quote("first", parts[0])
            .in_check(in_check)
        };
        NotationError::illegal(input, reason, sample(with_first))
    }
}
