//! A turn in words, in no language yet: a [`Reason`] (a catalogue key of
//! `locales/*/moves.ftl`, its arguments, and the English sentence the
//! engine's own output shows). "White's knight moved from g1 to f3"; each
//! game builds its turns' words from these parts.

use super::color::Color;
use super::moves::{Move, MoveKind};
use super::reason::Reason;
use super::role::Role;

/// "White's knight moved from g1 to f3".
pub fn moved(color: Color, role: Role, from: String, to: String) -> Reason {
    Reason::new("turn-move", "{color}'s {piece} moved from {from} to {to}")
        .word("color", color.name())
        .piece("piece", role)
        .text("from", from)
        .text("to", to)
}

/// "White castled kingside".
pub fn castled(color: Color, kingside: bool) -> Reason {
    Reason::new("turn-castle", "{color} castled {wing}").word("color", color.name()).word("wing", wing(kingside))
}

pub fn wing(kingside: bool) -> &'static str {
    if kingside {
        "kingside"
    } else {
        "queenside"
    }
}

/// "White dropped a knight on f3".
pub fn dropped(color: Color, role: Role, to: String) -> Reason {
    Reason::new("turn-drop", "{color} dropped a {piece} on {to}").word("color", color.name()).piece("piece", role).text("to", to)
}

/// "..., capturing a knight" (`en_passant`: "..., capturing a pawn en passant").
pub fn capturing(turn: Reason, captured: Role, en_passant: bool) -> Reason {
    if en_passant {
        Reason::new("turn-capture-en-passant", "{turn}, capturing a pawn en passant").reason("turn", turn)
    } else {
        Reason::new("turn-capture", "{turn}, capturing a {piece}").reason("turn", turn).piece("piece", captured)
    }
}

/// "..., and was promoted to a queen".
pub fn promoted(turn: Reason, to: Role) -> Reason {
    Reason::new("turn-promotion", "{turn}, and was promoted to a {piece}").reason("turn", turn).piece("piece", to)
}

/// Parts of one turn in a row: "A; then B".
pub fn then(parts: Vec<Reason>) -> Reason {
    let mut parts = parts.into_iter();
    let first = parts.next().unwrap_or_else(|| Reason::new("turn-none", "no move"));
    parts.fold(first, |a, b| Reason::new("turn-then", "{a}; then {b}").reason("a", a).reason("b", b))
}

/// One move of the chess family in words: moved, castled or dropped, with
/// what it captured and what it became.
pub fn chess_move(color: Color, m: &Move) -> Reason {
    let base = match m.kind {
        MoveKind::Castle { rook_from, .. } => castled(color, rook_from.file() > m.from.file()),
        MoveKind::Drop => dropped(color, m.role, m.to.name()),
        _ => moved(color, m.role, m.from.name(), m.to.name()),
    };
    let base = match m.capture {
        Some(c) => capturing(base, c, m.kind == MoveKind::EnPassant),
        None => base,
    };
    match m.promotion {
        Some(p) => promoted(base, p),
        None => base,
    }
}

/// A turn no game describes in more words: its notation.
pub fn notation(text: String) -> Reason {
    Reason::new("turn-notation", "{turn}").text("turn", text)
}
