//! Connection checks for `tandem check-config`: one line per mail path,
//! saying what works or what to fix. Secrets are never part of a message.

use super::imap::ImapSource;
use super::maildir::ensure_maildir;
use super::sink::SmtpSink;
use crate::config::Config;
use std::path::Path;

/// Checks incoming and outgoing mail as configured: IMAP connect + login +
/// select (or the inbox Maildir is usable), SMTP connect + EHLO (+ TLS, +
/// AUTH) (or the outbox Maildir is writable). Each entry is (what was
/// checked, `Ok(detail)` or `Err(what is wrong and what to check)`).
pub fn check_connections(cfg: &Config) -> Vec<(String, Result<String, String>)> {
    let mut out = Vec::new();
    match &cfg.imap {
        Some(imap) => {
            let what = format!("incoming mail: IMAP {}:{} as {}", imap.host, imap.port(), imap.user);
            let r = ImapSource::new(imap).and_then(|mut s| {
                let summary = s.check();
                s.disconnect();
                summary
            });
            out.push((what, r.map_err(|e| e.to_string())));
        }
        None => out.push((format!("incoming mail: Maildir {}", cfg.maildir.inbox.display()), check_maildir(&cfg.maildir.inbox))),
    }
    match &cfg.smtp {
        Some(smtp) => {
            let what = format!("outgoing mail: SMTP {}:{}", smtp.host, smtp.port());
            let r = SmtpSink::new(smtp)
                .map_err(|e| e.to_string())
                .and_then(|s| s.check().map(|()| "server reachable, EHLO/TLS/login accepted".to_string()));
            out.push((what, r));
        }
        None => out.push((format!("outgoing mail: Maildir {}", cfg.maildir.outbox.display()), check_maildir(&cfg.maildir.outbox))),
    }
    out
}

/// The Maildir exists (or could be created) and a file can be written in tmp/.
fn check_maildir(root: &Path) -> Result<String, String> {
    ensure_maildir(root).map_err(|e| e.to_string())?;
    let probe = root.join("tmp").join(format!(".tandem-check-{}", std::process::id()));
    std::fs::write(&probe, b"probe").map_err(|e| format!("cannot write into {}: {e} (check permissions)", root.join("tmp").display()))?;
    let _ = std::fs::remove_file(&probe);
    let waiting = std::fs::read_dir(root.join("new")).map(|d| d.count()).unwrap_or(0);
    Ok(format!("writable; {waiting} file(s) in new/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maildir_defaults_check_out() {
        let dir = std::env::temp_dir().join(format!("tandem-check-{}", std::process::id()));
        let text = format!(
            "[bot]\naddress=\"play@example.org\"\n[maildir]\ninbox={:?}\noutbox={:?}\n",
            dir.join("in").to_str().unwrap(),
            dir.join("out").to_str().unwrap()
        );
        let cfg = Config::from_toml(&text).unwrap();
        let r = check_connections(&cfg);
        assert_eq!(r.len(), 2);
        assert!(r.iter().all(|(_, res)| res.is_ok()), "{r:?}");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn unreachable_servers_are_reported_without_secrets() {
        let cfg = Config::from_toml(
            "[bot]\naddress=\"play@example.org\"\n[imap]\nhost=\"127.0.0.1\"\nport=1\nuser=\"u\"\npassword=\"hunter2\"\ntimeout_secs=2\n[smtp]\nhost=\"127.0.0.1\"\nport=1\nsecurity=\"plain\"\nuser=\"u\"\npassword=\"hunter2\"\ntimeout_secs=2\n",
        )
        .unwrap();
        let r = check_connections(&cfg);
        assert_eq!(r.len(), 2);
        for (what, res) in &r {
            let e = res.as_ref().unwrap_err();
            assert!(!e.contains("hunter2") && !what.contains("hunter2"));
            assert!(e.contains("127.0.0.1:1"), "{e}");
        }
    }
}
