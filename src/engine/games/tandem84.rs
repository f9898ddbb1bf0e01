//! Tandem-84: two 6x7 boards, turns of two moves, drops between the boards.
//! The chancellor (bishop + knight) and marshall (rook + knight) are worth
//! nearly a queen; the ghost is a rook on its board under the Chess Variant
//! Pages rules. Under the inventor's it moves as a queen but never
//! captures, gives no check and is taken only by a king (or while it
//! shields its own): worth a minor piece, not the queen it moves like.
//! Valued at 700, one analysed mark in nine was not borne out by a search
//! ten times larger, most where ghosts filled the board; at 350, one in
//! seventeen (`docs/benchmarks.md`). No hands.

use crate::engine::game_data::GameData;

pub const SWAPPING: GameData = GameData {
    values: [100, 300, 320, 480, 900, 0, 820, 870, 520],
    hand: [0; 5],
    mobility: [0; 9],
    king_safety: 0,
    tandem_bonus: 0,
    drops: false,
};

pub const KNIGHTRIDER: GameData = GameData { values: [100, 300, 320, 480, 900, 0, 820, 870, 350], ..SWAPPING };
