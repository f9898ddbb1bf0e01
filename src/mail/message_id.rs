//! Message-IDs: the bot's own, made-up ones for mail that has none, and
//! which ids from a stranger's mail are usable at all.
//!
//! An id from an incoming mail ends up in the bot's In-Reply-To and
//! References headers, so one that could not be written back there (no
//! `@`, spaces, brackets, control characters, absurd length) is treated as
//! absent: threading falls back as for a mail without it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Longer ids are not somebody's mail client, and would bloat headers.
const MAX_LEN: usize = 250;

/// `<abc@host>` or ` abc@host ` -> `abc@host`, if it is an id the bot can
/// store and write back into a header; `None` otherwise.
pub fn usable(id: &str) -> Option<String> {
    let id = crate::store::bare_message_id(id);
    let ok = !id.is_empty()
        && id.len() <= MAX_LEN
        && id.contains('@')
        && !id.starts_with('@')
        && !id.ends_with('@')
        && id.chars().all(|c| c.is_ascii_graphic() && c != '<' && c != '>' && c != '"' && c != '\\');
    ok.then(|| id.to_string())
}

/// A new unique Message-ID (without `<>`) under `domain`: time, process id,
/// a per-process random value and a counter, so ids are unique across
/// restarts and across processes sharing a domain. Kept short: every id is
/// stored twice (row and index) for good, to thread replies.
pub fn new_message_id(domain: &str) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    let random = process_random();
    let domain = domain.trim();
    let domain = if domain.is_empty() { "localhost" } else { domain };
    format!("tandem.{}.{:x}.{:08x}.{}@{}", base36(now.as_secs()), std::process::id(), random as u32, base36(n), domain)
}

/// Random per process: `RandomState` is seeded from the OS.
fn process_random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    static RANDOM: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *RANDOM.get_or_init(|| {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(0x0074_616e_6465_6d00);
        h.finish()
    })
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// The domain of the Message-IDs made up for mail that has none: such an
/// id keeps the mail from being applied twice but names nothing to reply to.
pub const SYNTHETIC_ID_DOMAIN: &str = "synthetic.tandem.invalid";

/// Whether `id` was made up here (see [`SYNTHETIC_ID_DOMAIN`]).
pub fn is_synthetic_message_id(id: &str) -> bool {
    id.ends_with(SYNTHETIC_ID_DOMAIN)
}

/// A Message-ID for a mail without a usable one, the same for the same
/// bytes so a mail fetched twice is recognised.
pub fn synthetic(raw: &[u8]) -> String {
    format!("{:032x}@{SYNTHETIC_ID_DOMAIN}", content_hash(raw))
}

/// FNV-1a, 128 bits: the same for the same bytes across runs and Rust
/// versions, unlike `DefaultHasher`.
pub fn content_hash(bytes: &[u8]) -> u128 {
    const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    bytes.iter().fold(OFFSET, |h, &b| (h ^ b as u128).wrapping_mul(PRIME))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_content_hash_is_fnv1a_128() {
        // The published test vectors: stored ids and keys depend on them.
        assert_eq!(content_hash(b""), 0x6c62272e07bb014262b821756295c58d);
        assert_eq!(content_hash(b"a"), 0xd228cb696f1a8caf78912b704e4a8964);
        assert_eq!(synthetic(b"a"), "d228cb696f1a8caf78912b704e4a8964@synthetic.tandem.invalid");
    }
}
