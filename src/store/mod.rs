//! Persistent state: players, games, turns and the mail bookkeeping, in SQLite.
//!
//! Everything the bot does for one incoming mail (record the mail, change the
//! game, append the turn, queue the answers, remember their Message-IDs)
//! happens in one [`Store::transaction`], so a crash leaves either all of it
//! or none of it: a move is never half applied and never applied twice.
//! The daemon opens a batch ([`Store::begin_batch`]) around the mails of one
//! fetch: each mail's transaction is then a savepoint, and the batch commits
//! once for all of them.
//!
//! Conventions:
//! * Times are [`DateTime<Utc>`], stored as RFC 3339 text with millisecond
//!   precision (`2025-03-01T17:04:05.123Z`); finer precision is truncated.
//!   Every mutating method takes `now` from the caller, so the daemon's clock
//!   (and the tests') decides.
//! * E-mail addresses are stored lower-cased; methods accept any case.
//! * Message-IDs are stored bare; methods accept them with or without `<>`.
//! * Moves, positions and variant names are opaque strings here.
//!
//! The schema lives in `migrations/*.sql`, applied at open time.

mod clocks;
mod games;
mod mail;
mod options;
mod players;
#[cfg(test)]
mod tests;

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{Connection, ToSql, TransactionBehavior};
use rusqlite_migration::{Migrations, M};

use crate::rules::Seat;

pub use clocks::{seat_history, ClockRow, RemindMode, ReminderKind, ReminderPrefs, SeatHistory, TurnSpan, Vacation};
pub use games::{GameRow, SeatRow, TurnRow};
pub use mail::{retry_delay, MailKind, MailOutcome, NewInbound, NewMail, OutboxMail};
pub use options::GameOptions;
pub use players::Player;

/// The schema, oldest first. Never edit a released migration: add a new file.
const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/001_initial.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/002_clocks.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/003_limits.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/004_wake.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/005_bodies.sql")).foreign_key_check(),
];

/// How long a connection waits for another writer (e.g. the CLI while the
/// daemon runs) before giving up with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The database. Open one per process (or per thread); SQLite serialises
/// writers between processes.
pub struct Store {
    conn: Connection,
}

/// An open write transaction; see [`Store::transaction`].
pub struct Tx<'c> {
    tx: Scope<'c>,
}

/// A transaction of its own, or a savepoint inside an open batch.
enum Scope<'c> {
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
    fn row<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        f: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> rusqlite::Result<T> {
        self.tx.prepare_cached(sql)?.query_row(params, f)
    }

    /// Runs `sql` from the statement cache; how many rows it changed.
    fn exec<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.tx.prepare_cached(sql)?.execute(params)
    }
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up
    /// to date.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let open_err = |source| StoreError::Open { path: path.to_path_buf(), source };
        let conn = Connection::open(path).map_err(open_err)?;
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
        Self::setup(conn)
    }

    /// A fresh database in memory (tests, dry runs).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        let conn = Connection::open_in_memory().map_err(|source| StoreError::Open { path: PathBuf::from(":memory:"), source })?;
        Self::setup(conn)
    }

    fn setup(mut conn: Connection) -> Result<Store, StoreError> {
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

    /// Undoes the open batch, if any.
    pub fn rollback_batch(&mut self) {
        if self.batch_open() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }
}

/// Everything that can go wrong in the store. The messages are meant for the
/// operator's log; the bot turns the player-facing ones into its own words.
/// They include SQLite's message, because they are also logged alone;
/// `source()` is still SQLite's error, and [`crate::error::chain`] does not
/// repeat it.
#[derive(Debug)]
pub enum StoreError {
    /// The database file could not be opened or set up.
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The schema could not be brought up to date.
    Migration(Box<rusqlite_migration::Error>),
    /// Any other SQLite failure (disk full, locked too long, constraint...).
    Sqlite(rusqlite::Error),
    /// The incoming mail was already recorded (same copy or same Message-ID).
    AlreadySeen {
        source_key: String,
        message_id: Option<String>,
    },
    /// A Message-ID the bot generated is already in use.
    DuplicateMessageId(String),
    NoSuchGame(GameId),
    NoSuchSeat {
        game: GameId,
        seat: Seat,
    },
    NoSuchOutboxMail(OutboxId),
    /// The game's status does not allow the change.
    WrongStatus {
        game: GameId,
        status: GameStatus,
        action: &'static str,
    },
    /// A caller passed something the store refuses to keep.
    InvalidInput(String),
    /// A stored value could not be read back (edited by hand?).
    Corrupt(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open { path, source } => {
                write!(f, "cannot open the database {}: {source}", path.display())
            }
            StoreError::Migration(e) => write!(f, "cannot update the database schema: {e}"),
            StoreError::Sqlite(e) => write!(f, "database error: {e}"),
            StoreError::AlreadySeen { source_key, message_id } => match message_id {
                Some(id) => write!(f, "mail {source_key} (Message-ID <{id}>) was already processed"),
                None => write!(f, "mail {source_key} was already processed"),
            },
            StoreError::DuplicateMessageId(id) => {
                write!(f, "Message-ID <{id}> was already used for another mail")
            }
            StoreError::NoSuchGame(id) => write!(f, "there is no game #{id}"),
            StoreError::NoSuchSeat { game, seat } => {
                write!(f, "game #{game} has no seat \"{seat}\"")
            }
            StoreError::NoSuchOutboxMail(id) => write!(f, "there is no outgoing mail {}", id.0),
            StoreError::WrongStatus { game, status, action } => {
                write!(f, "cannot {action} game #{game}: it is {status}")
            }
            StoreError::InvalidInput(msg) => write!(f, "invalid input for the store: {msg}"),
            StoreError::Corrupt(msg) => write!(f, "unreadable value in the database: {msg}"),
        }
    }
}

impl StoreError {
    /// A failure of the store itself (busy, locked, disk full, I/O, memory),
    /// which may pass if the same work is tried again later. Everything else
    /// (a constraint, a value the store refuses, a game in the wrong state)
    /// fails again the same way for the same input.
    pub fn is_transient(&self) -> bool {
        use rusqlite::ErrorCode as C;
        match self {
            StoreError::Open { .. } | StoreError::Migration(_) => true,
            // A fresh id is made on the next try.
            StoreError::DuplicateMessageId(_) => true,
            StoreError::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(
                    C::DatabaseBusy
                        | C::DatabaseLocked
                        | C::DiskFull
                        | C::SystemIoFailure
                        | C::CannotOpen
                        | C::OutOfMemory
                        | C::ReadOnly
                        | C::FileLockingProtocolFailed
                        | C::OperationInterrupted
                )
            ),
            _ => false,
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Open { source, .. } => Some(source),
            StoreError::Migration(e) => Some(e.as_ref()),
            StoreError::Sqlite(e) => Some(e),
            _ => None,
        }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sqlite(e)
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.0))
            }
        }
        impl FromSql for $name {
            fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
                i64::column_result(v).map($name)
            }
        }
    };
}

id_type!(
    /// A game's number, the `#42` players see.
    GameId
);
id_type!(PlayerId);
id_type!(InboundId);
id_type!(OutboxId);

impl TryFrom<u64> for GameId {
    type Error = StoreError;
    /// From a `game 42` reference typed by a player.
    fn try_from(n: u64) -> Result<Self, StoreError> {
        i64::try_from(n).map(GameId).map_err(|_| StoreError::InvalidInput(format!("game number {n} is too large")))
    }
}

/// A closed set of codes stored as text: the enum, `as_str`, `Display`,
/// `FromStr` and `ToSql`/`FromSql` (text). The strings are what existing
/// databases hold: never change one.
macro_rules! text_enum {
    ($(#[$doc:meta])* $name:ident, $what:literal { $($(#[$vdoc:meta])* $variant:ident => $text:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)+
        }

        impl $name {
            pub const ALL: &[$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::store::StoreError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($text => Ok($name::$variant),)+
                    _ => Err($crate::store::StoreError::Corrupt(format!(concat!("unknown ", $what, " {:?}"), s))),
                }
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(self.as_str()))
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                v.as_str()?.parse().map_err(|e: $crate::store::StoreError| rusqlite::types::FromSqlError::Other(Box::new(e)))
            }
        }
    };
}
// By path, so that the submodules declared above can use it.
pub(crate) use text_enum;

text_enum! {
    /// Where a game is in its life (`games.status`). `finished`, `declined`
    /// and `aborted` are final.
    GameStatus, "game status" {
        /// Challenge sent; waiting for every invited player to accept.
        Invited => "invited",
        Active => "active",
        /// Over, with a result.
        Finished => "finished",
        /// An invited player declined.
        Declined => "declined",
        /// Ended without a result (e.g. `abort` before the game really started).
        Aborted => "aborted",
    }
}

impl GameStatus {
    pub fn is_final(self) -> bool {
        matches!(self, GameStatus::Finished | GameStatus::Declined | GameStatus::Aborted)
    }
}

/// A time as stored: RFC 3339, UTC, milliseconds, fixed width.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Ts(DateTime<Utc>);

impl ToSql for Ts {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0.to_rfc3339_opts(SecondsFormat::Millis, true)))
    }
}

impl FromSql for Ts {
    fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
        let s = v.as_str()?;
        DateTime::parse_from_rfc3339(s)
            .map(|t| Ts(t.with_timezone(&Utc)))
            .map_err(|e| FromSqlError::Other(Box::new(StoreError::Corrupt(format!("bad time {s:?}: {e}")))))
    }
}

fn ts(t: DateTime<Utc>) -> Ts {
    Ts(t)
}

fn opt_ts(v: Option<Ts>) -> Option<DateTime<Utc>> {
    v.map(|t| t.0)
}

/// `<abc@host>` or ` abc@host ` -> `abc@host`.
pub fn bare_message_id(id: &str) -> &str {
    let id = id.trim();
    let id = id.strip_prefix('<').unwrap_or(id);
    let id = id.strip_suffix('>').unwrap_or(id);
    id.trim()
}

/// The form addresses are stored in: trimmed, without `<>` or `mailto:`,
/// lower-cased. `None` if it does not look like `local@domain`.
pub fn normalize_address(addr: &str) -> Option<String> {
    let a = addr.trim();
    let a = a.strip_prefix('<').unwrap_or(a);
    let a = a.strip_suffix('>').unwrap_or(a).trim();
    let a = match a.get(..7) {
        Some(p) if p.eq_ignore_ascii_case("mailto:") => &a[7..],
        _ => a,
    };
    let a = a.to_lowercase();
    let (local, domain) = a.rsplit_once('@')?;
    let bad = |s: &str| s.is_empty() || s.chars().any(|c| c.is_whitespace() || c == '<' || c == '>');
    if bad(local) || bad(domain) {
        return None;
    }
    Some(a)
}
