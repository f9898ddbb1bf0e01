//! `[maildir]`: mail in and out through local Maildirs; `[templates]`.

use super::store::DEFAULT_DATA_DIR;
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MaildirConfig {
    /// Maildir read when there is no `[imap]` (new/ is processed, then moved to cur/).
    #[serde(default = "default_inbox")]
    pub inbox: PathBuf,
    /// Maildir written when there is no `[smtp]` (one file per mail in new/).
    #[serde(default = "default_outbox")]
    pub outbox: PathBuf,
    /// Seconds between looks into inbox/new.
    #[serde(default = "default_maildir_poll")]
    pub poll_interval_secs: u64,
    /// Maildir for mail the bot could not handle when there is no `[imap]`
    /// (and for `tandem deliver`); `tandem set-aside` lists and runs it again.
    /// Default: `set-aside` beside the inbox. Use [`MaildirConfig::set_aside`].
    #[serde(default, rename = "set_aside")]
    set_aside_dir: Option<PathBuf>,
}

impl MaildirConfig {
    pub fn set_aside(&self) -> PathBuf {
        self.set_aside_dir.clone().unwrap_or_else(|| self.inbox.with_file_name("set-aside"))
    }
}

impl Default for MaildirConfig {
    fn default() -> Self {
        MaildirConfig { inbox: default_inbox(), outbox: default_outbox(), poll_interval_secs: default_maildir_poll(), set_aside_dir: None }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplatesConfig {
    /// Directory whose templates replace the built-in ones of the same name.
    #[serde(default)]
    pub dir: Option<PathBuf>,
}

fn default_inbox() -> PathBuf {
    Path::new(DEFAULT_DATA_DIR).join("mail").join("inbox")
}
fn default_outbox() -> PathBuf {
    Path::new(DEFAULT_DATA_DIR).join("mail").join("outbox")
}
fn default_maildir_poll() -> u64 {
    2
}
