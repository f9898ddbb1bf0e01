//! Each game's evaluation as data: what its pieces are worth on the board and
//! in hand, how much mobility and king safety count. One file per game;
//! `eval` applies them.

mod bughouse;
mod chess;
mod crazyhouse;
mod tandem84;
mod tandem_pawn;
mod two_prong;

use crate::rules::Variant;

#[derive(Clone, Copy, Debug)]
pub struct GameData {
    /// On the board, by role: pawn, knight, bishop, rook, queen, king,
    /// chancellor, marshall, ghost (centipawns).
    pub values: [i32; 9],
    /// In hand, by role: pawn, knight, bishop, rook, queen.
    pub hand: [i32; 5],
    /// Per square a piece attacks that its own side does not hold, by role.
    pub mobility: [i32; 9],
    /// Percent weight of the king-danger penalty (attacks near the king,
    /// pieces in the enemy's hand, the missing pawn shield).
    pub king_safety: i32,
    /// Tandem-Pawn Chess: what a tandem is worth above two pawns.
    pub tandem_bonus: i32,
    /// Pieces can appear anywhere (drops): the king never counts as in an
    /// endgame, and the enemy's hand threatens it.
    pub drops: bool,
}

pub fn data(variant: Variant) -> &'static GameData {
    match variant {
        Variant::Chess => &chess::DATA,
        Variant::Crazyhouse => &crazyhouse::DATA,
        Variant::TwoProng => &two_prong::DATA,
        Variant::TandemPawn => &tandem_pawn::DATA,
        Variant::Tandem84 => &tandem84::SWAPPING,
        Variant::Tandem84Knightrider => &tandem84::KNIGHTRIDER,
        Variant::Bughouse | Variant::BughouseSync => &bughouse::BUGHOUSE,
        Variant::TandemChess => &bughouse::TANDEM_CHESS,
    }
}
