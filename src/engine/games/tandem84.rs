//! Tandem-84: two 6x7 boards, turns of two moves, drops between the boards.
//! The chancellor (bishop + knight) and marshall (rook + knight) are worth
//! nearly a queen; the ghost is a rook on its board under the Chess Variant
//! Pages rules, and a queen that is hard to capture (but gives no check)
//! under the inventor's. No hands.

use crate::engine::game_data::GameData;

pub const SWAPPING: GameData = GameData {
    values: [100, 300, 320, 480, 900, 0, 820, 870, 520],
    hand: [0; 5],
    mobility: [0; 9],
    king_safety: 0,
    tandem_bonus: 0,
    drops: false,
};

pub const KNIGHTRIDER: GameData = GameData { values: [100, 300, 320, 480, 900, 0, 820, 870, 700], ..SWAPPING };
