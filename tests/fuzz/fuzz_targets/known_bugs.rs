#![allow(dead_code)]
//! Inputs that hit bugs already found and reported, kept away from the
//! targets so that the fuzzers look for new ones (and CI stays green) until
//! they are fixed in src/. Each has its reproducer in tests/fuzz/regressions/.
//! When a bug is fixed, delete its filter here: the reproducer, replayed as
//! a seed by every run, then guards against its return.

/// `rules::fen::parse_placement` reads a run of digits into a `usize` with
/// `n * 10 + d` unchecked: a run of 20 digits or more overflows (a panic
/// where overflow checks are on, as in `cargo test`'s profile; a wrapped
/// number of empty squares in a release build). Reproducer:
/// regressions/fen/placement-digit-run-overflow.
pub fn fen_digit_run_overflow(fen: &str) -> bool {
    fen.split(|c: char| !c.is_ascii_digit()).any(|run| run.len() >= 20)
}

/// `Chess::crazyhouse_material_is_dead` (from `status()`) adds a hand's
/// pawn, rook and queen counts as `u8`: a FEN hand with 256 or more of them
/// for one colour overflows (hand counts saturate at 255 each). Reproducer:
/// regressions/fen/crazyhouse-hand-256-heavy-pieces.
pub fn hand_heavy_count_overflow(fen: &str) -> bool {
    let white = fen.chars().filter(|c| matches!(c, 'P' | 'R' | 'Q')).count();
    let black = fen.chars().filter(|c| matches!(c, 'p' | 'r' | 'q')).count();
    white >= 256 || black >= 256
}
