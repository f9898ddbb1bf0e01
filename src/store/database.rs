//! The database file and its transactions: opening (WAL, foreign keys, the
//! migrations), one transaction per mail, and batches of them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::{Migrations, M};

use super::error::StoreError;

/// The schema, oldest first. Never edit a released migration: add a new file.
pub(super) const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/001_initial.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/002_clocks.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/003_limits.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/004_wake.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/005_bodies.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/006_failures.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/007_conditions.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/008_fair_time.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/009_set_aside.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/010_ratings.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/011_notation.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/012_tournaments.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/013_watching.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/014_stated_clock.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/015_seeks.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/016_computer.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/017_analysis.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/018_sent_apart.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/019_seek_numbers.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/020_board_mails.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/021_language.sql")).foreign_key_check(),
];

/// How long a connection waits for another writer (e.g. the CLI while the
/// daemon runs) before giving up with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The database. Open one per process (or per thread); SQLite serialises
/// writers between processes.
pub struct Store {
    pub(super) conn: Connection,
}

/// An open write transaction; see [`Store::transaction`].
pub struct Tx<'c> {
    pub(super) tx: Scope<'c>,
}

/// A transaction of its own, or a savepoint inside an open batch.
pub(super) enum Scope<'c> {
    Transaction(rusqlite::Transaction<'c>),
    Savepoint(rusqlite::Savepoint<'c>),
}

impl std::ops::Deref for Scope<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        match self {
            Scope::Transaction(t) => t,
            Scope::Savepoint(s) => s,
        }
    }
}

impl Tx<'_> {
    /// One row of `sql`, from the connection's statement cache: the daemon
    /// runs the same few statements for every mail and every pass, and
    /// parsing them again each time was most of its idle cost.
    pub(super) fn row<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        f: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> rusqlite::Result<T> {
        self.tx.prepare_cached(sql)?.query_row(params, f)
    }

    /// Runs `sql` from the statement cache; how many rows it changed.
    pub(super) fn exec<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.tx.prepare_cached(sql)?.execute(params)
    }
}

/// Creates `path` empty with mode 0600 (owner only) unless it exists: the
/// store holds every player's secret reply address. SQLite gives its `-wal`,
/// `-shm` and `-journal` files the mode of the database file. An existing
/// file keeps its mode (the operator may have given a group access to it).
pub(super) fn create_private(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    match std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// An I/O error where rusqlite's error is expected (opening the file).
fn io_error(e: std::io::Error) -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CANTOPEN), Some(e.to_string()))
}

/// Sets SQLite's process-wide options, once and before its first
/// connection (they cannot change after). Memory statistics off, as
/// SQLite's own list of recommended options has it: with them on, each of
/// its allocations takes a global lock to count, and a move mail makes
/// thousands (the in-memory undo pages of each savepoint among them).
fn configure_sqlite() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: called before any connection is opened (the Once runs
        // first in every way of opening a store), as sqlite3_config wants;
        // a later call only returns SQLITE_MISUSE, which changes nothing.
        let _ = unsafe { rusqlite::ffi::sqlite3_config(rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS, 0) };
    });
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up
    /// to date.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        configure_sqlite();
        let path = path.as_ref();
        create_private(path).map_err(|e| StoreError::Open { path: path.to_path_buf(), source: io_error(e) })?;
        let conn = Connection::open(path).map_err(|source| StoreError::Open { path: path.to_path_buf(), source })?;
        Self::configure(path, conn)
    }

    /// Opens a store that must exist already: the operator's commands
    /// (`games`, `status`, `backup`...) read a store, they never start an
    /// empty one where a path was mistyped.
    pub fn open_existing(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        configure_sqlite();
        let path = path.as_ref();
        if !path.is_file() {
            return Err(StoreError::Missing(path.to_path_buf()));
        }
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|source| StoreError::Open { path: path.to_path_buf(), source })?;
        Self::configure(path, conn)
    }

    fn configure(path: &Path, conn: Connection) -> Result<Store, StoreError> {
        let open_err = |source| StoreError::Open { path: path.to_path_buf(), source };
        // WAL lets readers (the CLI, `board` replies) run while the daemon
        // writes, and survives a crash without a hot journal to roll back.
        let mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0)).map_err(open_err)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Open {
                path: path.to_path_buf(),
                source: rusqlite::Error::InvalidParameterName(format!(
                    "journal_mode stayed {mode:?} instead of WAL (is the file on a network share?)"
                )),
            });
        }
        // A few transactions per mail: durability over speed, so a mail
        // marked sent or a move acknowledged is never forgotten on power loss.
        conn.pragma_update(None, "synchronous", "FULL").map_err(open_err)?;
        // The pages a busy daemon touches again and again (games, turns,
        // the outbox and its indexes) stay in memory instead of being read
        // back from the file (2 MB by default); filled only as used.
        conn.pragma_update(None, "cache_size", -16_384).map_err(open_err)?;
        // In a batch each mail's transaction is a savepoint, whose undo
        // pages SQLite otherwise writes to a temporary file: a sixth of a
        // move mail's CPU went to those writes (the throughput bench's
        // profile). Kept in memory they cost a copy; they are never needed
        // after a crash (the WAL is what recovers).
        conn.pragma_update(None, "temp_store", "MEMORY").map_err(open_err)?;
        Self::setup(conn)
    }

    /// A fresh database in memory (tests, dry runs).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        configure_sqlite();
        let conn = Connection::open_in_memory().map_err(|source| StoreError::Open { path: PathBuf::from(":memory:"), source })?;
        Self::setup(conn)
    }

    pub(super) fn setup(mut conn: Connection) -> Result<Store, StoreError> {
        // Per connection and outside any transaction, hence not in the SQL
        // files (migrations run inside one).
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // Every statement the bot uses stays prepared (the default is 16).
        conn.set_prepared_statement_cache_capacity(128);
        // Writers take the lock at BEGIN (also while migrating): a deferred
        // transaction that reads and then writes can fail with SQLITE_BUSY
        // at once under WAL, without waiting for busy_timeout.
        conn.set_transaction_behavior(TransactionBehavior::Immediate);
        Migrations::from_slice(MIGRATIONS).to_latest(&mut conn).map_err(|e| StoreError::Migration(Box::new(e)))?;
        Ok(Store { conn })
    }

    /// The schema version (number of migrations applied).
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        Ok(self.conn.pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    /// Runs `f` in one write transaction: committed if `f` returns `Ok`,
    /// rolled back if it returns `Err` (or panics). `E` is the caller's error
    /// type, so the bot can abort with its own errors.
    ///
    /// ```
    /// use chrono::Utc;
    /// use tandem::rules::Seat;
    /// use tandem::store::{GameOptions, MailOutcome, NewInbound, Store, StoreError};
    ///
    /// let mut store = Store::open_in_memory()?;
    /// let now = Utc::now();
    /// let game = store.transaction(|tx| {
    ///     let alice = tx.ensure_player("alice@example.org", Some("Alice"), now)?;
    ///     let bob = tx.ensure_player("bob@example.org", None, now)?;
    ///     let game = tx.create_game("chess", &GameOptions { days: Some(3), ..Default::default() }, "FEN", &[(Seat::White, alice.id, true), (Seat::Black, bob.id, true)], now)?;
    ///     let mail = tx.record_inbound(&NewInbound {
    ///         source_key: "INBOX/1/17", message_id: Some("<m1@example.org>"),
    ///         from_addr: "alice@example.org", subject: None,
    ///         received_at: now, processed_at: now,
    ///         outcome: MailOutcome::Applied, game_id: Some(game), detail: None,
    ///     })?;
    ///     tx.append_turn(game, Seat::White, "e4", "FEN after e4", Some(mail), now)?;
    ///     Ok::<_, StoreError>(game)
    /// })?;
    /// assert_eq!(store.transaction(|tx| tx.turns(game))?.len(), 1);
    /// # Ok::<(), StoreError>(())
    /// ```
    ///
    /// Inside a batch ([`Store::begin_batch`]) it is a savepoint: its
    /// changes are undone alone if it fails, and made durable only when the
    /// batch commits.
    pub fn transaction<T, E>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let scope = if self.batch_open() {
            Scope::Savepoint(self.conn.savepoint().map_err(StoreError::from)?)
        } else {
            Scope::Transaction(self.conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(StoreError::from)?)
        };
        let tx = Tx { tx: scope };
        let value = f(&tx)?; // dropping `tx` on the error path rolls back
        match tx.tx {
            Scope::Transaction(t) => t.commit(),
            Scope::Savepoint(s) => s.commit(),
        }
        .map_err(StoreError::from)?;
        Ok(value)
    }

    /// Runs `f` on a snapshot of the store, taking no write lock: under WAL
    /// the daemon writes on meanwhile (`tandem web build` reads a large
    /// store this way). Nothing `f` writes is kept. Inside a batch it is a
    /// savepoint of the batch, undone after `f`.
    pub fn read<T, E>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let scope = if self.batch_open() {
            Scope::Savepoint(self.conn.savepoint().map_err(StoreError::from)?)
        } else {
            Scope::Transaction(self.conn.transaction_with_behavior(TransactionBehavior::Deferred).map_err(StoreError::from)?)
        };
        let tx = Tx { tx: scope };
        // Dropping `tx` rolls back: a read leaves nothing behind.
        f(&tx)
    }

    /// Opens a batch: the transactions until [`Store::commit_batch`] share
    /// one write transaction, so many mails cost one commit (one sync of
    /// the disk) instead of one each. Nothing in it is durable, or visible
    /// to other connections, before the commit: whoever acts on its effects
    /// outside the store (moving a mail out of the inbox) waits for it.
    pub fn begin_batch(&mut self) -> Result<(), StoreError> {
        if self.batch_open() {
            return Err(StoreError::InvalidInput("a batch is already open".into()));
        }
        self.conn.execute_batch("BEGIN IMMEDIATE")?;
        Ok(())
    }

    /// Between calls every transaction of its own has ended, so an open
    /// transaction is the batch.
    fn batch_open(&self) -> bool {
        !self.conn.is_autocommit()
    }

    /// Makes the open batch durable. On failure everything in it is undone.
    pub fn commit_batch(&mut self) -> Result<(), StoreError> {
        if !self.batch_open() {
            return Err(StoreError::InvalidInput("no batch is open".into()));
        }
        self.conn.execute_batch("COMMIT").map_err(|e| {
            // Some failures leave the transaction open (SQLITE_BUSY): end it.
            if self.batch_open() {
                let _ = self.conn.execute_batch("ROLLBACK");
            }
            StoreError::from(e)
        })
    }

    /// Tests: every statement run on the store is handed to `f` (`None`
    /// stops it).
    #[cfg(test)]
    pub(crate) fn trace_statements(&mut self, f: Option<fn(rusqlite::trace::TraceEvent<'_>)>) {
        self.conn.trace_v2(rusqlite::trace::TraceEventCodes::SQLITE_TRACE_STMT, f);
    }

    /// Tests: how SQLite would run `sql` (EXPLAIN QUERY PLAN), one line
    /// per step.
    #[cfg(test)]
    pub(crate) fn query_plan(&self, sql: &str) -> rusqlite::Result<Vec<String>> {
        let mut stmt = self.conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
        // Its parameters as NULL: the plan does not depend on them.
        let nulls = vec![rusqlite::types::Null; stmt.parameter_count()];
        let rows = stmt.query_map(rusqlite::params_from_iter(nulls), |r| r.get::<_, String>(3))?;
        rows.collect()
    }

    /// Tests: gathers the planner's statistics, as `ANALYZE` (or
    /// `PRAGMA optimize`) would on a store in service.
    #[cfg(test)]
    pub(crate) fn analyze(&self) -> rusqlite::Result<()> {
        self.conn.execute_batch("ANALYZE")
    }

    /// Undoes the open batch, if any.
    pub fn rollback_batch(&mut self) {
        if self.batch_open() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }
}
