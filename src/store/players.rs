//! Players: one per e-mail address.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::time::{ts, Ts};
use super::{normalize_address, PlayerId, StoreError, Tx, Unreadable};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: PlayerId,
    /// Lower-cased.
    pub address: String,
    pub display_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

const PLAYER_COLUMNS: &str = "id, address, display_name, created_at";

fn player_from_row(row: &Row<'_>) -> rusqlite::Result<Player> {
    Ok(Player { id: row.get(0)?, address: row.get(1)?, display_name: row.get(2)?, created_at: row.get::<_, Ts>(3)?.0 })
}

fn address_or_err(addr: &str) -> Result<String, StoreError> {
    normalize_address(addr).ok_or_else(|| StoreError::InvalidInput(format!("{addr:?} is not an e-mail address")))
}

impl Tx<'_> {
    /// The player who plays under `addr` (any case), if any.
    pub fn player_by_address(&self, addr: &str) -> Result<Option<Player>, StoreError> {
        let Some(addr) = normalize_address(addr) else {
            return Ok(None);
        };
        Ok(self.row(&format!("SELECT {PLAYER_COLUMNS} FROM players WHERE address = ?1"), [addr], player_from_row).optional()?)
    }

    pub fn player(&self, id: PlayerId) -> Result<Option<Player>, StoreError> {
        Ok(self.row(&format!("SELECT {PLAYER_COLUMNS} FROM players WHERE id = ?1"), [id], player_from_row).optional()?)
    }

    /// The player for `addr`, created if new. A non-empty `display_name`
    /// replaces the stored one: the latest From: header wins.
    pub fn ensure_player(&self, addr: &str, display_name: Option<&str>, now: DateTime<Utc>) -> Result<Player, StoreError> {
        let addr = address_or_err(addr)?;
        let name = display_name.map(str::trim).filter(|n| !n.is_empty());
        self.exec(
            "INSERT INTO players (address, display_name, created_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (address) DO UPDATE
                SET display_name = coalesce(excluded.display_name, display_name)",
            params![addr, name, ts(now)],
        )?;
        self.player_by_address(&addr)?.ok_or_else(|| StoreError::Corrupt(Unreadable(format!("player {addr} vanished after insert"))))
    }
}
