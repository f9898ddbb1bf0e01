//! Standard algebraic notation for one-board chess moves: canonical output,
//! and forgiving input (SAN, long algebraic, coordinates, lazy case).

use super::chess::PROMOTION_ROLES;
use super::notation::{strip_decorations, NotationError, Reason};
use super::{Chess, Move, MoveKind, MoveList, Role, Square};

/// SAN without check marks.
pub fn san_plain(pos: &Chess, m: &Move, legal: &[Move]) -> String {
    match m.kind {
        MoveKind::Castle { rook_from, .. } => {
            return if rook_from.file() > m.from.file() { "O-O".into() } else { "O-O-O".into() };
        }
        MoveKind::Drop => return format!("{}@{}", m.role.upper_char(), m.to.name()),
        _ => {}
    }
    let mut s = String::new();
    if m.role == Role::Pawn {
        if m.is_capture() {
            s.push((b'a' + m.from.file()) as char);
        }
    } else {
        s.push(m.role.upper_char());
        if m.role != Role::King {
            let rivals: Vec<&Move> = legal
                .iter()
                .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from && !matches!(o.kind, MoveKind::Drop))
                .collect();
            if !rivals.is_empty() {
                let file_unique = rivals.iter().all(|o| o.from.file() != m.from.file());
                let rank_unique = rivals.iter().all(|o| o.from.rank() != m.from.rank());
                if file_unique {
                    s.push((b'a' + m.from.file()) as char);
                } else if rank_unique {
                    s.push((b'1' + m.from.rank()) as char);
                } else {
                    s.push_str(&m.from.name());
                }
            }
        }
    }
    if m.is_capture() {
        s.push('x');
    }
    s.push_str(&m.to.name());
    if let Some(p) = m.promotion {
        s.push('=');
        s.push(p.upper_char());
    }
    let _ = pos;
    s
}

/// Canonical SAN with `+` or `#`.
pub fn san(pos: &Chess, m: &Move, legal: &[Move]) -> String {
    let mut s = san_plain(pos, m, legal);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        let mut replies = MoveList::new();
        after.legal_moves(&mut replies);
        s.push(if replies.is_empty() { '#' } else { '+' });
    }
    s
}

/// What a piece of move text asks for; `None` fields are unconstrained.
#[derive(Clone, Debug, Default, PartialEq)]
struct Pattern {
    role: Option<Role>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square>,
    promotion: Option<Role>,
    drop: bool,
    castle_kingside: Option<bool>,
    capture: bool,
}

impl Pattern {
    fn matches(&self, m: &Move) -> bool {
        if let Some(kingside) = self.castle_kingside {
            return match m.kind {
                MoveKind::Castle { rook_from, .. } => (rook_from.file() > m.from.file()) == kingside,
                _ => false,
            };
        }
        if self.drop != (m.kind == MoveKind::Drop) {
            return false;
        }
        let to_ok = match (self.to, m.kind) {
            (Some(t), MoveKind::Castle { rook_from, .. }) => {
                // `e1g1` and `e1h1` (king takes own rook) both name castling.
                t == m.to || t == rook_from
            }
            (Some(t), _) => t == m.to,
            (None, _) => true,
        };
        to_ok
            && self.role.is_none_or(|r| r == m.role)
            && self.from_file.is_none_or(|f| f == m.from.file())
            && self.from_rank.is_none_or(|r| r == m.from.rank())
            && (self.promotion.is_none() || self.promotion == m.promotion)
    }
}

fn file_of(c: u8) -> Option<u8> {
    (b'a'..=b'h').contains(&c).then(|| c - b'a')
}

fn rank_of(c: u8) -> Option<u8> {
    (b'1'..=b'8').contains(&c).then(|| c - b'1')
}

/// Reads one move's text into a pattern. `lazy_case` lets a lower-case
/// first letter name a piece (`nf3`).
fn read_pattern(text: &str, lazy_case: bool) -> Option<Pattern> {
    let t = text.trim();
    let castle = t.to_ascii_uppercase().replace('0', "O").replace('-', "");
    if castle == "OO" {
        return Some(Pattern { castle_kingside: Some(true), ..Pattern::default() });
    }
    if castle == "OOO" {
        return Some(Pattern { castle_kingside: Some(false), ..Pattern::default() });
    }
    let b = t.as_bytes();
    let mut i = 0;
    let mut p = Pattern::default();
    // piece letter
    match b.first() {
        Some(b'P') => {
            p.role = Some(Role::Pawn);
            i = 1;
        }
        Some(&c) => {
            if let Some(role) = Role::from_char(c as char).filter(|r| PIECE_LETTERS.contains(r)) {
                if c.is_ascii_uppercase() || lazy_case {
                    p.role = Some(role);
                    i = 1;
                }
            }
        }
        None => return None,
    }
    // drop: `N@f3`, `N*f3`, `@f3` (a pawn), `p@f3`
    if b.len() > 1 && b[0] == b'p' && (b[1] == b'@' || b[1] == b'*') {
        let to = Square::parse(t.get(2..)?)?;
        return Some(Pattern { role: Some(Role::Pawn), to: Some(to), drop: true, ..Pattern::default() });
    }
    if let Some(&c) = b.get(i) {
        if c == b'@' || c == b'*' {
            let to = Square::parse(t.get(i + 1..)?)?;
            return Some(Pattern { role: Some(p.role.unwrap_or(Role::Pawn)), to: Some(to), drop: true, ..Pattern::default() });
        }
    }
    let rest: Vec<u8> = b[i..].iter().copied().filter(|&c| c != b'x' && c != b':' && c != b'-' && c != b'X').collect();
    p.capture = b[i..].iter().any(|&c| c == b'x' || c == b':' || c == b'X');
    // promotion suffix: `=Q`, `Q`, `(Q)`
    let mut core: &[u8] = &rest;
    let strip_promo = |core: &[u8]| -> Option<(Role, usize)> {
        let n = core.len();
        if n >= 3 && core[n - 3] == b'(' && core[n - 1] == b')' {
            return promo_role(core[n - 2]).map(|r| (r, 3));
        }
        if n >= 2 && core[n - 2] == b'=' {
            return promo_role(core[n - 1]).map(|r| (r, 2));
        }
        if n >= 3 && rank_of(core[n - 2]).is_some() {
            return promo_role(core[n - 1]).map(|r| (r, 1));
        }
        None
    };
    if let Some((role, cut)) = strip_promo(core) {
        p.promotion = Some(role);
        core = &core[..core.len() - cut];
    }
    // destination is the last two characters
    if core.len() < 2 {
        return None;
    }
    let (head, dest) = core.split_at(core.len() - 2);
    p.to = Some(Square::new(0, file_of(dest[0].to_ascii_lowercase())?, rank_of(dest[1])?));
    match head {
        [] => {}
        [c] => {
            if let Some(f) = file_of(c.to_ascii_lowercase()) {
                p.from_file = Some(f);
            } else {
                p.from_rank = Some(rank_of(*c)?);
            }
        }
        [f, r] => {
            p.from_file = Some(file_of(f.to_ascii_lowercase())?);
            p.from_rank = Some(rank_of(*r)?);
        }
        _ => return None,
    }
    if p.role.is_none() && p.from_file.is_some() && p.from_rank.is_some() {
        // coordinate form `e2e4`: any piece on that square
    } else if p.role.is_none() {
        p.role = Some(Role::Pawn);
    }
    Some(p)
}

const PIECE_LETTERS: [Role; 5] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

fn promo_role(c: u8) -> Option<Role> {
    let r = Role::from_char(c as char)?;
    PROMOTION_ROLES.contains(&r).then_some(r)
}

/// Parses a player's move text against the legal moves of `pos`.
pub fn parse_move(pos: &Chess, text: &str) -> Result<Move, NotationError> {
    let mut legal = MoveList::new();
    pos.legal_moves(&mut legal);
    parse_move_in(pos, text, &legal)
}

pub fn parse_move_in(pos: &Chess, text: &str, legal: &[Move]) -> Result<Move, NotationError> {
    let name = |m: &Move| san(pos, m, legal);
    let found = find_moves(pos, text, legal, &name)?;
    match found.as_slice() {
        [one] => Ok(*one),
        // A promotion without a piece, say: ask which one.
        many => Err(NotationError::ambiguous(text.trim(), many.iter().map(name).collect())),
    }
}

/// Every move of `list` that one move's text may mean: the strict reading
/// first, then the lazy one (a lower-case piece letter). Move numbers and
/// check marks are ignored. `list` need not be a legal move list: the
/// multi-move variants match each part of a turn against the moves of the
/// position at the start of the turn. Errors explain, naming candidate moves
/// of `list` with `name`. The result is never empty.
pub fn find_moves(pos: &Chess, text: &str, list: &[Move], name: &dyn Fn(&Move) -> String) -> Result<Vec<Move>, NotationError> {
    let input = text.trim();
    let core = strip_decorations(input);
    if core.is_empty() {
        return Err(NotationError::unreadable(input, Reason::no_move()));
    }
    if let Some(rest) = core.strip_prefix(['x', 'X', ':']) {
        // A capture mark with nothing before it: the letter may have been
        // meant as a piece. Refused with the moves to that square, never
        // guessed (`Xf3` is not the pawn move f3).
        let to = read_pattern(rest, false).and_then(|p| p.to);
        let candidates = list.iter().filter(|m| Some(m.to) == to).map(name).collect();
        let mark = &core[..1];
        let reason = Reason::new(
            "reason-capture-mark-first",
            "'{mark}' is not a piece letter, and a capture mark comes after the piece or the pawn's file, as in {piece-capture} or {pawn-capture}",
        )
        .quote("mark", mark)
        .mv("piece-capture", "Nxf3")
        .mv("pawn-capture", "exd5");
        return Err(NotationError { candidates, ..NotationError::unreadable(input, reason) });
    }
    let strict = read_pattern(core, false);
    let lazy = read_pattern(core, true);
    if strict.is_none() && lazy.is_none() {
        let like = Reason::new("reason-write-moves-like", "write moves like {examples}");
        return Err(NotationError::unreadable(input, like.moves("examples", &["e4", "Nf3", "exd5", "O-O", "e8=Q", "e2e4"])));
    }
    for pattern in [&strict, &lazy].into_iter().flatten() {
        let found: Vec<Move> = list.iter().filter(|m| pattern.matches(m)).copied().collect();
        if !found.is_empty() {
            return Ok(found);
        }
    }
    let pattern = strict.or(lazy).unwrap_or_default();
    Err(explain_illegal(pos, input, &pattern, list, name))
}

fn explain_illegal(pos: &Chess, input: &str, p: &Pattern, legal: &[Move], name: &dyn Fn(&Move) -> String) -> NotationError {
    if legal.is_empty() {
        return NotationError::illegal(input, Reason::new("reason-game-over", "the game is over: there is no legal move"), vec![]);
    }
    if let Some(kingside) = p.castle_kingside {
        let side = if kingside { "kingside" } else { "queenside" };
        let reason = if pos.is_check() {
            Reason::new("reason-castle-in-check", "you cannot castle {side} while in check")
        } else {
            Reason::new(
                "reason-castle-impossible",
                "castling {side} is not possible now (a piece is in the way, the king or rook has moved, or a square is attacked)",
            )
        };
        let reason = reason.word("side", side);
        return NotationError::illegal(input, reason, vec![]);
    }
    let to = p.to;
    let same_dest: Vec<String> = legal.iter().filter(|m| Some(m.to) == to).map(name).collect();
    let reason = match (p.role, to) {
        (Some(r), Some(t)) if p.drop => {
            Reason::new("reason-no-drop", "you have no {piece} in hand to drop on {square}, or the square is taken")
                .piece("piece", r)
                .text("square", t.name())
        }
        (Some(r), Some(t)) => {
            let ours = pos.board().by_piece(pos.turn(), r);
            if ours.is_empty() {
                Reason::new("reason-no-such-piece", "you have no {piece}").piece("piece", r)
            } else {
                Reason::new("reason-none-reaches", "no {piece} of yours can move to {square}").piece("piece", r).text("square", t.name())
            }
        }
        (None, Some(t)) => match (p.from_file, p.from_rank) {
            (Some(f), Some(r)) => {
                let from = Square::new(0, f, r);
                match pos.board().piece_at(from) {
                    None => Reason::new("reason-empty-square", "there is no piece on {square}").text("square", from.name()),
                    Some(pc) if pc.color != pos.turn() => {
                        Reason::new("reason-not-your-piece", "the piece on {square} is not yours").text("square", from.name())
                    }
                    Some(pc) => Reason::new("reason-cannot-go", "your {piece} on {from} cannot move to {square}")
                        .piece("piece", pc.role)
                        .text("from", from.name())
                        .text("square", t.name()),
                }
            }
            _ => Reason::no_match(),
        },
        _ => Reason::no_match(),
    }
    .in_check(pos.is_check());
    // Suggestions: the named piece kind's moves nearest to the square asked
    // for (`e5` for a pawn that only reaches e4 suggests e4 before a3), then
    // other moves to that very square.
    let from = p.from_file.zip(p.from_rank).map(|(f, r)| Square::new(0, f, r));
    let distance = |m: &Move| {
        to.map_or(0, |t| {
            let df = (m.to.file() as i8 - t.file() as i8).unsigned_abs();
            let dr = (m.to.rank() as i8 - t.rank() as i8).unsigned_abs();
            df.max(dr) as u32 * 8 + (df + dr) as u32
        })
    };
    let mut near: Vec<&Move> = legal.iter().filter(|m| Some(m.role) == p.role || Some(m.from) == from).collect();
    near.sort_by_key(|m| distance(m));
    let mut candidates: Vec<String> = near.into_iter().take(4).map(name).collect();
    for other in same_dest {
        if candidates.len() < 6 && !candidates.contains(&other) {
            candidates.push(other);
        }
    }
    NotationError::illegal(input, reason, candidates)
}
