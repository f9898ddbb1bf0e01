//! The tests that need no mail server, one binary for them all: rules and
//! notation against references, the bot and its clocks through an
//! in-process mailbox, the engine, the command line. One binary instead of
//! thirty: each test binary links the whole crate, and thirty of them were
//! about 180 CPU-seconds of a fresh build (tests/run.sh). Run one file's
//! tests with `cargo test --test offline NAME::` (`clocks_offline::`).

// tests/common/wire.rs is loaded by both `common` and `offline`, as in the
// mail tests' binaries, which each load one of them.
#![allow(clippy::duplicate_mod)]

// What the files share, each loaded once (but wire.rs).
#[path = "../t84/brute.rs"]
mod brute;
#[path = "../common/mod.rs"]
mod common;
#[path = "../common/offline.rs"]
mod offline;
#[path = "../t84/common.rs"]
mod t84;

mod analysis_marks;
mod bot_conditions;
mod bot_letters;
mod bot_notation;
mod bughouse;
mod catalog;
mod chess_differential;
mod chess_notation;
mod chess_perft;
mod cli;
mod clocks_bughouse_offline;
mod clocks_fair_offline;
mod clocks_offline;
mod clocks_property;
mod computer;
mod crazyhouse;
mod docs;
mod engine;
mod engine_cli;
mod game_record;
mod languages;
mod layout;
mod notations;
mod observers;
mod ratings;
mod ratings_crash;
mod seeks;
mod systemd;
mod tandem84;
mod tandem84_knightrider;
mod tandem_pawn;
mod tournament_cli;
mod tournaments;
mod two_prong;
mod web_language;
