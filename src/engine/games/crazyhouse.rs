//! Crazyhouse: material is less (every capture comes back), pawns and
//! knights count more, a piece in hand a little more than on the board, and
//! the king's safety counts most.

use crate::engine::game_data::GameData;

pub const DATA: GameData = GameData {
    values: [120, 300, 310, 420, 800, 0, 0, 0, 0],
    hand: [150, 330, 320, 440, 820],
    mobility: [0, 3, 4, 3, 2, 0, 0, 0, 0],
    king_safety: 250,
    tandem_bonus: 0,
    drops: true,
};
