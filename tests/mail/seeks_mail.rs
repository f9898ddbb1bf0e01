//! Seeks over the real mail stack: six players post seeks of
//! several games and ranges by mail to `tandem serve`; from each INBOX we
//! check who was paired with whom (ranges and colours respected), that the
//! listing shows no address, a four-player bughouse game assembled from a
//! team and two singles (everyone told who plays with whom, on which
//! board), and the expiry of the seeks nobody took after a short
//! configured time. Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

/// A clock day of 5 s: seeks expire after 3 of them (15 s); the games'
/// time control (100 days) outlasts the test.
const EXTRA: &str = "[time]\nday_length_secs = 5\n[reminders]\nenabled = false\n[lobby]\nseek_days = 3\n";

#[test]
fn six_players_find_their_games_by_seeks() {
    if !stack("seeks_mail") {
        return;
    }
    let t = Table::open_with("seeks", false, EXTRA);
    let bot = t.bot.address.clone();
    let mut p: Vec<Player> = ["ann", "ben", "cat", "dan", "eve", "fay"].iter().map(|n| Player::new(n)).collect();
    let ask = |pl: &mut Player, line: &str| {
        let d = pl.write(&bot, "lobby", &format!("{line}\n"));
        pl.wait_answer(&d)
    };
    // Everyone is a newcomer (1500?). Ann's range leaves them all out;
    // Ben and Cat both want White; Dan fits Ben's, the oldest that fits.
    let a = ask(&mut p[0], "seek chess days 100 rating 1600-1900");
    assert!(a.subject.contains("Seek #1 is open"), "{a}");
    let b = ask(&mut p[1], "seek chess days 100 as white");
    assert!(b.subject.contains("Seek #2 is open"), "{b}");
    let c = ask(&mut p[2], "seek chess days 100 as white");
    assert!(c.subject.contains("Seek #3 is open"), "{c}");
    let d = ask(&mut p[3], "seek chess days 100");
    assert!(d.text.contains("The game has started") && d.text.contains("seek #2 was taken"), "{d}");
    let ben = p[1].wait_for("the game's first mail", |m| m.text.contains("The game has started"));
    for m in [&d, &ben] {
        let players = m.text.lines().find(|l| l.contains("Players:")).unwrap_or_default().to_string();
        assert!(
            players.contains(&format!("{} (White", p[1].address)) && players.contains(&format!("{} (Black", p[3].address)),
            "Ben White, Dan Black: {m}"
        );
        assert!(m.game_tag() == Some(1) && m.has_board(), "{m}");
    }

    // The listing: the two open chess seeks, by masked address, never an address.
    let list = ask(&mut p[4], "seeks");
    let lines: Vec<&str> = list.text.lines().filter(|l| l.trim_start().starts_with('#')).collect();
    assert_eq!(lines.len(), 2, "{list}");
    assert!(lines[0].starts_with("  #1 Chess") && lines[0].contains("takers 1600-1900"), "{list}");
    assert!(lines[1].starts_with("  #3 Chess") && lines[1].contains("seeker White"), "{list}");
    for pl in &p {
        let shown = format!("{}{}", list.text, list.html.as_deref().unwrap_or(""));
        assert!(!shown.contains(&pl.address), "an address in the listing: {list}");
    }
    assert!(lines[0].contains("an…@example.test"), "{list}");

    // Out of range, and one's own: refused with the reason.
    let r = ask(&mut p[4], "accept seek 1");
    assert!(r.text.contains("seek #1 is for players rated 1600-1900"), "{r}");
    let r = ask(&mut p[2], "accept seek 3");
    assert!(r.text.contains("seek #3 is yours"), "{r}");
    // Eve takes Cat's: Cat asked for White.
    let e = ask(&mut p[4], "accept seek 3");
    assert!(e.text.contains("The game has started"), "{e}");
    let cat = p[2].wait_for("the game's first mail", |m| m.text.contains("The game has started"));
    assert!(cat.text.contains(&format!("{} (White", p[2].address)) && cat.text.contains(&format!("{} (Black", p[4].address)), "{cat}");

    // Bughouse: Fay seeks with Ann as her partner; Ann confirms; Ben and
    // Dan seek alone and are teamed up; the game starts with the fourth.
    let ann = p[0].address.clone();
    let f = ask(&mut p[5], &format!("seek bughouse days 100 with {ann}"));
    assert!(f.text.contains("waits for") && f.text.contains(&p[0].address), "{f}");
    let invite = p[0].wait_for("the partner's invitation", |m| m.text.contains("as their partner"));
    let n = invite.text.split("\"accept seek ").nth(1).and_then(|r| r.split('"').next()).expect("the seek's number").to_string();
    let d = p[0].reply(&invite, &format!("accept seek {n}\n"));
    let confirmed = p[0].wait_answer(&d);
    assert!(confirmed.text.contains(&format!("Your seek #{n} is open")), "{confirmed}");
    p[5].wait_for("the partner's confirmation", |m| m.subject.contains("your partner confirmed"));
    let b = ask(&mut p[1], "seek bughouse days 100");
    assert!(b.text.contains("is open"), "{b}");
    let last = ask(&mut p[3], "seek bughouse days 100");
    assert!(last.text.contains("The game has started"), "{last}");
    for i in [0, 1, 5] {
        let m = p[i].wait_for("the bughouse game's first mail", |m| m.text.contains("The game has started") && m.text.contains("board A"));
        assert!(m.text.contains("Partners"), "{m}");
    }
    let players = last.text.lines().find(|l| l.contains("Players:")).unwrap_or_default().to_string();
    for (i, seat) in [(5, "White on board A"), (0, "Black on board B"), (1, "Black on board A"), (3, "White on board B")] {
        assert!(players.contains(&format!("{} ({seat}", p[i].address)), "{} should be {seat}: {players}", p[i].address);
    }

    // Ann's chess seek #1 nobody could take: it expires, and she is told.
    let expired = p[0].wait_for("the expiry", |m| m.subject.contains("Seek #1 expired"));
    assert!(expired.text.contains("nobody took it"), "{expired}");
    let list = ask(&mut p[4], "seeks");
    assert!(list.text.contains("Nobody seeks a game right now"), "{list}");
}
