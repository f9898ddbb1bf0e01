//! Chess: the classical values (Kaufman's, rounded), modest mobility.

use crate::engine::game_data::GameData;

pub const DATA: GameData = GameData {
    values: [100, 320, 330, 500, 950, 0, 0, 0, 0],
    hand: [0; 5],
    mobility: [0, 4, 5, 3, 2, 0, 0, 0, 0],
    king_safety: 100,
    tandem_bonus: 0,
    drops: false,
};
