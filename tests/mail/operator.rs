//! The operator's side of a deployed bot, through the real binary on a real
//! SQLite file: the commands that read the store (and say where they looked
//! when there is none), `status`, `backup` while the daemon writes,
//! `deliver` with the exit codes of a mail delivery agent, SIGTERM, and mail
//! that keeps failing: set aside, the operator told, run again.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::*;
use tandem::rules::Variant;

const BOT: &str = "tandem@example.test";

fn run(args: &[&str], cwd: &Path) -> Output {
    Command::new(TANDEM).args(args).current_dir(cwd).env("TANDEM_LOG", "warn").env_remove("TANDEM_CONFIG").output().expect("run tandem")
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

/// A challenge from a fresh sender, as a file in the Maildir inbox.
fn drop_mail(dir: &TestDir, n: usize, body: &str) -> String {
    let from = format!("player{n}-{}@example.org", &random_hex()[..8]);
    let raw = format!("From: {from}\r\nTo: {BOT}\r\nSubject: hi\r\nMessage-ID: <m{n}-{}@example.org>\r\n\r\n{body}\r\n", random_hex());
    let tmp = dir.join(&format!("inbox/tmp/{n}.eml"));
    std::fs::write(&tmp, raw).expect("write");
    std::fs::rename(&tmp, dir.join(&format!("inbox/new/{n:05}.eml"))).expect("publish");
    from
}

fn files_in(dir: &Path) -> usize {
    std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0)
}

fn wait_until(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_operator_commands_need_a_store_and_say_where_they_looked() {
    let dir = TestDir::new("operator-nostore");
    for args in [&["games"][..], &["status"], &["show", "3"], &["backup", "copy.sqlite3"], &["set-aside"]] {
        let o = run(args, &dir.path);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let t = text(&o);
        assert!(t.contains("there is no store at tandem-data/tandem.sqlite3"), "{args:?}: {t}");
        assert!(t.contains("--config FILE") && t.contains("TANDEM_CONFIG"), "{args:?}: {t}");
    }
    assert!(!dir.join("tandem-data").exists(), "looking must not create a store");
}

#[test]
fn every_argument_has_help_and_the_variants_are_listed() {
    let dir = TestDir::new("operator-help");
    let commands = ["perft", "moves", "show", "serve", "deliver", "check-config", "games", "status", "backup", "set-aside"];
    for name in commands {
        let help = text(&run(&[name, "--help"], &dir.path));
        // Each argument line of the Arguments/Options lists has words after it.
        let mut in_list = false;
        for line in help.lines() {
            if line.ends_with(':') && !line.starts_with(' ') {
                in_list = matches!(line, "Arguments:" | "Options:");
                continue;
            }
            let trimmed = line.trim_start();
            if in_list && (trimmed.starts_with('-') || trimmed.starts_with('<') || trimmed.starts_with('[')) && line.starts_with("  ") {
                let words = trimmed.split("  ").filter(|w| !w.trim().is_empty()).count();
                assert!(words >= 2, "`{name} --help`: no help text for `{trimmed}`\n{help}");
            }
        }
        let uses_config = !matches!(name, "perft" | "moves");
        assert_eq!(help.contains("--config <FILE>"), uses_config, "`{name} --help`:\n{help}");
        if matches!(name, "perft" | "moves" | "show") {
            for v in Variant::ALL {
                assert!(help.contains(v.name()), "`{name} --help` does not list {}:\n{help}", v.name());
            }
        }
    }
    let show = text(&run(&["show", "--help"], &dir.path));
    assert!(show.contains("<VARIANT|GAME>") && show.contains("number of a stored game"), "{show}");
}

#[test]
fn status_shows_the_games_the_outbox_and_the_last_pass() {
    let dir = TestDir::new("operator-status");
    let config = maildir_config(&dir, BOT);
    let cfg = config.to_str().unwrap();
    drop_mail(&dir, 1, "new chess with bob@example.org");
    let o = run(&["serve", "--once", "--config", cfg], &dir.path);
    assert!(o.status.success(), "{}", text(&o));
    drop_mail(&dir, 2, "help");
    let o = run(&["status", "--config", cfg], &dir.path);
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("(schema "), "{t}");
    assert!(t.contains("inbox:      1 mail(s) waiting"), "{t}");
    assert!(t.contains("games:      0 active, 1 waiting for acceptance, 0 over"), "{t}");
    assert!(t.contains("outbox:     0 to send; 0 given up"), "{t}");
    assert!(t.contains("set aside:  0 mail(s)"), "{t}");
    assert!(t.contains("failing:    none"), "{t}");
    let last = t.lines().find(|l| l.starts_with("last pass:")).expect("a last pass line");
    assert!(last.contains(" UTC (") && last.contains("ago)"), "{t}");
}

#[test]
fn backup_copies_the_store_while_the_daemon_writes() {
    let dir = TestDir::new("operator-backup");
    let config = maildir_config(&dir, BOT);
    let cfg = config.to_str().unwrap();
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    for n in 0..40 {
        drop_mail(&dir, n, &format!("new chess with friend{n}@example.org"));
    }
    let db = dir.join("tandem.sqlite3");
    wait_until("the daemon at work", Duration::from_secs(30), || try_query_strings(&db, "SELECT count(*) FROM games", &[]).is_ok());
    // Backups while the mail is handled, each a whole store.
    let mut copies = Vec::new();
    for i in 0..3 {
        let copy = dir.join(&format!("backup-{i}.sqlite3"));
        let o = run(&["backup", copy.to_str().unwrap(), "--config", cfg], &dir.path);
        assert!(o.status.success(), "{}", text(&o));
        assert!(text(&o).contains("written to"), "{}", text(&o));
        copies.push(copy);
    }
    wait_until("every challenge", Duration::from_secs(60), || query_count(&db, "SELECT count(*) FROM games", &[]) == 40);
    let last = dir.join("backup-last.sqlite3");
    assert!(run(&["backup", last.to_str().unwrap(), "--config", cfg], &dir.path).status.success());
    daemon.assert_running();
    daemon.kill();
    for copy in copies.iter().chain([&last]) {
        assert_eq!(query_strings(copy, "PRAGMA integrity_check", &[]), ["ok"], "{}", copy.display());
        assert!(!copy.with_file_name(format!("{}.partial", copy.file_name().unwrap().to_string_lossy())).exists());
    }
    // The last copy is the store: a config pointing at it lists the same games.
    let restored = dir.join("restored.toml");
    std::fs::write(&restored, format!("[bot]\naddress = \"{BOT}\"\n[store]\npath = \"{}\"\n", last.display())).unwrap();
    let listed = text(&run(&["games", "--config", restored.to_str().unwrap()], &dir.path));
    let original = text(&run(&["games", "--config", cfg], &dir.path));
    assert_eq!(listed, original);
    assert_eq!(listed.lines().count(), 40, "{listed}");
    // An existing file is never overwritten.
    let o = run(&["backup", last.to_str().unwrap(), "--config", cfg], &dir.path);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("exists already"), "{}", text(&o));
}

/// `tandem deliver` with its input, its exit code and its one line on stderr.
fn deliver(config: &Path, raw: &[u8]) -> (Option<i32>, String) {
    use std::io::Write;
    let mut child = Command::new(TANDEM)
        .args(["deliver", "--config"])
        .arg(config)
        .env_remove("TANDEM_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("deliver");
    child.stdin.take().unwrap().write_all(raw).unwrap();
    let out = child.wait_with_output().expect("deliver");
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn one_line(stderr: &str) -> &str {
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one line on stderr: {stderr:?}");
    assert!(!stderr.contains("{ ") && !stderr.contains("Sqlite("), "no Rust debug output: {stderr}");
    lines[0]
}

#[test]
fn deliver_exits_0_when_handled_and_75_when_the_store_is_busy() {
    let dir = TestDir::new("operator-deliver");
    let config = maildir_config(&dir, BOT);
    let challenge = b"From: ann@example.org\r\nTo: tandem@example.test\r\nSubject: game\r\nMessage-ID: <c1@example.org>\r\n\r\nnew chess with bob@example.org\r\n";
    let (code, err) = deliver(&config, challenge);
    assert_eq!(code, Some(0), "{err}");
    assert!(one_line(&err).starts_with("tandem deliver: applied (game #1)"), "{err}");
    let (code, err) = deliver(&config, challenge);
    assert_eq!(code, Some(0), "{err}");
    assert!(one_line(&err).starts_with("tandem deliver: duplicate"), "{err}");

    // Another process holds the store's write lock past the bot's patience.
    let db = dir.join("tandem.sqlite3");
    let lock = rusqlite::Connection::open(&db).unwrap();
    lock.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let accept =
        b"From: bob@example.org\r\nTo: tandem@example.test\r\nSubject: Re: [#1] game\r\nMessage-ID: <a1@example.org>\r\n\r\naccept\r\n";
    let (code, err) = deliver(&config, accept);
    assert_eq!(code, Some(75), "EX_TEMPFAIL: {err}");
    assert_eq!(
        one_line(&err),
        "tandem deliver: not handled now: the store is locked by another process (a running `tandem serve`?); \
         the mail server will deliver the mail again"
    );
    lock.execute_batch("ROLLBACK").unwrap();
    drop(lock);
    assert_eq!(query_count(&db, "SELECT count(*) FROM inbound WHERE message_id = 'a1@example.org'", &[]), 0);

    // The MTA delivers it again: handled once.
    let (code, err) = deliver(&config, accept);
    assert_eq!(code, Some(0), "{err}");
    assert!(one_line(&err).starts_with("tandem deliver: applied (game #1)"), "{err}");
    assert_eq!(query_strings(&db, "SELECT status FROM games WHERE id = 1", &[]), ["active"]);

    let (code, err) = deliver(&config, b"");
    assert_eq!(code, Some(66), "EX_NOINPUT: {err}");
}

/// Writes a config whose `invitation.txt` fails at render time: a failure of
/// the bot's own resources, tried again until `attempts` and then set aside.
fn broken_invitation(dir: &TestDir, config: &Path, attempts: u32, operator: &str) -> PathBuf {
    let templates = dir.join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    std::fs::write(templates.join("invitation.txt"), "Subject: Invitation\n{{ no_such_function() }}\n").unwrap();
    let text = std::fs::read_to_string(config)
        .unwrap()
        .replace(&format!("address = \"{BOT}\"\n"), &format!("address = \"{BOT}\"\noperator = \"{operator}\"\n"))
        + &format!("[templates]\ndir = \"{}\"\n[limits]\nattempts_before_set_aside = {attempts}\n", templates.display());
    std::fs::write(config, text).unwrap();
    templates.join("invitation.txt")
}

#[test]
fn a_mail_that_keeps_failing_is_set_aside_the_operator_told_and_it_runs_again() {
    let dir = TestDir::new("operator-set-aside");
    let config = maildir_config(&dir, BOT);
    let cfg = config.to_str().unwrap();
    let broken = broken_invitation(&dir, &config, 2, "ops@example.org");
    let db = dir.join("tandem.sqlite3");
    let from = drop_mail(&dir, 1, "new chess with bob@example.org");

    // First run: one failed attempt, the mail stays.
    assert!(run(&["serve", "--once", "--config", cfg], &dir.path).status.success());
    assert_eq!(files_in(&dir.join("inbox/new")), 1);
    let status = text(&run(&["status", "--config", cfg], &dir.path));
    assert!(status.contains("failing:    1 mail(s) not handled for now") && status.contains("1 attempt(s)"), "{status}");
    // Second run: the limit; set aside, the sender and the operator told.
    let o = run(&["serve", "--once", "--config", cfg], &dir.path);
    assert!(o.status.success(), "{}", text(&o));
    assert_eq!(files_in(&dir.join("inbox/new")), 0);
    assert_eq!(files_in(&dir.join("set-aside/new")), 1, "kept in the set-aside Maildir");
    assert_eq!(outbox_count_to(&db, &from), 1, "the sender hears that nothing was applied");
    assert_eq!(outbox_count_to(&db, "ops@example.org"), 1, "the operator is told");
    let to_ops = std::fs::read_dir(dir.join("outbox/new"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .find(|m| m.contains("Delivered-To: ops@example.org"))
        .expect("the operator's mail");
    assert!(to_ops.contains("Mail set aside") && to_ops.contains("tandem set-aside"), "{to_ops}");
    assert_eq!(query_count(&db, "SELECT count(*) FROM games", &[]), 0, "nothing applied");
    let status = text(&run(&["status", "--config", cfg], &dir.path));
    assert!(status.contains("set aside:  1 mail(s)") && status.contains("failing:    none"), "{status}");

    let listing = text(&run(&["set-aside", "--config", cfg], &dir.path));
    let key = listing.lines().next().expect("a key").trim().to_string();
    assert!(key.starts_with("maildir:"), "{listing}");
    assert!(listing.contains(&from) && listing.contains("not handled after 2 attempts"), "{listing}");
    let o = run(&["set-aside", "--retry", "maildir:nonesuch", "--config", cfg], &dir.path);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("no set-aside mail"), "{}", text(&o));

    // The operator repairs the template and runs the mail again.
    std::fs::remove_file(&broken).unwrap();
    let o = run(&["set-aside", "--retry", &key, "--config", cfg], &dir.path);
    assert!(o.status.success(), "{}", text(&o));
    assert_eq!(files_in(&dir.join("set-aside/new")), 0);
    assert!(run(&["serve", "--once", "--config", cfg], &dir.path).status.success());
    assert_eq!(query_count(&db, "SELECT count(*) FROM games", &[]), 1, "the challenge is applied now");
    assert_eq!(outbox_count_to(&db, "bob@example.org"), 1, "bob is invited");
    assert_eq!(text(&run(&["set-aside", "--config", cfg], &dir.path)).trim(), "no mail is set aside");
}

#[test]
fn deliver_sets_aside_a_mail_after_the_attempts_and_exits_0() {
    let dir = TestDir::new("operator-deliver-set-aside");
    let config = maildir_config(&dir, BOT);
    broken_invitation(&dir, &config, 2, "ops@example.org");
    let raw = b"From: ann@example.org\r\nTo: tandem@example.test\r\nSubject: game\r\nMessage-ID: <c2@example.org>\r\n\r\nnew chess with bob@example.org\r\n";
    let (code, err) = deliver(&config, raw);
    assert_eq!(code, Some(75), "{err}");
    let (code, err) = deliver(&config, raw);
    assert_eq!(code, Some(0), "{err}");
    assert!(one_line(&err).starts_with("tandem deliver: set aside: not handled after 2 attempts"), "{err}");
    assert_eq!(files_in(&dir.join("set-aside/new")), 1);
    // Listed under the key the log has, with the copy kept for it.
    let entries = listing(&config);
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert!(entries[0].0.starts_with("stdin:"), "{entries:?}");
    assert!(entries[0].1.starts_with("from: ann@example.org  subject: game  message-id: <c2@example.org>\n"), "{entries:?}");
    assert!(entries[0].1.contains("\nkept: maildir:"), "{entries:?}");
    assert_eq!(set_aside_count(&config), 1);
}

fn sigterm(pid: u32) {
    // SAFETY: kill(2) on our own child.
    assert_eq!(unsafe { libc::kill(pid as i32, libc::SIGTERM) }, 0);
}

#[test]
fn sigterm_finishes_the_mail_in_hand_and_exits_0() {
    let dir = TestDir::new("operator-sigterm");
    let config = maildir_config(&dir, BOT);
    let db = dir.join("tandem.sqlite3");
    let senders: Vec<String> = (0..600).map(|n| drop_mail(&dir, n, &format!("new chess with friend{n}@example.org"))).collect();
    let log = dir.join("daemon.log");
    let mut child = Command::new(TANDEM)
        .args(["serve", "--config"])
        .arg(&config)
        .env("TANDEM_LOG", "info")
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("serve");
    // Mid-batch: some answers are out, most of the mail is waiting.
    wait_until("the first answers", Duration::from_secs(60), || files_in(&dir.join("outbox/new")) > 0);
    sigterm(child.id());
    let status = child.wait().unwrap();
    let log_text = std::fs::read_to_string(&log).unwrap();
    assert_eq!(status.code(), Some(0), "{log_text}");
    assert!(log_text.contains("SIGTERM") && log_text.contains("stopped"), "{log_text}");
    let handled = query_count(&db, "SELECT count(*) FROM inbound", &[]) as usize;
    assert!(handled < senders.len(), "stopped before the end ({handled} handled)");
    assert_eq!(files_in(&dir.join("inbox/new")), senders.len() - handled, "what was handled left the inbox, nothing else");

    // The next run does the rest: every mail handled once, answered once.
    let o = run(&["serve", "--once", "--config", config.to_str().unwrap()], &dir.path);
    assert!(o.status.success(), "{}", text(&o));
    assert_eq!(query_count(&db, "SELECT count(*) FROM inbound", &[]) as usize, senders.len());
    for s in &senders {
        assert_eq!(outbox_count_to(&db, s), 1, "one answer to {s}");
    }
    let rows = query_count(&db, "SELECT count(*) FROM outbox", &[]) as usize;
    assert_eq!(files_in(&dir.join("outbox/new")), rows, "each queued mail written once");

    // Waiting for mail, it stops at once.
    let mut child = Command::new(TANDEM)
        .args(["serve", "--config"])
        .arg(&config)
        .env("TANDEM_LOG", "info")
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("serve");
    wait_until("the daemon runs", Duration::from_secs(30), || {
        std::fs::read_to_string(&log).unwrap_or_default().contains("tandem is running")
    });
    // Its first pass (an empty inbox, an empty outbox) is over by then; half
    // a poll interval (1 s) later it waits between passes, whatever the load
    // (a signal at exactly 1 s met the next pass on a busy machine).
    std::thread::sleep(Duration::from_millis(1500));
    let asked = Instant::now();
    sigterm(child.id());
    assert_eq!(child.wait().unwrap().code(), Some(0));
    assert!(asked.elapsed() < Duration::from_secs(2), "stopped at once while idle");
    assert!(std::fs::read_to_string(&log).unwrap().contains("nothing in hand"));
}

/// Over the real Dovecot and Postfix: a mail that keeps failing goes to the
/// IMAP folder `Set-aside` (never deleted), `set-aside` lists it from there
/// and `--retry` puts it back in the INBOX, where the running bot answers it.
#[test]
fn over_imap_set_aside_mail_is_kept_in_its_folder_and_runs_again() {
    if !stack("operator") {
        return;
    }
    let dir = TestDir::new("operator-imap-set-aside");
    let bot = address("bot");
    let templates = dir.join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    let broken = templates.join("help.txt");
    std::fs::write(&broken, "Subject: Help\n{{ no_such_function() }}\n").unwrap();
    let mut cfg = BotConfig::new(&bot);
    cfg.extra = format!("[templates]\ndir = \"{}\"\n[limits]\nattempts_before_set_aside = 2\n", templates.display());
    let config = write_config(&dir, "tandem.toml", &cfg);
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let mut ann = Player::new("ann");
    let asked = ann.write(&bot, "how?", "help");
    let notice = ann.wait_answer(&asked);
    assert!(notice.text.contains("could not be handled"), "{notice}");
    let kept = folder_contents(&bot, "Set-aside");
    assert_eq!(kept.iter().map(|m| m.message_id.as_str()).collect::<Vec<_>>(), [asked.message_id.as_str()]);
    assert!(folder_contents(&bot, "INBOX").is_empty());

    let (ok, listing) = tandem_cli(&config, &["set-aside"]);
    assert!(ok, "{listing}");
    assert!(listing.starts_with("imap:") && listing.contains(":Set-aside") && listing.contains(&ann.address), "{listing}");
    assert!(listing.contains("not handled after 2 attempts"), "{listing}");
    // The operator repairs the template and restarts the bot (templates are
    // read at start), then runs the mail again.
    std::fs::remove_file(&broken).unwrap();
    daemon.kill();
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let (ok, out) = tandem_cli(&config, &["set-aside", "--retry", "all"]);
    assert!(ok, "{out}");
    let help = ann.wait_for("the help, once the template works", |m| m.subject.contains("How to play"));
    assert!(help.text.contains("accept"), "{help}");
    assert!(folder_contents(&bot, "Set-aside").is_empty());
    daemon.assert_running();
}

/// A backlog larger than one fetch (100 from a Maildir) is handled batch
/// after batch, without waiting for the poll between them: neither the
/// Maildir poll nor IDLE announces mail that was already there.
#[test]
fn serve_works_through_a_backlog_without_waiting_for_the_poll() {
    let dir = TestDir::new("operator-backlog");
    let config = maildir_config(&dir, BOT);
    let slow = std::fs::read_to_string(&config).unwrap().replace("poll_interval_secs = 1", "poll_interval_secs = 600");
    std::fs::write(&config, slow).unwrap();
    let db = dir.join("tandem.sqlite3");
    for n in 0..350 {
        drop_mail(&dir, n, &format!("new chess with friend{n}@example.org"));
    }
    let started = Instant::now();
    let mut daemon = Daemon::start(&config, &dir.join("daemon.log"));
    // Seconds on an idle machine; a wait for the poll would take 10 minutes.
    wait_until("all 350 mails handled", Duration::from_secs(300), || {
        try_query_strings(&db, "SELECT count(*) FROM inbound", &[]).is_ok_and(|n| n == ["350"])
    });
    assert!(started.elapsed() < Duration::from_secs(300), "four fetches, no 600 s poll in between");
    daemon.assert_running();
}

// ----- set-aside mail that cannot be read whole -----

/// A mail the bot sets aside for what it is, and what the listing shows of
/// it: From, Subject and Message-ID (`(none)` where there is none), and
/// words of the reason.
struct Unreadable {
    name: &'static str,
    raw: Vec<u8>,
    from: String,
    subject: String,
    message_id: String,
    why: &'static str,
}

/// Such mail lacking each header in turn, binary garbage and a bare line;
/// `tag` keeps the Message-IDs unique per test.
fn unreadable_corpus(tag: &str) -> Vec<Unreadable> {
    let garbage: Vec<u8> = (0u32..3000).map(|i| (i.wrapping_mul(2_654_435_761) >> 11) as u8 | 0x80).collect();
    let none = || "(none)".to_string();
    vec![
        Unreadable {
            name: "1-no-from",
            raw: format!("To: {BOT}\r\nSubject: who am I\r\nMessage-ID: <s3-{tag}@example.org>\r\n\r\nhelp\r\n").into_bytes(),
            from: none(),
            subject: "who am I".into(),
            message_id: format!("<s3-{tag}@example.org>"),
            why: "no From: address",
        },
        Unreadable {
            name: "2-no-subject",
            raw: format!("From: ann@@example.org\r\nTo: {BOT}\r\nMessage-ID: <s4-{tag}@example.org>\r\n\r\nhelp\r\n").into_bytes(),
            from: "ann@@example.org".into(),
            subject: none(),
            message_id: format!("<s4-{tag}@example.org>"),
            why: "the sender cannot be answered",
        },
        Unreadable {
            name: "3-no-message-id",
            raw: format!("From: ann@@example.org\r\nTo: {BOT}\r\nSubject: no id {tag}\r\n\r\nhelp\r\n").into_bytes(),
            from: "ann@@example.org".into(),
            subject: format!("no id {tag}"),
            message_id: none(),
            why: "the sender cannot be answered",
        },
        Unreadable { name: "4-garbage", raw: garbage, from: none(), subject: none(), message_id: none(), why: "no From: address" },
        Unreadable {
            name: "5-bare-line",
            raw: format!("a bare line {tag}\n").into_bytes(),
            from: none(),
            subject: none(),
            message_id: none(),
            why: "not a mail message",
        },
    ]
}

/// `tandem set-aside`'s listing: (key, its indented lines).
fn listing(config: &Path) -> Vec<(String, String)> {
    let (ok, out) = tandem_cli(config, &["set-aside"]);
    assert!(ok, "{out}");
    let mut entries: Vec<(String, String)> = Vec::new();
    for line in out.lines().filter(|l| !l.trim().is_empty() && *l != "no mail is set aside") {
        match line.strip_prefix("    ") {
            Some(detail) => entries.last_mut().expect("a key first").1.push_str(&format!("{detail}\n")),
            None => entries.push((line.to_string(), String::new())),
        }
    }
    entries
}

fn set_aside_count(config: &Path) -> usize {
    let (ok, out) = tandem_cli(config, &["status"]);
    assert!(ok, "{out}");
    let line = out.lines().find(|l| l.starts_with("set aside:")).unwrap_or_else(|| panic!("{out}"));
    line.split_whitespace().nth(2).and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{line}"))
}

/// Each corpus mail is listed once with what its header says, and status
/// counts what the listing lists.
fn assert_listed(config: &Path, corpus: &[Unreadable]) -> Vec<(String, String)> {
    let entries = listing(config);
    assert_eq!(entries.len(), corpus.len(), "{entries:#?}");
    assert_eq!(set_aside_count(config), entries.len(), "status and the listing disagree");
    for Unreadable { name, from, subject, message_id, why, .. } in corpus {
        let header = format!("from: {from}  subject: {subject}  message-id: {message_id}\n");
        let found: Vec<&(String, String)> = entries.iter().filter(|(_, d)| d.starts_with(&header) && d.contains(why)).collect();
        assert_eq!(found.len(), 1, "{name}: {header:?} ({why}) in {entries:#?}");
        assert!(found[0].1.contains("\nwhen: ") && !found[0].1.contains("no record"), "{name}: {found:?}");
    }
    entries
}

#[test]
fn set_aside_mail_is_listed_with_what_its_header_says_and_retry_forgets_it() {
    let dir = TestDir::new("operator-unreadable");
    let config = maildir_config(&dir, BOT);
    let cfg = config.to_str().unwrap();
    let tag = random_hex();
    let corpus = unreadable_corpus(&tag);
    for m in &corpus {
        std::fs::write(dir.join(&format!("inbox/new/{}", m.name)), &m.raw).unwrap();
    }
    assert!(run(&["serve", "--once", "--config", cfg], &dir.path).status.success());
    let entries = assert_listed(&config, &corpus);
    assert_eq!(files_in(&dir.join("set-aside/new")), corpus.len());
    // The Message-ID of a mail without a sender is kept where it was read.
    let db = dir.join("tandem.sqlite3");
    let outcome = query_strings(&db, "SELECT outcome FROM inbound WHERE message_id = ?1", &[&format!("s3-{tag}@example.org")]);
    assert_eq!(outcome, ["set-aside"]);

    // Run the first one again: it is forgotten, listed and counted no more ...
    let key = &entries.iter().find(|(_, d)| d.contains("subject: who am I")).expect("listed").0;
    let o = run(&["set-aside", "--retry", key, "--config", cfg], &dir.path);
    assert!(o.status.success(), "{}", text(&o));
    assert_eq!(listing(&config).len(), corpus.len() - 1);
    assert_eq!(set_aside_count(&config), corpus.len() - 1);
    // ... and once set aside again, counted and listed once.
    assert!(run(&["serve", "--once", "--config", cfg], &dir.path).status.success());
    assert_listed(&config, &corpus);
}

/// Mail in an IMAP mailbox, as an IMAP server holds it.
fn imap_count(user: &str, folder: &str) -> usize {
    let mut s = imap_login(user);
    let n = match s.examine(folder) {
        Ok(_) => s.uid_search("ALL").expect("UID SEARCH").len(),
        Err(_) => 0,
    };
    let _ = s.logout();
    n
}

/// The same over the real IMAP folder: the copy in `Set-aside` has a UID of
/// its own, and the listing finds it for each record.
#[test]
fn over_imap_unreadable_mail_is_listed_from_its_records_and_runs_again() {
    if !stack("operator") {
        return;
    }
    let dir = TestDir::new("operator-imap-unreadable");
    let bot = address("bot");
    let config = write_config(&dir, "tandem.toml", &BotConfig::new(&bot));
    let mut corpus = unreadable_corpus(&random_hex());
    for m in corpus.iter_mut().filter(|m| m.raw.is_ascii()) {
        m.raw = String::from_utf8_lossy(&m.raw).replace(BOT, &bot).into_bytes();
    }
    imap_append(&bot, "INBOX", &corpus.iter().map(|m| m.raw.clone()).collect::<Vec<_>>());
    let (ok, out) = tandem_cli(&config, &["serve", "--once"]);
    assert!(ok, "{out}");
    assert_eq!((imap_count(&bot, "INBOX"), imap_count(&bot, "Set-aside")), (0, corpus.len()));
    let entries = assert_listed(&config, &corpus);
    for (key, detail) in &entries {
        assert!(key.starts_with("imap:") && key.ends_with(":INBOX"), "the key the log has: {key}");
        assert!(detail.contains("kept: imap:") && detail.contains(":Set-aside"), "{key}: {detail}");
    }
    let key = &entries.iter().find(|(_, d)| d.contains("subject: who am I")).expect("listed").0;
    let (ok, out) = tandem_cli(&config, &["set-aside", "--retry", key]);
    assert!(ok, "{out}");
    assert_eq!((imap_count(&bot, "INBOX"), imap_count(&bot, "Set-aside")), (1, corpus.len() - 1));
    assert_eq!((listing(&config).len(), set_aside_count(&config)), (corpus.len() - 1, corpus.len() - 1));
    let (ok, out) = tandem_cli(&config, &["serve", "--once"]);
    assert!(ok, "{out}");
    assert_listed(&config, &corpus);
}

// ----- files, logs and exit codes -----

fn mode(path: &Path) -> String {
    let o = Command::new("stat").args(["-c", "%a"]).arg(path).output().expect("stat");
    String::from_utf8_lossy(&o.stdout).trim().to_string()
}

/// Runs `tandem ARGS` under `umask 000`, as a careless caller would.
fn run_umask_000(args: &[&str], cwd: &Path) -> std::process::Child {
    Command::new("sh")
        .arg("-c")
        .arg("umask 000; exec \"$0\" \"$@\"")
        .arg(TANDEM)
        .args(args)
        .current_dir(cwd)
        .env("TANDEM_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("sh")
}

/// The store, its WAL and shared-memory files and every backup are the
/// owner's alone (they hold the players' secret reply addresses), even
/// when the caller's umask would let anyone read them.
#[test]
fn the_store_its_side_files_and_backups_are_mode_0600() {
    let dir = TestDir::new("operator-modes");
    let config = maildir_config(&dir, BOT);
    let cfg = config.to_str().unwrap();
    drop_mail(&dir, 1, "new chess with bob@example.org");
    let mut daemon = run_umask_000(&["serve", "--config", cfg], &dir.path);
    let db = dir.join("tandem.sqlite3");
    let (wal, shm) = (dir.join("tandem.sqlite3-wal"), dir.join("tandem.sqlite3-shm"));
    wait_until("the store and its side files", Duration::from_secs(30), || {
        wal.exists() && shm.exists() && try_query_strings(&db, "SELECT count(*) FROM games", &[]).is_ok_and(|n| n == ["1"])
    });
    for f in [&db, &wal, &shm] {
        assert_eq!(mode(f), "600", "{}", f.display());
    }
    let copy = dir.join("copy.sqlite3");
    let backup = run_umask_000(&["backup", copy.to_str().unwrap(), "--config", cfg], &dir.path).wait_with_output().unwrap();
    assert!(backup.status.success());
    // The copy is written as copy.sqlite3.partial and renamed: one file, one mode.
    assert_eq!(mode(&copy), "600");
    assert!(!dir.join("copy.sqlite3.partial").exists());
    let _ = daemon.kill();
    let _ = daemon.wait();
}

/// Under systemd (JOURNAL_STREAM names standard error) the log lines carry
/// the journal's priority and no time of their own; anywhere else they keep
/// their timestamps, also with JOURNAL_STREAM inherited from a parent.
#[test]
fn under_the_journal_log_lines_have_a_priority_and_no_timestamp() {
    use std::os::unix::fs::MetadataExt;
    let dir = TestDir::new("operator-journal");
    let config = maildir_config(&dir, BOT);
    drop_mail(&dir, 1, "help");
    let serve = |journal_of: Option<&Path>, log: &Path| {
        let file = std::fs::File::create(log).unwrap();
        let mut cmd = Command::new(TANDEM);
        cmd.args(["serve", "--once", "--config"]).arg(&config).env("TANDEM_LOG", "info").stderr(file);
        if let Some(p) = journal_of {
            let m = std::fs::metadata(p).unwrap();
            cmd.env("JOURNAL_STREAM", format!("{}:{}", m.dev(), m.ino()));
        }
        assert!(cmd.status().unwrap().success());
        std::fs::read_to_string(log).unwrap()
    };
    let journal = dir.join("journal.log");
    std::fs::File::create(&journal).unwrap();
    let lines = serve(Some(&journal), &journal);
    assert!(lines.lines().any(|l| l.starts_with("<6> INFO tandem::bot: applied")), "{lines}");
    assert!(lines.lines().all(|l| l.starts_with('<') && !l.contains("Z ")), "{lines}");
    drop_mail(&dir, 2, "help");
    let elsewhere = serve(Some(&journal), &dir.join("plain.log"));
    let stamped = elsewhere.lines().find(|l| l.contains("applied")).unwrap_or_else(|| panic!("{elsewhere}"));
    assert!(stamped.starts_with("20") && stamped.contains("Z  INFO"), "{elsewhere}");
}

// ----- logins the mail servers refuse -----

/// Log lines of `log` that contain `words`.
fn log_lines<'a>(log: &'a str, words: &str) -> Vec<&'a str> {
    log.lines().filter(|l| l.contains(words)).collect()
}

/// The time at the start of a log line.
fn log_time(line: &str) -> chrono::DateTime<chrono::Utc> {
    let stamp = line.split_whitespace().next().unwrap_or_default();
    chrono::DateTime::parse_from_rfc3339(stamp).unwrap_or_else(|e| panic!("{line}: {e}")).with_timezone(&chrono::Utc)
}

/// A wrong IMAP password against the real Dovecot: one ERROR line, then
/// tries further apart each time (here from 1 s: `login_retry_secs`), one
/// mail to the operator, `status` says since when (without one more
/// login); `check-config` with the right password clears it.
#[test]
fn a_refused_imap_login_backs_off_tells_the_operator_once_and_shows_in_status() {
    if !stack("operator") {
        return;
    }
    let dir = TestDir::new("operator-imap-login");
    let bot = address("bot");
    let mut ops = Player::new("ops");
    let mut cfg = BotConfig::new(&bot);
    cfg.extra = String::new();
    let config = write_config(&dir, "tandem.toml", &cfg);
    let good = std::fs::read_to_string(&config).unwrap();
    let wrong = good
        .replacen(&format!("password = \"{PASSWORD}\""), "password = \"not-the-password\"\nlogin_retry_secs = 1", 1)
        .replace("name = \"tandem test bot\"", &format!("name = \"tandem test bot\"\noperator = \"{}\"", ops.address));
    std::fs::write(&config, &wrong).unwrap();
    let log = dir.join("daemon.log");
    let mut daemon = Daemon::start(&config, &log);
    let refused = |log: &str| log_lines(log, "server refuses the login").len() + log_lines(log, "server still refuses the login").len();
    wait_until("three refused logins", Duration::from_secs(30), || refused(&daemon.log_text()) >= 3);
    let text = daemon.log_text();
    let errors = log_lines(&text, " ERROR ");
    assert_eq!(errors.len(), 1, "one ERROR line: {text}");
    assert!(errors[0].contains("the IMAP server refuses the login") && errors[0].contains("next try in 1 s"), "{text}");
    let warns = log_lines(&text, "the IMAP server still refuses the login");
    assert!(warns[0].contains("2 attempts") && warns[0].contains("next try in 2 s"), "{text}");
    assert!(warns[1].contains("3 attempts") && warns[1].contains("next try in 4 s"), "{text}");
    // Between two tries, the wait (and the server's own delay for a wrong password).
    let times: Vec<_> = [errors[0], warns[0], warns[1]].into_iter().map(log_time).collect();
    assert!(times[2] - times[1] >= chrono::TimeDelta::seconds(2), "{text}");
    daemon.assert_running();

    let (ok, status) = tandem_cli(&config, &["status"]);
    assert!(ok, "{status}");
    assert!(
        status.contains("login:      the mailbox (IMAP) refuses the login since") && status.contains("AUTHENTICATIONFAILED"),
        "{status}"
    );
    assert!(status.contains("inbox:      not looked at: the mailbox refuses the login"), "{status}");
    let told = ops.wait_for("the operator's notice", |m| m.subject.contains("The IMAP server refuses the login"));
    assert!(told.text.contains("tandem check-config") && !told.text.contains("not-the-password"), "{told}");
    assert!(!text.contains("not-the-password"), "the password in the log");
    daemon.kill();
    ops.assert_no_new_mail("one notice for the refusals");

    // Fixed: check-config logs in, and the refusal is over.
    std::fs::write(&config, wrong.replace("not-the-password", PASSWORD)).unwrap();
    let (_, out) = tandem_cli(&config, &["check-config"]);
    assert!(out.contains("login: the IMAP login refusal noted by the daemon is cleared"), "{out}");
    let (_, status) = tandem_cli(&config, &["status"]);
    assert!(status.contains("login:      no refusal noted") && status.contains("inbox:      0 mail(s) waiting"), "{status}");
}

/// A wrong SMTP password: the answers wait in the outbox without counting
/// attempts (none is given up), `status` says so, and they go once the
/// password is right.
#[test]
fn a_refused_smtp_login_holds_the_outbox_without_spending_its_attempts() {
    if !stack("operator") {
        return;
    }
    let dir = TestDir::new("operator-smtp-login");
    let bot = address("bot");
    let config = write_config(&dir, "tandem.toml", &BotConfig::new(&bot));
    let good = std::fs::read_to_string(&config).unwrap();
    let login = |password: &str| format!("[smtp]\nuser = \"{bot}\"\npassword = \"{password}\"\nlogin_retry_secs = 1\n");
    let with = |password: &str| good.replacen("[smtp]\n", &login(password), 1).replace("max_attempts = 50", "max_attempts = 2");
    std::fs::write(&config, with("not-the-password")).unwrap();
    let log = dir.join("daemon.log");
    let mut daemon = Daemon::start(&config, &log);
    let mut ann = Player::new("ann");
    let asked = ann.write(&bot, "hello", "help");
    let db = dir.join("tandem.sqlite3");
    assert_eq!(wait_recorded(&db, &asked.message_id), "applied");
    wait_until("three refused SMTP logins", Duration::from_secs(30), || {
        log_lines(&daemon.log_text(), "the SMTP server still refuses the login").len() >= 2
    });
    let text = daemon.log_text();
    assert_eq!(log_lines(&text, " ERROR ").len(), 1, "{text}");
    // More refusals than max_attempts (2), and the answer is neither tried nor given up.
    let row = query_strings(
        &db,
        "SELECT attempts || ' ' || coalesce(sent_at, 'unsent') || ' ' || coalesce(next_attempt_at, 'given up') FROM outbox",
        &[],
    );
    assert_eq!(row.len(), 1);
    assert!(row[0].starts_with("0 unsent 20"), "{row:?}");
    let (_, status) = tandem_cli(&config, &["status"]);
    assert!(
        status.contains("login:      the SMTP server refuses the login since")
            && status.contains("outbox:     1 to send, the oldest queued")
            && status.contains("; 0 given up"),
        "{status}"
    );
    daemon.kill();

    std::fs::write(&config, with(PASSWORD)).unwrap();
    let daemon = Daemon::start(&config, &log);
    let answer = ann.wait_answer(&asked);
    assert!(answer.subject.contains("How to play") || answer.text.contains("accept"), "{answer}");
    wait_until("the refusal noted as over", Duration::from_secs(10), || {
        tandem_cli(&config, &["status"]).1.contains("login:      no refusal noted")
    });
    assert!(daemon.log_text().contains("the SMTP server takes the login again"));
}
