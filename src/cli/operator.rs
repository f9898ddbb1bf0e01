//! The operator's commands on a bot's store and mailbox: `status`,
//! `backup`, `set-aside`.

use std::io::Write;
use std::path::Path;

use chrono::{DateTime, Utc};
use tandem::config::Config;
use tandem::error::chain;
use tandem::mail::message_id::content_hash;
use tandem::mail::{glance, open_source, Fetched, Glance, MailSource, SourceKey};
use tandem::store::{BackupProgress, SetAsideRecord, Store, StoreError};

use super::error::{CliError, CliResult};

/// The store of the configuration, which must exist: the operator's
/// commands never create an empty one where a path was mistyped.
pub(super) fn open_store(cfg: &Config) -> Result<Store, CliError> {
    Store::open_existing(&cfg.store.path).map_err(|e| match e {
        StoreError::Missing(path) => CliError::NoStore(path),
        other => CliError::Store(other),
    })
}

/// `2026-11-23 06:01 UTC (12 min ago)`.
fn when(t: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let d = now - t;
    let ago = |d: chrono::TimeDelta| match d.num_seconds() {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s if s < 2 * 86400 => format!("{} h", s / 3600),
        s => format!("{} days", s / 86400),
    };
    let rel = if d >= chrono::TimeDelta::zero() { format!("{} ago", ago(d)) } else { format!("in {}", ago(-d)) };
    format!("{} ({rel})", t.format("%Y-%m-%d %H:%M:%S UTC"))
}

pub fn status(cfg: &Config) -> CliResult {
    let mut store = open_store(cfg)?;
    let schema = store.schema_version()?;
    let now = Utc::now();
    let (st, failures, refusals) =
        store.transaction(|tx| Ok::<_, CliError>((tx.status(now)?, tx.mail_failures()?, tx.login_refusals()?)))?;
    println!("store:      {} (schema {schema})", cfg.store.path.display());
    println!("last pass:  {}", st.last_pass.map_or("never (the daemon has not run on this store)".into(), |t| when(t, now)));
    let read = st.read_through.map_or("never".to_string(), |t| when(t, now));
    match st.unreadable_since {
        Some(since) => println!(
            "mailbox:    cannot be read since {}; read through {read}. Deadlines wait until it can be read: {} passed meanwhile",
            when(since, now),
            st.deadlines_waiting
        ),
        None => println!("mailbox:    read through {read} (deadlines are judged up to then)"),
    }
    // Not one more refused login (a provider counts them).
    let waiting = match refusals.iter().any(|r| r.server == "IMAP") {
        true => None,
        false => Some(open_source(cfg).and_then(|mut s| s.waiting())),
    };
    match waiting {
        Some(Ok(n)) => println!("inbox:      {n} mail(s) waiting"),
        Some(Err(e)) => println!("inbox:      cannot look: {}", chain(&e)),
        None => println!("inbox:      not looked at: the mailbox refuses the login (see below)"),
    }
    if refusals.is_empty() && (cfg.imap.is_some() || cfg.smtp.is_some()) {
        println!("login:      no refusal noted");
    }
    for r in &refusals {
        let who = if r.server == "IMAP" { "the mailbox (IMAP)" } else { "the SMTP server" };
        println!(
            "login:      {who} refuses the login since {}, {} attempt(s); next try {}; the last answer: {}",
            when(r.since, now),
            r.attempts,
            when(r.next_try, now),
            r.message
        );
    }
    match failures.first() {
        None => println!("failing:    none"),
        Some(oldest) => println!(
            "failing:    {} mail(s) not handled for now; the oldest failing since {}, {} attempt(s), last error: {}",
            failures.len(),
            when(oldest.first_failed_at, now),
            oldest.attempts,
            oldest.last_error
        ),
    }
    let listing = if st.mail_set_aside > 0 { " (`tandem set-aside` lists them)" } else { "" };
    println!("set aside:  {} mail(s){listing}", st.mail_set_aside);
    let oldest = st.outbox_oldest.map(|t| format!(", the oldest queued {}", when(t, now))).unwrap_or_default();
    println!("outbox:     {} to send{oldest}; {} given up", st.outbox_pending, st.outbox_failed);
    println!("games:      {} active, {} waiting for acceptance, {} over", st.games_active, st.games_invited, st.games_over);
    if st.turns_waiting_for_mail > 0 {
        let next_try = st.outbox_next_try.map_or("none planned".to_string(), |t| when(t, now));
        println!(
            "clocks:     {} game(s) wait for their turn's mail to leave; their clocks start when it goes out. Next try at sending: {next_try}",
            st.turns_waiting_for_mail
        );
    }
    let nothing = if st.turns_waiting_for_mail > 0 { "nothing until the turns' mail leaves (see clocks)" } else { "nothing scheduled" };
    println!("next due:   {}", st.next_due.map_or(nothing.into(), |t| when(t, now)));
    Ok(())
}

pub fn backup(cfg: &Config, file: &Path) -> CliResult {
    let store = open_store(cfg)?;
    let mut shown = 0;
    let mut progress = |p: BackupProgress| {
        // Progress for large stores, a line per tenth.
        let tenth = (p.copied * 10).checked_div(p.total).unwrap_or(10);
        if p.total > 10_000 && tenth > shown {
            shown = tenth;
            eprint!("\r{}% of {} pages", tenth * 10, p.total);
            let _ = std::io::stderr().flush();
        }
    };
    store.backup_to(file, &mut progress)?;
    if shown > 0 {
        eprintln!();
    }
    let size = std::fs::metadata(file).map(|m| m.len()).unwrap_or(0);
    println!("backup of {} written to {} ({size} bytes)", cfg.store.path.display(), file.display());
    Ok(())
}

/// A set-aside mail as the operator sees it: the store's record of it and
/// its copy in the set-aside folder, either of which may be missing (mail
/// moved there by hand; a copy moved away or deleted by hand).
struct SetAsideMail {
    record: Option<SetAsideRecord>,
    kept: Option<Fetched>,
}

impl SetAsideMail {
    /// The key the listing shows and `--retry` takes: the record's (the
    /// mail's key in the inbox, as the log has it), else the copy's.
    fn key(&self) -> String {
        match (&self.record, &self.kept) {
            (Some(r), _) => r.source_key.clone(),
            (None, Some(f)) => f.key.to_string(),
            (None, None) => String::new(),
        }
    }

    /// Whether `key` names this mail (by its record or its copy).
    fn is(&self, key: &str) -> bool {
        self.record.as_ref().is_some_and(|r| r.source_key == key) || self.kept.as_ref().is_some_and(|f| f.key.to_string() == key)
    }
}

/// The records of the store, each with its copy in the folder, then the
/// copies no record names. A copy is found by its Maildir file name, by the
/// hash of its bytes, or (records older than the hash) by its Message-ID.
fn read_set_aside(records: Vec<SetAsideRecord>, source: &mut dyn MailSource) -> Result<Vec<SetAsideMail>, CliError> {
    let mut copies: Vec<Option<Fetched>> = source.set_aside_mails()?.into_iter().map(Some).collect();
    let hashes: Vec<String> = copies.iter().flatten().map(|f| format!("{:032x}", content_hash(&f.raw))).collect();
    let mut mails = Vec::new();
    for record in records {
        let same_file = |f: &Fetched| matches!(&f.key, SourceKey::Maildir { .. }) && f.key.to_string() == record.source_key;
        let found = copies.iter().position(|c| c.as_ref().is_some_and(same_file)).or_else(|| match &record.content_hash {
            Some(h) => hashes.iter().enumerate().position(|(i, x)| x == h && copies[i].is_some()),
            None => copies
                .iter()
                .position(|c| c.as_ref().is_some_and(|f| record.message_id.is_some() && glance(&f.raw).message_id == record.message_id)),
        });
        let kept = found.and_then(|i| copies[i].take());
        mails.push(SetAsideMail { record: Some(record), kept });
    }
    mails.extend(copies.into_iter().flatten().map(|f| SetAsideMail { record: None, kept: Some(f) }));
    Ok(mails)
}

fn or_none(field: Option<&str>) -> String {
    field.map_or("(none)".to_string(), |f| tandem::mail::clip(f, 80))
}

pub fn set_aside(cfg: &Config, retry: &[String]) -> CliResult {
    let mut store = open_store(cfg)?;
    let mut source = open_source(cfg)?;
    let records = store.transaction(|tx| tx.set_aside_records())?;
    let mails = read_set_aside(records, source.as_mut())?;
    if retry.is_empty() {
        if mails.is_empty() {
            println!("no mail is set aside");
        }
        let now = Utc::now();
        for m in &mails {
            println!("{}", m.key());
            let header = match (&m.record, &m.kept) {
                (Some(r), _) => Glance { from: r.from_addr.clone(), subject: r.subject.clone(), message_id: r.message_id.clone() },
                (None, Some(f)) => glance(&f.raw),
                (None, None) => Glance::default(),
            };
            println!(
                "    from: {}  subject: {}  message-id: {}",
                or_none(header.from.as_deref()),
                or_none(header.subject.as_deref()),
                header.message_id.as_deref().map_or("(none)".to_string(), |id| format!("<{}>", tandem::mail::clip(id, 80)))
            );
            match &m.record {
                Some(r) => {
                    println!("    when: {}", when(r.set_aside_at, now));
                    println!("    why:  {}", r.reason);
                }
                None => println!(
                    "    why:  (no record in the store: moved to the set-aside folder by hand, or the store could not be written then)"
                ),
            }
            match &m.kept {
                Some(f) if f.key.to_string() != m.key() => println!("    kept: {}", f.key),
                Some(_) => {}
                None => println!("    kept: not in the set-aside folder (moved or deleted by hand?); --retry forgets the record"),
            }
        }
        return Ok(());
    }
    let all = retry.iter().any(|k| k == "all");
    if !all {
        if let Some(unknown) = retry.iter().find(|k| !mails.iter().any(|m| m.is(k))) {
            return Err(CliError::NoSuchSetAside(unknown.clone()));
        }
    }
    let mut moved = 0;
    for m in mails.iter().filter(|m| all || retry.iter().any(|k| m.is(k))) {
        // Forgotten first: back in the inbox, the mail must not be taken
        // for one already handled.
        if let Some(r) = &m.record {
            store.transaction(|tx| tx.forget_set_aside(&r.source_key))?;
        }
        match &m.kept {
            Some(f) => {
                source.restore(&f.key)?;
                moved += 1;
                println!("{}: back in the inbox", m.key());
            }
            None => println!("{}: forgotten (its mail is not in the set-aside folder)", m.key()),
        }
    }
    println!("{moved} mail(s) will be handled as new by the running bot (or the next `tandem serve --once`)");
    Ok(())
}
