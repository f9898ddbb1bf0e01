//! How `tandem serve` ends when it cannot go on, for the service manager
//! (sysexits.h): 78 (`EX_CONFIG`) when the configuration is wrong and a
//! restart would fail the same way (systemd: `RestartPreventExitStatus=78`),
//! 75 (`EX_TEMPFAIL`) when it may pass by itself (the store locked by
//! another process, the disk full, the mail server away in `serve --once`).

use super::{DaemonError, EX_TEMPFAIL};
use crate::bot::BotError;
use crate::mail::MailError;
use crate::store::StoreError;

/// sysexits.h: "something was found in an unconfigured or misconfigured
/// state". Restarting does not help; the operator must change something.
pub const EX_CONFIG: u8 = 78;

/// The exit code of `serve` for `e`.
pub fn exit_code(e: &DaemonError) -> u8 {
    if is_configuration(e) {
        EX_CONFIG
    } else {
        EX_TEMPFAIL
    }
}

/// Whether `e` needs the operator to change something before a restart.
pub fn is_configuration(e: &DaemonError) -> bool {
    match e {
        DaemonError::StoreDir { .. } | DaemonError::MailSetup(_) => true,
        DaemonError::OpenStore(e) => !passes(e),
        DaemonError::Start(BotError::Store(e)) => !passes(e),
        DaemonError::Start(_) => true,
        // A refused login, or a mail setting that cannot work.
        DaemonError::Fetch(e) => matches!(e, MailError::Auth(_) | MailError::Config(_)),
        DaemonError::Outbox(_) | DaemonError::Handle(_) | DaemonError::Stdin(_) | DaemonError::NoMail | DaemonError::SetAside(_) => false,
    }
}

/// A failure of the store that may pass by itself: another process holds
/// its lock, the disk is full, an I/O error. A path that cannot be opened,
/// a file that is no store, a schema newer than this binary do not.
fn passes(e: &StoreError) -> bool {
    use rusqlite::ErrorCode as C;
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(c) = cause {
        if let Some(code) = c.downcast_ref::<rusqlite::Error>().and_then(rusqlite::Error::sqlite_error_code) {
            return matches!(
                code,
                C::DatabaseBusy | C::DatabaseLocked | C::DiskFull | C::SystemIoFailure | C::OutOfMemory | C::OperationInterrupted
            );
        }
        cause = c.source();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sqlite(code: std::ffi::c_int) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None)
    }

    #[test]
    fn a_wrong_setting_is_78_and_what_may_pass_is_75() {
        let open = |code| DaemonError::OpenStore(StoreError::Open { path: "x".into(), source: sqlite(code) });
        assert_eq!(exit_code(&open(rusqlite::ffi::SQLITE_CANTOPEN)), EX_CONFIG);
        assert_eq!(exit_code(&open(rusqlite::ffi::SQLITE_NOTADB)), EX_CONFIG);
        assert_eq!(exit_code(&open(rusqlite::ffi::SQLITE_BUSY)), EX_TEMPFAIL);
        assert_eq!(exit_code(&DaemonError::Start(BotError::Store(StoreError::Sqlite(sqlite(rusqlite::ffi::SQLITE_FULL))))), EX_TEMPFAIL);
        assert_eq!(exit_code(&DaemonError::MailSetup(MailError::Config("ca_file".into()))), EX_CONFIG);
        assert_eq!(exit_code(&DaemonError::Fetch(MailError::Auth("refused".into()))), EX_CONFIG);
        assert_eq!(exit_code(&DaemonError::Fetch(MailError::Connect("refused".into()))), EX_TEMPFAIL);
        assert_eq!(exit_code(&DaemonError::Outbox(StoreError::Sqlite(sqlite(rusqlite::ffi::SQLITE_BUSY)))), EX_TEMPFAIL);
    }
}
