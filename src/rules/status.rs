//! How a position stands: going on, or over and why.

use super::color::Color;

/// How a position stands, judged from the board alone (repetition and move
/// counts need the game's history: see `Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    Checkmate {
        winner: Color,
    },
    Stalemate,
    InsufficientMaterial,
    /// Two-board games: the match is over and the teams scored the same.
    EvenScore,
}

impl Status {
    /// The usual verdict: no legal turn is mate in check and stalemate
    /// otherwise; then a dead position; else the game goes on.
    pub fn judge(has_legal_turn: bool, in_check: bool, to_move: Color, insufficient_material: bool) -> Status {
        if !has_legal_turn {
            if in_check {
                Status::Checkmate { winner: to_move.other() }
            } else {
                Status::Stalemate
            }
        } else if insufficient_material {
            Status::InsufficientMaterial
        } else {
            Status::Ongoing
        }
    }
}
