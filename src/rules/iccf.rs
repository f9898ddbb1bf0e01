//! ICCF numeric notation, the notation of international correspondence
//! chess: the same in every language. A move is the from-square and the
//! to-square, each as its file digit (a=1 ... h=8) and its rank digit:
//! `5254` is e2-e4. A fifth digit promotes (1 queen, 2 rook, 3 bishop,
//! 4 knight): `57581`. Castling is the king's move (`5171`, `5131`,
//! `5878`, `5838`).
//!
//! Rulings (docs/rules.md, "Numeric notation"):
//! - Every 8x8 game reads and writes it for moves on a board: two-move turns
//!   join their halves as the game does (`5254/7163`), four-player bughouse
//!   names the board (`A:5254`). A drop has no numeric form and is written
//!   `N@f3` (`P@e4` for a pawn).
//! - Tandem-Pawn keeps its marks: `T5254` moves the whole tandem (`TT5254`
//!   is read too), `5254^` is the rocket whose forward pawn lands on e4.
//! - Tandem-84 has none: its twelve files would need two digits, and its
//!   drops, swaps and seven promotion pieces no numeric form names; numeric
//!   moves are refused there with the game's own notation.

use super::moves::{Move, MoveKind, Turn};
use super::role::Role;
use super::square::Square;
use super::variant::Variant;

/// The promotion digit of a piece, and back.
fn promotion_digit(role: Role) -> Option<char> {
    Some(match role {
        Role::Queen => '1',
        Role::Rook => '2',
        Role::Bishop => '3',
        Role::Knight => '4',
        _ => return None,
    })
}

fn promotion_role(digit: u8) -> Option<Role> {
    Some(match digit {
        b'1' => Role::Queen,
        b'2' => Role::Rook,
        b'3' => Role::Bishop,
        b'4' => Role::Knight,
        _ => return None,
    })
}

/// The numeric code of one square: file digit, rank digit.
fn square_code(s: Square) -> String {
    format!("{}{}", s.file() + 1, s.rank() + 1)
}

/// One move in numeric notation (a drop as `N@f3`).
pub fn write_move(m: &Move) -> String {
    if m.kind == MoveKind::Drop {
        return format!("{}@{}", m.role.upper_char(), m.to.name());
    }
    let mut s = format!("{}{}", square_code(m.from), square_code(m.to));
    if let Some(d) = m.promotion.and_then(promotion_digit) {
        s.push(d);
    }
    match m.kind {
        MoveKind::Tandem(_) => format!("T{s}"),
        MoveKind::Rocket => format!("{s}^"),
        _ => s,
    }
}

/// A turn in numeric notation, or `None` in a game without it (Tandem-84).
/// `canonical` is the turn's algebraic notation, for the board label of
/// four-player bughouse; a dual move is written in the game's order.
pub fn write_turn(variant: Variant, turn: &Turn, canonical: &str) -> Option<String> {
    if variant.is_tandem84() {
        return None;
    }
    let turn = match (variant, *turn) {
        // Two-Prong writes the move from the lower square first.
        (Variant::TwoProng, Turn::Two(a, b)) if b.from < a.from => Turn::Two(b, a),
        (_, t) => t,
    };
    let moves: Vec<String> = turn.moves().map(write_move).collect();
    let label = match canonical.as_bytes() {
        [b @ (b'A' | b'B'), b':', ..] => format!("{}:", *b as char),
        _ => String::new(),
    };
    Some(format!("{label}{}", moves.join("/")))
}

/// Whether a move's text holds a numeric move (a run of three or more
/// digits) or a numeric drop (`@55`): it is then read here, whole, or
/// refused.
pub fn looks_numeric(token: &str) -> bool {
    if token.split(['@', '*']).skip(1).any(|after| after.starts_with(|c: char| c.is_ascii_digit())) {
        return true;
    }
    let mut run = 0;
    for b in token.bytes() {
        run = if b.is_ascii_digit() { run + 1 } else { 0 };
        if run >= 3 {
            return true;
        }
    }
    false
}

/// Why a numeric move cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumericError {
    /// Tandem-84 has no numeric notation.
    NoNumericHere(Variant),
    /// Not four or five digits 1-8 (a fifth 1-4).
    Malformed(String),
    /// A piece letter or another mark with the digits: `N5254`.
    Mixture(String),
    /// `@54`, `N@54`: drops have no numeric form.
    Drop(String),
}

impl std::fmt::Display for NumericError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NumericError::NoNumericHere(v) => {
                write!(f, "{} has no numeric notation (its boards have twelve files); write moves like b4, Nc3, Rxh3 or b4/Nh3", v.title())
            }
            NumericError::Malformed(t) => write!(
                f,
                "'{t}' is not a numeric move: it is four digits, the from-square's file and rank then the to-square's \
                 (a=1 ... h=8, ranks 1-8), like 5254 for e2-e4, and a fifth for a promotion (1 queen, 2 rook, 3 bishop, 4 knight)"
            ),
            NumericError::Mixture(t) => write!(
                f,
                "'{t}' mixes a numeric move with other letters: write the digits alone, like 5254, or the move in algebraic notation"
            ),
            NumericError::Drop(t) => {
                write!(f, "'{t}': a drop has no numeric form; write the piece, @ and the square, like N@f3 (P@e4 for a pawn)")
            }
        }
    }
}

/// Reads one numeric move of `variant` (a token with its marks: `T5254`,
/// `5254^`, `57581+`) as coordinates the game's parser reads (`e2e4`,
/// `Te2e4`, `e7e8=Q+`).
pub fn read_token(token: &str, variant: Variant) -> Result<String, NumericError> {
    if variant.is_tandem84() {
        return Err(NumericError::NoNumericHere(variant));
    }
    if token.contains(['@', '*']) {
        return Err(NumericError::Drop(token.to_string()));
    }
    let body = token.trim_end_matches(['+', '#', '!', '?']);
    let marks = &token[body.len()..];
    let (marker, body) = match variant {
        Variant::TandemPawn => match body.strip_prefix("TT").or_else(|| body.strip_prefix(['T', 't'])) {
            Some(rest) => ("T", rest),
            None => ("", body),
        },
        _ => ("", body),
    };
    let (body, rocket) = match body.strip_suffix('^') {
        Some(b) if variant == Variant::TandemPawn => (b, "^"),
        _ => (body, ""),
    };
    if !body.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumericError::Mixture(token.to_string()));
    }
    let d = body.as_bytes();
    let square = |f: u8, r: u8| -> Option<Square> {
        let (f, r) = (f.checked_sub(b'1')?, r.checked_sub(b'1')?);
        (f < 8 && r < 8).then(|| Square::new(0, f, r))
    };
    let malformed = || NumericError::Malformed(token.to_string());
    if d.len() != 4 && d.len() != 5 {
        return Err(malformed());
    }
    let from = square(d[0], d[1]).ok_or_else(malformed)?;
    let to = square(d[2], d[3]).ok_or_else(malformed)?;
    let promotion = match d.get(4) {
        Some(&p) => Some(promotion_role(p).ok_or_else(malformed)?),
        None => None,
    };
    if from == to {
        return Err(malformed());
    }
    let promo = promotion.map_or(String::new(), |r| format!("={}", r.upper_char()));
    Ok(format!("{marker}{}{}{rocket}{promo}{marks}", from.name(), to.name()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_coordinates() {
        assert_eq!(read_token("5254", Variant::Chess).unwrap(), "e2e4");
        assert_eq!(read_token("57584+", Variant::Chess).unwrap(), "e7e8=N+");
        assert_eq!(read_token("5171", Variant::Chess).unwrap(), "e1g1");
        assert_eq!(read_token("T5254", Variant::TandemPawn).unwrap(), "Te2e4");
        assert_eq!(read_token("TT5254", Variant::TandemPawn).unwrap(), "Te2e4");
        assert_eq!(read_token("56581^", Variant::TandemPawn).unwrap(), "e6e8^=Q");
        for bad in ["5294", "52541234", "525", "52545", "5252"] {
            assert!(matches!(read_token(bad, Variant::Chess), Err(NumericError::Malformed(_))), "{bad}");
        }
        assert!(matches!(read_token("N5254", Variant::Chess), Err(NumericError::Mixture(_))));
        assert!(matches!(read_token("T5254", Variant::Chess), Err(NumericError::Mixture(_))));
        assert!(matches!(read_token("N@546", Variant::Crazyhouse), Err(NumericError::Drop(_))));
        assert!(looks_numeric("@55") && looks_numeric("N*55") && !looks_numeric("N@f3"));
        assert!(matches!(read_token("5254", Variant::Tandem84), Err(NumericError::NoNumericHere(_))));
        assert!(looks_numeric("N5254") && looks_numeric("A:5254") && !looks_numeric("e2e4") && !looks_numeric("12."));
    }
}
