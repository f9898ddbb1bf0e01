//! `[store]`: the database.

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// Where the defaults keep their data, relative to the working directory.
pub const DEFAULT_DATA_DIR: &str = "tandem-data";

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoreConfig {
    #[serde(default = "default_store_path")]
    pub path: PathBuf,
    /// How long the full text of a sent mail is kept (for debugging); after
    /// that only what threading and the duplicate guard need stays
    /// (Message-ID, recipient, game, times). 0: dropped once sent.
    #[serde(default = "default_keep_sent_mail_days")]
    pub keep_sent_mail_days: u32,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig { path: default_store_path(), keep_sent_mail_days: default_keep_sent_mail_days() }
    }
}

fn default_keep_sent_mail_days() -> u32 {
    3
}

impl StoreConfig {
    pub fn keep_sent_mail(&self) -> chrono::TimeDelta {
        chrono::TimeDelta::days(i64::from(self.keep_sent_mail_days))
    }
}

fn default_store_path() -> PathBuf {
    Path::new(DEFAULT_DATA_DIR).join("tandem.sqlite3")
}
