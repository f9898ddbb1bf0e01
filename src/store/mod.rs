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

mod address;
mod analyses;
mod archive;
mod backup;
mod clocks;
mod computer;
mod conditions;
mod database;
mod error;
mod failures;
mod games;
mod ids;
mod login_refusals;
mod mail;
mod message_id;
mod notation;
mod observers;
mod options;
mod players;
mod public_name;
mod ratings;
mod seeks;
mod set_aside;
mod status;
mod status_report;
#[cfg(test)]
mod tests;
mod text_enum;
mod time;
mod tournaments;
mod unreadable;

pub use address::normalize_address;
pub use analyses::{AnalysisRow, AnalysisWaiter};
pub use archive::ArchiveLine;
pub use backup::BackupProgress;
pub use clocks::{seat_history, ClockRow, Notice, RemindMode, ReminderKind, ReminderPrefs, SeatHistory, TurnNotice, TurnSpan, Vacation};
pub use computer::{computer_address, computer_name, is_computer_address, is_computer_seat, ComputerSeat, COMPUTER_DOMAIN};
pub use conditions::ConditionRow;
pub use database::{Store, Tx};
pub use error::StoreError;
pub use failures::MailFailure;
pub use games::{GameRow, SeatRow, TurnRow};
pub use ids::{GameId, InboundId, OutboxId, PlayerId, TournamentId};
pub use login_refusals::LoginRefusal;
pub use mail::{retry_delay, MailKind, MailOutcome, NewInbound, NewMail, OutboxMail, StatedDeadline};
pub use message_id::bare_message_id;
pub use observers::{Asked, ObserverRow, Via, WatchRequest, WatchSettings};
pub use options::GameOptions;
pub use players::Player;
pub use public_name::{check_public_name, masked_address, public_name, public_name_key, NameProblem, MAX_PUBLIC_NAME_CHARS};
pub use ratings::{GameRatingRow, RatingRow, StandingRow};
pub use seeks::{NewSeek, SeekQuery, SeekRow};
pub use set_aside::SetAsideRecord;
pub use status::GameStatus;
pub use status_report::StoreStatus;
pub use tournaments::{
    EntrantRow, Member, NewTournament, TournamentGameRow, TournamentOptions, TournamentRow, TournamentStatus, TournamentTag,
    WithdrawalRule, MAX_ENTRANTS, MIN_ENTRANTS,
};
pub use unreadable::Unreadable;
