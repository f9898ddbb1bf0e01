//! Bughouse, Tandem Chess and Synchronous Bughouse (docs/rules.md): two
//! FIDE boards A and B with hands. Team 1 plays White on A and Black on B,
//! team 2 Black on A and White on B. A captured piece (a promoted one as a
//! pawn) goes to the capturer's partner on the other board, in the partner's
//! colour. Each board is a `Chess` with drops and `capture_to_own_hand` off;
//! this module passes the pieces, judges the boards and the match, and
//! orders the turns.
//!
//! Moves carry their board in their squares (`Square::board()`: 0 = A,
//! 1 = B), so a `Turn` says where it is played. `bughouse` and `tandem-chess`
//! are four-player games: both boards move independently, so `legal_turns`
//! holds the moves of both boards' sides to move and `Rules::sides_to_move`
//! says who may act; `to_move` is board A's side to move and means little.
//! `bughouse-sync` is a two-player game: South runs team 1, North team 2; a
//! turn is a move on A then a move on B (see docs/rules.md), and `to_move` names
//! the player by the colour their team plays on A (White = South).
//!
//! Rulings beyond the original rule text (also in docs/rules.md):
//! - A board has ended when its side to move is checkmated or stalemated, or
//!   when its result was decided off the board (`decide_board`). Captures on
//!   the other board then no longer pass pieces to it: nobody can acquire new
//!   pieces there (the original text: "there is no way to acquire new captives").
//! - A stalemate draws that board (FIDE); it is not a wait.
//! - Waiting for a piece needs the other board to be going on: when it has
//!   ended, or when its side to move cannot move either, the check is mate.
//!   If both boards would wait, both are mates at once.
//! - Mates on both boards at once for different teams draw the match.

mod bpgn;
mod two_boards;

pub use bpgn::{bpgn_movetext, to_bpgn, to_bpgn_annotated, BpgnTags};
pub use two_boards::{BoardResult, BoardStatus, Bughouse, MatchResult, BOARD_A, BOARD_B};

/// The rules and the notation of `bughouse`, for players.
pub const BUGHOUSE_RULES: &str = include_str!("../../../templates/rules/bughouse.txt");

/// The rules and the notation of `tandem-chess`, for players.
pub const TANDEM_CHESS_RULES: &str = include_str!("../../../templates/rules/tandem-chess.txt");

/// The rules and the notation of `bughouse-sync`, for players.
pub const BUGHOUSE_SYNC_RULES: &str = include_str!("../../../templates/rules/bughouse-sync.txt");
