//! The operator's commands on a bot's store and mailbox: `status`,
//! `backup`, `set-aside`.

use std::io::Write;
use std::path::Path;

use chrono::{DateTime, Utc};
use tandem::config::Config;
use tandem::error::chain;
use tandem::mail::{open_source, parse_inbound, Fetched, MailSource};
use tandem::store::{BackupProgress, Store, StoreError};

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
    let (st, failures) = store.transaction(|tx| Ok::<_, CliError>((tx.status(now)?, tx.mail_failures()?)))?;
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
    let waiting = open_source(cfg).and_then(|mut s| s.waiting());
    match waiting {
        Ok(n) => println!("inbox:      {n} mail(s) waiting"),
        Err(e) => println!("inbox:      cannot look: {}", chain(&e)),
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
    println!("next due:   {}", st.next_due.map_or("nothing scheduled".into(), |t| when(t, now)));
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

/// A set-aside mail as the operator sees it.
struct SetAsideMail {
    fetched: Fetched,
    message_id: Option<String>,
    from: String,
    subject: String,
}

fn read_set_aside(cfg: &Config, source: &mut dyn MailSource) -> Result<Vec<SetAsideMail>, CliError> {
    let mails = source.set_aside_mails()?;
    Ok(mails
        .into_iter()
        .map(|fetched| {
            // The parser may panic on hostile mail (debug assertions): such a
            // mail is listed without its sender.
            let parsed = std::panic::catch_unwind(|| parse_inbound(&fetched.raw, &cfg.bot.address)).ok().and_then(Result::ok);
            match parsed {
                Some(m) => SetAsideMail { message_id: Some(m.message_id), from: m.from, subject: m.subject, fetched },
                None => SetAsideMail { message_id: None, from: "(unreadable)".into(), subject: String::new(), fetched },
            }
        })
        .collect())
}

pub fn set_aside(cfg: &Config, retry: &[String]) -> CliResult {
    let mut store = open_store(cfg)?;
    let mut source = open_source(cfg)?;
    let mails = read_set_aside(cfg, source.as_mut())?;
    if retry.is_empty() {
        if mails.is_empty() {
            println!("no mail is set aside");
        }
        for m in &mails {
            let reason = match &m.message_id {
                Some(id) => store.transaction(|tx| tx.set_aside_reason(id))?,
                None => None,
            };
            println!("{}", m.fetched.key);
            println!("    from: {}  subject: {}", m.from, tandem::mail::clip(&m.subject, 80));
            println!("    why:  {}", reason.as_deref().unwrap_or("(not recorded: the store could not be written then)"));
        }
        return Ok(());
    }
    let all = retry.iter().any(|k| k == "all");
    if !all {
        if let Some(unknown) = retry.iter().find(|k| !mails.iter().any(|m| m.fetched.key.to_string() == **k)) {
            return Err(CliError::NoSuchSetAside(unknown.clone()));
        }
    }
    let mut moved = 0;
    for m in mails.iter().filter(|m| all || retry.contains(&m.fetched.key.to_string())) {
        // Forgotten first: back in the inbox, the mail must not be taken
        // for one already handled.
        if let Some(id) = &m.message_id {
            store.transaction(|tx| tx.forget_set_aside(id))?;
        }
        source.restore(&m.fetched.key)?;
        moved += 1;
        println!("{}: back in the inbox", m.fetched.key);
    }
    println!("{moved} mail(s) will be handled as new by the running bot (or the next `tandem serve --once`)");
    Ok(())
}
