//! The rules engine: positions, turns, notation and rendering for every game.
//! Pure: no I/O, no clock, no storage.

pub mod attacks;
mod bitboard;
mod board;
pub mod chess;
mod color;
pub mod fen;
mod hand;
mod moves;
mod piece;
mod role;
mod square;

pub use bitboard::Bitboard;
pub use board::Board;
pub use chess::Chess;
pub use color::Color;
pub use fen::FenError;
pub use hand::Hand;
pub use moves::{Move, MoveKind, MoveList, Turn};
pub use piece::Piece;
pub use role::Role;
pub use square::Square;
