//! Shared helpers for the end-to-end tests of the bot over the real mail
//! stack (`tests/mailstack.sh`): players who write and read mail the way a
//! person's mail client would, a running `tandem serve` child, the config.
//!
//! The players are deliberately independent of tandem's own mail code: they
//! build their mails by hand, send them with lettre's SMTP transport (plain
//! SMTP on 127.0.0.1:2525), read their mailbox with the `imap` crate (plain
//! LOGIN on 127.0.0.1:1143) and parse with mail-parser.
#![allow(dead_code)]

pub mod wire;

use std::collections::hash_map::RandomState;
use std::collections::HashSet;
use std::hash::{BuildHasher, Hasher};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use lettre::address::Envelope;
use lettre::{SmtpTransport, Transport};
use mail_parser::{HeaderValue, MessageParser, MimeHeaders, PartType};

pub const CA: &str = "/etc/mailstack/ca.pem";
pub const DOMAIN: &str = "example.test";
pub const PASSWORD: &str = "secret";
pub const SMTP_PORT: u16 = 2525;
pub const IMAP_PORT: u16 = 1143;
pub const TANDEM: &str = env!("CARGO_BIN_EXE_tandem");
/// How long a player waits for the bot's answer before the test fails.
pub const WAIT: Duration = Duration::from_secs(30);

// ----- the stack -----

/// Whether to run; panics when the stack is required but not there.
pub fn stack(suite: &str) -> bool {
    let required = std::env::var("TANDEM_MAILSTACK").map(|v| !v.is_empty() && v != "0").unwrap_or(false);
    if !required {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "{suite}: SKIPPED (TANDEM_MAILSTACK unset); run `bash tests/mailstack.sh start` and set TANDEM_MAILSTACK=1"
            );
        });
        return false;
    }
    for port in [SMTP_PORT, IMAP_PORT] {
        if TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), Duration::from_secs(2)).is_err() {
            panic!("TANDEM_MAILSTACK is set but nothing listens on 127.0.0.1:{port}: run `bash tests/mailstack.sh start`");
        }
    }
    if !Path::new(CA).exists() {
        panic!("TANDEM_MAILSTACK is set but {CA} is missing: run `bash tests/mailstack.sh start`");
    }
    true
}

/// A random hex string, different in every call and every process.
pub fn random_hex() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos());
    h.write_u32(std::process::id());
    format!("{:016x}", h.finish())
}

/// `prefix-<random>@example.test`: a fresh mailbox of the stack.
pub fn address(prefix: &str) -> String {
    format!("{prefix}-{}@{DOMAIN}", &random_hex()[..12])
}

/// A local TCP port nobody listens on (a server that is down).
pub fn closed_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port()
}

/// A random number in `lo..hi` (not cryptographic; for kill timings).
pub fn random_between(lo: u64, hi: u64) -> u64 {
    let mut h = RandomState::new().build_hasher();
    h.write(random_hex().as_bytes());
    lo + h.finish() % (hi - lo).max(1)
}

// ----- a test's directory, config and daemon -----

/// A directory of its own under the cargo target's tmp dir; removed when the
/// test passes, kept (and named) when it fails.
pub struct TestDir {
    pub path: PathBuf,
}

impl TestDir {
    pub fn new(name: &str) -> TestDir {
        let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bot-e2e").join(format!("{name}-{}", random_hex()));
        std::fs::create_dir_all(&path).expect("create the test directory");
        TestDir { path }
    }

    pub fn join(&self, p: &str) -> PathBuf {
        self.path.join(p)
    }
}

impl Drop for TestDir {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("test files kept in {}", self.path.display());
        } else {
            // Every mail the bot composed in this test must be valid on the wire.
            wire::audit_dir(&self.path);
            if std::env::var_os("TANDEM_KEEP_TEST_FILES").is_none() {
                let _ = std::fs::remove_dir_all(&self.path);
            }
        }
    }
}

/// What a test's bot looks like.
#[derive(Clone, Debug)]
pub struct BotConfig {
    pub address: String,
    pub token_auth: bool,
    /// Write no `auth` line: the default applies (token, with IMAP and SMTP).
    pub omit_auth: bool,
    pub smtp_port: u16,
    pub imap_port: u16,
    /// More TOML sections (`[time]`, `[reminders]`), appended as they are.
    pub extra: String,
}

impl BotConfig {
    pub fn new(address: &str) -> BotConfig {
        BotConfig {
            address: address.to_string(),
            token_auth: false,
            omit_auth: false,
            smtp_port: SMTP_PORT,
            imap_port: IMAP_PORT,
            extra: String::new(),
        }
    }
}

/// Writes `tandem.toml` in `dir` for the embedded default: the store and
/// Maildirs `inbox` and `outbox` in `dir` (the inbox made), polled every second.
pub fn maildir_config(dir: &TestDir, bot: &str) -> PathBuf {
    let path = dir.join("tandem.toml");
    std::fs::write(
        &path,
        format!(
            "[bot]\naddress = \"{bot}\"\n[store]\npath = \"{}\"\n[maildir]\ninbox = \"{}\"\noutbox = \"{}\"\npoll_interval_secs = 1\n",
            dir.join("tandem.sqlite3").display(),
            dir.join("inbox").display(),
            dir.join("outbox").display()
        ),
    )
    .expect("write the config");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join("inbox").join(sub)).expect("maildir");
    }
    path
}

/// Writes `name` in `dir`: the bot reads its own mailbox over IMAP with
/// STARTTLS and sends over SMTP with STARTTLS; retries come fast.
pub fn write_config(dir: &TestDir, name: &str, bot: &BotConfig) -> PathBuf {
    let path = dir.join(name);
    let text = format!(
        r#"[bot]
address = "{address}"
name = "tandem test bot"
{auth}

[store]
path = "{store}"

[imap]
host = "127.0.0.1"
port = {imap_port}
security = "starttls"
user = "{address}"
password = "{PASSWORD}"
ca_file = "{CA}"
poll_interval_secs = 1
idle = true
timeout_secs = 10

[smtp]
host = "127.0.0.1"
port = {smtp_port}
security = "starttls"
ca_file = "{CA}"
timeout_secs = 5

[smtp.retry]
max_attempts = 50
backoff_base_secs = 1
backoff_max_secs = 2

{extra}
"#,
        address = bot.address,
        auth = match (bot.omit_auth, bot.token_auth) {
            (true, _) => "",
            (false, true) => "auth = \"token\"",
            (false, false) => "auth = \"none\"",
        },
        store = dir.join("tandem.sqlite3").display(),
        smtp_port = bot.smtp_port,
        imap_port = bot.imap_port,
        extra = bot.extra,
    );
    std::fs::write(&path, text).expect("write the config");
    path
}

/// A running `tandem serve`, killed (SIGKILL) when dropped. Its log (stderr)
/// goes to a file, which is printed when the test fails.
pub struct Daemon {
    child: Option<Child>,
    log: PathBuf,
}

impl Daemon {
    pub fn start(config: &Path, log: &Path) -> Daemon {
        Daemon::start_logging(config, log, "info")
    }

    /// As [`Daemon::start`], logging what `filter` (`TANDEM_LOG`) lets through.
    pub fn start_logging(config: &Path, log: &Path, filter: &str) -> Daemon {
        let out = std::fs::OpenOptions::new().create(true).append(true).open(log).expect("open the daemon log");
        let child = Command::new(TANDEM)
            .args(["serve", "--config"])
            .arg(config)
            .env("TANDEM_LOG", filter)
            .stdin(Stdio::null())
            .stdout(out.try_clone().expect("log handle"))
            .stderr(out)
            .spawn()
            .expect("start tandem serve");
        Daemon { child: Some(child), log: log.to_path_buf() }
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().map_or(0, |c| c.id())
    }

    /// SIGKILL, as a crash would; waits for the process to be gone.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    /// Still running? (Fails the test with the log if it died on its own.)
    pub fn assert_running(&mut self) {
        if let Some(c) = self.child.as_mut() {
            if let Ok(Some(status)) = c.try_wait() {
                panic!("tandem serve exited by itself ({status}); log:\n{}", self.log_text());
            }
        }
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let log = self.log_text();
            let tail: Vec<&str> = log.lines().rev().take(60).collect();
            eprintln!("--- last lines of {} ---", self.log.display());
            for l in tail.iter().rev() {
                eprintln!("{l}");
            }
        }
    }
}

/// Runs `tandem ARGS --config CONFIG` to completion; (success, stdout + stderr).
pub fn tandem_cli(config: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(TANDEM).args(args).arg("--config").arg(config).env("TANDEM_LOG", "warn").output().expect("run tandem");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

// ----- the store, read by the test -----

/// Read-only look at the bot's SQLite file (plain SQL, so the test does not
/// depend on the bot's own bookkeeping code to judge it).
pub fn query_strings(db: &Path, sql: &str, params: &[&dyn rusqlite::ToSql]) -> Vec<String> {
    try_query_strings(db, sql, params).unwrap_or_else(|e| panic!("{} ({sql}): {e}", db.display()))
}

/// Like [`query_strings`], but an error (no file yet, schema not created
/// yet by a daemon that is just starting) is returned.
pub fn try_query_strings(db: &Path, sql: &str, params: &[&dyn rusqlite::ToSql]) -> rusqlite::Result<Vec<String>> {
    let conn = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    conn.busy_timeout(Duration::from_secs(10))?;
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map(params, |r| {
        let v: rusqlite::types::Value = r.get(0)?;
        Ok(match v {
            rusqlite::types::Value::Null => "NULL".to_string(),
            rusqlite::types::Value::Integer(i) => i.to_string(),
            rusqlite::types::Value::Real(f) => f.to_string(),
            rusqlite::types::Value::Text(t) => t,
            rusqlite::types::Value::Blob(b) => String::from_utf8_lossy(&b).into_owned(),
        })
    })?;
    rows.collect()
}

pub fn query_count(db: &Path, sql: &str, params: &[&dyn rusqlite::ToSql]) -> i64 {
    query_strings(db, sql, params).first().and_then(|s| s.parse().ok()).expect("a count")
}

/// The notations of a game's turns, in order.
pub fn turns(db: &Path, game: i64) -> Vec<String> {
    query_strings(db, "SELECT notation FROM turns WHERE game_id = ?1 ORDER BY ply", &[&game])
}

/// Outbox rows (sent or not) addressed to `to`.
pub fn outbox_count_to(db: &Path, to: &str) -> i64 {
    query_count(db, "SELECT count(*) FROM outbox WHERE to_addr = ?1", &[&to])
}

/// Waits until the bot recorded the mail with this Message-ID; its outcome.
pub fn wait_recorded(db: &Path, message_id: &str) -> String {
    let deadline = Instant::now() + WAIT;
    loop {
        let got = try_query_strings(db, "SELECT outcome FROM inbound WHERE message_id = ?1", &[&bare(message_id)]);
        if let Some(o) = got.ok().and_then(|g| g.into_iter().next()) {
            return o;
        }
        assert!(Instant::now() < deadline, "the bot did not record mail {message_id} within {WAIT:?}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

// ----- mail as players see it -----

fn bare(id: &str) -> String {
    id.trim().trim_start_matches('<').trim_end_matches('>').to_string()
}

fn ids(v: &HeaderValue<'_>) -> Vec<String> {
    let raw: Vec<&str> = match v {
        HeaderValue::Text(t) => vec![t.as_ref()],
        HeaderValue::TextList(l) => l.iter().map(|t| t.as_ref()).collect(),
        _ => Vec::new(),
    };
    raw.into_iter().flat_map(|s| s.split_whitespace()).map(bare).filter(|s| !s.is_empty()).collect()
}

/// One mail in a player's mailbox, parsed with mail-parser.
#[derive(Clone, Debug)]
pub struct Mail {
    pub uid: u32,
    pub raw: Vec<u8>,
    /// Bare, without `<>`.
    pub message_id: String,
    pub subject: String,
    pub from: String,
    pub to: Vec<String>,
    pub reply_to: Option<String>,
    pub in_reply_to: Vec<String>,
    pub references: Vec<String>,
    pub auto_submitted: Option<String>,
    /// `type/subtype` of every MIME part, in order (the root first).
    pub structure: Vec<String>,
    /// There is a multipart/alternative with a text/plain and a text/html child.
    pub alternative: bool,
    pub text: String,
    pub html: Option<String>,
    /// (file name, content type, bytes)
    pub attachments: Vec<(String, String, Vec<u8>)>,
}

impl Mail {
    pub fn parse(uid: u32, raw: Vec<u8>) -> Mail {
        let msg = MessageParser::default().parse(&raw).expect("the mail parses");
        // The bot's own mail (its Message-IDs start with `tandem.`), as
        // Postfix and Dovecot delivered it, must be valid on the wire.
        if msg.message_id().is_some_and(|id| id.starts_with("tandem.")) {
            wire::assert_wire_valid(&format!("mail {uid} as delivered"), &raw);
        }
        let addr_list = |a: Option<&mail_parser::Address<'_>>| -> Vec<String> {
            a.map(|a| a.iter().filter_map(|x| x.address()).map(|s| s.to_ascii_lowercase()).collect()).unwrap_or_default()
        };
        let mut structure = Vec::new();
        let mut text = None;
        let mut html = None;
        let mut attachments = Vec::new();
        let mut alternative = false;
        let ctype = |p: &mail_parser::MessagePart<'_>| {
            p.content_type()
                .map(|c| format!("{}/{}", c.ctype(), c.subtype().unwrap_or("")).to_ascii_lowercase())
                .unwrap_or_else(|| "text/plain".into())
        };
        for part in &msg.parts {
            let ct = ctype(part);
            structure.push(ct.clone());
            if let Some(name) = part.attachment_name() {
                attachments.push((name.to_string(), ct, part.contents().to_vec()));
                continue;
            }
            match &part.body {
                PartType::Text(t) if ct == "text/plain" && text.is_none() => text = Some(t.replace("\r\n", "\n")),
                PartType::Html(h) if html.is_none() => html = Some(h.to_string()),
                PartType::Multipart(children) if ct == "multipart/alternative" => {
                    // The HTML alone, or in multipart/related with its images.
                    let mut kinds: Vec<String> = Vec::new();
                    for child in children.iter().filter_map(|&i| msg.parts.get(i as usize)) {
                        kinds.push(ctype(child));
                        if let PartType::Multipart(inner) = &child.body {
                            kinds.extend(inner.iter().filter_map(|&i| msg.parts.get(i as usize)).map(&ctype));
                        }
                    }
                    alternative |= kinds.iter().any(|k| k == "text/plain") && kinds.iter().any(|k| k == "text/html");
                }
                _ => {}
            }
        }
        Mail {
            uid,
            message_id: msg.message_id().map(bare).unwrap_or_default(),
            subject: msg.subject().unwrap_or("").to_string(),
            from: addr_list(msg.from()).into_iter().next().unwrap_or_default(),
            to: addr_list(msg.to()),
            reply_to: addr_list(msg.reply_to()).into_iter().next(),
            in_reply_to: ids(msg.in_reply_to()),
            references: ids(msg.references()),
            auto_submitted: msg.header_raw("Auto-Submitted").map(|s| s.trim().to_string()),
            structure,
            alternative,
            text: text.unwrap_or_default(),
            html,
            attachments,
            raw,
        }
    }

    /// The `N` of a `[#N]` tag in the subject.
    pub fn game_tag(&self) -> Option<i64> {
        wire::game_tag(&self.subject)
    }

    pub fn has_board(&self) -> bool {
        has_board(&self.text)
    }
}

impl std::fmt::Display for Mail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Subject: {}\nMessage-ID: {}\nIn-Reply-To: {:?}\nTo: {:?}\n\n{}",
            self.subject, self.message_id, self.in_reply_to, self.to, self.text
        )
    }
}

/// An ASCII board as docs/rules.md describes it: `|x|` rows with rank numbers on
/// the right and the file letters below: one 8x8 board, two 6x7 boards side
/// by side (Tandem-84), or two 8x8 boards side by side (bughouse).
pub fn has_board(text: &str) -> bool {
    let rows = |cells: usize, ranks: char| {
        text.lines()
            .filter(|l| {
                let t = l.trim();
                t.starts_with('|') && t.matches('|').count() == cells && t.ends_with(|c: char| ('1'..=ranks).contains(&c))
            })
            .count()
    };
    let files = |a: &str, b: &str| text.lines().any(|l| l.trim() == a || l.trim() == b);
    let two_eights = text.lines().filter(|l| l.trim_start().starts_with('|') && l.matches('|').count() == 18).count() == 8
        && text.lines().any(|l| l.trim_start().starts_with("a b c d e f g h") || l.trim_start().starts_with("h g f e d c b a"));
    (rows(9, '8') == 8 && files("a b c d e f g h", "h g f e d c b a"))
        || (rows(14, '7') == 7 && files("a b c d e f    g h i j k l", "l k j i h g    f e d c b a"))
        || two_eights
}

/// The body of a player's mail.
#[derive(Clone, Debug)]
pub enum Body {
    Plain(String),
    /// HTML only (no text/plain part), as some web mailers send.
    Html(String),
    Alternative {
        text: String,
        html: String,
    },
    /// Anything else: the Content-* header lines (without the final blank
    /// line) and the body exactly as given.
    Raw {
        headers: String,
        body: String,
    },
}

/// A mail a player writes, built by hand so the test controls every header.
#[derive(Clone, Debug)]
pub struct Draft {
    pub from: String,
    pub from_name: Option<String>,
    pub to: String,
    pub subject: String,
    /// Bare.
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub references: Vec<String>,
    pub headers: Vec<(String, String)>,
    pub body: Body,
}

impl Draft {
    pub fn new(from: &str, to: &str, subject: &str, text: &str) -> Draft {
        Draft {
            from: from.to_string(),
            from_name: None,
            to: to.to_string(),
            subject: subject.to_string(),
            message_id: format!("{}.{}@mua.players.invalid", random_hex(), random_hex()),
            in_reply_to: None,
            references: Vec::new(),
            headers: Vec::new(),
            body: Body::Plain(text.to_string()),
        }
    }

    /// A reply as a mail client writes it: to the Reply-To (else the From),
    /// `Re: ` subject, threaded under `to`.
    pub fn reply(from: &str, to: &Mail, text: &str) -> Draft {
        let subject = if to.subject.to_ascii_lowercase().starts_with("re:") { to.subject.clone() } else { format!("Re: {}", to.subject) };
        let mut d = Draft::new(from, to.reply_to.as_deref().unwrap_or(&to.from), &subject, text);
        d.in_reply_to = Some(to.message_id.clone());
        d.references = to.references.clone();
        d.references.push(to.message_id.clone());
        d
    }

    pub fn header(mut self, name: &str, value: &str) -> Draft {
        self.headers.push((name.to_string(), value.to_string()));
        self
    }

    pub fn body(mut self, body: Body) -> Draft {
        self.body = body;
        self
    }

    pub fn to_raw(&self) -> Vec<u8> {
        let mut h = String::new();
        match &self.from_name {
            Some(n) => h.push_str(&format!("From: \"{n}\" <{}>\r\n", self.from)),
            None => h.push_str(&format!("From: {}\r\n", self.from)),
        }
        h.push_str(&format!("To: {}\r\n", self.to));
        h.push_str(&format!("Subject: {}\r\n", self.subject));
        h.push_str(&format!("Date: {}\r\n", chrono::Utc::now().to_rfc2822()));
        h.push_str(&format!("Message-ID: <{}>\r\n", self.message_id));
        if let Some(irt) = &self.in_reply_to {
            h.push_str(&format!("In-Reply-To: <{irt}>\r\n"));
        }
        if !self.references.is_empty() {
            let refs: Vec<String> = self.references.iter().map(|r| format!("<{r}>")).collect();
            h.push_str(&format!("References: {}\r\n", refs.join("\r\n ")));
        }
        for (n, v) in &self.headers {
            h.push_str(&format!("{n}: {v}\r\n"));
        }
        h.push_str("MIME-Version: 1.0\r\n");
        let crlf = |s: &str| s.replace("\r\n", "\n").replace('\n', "\r\n");
        match &self.body {
            Body::Plain(t) => {
                h.push_str("Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n");
                h.push_str(&crlf(t));
            }
            Body::Html(t) => {
                h.push_str("Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n");
                h.push_str(&crlf(t));
            }
            Body::Alternative { text, html } => {
                let b = format!("=_alt_{}", random_hex());
                h.push_str(&format!("Content-Type: multipart/alternative; boundary=\"{b}\"\r\n\r\n"));
                h.push_str(&format!(
                    "--{b}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{}\r\n",
                    crlf(text)
                ));
                h.push_str(&format!(
                    "--{b}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{}\r\n",
                    crlf(html)
                ));
                h.push_str(&format!("--{b}--\r\n"));
            }
            Body::Raw { headers, body } => {
                h.push_str(&crlf(headers.trim_end()));
                h.push_str("\r\n\r\n");
                h.push_str(&crlf(body));
            }
        }
        if !h.ends_with("\r\n") {
            h.push_str("\r\n");
        }
        h.into_bytes()
    }
}

/// Sends `raw` over plain SMTP (127.0.0.1:2525, no login: the stack relays
/// for local clients). `envelope_from` `None` is the null sender `<>`.
pub fn smtp_send(envelope_from: Option<&str>, rcpt: &str, raw: &[u8]) {
    let transport = SmtpTransport::builder_dangerous("127.0.0.1").port(SMTP_PORT).timeout(Some(Duration::from_secs(10))).build();
    let envelope = Envelope::new(envelope_from.map(|a| a.parse().expect("sender address")), vec![rcpt.parse().expect("recipient address")])
        .expect("envelope");
    transport.send_raw(&envelope, raw).unwrap_or_else(|e| panic!("SMTP to {rcpt}: {e}"));
}

type ImapSession = imap::Session<TcpStream>;

/// Plain IMAP LOGIN on 127.0.0.1:1143 (allowed by the test stack).
pub fn imap_login(user: &str) -> ImapSession {
    let tcp = TcpStream::connect(("127.0.0.1", IMAP_PORT)).expect("connect to IMAP");
    tcp.set_read_timeout(Some(Duration::from_secs(15))).expect("timeout");
    let mut client = imap::Client::new(tcp);
    client.read_greeting().expect("IMAP greeting");
    client.login(user, PASSWORD).map_err(|(e, _)| e).unwrap_or_else(|e| panic!("IMAP login {user}: {e}"))
}

/// Every message in `folder` of `user`'s mailbox (UID order), or none when
/// the folder does not exist.
pub fn folder_contents(user: &str, folder: &str) -> Vec<Mail> {
    let mut s = imap_login(user);
    let out = match s.examine(folder) {
        Ok(_) => fetch_uids(&mut s, None),
        Err(_) => Vec::new(),
    };
    let _ = s.logout();
    out
}

fn fetch_uids(s: &mut ImapSession, skip: Option<&HashSet<u32>>) -> Vec<Mail> {
    let mut uids: Vec<u32> = s.uid_search("ALL").expect("UID SEARCH").into_iter().collect();
    uids.retain(|u| skip.is_none_or(|seen| !seen.contains(u)));
    uids.sort_unstable();
    if uids.is_empty() {
        return Vec::new();
    }
    let set = uids.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    let fetches = s.uid_fetch(&set, "(UID BODY.PEEK[])").expect("UID FETCH");
    let mut out: Vec<Mail> = fetches.iter().filter_map(|f| Some(Mail::parse(f.uid?, f.body()?.to_vec()))).collect();
    out.sort_by_key(|m| m.uid);
    out
}

/// Appends raw mails to `folder` of `user`'s mailbox, in order.
pub fn imap_append(user: &str, folder: &str, mails: &[Vec<u8>]) {
    let mut s = imap_login(user);
    for raw in mails {
        s.append(folder, raw).finish().expect("APPEND");
    }
    let _ = s.logout();
}

/// A person with a mailbox on the stack.
pub struct Player {
    pub address: String,
    session: Option<ImapSession>,
    seen: HashSet<u32>,
    /// Everything that arrived so far, in order.
    pub inbox: Vec<Mail>,
    /// `inbox[i]` was already returned by [`Player::wait_for`].
    taken: Vec<bool>,
}

impl Player {
    pub fn new(prefix: &str) -> Player {
        Player { address: address(prefix), session: None, seen: HashSet::new(), inbox: Vec::new(), taken: Vec::new() }
    }

    /// Sends a draft (its From is this player) as it stands; returns it.
    pub fn send(&self, draft: Draft) -> Draft {
        smtp_send(Some(&self.address), &draft.to, &draft.to_raw());
        draft
    }

    /// A fresh mail (not a reply) to `to`.
    pub fn write(&self, to: &str, subject: &str, text: &str) -> Draft {
        self.send(Draft::new(&self.address, to, subject, text))
    }

    /// Replies to `mail` with `text` as the fresh text, nothing quoted.
    pub fn reply(&self, mail: &Mail, text: &str) -> Draft {
        self.send(Draft::reply(&self.address, mail, text))
    }

    /// Looks for new mail once.
    pub fn poll(&mut self) {
        for attempt in 0..2 {
            if self.session.is_none() {
                self.session = Some(imap_login(&self.address));
            }
            let s = self.session.as_mut().expect("session");
            let got = s.select("INBOX").map(|_| fetch_uids(s, Some(&self.seen)));
            match got {
                Ok(mails) => {
                    for m in mails {
                        self.seen.insert(m.uid);
                        self.inbox.push(m);
                        self.taken.push(false);
                    }
                    return;
                }
                Err(e) if attempt == 0 => {
                    eprintln!("{}: IMAP trouble ({e}), reconnecting", self.address);
                    self.session = None;
                }
                Err(e) => panic!("{}: IMAP: {e}", self.address),
            }
        }
    }

    /// The first mail not returned before that satisfies `pred`, waiting up
    /// to `timeout` for it to arrive.
    pub fn wait_for_within(&mut self, what: &str, timeout: Duration, pred: impl Fn(&Mail) -> bool) -> Mail {
        let deadline = Instant::now() + timeout;
        loop {
            self.poll();
            if let Some(i) = (0..self.inbox.len()).find(|&i| !self.taken[i] && pred(&self.inbox[i])) {
                self.taken[i] = true;
                return self.inbox[i].clone();
            }
            if Instant::now() >= deadline {
                let have: Vec<String> = self
                    .inbox
                    .iter()
                    .zip(&self.taken)
                    .map(|(m, t)| format!("  {}{}", if *t { "(seen) " } else { "" }, m.subject))
                    .collect();
                panic!("{} did not get {what} within {timeout:?}; mailbox:\n{}", self.address, have.join("\n"));
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    pub fn wait_for(&mut self, what: &str, pred: impl Fn(&Mail) -> bool) -> Mail {
        self.wait_for_within(what, WAIT, pred)
    }

    /// The mail that answers `draft` (In-Reply-To names it).
    pub fn wait_answer(&mut self, draft: &Draft) -> Mail {
        let id = draft.message_id.clone();
        self.wait_for(&format!("the answer to {:?}", draft.subject), move |m| m.in_reply_to.contains(&id))
    }

    /// Mails that arrived but were never returned by `wait_for`.
    pub fn unclaimed(&mut self) -> Vec<Mail> {
        self.poll();
        self.inbox.iter().zip(&self.taken).filter(|(_, t)| !**t).map(|(m, _)| m.clone()).collect()
    }

    /// Marks everything that arrived so far as seen.
    pub fn claim_all(&mut self) {
        self.poll();
        self.taken.iter_mut().for_each(|t| *t = true);
    }

    /// Fails if a mail not returned before is there (after one more look).
    pub fn assert_no_new_mail(&mut self, context: &str) {
        let extra = self.unclaimed();
        assert!(
            extra.is_empty(),
            "{}: unexpected mail ({context}):\n{}",
            self.address,
            extra.iter().map(|m| m.to_string()).collect::<Vec<_>>().join("\n-----\n")
        );
    }

    /// The last mail this player got about `game`.
    pub fn last_about(&self, game: i64) -> Mail {
        self.inbox.iter().rev().find(|m| m.game_tag() == Some(game)).cloned().expect("a mail about the game")
    }
}

/// What every mail from the bot must look like (docs/players.md).
pub struct Expect<'a> {
    pub bot: &'a str,
    pub to: &'a str,
    pub game: Option<i64>,
    /// The Message-ID the mail must answer (In-Reply-To, last of References).
    pub answers: Option<&'a str>,
    pub board: bool,
}

pub fn check_bot_mail(m: &Mail, e: &Expect<'_>) {
    let ctx = || format!("\n--- mail ---\n{m}");
    let bot_domain = e.bot.rsplit_once('@').map(|(_, d)| d).unwrap_or(DOMAIN);
    assert_eq!(m.from, e.bot, "From{}", ctx());
    assert_eq!(m.to, vec![e.to.to_string()], "To: the one player only{}", ctx());
    if let Some(g) = e.game {
        assert_eq!(m.game_tag(), Some(g), "subject tag [#{g}]{}", ctx());
    }
    assert!(m.message_id.ends_with(&format!("@{bot_domain}")), "Message-ID under the bot's domain{}", ctx());
    assert_eq!(m.auto_submitted.as_deref(), Some("auto-replied"), "Auto-Submitted{}", ctx());
    if let Some(a) = e.answers {
        assert_eq!(m.in_reply_to, vec![a.to_string()], "In-Reply-To{}", ctx());
        assert_eq!(m.references.last().map(String::as_str), Some(a), "References end with the answered mail{}", ctx());
    }
    assert!(m.alternative, "multipart/alternative with text and HTML: {:?}{}", m.structure, ctx());
    let html = m.html.as_deref().unwrap_or("");
    assert!(html.contains("<pre"), "HTML part with <pre>{}", ctx());
    if e.board {
        assert!(m.has_board(), "an ASCII board in the text part{}", ctx());
        // The HTML part shows the board as a picture embedded in the mail
        // (tests/mail/mail_diagrams.rs looks at it in a browser).
        assert!(html.contains("<img src=\"cid:board1."), "the board as a picture in the HTML part{}", ctx());
        assert!(
            m.structure.iter().any(|s| s == "multipart/related") && m.structure.iter().any(|s| s == "image/png"),
            "the picture in the mail{}",
            ctx()
        );
    }
}

/// A test's bot and its two players, with the game started by mail
/// (`new chess with bob`, `accept`).
pub struct Table {
    pub dir: TestDir,
    pub bot: BotConfig,
    pub config: PathBuf,
    pub db: PathBuf,
    pub daemon: Daemon,
    pub white: Player,
    pub black: Player,
}

impl Table {
    /// Bot and daemon up, players made; no game yet.
    pub fn open(name: &str, token_auth: bool) -> Table {
        Table::open_with(name, token_auth, "")
    }

    /// As [`Table::open`], with more configuration (`[time]`, `[reminders]`).
    pub fn open_with(name: &str, token_auth: bool, extra: &str) -> Table {
        let dir = TestDir::new(name);
        let mut bot = BotConfig::new(&address("bot"));
        bot.token_auth = token_auth;
        bot.extra = extra.to_string();
        let config = write_config(&dir, "tandem.toml", &bot);
        let daemon = Daemon::start(&config, &dir.join("daemon.log"));
        let db = dir.join("tandem.sqlite3");
        Table { dir, bot, config, db, daemon, white: Player::new("alice"), black: Player::new("bob") }
    }

    /// White challenges Black, Black accepts; checks each mail on the way and
    /// returns the game number once both have the starting position.
    pub fn start_game(&mut self) -> i64 {
        self.start_game_of("chess", " h g f e d c b a")
    }

    /// As [`Table::start_game`] for any two-player variant; `black_files` is
    /// the file-letter line Black sees under the board.
    pub fn start_game_of(&mut self, variant: &str, black_files: &str) -> i64 {
        let bot = self.bot.address.clone();
        let challenge = self.white.write(&bot, "A game?", &format!("new {variant} with {}\n", self.black.address));
        let confirm = self.white.wait_answer(&challenge);
        let game = confirm.game_tag().unwrap_or_else(|| panic!("no [#id] in {}", confirm.subject));
        check_bot_mail(
            &confirm,
            &Expect { bot: &bot, to: &self.white.address, game: Some(game), answers: Some(&challenge.message_id), board: false },
        );
        assert!(confirm.subject.contains("Challenge sent"), "{confirm}");

        let invite = self.black.wait_for("the invitation", |m| m.subject.contains("Invitation"));
        check_bot_mail(&invite, &Expect { bot: &bot, to: &self.black.address, game: Some(game), answers: None, board: false });
        assert!(invite.in_reply_to.is_empty(), "an invitation starts a thread: {invite}");
        assert!(invite.text.contains(&self.white.address) && invite.text.contains("accept"), "{invite}");

        let accept = self.black.reply(&invite, "accept");
        let start_black = self.black.wait_answer(&accept);
        check_bot_mail(
            &start_black,
            &Expect { bot: &bot, to: &self.black.address, game: Some(game), answers: Some(&accept.message_id), board: true },
        );
        assert!(start_black.text.contains("The game has started"), "{start_black}");
        assert!(start_black.text.contains(black_files), "Black sees the board from Black's side: {start_black}");

        let confirm_id = confirm.message_id.clone();
        let start_white = self.white.wait_for("the start of the game", |m| m.in_reply_to.contains(&confirm_id));
        check_bot_mail(
            &start_white,
            &Expect { bot: &bot, to: &self.white.address, game: Some(game), answers: Some(&confirm_id), board: true },
        );
        // The subject names the game as its rules do ("Tandem-84", "Chess").
        assert!(start_white.subject.contains("Your move in "), "White is told to move in the subject: {start_white}");
        game
    }
}

/// The legal turns of `side`: in the two-board games only those on its
/// board (their notation names the board: `A:`, `B:`), as a player of
/// that seat may send them.
pub fn turns_of(game: &tandem::rules::Game, side: tandem::rules::Side) -> Vec<tandem::rules::Turn> {
    use tandem::rules::Variant;
    let pos = game.position();
    let turns = pos.legal_turns();
    if !matches!(game.variant(), Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync) {
        return turns;
    }
    let label = format!("{}:", (b'A' + side.board) as char);
    let names = pos.turn_notations(&turns);
    let on_board: Vec<_> = turns.iter().zip(&names).filter(|(_, n)| n.starts_with(&label)).map(|(t, _)| *t).collect();
    if on_board.is_empty() {
        turns
    } else {
        on_board
    }
}

/// The PGN (or BPGN) attached to `m`.
pub fn pgn_of(m: &Mail) -> String {
    let (_, _, body) = m.attachments.iter().find(|(n, _, _)| n.ends_with("pgn")).unwrap_or_else(|| panic!("no PGN attached: {m}"));
    String::from_utf8(body.clone()).expect("PGN is text")
}

/// What python-chess's `script` prints, given `pgn` written to `dir` as its
/// argument; `None` (the reason printed) when python3 or python-chess is
/// missing (tests/run.sh installs them). Fails when the script does.
pub fn python_chess(suite: &str, dir: &TestDir, pgn: &str, script: &str) -> Option<String> {
    let file = dir.join("python-chess.pgn");
    std::fs::write(&file, pgn).expect("write the PGN");
    let out = match Command::new("python3").args(["-c", script]).arg(&file).output() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{suite}: python3 not found ({e}): the PGN is not checked by python-chess");
            return None;
        }
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.contains("No module named 'chess'") {
        eprintln!("{suite}: python-chess is not installed (tests/run.sh installs it): the PGN is not checked by it");
        return None;
    }
    assert!(out.status.success(), "python-chess cannot read the PGN: {stderr}\n{pgn}");
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}
