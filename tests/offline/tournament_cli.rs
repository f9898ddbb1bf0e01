//! The operator's tournament commands through the real binary, on the
//! Maildir default: `tandem tournaments`, `tandem tournament N` (the
//! entrants with their addresses, the crosstable the players get, the games
//! in play) and `tandem tournament N --cancel` (games aborted, every
//! entrant told by mail at once), and their answers to a wrong number.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::*;

const BOT: &str = "bot@example.org";

/// Drops `body` from `from` into the inbox and lets the bot handle it.
fn mail(dir: &TestDir, cfg: &Path, n: usize, from: &str, body: &str) {
    let raw = format!("From: {from}\r\nTo: {BOT}\r\nSubject: x\r\nMessage-ID: <{n}@players.example.org>\r\n\r\n{body}\r\n");
    std::fs::write(dir.join("inbox/new").join(format!("{n}.eml")), raw).expect("a mail");
    let out = Command::new(TANDEM).args(["serve", "--once", "--config"]).arg(cfg).env("TANDEM_LOG", "warn").output().expect("serve --once");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// The bot's mails in the outbox so far, as (recipient, text).
fn outbox(dir: &TestDir) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir.join("outbox/new")).expect("the outbox") {
        let raw = std::fs::read(e.expect("an entry").path()).expect("a mail");
        let text = String::from_utf8_lossy(&raw).to_string();
        let to = text.lines().find_map(|l| l.strip_prefix("To: ")).unwrap_or("").trim().to_string();
        out.push((to, text));
    }
    out
}

#[test]
fn the_operator_lists_shows_and_calls_off_tournaments() {
    let dir = TestDir::new("tournament-cli");
    let cfg = maildir_config(&dir, BOT);
    let (a, b, c) = ("ann@example.org", "ben@example.org", "cat@example.org");
    mail(&dir, &cfg, 1, "org@example.org", "tournament new chess \"Club Night\" players 3-4 days 30");
    for (i, p) in [a, b, c].iter().enumerate() {
        mail(&dir, &cfg, 2 + i, p, "join 1");
    }
    mail(&dir, &cfg, 5, a, "name Ann");
    mail(&dir, &cfg, 6, "org@example.org", "start 1");
    let (ok, list) = tandem_cli(&cfg, &["tournaments"]);
    assert!(ok, "{list}");
    assert!(list.contains("#1") && list.contains("Club Night") && list.contains("running") && list.contains("org@example.org"), "{list}");

    let (ok, shown) = tandem_cli(&cfg, &["tournament", "#1"]);
    assert!(ok, "{shown}");
    assert!(shown.contains("1. Ann <ann@example.org>") && shown.contains("be…@example.org <ben@example.org>"), "{shown}");
    assert!(shown.contains("after 0 of 3 games:") && shown.contains("|*|.|.|"), "the crosstable: {shown}");
    assert!(shown.contains("games in play:") && shown.contains("to move"), "{shown}");

    let (ok, cancelled) = tandem_cli(&cfg, &["tournament", "1", "--cancel"]);
    assert!(ok, "{cancelled}");
    assert!(cancelled.contains("tournament #1 called off") && cancelled.contains("sent"), "{cancelled}");
    let sent = outbox(&dir);
    for p in [a, b, c] {
        assert!(
            sent.iter().any(|(to, text)| to == p && text.contains("called off") && text.contains("operator")),
            "{p} is told: {:?}",
            sent.iter().map(|(t, _)| t).collect::<Vec<_>>()
        );
    }
    let (ok, shown) = tandem_cli(&cfg, &["tournament", "1"]);
    assert!(ok && shown.contains("cancelled"), "{shown}");
    let (ok, again) = tandem_cli(&cfg, &["tournament", "1", "--cancel"]);
    assert!(!ok && again.contains("cancelled already"), "{again}");
    let (ok, none) = tandem_cli(&cfg, &["tournament", "9"]);
    assert!(!ok && none.contains("there is no tournament #9"), "{none}");
    let (_, games) = tandem_cli(&cfg, &["games"]);
    assert_eq!(games.matches("aborted").count(), 3, "every game of the section: {games}");
}
