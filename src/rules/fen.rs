//! The position format of docs/rules.md: FEN, with the extensions of each variant.
//! Errors say which field is wrong and what was expected.

use std::fmt;

use super::chess::DropRules;
use super::{Bitboard, Board, Chess, Color, Hand, Piece, Role, Square};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    pub field: &'static str,
    pub message: String,
}

impl FenError {
    pub fn new(field: &'static str, message: impl Into<String>) -> FenError {
        FenError { field, message: message.into() }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position ({}): {}", self.field, self.message)
    }
}

impl std::error::Error for FenError {}

/// Placement of one board region: `ranks` rows of `width` files, from the top
/// rank down; squares map to (board, file) by `locate`.
pub(crate) struct Placement {
    pub pieces: Vec<(usize, usize, Piece, bool)>, // (file, rank, piece, promoted)
    pub tandems: Vec<(usize, usize)>,
}

/// Reads the board field: `width` files per rank, `height` ranks. `T`/`t`
/// (a tandem of pawns) only when `tandems` is allowed; `~` after a piece
/// marks it promoted.
pub(crate) fn parse_placement(field: &str, width: usize, height: usize, tandems: bool) -> Result<Placement, FenError> {
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != height {
        return Err(FenError::new("board", format!("expected {height} ranks separated by '/', found {}", rows.len())));
    }
    let mut out = Placement { pieces: Vec::new(), tandems: Vec::new() };
    for (i, row) in rows.iter().enumerate() {
        let rank = height - 1 - i;
        let mut file = 0usize;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut n = c.to_digit(10).unwrap_or(0) as usize;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    // A stranger's FEN may hold any run of digits.
                    n = n.saturating_mul(10).saturating_add(d as usize);
                    chars.next();
                }
                if n == 0 {
                    return Err(FenError::new("board", format!("rank {}: an empty run cannot be 0", rank + 1)));
                }
                file = file.saturating_add(n);
            } else if c == '~' {
                match out.pieces.last_mut() {
                    Some(p) if p.0 + 1 == file && p.1 == rank => p.3 = true,
                    _ => return Err(FenError::new("board", format!("rank {}: '~' must follow a piece", rank + 1))),
                }
            } else if tandems && (c == 'T' || c == 't') {
                let color = if c == 'T' { Color::White } else { Color::Black };
                out.pieces.push((file, rank, Piece::new(color, Role::Pawn), false));
                out.tandems.push((file, rank));
                file += 1;
            } else if let Some(p) = Piece::from_char(c) {
                out.pieces.push((file, rank, p, false));
                file += 1;
            } else {
                return Err(FenError::new("board", format!("rank {}: '{c}' is not a piece letter", rank + 1)));
            }
            if file > width {
                return Err(FenError::new("board", format!("rank {} has more than {width} squares", rank + 1)));
            }
        }
        if file != width {
            return Err(FenError::new("board", format!("rank {} has {file} squares, expected {width}", rank + 1)));
        }
    }
    Ok(out)
}

/// Writes one rank of cells; `cell` gives the letter(s) of each square.
pub(crate) fn write_rank(out: &mut String, width: usize, mut cell: impl FnMut(usize) -> Option<String>) {
    let mut empty = 0;
    for f in 0..width {
        match cell(f) {
            Some(s) => {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(&s);
            }
            None => empty += 1,
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}

pub(crate) fn parse_turn(field: Option<&str>) -> Result<Color, FenError> {
    match field {
        None => Ok(Color::White),
        Some(s) => Color::from_char(s.chars().next().unwrap_or('?'))
            .filter(|_| s.len() == 1)
            .ok_or_else(|| FenError::new("side to move", format!("expected 'w' or 'b', found '{s}'"))),
    }
}

fn parse_counter(field: Option<&str>, name: &'static str, default: u32) -> Result<u32, FenError> {
    match field {
        None => Ok(default),
        Some(s) => s.parse().map_err(|_| FenError::new(name, format!("expected a number, found '{s}'"))),
    }
}

/// The last fields of every position format: halfmove clock and fullmove
/// number (both optional), and nothing after them.
pub(crate) fn parse_clocks<'a>(mut fields: impl Iterator<Item = &'a str>) -> Result<(u32, u32), FenError> {
    let halfmoves = parse_counter(fields.next(), "halfmove clock", 0)?;
    let fullmoves = parse_counter(fields.next(), "fullmove number", 1)?.max(1);
    if let Some(extra) = fields.next() {
        return Err(FenError::new("end", format!("unexpected text '{extra}' after the fullmove number")));
    }
    Ok((halfmoves, fullmoves))
}

/// A one-board en-passant field: `-` or one square on one of `ranks`
/// (0-based) for the side to move.
pub(crate) fn parse_ep_square(field: &str, turn: Color, ranks: &[u8]) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let sq = Square::parse(field).ok_or_else(|| FenError::new("en passant", format!("expected a square or '-', found '{field}'")))?;
    if !ranks.contains(&sq.rank()) {
        return Err(FenError::new("en passant", format!("{field} cannot be an en-passant square with {} to move", turn.name())));
    }
    Ok(Some(sq))
}

pub(crate) fn parse_hand(s: &str) -> Result<[Hand; 2], FenError> {
    let mut hands = [Hand::default(); 2];
    for c in s.chars() {
        let p = Piece::from_char(c)
            .filter(|p| Hand::ROLES.contains(&p.role))
            .ok_or_else(|| FenError::new("hand", format!("'{c}' cannot be in hand (only P N B R Q)")))?;
        hands[p.color.index()].add(p.role);
    }
    Ok(hands)
}

pub(crate) fn write_hand(hands: &[Hand; 2]) -> String {
    let mut s = String::new();
    for color in Color::ALL {
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn] {
            for _ in 0..hands[color.index()].count(role) {
                s.push(Piece::new(color, role).char());
            }
        }
    }
    s
}

/// Reads the castling field (`KQkq`, Shredder-style files, or `-`) against
/// the board: each right needs its king on the e-file and its rook at home.
pub(crate) fn parse_castling(castling_field: &str, board: &Board) -> Result<Bitboard, FenError> {
    let mut castling = Bitboard::EMPTY;
    if castling_field != "-" {
        for c in castling_field.chars() {
            let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
            let rank = if color == Color::White { 0 } else { 7 };
            let file = match c.to_ascii_lowercase() {
                'k' => 7,
                'q' => 0,
                f @ 'a'..='h' => f as u8 - b'a',
                _ => return Err(FenError::new("castling", format!("'{c}' is not K, Q, k, q or '-'"))),
            };
            let rook = Square::new(0, file, rank);
            let king = Square::new(0, 4, rank);
            if board.piece_at(king) != Some(Piece::new(color, Role::King)) {
                return Err(FenError::new("castling", format!("'{c}' needs the {} king on {}", color.name().to_lowercase(), king.name())));
            }
            if board.piece_at(rook) != Some(Piece::new(color, Role::Rook)) {
                return Err(FenError::new("castling", format!("'{c}' needs a {} rook on {}", color.name().to_lowercase(), rook.name())));
            }
            castling.set(rook);
        }
    }
    Ok(castling)
}

/// Splits a single-board FEN's board field from an optional hand, in either
/// `board[hand]` or the older `board/hand` form.
fn split_hand(field: &str) -> Result<(&str, Option<&str>), FenError> {
    if let Some(open) = field.find('[') {
        let rest = &field[open + 1..];
        let close = rest.find(']').ok_or_else(|| FenError::new("hand", "'[' without a closing ']'"))?;
        if close + 1 != rest.len() {
            return Err(FenError::new("hand", "text after the closing ']'"));
        }
        return Ok((&field[..open], Some(&rest[..close])));
    }
    if field.split('/').count() == 9 {
        let cut = field.rfind('/').unwrap_or(field.len());
        return Ok((&field[..cut], Some(&field[cut + 1..])));
    }
    Ok((field, None))
}

const BACK_RANKS: [Bitboard; 2] = [Bitboard::rank(0), Bitboard::rank(7)];

impl Chess {
    /// Reads a FEN; a hand (`[Qn]`) is accepted only when `drops` allows drops.
    pub fn from_fen(fen: &str, drops: DropRules) -> Result<Chess, FenError> {
        let mut fields = fen.split_whitespace();
        let board_field = fields.next().ok_or_else(|| FenError::new("board", "the position is empty"))?;
        let (placement_field, hand_field) = split_hand(board_field)?;
        let placement = parse_placement(placement_field, 8, 8, false)?;
        let mut board = Board::empty();
        for &(f, r, p, promoted) in &placement.pieces {
            let sq = Square::new(0, f as u8, r as u8);
            board.put(sq, p);
            board.set_promoted(sq, promoted && drops != DropRules::None);
        }
        let hands = match hand_field {
            Some(h) if drops == DropRules::None && !h.is_empty() => {
                return Err(FenError::new("hand", "this variant has no pieces in hand"))
            }
            Some(h) => parse_hand(h)?,
            None => [Hand::default(); 2],
        };
        let turn = parse_turn(fields.next())?;
        let castling = parse_castling(fields.next().unwrap_or("-"), &board)?;
        let ep_field = fields.next().unwrap_or("-");
        let ep_square = parse_ep_square(ep_field, turn, &[if turn == Color::White { 5 } else { 2 }])?;
        let (halfmoves, fullmoves) = parse_clocks(fields)?;
        for color in Color::ALL {
            let kings = board.by_piece(color, Role::King).count();
            if kings != 1 {
                return Err(FenError::new("board", format!("{} has {kings} kings, expected one", color.name())));
            }
        }
        if (board.by_role(Role::Pawn) & (Bitboard::rank(0) | Bitboard::rank(7))).any() {
            return Err(FenError::new("board", "pawns cannot stand on the first or last rank"));
        }
        for role in [Role::Chancellor, Role::Marshall, Role::Ghost] {
            if board.by_role(role).any() {
                return Err(FenError::new("board", format!("there is no {} in this variant", role.name())));
            }
        }
        let pos = Chess {
            board,
            turn,
            castling,
            ep_square,
            halfmoves,
            fullmoves,
            hands,
            drops,
            capture_to_own_hand: false,
            // docs/rules.md: a king on its home square with no castling right left
            // counts as having moved (a FEN cannot say more).
            king_unmoved: [Color::White, Color::Black].map(|c| (castling & BACK_RANKS[c.index()]).any()),
        };
        // The side not to move must not be in check: it would be a king capture.
        if let Some(k) = pos.king(turn.other()) {
            if pos.attackers_to(k, turn, pos.board.occupied()).any() {
                return Err(FenError::new("board", format!("{} is in check but it is {} to move", turn.other().name(), turn.name())));
            }
        }
        Ok(pos)
    }

    pub fn board_fen(&self) -> String {
        // Char by char, without a string per square: every stored turn and
        // every repetition key of a replayed game writes one.
        let mut s = String::with_capacity(80);
        for rank in (0..8u8).rev() {
            let mut empty = 0u8;
            for file in 0..8u8 {
                let sq = Square::new(0, file, rank);
                match self.board.piece_at(sq) {
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.char());
                        if self.board.is_promoted(sq) {
                            s.push('~');
                        }
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        if self.drops != DropRules::None {
            s.push('[');
            s.push_str(&write_hand(&self.hands));
            s.push(']');
        }
        s
    }

    /// The castling field: `KQkq`, a subset, or `-`.
    fn castling_field(&self) -> String {
        let mut castling = String::with_capacity(4);
        for (color, rank) in [(Color::White, 0), (Color::Black, 7)] {
            for (file, c) in [(7, 'k'), (0, 'q')] {
                if self.castling.contains(Square::new(0, file, rank)) {
                    castling.push(if color == Color::White { c.to_ascii_uppercase() } else { c });
                }
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        castling
    }

    /// The first three fields of the FEN and the en-passant square when a
    /// capture there is legal (`-` otherwise): what makes a position the
    /// same for the repetition rules.
    pub(crate) fn repetition_fields(&self, ep_capture: Option<Square>) -> String {
        let mut key = self.board_fen();
        key.push(' ');
        key.push(self.turn.char());
        key.push(' ');
        key.push_str(&self.castling_field());
        key.push(' ');
        match ep_capture {
            Some(sq) => key.push_str(&sq.name()),
            None => key.push('-'),
        }
        key
    }

    pub fn fen(&self) -> String {
        let castling = self.castling_field();
        format!(
            "{} {} {} {} {} {}",
            self.board_fen(),
            self.turn.char(),
            castling,
            self.ep_square.map_or("-".to_string(), |s| s.name()),
            self.halfmoves,
            self.fullmoves
        )
    }
}
