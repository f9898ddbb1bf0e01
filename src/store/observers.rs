//! Watching games (migration 013): who observes which game and what they
//! were told of it, who follows whom, the requests waiting for their
//! confirmation, the observers' hourly count and holds, the players'
//! settings (`followers off`, `games private`), and the games changed
//! since the watchers last looked.
//!
//! Who may observe what is the bot's business (src/bot/session/observe.rs,
//! src/bot/observers.rs); the store keeps the rows.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::text_enum::text_enum;
use super::time::{opt_ts, ts, Ts};
use super::{GameId, GameStatus, PlayerId, StoreError, TournamentId, Tx};

text_enum! {
    /// How an observer came to observe a game (`observers.via`).
    Via, "way of watching" {
        /// `observe N`.
        Game => "game",
        /// A game of a player the observer follows.
        Follow => "follow",
        /// A game of a tournament the observer observes.
        Tournament => "tournament",
    }
}

text_enum! {
    /// What a request waiting for its confirmation asks for
    /// (`watch_requests.what`): with token auth, whatever would bring the
    /// sender a stream of mail starts only when they reply.
    Asked, "request" {
        /// `observe N`.
        Game => "game",
        /// `follow ADDRESS`.
        Follow => "follow",
        /// `observe tournament N`.
        Tournament => "tournament",
        /// `join N [with PARTNER]`.
        Join => "join",
    }
}

/// One observer of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObserverRow {
    pub game_id: GameId,
    pub player_id: PlayerId,
    /// The observer's address (lower-cased).
    pub address: String,
    pub via: Via,
    pub since: DateTime<Utc>,
    /// The turns the observer has been told of.
    pub told_ply: u32,
    /// The game's status when the observer was last told of it.
    pub told_status: GameStatus,
}

/// A request to observe, follow or join, waiting for its confirmation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WatchRequest {
    pub token: String,
    pub player_id: PlayerId,
    pub what: Asked,
    /// The game's or tournament's number, the followed address, or
    /// `N [with PARTNER]` for a join.
    pub target: String,
    pub created_at: DateTime<Utc>,
}

/// A player's settings about being watched.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WatchSettings {
    /// `followers off`.
    pub followers_off: bool,
    /// `games private`.
    pub games_private: bool,
}

const OBSERVER_COLUMNS: &str = "o.game_id, o.player_id, p.address, o.via, o.since, o.told_ply, o.told_status";

fn observer_from_row(row: &Row<'_>) -> rusqlite::Result<ObserverRow> {
    Ok(ObserverRow {
        game_id: row.get(0)?,
        player_id: row.get(1)?,
        address: row.get(2)?,
        via: row.get(3)?,
        since: row.get::<_, Ts>(4)?.0,
        told_ply: row.get(5)?,
        told_status: row.get(6)?,
    })
}

impl Tx<'_> {
    /// `player` observes `game` from now on, told of it up to `ply` turns
    /// and `status`. `false` (nothing changed) when they observe it already.
    pub fn observe(
        &self,
        game: GameId,
        player: PlayerId,
        via: Via,
        ply: u32,
        status: GameStatus,
        now: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let n = self.exec(
            "INSERT OR IGNORE INTO observers (game_id, player_id, via, since, told_ply, told_status) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![game, player, via, ts(now), ply, status],
        )?;
        Ok(n > 0)
    }

    /// `player` no longer observes `game`; `false` if they did not.
    pub fn unobserve(&self, game: GameId, player: PlayerId) -> Result<bool, StoreError> {
        Ok(self.exec("DELETE FROM observers WHERE game_id = ?1 AND player_id = ?2", params![game, player])? > 0)
    }

    /// The observers of `game`, first come first.
    pub fn observers_of(&self, game: GameId) -> Result<Vec<ObserverRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {OBSERVER_COLUMNS} FROM observers o JOIN players p ON p.id = o.player_id
             WHERE o.game_id = ?1 ORDER BY o.since, o.player_id"
        ))?;
        let rows = stmt.query_map([game], observer_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The games `player` observes, by number.
    pub fn observed_by(&self, player: PlayerId) -> Result<Vec<ObserverRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {OBSERVER_COLUMNS} FROM observers o JOIN players p ON p.id = o.player_id
             WHERE o.player_id = ?1 ORDER BY o.game_id"
        ))?;
        let rows = stmt.query_map([player], observer_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How much `player` observes, for `[limits] observed_games`: the
    /// games they observe themselves or through a follow, and each
    /// tournament they observe as one.
    pub fn observed_count(&self, player: PlayerId) -> Result<usize, StoreError> {
        let n: i64 = self.row(
            "SELECT (SELECT count(*) FROM observers WHERE player_id = ?1 AND via <> 'tournament')
                  + (SELECT count(*) FROM tournament_observers WHERE player_id = ?1)",
            [player],
            |r| r.get(0),
        )?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// `player` observes every game of tournament `t` from now on; `false`
    /// if they did already.
    pub fn observe_tournament(&self, t: TournamentId, player: PlayerId, now: DateTime<Utc>) -> Result<bool, StoreError> {
        let n = self.exec(
            "INSERT OR IGNORE INTO tournament_observers (tournament_id, player_id, since) VALUES (?1, ?2, ?3)",
            params![t, player, ts(now)],
        )?;
        Ok(n > 0)
    }

    /// `player` no longer observes tournament `t` (nor the games they
    /// observe through it); `false` if they did not.
    pub fn unobserve_tournament(&self, t: TournamentId, player: PlayerId) -> Result<bool, StoreError> {
        self.exec(
            "DELETE FROM observers WHERE player_id = ?2 AND via = 'tournament'
                 AND game_id IN (SELECT game_id FROM tournament_games WHERE tournament_id = ?1)",
            params![t, player],
        )?;
        Ok(self.exec("DELETE FROM tournament_observers WHERE tournament_id = ?1 AND player_id = ?2", params![t, player])? > 0)
    }

    /// Who observes tournament `t`.
    pub fn tournament_observers(&self, t: TournamentId) -> Result<Vec<PlayerId>, StoreError> {
        let mut stmt =
            self.tx.prepare_cached("SELECT player_id FROM tournament_observers WHERE tournament_id = ?1 ORDER BY since, player_id")?;
        let rows = stmt.query_map([t], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The tournaments `player` observes, by number.
    pub fn tournaments_observed_by(&self, player: PlayerId) -> Result<Vec<TournamentId>, StoreError> {
        let mut stmt =
            self.tx.prepare_cached("SELECT tournament_id FROM tournament_observers WHERE player_id = ?1 ORDER BY tournament_id")?;
        let rows = stmt.query_map([player], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// What `player` has been told of `game` now.
    pub fn set_told(&self, game: GameId, player: PlayerId, ply: u32, status: GameStatus) -> Result<(), StoreError> {
        self.exec(
            "UPDATE observers SET told_ply = ?3, told_status = ?4 WHERE game_id = ?1 AND player_id = ?2",
            params![game, player, ply, status],
        )?;
        Ok(())
    }

    /// `follower` follows `followed`; `false` if they did already.
    pub fn follow(&self, follower: PlayerId, followed: PlayerId, now: DateTime<Utc>) -> Result<bool, StoreError> {
        let n = self.exec(
            "INSERT OR IGNORE INTO follows (follower_id, followed_id, since) VALUES (?1, ?2, ?3)",
            params![follower, followed, ts(now)],
        )?;
        Ok(n > 0)
    }

    /// `follower` no longer follows `followed`; `false` if they did not.
    pub fn unfollow(&self, follower: PlayerId, followed: PlayerId) -> Result<bool, StoreError> {
        Ok(self.exec("DELETE FROM follows WHERE follower_id = ?1 AND followed_id = ?2", params![follower, followed])? > 0)
    }

    /// The addresses `follower` follows, alphabetically.
    pub fn followed_by(&self, follower: PlayerId) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT p.address FROM follows f JOIN players p ON p.id = f.followed_id WHERE f.follower_id = ?1 ORDER BY p.address",
        )?;
        let rows = stmt.query_map([follower], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The followers of `followed`, unless they have `followers off`.
    pub fn followers_of(&self, followed: PlayerId) -> Result<Vec<PlayerId>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT f.follower_id FROM follows f JOIN players p ON p.id = f.followed_id
             WHERE f.followed_id = ?1 AND p.followers_off = 0 ORDER BY f.since, f.follower_id",
        )?;
        let rows = stmt.query_map([followed], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// `player`'s `followers` and `games` settings.
    pub fn watch_settings(&self, player: PlayerId) -> Result<WatchSettings, StoreError> {
        Ok(self
            .row("SELECT followers_off, games_private FROM players WHERE id = ?1", [player], |r| {
                Ok(WatchSettings { followers_off: r.get(0)?, games_private: r.get(1)? })
            })
            .optional()?
            .unwrap_or_default())
    }

    pub fn set_watch_settings(&self, player: PlayerId, s: WatchSettings) -> Result<(), StoreError> {
        self.exec(
            "UPDATE players SET followers_off = ?2, games_private = ?3 WHERE id = ?1",
            params![player, s.followers_off, s.games_private],
        )?;
        Ok(())
    }

    /// Keeps a request of `player`'s to watch `what` `target` until it is
    /// confirmed; returns its secret token. A request for the same thing
    /// made before is replaced.
    pub fn add_watch_request(&self, player: PlayerId, what: Asked, target: &str, now: DateTime<Utc>) -> Result<String, StoreError> {
        self.exec("DELETE FROM watch_requests WHERE player_id = ?1 AND what = ?2 AND target = ?3", params![player, what, target])?;
        Ok(self.row(
            "INSERT INTO watch_requests (player_id, what, target, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING token",
            params![player, what, target, ts(now)],
            |r| r.get(0),
        )?)
    }

    /// The request with `token`, removed; `None` if there is none (or it
    /// is older than `since`, and removed too).
    pub fn take_watch_request(&self, token: &str, since: DateTime<Utc>) -> Result<Option<WatchRequest>, StoreError> {
        let found = self
            .row(
                "DELETE FROM watch_requests WHERE token = ?1 RETURNING token, player_id, what, target, created_at",
                [token.to_ascii_lowercase()],
                |r| {
                    Ok(WatchRequest {
                        token: r.get(0)?,
                        player_id: r.get(1)?,
                        what: r.get(2)?,
                        target: r.get(3)?,
                        created_at: r.get::<_, Ts>(4)?.0,
                    })
                },
            )
            .optional()?;
        Ok(found.filter(|r| r.created_at >= since))
    }

    /// How many requests `player` made since `since`. Everyone's older
    /// requests are dropped on the way (a request is seldom made, and the
    /// table holds at most a week of them).
    pub fn watch_requests_since(&self, player: PlayerId, since: DateTime<Utc>) -> Result<usize, StoreError> {
        self.exec("DELETE FROM watch_requests WHERE created_at < ?1", params![ts(since)])?;
        let n: i64 = self.row("SELECT count(*) FROM watch_requests WHERE player_id = ?1", [player], |r| r.get(0))?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// One more mail to the observer `player`, sent at `now`.
    pub fn note_observer_mail(&self, player: PlayerId, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec("INSERT INTO observer_mail (player_id, sent_at) VALUES (?1, ?2)", params![player, ts(now)])?;
        Ok(())
    }

    /// The mails to the observer `player` after `since`, and when the
    /// oldest of them went; older rows are dropped.
    pub fn observer_mail_since(&self, player: PlayerId, since: DateTime<Utc>) -> Result<(usize, Option<DateTime<Utc>>), StoreError> {
        self.exec("DELETE FROM observer_mail WHERE player_id = ?1 AND sent_at <= ?2", params![player, ts(since)])?;
        let (n, oldest): (i64, Option<Ts>) =
            self.row("SELECT count(*), min(sent_at) FROM observer_mail WHERE player_id = ?1", [player], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok((usize::try_from(n).unwrap_or(0), opt_ts(oldest)))
    }

    /// The news for the observer `player` waits until `until`.
    pub fn hold_observer(&self, player: PlayerId, until: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO observer_holds (player_id, until) VALUES (?1, ?2) ON CONFLICT (player_id) DO UPDATE SET until = excluded.until",
            params![player, ts(until)],
        )?;
        Ok(())
    }

    /// Until when the news for `player` waits, if it does.
    pub fn observer_held_until(&self, player: PlayerId) -> Result<Option<DateTime<Utc>>, StoreError> {
        Ok(self.row("SELECT until FROM observer_holds WHERE player_id = ?1", [player], |r| r.get::<_, Ts>(0)).optional()?.map(|t| t.0))
    }

    /// The observers whose held news is due at `now` (at most `limit`).
    pub fn observer_holds_due(&self, now: DateTime<Utc>, limit: usize) -> Result<Vec<PlayerId>, StoreError> {
        let mut stmt = self.tx.prepare_cached("SELECT player_id FROM observer_holds WHERE until <= ?1 ORDER BY until LIMIT ?2")?;
        let rows = stmt.query_map(params![ts(now), limit as i64], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn release_observer(&self, player: PlayerId) -> Result<(), StoreError> {
        self.exec("DELETE FROM observer_holds WHERE player_id = ?1", [player])?;
        Ok(())
    }

    /// When the next held news is due, if any.
    pub fn next_observer_hold(&self) -> Result<Option<DateTime<Utc>>, StoreError> {
        let t: Option<Ts> = self.row("SELECT min(until) FROM observer_holds", [], |r| r.get(0))?;
        Ok(opt_ts(t))
    }

    /// Games changed since the watchers last looked, oldest number first
    /// (at most `limit`).
    pub fn watch_changes(&self, limit: usize) -> Result<Vec<GameId>, StoreError> {
        // A range of the key (from the first game on), not a walk of the table.
        let mut stmt = self.tx.prepare_cached("SELECT game_id FROM watch_changes WHERE game_id > 0 ORDER BY game_id LIMIT ?1")?;
        let rows = stmt.query_map([limit as i64], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The watchers have looked at `games`.
    pub fn forget_watch_changes(&self, games: &[GameId]) -> Result<(), StoreError> {
        let mut stmt = self.tx.prepare_cached("DELETE FROM watch_changes WHERE game_id = ?1")?;
        for g in games {
            stmt.execute([g])?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Seat;
    use crate::store::{GameOptions, Store};

    fn t(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    #[test]
    fn a_store_from_before_watching_upgrades_and_its_changes_are_noted() {
        let path = std::env::temp_dir().join(format!("tandem-013-{}.sqlite3", std::process::id()));
        let _ = std::fs::remove_file(&path);
        {
            // The schema just before 013, wherever it is listed, with a game in play.
            let all = crate::store::database::MIGRATIONS;
            let at = (0..all.len()).find(|&i| format!("{:?}", all[i]).contains("013: watching")).expect("migration 013 is listed");
            let mut conn = rusqlite::Connection::open(&path).unwrap();
            rusqlite_migration::Migrations::from_slice(&all[..at]).to_latest(&mut conn).unwrap();
            conn.execute_batch(
                "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.org', '2025-01-01T00:00:00.000Z'),
                                                               (2, 'b@x.org', '2025-01-01T00:00:00.000Z'),
                                                               (3, 'c@x.org', '2025-01-01T00:00:00.000Z');
                 INSERT INTO games (id, variant, status, start_fen, fen, created_at, updated_at)
                     VALUES (1, 'chess', 'active', 'F', 'F', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
                 INSERT INTO seats (game_id, seat, player_id, accepted_at) VALUES (1, 'white', 1, '2025-01-01T00:00:00.000Z'),
                                                                                  (1, 'black', 2, '2025-01-01T00:00:00.000Z');",
            )
            .unwrap();
        }
        let mut store = Store::open(&path).unwrap();
        store
            .transaction(|tx| {
                let (a, c) = (PlayerId(1), PlayerId(3));
                assert_eq!(tx.watch_settings(a)?, WatchSettings::default(), "everyone public, followers on");
                assert!(tx.watch_changes(10)?.is_empty(), "old games are not news");
                assert!(tx.observe(GameId(1), c, Via::Game, 0, GameStatus::Active, t(0))?);
                assert!(!tx.observe(GameId(1), c, Via::Game, 0, GameStatus::Active, t(0))?, "once");
                tx.append_turn(GameId(1), Seat::White, "e4", "F2", None, t(1))?;
                assert_eq!(tx.watch_changes(10)?, [GameId(1)], "a turn is news");
                tx.forget_watch_changes(&[GameId(1)])?;
                tx.set_public_name(a, Some("Alice"))?;
                assert_eq!(tx.watch_changes(10)?, [GameId(1)], "so is a player's new public name");
                tx.forget_watch_changes(&[GameId(1)])?;
                tx.finish_game(GameId(1), "1-0", Some("resignation"), t(2))?;
                assert_eq!(tx.watch_changes(10)?, [GameId(1)], "and the end");
                let g = tx.create_game("chess", &GameOptions::default(), "F", &[(Seat::White, a, true), (Seat::Black, c, false)], t(3))?;
                assert_eq!(tx.watch_changes(10)?, [GameId(1), g], "and a new game");
                let seen = tx.observers_of(GameId(1))?;
                assert_eq!((seen.len(), seen[0].address.as_str(), seen[0].told_ply), (1, "c@x.org", 0));
                tx.set_told(GameId(1), c, 1, GameStatus::Finished)?;
                assert_eq!(tx.observed_by(c)?[0].told_status, GameStatus::Finished);
                assert_eq!(tx.observed_count(c)?, 1);
                Ok::<_, StoreError>(())
            })
            .unwrap();
        drop(store);
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    #[test]
    fn follows_requests_and_the_observers_hour() {
        let mut store = Store::open_in_memory().unwrap();
        store
            .transaction(|tx| {
                let a = tx.ensure_player("a@x.org", None, t(0))?.id;
                let b = tx.ensure_player("b@x.org", None, t(0))?.id;
                assert!(tx.follow(a, b, t(0))?);
                assert!(!tx.follow(a, b, t(1))?);
                assert_eq!(tx.followers_of(b)?, [a]);
                assert_eq!(tx.followed_by(a)?, ["b@x.org"]);
                tx.set_watch_settings(b, WatchSettings { followers_off: true, games_private: false })?;
                assert!(tx.followers_of(b)?.is_empty(), "followers off");
                assert!(tx.unfollow(a, b)? && !tx.unfollow(a, b)?);

                let token = tx.add_watch_request(a, Asked::Game, "7", t(0))?;
                assert_eq!(token.len(), 24);
                let again = tx.add_watch_request(a, Asked::Game, "7", t(1))?;
                assert_ne!(token, again, "a new request replaces the old one");
                assert_eq!(tx.take_watch_request(&token, t(0))?, None);
                assert_eq!(tx.watch_requests_since(a, t(0))?, 1);
                let r = tx.take_watch_request(&again.to_uppercase(), t(0))?.expect("found in any case");
                assert_eq!((r.player_id, r.what, r.target.as_str()), (a, Asked::Game, "7"));
                assert_eq!(tx.take_watch_request(&again, t(0))?, None, "taken once");
                let old = tx.add_watch_request(a, Asked::Follow, "b@x.org", t(0))?;
                assert_eq!(tx.take_watch_request(&old, t(10))?, None, "too old");
                // Anyone's request drops everyone's old ones.
                tx.add_watch_request(a, Asked::Join, "3", t(0))?;
                assert_eq!(tx.watch_requests_since(b, t(5))?, 0);
                assert_eq!(tx.watch_requests_since(a, t(0))?, 0, "a's old request went with b's look");

                for s in 0..3 {
                    tx.note_observer_mail(a, t(s))?;
                }
                assert_eq!(tx.observer_mail_since(a, t(0))?, (2, Some(t(1))), "the window is after its start");
                tx.hold_observer(a, t(100))?;
                tx.hold_observer(a, t(50))?;
                assert_eq!(tx.observer_held_until(a)?, Some(t(50)));
                assert!(tx.observer_holds_due(t(49), 10)?.is_empty());
                assert_eq!(tx.observer_holds_due(t(50), 10)?, [a]);
                assert_eq!(tx.next_observer_hold()?, Some(t(50)));
                tx.release_observer(a)?;
                assert_eq!(tx.next_observer_hold()?, None);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
