#![allow(dead_code)]
//! Panics of dependencies that the fuzzers must not stop on, each with its
//! reproducer in tests/fuzz/regressions/. (The bugs the fuzzers found in
//! tandem itself, a FEN digit run and crazyhouse hand counts overflowing, and
//! bare LFs in PGN attachments, are fixed; their reproducers, replayed as
//! seeds by every run, guard against their return.) The bot itself catches
//! such a panic and sets the mail aside (`Bot::read`).

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
