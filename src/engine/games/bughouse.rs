//! Bughouse and Tandem Chess (each board of them, and both boards of
//! bughouse-sync): crazyhouse values, pieces in hand come from the partner.
//! In Tandem Chess drops may not give check, so the enemy's hand threatens
//! the king a little less.

use crate::engine::game_data::GameData;

pub const BUGHOUSE: GameData = GameData {
    values: [120, 300, 310, 420, 800, 0, 0, 0, 0],
    hand: [140, 320, 310, 430, 800],
    mobility: [0, 3, 4, 3, 2, 0, 0, 0, 0],
    king_safety: 250,
    tandem_bonus: 0,
    drops: true,
};

pub const TANDEM_CHESS: GameData = GameData { king_safety: 180, ..BUGHOUSE };
