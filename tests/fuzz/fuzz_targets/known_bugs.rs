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

/// mail-parser 0.11.9 (`parsers/message.rs`, in `MessageParser::parse`)
/// has `debug_assert!(false, "Invalid part ID, could not find multipart.")`,
/// which a multipart mail with a nested message/rfc822 part and a broken
/// boundary reaches: `parse_inbound` panics wherever dependencies keep their
/// debug assertions (here, and in `cargo test`'s profile); a release build
/// goes on. Reproducer: regressions/mail_to_commands/mail-parser-invalid-part-id.
pub const MAIL_PARSER_INVALID_PART_ID: &str = "Invalid part ID, could not find multipart.";

/// Panics of dependencies that `tolerating_known_panics` catches.
const KNOWN_PANICS: &[&str] = &[MAIL_PARSER_INVALID_PART_ID];

/// Runs `f`; a panic whose message is in `KNOWN_PANICS` gives `None`. Any
/// other panic goes to the previous hook (libFuzzer's, which aborts, so the
/// crash is reported as usual).
pub fn tolerating_known_panics<T>(f: impl FnOnce() -> T) -> Option<T> {
    use std::panic;
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !KNOWN_PANICS.contains(&info.payload_as_str().unwrap_or_default()) {
                previous(info);
            }
        }));
    });
    panic::catch_unwind(panic::AssertUnwindSafe(f)).ok()
}
