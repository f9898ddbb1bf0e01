//! Connection checks for `tandem check-config`: one line per mail path,
//! saying what works or what to fix, and with `auth = "token"` whether
//! plus-addressing works. Secrets are never part of a message.

use super::imap::ImapSource;
use super::maildir::ensure_maildir;
use super::message_id::new_message_id;
use super::outbound::{AutoSubmitted, Outbound};
use super::sink::{MailSink, SmtpSink};
use crate::config::{AuthMode, Config, Security};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long the plus-addressing probe may take to arrive.
pub const PROBE_WAIT: Duration = Duration::from_secs(60);

/// Checks incoming and outgoing mail as configured: IMAP connect + login +
/// select (or the inbox Maildir is usable), SMTP connect + EHLO (+ TLS, +
/// AUTH) (or the outbox Maildir is writable). Each entry is (what was
/// checked, `Ok(detail)` or `Err(what is wrong and what to check)`).
pub fn check_connections(cfg: &Config) -> Vec<(String, Result<String, String>)> {
    let mut out = Vec::new();
    // Kept for the probe: with OAuth2 they hold the token already fetched.
    let mut source = None;
    let mut sink = None;
    match &cfg.imap {
        Some(imap) => {
            let what = format!("incoming mail: IMAP {}:{} as {}", imap.host, imap.port(), imap.user);
            let login = if imap.oauth2_token_command.is_some() { "OAuth2 login" } else { "login" };
            let r = ImapSource::new(imap).and_then(|mut s| {
                let summary = s.check().map(|summary| format!("{}, {login} accepted; {summary}", transport(imap.security)));
                s.disconnect();
                source = Some(s);
                summary
            });
            out.push((what, r.map_err(|e| e.to_string())));
        }
        None => out.push((format!("incoming mail: Maildir {}", cfg.maildir.inbox.display()), check_maildir(&cfg.maildir.inbox))),
    }
    match &cfg.smtp {
        Some(smtp) => {
            let what = format!("outgoing mail: SMTP {}:{}", smtp.host, smtp.port());
            let login = match (&smtp.user, &smtp.oauth2_token_command) {
                (Some(user), Some(_)) => format!("OAuth2 login as {user} accepted"),
                (Some(user), None) => format!("login as {user} accepted"),
                (None, _) => "no login (smtp.user is not set)".to_string(),
            };
            let r = SmtpSink::new(smtp).map_err(|e| e.to_string()).and_then(|s| {
                let r = s.check().map(|()| format!("server reachable, EHLO accepted, {}, {login}", transport(smtp.security)));
                sink = Some(s);
                r
            });
            out.push((what, r));
        }
        None => out.push((format!("outgoing mail: Maildir {}", cfg.maildir.outbox.display()), check_maildir(&cfg.maildir.outbox))),
    }
    if cfg.bot.auth == AuthMode::Token {
        let what = format!("plus-addressing (auth = \"token\"): mail to {}", probe_pattern(&cfg.bot.address));
        let connections_ok = out.iter().all(|(_, r)| r.is_ok());
        let r = match (&cfg.imap, source.as_mut(), sink.as_mut()) {
            (Some(imap), Some(source), Some(sink)) if connections_ok => probe_plus_addressing(cfg, &imap.mailbox, source, sink, PROBE_WAIT),
            (Some(_), _, _) if cfg.smtp.is_some() => Err("not checked, since a connection above failed".to_string()),
            _ => Ok("not checked (that needs both [imap] and [smtp]): make sure mail to such addresses reaches the bot".to_string()),
        };
        out.push((what, r));
    }
    out
}

/// What `security` made of the connection that was checked.
fn transport(security: Security) -> &'static str {
    match security {
        Security::Tls => "TLS from the first byte",
        Security::Starttls => "STARTTLS to TLS",
        Security::Plain => "no TLS (security = \"plain\": nothing on this connection is encrypted)",
    }
}

/// `bot+...@domain` for `bot@domain`.
fn probe_pattern(address: &str) -> String {
    match address.rsplit_once('@') {
        Some((local, domain)) => format!("{local}+...@{domain}"),
        None => address.to_string(),
    }
}

/// What to change when plus-addressing does not work.
const PLUS_ADVICE: &str = "With auth = \"token\" the players' moves go to bot+<game>.<secret>@domain, so such \
     addresses must reach this mailbox: turn on plus-addressing (subaddressing) for it (Postfix: recipient_delimiter = +, \
     and the same in Dovecot; Microsoft 365: Set-OrganizationConfig -DisablePlusAddressInRecipients $false; Gmail and \
     Fastmail have it), or set auth = \"none\" in [bot] to trust From: lines (then anyone can move for anyone)";

/// Sends a mail to `bot+probe<random>@domain` over SMTP and waits until it
/// is in the IMAP mailbox (or the processed folder, when a running daemon
/// filed it first), then deletes it.
pub fn probe_plus_addressing(
    cfg: &Config,
    mailbox: &str,
    source: &mut ImapSource,
    sink: &mut SmtpSink,
    wait: Duration,
) -> Result<String, String> {
    let (local, domain) = cfg.bot.address.trim().rsplit_once('@').ok_or("bot.address has no @")?;
    let nonce = random_hex();
    let probe = format!("{local}+probe{nonce}@{domain}");
    let message_id = new_message_id(cfg.bot.domain());
    let mail = Outbound {
        from_name: cfg.bot.name.clone(),
        from: cfg.bot.address.clone(),
        reply_to: None,
        to: probe.clone(),
        subject: format!("tandem check-config: plus-addressing probe {nonce}"),
        message_id: message_id.clone(),
        in_reply_to: None,
        references: Vec::new(),
        auto_submitted: AutoSubmitted::Generated,
        text: "`tandem check-config` sent this mail to see whether mail to bot+anything@domain reaches the bot's mailbox, \
               and deletes it once found. If you read this, it arrived late: delete it.\n"
            .into(),
        html: None,
        inline_images: Vec::new(),
        attachments: Vec::new(),
        content_language: None,
    };
    let raw = mail.to_bytes().map_err(|e| format!("cannot build the probe: {e}"))?;
    let began = Instant::now();
    if let Err(e) = sink.send(&cfg.bot.address, &probe, &raw) {
        return Err(if e.transient {
            format!("could not send a probe to {probe}: {e}")
        } else {
            format!("the SMTP server refused mail to {probe}: {}. {PLUS_ADVICE}", e.message)
        });
    }
    let result = loop {
        match source.remove_message(&message_id) {
            Ok(Some(folder)) => {
                break Ok(format!("a probe to {probe} reached {folder} after {:.1} s, and was deleted", began.elapsed().as_secs_f64()))
            }
            Ok(None) if began.elapsed() >= wait => {
                break Err(format!(
                    "a probe sent to {probe} did not arrive in {:?} within {} s (a bounce there would say why). {PLUS_ADVICE}",
                    mailbox,
                    wait.as_secs()
                ))
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(500)),
            Err(e) => break Err(format!("looking for the probe to {probe}: {e}")),
        }
    };
    source.disconnect();
    result
}

/// 12 random hex digits (`RandomState` is seeded by the OS).
fn random_hex() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos());
    format!("{:012x}", h.finish() & 0xffff_ffff_ffff)
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
        assert_eq!(r.len(), 3);
        for (what, res) in &r[..2] {
            let e = res.as_ref().unwrap_err();
            assert!(!e.contains("hunter2") && !what.contains("hunter2"));
            assert!(e.contains("127.0.0.1:1"), "{e}");
        }
        // auth = "token" by default with [imap]/[smtp]: plus-addressing is checked only over working connections
        assert!(r[2].0.contains("play+...@example.org"), "{r:?}");
        assert!(r[2].1.as_ref().unwrap_err().contains("not checked"), "{r:?}");
    }
}
