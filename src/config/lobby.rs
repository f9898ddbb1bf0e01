//! `[lobby]`: open challenges to anyone (`seek`).

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LobbyConfig {
    /// A seek not taken after this many clock days (`[time]
    /// day_length_secs`) expires; its seeker is told.
    pub seek_days: u32,
    /// Open seeks one player may have at once (a team's counts for both).
    pub seeks_per_player: usize,
    /// The most seeks one `seeks` answer (and the digest) lists; the
    /// rest are counted.
    pub listed: usize,
}

impl Default for LobbyConfig {
    fn default() -> Self {
        LobbyConfig { seek_days: 14, seeks_per_player: 5, listed: 50 }
    }
}
