//! A player's notation (`players.notation`, migration 011): how the bot
//! writes moves to them and which piece letters it reads from them.

use rusqlite::params;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ValueRef};

use super::{PlayerId, StoreError, Tx, Unreadable};
use crate::rules::Dialect;

/// A `Dialect` as the store keeps it: its code.
pub(super) struct StoredDialect(pub Dialect);

impl FromSql for StoredDialect {
    fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
        let code = v.as_str()?;
        // The codes the store writes, as they are: the parser, which takes
        // names in any case, lowers a copy of every language's name, and
        // every seat read (several a move mail) reads one.
        let stored = Dialect::ALL.into_iter().find(|d| d.code() == code);
        if let Some(dialect) = stored {
            return Ok(StoredDialect(dialect));
        }
        code.parse().map(StoredDialect).map_err(|_| FromSqlError::Other(Box::new(Unreadable(format!("unknown notation {code:?}")))))
    }
}

impl Tx<'_> {
    /// The player's notation: the one they chose, else their language's
    /// letters, else English SAN.
    pub fn notation(&self, player: PlayerId) -> Result<Dialect, StoreError> {
        Ok(self
            .row("SELECT coalesce(notation_chosen, language, 'en') FROM players WHERE id = ?1", [player], |r| r.get::<_, StoredDialect>(0))?
            .0)
    }

    /// Whether the player chose their notation (rather than following
    /// their language's letters).
    pub fn notation_chosen(&self, player: PlayerId) -> Result<bool, StoreError> {
        Ok(self.row("SELECT notation_chosen IS NOT NULL FROM players WHERE id = ?1", [player], |r| r.get(0))?)
    }

    pub fn set_notation(&self, player: PlayerId, notation: Dialect) -> Result<(), StoreError> {
        if self.exec("UPDATE players SET notation_chosen = ?2 WHERE id = ?1", params![player, notation.code()])? == 0 {
            return Err(StoreError::InvalidInput(format!("no player {}", player.0)));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use chrono::Utc;

    use super::super::Store;
    use super::*;
    use crate::rules::{Language, Seat};
    use crate::store::GameOptions;

    #[test]
    fn a_players_notation_is_kept_and_seen_from_their_seats() {
        let mut store = Store::open_in_memory().unwrap();
        let now = Utc::now();
        store
            .transaction(|tx| {
                let a = tx.ensure_player("alice@example.org", None, now)?;
                let b = tx.ensure_player("bob@example.org", None, now)?;
                assert_eq!(tx.notation(a.id)?, Dialect::ENGLISH);
                tx.set_notation(a.id, Dialect::Letters(Language::De))?;
                tx.set_notation(b.id, Dialect::Iccf)?;
                let g =
                    tx.create_game("chess", &GameOptions::default(), "FEN", &[(Seat::White, a.id, true), (Seat::Black, b.id, true)], now)?;
                let seats = tx.seats(g)?;
                assert_eq!(seats[0].notation, Dialect::Letters(Language::De));
                assert_eq!(seats[1].notation, Dialect::Iccf);
                assert!(tx.set_notation(PlayerId(99), Dialect::Iccf).is_err());
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    #[test]
    fn migration_011_gives_existing_players_english() {
        let path = std::env::temp_dir().join(format!("tandem-011-{}.sqlite3", std::process::id()));
        let _ = std::fs::remove_file(&path);
        {
            // The schema before this migration, with a player.
            let migrations = crate::store::database::MIGRATIONS;
            let at = migrations.iter().position(|m| format!("{m:?}").contains("011: a player's notation")).expect("migration 011");
            let before = &migrations[..at];
            let mut conn = rusqlite::Connection::open(&path).unwrap();
            rusqlite_migration::Migrations::from_slice(before).to_latest(&mut conn).unwrap();
            conn.execute_batch("INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.org', '2025-01-01T00:00:00.000Z');").unwrap();
        }
        let mut store = Store::open(&path).unwrap();
        store
            .transaction(|tx| {
                assert_eq!(tx.notation(PlayerId(1))?, Dialect::ENGLISH);
                tx.set_notation(PlayerId(1), Dialect::Figurine)?;
                assert_eq!(tx.notation(PlayerId(1))?, Dialect::Figurine);
                Ok::<_, StoreError>(())
            })
            .unwrap();
        drop(store);
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }
}
