//! tandem: a referee for correspondence chess variants played by email.
//!
//! `rules` is the pure game engine (no I/O, no clock, no storage); everything
//! else moves mail and games between the mailbox, the store and the engine.
//! `config` is the operator's configuration; `mail` reads and sends mail and
//! knows nothing about games; `picture` draws boards as SVG and PNG.
//! `clocks` is the arithmetic of deadlines and what is due when; `store` keeps games and mail bookkeeping in SQLite;
//! `command` is the players' command language; `ratings` the players'
//! Glicko-2 ratings and standings; `tournaments` the round-robin
//! sections (pairings, crosstables, tie-breaks); `bot` referees one mail (or
//! one due deadline) in one transaction; `daemon` is the loop and the
//! sending of the outbox; `cli` the operator's commands. `error` says how
//! errors are told, cause after cause; `logging` how the log is written
//! (for the journal under systemd).

pub mod bot;
pub mod clocks;
pub mod command;
pub mod config;
pub mod daemon;
pub mod engine;
pub mod error;
pub mod i18n;
pub mod logging;
pub mod mail;
pub mod picture;
pub mod ratings;
pub mod rules;
pub mod store;
pub mod tournaments;
pub mod web;
