//! Mail from the open internet, through the real binary: malformed,
//! hostile and abusive mails sorted before a legitimate one. Whatever they
//! hold, the bot must not panic, not retry them in a loop, not answer
//! bounces and auto-replies, answer each mail at most once, keep its store
//! consistent, record why it set a mail aside, and answer the legitimate
//! mail behind them. Over the Maildir default (`serve --once`, `serve`,
//! `deliver`) and over the real Dovecot and Postfix (`serve`).

use crate::common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::*;

const BOT: &str = "tandem@example.test";

/// What the bot must do with a mail of the corpus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// One answer to its sender.
    Answer,
    /// No answer at all (bounce, auto-reply, a sender nobody can answer).
    Silence,
}

struct Case {
    name: &'static str,
    raw: Vec<u8>,
    /// Where an answer would go (a fresh address per case, so answers can
    /// be counted), when there is a usable sender.
    sender: Option<String>,
    expect: Expect,
    /// The inbound outcome it must be recorded with, when that is certain.
    outcome: Option<&'static str>,
}

fn mail(from_header: &str, extra_headers: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from_header}\r\nTo: {BOT}\r\nSubject: test\r\nDate: Sun, 22 Nov 2026 10:00:00 +0000\r\nMessage-ID: <{}@players.invalid>\r\n{extra_headers}\r\n{body}\r\n",
        random_hex()
    )
    .into_bytes()
}

fn sender(tag: &str) -> String {
    format!("{tag}-{}@players.invalid", &random_hex()[..8])
}

fn answered(name: &'static str, tag: &str, make: impl FnOnce(&str) -> Vec<u8>) -> Case {
    let s = sender(tag);
    Case { name, raw: make(&s), sender: Some(s), expect: Expect::Answer, outcome: None }
}

fn silent(name: &'static str, tag: &str, outcome: Option<&'static str>, make: impl FnOnce(&str) -> Vec<u8>) -> Case {
    let s = sender(tag);
    Case { name, raw: make(&s), sender: Some(s), expect: Expect::Silence, outcome }
}

fn set_aside(name: &'static str, raw: Vec<u8>) -> Case {
    Case { name, raw, sender: None, expect: Expect::Silence, outcome: Some("set-aside") }
}

/// The stoppers, the first part of the hostile corpus: each one used to
/// stop the bot.
fn stoppers() -> Vec<Case> {
    vec![
        answered("message-id-without-at", "mid", |s| {
            format!("From: {s}\r\nTo: {BOT}\r\nSubject: hi\r\nMessage-ID: <noatsign>\r\n\r\nhelp\r\n").into_bytes()
        }),
        answered("in-reply-to-without-at", "irt", |s| mail(s, "In-Reply-To: <noatsign>\r\nReferences: <also-none> <x@y>\r\n", "help")),
        set_aside("from-without-at", mail("alice", "", "help")),
        set_aside("from-only-domain", mail("\"@example.org\"", "", "help")),
        set_aside("from-double-at", mail("alice@@example.org", "", "help")),
        set_aside("from-zero-width-space", mail("alice\u{200b}@example.org", "", "help")),
        answered("challenge-to-double-at", "dbl", |s| mail(s, "", "new chess with bob@@example.org")),
        answered("challenge-to-zero-width", "zw", |s| mail(s, "", "new chess with bob\u{200b}@example.org")),
        Case {
            name: "nul-and-non-utf8-in-headers",
            raw: {
                let mut m = b"From: ali\0ce@example.org\r\nTo: tandem@example.test\r\nSubject: \xff\xfe\0x\r\nMessage-ID: <\xc3\x28@x>\r\n\r\nhelp\r\n".to_vec();
                m.extend_from_slice(b"\0\0\xff");
                m
            },
            sender: None,
            expect: Expect::Silence,
            outcome: Some("set-aside"),
        },
        answered("sql-looking", "sql", |s| {
            mail(
                &format!("\"x'); DROP TABLE games;--\" <{s}>"),
                "",
                "new chess with bob'; DROP TABLE players;--@example.org\ngame 1; DELETE FROM inbound",
            )
        }),
    ]
}

/// The rest of the hostile corpus.
fn the_rest() -> Vec<Case> {
    let mut cases = vec![
        set_aside("empty-file", Vec::new()),
        set_aside("only-garbage", b"\xff\xfe\x00\x01 not a mail at all \x00".to_vec()),
        answered("header-flood", "flood", |s| {
            let flood: String = (0..20_000).map(|i| format!("X-Flood-{i}: {}\r\n", "v".repeat(40))).collect();
            mail(s, &flood, "help")
        }),
        answered("deep-mime-nesting", "deep", |s| {
            let depth = 300;
            let mut body = String::new();
            for i in 0..depth {
                body.push_str(&format!("--b{i}\r\nContent-Type: multipart/mixed; boundary=\"b{}\"\r\n\r\n", i + 1));
            }
            body.push_str(&format!("--b{depth}\r\nContent-Type: text/plain\r\n\r\nhelp\r\n"));
            for i in (0..=depth).rev() {
                body.push_str(&format!("--b{i}--\r\n"));
            }
            mail(s, "MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"b0\"\r\n", &body)
        }),
        answered("invalid-charset", "charset", |s| {
            let mut m = mail(
                s,
                "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=x-no-such-charset-999\r\nContent-Transfer-Encoding: 8bit\r\n",
                "",
            );
            m.extend_from_slice(b"h\xe9lp \xff\xfe\r\nhelp\r\n");
            m
        }),
        answered("hundred-thousand-lines", "lines", |s| mail(s, "", &"help\r\n".repeat(100_000))),
        answered("hundred-thousand-char-move", "longmove", |s| mail(s, "", &"e".repeat(100_000))),
        answered("ten-megabytes", "big", |s| mail(s, "", &"e4".repeat(5_000_000))),
        answered("amplifier", "amp", |s| {
            let mut body = "help\r\n".repeat(500);
            for i in 0..500 {
                body.push_str(&format!("new chess with target{i}@victims.invalid\r\n"));
            }
            mail(s, "", &body)
        }),
        answered("challenge-to-bot-subaddress", "sub", |s| mail(s, "", "new chess with tandem+foo@example.test")),
        answered("challenge-to-bot-itself", "self", |s| mail(s, "", "new chess with TANDEM@example.test")),
        silent("bounce-return-path-space", "rp", Some("ignored-auto"), |s| mail(s, "Return-Path: < >\r\n", "help")),
        silent("bounce-report", "dsn", Some("ignored-auto"), |s| {
            mail(
                s,
                "MIME-Version: 1.0\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=\"r\"\r\n",
                "--r\r\nContent-Type: text/plain\r\n\r\nhelp\r\n--r\r\nContent-Type: message/delivery-status\r\n\r\nStatus: 5.0.0\r\n--r--",
            )
        }),
        silent("bounce-nested-status", "dsn2", Some("ignored-auto"), |s| {
            mail(
                s,
                "MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"r\"\r\n",
                "--r\r\nContent-Type: text/plain\r\n\r\nhelp\r\n--r\r\nContent-Type: message/delivery-status\r\n\r\nStatus: 5.0.0\r\n--r--",
            )
        }),
        silent("bounce-failed-recipients", "xfr", Some("ignored-auto"), |s| mail(s, "X-Failed-Recipients: x@y.invalid\r\n", "help")),
        silent("auto-replied", "ooo", Some("ignored-auto"), |s| mail(s, "Auto-Submitted: auto-replied\r\n", "help")),
        silent("bulk", "bulk", Some("ignored-auto"), |s| mail(s, "Precedence: bulk\r\n", "help")),
    ];
    for (i, robot) in ["MAILER-DAEMON", "postmaster", "Mail-Daemon"].into_iter().enumerate() {
        cases.push(Case {
            name: "bounce-from-robot",
            raw: mail(&format!("Mail Delivery System <{robot}@{i}.players.invalid>"), "", "help"),
            sender: Some(format!("{}@{i}.players.invalid", robot.to_ascii_lowercase())),
            expect: Expect::Silence,
            outcome: Some("ignored-auto"),
        });
    }
    cases
}

/// The mail that must be answered after all the others.
fn legitimate() -> Case {
    answered("legitimate", "carol", |s| mail(&format!("Carol <{s}>"), "", "help"))
}

/// Puts the cases into `inbox/new`, named so that they sort in order and
/// the legitimate mail comes last.
fn drop_into_maildir(dir: &TestDir, cases: &[Case]) {
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join("inbox").join(sub)).expect("maildir");
    }
    for (i, c) in cases.iter().enumerate() {
        std::fs::write(dir.join("inbox/new").join(format!("{:04}-{}.eml", i, c.name)), &c.raw).expect("write a mail");
    }
}

/// Runs `tandem ARGS`, failing the test if it takes longer than `limit` (a
/// retry loop) or panics; (success, stderr).
fn run_bounded(config: &Path, args: &[&str], stdin: Option<&[u8]>, limit: Duration) -> (bool, String) {
    let log = config.with_file_name(format!("run-{}.log", random_hex()));
    let mut child = Command::new(TANDEM)
        .args(args)
        .arg("--config")
        .arg(config)
        .env("TANDEM_LOG", "info")
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).expect("log"))
        .spawn()
        .expect("run tandem");
    if let Some(bytes) = stdin {
        use std::io::Write;
        // The bot may stop reading early (it does not for now): ignore EPIPE.
        let _ = child.stdin.take().expect("stdin").write_all(bytes);
    }
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            let log = std::fs::read_to_string(&log).unwrap_or_default();
            let tail: String = log.lines().rev().take(20).collect::<Vec<_>>().join("\n");
            panic!("tandem {args:?} still ran after {limit:?} (a retry loop?); last log lines, newest first:\n{tail}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(!log.contains("panicked"), "tandem {args:?} panicked:\n{log}");
    (status.success(), log)
}

/// What the store says became of the corpus, checked against each case.
fn check_outcomes(db: &Path, cases: &[Case]) {
    let integrity = query_strings(db, "PRAGMA integrity_check", &[]);
    assert_eq!(integrity, vec!["ok"], "the store is damaged");
    let broken = query_strings(db, "SELECT \"table\" FROM pragma_foreign_key_check", &[]);
    assert!(broken.is_empty(), "foreign keys broken in {broken:?}");
    let recorded = query_count(db, "SELECT count(*) FROM inbound", &[]);
    assert_eq!(recorded, cases.len() as i64, "every mail is recorded once");
    let unreasoned = query_count(
        db,
        "SELECT count(*) FROM inbound WHERE outcome IN ('set-aside', 'ignored-auto', 'rejected') AND coalesce(detail, '') = ''",
        &[],
    );
    assert_eq!(unreasoned, 0, "a mail set aside, ignored or refused says why");

    let mut answered_to = Vec::new();
    for c in cases {
        if let Some(s) = &c.sender {
            let n = outbox_count_to(db, s);
            match c.expect {
                Expect::Answer => assert_eq!(n, 1, "{}: exactly one answer to {s}", c.name),
                Expect::Silence => assert_eq!(n, 0, "{}: no answer to {s}", c.name),
            }
            answered_to.push(s.clone());
        }
        if let (Some(outcome), Some(s)) = (c.outcome, &c.sender) {
            let got = query_strings(db, "SELECT outcome FROM inbound WHERE from_addr = ?1", &[s]);
            assert_eq!(got, vec![outcome.to_string()], "{}", c.name);
        }
    }
    // Nobody else got mail: no invitations to third parties, no answers to
    // addresses nobody can read.
    let all: Vec<String> = query_strings(db, "SELECT to_addr FROM outbox", &[]);
    for to in &all {
        assert!(answered_to.contains(to), "mail to {to}, who wrote nothing");
    }
    let set_aside = cases.iter().filter(|c| c.outcome == Some("set-aside") && c.sender.is_none()).count() as i64;
    let recorded_aside = query_count(db, "SELECT count(*) FROM inbound WHERE outcome = 'set-aside'", &[]);
    assert!(recorded_aside >= set_aside, "{recorded_aside} mails set aside, expected at least {set_aside}");
    // An answer is never much larger than the bot's own words.
    let largest = query_count(db, "SELECT coalesce(max(length(raw)), 0) FROM outbox_bodies", &[]);
    assert!(largest < 64 * 1024, "an answer of {largest} bytes");
}

#[test]
fn serve_once_over_maildir_handles_the_whole_hostile_corpus() {
    let dir = TestDir::new("hostile-once");
    let config = maildir_config(&dir, BOT);
    let mut cases = stoppers();
    cases.extend(the_rest());
    cases.push(legitimate());
    drop_into_maildir(&dir, &cases);
    let (ok, log) = run_bounded(&config, &["serve", "--once"], None, Duration::from_secs(120));
    assert!(ok, "serve --once failed:\n{log}");
    let left: Vec<_> = std::fs::read_dir(dir.join("inbox/new")).expect("inbox").flatten().map(|e| e.file_name()).collect();
    assert!(left.is_empty(), "mail left in the inbox: {left:?}");
    check_outcomes(&dir.join("tandem.sqlite3"), &cases);
    assert!(!log.contains("not handled for now"), "nothing was retried:\n{log}");

    // The legitimate mail's answer is the help text, threaded under it.
    let carol = cases.last().and_then(|c| c.sender.clone()).expect("carol");
    let answer = query_strings(
        &dir.join("tandem.sqlite3"),
        "SELECT b.raw FROM outbox o JOIN outbox_bodies b ON b.outbox_id = o.id WHERE o.to_addr = ?1",
        &[&carol],
    );
    assert!(answer[0].contains("help") || answer[0].contains("How to play"), "{}", answer[0]);
    // The amplifier got one answer saying which limit it hit.
    let amp = cases.iter().find(|c| c.name == "amplifier").and_then(|c| c.sender.clone()).expect("amp");
    let refusal = query_strings(&dir.join("tandem.sqlite3"), "SELECT detail FROM inbound WHERE from_addr = ?1", &[&amp]);
    assert!(refusal[0].contains("at most 20"), "{refusal:?}");
    let big = cases.iter().find(|c| c.name == "ten-megabytes").and_then(|c| c.sender.clone()).expect("big");
    let refusal = query_strings(&dir.join("tandem.sqlite3"), "SELECT detail FROM inbound WHERE from_addr = ?1", &[&big]);
    assert!(refusal[0].contains("mails of up to 2.0 MB"), "{refusal:?}");
}

#[test]
fn serve_over_maildir_answers_the_mail_behind_the_stoppers() {
    let dir = TestDir::new("hostile-serve");
    let config = maildir_config(&dir, BOT);
    let db = dir.join("tandem.sqlite3");
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let mut cases = stoppers();
    cases.push(legitimate());
    drop_into_maildir(&dir, &cases);
    let carol = cases.last().and_then(|c| c.sender.clone()).expect("carol");
    let deadline = Instant::now() + WAIT;
    while try_query_strings(&db, "SELECT count(*) FROM outbox WHERE to_addr = ?1 AND sent_at IS NOT NULL", &[&carol])
        .ok()
        .and_then(|v| v.first().cloned())
        != Some("1".into())
    {
        daemon.assert_running();
        assert!(Instant::now() < deadline, "the legitimate mail was not answered in {WAIT:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
    // A few more passes: the bad mails must not come back.
    std::thread::sleep(Duration::from_secs(3));
    daemon.assert_running();
    let log = daemon.log_text();
    assert!(!log.contains("not handled for now"), "a mail was retried:\n{log}");
    assert!(!log.contains("panicked"), "{log}");
    check_outcomes(&db, &cases);
    assert!(std::fs::read_dir(dir.join("inbox/new")).expect("inbox").next().is_none(), "mail left in the inbox");
}

#[test]
fn deliver_handles_each_hostile_mail_once_and_exits() {
    let dir = TestDir::new("hostile-deliver");
    let config = maildir_config(&dir, BOT);
    let mut cases = stoppers();
    cases.extend(the_rest().into_iter().filter(|c| c.name != "hundred-thousand-lines"));
    cases.push(legitimate());
    for c in &cases {
        let (ok, log) = run_bounded(&config, &["deliver"], Some(&c.raw), Duration::from_secs(30));
        // An empty mail is an operator's mistake (nothing on stdin): an error, no panic.
        assert!(ok || c.raw.is_empty(), "deliver failed for {}:\n{log}", c.name);
    }
    let real: Vec<Case> = cases.into_iter().filter(|c| !c.raw.is_empty()).collect();
    check_outcomes(&dir.join("tandem.sqlite3"), &real);
}

/// One sender (forged or not) over the hourly allowance: one notice, then
/// silence, however many mails follow.
#[test]
fn a_flood_from_one_sender_gets_one_notice_then_silence() {
    let dir = TestDir::new("hostile-flood");
    let config = maildir_config(&dir, BOT);
    let victim = sender("victim");
    let cases: Vec<Case> = (0..30)
        .map(|_| Case { name: "flood", raw: mail(&victim, "", "help"), sender: None, expect: Expect::Silence, outcome: None })
        .collect();
    drop_into_maildir(&dir, &cases);
    let (ok, log) = run_bounded(&config, &["serve", "--once"], None, Duration::from_secs(60));
    assert!(ok, "{log}");
    let db = dir.join("tandem.sqlite3");
    assert_eq!(outbox_count_to(&db, &victim), 21, "20 answers and one notice");
    let notice = query_strings(
        &db,
        "SELECT b.raw FROM outbox o JOIN outbox_bodies b ON b.outbox_id = o.id WHERE o.to_addr = ?1 ORDER BY o.id DESC LIMIT 1",
        &[&victim],
    );
    assert!(notice[0].contains("not read until"), "{}", notice[0]);
    assert_eq!(query_count(&db, "SELECT count(*) FROM inbound WHERE outcome = 'throttled'", &[]), 10);
}

/// The hostile corpus over the real stack: the stoppers, then a player's
/// mail, in the bot's IMAP INBOX; the player's answer arrives through
/// Postfix.
#[test]
fn serve_over_imap_answers_the_mail_behind_the_stoppers() {
    if !stack("hostile_mail") {
        return;
    }
    let dir = TestDir::new("hostile-imap");
    let bot = BotConfig::new(&address("bot"));
    let config = write_config(&dir, "tandem.toml", &bot);
    let db = dir.join("tandem.sqlite3");
    let mut player = Player::new("dora");
    let mut raws: Vec<Vec<u8>> = stoppers().into_iter().map(|c| c.raw).collect();
    let hello = Draft::new(&player.address, &bot.address, "hello", "help");
    raws.push(hello.to_raw());
    imap_append(&bot.address, "INBOX", &raws);
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let answer = player.wait_answer(&hello);
    assert!(answer.text.contains("help") || answer.text.contains("How to play"), "{answer}");
    std::thread::sleep(Duration::from_secs(3));
    daemon.assert_running();
    let log = daemon.log_text();
    assert!(!log.contains("not handled for now"), "a mail was retried:\n{log}");
    assert_eq!(query_count(&db, "SELECT count(*) FROM inbound", &[]), raws.len() as i64, "every mail recorded once");
    assert!(query_count(&db, "SELECT count(*) FROM inbound WHERE outcome = 'set-aside' AND detail <> ''", &[]) >= 4);
    assert!(folder_contents(&bot.address, "INBOX").is_empty(), "mail left in the INBOX");
}

/// A failure of the bot's own resources (here the operator's help template,
/// broken at render time) puts off that one mail, with growing delays; the
/// mail behind it is answered at once, and the mail put off is answered
/// once the resource is back.
#[test]
fn a_failing_resource_delays_one_mail_and_blocks_none() {
    let dir = TestDir::new("hostile-retry");
    let config = maildir_config(&dir, BOT);
    let templates = dir.join("templates");
    std::fs::create_dir_all(&templates).expect("templates dir");
    std::fs::write(templates.join("help.txt"), "Subject: Help\n{{ no_such_function() }}\n").expect("broken template");
    std::fs::write(
        &config,
        std::fs::read_to_string(&config).expect("config") + &format!("[templates]\ndir = \"{}\"\n", templates.display()),
    )
    .expect("config");
    let db = dir.join("tandem.sqlite3");
    let helpless = answered("help-with-broken-template", "helpless", |s| mail(s, "", "help"));
    let rules = answered("rules", "rules", |s| mail(s, "", "rules chess"));
    let cases = vec![helpless, rules];
    drop_into_maildir(&dir, &cases);
    let (first, second) = (cases[0].sender.clone().expect("sender"), cases[1].sender.clone().expect("sender"));

    // serve --once: the first mail is tried once and stays for the next run.
    let (ok, log) = run_bounded(&config, &["serve", "--once"], None, Duration::from_secs(60));
    assert!(ok, "{log}");
    assert_eq!(outbox_count_to(&db, &second), 1, "the mail behind was answered");
    assert_eq!(outbox_count_to(&db, &first), 0);
    assert_eq!(log.matches("not handled for now").count(), 1, "tried once in this run:\n{log}");
    assert!(log.contains("stay in the inbox for the next run"), "{log}");
    assert_eq!(std::fs::read_dir(dir.join("inbox/new")).expect("inbox").count(), 1, "the mail stays waiting");

    // serve: tried again and again, further apart each time.
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    // From its first try, however long the start took.
    let start = std::time::Instant::now();
    while !daemon.log_text().contains("not handled for now") {
        assert!(start.elapsed() < Duration::from_secs(30), "no first try in 30 s:\n{}", daemon.log_text());
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_secs(8));
    daemon.assert_running();
    let tries = daemon.log_text().matches("not handled for now").count();
    assert!((3..=5).contains(&tries), "1 and after 1, 2, 4 s: {tries} tries in 8 s\n{}", daemon.log_text());
    daemon.kill();

    // The operator repairs the template: the next run answers the mail.
    std::fs::remove_file(templates.join("help.txt")).expect("repair");
    let (ok, log) = run_bounded(&config, &["serve", "--once"], None, Duration::from_secs(60));
    assert!(ok, "{log}");
    assert_eq!(outbox_count_to(&db, &first), 1, "answered once the template works");
    assert_eq!(query_count(&db, "SELECT count(*) FROM inbound", &[]), 2);
}
