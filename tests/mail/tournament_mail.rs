//! A tournament by mail, end to end over the real mail stack: five players
//! join a single round robin of chess by mail, each reads the section and
//! the first mail of each of their games from their INBOX, and the ten
//! games are played to their ends by replies to the games' mails (with the
//! players' secret addresses): wins by resignation, a draw, a withdrawal
//! after two games (the two games in play lost by forfeit) and a loss on
//! time. After each result every player still in reads the crosstable from
//! their INBOX, checked against the table computed by hand (in the
//! comments below); at the end, every entrant the final standings with
//! Sonneborn-Berger and the tournament's PGN.
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;
use crate::five;

use common::*;

use five::NAMES;

/// Seconds per move: a clock day lasts a second. The games not ended by
/// then lose on time (Ann's against Dan is meant to).
const DAYS: u32 = 45;

/// The points column of a crosstable, by entrant number.
fn points(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.contains('|') && l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .filter_map(|l| l.rsplit_once('|').and_then(|(_, tail)| tail.split_whitespace().next()).map(str::to_string))
        .collect()
}

#[test]
fn a_five_player_round_robin_by_mail_with_every_crosstable() {
    if !stack("tournament_mail") {
        return;
    }
    let mut t = Table::open_with("tournament", true, "[time]\nday_length_secs = 1\n[reminders]\nenabled = false\n");
    let bot = t.bot.address.clone();
    let mut p: Vec<Player> = NAMES.iter().map(|n| Player::new(&n.to_lowercase())).collect();
    for (pl, n) in p.iter_mut().zip(NAMES) {
        let d = pl.write(&bot, "name", &format!("name {n}\n"));
        pl.wait_answer(&d);
    }
    // Alice organises; the five join; the fifth fills it and it starts.
    let d = t.white.write(&bot, "a tournament", &format!("tournament new chess \"Mail Open\" players 5 days {DAYS}\n"));
    let open = t.white.wait_answer(&d);
    assert!(open.subject.contains("Tournament #1, Mail Open: open") && open.text.contains("join 1"), "{open}");
    let mut sections = Vec::new();
    for pl in p.iter_mut() {
        // Token auth: a `join` from a plain address starts with the
        // player's reply to the bot's answer (a forged one would be one mail).
        let d = pl.write(&bot, "joining", "join 1\n");
        let ask = pl.wait_answer(&d);
        assert!(ask.subject.contains("Confirm: join tournament #1 (Mail Open)"), "{ask}");
        let d = pl.reply(&ask, "yes\n");
        let answer = pl.wait_answer(&d);
        assert!(answer.text.contains("You joined Tournament #1, Mail Open"), "{answer}");
        if answer.text.contains("has started") {
            sections.push(answer);
        }
    }
    for pl in p.iter_mut().take(4) {
        sections.push(pl.wait_for("the section", |m| m.subject.contains("Mail Open: it has started")));
    }
    let started = t.white.wait_for("the start", |m| m.subject.contains("Mail Open: started"));
    assert!(started.text.contains("5 entrants, 10 games in 5 rounds"), "{started}");
    // Each section: the entrants by name (never an address), the player's
    // games with colours and numbers; each game's first mail, tagged.
    let mut games: Vec<(i64, usize, usize)> = Vec::new(); // (game, white, black)
    for (i, pl) in p.iter_mut().enumerate() {
        let s = sections.iter().find(|m| m.to.contains(&pl.address)).expect("a section each");
        assert!(s.text.contains("   1. Ann (1500?)\n   2. Ben (1500?)\n   3. Cat (1500?)\n   4. Dan (1500?)\n   5. Eve (1500?)\n"), "{s}");
        assert!(s.text.contains("FIDE's rule") && s.text.contains("Sonneborn-Berger"), "{s}");
        for other in NAMES.iter().filter(|n| **n != NAMES[i]) {
            assert!(!s.text.contains(&format!("{}-", other.to_lowercase())), "no address of another entrant: {s}");
        }
        let mine: Vec<(i64, bool, usize)> = s
            .text
            .lines()
            .filter_map(|l| {
                let l = l.trim().strip_prefix("Round ")?;
                let (_, rest) = l.split_once(": game #")?;
                let (g, rest) = rest.split_once(", ")?;
                let white = rest.starts_with("White");
                let o = NAMES.iter().position(|n| rest.contains(&format!("against {n} ")))?;
                Some((g.parse().ok()?, white, o))
            })
            .collect();
        assert_eq!(mine.len(), 4, "{s}");
        for &(g, white, o) in &mine {
            let first = pl.wait_for("a game's first mail", |m| m.game_tag() == Some(g) && m.text.contains("The game has started"));
            assert!(first.subject.contains("Mail Open: ") && first.text.contains("Mail Open (tournament #1), round"), "{first}");
            assert!(first.reply_to.as_deref().is_some_and(|r| r.contains(&format!("+{g}."))), "the game's secret address: {first}");
            assert!(first.has_board(), "{first}");
            if white && !games.iter().any(|x| x.0 == g) {
                games.push((g, i, o));
            }
        }
    }
    assert_eq!(games.len(), 10);
    let game = |w: usize, b: usize| games.iter().find(|g| g.1 == w && g.2 == b).map(|g| g.0).expect("a game");
    let (ann, ben, cat, dan, eve) = (0, 1, 2, 3, 4);

    // (who, game, what, games over after it, points of Ann..Eve)
    let steps: [(usize, i64, &str, u32, [&str; 5]); 9] = [
        (eve, game(ben, eve), "resign", 1, ["0", "1", "0", "0", "0"]),
        (cat, game(eve, cat), "resign", 2, ["0", "1", "0", "0", "1"]),
        // Eve withdraws after two games: Dan-Eve and Eve-Ann are lost by her.
        (eve, game(ben, eve), "withdraw 1", 4, ["1", "1", "0", "1", "1"]),
        (cat, game(cat, dan), "draw", 0, [""; 5]),
        (dan, game(cat, dan), "draw", 5, ["1", "1", "½", "1½", "1"]),
        (ben, game(ann, ben), "resign", 6, ["2", "1", "½", "1½", "1"]),
        (ann, game(cat, ann), "resign", 7, ["2", "1", "1½", "1½", "1"]),
        (cat, game(ben, cat), "resign", 8, ["2", "2", "1½", "1½", "1"]),
        (ben, game(dan, ben), "resign", 9, ["2", "2", "1½", "2½", "1"]),
    ];
    for (who, g, what, over, pts) in steps {
        let last = p[who].last_about(g);
        let d = p[who].reply(&last, &format!("{what}\n"));
        p[who].wait_answer(&d);
        if over == 0 {
            let offer = p[dan].wait_for("the draw offer", |m| m.game_tag() == Some(g) && m.text.contains("offers a draw"));
            assert!(offer.subject.contains("Mail Open: "), "{offer}");
            continue;
        }
        let subject = format!("Mail Open: crosstable after {over} of 10 games");
        for (i, pl) in p.iter_mut().enumerate() {
            if i == eve && over > 2 {
                continue;
            }
            let m = pl.wait_for(&subject, |m| m.subject.contains(&subject));
            assert_eq!(points(&m.text), pts, "{what} by {}: {m}", NAMES[who]);
            let html = m.html.as_deref().unwrap_or("");
            assert!(html.contains("<table") && html.contains("<th") && !html.contains("Ann  |"), "an HTML table: {html}");
            for (j, other) in NAMES.iter().enumerate().filter(|(j, _)| *j != i) {
                assert!(
                    !m.raw.windows(other.len() + 1).any(|w| w == format!("{}-", other.to_lowercase()).as_bytes()),
                    "{} in {m}",
                    NAMES[j]
                );
            }
        }
    }
    // Ann never moves against Dan: she loses on time, the section is over,
    // and every entrant (Eve too) gets the final standings.
    let want = five::FINAL_TABLE;
    let wait = std::time::Duration::from_secs(u64::from(DAYS) + 30);
    for pl in p.iter_mut() {
        let m = pl.wait_for_within("the final standings", wait, |m| m.subject.contains("Mail Open: final standings"));
        assert!(m.text.contains(want), "{m}");
        assert!(m.text.contains(five::FINAL_STANDINGS), "{m}");
        let pgn = m.attachments.iter().find(|a| a.0 == "tournament-1.pgn").map(|a| String::from_utf8_lossy(&a.2).to_string());
        let pgn = pgn.expect("the tournament's games");
        assert_eq!(pgn.matches("[Event \"Mail Open\"]").count(), 8, "{pgn}");
        assert!(pgn.contains("[White \"Ann\"]") && !pgn.contains(&p_addr_local(&m.to)), "{pgn}");
    }
    let lost = p[ann].wait_for("the loss on time", |m| m.game_tag() == Some(game(ann, dan)) && m.subject.contains("Game over"));
    assert!(lost.text.contains("lose on time"), "{lost}");
    t.daemon.assert_running();
}

/// The local part of an address, as it would show in a PGN.
fn p_addr_local(to: &[String]) -> String {
    to.first().and_then(|a| a.split('@').next()).unwrap_or("").to_string()
}
