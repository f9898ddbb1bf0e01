//! tandem: a referee for correspondence chess variants played by email.
//!
//! `rules` is the pure game engine (no I/O, no clock, no storage); everything
//! else moves mail and games between the mailbox, the store and the engine.

pub mod command;
pub mod rules;
pub mod store;
