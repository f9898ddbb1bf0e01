//! Mail through Maildirs (new/ cur/ tmp/) when there is no IMAP/SMTP server:
//! for a single-machine setup behind a local MTA, and for tests.
//!
//! Inbox: files in `new/` are fetched in name order (names start with the
//! delivery time); `done` moves one to `cur/<name>:2,S` (seen), so a mail
//! program still shows it. Outbox: each mail is written to `tmp/` and renamed
//! into `new/` (atomic: a reader never sees half a mail), with `Return-Path:`
//! and `Delivered-To:` lines in front carrying the SMTP envelope, as an MDA
//! would write them.

use super::sink::{MailSink, SendError};
use super::source::{header_part, Batch, Fetched, MailSource, SourceKey, DEFAULT_MAX_MAIL_BYTES, MAX_HEADER_BYTES};
use super::MailError;
use std::collections::HashSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use chrono::{DateTime, Utc};

/// Messages handed out by one `fetch`; the rest wait for the next call.
const BATCH: usize = 100;
/// Messages written with one flush of the disk: the answers to a fetch
/// (a move mail has two) go out as one group.
const SEND_BATCH: usize = 2 * BATCH;

fn io_err(what: &str, path: &Path, e: std::io::Error) -> MailError {
    MailError::Io(format!("{what} {}: {e}", path.display()))
}

/// Creates `root/{new,cur,tmp}` as needed.
pub fn ensure_maildir(root: &Path) -> Result<(), MailError> {
    for sub in ["new", "cur", "tmp"] {
        let d = root.join(sub);
        fs::create_dir_all(&d).map_err(|e| io_err("cannot create Maildir directory", &d, e))?;
    }
    Ok(())
}

/// A file name unique across processes and time: `<secs>.M<micros>P<pid>Q<n>.tandem`.
fn unique_name() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    format!("{}.M{:06}P{}Q{}.tandem", now.as_secs(), now.subsec_micros(), std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed))
}

pub struct MaildirSource {
    root: PathBuf,
    /// The Maildir mail the bot could not handle is moved to.
    set_aside: PathBuf,
    poll: Duration,
    /// names seen by the last fetch, so `wait` can tell new arrivals
    last_fetched: HashSet<String>,
    max_mail_bytes: u64,
}

impl MaildirSource {
    /// Opens (creating if needed) the Maildir at `root`; `poll` is how often
    /// `wait` looks for new files.
    pub fn new(root: impl Into<PathBuf>, poll: Duration) -> Result<Self, MailError> {
        let root = root.into();
        ensure_maildir(&root)?;
        Ok(MaildirSource {
            set_aside: root.with_file_name("set-aside"),
            root,
            poll: poll.max(Duration::from_millis(10)),
            last_fetched: HashSet::new(),
            max_mail_bytes: DEFAULT_MAX_MAIL_BYTES,
        })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where mail the bot could not handle goes (default: `set-aside`
    /// beside the inbox); created when first needed.
    pub fn set_aside_to(mut self, dir: impl Into<PathBuf>) -> Self {
        self.set_aside = dir.into();
        self
    }

    fn waiting_names(&self) -> Result<Vec<String>, MailError> {
        names_in(&self.root.join("new"))
    }
}

/// The message files of a Maildir folder (`new/` or `cur/`), sorted.
fn names_in(dir: &Path) -> Result<Vec<String>, MailError> {
    let mut names = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| io_err("cannot list", dir, e))? {
        let entry = entry.map_err(|e| io_err("cannot list", dir, e))?;
        let Ok(name) = entry.file_name().into_string() else { continue };
        if name.starts_with('.') || !entry.file_type().map(|t| t.is_file()).unwrap_or(false) {
            continue;
        }
        names.push(name);
    }
    names.sort();
    Ok(names)
}

impl MailSource for MaildirSource {
    fn fetch_except(&mut self, skip: &dyn Fn(&SourceKey) -> bool) -> Result<Batch, MailError> {
        let names = self.waiting_names()?;
        let mut out = Vec::new();
        let mut complete = true;
        for name in &names {
            let key = SourceKey::Maildir { name: name.clone() };
            if skip(&key) {
                continue;
            }
            if out.len() == BATCH {
                complete = false;
                break;
            }
            let path = self.root.join("new").join(name);
            match read_bounded(&path, self.max_mail_bytes) {
                Ok((raw, oversize, arrived)) => out.push(Fetched { key, raw, oversize, arrived }),
                // moved away by someone else meanwhile
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(io_err("cannot read", &path, e)),
            }
        }
        // Every name seen now, skipped ones too: `wait` wakes for new ones only.
        self.last_fetched = names.into_iter().collect();
        // Names start with the delivery time by convention, not by rule:
        // the order the mails came in is that of their files' times.
        out.sort_by_key(|a| a.arrived);
        Ok(Batch { mails: out, complete })
    }

    /// A deliverer writes a file, then moves it into `new/`: one that was
    /// written just before a fetch may show up just after it.
    fn arrival_slack(&self) -> Duration {
        Duration::from_millis(250)
    }

    fn set_max_mail_bytes(&mut self, max: u64) {
        self.max_mail_bytes = max;
    }

    fn done(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let name = file_name(key)?;
        let from = self.root.join("new").join(name);
        let to = self.root.join("cur").join(format!("{name}:2,S"));
        match fs::rename(&from, &to) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && to.exists() => Ok(()),
            Err(e) => Err(io_err("cannot move to cur/", &from, e)),
        }
    }

    fn set_aside(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let name = file_name(key)?;
        ensure_maildir(&self.set_aside)?;
        let from = self.root.join("new").join(name);
        let to = self.set_aside.join("new").join(name);
        match fs::rename(&from, &to) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && to.exists() => Ok(()),
            Err(e) => Err(io_err(&format!("cannot move to {}", self.set_aside.display()), &from, e)),
        }
    }

    fn waiting(&mut self) -> Result<usize, MailError> {
        Ok(self.waiting_names()?.len())
    }

    fn set_aside_mails(&mut self) -> Result<Vec<Fetched>, MailError> {
        let new = self.set_aside.join("new");
        if !new.is_dir() {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for name in names_in(&new)? {
            let path = new.join(&name);
            match read_bounded(&path, self.max_mail_bytes) {
                Ok((raw, oversize, arrived)) => out.push(Fetched { key: SourceKey::Maildir { name }, raw, oversize, arrived }),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(io_err("cannot read", &path, e)),
            }
        }
        Ok(out)
    }

    fn restore(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let name = file_name(key)?;
        let from = self.set_aside.join("new").join(name);
        // A new name: the old one is recorded as handled (set aside).
        let to = self.root.join("new").join(unique_name());
        fs::rename(&from, &to).map_err(|e| io_err("cannot move back to the inbox", &from, e))
    }

    fn wait(&mut self, max: Duration) -> Result<(), MailError> {
        let deadline = Instant::now() + max;
        loop {
            if self.waiting_names()?.iter().any(|n| !self.last_fetched.contains(n)) {
                return Ok(());
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(());
            }
            std::thread::sleep(self.poll.min(deadline - now));
        }
    }
}

/// Keeps a mail as it came (no header added) in the Maildir at `root`,
/// durably: where `tandem deliver` sets aside the mail it could not handle.
pub fn keep(root: &Path, raw: &[u8]) -> Result<PathBuf, MailError> {
    use std::io::Write;
    ensure_maildir(root)?;
    let name = unique_name();
    let tmp = root.join("tmp").join(&name);
    let new = root.join("new").join(&name);
    let write = || -> std::io::Result<()> {
        let mut f = fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(raw)?;
        f.sync_all()?;
        fs::rename(&tmp, &new)
    };
    write().map_err(|e| {
        let _ = fs::remove_file(&tmp);
        io_err("cannot keep the mail in", root, e)
    })?;
    Ok(new)
}

/// The file name a Maildir key names, refusing anything that would leave
/// the folder.
fn file_name(key: &SourceKey) -> Result<&str, MailError> {
    match key {
        SourceKey::Maildir { name } if !name.contains('/') && !name.starts_with('.') && !name.is_empty() => Ok(name),
        SourceKey::Maildir { .. } => Err(MailError::StaleKey(format!("{key} is not a Maildir file name"))),
        _ => Err(MailError::StaleKey(format!("{key} is not a Maildir message"))),
    }
}

/// The file, or only its header when it is larger than `max` bytes (then
/// with its size).
fn read_bounded(path: &Path, max: u64) -> std::io::Result<(Vec<u8>, Option<u64>, DateTime<Utc>)> {
    use std::io::Read;
    let mut file = fs::File::open(path)?;
    let meta = file.metadata()?;
    let size = meta.len();
    // When the deliverer wrote it: the mail's arrival.
    let arrived = meta.modified().map(DateTime::<Utc>::from).unwrap_or_else(|_| Utc::now());
    if size <= max {
        let mut raw = Vec::with_capacity(size as usize);
        file.read_to_end(&mut raw)?;
        return Ok((raw, None, arrived));
    }
    let mut head = Vec::new();
    file.take(MAX_HEADER_BYTES as u64).read_to_end(&mut head)?;
    Ok((header_part(&head).to_vec(), Some(size), arrived))
}

pub struct MaildirSink {
    root: PathBuf,
}

impl MaildirSink {
    pub fn new(root: impl Into<PathBuf>) -> Result<Self, MailError> {
        let root = root.into();
        ensure_maildir(&root)?;
        Ok(MaildirSink { root })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Writes one mail into `new/` (durably); returns its file name.
    pub fn write(&self, envelope_from: &str, to: &str, raw: &[u8]) -> Result<String, SendError> {
        let pending = self.write_tmp(envelope_from, to, raw)?;
        pending.file.sync_all().map_err(|e| self.discard(&pending.name, e))?;
        self.publish(pending)
    }

    /// Step one: the mail in `tmp/`, not yet synced.
    fn write_tmp(&self, envelope_from: &str, to: &str, raw: &[u8]) -> Result<Pending, SendError> {
        let clean = |s: &str| s.replace(['\r', '\n'], "");
        let name = unique_name();
        let tmp = self.root.join("tmp").join(&name);
        let write = || -> std::io::Result<fs::File> {
            let mut f = fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
            // One write: `write!` on a file makes one system call per piece.
            let mut whole = format!("Return-Path: <{}>\r\nDelivered-To: {}\r\n", clean(envelope_from), clean(to)).into_bytes();
            whole.extend_from_slice(raw);
            f.write_all(&whole)?;
            Ok(f)
        };
        match write() {
            Ok(file) => Ok(Pending { name, file }),
            Err(e) => Err(self.discard(&name, e)),
        }
    }

    /// Step three, after the data is on disk: the mail appears in `new/`
    /// whole (a rename is atomic).
    fn publish(&self, pending: Pending) -> Result<String, SendError> {
        let tmp = self.root.join("tmp").join(&pending.name);
        let new = self.root.join("new").join(&pending.name);
        fs::rename(&tmp, &new).map_err(|e| self.discard(&pending.name, e))?;
        Ok(pending.name)
    }

    /// Removes what is left in `tmp/` of a failed delivery; the error says why.
    fn discard(&self, name: &str, e: std::io::Error) -> SendError {
        let _ = fs::remove_file(self.root.join("tmp").join(name));
        // a full disk or a permission problem goes away once fixed: retry later
        SendError::transient(format!("cannot write {name} into Maildir {}: {e}", self.root.display()))
    }
}

/// A mail written into `tmp/`, not yet moved to `new/`.
struct Pending {
    name: String,
    file: fs::File,
}

/// Makes everything written to the file system of `file` durable: one
/// flush of the disk for many files, where `fsync` per file costs one each.
#[cfg(target_os = "linux")]
fn sync_file_system(file: &fs::File) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    // SAFETY: syncfs only reads the descriptor, which `file` keeps open.
    if unsafe { libc::syncfs(file.as_raw_fd()) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

impl MailSink for MaildirSink {
    fn send(&mut self, envelope_from: &str, to: &str, raw: &[u8]) -> Result<(), SendError> {
        self.write(envelope_from, to, raw).map(|_| ())
    }

    fn batch_size(&self) -> usize {
        SEND_BATCH
    }

    /// Writes every mail into `tmp/`, makes them durable together (one
    /// `syncfs` on Linux), then moves each into `new/`.
    fn send_all(&mut self, envelope_from: &str, mails: &[(&str, &[u8])]) -> Vec<Result<(), SendError>> {
        let written: Vec<Result<Pending, SendError>> = mails.iter().map(|(to, raw)| self.write_tmp(envelope_from, to, raw)).collect();
        #[cfg(target_os = "linux")]
        let synced = match written.iter().find_map(|w| w.as_ref().ok()) {
            Some(first) => sync_file_system(&first.file),
            None => Ok(()),
        };
        #[cfg(not(target_os = "linux"))]
        let synced = written.iter().filter_map(|w| w.as_ref().ok()).try_for_each(|p| p.file.sync_all());
        written
            .into_iter()
            .map(|w| {
                let pending = w?;
                match &synced {
                    Ok(()) => self.publish(pending).map(|_| ()),
                    Err(e) => Err(self.discard(&pending.name, std::io::Error::new(e.kind(), e.to_string()))),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tempdir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tandem-maildir-{tag}-{}-{}", std::process::id(), unique_name()));
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn sink_then_source_roundtrip() {
        let dir = tempdir("rt");
        let mut sink = MaildirSink::new(&dir).unwrap();
        sink.send("play@example.org", "alice@example.com", b"Subject: one\r\n\r\ne4\r\n").unwrap();
        sink.send("play@example.org", "bob@example.com", b"Subject: two\r\n\r\ne5\r\n").unwrap();
        assert_eq!(fs::read_dir(dir.join("tmp")).unwrap().count(), 0);

        let mut src = MaildirSource::new(&dir, Duration::from_millis(10)).unwrap();
        let got = src.fetch().unwrap();
        assert_eq!(got.len(), 2);
        let first = String::from_utf8(got[0].raw.clone()).unwrap();
        assert!(first.starts_with("Return-Path: <play@example.org>\r\nDelivered-To: alice@example.com\r\nSubject: one"), "{first}");

        // nothing new: wait times out
        let t = Instant::now();
        src.wait(Duration::from_millis(50)).unwrap();
        assert!(t.elapsed() >= Duration::from_millis(50));

        src.done(&got[0].key).unwrap();
        src.done(&got[0].key).unwrap(); // twice is fine
        let again = src.fetch().unwrap();
        assert_eq!(again.len(), 1);
        assert_eq!(again[0].key, got[1].key);
        let SourceKey::Maildir { name } = &got[0].key else { panic!() };
        assert!(dir.join("cur").join(format!("{name}:2,S")).exists());

        // a new arrival ends the wait early
        sink.send("x@example.org", "play@example.org", b"Subject: three\r\n\r\nd4\r\n").unwrap();
        let t = Instant::now();
        src.wait(Duration::from_secs(10)).unwrap();
        assert!(t.elapsed() < Duration::from_secs(5));
        fs::remove_dir_all(&dir).ok();
    }

    /// Mail is fetched in the order it came (its file's time), mails that
    /// came at the same time by name; dotfiles are no mail.
    #[test]
    fn fetch_order_and_dotfiles() {
        let dir = tempdir("order");
        let mut src = MaildirSource::new(&dir, Duration::from_millis(10)).unwrap();
        let now = std::time::SystemTime::now();
        let came = [("2.b", now), ("1.a", now), (".hidden", now), ("3.c", now - Duration::from_secs(10))];
        for (n, at) in came {
            fs::write(dir.join("new").join(n), n).unwrap();
            fs::File::options().write(true).open(dir.join("new").join(n)).unwrap().set_modified(at).unwrap();
        }
        let names: Vec<String> = src.fetch().unwrap().into_iter().map(|f| f.key.to_string()).collect();
        assert_eq!(names, vec!["maildir:3.c", "maildir:1.a", "maildir:2.b"]);
        assert!(matches!(src.done(&SourceKey::Maildir { name: "../x".into() }), Err(MailError::StaleKey(_))));
        assert!(matches!(src.done(&SourceKey::Maildir { name: "9.zz".into() }), Err(MailError::Io(_))));
        fs::remove_dir_all(&dir).ok();
    }
}
