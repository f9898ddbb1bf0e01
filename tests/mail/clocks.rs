//! Clocks end to end: the real `tandem serve` binary against the local
//! Dovecot + Postfix of `tests/mailstack.sh`, with clock days of a few
//! seconds. Players write with lettre over plain SMTP (127.0.0.1:2525) and
//! read their mailboxes with the `imap` crate (plain LOGIN, 127.0.0.1:1143).
//!
//! Without TANDEM_MAILSTACK these tests print why and pass; with
//! TANDEM_MAILSTACK=1 a missing stack is a failure. The same flows with a
//! made-up clock (no waiting) are in `tests/offline/clocks_offline.rs`.

use crate::common::wire;

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDateTime, TimeDelta, Utc};
use lettre::address::Envelope;
use lettre::{SmtpTransport, Transport};
use mail_parser::MessageParser;

const CA: &str = "/etc/mailstack/ca.pem";
const DOMAIN: &str = "example.test";
const TANDEM: &str = env!("CARGO_BIN_EXE_tandem");
const FMT: &str = "%Y-%m-%d %H:%M:%S";

// ----- the stack, the bot -----

/// Whether to run; panics when the stack is required but not there.
fn stack() -> bool {
    let required = std::env::var("TANDEM_MAILSTACK").map(|v| !v.is_empty() && v != "0").unwrap_or(false);
    if !required {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "clocks: SKIPPED (TANDEM_MAILSTACK unset); run `bash tests/mailstack.sh start` and set TANDEM_MAILSTACK=1"
            );
        });
        return false;
    }
    for port in [2525, 1143] {
        if TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), Duration::from_secs(2)).is_err() {
            panic!("TANDEM_MAILSTACK is set but nothing listens on 127.0.0.1:{port}: run `bash tests/mailstack.sh start`");
        }
    }
    assert!(Path::new(CA).exists(), "TANDEM_MAILSTACK is set but {CA} is missing: run `bash tests/mailstack.sh start`");
    true
}

/// Dovecot is restarted by one test: it runs alone, the others together.
static DOVECOT: std::sync::RwLock<()> = std::sync::RwLock::new(());

fn shared_stack() -> std::sync::RwLockReadGuard<'static, ()> {
    DOVECOT.read().unwrap_or_else(|e| e.into_inner())
}

/// Stops Dovecot, waits `down`, starts it again with the same configuration
/// (the test stack's, as `tests/mailstack.sh` wrote it).
fn restart_dovecot(down: Duration) {
    let run = |cmd: &str, args: &[&str]| {
        let status = Command::new(cmd).args(args).status().unwrap_or_else(|e| panic!("{cmd}: {e}"));
        assert!(status.success(), "{cmd} {args:?}: {status}");
    };
    run("doveadm", &["stop"]);
    let gone = Instant::now() + Duration::from_secs(10);
    while TcpStream::connect(("127.0.0.1", 1143)).is_ok() {
        assert!(Instant::now() < gone, "Dovecot does not stop");
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(down);
    run("dovecot", &[]);
    let back = Instant::now() + Duration::from_secs(10);
    while TcpStream::connect(("127.0.0.1", 1143)).is_err() {
        assert!(Instant::now() < back, "Dovecot does not come back");
        std::thread::sleep(Duration::from_millis(100));
    }
    // Postfix's smtpd processes keep their link to Dovecot's auth socket,
    // which the restart broke: new ones, for the tests that come later.
    run("postfix", &["reload"]);
}

fn random_hex() -> String {
    let mut h = RandomState::new().build_hasher();
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos());
    h.write_u32(std::process::id());
    format!("{:012x}", h.finish() & 0xffff_ffff_ffff)
}

/// A test's files: config, database, daemon logs. Kept when the test fails.
struct Bot {
    dir: PathBuf,
    address: String,
    config: PathBuf,
}

impl Bot {
    /// `time` and `reminders` are the bodies of those config sections.
    fn new(name: &str, time: &str, reminders: &str, poll_secs: u64) -> Bot {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("clocks").join(format!("{name}-{}", random_hex()));
        std::fs::create_dir_all(&dir).expect("test directory");
        let address = format!("bot-{}@{DOMAIN}", random_hex());
        let config = dir.join("tandem.toml");
        std::fs::write(
            &config,
            format!(
                r#"[bot]
address = "{address}"
# the players write to the bot's plain address
auth = "none"
[store]
path = "{db}"
[imap]
host = "127.0.0.1"
port = 1143
security = "starttls"
ca_file = "{CA}"
user = "{address}"
password = "secret"
poll_interval_secs = {poll_secs}
idle = true
timeout_secs = 10
[smtp]
host = "127.0.0.1"
port = 2525
security = "starttls"
ca_file = "{CA}"
timeout_secs = 10
[smtp.retry]
backoff_base_secs = 1
backoff_max_secs = 2
[time]
time_format = "{FMT}"
{time}
[reminders]
{reminders}
"#,
                db = dir.join("tandem.sqlite3").display()
            ),
        )
        .expect("write the config");
        Bot { dir, address, config }
    }

    fn start(&self, log: &str) -> Daemon {
        let out = std::fs::File::create(self.dir.join(log)).expect("log file");
        let child = Command::new(TANDEM)
            .args(["serve", "--config"])
            .arg(&self.config)
            .env("TANDEM_LOG", "info")
            .stdin(Stdio::null())
            .stdout(out.try_clone().expect("log"))
            .stderr(out)
            .spawn()
            .expect("start tandem serve");
        Daemon { child, log: self.dir.join(log) }
    }

    /// `tandem serve --once`: handles what waits, sends what is due, exits.
    fn once(&self) -> String {
        let out =
            Command::new(TANDEM).args(["serve", "--once", "--config"]).arg(&self.config).env("TANDEM_LOG", "info").output().expect("run");
        let text = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "serve --once failed:\n{text}");
        text
    }

    /// One value of the bot's database, read-only.
    fn query(&self, sql: &str) -> i64 {
        let conn = rusqlite::Connection::open_with_flags(self.dir.join("tandem.sqlite3"), rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .expect("open the database");
        conn.busy_timeout(Duration::from_secs(10)).expect("busy timeout");
        conn.query_row(sql, [], |r| r.get(0)).expect(sql)
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("test files kept in {}", self.dir.display());
        } else {
            // Every mail the bot composed must be valid on the wire.
            wire::audit_dir(&self.dir);
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// A running `tandem serve`; SIGKILLed when dropped (its log printed if the
/// test fails).
struct Daemon {
    child: Child,
    log: PathBuf,
}

impl Daemon {
    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL, as a crash would.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("--- {} ---\n{log}", self.log.display());
        }
    }
}

// ----- players -----

#[derive(Clone, Debug)]
struct Mail {
    message_id: String,
    subject: String,
    in_reply_to: Option<String>,
    auto_submitted: Option<String>,
    date: DateTime<Utc>,
    text: String,
}

impl Mail {
    /// The time after `prefix` in the text, written in `FMT`.
    fn time_after(&self, prefix: &str) -> DateTime<Utc> {
        let start = self.text.find(prefix).unwrap_or_else(|| panic!("no {prefix:?} in:\n{}", self.text)) + prefix.len();
        let s = self.text.get(start..start + 19).unwrap_or_default();
        NaiveDateTime::parse_from_str(s, FMT).unwrap_or_else(|e| panic!("{s:?}: {e}")).and_utc()
    }
}

struct Player {
    address: String,
    bot: String,
    imap: imap::Session<imap::Connection>,
    seen: u32,
    /// Every mail received, in order.
    inbox: Vec<Mail>,
    /// Message-IDs already returned by `wait_for`.
    claimed: Vec<String>,
    sent: u32,
}

impl Player {
    fn new(name: &str, bot: &Bot) -> Player {
        let address = format!("{name}-{}@{DOMAIN}", random_hex());
        let imap = Player::login(&address);
        Player { address, bot: bot.address.clone(), imap, seen: 0, inbox: Vec::new(), claimed: Vec::new(), sent: 0 }
    }

    fn login(address: &str) -> imap::Session<imap::Connection> {
        let client = imap::ClientBuilder::new("127.0.0.1", 1143).mode(imap::ConnectionMode::Plaintext).connect().expect("IMAP connect");
        let mut imap = client.login(address, "secret").map_err(|e| e.0).expect("IMAP login");
        imap.select("INBOX").expect("select INBOX");
        imap
    }

    /// Writes to the bot, as a reply to `reply_to` when given.
    fn send(&mut self, body: &str, reply_to: Option<&Mail>) {
        self.sent += 1;
        let (subject, threading) = match reply_to {
            Some(m) => (format!("Re: {}", m.subject), format!("In-Reply-To: <{0}>\r\nReferences: <{0}>\r\n", m.message_id)),
            None => ("tandem".to_string(), String::new()),
        };
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <{n}.{r}@players.{DOMAIN}>\r\n{threading}Date: {date}\r\n\
             MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            from = self.address,
            to = self.bot,
            n = self.sent,
            r = random_hex(),
            date = Utc::now().to_rfc2822(),
        );
        let envelope = Envelope::new(Some(self.address.parse().expect("from")), vec![self.bot.parse().expect("to")]).expect("envelope");
        SmtpTransport::builder_dangerous("127.0.0.1").port(2525).build().send_raw(&envelope, raw.as_bytes()).expect("SMTP send");
    }

    /// Fetches new mail into `inbox`; returns how many arrived.
    fn poll(&mut self) -> usize {
        if self.imap.noop().is_err() {
            // Dovecot was restarted: log in again (the UIDs stay valid).
            self.imap = Player::login(&self.address);
        }
        let fetches = self.imap.uid_fetch(format!("{}:*", self.seen + 1), "(UID RFC822)").expect("UID FETCH");
        let mut n = 0;
        for f in fetches.iter() {
            let (Some(uid), Some(raw)) = (f.uid, f.body()) else { continue };
            if uid <= self.seen {
                continue; // `N:*` always names the last message
            }
            self.seen = uid;
            let msg = MessageParser::default().parse(raw).expect("parses");
            let header = |name: &str| msg.header_raw(name).map(|s| s.trim().trim_matches(['<', '>']).to_string());
            self.inbox.push(Mail {
                message_id: msg.message_id().unwrap_or_default().to_string(),
                subject: msg.subject().unwrap_or_default().to_string(),
                in_reply_to: header("In-Reply-To"),
                auto_submitted: header("Auto-Submitted"),
                date: msg.date().and_then(|d| DateTime::from_timestamp(d.to_timestamp(), 0)).expect("Date"),
                text: msg.body_text(0).map(|t| t.replace("\r\n", "\n")).unwrap_or_default(),
            });
            n += 1;
        }
        n
    }

    /// Waits for a mail whose subject contains `what` (case matters) and
    /// that no earlier wait returned.
    fn wait_for(&mut self, what: &str, within: Duration) -> Mail {
        let end = Instant::now() + within;
        loop {
            self.poll();
            if let Some(m) = self.inbox.iter().find(|m| m.subject.contains(what) && !self.claimed.contains(&m.message_id)) {
                self.claimed.push(m.message_id.clone());
                return m.clone();
            }
            assert!(Instant::now() < end, "{}: no mail {what:?} within {within:?}; got {:#?}", self.address, self.subjects());
            std::thread::sleep(Duration::from_millis(250));
        }
    }

    /// Collects mail for `d`.
    fn idle_for(&mut self, d: Duration) {
        let end = Instant::now() + d;
        while Instant::now() < end {
            self.poll();
            std::thread::sleep(Duration::from_millis(250));
        }
        self.poll();
    }

    fn subjects(&self) -> Vec<String> {
        self.inbox.iter().map(|m| m.subject.clone()).collect()
    }

    fn count(&self, what: &str) -> usize {
        self.inbox.iter().filter(|m| m.subject.contains(what)).count()
    }

    fn mails(&self, what: &str) -> Vec<&Mail> {
        self.inbox.iter().filter(|m| m.subject.contains(what)).collect()
    }
}

const WAIT: Duration = Duration::from_secs(20);

/// alice challenges bob with `terms`; bob accepts. Returns when both have
/// the first board.
fn start_game(alice: &mut Player, bob: &mut Player, terms: &str) -> (Mail, Mail) {
    alice.send(&format!("new chess with {} {terms}", bob.address), None);
    let invitation = bob.wait_for("Invitation", WAIT);
    bob.send("accept", Some(&invitation));
    let b = bob.wait_for("Chess against", WAIT);
    let a = alice.wait_for("Chess against", WAIT);
    (a, b)
}

/// A mail dated `at` came on time for `due`: not before it (`Date:` has
/// whole seconds), and within a few seconds after (a time-out waits for a
/// read of the mailbox begun 1.25 s after the deadline; a busy machine
/// takes a second or two more). A wake-up missed waits for the next poll,
/// a minute or ten away.
fn on_time(at: DateTime<Utc>, due: DateTime<Utc>) -> bool {
    at >= due - TimeDelta::seconds(1) && at <= due + TimeDelta::seconds(4)
}

// ----- the tests -----

/// Reminder timing and count, loss on time with both told. The bot polls
/// only every 60 s: the reminders come on time because the daemon's wait is
/// capped at the next due time.
#[test]
fn reminders_then_loss_on_time() {
    if !stack() {
        return;
    }
    let _stack = shared_stack();
    let bot = Bot::new("reminders", "day_length_secs = 5", "first_after_secs = 3\nbefore_deadline_secs = 4", 60);
    let _daemon = bot.start("serve.log");
    let mut alice = Player::new("alice", &bot);
    let mut bob = Player::new("bob", &bot);
    let (_, board) = start_game(&mut alice, &mut bob, "as black days 2"); // bob White, 10 s
    let deadline = board.time_after("You have until ");
    assert!(board.text.contains("Time control: 2 days per move"), "{}", board.text);

    let over = bob.wait_for("Game over", WAIT + Duration::from_secs(10));
    assert!(over.subject.contains("Black wins on time"), "{}", over.subject);
    assert!(over.date >= deadline && on_time(over.date, deadline), "game over at {} for deadline {deadline}", over.date);
    let alice_over = alice.wait_for("Game over", WAIT);
    assert!(alice_over.text.contains("loses on time") && alice_over.text.contains("[Result \"0-1\"]"), "{}", alice_over.text);

    let first = bob.mails("Reminder");
    let last = bob.mails("Last call");
    assert_eq!((first.len(), last.len()), (1, 1), "{:?}", bob.subjects());
    let (first, last) = (first[0], last[0]);
    assert!(on_time(first.date, deadline - TimeDelta::seconds(7)), "first reminder at {}, deadline {deadline}", first.date);
    assert!(on_time(last.date, deadline - TimeDelta::seconds(4)), "last call at {}, deadline {deadline}", last.date);
    assert_eq!(first.auto_submitted.as_deref(), Some("auto-generated"));
    assert_eq!(over.auto_submitted.as_deref(), Some("auto-generated"));
    assert_eq!(first.in_reply_to.as_deref(), Some(board.message_id.as_str()), "threaded under the board");
    assert_eq!(last.in_reply_to.as_deref(), Some(first.message_id.as_str()));
    assert!(first.text.contains(&format!("You have until {}", deadline.format(FMT))), "{}", first.text);

    // Nothing after the end, for anyone.
    let (b, a) = (bob.inbox.len(), alice.inbox.len());
    bob.idle_for(Duration::from_secs(4));
    alice.poll();
    assert_eq!((bob.inbox.len(), alice.inbox.len()), (b, a), "bob: {:?}\nalice: {:?}", bob.subjects(), alice.subjects());
    assert_eq!(alice.count("Reminder") + alice.count("Last call"), 0);
}

/// No reminder once the player moved, none after the game ended.
#[test]
fn no_reminder_after_the_move_or_the_end() {
    if !stack() {
        return;
    }
    let _stack = shared_stack();
    let bot = Bot::new("moved", "day_length_secs = 60", "first_after_secs = 6\nbefore_deadline_secs = 5", 1);
    let _daemon = bot.start("serve.log");
    let mut alice = Player::new("alice", &bot);
    let mut bob = Player::new("bob", &bot);
    let (board, _) = start_game(&mut alice, &mut bob, "days 1"); // alice White
    alice.send("e4", Some(&board));
    let bob_board = bob.wait_for("Your move", WAIT);
    let due = bob_board.time_after("You have until ") - TimeDelta::seconds(54);
    let reminder = bob.wait_for("Reminder", WAIT);
    assert!(on_time(reminder.date, due), "reminder at {}, due {due}", reminder.date);
    // Replying to the reminder reaches the game.
    bob.send("e5", Some(&reminder));
    let alice_board = alice.wait_for("Your move", WAIT);
    assert!(alice_board.text.contains("played 1... e5. Your move."), "{}", alice_board.text);
    alice.send("resign", Some(&alice_board));
    alice.wait_for("Game over", WAIT);
    bob.wait_for("Game over", WAIT);
    // Past alice's first reminder time had the game gone on.
    alice.idle_for(Duration::from_secs(7));
    bob.poll();
    assert_eq!(alice.count("Reminder") + alice.count("Last call"), 0, "{:?}", alice.subjects());
    assert_eq!((bob.count("Reminder"), bob.count("Last call")), (1, 0), "{:?}", bob.subjects());
    assert_eq!(bot.query("SELECT count(*) FROM reminders"), 1);
}

/// `vacation N` moves the deadline by the pause, `vacation off` ends it
/// early; the opponent is told both times; the game is then lost at the
/// new deadline.
#[test]
fn vacation_pauses_and_resumes_the_clock() {
    if !stack() {
        return;
    }
    let _stack = shared_stack();
    // A clock day of 10 s: the vacation ends (about 4 s) within its first day.
    let bot = Bot::new("vacation", "day_length_secs = 10\nvacation_days_per_year = 3", "enabled = false", 1);
    let _daemon = bot.start("serve.log");
    let mut alice = Player::new("alice", &bot);
    let mut bob = Player::new("bob", &bot);
    let (_, board) = start_game(&mut alice, &mut bob, "as black days 2"); // bob White, 20 s
    let d0 = board.time_after("You have until ");

    bob.send("vacation 2", Some(&board));
    let away = bob.wait_for("Vacation until", WAIT);
    let d1 = away.time_after("you now have until ");
    assert_eq!(d1 - d0, TimeDelta::seconds(20), "{}", away.text);
    assert!(away.text.contains("You have 1 of 3 vacation days left"), "{}", away.text);
    let notice = alice.wait_for("is on vacation", WAIT);
    assert_eq!(notice.time_after("they have until "), d1);

    std::thread::sleep(Duration::from_secs(3));
    bob.send("vacation off", Some(&away));
    let back = bob.wait_for("Welcome back", WAIT);
    let d2 = back.time_after("you have until ");
    assert!(d0 + TimeDelta::seconds(2) <= d2 && d2 <= d1 - TimeDelta::seconds(1), "d0 {d0}, d2 {d2}, d1 {d1}");
    assert!(back.text.contains("You have 2 of 3 vacation days left"), "{}", back.text);
    let notice = alice.wait_for("is back", WAIT);
    assert_eq!(notice.time_after("they have until "), d2);

    let over = bob.wait_for("Game over", WAIT + Duration::from_secs(20));
    assert!(over.date >= d2 && on_time(over.date, d2), "game over at {}, deadline {d2} (first {d0})", over.date);
    alice.wait_for("Game over", WAIT);
}

/// The daemon is killed just after a first reminder; `serve --once` sends
/// the last call that fell due meanwhile; a new daemon ends the game. Every
/// mail comes once.
#[test]
fn restart_during_a_reminder_cycle_sends_nothing_twice() {
    if !stack() {
        return;
    }
    let _stack = shared_stack();
    let bot = Bot::new("restart", "day_length_secs = 8", "first_after_secs = 3\nbefore_deadline_secs = 7", 1);
    let mut daemon = bot.start("serve-1.log");
    let mut alice = Player::new("alice", &bot);
    let mut bob = Player::new("bob", &bot);
    let (board, _) = start_game(&mut alice, &mut bob, "days 2"); // alice White, 16 s
    let deadline = board.time_after("You have until ");
    alice.wait_for("Reminder", WAIT);
    daemon.kill();

    // The last call falls due (deadline - 7 s) while no daemon runs.
    let due = deadline - TimeDelta::seconds(6);
    if let Ok(wait) = (due - Utc::now()).to_std() {
        std::thread::sleep(wait);
    }
    let log = bot.once();
    assert!(log.contains("scheduled: reminded white"), "{log}");
    let last = alice.wait_for("Last call", WAIT);
    assert!(last.date < deadline);

    let _daemon = bot.start("serve-2.log");
    alice.wait_for("Game over", WAIT);
    bob.wait_for("Game over", WAIT);
    alice.idle_for(Duration::from_secs(3));
    bob.poll();
    let unique = |p: &Player, what: &str| {
        let mut ids: Vec<&str> = p.mails(what).iter().map(|m| m.message_id.as_str()).collect();
        ids.dedup();
        ids.len()
    };
    for what in ["Reminder", "Last call", "Game over"] {
        assert_eq!(unique(&alice, what), 1, "{what}: {:?}", alice.subjects());
    }
    assert_eq!(unique(&bob, "Game over"), 1, "{:?}", bob.subjects());
    assert_eq!(bob.count("Reminder") + bob.count("Last call"), 0);
    assert_eq!(bot.query("SELECT count(*) FROM reminders"), 3, "first, last call, time-out");
    assert_eq!(bot.query("SELECT count(*) FROM outbox WHERE sent_at IS NULL"), 0);
}

/// With IDLE on and a 10-minute poll, the bot sleeps until the
/// next due moment, and Dovecot's keepalives (`* OK Still here`, every 2 s
/// in the test stack) inside that wait do not push it back: the first
/// reminder, the last call and the time-out each come within seconds of their due time, not at the next poll.
#[test]
fn reminders_come_on_time_while_the_bot_idles() {
    if !stack() {
        return;
    }
    let _stack = shared_stack();
    let bot = Bot::new("idle", "day_length_secs = 10", "first_after_secs = 7\nbefore_deadline_secs = 7", 600);
    let daemon = bot.start("serve.log");
    let mut alice = Player::new("alice", &bot);
    let mut bob = Player::new("bob", &bot);
    let (_, board) = start_game(&mut alice, &mut bob, "as black days 2"); // bob White, 20 s
    let deadline = board.time_after("You have until ");
    let started = deadline - TimeDelta::seconds(20);
    let over = bob.wait_for("Game over", Duration::from_secs(40));
    let first = bob.wait_for("Reminder", WAIT);
    let last = bob.wait_for("Last call", WAIT);
    let check = |what: &str, at: DateTime<Utc>, due: DateTime<Utc>| {
        assert!(on_time(at, due), "{what} at {at}, due {due}\n{}", daemon.log_text());
    };
    check("the first reminder", first.date, started + TimeDelta::seconds(7));
    check("the last call", last.date, deadline - TimeDelta::seconds(7));
    check("the time-out", over.date, deadline);
    assert!(over.subject.contains("Black wins on time"), "{}", over.subject);
}

/// A Dovecot restart in the middle of the bot's wait does not
/// lose the due time: the reminder still comes on time.
#[test]
fn a_server_restart_during_the_wait_does_not_lose_the_reminder() {
    if !stack() {
        return;
    }
    let _alone = DOVECOT.write().unwrap_or_else(|e| e.into_inner());
    let bot = Bot::new("restart", "day_length_secs = 10", "first_after_secs = 12\nbefore_deadline_secs = 0", 600);
    let daemon = bot.start("serve.log");
    let mut alice = Player::new("alice", &bot);
    let mut bob = Player::new("bob", &bot);
    let (_, board) = start_game(&mut alice, &mut bob, "as black days 3"); // bob White, 30 s
    let started = board.time_after("You have until ") - TimeDelta::seconds(30);
    std::thread::sleep(Duration::from_secs(2));
    restart_dovecot(Duration::from_secs(3));
    let first = bob.wait_for("Reminder", Duration::from_secs(30));
    let due = started + TimeDelta::seconds(12);
    assert!(on_time(first.date, due), "reminder at {}, due {due}\n{}", first.date, daemon.log_text());
}
