//! The rules engine: positions, turns, notation and rendering for every game.
//! Pure: no I/O, no clock, no storage. The mail side goes through `Game` and
//! `Position` only: parse a turn, play it, render the result.

pub mod attacks;
mod bitboard;
mod board;
pub mod bughouse;
pub mod chess;
mod chess_rules;
mod color;
pub mod crazyhouse;
pub mod diagram;
pub mod diagram_code;
pub mod dialect;
pub mod fen;
pub mod figurine;
pub mod game;
mod hand;
pub mod iccf;
mod moves;
pub mod notation;
pub mod pgn;
mod piece;
pub mod piece_letters;
mod piece_slots;
pub mod position;
#[cfg(test)]
pub(crate) mod random_play;
mod reason;
pub mod render;
mod role;
pub mod san;
pub mod seat;
mod side;
mod square;
mod status;
pub mod tandem84;
pub mod tandem_pawn;
pub mod turn_words;
pub mod two_prong;
pub mod variant;
mod variant_rules;

pub use bitboard::Bitboard;
pub use board::Board;
pub use bughouse::{BoardResult, BoardStatus, Bughouse, MatchResult};
pub use chess::Chess;
pub use color::Color;
pub use diagram::{BoardDiagram, Diagram};
pub use dialect::{Dialect, UnknownDialect};
pub use fen::FenError;
pub use game::{DrawReason, Game, Outcome, PlayError, Played, WinReason};
pub use hand::Hand;
pub use moves::{Move, MoveKind, MoveList, Turn, UnitStep};
pub use notation::{NotationError, Reason, ReasonArg};
pub use piece::Piece;
pub use piece_letters::Language;
pub use position::{Position, PositionError};
pub use role::Role;
pub use seat::Seat;
pub use side::{board_letter, Side};
pub use square::Square;
pub use status::Status;
pub use tandem84::Tandem84;
pub use tandem_pawn::TandemPawn;
pub use two_prong::TwoProng;
pub use variant::Variant;
pub use variant_rules::Rules;
