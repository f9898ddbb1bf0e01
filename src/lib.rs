//! tandem: a referee for correspondence chess variants played by email.
//!
//! `rules` is the pure game engine (no I/O, no clock, no storage); everything
//! else moves mail and games between the mailbox, the store and the engine.
//! `config` is the operator's configuration; `mail` reads and sends mail and
//! knows nothing about games. `clock` is the pure arithmetic of deadlines
//! (time controls, vacations, reminder times); `scheduler` decides what is
//! due when. `error` says how errors are told, cause after cause.

pub mod bot;
pub mod clock;
pub mod command;
pub mod config;
pub mod daemon;
pub mod delivery;
pub mod error;
pub mod mail;
pub mod rules;
pub mod scheduler;
pub mod store;
pub mod templates;
