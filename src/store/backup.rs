//! A consistent copy of the store while the daemon runs (SQLite's online
//! backup), written beside its destination and renamed into place, so that
//! a file at the destination is always a whole store. The copy (and the
//! `.partial` file it is written as) has mode 0600, like the store.

use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::{Backup, StepResult};
use rusqlite::Connection;

use super::{Store, StoreError, Unreadable};

/// Pages copied per step: small enough to show progress on a large store.
const PAGES_PER_STEP: i32 = 4096;
/// A write by the daemon between two steps makes SQLite start the copy
/// again; after this many restarts the rest is copied in one step (a read
/// transaction, which under WAL does not stop the daemon's writes).
const RESTARTS_BEFORE_ONE_STEP: u32 = 3;

/// How far a backup is: pages copied of all pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BackupProgress {
    pub copied: u64,
    pub total: u64,
}

impl Store {
    /// Copies the whole store to `dest` (which must not exist), reporting
    /// progress after each step. The copy is checked (`quick_check`) before
    /// it takes its name.
    pub fn backup_to(&self, dest: &Path, progress: &mut dyn FnMut(BackupProgress)) -> Result<(), StoreError> {
        if dest.exists() {
            return Err(StoreError::InvalidInput(format!("{} exists already; name a new file", dest.display())));
        }
        let partial = partial_name(dest);
        let _ = std::fs::remove_file(&partial);
        let result = self.copy_into(&partial, progress).and_then(|()| {
            std::fs::rename(&partial, dest)
                .map_err(|e| StoreError::InvalidInput(format!("cannot rename the copy to {}: {e}", dest.display())))
        });
        if result.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
        result
    }

    fn copy_into(&self, path: &Path, progress: &mut dyn FnMut(BackupProgress)) -> Result<(), StoreError> {
        let open_err = |source| StoreError::Open { path: path.to_path_buf(), source };
        // Owner only, like the store: the copy holds the same secrets.
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path)
            .map_err(|e| StoreError::InvalidInput(format!("cannot create {}: {e}", path.display())))?;
        let mut copy = Connection::open(path).map_err(open_err)?;
        {
            let backup = Backup::new(&self.conn, &mut copy)?;
            let mut restarts = 0;
            let mut last_remaining = i32::MAX;
            loop {
                let pages = if restarts >= RESTARTS_BEFORE_ONE_STEP { -1 } else { PAGES_PER_STEP };
                let step = backup.step(pages)?;
                let p = backup.progress();
                if p.remaining > last_remaining {
                    restarts += 1;
                }
                last_remaining = p.remaining;
                let total = u64::try_from(p.pagecount).unwrap_or(0);
                progress(BackupProgress { copied: total.saturating_sub(u64::try_from(p.remaining).unwrap_or(0)), total });
                match step {
                    StepResult::Done => break,
                    StepResult::More => {}
                    // The daemon holds a lock for a moment: wait, then go on.
                    _ => std::thread::sleep(Duration::from_millis(50)),
                }
            }
        }
        // A backup of a WAL database is a WAL database: fold it into one file.
        copy.pragma_update(None, "journal_mode", "DELETE")?;
        let check: String = copy.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
        if check != "ok" {
            return Err(StoreError::Corrupt(Unreadable(format!("the copy fails SQLite's quick_check: {check}"))));
        }
        Ok(())
    }
}

fn partial_name(dest: &Path) -> PathBuf {
    let mut name = dest.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".partial");
    dest.with_file_name(name)
}
