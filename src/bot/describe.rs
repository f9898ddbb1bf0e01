//! A turn in words, in the reader's language: "White's knight moved from
//! g1 to f3". The rules engine describes every turn in English (its
//! `Played::description`); for the one-board games of single moves (chess,
//! crazyhouse) the words come from the catalogue instead, built from the
//! move itself. The other games' turns (two moves, two boards, drops to a
//! twin square) keep the engine's English words for now.
//!
//! And the words many mails share: who is to move, a time control.

use crate::i18n::Msg;
use crate::rules::{MoveKind, Played, Turn, Variant};

/// `played` in words, in any reader's language.
pub fn turn_words(played: &Played, variant: Variant) -> Msg {
    let one_board = matches!(variant, Variant::Chess | Variant::Crazyhouse);
    let (true, Turn::One(m)) = (one_board, &played.turn) else {
        return Msg::new("name").arg("name", played.description.as_str());
    };
    let color = played.by.name().to_lowercase();
    let main = match m.kind {
        MoveKind::Castle { rook_from, .. } => {
            Msg::new("describe-castle").arg("color", color).arg("wing", if rook_from.file() > m.from.file() { "king" } else { "queen" })
        }
        MoveKind::Drop => Msg::new("describe-drop").arg("color", color).arg("role", m.role.name()).arg("to", m.to.name()),
        _ => Msg::new("describe-move").arg("color", color).arg("role", m.role.name()).arg("from", m.from.name()).arg("to", m.to.name()),
    };
    let capture = match m.capture {
        Some(c) => Msg::new("describe-capture").arg("role", c.name()).arg("en_passant", u8::from(m.kind == MoveKind::EnPassant)),
        None => Msg::new("list-none"),
    };
    let promotion = match m.promotion {
        Some(p) => Msg::new("describe-promotion").arg("role", p.name()),
        None => Msg::new("list-none"),
    };
    Msg::new("describe-turn").arg("main", main).arg("capture", capture).arg("promotion", promotion)
}

/// Names in a row: one, two or more joined by "and", or nobody.
pub(super) fn names_in_words(names: &[&str]) -> Msg {
    match names {
        [] => Msg::new("nobody"),
        [one] => Msg::new("name").arg("name", *one),
        [a, rest @ ..] => Msg::new("list-and").arg("a", *a).arg("b", rest.join(", ")),
    }
}

/// A game's time control in words: `3 days per move`, `10 moves in 30 days`.
pub(super) fn time_control(tc: &crate::clocks::clock::TimeControl) -> Msg {
    match *tc {
        crate::clocks::clock::TimeControl::PerMove { days } => Msg::new("time-control-per-move").arg("days", days),
        crate::clocks::clock::TimeControl::Moves { moves, days } => Msg::new("time-control-moves").arg("moves", moves).arg("days", days),
    }
}
