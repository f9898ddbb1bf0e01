//! The tests over the real mail stack (Dovecot and Postfix of
//! `tests/mailstack.sh`, Chromium for the screenshots), one binary for them
//! all, as `tests/offline/` is for the rest: each test binary links the
//! whole crate, and these were twenty-six of them. Run one file's tests
//! with `cargo test --test mail NAME::` (`clocks::`); `tests/run.sh` runs
//! `clocks::` after the others (one of its tests restarts Dovecot) and the
//! files that mostly wait (`fair_time`, `tournament_mail`, `mda_mail`)
//! beside them.

// tests/common/wire.rs is loaded by both `common` and `offline`, as in
// tests/offline/main.rs.
#![allow(clippy::duplicate_mod)]

// What the files share, each loaded once (but wire.rs).
#[path = "../common/chromium.rs"]
mod chromium;
#[path = "../common/mod.rs"]
mod common;
#[path = "../common/tournament_five.rs"]
mod five;
#[path = "../common/offline.rs"]
mod offline;

mod analysis;
mod analysis_mail;
mod bot_bughouse;
mod bot_conditions_mail;
mod bot_crash;
mod bot_game;
mod bot_mail_shapes;
mod bot_notation_mail;
mod bot_refusals;
mod bot_variants;
mod clocks;
mod computer_mail;
mod fair_time;
mod hostile_mail;
mod languages_mail;
mod mail_diagrams;
mod mail_oauth2;
mod mail_on_the_wire;
mod mail_transport;
mod mda_mail;
mod observers_mail;
mod operator;
mod ratings_mail;
mod seeks_mail;
mod token_auth;
mod tournament_mail;
mod web_archive;
