//! Players: one per e-mail address.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::public_name::{public_name, public_name_key};
use super::time::{ts, Ts};
use super::{normalize_address, PlayerId, StoreError, Tx, Unreadable};
use crate::rules::Language;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: PlayerId,
    /// Lower-cased.
    pub address: String,
    pub display_name: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The name chosen with `name NAME` for public lists, if any.
    pub public_name: Option<String>,
    /// The language of the bot's mails to them, once known (migration 021).
    pub language: Option<Language>,
    /// Set with `language XX`, not guessed.
    pub language_chosen: bool,
}

impl Player {
    /// How this player is shown to anyone but their opponents (see
    /// [`super::public_name`]): the chosen name, else the masked address.
    pub fn public_name(&self) -> String {
        public_name(&self.address, self.public_name.as_deref())
    }
}

const PLAYER_COLUMNS: &str = "id, address, display_name, created_at, public_name, language, language_chosen";

fn player_from_row(row: &Row<'_>) -> rusqlite::Result<Player> {
    Ok(Player {
        id: row.get(0)?,
        address: row.get(1)?,
        display_name: row.get(2)?,
        created_at: row.get::<_, Ts>(3)?.0,
        public_name: row.get(4)?,
        language: row.get::<_, Option<String>>(5)?.as_deref().and_then(Language::from_code),
        language_chosen: row.get(6)?,
    })
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

    /// Sets `player`'s language, `chosen` by them or guessed.
    pub fn set_language(&self, player: PlayerId, language: Language, chosen: bool) -> Result<(), StoreError> {
        self.exec("UPDATE players SET language = ?2, language_chosen = ?3 WHERE id = ?1", params![player, language.code(), chosen])?;
        Ok(())
    }

    /// The language of the player who plays under `addr`, if known.
    pub fn language_of_address(&self, addr: &str) -> Result<Option<Language>, StoreError> {
        let Some(addr) = normalize_address(addr) else { return Ok(None) };
        let mut stmt = self.tx.prepare_cached("SELECT language FROM players WHERE address = ?1")?;
        let code: Option<Option<String>> = stmt.query_row([addr], |r| r.get(0)).optional()?;
        Ok(code.flatten().as_deref().and_then(Language::from_code))
    }

    /// The player for `addr`, created if new. A non-empty `display_name`
    /// replaces the stored one: the latest From: header wins.
    pub fn ensure_player(&self, addr: &str, display_name: Option<&str>, now: DateTime<Utc>) -> Result<Player, StoreError> {
        let addr = address_or_err(addr)?;
        let name = display_name.map(str::trim).filter(|n| !n.is_empty());
        // Read first: nearly every mail comes from a known player with the
        // same name, and an upsert wrote the row (a page of the WAL) anyway.
        if let Some(mut known) = self.player_by_address(&addr)? {
            if let Some(name) = name.filter(|n| known.display_name.as_deref() != Some(*n)) {
                self.exec("UPDATE players SET display_name = ?2 WHERE id = ?1", params![known.id, name])?;
                known.display_name = Some(name.to_string());
            }
            return Ok(known);
        }
        self.exec("INSERT INTO players (address, display_name, created_at) VALUES (?1, ?2, ?3)", params![addr, name, ts(now)])?;
        self.player_by_address(&addr)?.ok_or_else(|| StoreError::Corrupt(Unreadable(format!("player {addr} vanished after insert"))))
    }

    /// The player who chose `name` (any case and spacing), if any.
    pub fn player_by_public_name(&self, name: &str) -> Result<Option<Player>, StoreError> {
        Ok(self
            .row(&format!("SELECT {PLAYER_COLUMNS} FROM players WHERE public_name_key = ?1"), [public_name_key(name)], player_from_row)
            .optional()?)
    }

    /// Sets the name `player` is shown by in public lists (checked by the
    /// caller with [`super::check_public_name`]), or drops it (`None`).
    /// Returns `false`, changing nothing, when another player has the name.
    pub fn set_public_name(&self, player: PlayerId, name: Option<&str>) -> Result<bool, StoreError> {
        if let Some(n) = name {
            if self.player_by_public_name(n)?.is_some_and(|p| p.id != player) {
                return Ok(false);
            }
        }
        self.exec(
            "UPDATE players SET public_name = ?2, public_name_key = ?3 WHERE id = ?1",
            params![player, name, name.map(public_name_key)],
        )?;
        Ok(true)
    }
}
