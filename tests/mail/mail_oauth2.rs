//! OAuth2 logins over the real mail stack of `tests/mailstack.sh`: IMAP and
//! SMTP with XOAUTH2 and OAUTHBEARER, the access token from the operator's
//! `oauth2_token_command`. Dovecot's `oauth2` passdb checks every token by
//! asking a token-check (RFC 7662 introspection) endpoint that this test
//! runs on 127.0.0.1:12380; Postfix's SMTP AUTH goes through Dovecot.
//!
//! Without TANDEM_MAILSTACK these tests print why and pass.

use crate::common;

use common::*;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use tandem::config::Config;
use tandem::mail::{AutoSubmitted, MailError, MailSink, MailSource, Outbound};
use tandem::mail::{ImapSource, SmtpSink};

/// Where the stack's Dovecot asks whether a token is good (mailstack.sh).
const TOKEN_CHECK_PORT: u16 = 12380;

/// The token-check endpoint: tokens a test made good are active, for their
/// user; every other token is not.
struct TokenCheck {
    good: Mutex<HashMap<String, String>>,
    /// Every token Dovecot asked about, in order.
    asked: Mutex<Vec<String>>,
}

impl TokenCheck {
    /// A new good token for `user`.
    fn issue(&self, user: &str) -> String {
        let token = format!("ya29.test-{}{}", random_hex(), random_hex());
        self.good.lock().expect("lock").insert(token.clone(), user.to_string());
        token
    }

    fn was_asked(&self, token: &str) -> bool {
        self.asked.lock().expect("lock").iter().any(|t| t == token)
    }
}

/// The one endpoint of this test process. Its port is fixed by the stack's
/// Dovecot configuration, so a test process of another checkout may hold
/// it: then this one waits for it (the port works as a lock between them).
fn token_check() -> &'static TokenCheck {
    static CHECK: OnceLock<&'static TokenCheck> = OnceLock::new();
    CHECK.get_or_init(|| {
        let deadline = Instant::now() + Duration::from_secs(600);
        let listener = loop {
            match TcpListener::bind(("127.0.0.1", TOKEN_CHECK_PORT)) {
                Ok(l) => break l,
                Err(e) if e.kind() == std::io::ErrorKind::AddrInUse && Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(250))
                }
                Err(e) => panic!("cannot listen on 127.0.0.1:{TOKEN_CHECK_PORT} for Dovecot's token checks: {e}"),
            }
        };
        let check: &'static TokenCheck = Box::leak(Box::new(TokenCheck { good: Mutex::default(), asked: Mutex::default() }));
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                std::thread::spawn(move || answer_token_check(check, stream));
            }
        });
        check
    })
}

/// Dovecot's HTTP requests on one connection (`POST /introspect`, body
/// `token=...`), each answered with `{"active": ..., "username": ...}`.
/// The connection is kept open for the next request (Dovecot's HTTP client
/// reuses it) until Dovecot closes it.
fn answer_token_check(check: &TokenCheck, stream: TcpStream) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(120)));
    let Ok(read_half) = stream.try_clone() else { return };
    let mut reader = BufReader::new(read_half);
    let mut writer = stream;
    loop {
        let mut length = 0usize;
        let mut lines = 0;
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return; // closed by Dovecot
            }
            let line = line.trim_end();
            if line.is_empty() {
                if lines == 0 {
                    continue;
                }
                break;
            }
            lines += 1;
            if let Some((name, value)) = line.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse().unwrap_or(0);
                }
            }
        }
        let mut body = vec![0; length.min(64 * 1024)];
        if reader.read_exact(&mut body).is_err() {
            return;
        }
        let body = String::from_utf8_lossy(&body);
        let token = body.split('&').find_map(|kv| kv.strip_prefix("token=")).map(percent_decode).unwrap_or_default();
        check.asked.lock().expect("lock").push(token.clone());
        let user = check.good.lock().expect("lock").get(&token).cloned();
        let json = match user {
            Some(u) => format!("{{\"active\":true,\"username\":\"{u}\"}}"),
            None => "{\"active\":false}".to_string(),
        };
        let answer = format!("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{json}", json.len());
        if writer.write_all(answer.as_bytes()).and_then(|()| writer.flush()).is_err() {
            return;
        }
    }
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => match u8::from_str_radix(std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("zz"), 16) {
                Ok(v) => {
                    out.push(v);
                    i += 2;
                }
                Err(_) => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether to run: the stack is there and has OAuth2 (a stack started
/// from an older mailstack.sh has not).
fn oauth2_stack() -> bool {
    if !stack("mail_oauth2") {
        return false;
    }
    let mut tcp = TcpStream::connect(("127.0.0.1", IMAP_PORT)).expect("connect to IMAP");
    tcp.set_read_timeout(Some(Duration::from_secs(10))).expect("timeout");
    let mut greeting = [0u8; 512];
    let n = tcp.read(&mut greeting).expect("IMAP greeting");
    let greeting = String::from_utf8_lossy(&greeting[..n]);
    assert!(
        greeting.contains("AUTH=XOAUTH2") && greeting.contains("AUTH=OAUTHBEARER"),
        "the running mail stack has no OAuth2 ({greeting:?}): run `bash tests/mailstack.sh start` with this checkout's script"
    );
    true
}

/// A token command as an operator would write one (like `oama access
/// USER`): prints `tokens` one per run (the last one from then on), and
/// counts its runs in a file.
struct TokenCommand {
    command: String,
    runs: PathBuf,
}

impl TokenCommand {
    fn new(dir: &TestDir, name: &str, tokens: &[&str]) -> TokenCommand {
        let runs = dir.join(&format!("{name}.runs"));
        let script = dir.join(&format!("{name}.sh"));
        let mut cases = String::new();
        for (i, t) in tokens.iter().enumerate() {
            let pattern = if i + 1 == tokens.len() { "*".to_string() } else { (i + 1).to_string() };
            cases.push_str(&format!("  {pattern}) echo '{t}' ;;\n"));
        }
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nn=$(( $(cat '{runs}' 2>/dev/null || echo 0) + 1 ))\necho $n > '{runs}'\ncase $n in\n{cases}esac\n",
                runs = runs.display()
            ),
        )
        .expect("write the token command");
        TokenCommand { command: format!("sh '{}'", script.display()), runs }
    }

    fn runs(&self) -> u32 {
        std::fs::read_to_string(&self.runs).ok().and_then(|s| s.trim().parse().ok()).unwrap_or(0)
    }
}

/// `[imap]` and `[smtp]` (both with STARTTLS) logging in as `user` with
/// the two commands.
fn oauth2_config(bot: &str, user: &str, imap: &TokenCommand, smtp: &TokenCommand, mechanism: &str) -> String {
    format!(
        r#"[bot]
address = "{bot}"
[imap]
host = "127.0.0.1"
port = {IMAP_PORT}
security = "starttls"
ca_file = "{CA}"
user = "{user}"
oauth2_token_command = "{imap_cmd}"
oauth2_mechanism = "{mechanism}"
poll_interval_secs = 1
timeout_secs = 10
[smtp]
host = "127.0.0.1"
port = {SMTP_PORT}
security = "starttls"
ca_file = "{CA}"
user = "{user}"
oauth2_token_command = "{smtp_cmd}"
oauth2_mechanism = "{mechanism}"
timeout_secs = 10
[smtp.retry]
backoff_base_secs = 1
backoff_max_secs = 2
"#,
        imap_cmd = imap.command.replace('\\', "\\\\").replace('"', "\\\""),
        smtp_cmd = smtp.command.replace('\\', "\\\\").replace('"', "\\\""),
    )
}

fn mail_to(user: &str, subject: &str) -> (Outbound, Vec<u8>) {
    let out = Outbound {
        from_name: "tandem".into(),
        from: user.into(),
        reply_to: None,
        to: user.into(),
        subject: subject.into(),
        message_id: tandem::mail::new_message_id(DOMAIN),
        in_reply_to: None,
        references: Vec::new(),
        auto_submitted: AutoSubmitted::Generated,
        content_language: None,
        text: "sent with an OAuth2 login\n".into(),
        html: None,
        inline_images: Vec::new(),
        attachments: Vec::new(),
    };
    let raw = out.to_bytes().expect("the mail builds");
    (out, raw)
}

/// Fetches until the mail with this Message-ID is in the mailbox.
fn wait_for_mail(src: &mut ImapSource, message_id: &str) {
    let deadline = Instant::now() + WAIT;
    loop {
        let got = src.fetch().expect("fetch over an OAuth2 IMAP login");
        if got.iter().any(|f| String::from_utf8_lossy(&f.raw).contains(message_id)) {
            return;
        }
        assert!(Instant::now() < deadline, "the mail sent over an OAuth2 SMTP login did not arrive");
        std::thread::sleep(Duration::from_millis(300));
    }
}

#[test]
fn a_good_token_works_for_imap_and_smtp_with_either_mechanism() {
    if !oauth2_stack() {
        return;
    }
    let check = token_check();
    for mechanism in ["xoauth2", "oauthbearer", "auto"] {
        let dir = TestDir::new(&format!("oauth2-{mechanism}"));
        let user = address("oauth");
        let (imap_token, smtp_token) = (check.issue(&user), check.issue(&user));
        let imap_cmd = TokenCommand::new(&dir, "imap-token", &[&imap_token]);
        let smtp_cmd = TokenCommand::new(&dir, "smtp-token", &[&smtp_token]);
        let cfg = Config::from_toml(&oauth2_config(&user, &user, &imap_cmd, &smtp_cmd, mechanism)).expect("config");

        let (out, raw) = mail_to(&user, &format!("OAuth2 {mechanism}"));
        let mut sink = SmtpSink::new(cfg.smtp.as_ref().expect("smtp")).expect("sink");
        sink.send(&user, &user, &raw).unwrap_or_else(|e| panic!("{mechanism}: SMTP with a good token: {e}"));
        assert!(check.was_asked(&smtp_token), "{mechanism}: Postfix/Dovecot never checked the SMTP token");

        let mut src = ImapSource::new(cfg.imap.as_ref().expect("imap")).expect("source");
        wait_for_mail(&mut src, &out.message_id);
        assert!(check.was_asked(&imap_token), "{mechanism}: Dovecot never checked the IMAP token");
        src.disconnect();

        // The token is kept: a second login does not run the command again.
        sink.send(&user, &user, &raw).expect("a second SMTP login");
        src.fetch().expect("a second IMAP login");
        src.disconnect();
        assert_eq!((imap_cmd.runs(), smtp_cmd.runs()), (1, 1), "{mechanism}: each command ran once");
    }
}

#[test]
fn a_refused_token_makes_the_bot_run_the_command_again() {
    if !oauth2_stack() {
        return;
    }
    let check = token_check();
    let dir = TestDir::new("oauth2-expired");
    let user = address("oauth");
    // The first token of each command has expired (the check says inactive).
    let imap_cmd = TokenCommand::new(&dir, "imap-token", &["ya29.expired-imap", &check.issue(&user)]);
    let smtp_cmd = TokenCommand::new(&dir, "smtp-token", &["ya29.expired-smtp", &check.issue(&user)]);
    let cfg = Config::from_toml(&oauth2_config(&user, &user, &imap_cmd, &smtp_cmd, "auto")).expect("config");

    let (out, raw) = mail_to(&user, "after a refresh");
    SmtpSink::new(cfg.smtp.as_ref().expect("smtp")).expect("sink").send(&user, &user, &raw).expect("SMTP after one refusal");
    assert!(check.was_asked("ya29.expired-smtp"), "the expired SMTP token was tried first");
    assert_eq!(smtp_cmd.runs(), 2, "the SMTP token command ran again after the refusal");

    let mut src = ImapSource::new(cfg.imap.as_ref().expect("imap")).expect("source");
    wait_for_mail(&mut src, &out.message_id);
    assert!(check.was_asked("ya29.expired-imap"));
    assert_eq!(imap_cmd.runs(), 2, "the IMAP token command ran again after the refusal");
    src.disconnect();
}

#[test]
fn a_bad_token_or_a_failing_command_is_a_clear_error() {
    if !oauth2_stack() {
        return;
    }
    let check = token_check();
    let dir = TestDir::new("oauth2-bad");
    let user = address("oauth");
    let bad = TokenCommand::new(&dir, "bad-token", &["ya29.not-a-valid-token"]);
    let bad_smtp = TokenCommand::new(&dir, "bad-smtp-token", &["ya29.not-a-valid-token"]);
    let cfg = Config::from_toml(&oauth2_config(&user, &user, &bad, &bad_smtp, "xoauth2")).expect("config");

    let e = ImapSource::new(cfg.imap.as_ref().expect("imap")).expect("source").fetch().unwrap_err();
    assert!(matches!(e, MailError::Auth(_)), "{e:?}");
    let m = e.to_string();
    for words in ["login refused", "refused the OAuth2 access token from imap.oauth2_token_command (XOAUTH2", "a fresh one", &user] {
        assert!(m.contains(words), "{words:?} missing in: {m}");
    }
    assert!(!m.contains("not-a-valid-token"), "the token is in the message: {m}");
    assert_eq!(bad.runs(), 2, "tried once more with a fresh token");
    assert!(check.was_asked("ya29.not-a-valid-token"));

    let (_, raw) = mail_to(&user, "never sent");
    let e = SmtpSink::new(cfg.smtp.as_ref().expect("smtp")).expect("sink").send(&user, &user, &raw).unwrap_err();
    assert!(e.transient, "the operator fixes the command, then the outbox goes on: {e}");
    for words in ["authentication failed (535", "refused the OAuth2 access token from smtp.oauth2_token_command (XOAUTH2", &user] {
        assert!(e.message.contains(words), "{words:?} missing in: {e}");
    }
    assert!(!e.message.contains("not-a-valid-token"), "the token is in the message: {e}");
    assert_eq!(bad_smtp.runs(), 2);

    // A command that fails says so, with what it printed on stderr.
    let failing = "echo 'oama: no refresh token for this account; run oama authorize' >&2; exit 1";
    let text = oauth2_config(&user, &user, &bad, &bad_smtp, "auto").replace(&bad.command, failing).replace(&bad_smtp.command, failing);
    let cfg = Config::from_toml(&text).expect("config");
    let e = ImapSource::new(cfg.imap.as_ref().expect("imap")).expect("source").fetch().unwrap_err();
    let m = e.to_string();
    assert!(m.contains("imap.oauth2_token_command") && m.contains("exit status 1") && m.contains("run oama authorize"), "{m}");
    let e = SmtpSink::new(cfg.smtp.as_ref().expect("smtp")).expect("sink").send(&user, &user, &raw).unwrap_err();
    assert!(e.transient && e.message.contains("smtp.oauth2_token_command") && e.message.contains("run oama authorize"), "{e}");
}

/// What an operator does: `tandem check-config`, then `tandem serve`, on
/// a mailbox with OAuth2 only; the first token has expired.
#[test]
fn the_bot_runs_on_an_oauth2_mailbox() {
    if !oauth2_stack() {
        return;
    }
    let check = token_check();
    let dir = TestDir::new("oauth2-serve");
    let bot = address("bot");
    let imap_cmd = TokenCommand::new(&dir, "imap-token", &["ya29.expired", &check.issue(&bot)]);
    let smtp_cmd = TokenCommand::new(&dir, "smtp-token", &[&check.issue(&bot)]);
    let config = dir.join("tandem.toml");
    let text = oauth2_config(&bot, &bot, &imap_cmd, &smtp_cmd, "auto")
        .replace("[imap]", &format!("[store]\npath = \"{}\"\n[imap]", dir.join("tandem.sqlite3").display()));
    std::fs::write(&config, text).expect("write the config");

    let (ok, out) = tandem_cli(&config, &["check-config"]);
    assert!(ok, "check-config failed:\n{out}");
    assert!(out.contains("auth: token (the default)"), "{out}");
    assert!(out.contains("plus-addressing") && out.contains("was deleted"), "{out}");
    assert!(!out.contains("ya29."), "a token in the output:\n{out}");
    assert_eq!(imap_cmd.runs(), 2, "check-config ran the IMAP token command again after the refusal");

    // The daemon starts with the expired token again.
    std::fs::remove_file(&imap_cmd.runs).expect("reset the command");
    let daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let mut player = Player::new("carol");
    let hello = player.write(&bot, "hello", "help");
    let answer = player.wait_answer(&hello);
    assert_eq!(answer.from, bot, "{answer}");
    assert_eq!(imap_cmd.runs(), 2, "the daemon ran the IMAP token command again after the refusal, and only then");
    let log = daemon.log_text();
    assert!(log.contains("refused the OAuth2 token; ran imap.oauth2_token_command again"), "{log}");
    assert!(!log.contains("ya29."), "a token in the log:\n{log}");
}

/// A whole game's worth of mail at `TANDEM_LOG=trace`, with every kind of
/// secret the bot holds: an OAuth2 token from a command (the first one
/// expired, so it runs twice), an SMTP password from `password_file`, the
/// players' secret reply addresses (token auth, the default), and a forged
/// mail. No log line holds any of them.
#[test]
fn no_token_password_or_reply_secret_reaches_the_log_at_trace_level() {
    if !oauth2_stack() {
        return;
    }
    let check = token_check();
    let dir = TestDir::new("secrets-log");
    let bot = address("bot");
    let good = check.issue(&bot);
    let imap_cmd = TokenCommand::new(&dir, "imap-token", &["ya29.expired", &good]);
    let password_file = dir.join("smtp-password");
    std::fs::write(&password_file, format!("{PASSWORD}\n")).expect("password file");
    let config = dir.join("tandem.toml");
    std::fs::write(
        &config,
        format!(
            r#"[bot]
address = "{bot}"
[store]
path = "{store}"
[imap]
host = "127.0.0.1"
port = {IMAP_PORT}
security = "starttls"
ca_file = "{CA}"
user = "{bot}"
oauth2_token_command = "{imap_cmd}"
poll_interval_secs = 1
timeout_secs = 10
[smtp]
host = "127.0.0.1"
port = {SMTP_PORT}
security = "starttls"
ca_file = "{CA}"
user = "{bot}"
password_file = "{password_file}"
timeout_secs = 10
"#,
            store = dir.join("tandem.sqlite3").display(),
            imap_cmd = imap_cmd.command.replace('\\', "\\\\").replace('"', "\\\""),
            password_file = password_file.display(),
        ),
    )
    .expect("write the config");
    let daemon = Daemon::start_logging(&config, &dir.join("daemon.log"), "trace");
    let db = dir.join("tandem.sqlite3");
    let mut t = Table { dir, bot: BotConfig::new(&bot), config, db, daemon, white: Player::new("alice"), black: Player::new("bob") };
    let game = t.start_game();
    let e4 = t.white.reply(&t.white.last_about(game), "e4");
    t.white.wait_answer(&e4);
    // Someone writes in Bob's name to the plain address.
    let forged = Draft::new(&t.black.address, &bot, &format!("Re: [#{game}] Your move"), "e5");
    smtp_send(Some(&address("mallory")), &bot, &forged.to_raw());
    assert_eq!(wait_recorded(&t.db, &forged.message_id), "rejected");
    t.black.wait_answer(&forged);
    assert_eq!(imap_cmd.runs(), 2, "the expired token was refused and the command ran again");

    let log = t.daemon.log_text();
    assert!(log.contains(" TRACE ") && log.contains(" DEBUG tandem::"), "the log is not at trace level:\n{log}");
    assert!(!log.contains("ya29."), "an OAuth2 token in the log");
    let tokens = query_strings(&t.db, "SELECT token FROM seats WHERE game_id = ?1", &[&game]);
    assert_eq!(tokens.len(), 2);
    for token in &tokens {
        assert!(!log.to_ascii_lowercase().contains(&token.to_ascii_lowercase()), "a player's reply secret in the log");
    }
    // The stack's password is the word "secret": only the words about
    // secrets may hold it (the bot's own, rustls' field names, SQL comments).
    let mut rest = log.to_ascii_lowercase();
    for allowed in ["secret addresses", "secret address", "your secret", "(secret)", "_secret", "secret for auth", "secrets"] {
        rest = rest.replace(allowed, "");
    }
    if let Some(at) = rest.find(PASSWORD) {
        panic!("the password in the log: ...{}...", &rest[at.saturating_sub(80)..(at + 80).min(rest.len())]);
    }
    // Nor in SASL form (AUTH PLAIN's base64), nor as a LOGIN literal.
    use base64::Engine as _;
    for plain in [format!("\0{bot}\0{PASSWORD}"), format!("{bot}\0{bot}\0{PASSWORD}")] {
        assert!(!log.contains(&base64::engine::general_purpose::STANDARD.encode(plain)), "AUTH PLAIN in the log");
    }
    for token in [&good, "ya29.expired"] {
        let sasl = format!("user={bot}\x01auth=Bearer {token}\x01\x01");
        assert!(!log.contains(&base64::engine::general_purpose::STANDARD.encode(sasl)), "XOAUTH2 in the log");
    }
}
