//! Two-Prong Chess: a turn may move two pieces, so attacks land twice as
//! fast: mobility and king safety count more than in chess.

use crate::engine::game_data::GameData;

pub const DATA: GameData = GameData {
    values: [100, 320, 330, 500, 950, 0, 0, 0, 0],
    hand: [0; 5],
    mobility: [0, 5, 6, 4, 3, 0, 0, 0, 0],
    king_safety: 160,
    tandem_bonus: 0,
    drops: false,
};
