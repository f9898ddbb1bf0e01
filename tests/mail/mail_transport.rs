//! Mail transport against the local Dovecot + Postfix stack of
//! `tests/mailstack.sh` (start it with `bash tests/mailstack.sh start`).
//!
//! Without TANDEM_MAILSTACK these tests print why and pass; with
//! TANDEM_MAILSTACK=1 a missing stack is a failure.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use tandem::config::{Config, ImapConfig, SmtpConfig};
use tandem::mail::{
    check_connections, new_message_id, parse_inbound, text_to_html_page, Attachment, AutoSubmitted, Fetched, ImapSource, MailSink,
    MailSource, Outbound, SmtpSink, SourceKey,
};

const CA: &str = "/etc/mailstack/ca.pem";
const DOMAIN: &str = "example.test";

/// Whether to run; panics when the stack is required but not there.
fn stack() -> bool {
    let required = std::env::var("TANDEM_MAILSTACK").map(|v| !v.is_empty() && v != "0").unwrap_or(false);
    if !required {
        // Straight to stderr: the test harness captures eprintln! of passing tests.
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "mail_transport: SKIPPED (TANDEM_MAILSTACK unset); run `bash tests/mailstack.sh start` and set TANDEM_MAILSTACK=1"
            );
        });
        return false;
    }
    for port in [2525, 2465, 1143, 1993] {
        if TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), Duration::from_secs(2)).is_err() {
            panic!("TANDEM_MAILSTACK is set but nothing listens on 127.0.0.1:{port}: run `bash tests/mailstack.sh start`");
        }
    }
    if !std::path::Path::new(CA).exists() {
        panic!("TANDEM_MAILSTACK is set but {CA} is missing: run `bash tests/mailstack.sh start`");
    }
    true
}

fn unique(prefix: &str) -> String {
    let mut h = RandomState::new().build_hasher();
    h.write_u128(Instant::now().elapsed().as_nanos());
    format!("{prefix}-{:x}-{:016x}", std::process::id(), h.finish())
}

fn config(security_smtp: &str, smtp_port: u16, security_imap: &str, imap_port: u16, user: &str, extra_imap: &str) -> Config {
    Config::from_toml(&format!(
        r#"
        [bot]
        address = "play@{DOMAIN}"
        [imap]
        host = "127.0.0.1"
        port = {imap_port}
        security = "{security_imap}"
        user = "{user}"
        password = "secret"
        ca_file = "{CA}"
        poll_interval_secs = 1
        timeout_secs = 10
        {extra_imap}
        [smtp]
        host = "127.0.0.1"
        port = {smtp_port}
        security = "{security_smtp}"
        ca_file = "{CA}"
        timeout_secs = 10
        "#
    ))
    .expect("test config parses")
}

fn imap_cfg(c: &Config) -> &ImapConfig {
    c.imap.as_ref().expect("imap section")
}
fn smtp_cfg(c: &Config) -> &SmtpConfig {
    c.smtp.as_ref().expect("smtp section")
}

fn sample(to: &str) -> Outbound {
    let text =
        "bob played e5.\n\n  |r|n|b|q|k|b|n|r|  8\n  |p|p|p|p|_|p|p|p|  7\n  |_|_|_|_|_|_|_|_|  1\n   a b c d e f g h\n\nYour move, Zoë.\n";
    Outbound {
        from_name: "tandem référée".into(),
        from: format!("play@{DOMAIN}"),
        reply_to: Some(format!("play+42.k3y@{DOMAIN}")),
        to: to.into(),
        subject: "[#42] Your move in tandem84 against bøb".into(),
        message_id: new_message_id(DOMAIN),
        in_reply_to: Some("CAF=xyz@mail.gmail.com".into()),
        references: vec![format!("first@{DOMAIN}"), "CAF=xyz@mail.gmail.com".into()],
        auto_submitted: AutoSubmitted::Replied,
        content_language: None,
        text: text.into(),
        html: Some(text_to_html_page(text)),
        inline_images: vec![],
        attachments: vec![Attachment {
            filename: "game-42.pgn".into(),
            content_type: "application/x-chess-pgn".into(),
            body: b"[Event \"tandem #42\"]\n\n1. e4 e5 *\n".to_vec(),
        }],
    }
}

/// Fetches until `n` messages are there (mail goes through Postfix's queue).
fn fetch_n(src: &mut ImapSource, n: usize) -> Vec<Fetched> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let got = src.fetch().expect("fetch");
        if got.len() >= n || Instant::now() > deadline {
            return got;
        }
        src.wait(Duration::from_secs(2)).expect("wait");
    }
}

fn roundtrip(smtp_security: &str, smtp_port: u16, imap_security: &str, imap_port: u16) {
    let user = format!("{}@{DOMAIN}", unique("t"));
    let cfg = config(smtp_security, smtp_port, imap_security, imap_port, &user, "");
    let out = sample(&user);
    let raw = out.to_bytes().expect("mail builds");

    let mut sink = SmtpSink::new(smtp_cfg(&cfg)).expect("smtp sink");
    sink.send(&out.from, &user, &raw).expect("smtp send");

    let mut src = ImapSource::new(imap_cfg(&cfg)).expect("imap source");
    let got = fetch_n(&mut src, 1);
    assert_eq!(got.len(), 1, "the mail did not arrive in {user}'s INBOX");
    let fetched = &got[0];

    // headers and body survived the trip
    let text = String::from_utf8_lossy(&fetched.raw);
    assert!(text.contains("Auto-Submitted: auto-replied"), "{text}");
    let msg = parse_inbound(&fetched.raw, "someone-else@example.test").expect("parses");
    assert_eq!(msg.message_id, out.message_id);
    assert_eq!(msg.subject, out.subject);
    assert_eq!(msg.from, out.from);
    assert_eq!(msg.from_name.as_deref(), Some("tandem référée"));
    assert_eq!(msg.in_reply_to, vec!["CAF=xyz@mail.gmail.com".to_string()]);
    assert_eq!(msg.references, out.references);
    assert!(msg.to.contains(&user), "{:?}", msg.to);
    assert!(msg.html);
    assert!(msg.text.contains("|r|n|b|q|k|b|n|r|  8"), "{}", msg.text);
    assert!(msg.text.ends_with("Your move, Zoë."), "{}", msg.text);
    let parsed = mail_parser::MessageParser::default().parse(&fetched.raw).expect("parses");
    assert_eq!(parsed.attachment_count(), 1);
    // the bot's own address recognises it as its own mail
    let own = parse_inbound(&fetched.raw, &out.from).expect("parses");
    assert_eq!(own.skip, Some(tandem::mail::SkipReason::FromSelf));

    // the key names mailbox + UIDVALIDITY + UID and survives reconnects
    let key = fetched.key.clone();
    let SourceKey::Imap { mailbox, uid_validity, uid } = &key else { panic!("not an IMAP key: {key}") };
    assert_eq!(mailbox, "INBOX");
    assert!(*uid_validity > 0 && *uid > 0);
    assert_eq!(key.to_string().parse::<SourceKey>().expect("key parses"), key);
    src.disconnect();
    let again = src.fetch().expect("fetch after reconnect");
    assert_eq!(again.iter().map(|f| f.key.to_string()).collect::<Vec<_>>(), vec![key.to_string()]);
    let mut fresh = ImapSource::new(imap_cfg(&cfg)).expect("imap source");
    assert_eq!(fresh.fetch().expect("fetch")[0].key, key);
    fresh.disconnect();

    // done moves it to Processed (created on demand); it is not fetched again
    src.done(&key).expect("done");
    src.done(&key).expect("done twice is harmless");
    assert!(src.fetch().expect("fetch").is_empty(), "message still in INBOX after done");
    let processed_cfg =
        config(smtp_security, smtp_port, imap_security, imap_port, &user, "mailbox = \"Processed\"\nprocessed_folder = \"Processed-2\"");
    let mut processed = ImapSource::new(imap_cfg(&processed_cfg)).expect("imap source");
    let moved = processed.fetch().expect("fetch Processed");
    assert_eq!(moved.len(), 1, "message not in Processed");
    assert_eq!(parse_inbound(&moved[0].raw, "x@example.test").expect("parses").message_id, out.message_id);
    // a key of another mailbox is refused rather than misapplied
    assert!(processed.done(&key).is_err());
    processed.disconnect();
    src.disconnect();
}

#[test]
fn starttls_smtp_to_starttls_imap() {
    if !stack() {
        return;
    }
    roundtrip("starttls", 2525, "starttls", 1143);
}

#[test]
fn implicit_tls_smtp_to_implicit_tls_imap() {
    if !stack() {
        return;
    }
    roundtrip("tls", 2465, "tls", 1993);
}

#[test]
fn idle_wakes_up_on_new_mail_and_reconnects_after_kick() {
    if !stack() {
        return;
    }
    let user = format!("{}@{DOMAIN}", unique("idle"));
    let cfg = config("starttls", 2525, "tls", 1993, &user, "idle = true");
    let mut src = ImapSource::new(imap_cfg(&cfg)).expect("imap source");
    assert!(src.fetch().expect("fetch").is_empty());

    let smtp = smtp_cfg(&cfg).clone();
    let to = user.clone();
    let sender = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(1500));
        let out = sample(&to);
        SmtpSink::new(&smtp).expect("sink").send(&out.from, &to, &out.to_bytes().expect("builds")).expect("send");
    });
    let t = Instant::now();
    src.wait(Duration::from_secs(60)).expect("wait");
    let waited = t.elapsed();
    sender.join().expect("sender thread");
    assert!(waited < Duration::from_secs(30), "IDLE did not wake up on new mail ({waited:?})");
    let got = fetch_n(&mut src, 1);
    assert_eq!(got.len(), 1);

    // the server drops the connection: the next command reconnects by itself
    let kicked = std::process::Command::new("doveadm").args(["kick", &user]).output();
    match kicked {
        Ok(o) if o.status.success() => {
            std::thread::sleep(Duration::from_millis(300));
            let again = src.fetch().expect("fetch after the server dropped the connection");
            assert_eq!(again.len(), 1);
            assert_eq!(again[0].key, got[0].key, "key changed across a reconnect");
            src.done(&again[0].key).expect("done");
        }
        other => panic!("doveadm kick failed: {other:?}"),
    }

    // with mail already waiting, wait returns at once instead of idling
    let out = sample(&user);
    SmtpSink::new(smtp_cfg(&cfg)).expect("sink").send(&out.from, &user, &out.to_bytes().expect("builds")).expect("send");
    std::thread::sleep(Duration::from_secs(2));
    let t = Instant::now();
    src.wait(Duration::from_secs(60)).expect("wait");
    assert!(t.elapsed() < Duration::from_secs(10));
    src.disconnect();
}

#[test]
fn smtp_auth_and_errors() {
    if !stack() {
        return;
    }
    let user = format!("{}@{DOMAIN}", unique("auth"));
    let base = |password: &str| {
        Config::from_toml(&format!(
            "[bot]\naddress=\"play@{DOMAIN}\"\n[smtp]\nhost=\"127.0.0.1\"\nport=2525\nsecurity=\"starttls\"\nca_file=\"{CA}\"\nuser=\"{user}\"\npassword=\"{password}\"\ntimeout_secs=10\n"
        ))
        .expect("config")
    };
    let out = sample(&user);
    let raw = out.to_bytes().expect("builds");

    let good = base("secret");
    SmtpSink::new(smtp_cfg(&good)).expect("sink").send(&out.from, &user, &raw).expect("authenticated send");

    let bad = base("wrong-password");
    let err = SmtpSink::new(smtp_cfg(&bad)).expect("sink").send(&out.from, &user, &raw).unwrap_err();
    assert!(err.transient, "a login problem is fixed by the operator, then retried: {err}");
    assert!(err.message.contains("authentication failed"), "{err}");
    assert!(!err.message.contains("wrong-password"), "{err}");

    // without the test CA the certificate is not trusted
    let untrusted = Config::from_toml(&format!(
        "[bot]\naddress=\"play@{DOMAIN}\"\n[smtp]\nhost=\"127.0.0.1\"\nport=2465\nsecurity=\"tls\"\ntimeout_secs=10\n"
    ))
    .expect("config");
    let err = SmtpSink::new(smtp_cfg(&untrusted)).expect("sink").send(&out.from, &user, &raw).unwrap_err();
    assert!(err.message.contains("TLS") || err.message.to_lowercase().contains("certificate"), "{err}");

    // IMAP: wrong password and untrusted certificate are reported as such
    let cfg = Config::from_toml(&format!(
        "[bot]\naddress=\"play@{DOMAIN}\"\n[imap]\nhost=\"127.0.0.1\"\nport=1993\nsecurity=\"tls\"\nca_file=\"{CA}\"\nuser=\"{user}\"\npassword=\"nope\"\ntimeout_secs=10\n"
    ))
    .expect("config");
    let e = ImapSource::new(imap_cfg(&cfg)).expect("source").fetch().unwrap_err();
    assert!(matches!(e, tandem::mail::MailError::Auth(_)), "{e}");
    assert!(!e.to_string().contains("nope"), "{e}");
    let cfg = Config::from_toml(&format!(
        "[bot]\naddress=\"play@{DOMAIN}\"\n[imap]\nhost=\"127.0.0.1\"\nport=1993\nsecurity=\"tls\"\nuser=\"{user}\"\npassword=\"secret\"\ntimeout_secs=10\n"
    ))
    .expect("config");
    let e = ImapSource::new(imap_cfg(&cfg)).expect("source").fetch().unwrap_err();
    assert!(e.to_string().contains("TLS handshake failed"), "{e}");
}

#[test]
fn check_connections_against_the_stack() {
    if !stack() {
        return;
    }
    // The bot's own mailbox: with [imap]/[smtp], auth is "token" by default,
    // so plus-addressing is checked too (the stack has it).
    let user = format!("{}@{DOMAIN}", unique("check"));
    let mut cfg = config("tls", 2465, "starttls", 1143, &user, "");
    cfg.bot.address = user.clone();
    assert_eq!(cfg.bot.auth, tandem::config::AuthMode::Token);
    let results = check_connections(&cfg);
    assert_eq!(results.len(), 3, "{results:?}");
    for (what, r) in &results {
        assert!(r.is_ok(), "{what}: {r:?}");
        eprintln!("{what}: {}", r.as_ref().map_or_else(|e| e.clone(), |s| s.clone()));
    }
    let (what, r) = &results[2];
    assert!(what.contains(&format!("{}+...@{DOMAIN}", user.split('@').next().unwrap_or(""))), "{what}");
    assert!(r.as_ref().is_ok_and(|s| s.contains("reached INBOX") && s.contains("was deleted")), "{r:?}");
    let mut src = ImapSource::new(imap_cfg(&cfg)).expect("imap source");
    assert!(src.fetch().expect("fetch").is_empty(), "the probe was left in the INBOX");
    src.disconnect();

    // Without plus-addressing (the stack's noplus domain refuses user+x@),
    // the check says so and what to change.
    let user = format!("{}@noplus.{DOMAIN}", unique("check"));
    let mut cfg = config("starttls", 2525, "tls", 1993, &user, "");
    cfg.bot.address = user.clone();
    let results = check_connections(&cfg);
    assert!(results[0].1.is_ok() && results[1].1.is_ok(), "{results:?}");
    let e = results[2].1.as_ref().unwrap_err();
    for words in ["the SMTP server refused mail to", "+probe", "550", "recipient_delimiter = +", "auth = \"none\""] {
        assert!(e.contains(words), "{words:?} missing in: {e}");
    }
}
