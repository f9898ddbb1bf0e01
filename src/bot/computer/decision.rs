//! What the computer decided, apart from how it decided: the session that
//! applies it (`session/computer.rs`) needs no more.

use crate::rules::Seat;
use crate::store::GameId;

/// What the computer does in its turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// A turn, in canonical notation.
    Move(String),
    AcceptDraw,
    ClaimDraw,
    Resign,
}

/// A search's result, to be applied by [`Bot::apply_computer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub game: GameId,
    pub seat: Seat,
    pub fen: String,
    /// Whether the other team's draw offer stood when it was searched: an
    /// offer made (or taken back) since makes the decision stale too.
    pub draw_offered: bool,
    pub act: Act,
}
