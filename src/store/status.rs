//! Where a game is in its life.

use super::text_enum::text_enum;

text_enum! {
    /// Where a game is in its life (`games.status`). `finished`, `declined`
    /// and `aborted` are final.
    GameStatus, "game status" {
        /// Challenge sent; waiting for every invited player to accept.
        Invited => "invited",
        Active => "active",
        /// Over, with a result.
        Finished => "finished",
        /// An invited player declined.
        Declined => "declined",
        /// Ended without a result (e.g. `abort` before the game really started).
        Aborted => "aborted",
    }
}

impl GameStatus {
    pub fn is_final(self) -> bool {
        matches!(self, GameStatus::Finished | GameStatus::Declined | GameStatus::Aborted)
    }
}
