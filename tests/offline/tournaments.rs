//! Tournaments through the bot, offline (`tests/common/offline.rs`: the
//! bot's public API, the outbox read as players would read it, a made-up
//! clock): a five-player chess round robin played to its end, a four-team
//! bughouse and a bughouse-sync tournament, withdrawals under both rules,
//! three losses on time, a start at its date, and every refusal of bad
//! input with nothing left half-done in the store.

#[path = "../common/tournament_five.rs"]
mod five;
use crate::offline;

use offline::*;
use tandem::bot::Handled;
use tandem::store::{GameId, GameStatus, TournamentId, TournamentStatus};

/// Day length and time control: a clock day of 100 s, 30 days per move.
const DAY: i64 = 100;

fn world() -> World {
    World::with_config(&config(&format!("[time]\nday_length_secs = {DAY}\n[reminders]\nenabled = false\n")))
}

/// The games of tournament `t` as (game, round, white number, black number).
fn pairings(w: &mut World, t: i64) -> Vec<(i64, u32, u32, u32)> {
    w.bot
        .store()
        .transaction(|tx| tx.tournament_games(TournamentId(t)))
        .unwrap()
        .into_iter()
        .map(|g| (g.game.0, g.round, g.white, g.black))
        .collect()
}

/// The game between entrants `a` (White) and `b`.
fn game(w: &mut World, t: i64, a: u32, b: u32) -> i64 {
    pairings(w, t).into_iter().find(|&(_, _, x, y)| x == a && y == b).map(|(g, ..)| g).unwrap_or_else(|| panic!("no game {a}-{b}"))
}

fn status(w: &mut World, t: i64) -> TournamentStatus {
    w.bot.store().transaction(|tx| tx.tournament(TournamentId(t))).unwrap().unwrap().status
}

/// The crosstable's rows in a mail: (number, name, cells, points, place).
fn rows(text: &str) -> Vec<(u32, String, String, String, String)> {
    text.lines()
        .filter_map(|l| {
            let (head, rest) = l.split_once('|')?;
            let mut h = head.split_whitespace();
            let number: u32 = h.next()?.parse().ok()?;
            let name = h.collect::<Vec<_>>().join(" ");
            let (cells, tail) = rest.rsplit_once('|')?;
            let cols: Vec<&str> = tail.split_whitespace().collect();
            Some((number, name, cells.replace('|', ""), cols.first()?.to_string(), cols.get(3)?.to_string()))
        })
        .collect()
}

/// The points column of the crosstable in `text`, by number.
fn points(text: &str) -> Vec<String> {
    rows(text).into_iter().map(|r| r.3).collect()
}

use five::NAMES;

fn addr(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// The five of the mail test and an organiser who does not play: names
/// chosen, a tournament of exactly five (it starts when full).
fn five(w: &mut World, terms: &str) -> (Vec<String>, Vec<offline::Received>) {
    let players: Vec<String> = NAMES.iter().map(|n| addr(n)).collect();
    for (p, n) in players.iter().zip(NAMES) {
        w.ok(p, &format!("name {n}"));
    }
    let open = w.ok("org@example.org", &format!("tournament new chess \"Spring Open\" players 5 {terms}"));
    assert_eq!(open.len(), 1, "{open:#?}");
    assert!(open[0].subject.contains("Tournament #1, Spring Open: open"), "{}", open[0].subject);
    let mut start = Vec::new();
    for p in &players {
        start = w.ok(p, "join 1");
    }
    (players, start)
}

#[test]
fn a_five_player_round_robin_to_its_end_with_every_crosstable() {
    let mut w = world();
    let (p, start) = five(&mut w, "days 30");
    // Full: it started. Each entrant got the section once; each game two mails.
    assert_eq!(status(&mut w, 1), TournamentStatus::Running);
    let sections: Vec<_> = start.iter().filter(|m| m.subject.contains("it has started")).collect();
    assert_eq!(sections.len(), 5, "{:#?}", start.iter().map(|m| (&m.to, &m.subject)).collect::<Vec<_>>());
    assert_eq!(start.iter().filter(|m| m.text.contains("The game has started: round")).count(), 20);
    let ann = sections.iter().find(|m| m.to == p[0]).unwrap();
    assert!(ann.text.contains("\n   1. Ann (1500?)\n   2. Ben (1500?)\n") && ann.text.contains("   5. Eve (1500?)\n"), "{}", ann.text);
    let g12 = game(&mut w, 1, 1, 2);
    assert!(ann.text.contains(&format!("Round 2: game #{g12}, White against Ben (1500?)")), "{}", ann.text);
    assert!(ann.text.contains("FIDE's rule") && ann.text.contains("Sonneborn-Berger"), "{}", ann.text);
    // Nobody's address reaches another entrant in the tournament's mails.
    for m in &sections {
        for other in p.iter().filter(|a| **a != m.to) {
            assert!(!m.text.contains(other.as_str()), "{} reads {other}: {}", m.to, m.text);
        }
    }
    // Game mails are tagged with the tournament.
    let first = start.iter().find(|m| m.text.contains("The game has started") && m.to == p[0]).unwrap();
    assert!(first.subject.contains("Spring Open: ") && first.text.contains("Spring Open (tournament #1), round"), "{}", first.subject);

    let (ann, ben, cat, dan, eve) = (&p[0], &p[1], &p[2], &p[3], &p[4]);
    // Each step a day apart, so that each sends its own crosstable.
    let mut now = 100;
    let mut step = |w: &mut World, who: &str, body: &str| -> Vec<offline::Received> {
        now += 2 * DAY;
        let mut out = w.ok_at(who, body, now);
        w.tick(now);
        out.extend(w.outbox());
        out
    };
    let expect: [(&str, &str, [&str; 5]); 8] = [
        ("eve", "resign", ["0", "1", "0", "0", "0"]),
        ("cat", "resign", ["0", "1", "0", "0", "1"]),
        ("eve", "withdraw 1", ["1", "1", "0", "1", "1"]),
        ("cat", "draw", ["1", "1", "0", "1", "1"]),
        ("dan", "draw", ["1", "1", "½", "1½", "1"]),
        ("ben", "resign", ["2", "1", "½", "1½", "1"]),
        ("ann", "resign", ["2", "1", "1½", "1½", "1"]),
        ("cat", "resign", ["2", "2", "1½", "1½", "1"]),
    ];
    let games = [
        game(&mut w, 1, 2, 5), // Ben-Eve: Eve resigns
        game(&mut w, 1, 5, 3), // Eve-Cat: Cat resigns
        0,                     // Eve withdraws: Dan-Eve and Eve-Ann end, lost by Eve
        game(&mut w, 1, 3, 4), // Cat-Dan: a draw
        game(&mut w, 1, 3, 4),
        game(&mut w, 1, 1, 2), // Ann-Ben: Ben resigns
        game(&mut w, 1, 3, 1), // Cat-Ann: Ann resigns
        game(&mut w, 1, 2, 3), // Ben-Cat: Cat resigns
    ];
    for ((who, what, pts), g) in expect.iter().zip(games) {
        let from = addr(who);
        let body = if g == 0 { what.to_string() } else { format!("game {g}\n{what}") };
        let mails = step(&mut w, &from, &body);
        if *what == "draw" && *who == "cat" {
            assert!(mails.iter().all(|m| !m.subject.contains("crosstable")), "an offer is no result");
            continue;
        }
        let tables: Vec<_> = mails.iter().filter(|m| m.subject.contains("crosstable after")).collect();
        assert!(tables.len() >= 4, "{who} {what}: {:#?}", mails.iter().map(|m| (&m.to, &m.subject)).collect::<Vec<_>>());
        for m in &tables {
            assert_eq!(points(&m.text), pts, "{who} {what}, to {}:\n{}", m.to, m.text);
            assert!(m.html.as_deref().is_some_and(|h| h.contains("<table") && h.contains("<th")), "{:?}", m.html);
            assert_eq!(m.auto_submitted, "auto-generated");
        }
        if *what == "withdraw 1" {
            // The two games in play end: their players are told in each game's thread.
            let over: Vec<_> = mails.iter().filter(|m| m.subject.contains("Game over: Eve left the tournament")).collect();
            assert!(over.iter().any(|m| m.to == *dan) && over.iter().any(|m| m.to == *ann), "{over:#?}");
            assert!(tables.iter().all(|m| m.to != *eve), "a withdrawn entrant gets no more crosstables");
            let answer = mails.iter().find(|m| m.to == *eve && m.subject.contains("you withdrew")).expect("Eve's answer");
            assert!(answer.text.contains("count as lost"), "{}", answer.text);
        }
    }
    let g = game(&mut w, 1, 4, 2);
    let last = step(&mut w, ben, &format!("game {g}\nresign"));
    let table = last.iter().find(|m| m.to == *ann && m.subject.contains("crosstable after 9 of 10 games")).expect("the ninth crosstable");
    assert_eq!(points(&table.text), ["2", "2", "1½", "2½", "1"], "{}", table.text);
    // As docs/players.md shows it.
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/players.md")).unwrap();
    let shown = guide.split("crosstable after 9 of 10 games\n\n").nth(1).and_then(|r| r.split("```").next()).expect("the guide's example");
    assert!(table.text.contains(shown), "the guide shows:\n{shown}\nthe mail:\n{}", table.text);
    assert!(table.text.contains("Round 5, game #") && table.text.contains(": Dan 1-0 Ben (White wins by resignation)"), "{}", table.text);
    // Ann never moves against Dan: she loses on time, and the section is over.
    let g14 = game(&mut w, 1, 1, 4);
    assert_eq!(w.status(g14).0, GameStatus::Active);
    w.tick(30 * DAY + 100);
    let end = w.outbox();
    assert_eq!(w.status(g14).1.as_deref(), Some("0-1"));
    assert_eq!(status(&mut w, 1), TournamentStatus::Finished);
    let finals: Vec<_> = end.iter().filter(|m| m.subject.contains("final standings")).collect();
    assert_eq!(finals.len(), 5, "every entrant, Eve too: {:#?}", end.iter().map(|m| (&m.to, &m.subject)).collect::<Vec<_>>());
    let want = five::FINAL_TABLE;
    for m in &finals {
        assert!(m.text.contains(want), "{}:\n{}", m.to, m.text);
        assert!(m.text.contains(five::FINAL_STANDINGS), "{}", m.text);
        assert!(m.text.contains("\n 5. Eve    1 point (SB 1.50, 1 won, performance 1500)\n"), "{}", m.text);
        assert_eq!(m.attachments, 1, "the tournament's PGN");
        for other in p.iter().filter(|a| **a != m.to) {
            assert!(!String::from_utf8_lossy(&m.raw).contains(other.as_str()), "{} reads {other}", m.to);
        }
    }
    let pgn = attachment(&finals[0].raw, "tournament-1.pgn");
    assert_eq!(pgn.matches("[Event \"Spring Open\"]").count(), 8, "the eight games played: {pgn}");
    // ... and the mail says so: the two a withdrawal ended are named, not attached.
    let said = finals[0].text.split("are attached").nth(1).unwrap_or_default();
    assert!(!finals[0].text.contains("Every game"), "{}", finals[0].text);
    assert!(said.contains("which a withdrawal ended") && said.matches("game #").count() == 2, "{}", finals[0].text);
    assert!(pgn.contains("[Round \"4\"]\n[White \"Ann\"]\n[Black \"Dan\"]\n[Result \"0-1\"]"), "{pgn}");
    assert!(p.iter().all(|a| !pgn.contains(a.as_str())), "names, not addresses: {pgn}");
    let _ = cat;
}

/// The text of the attachment `name` of a mail.
fn attachment(raw: &[u8], name: &str) -> String {
    use mail_parser::MimeHeaders;
    let msg = mail_parser::MessageParser::default().parse(raw).expect("a mail");
    let part = msg.attachments().find(|a| a.attachment_name() == Some(name)).unwrap_or_else(|| panic!("no attachment {name}"));
    String::from_utf8_lossy(part.contents()).replace("\r\n", "\n")
}

#[test]
fn crosstables_come_at_most_once_a_clock_day() {
    let mut w = world();
    let (p, _) = five(&mut w, "days 30");
    w.outbox();
    // Two results 10 s apart: the first crosstable at once, the second a
    // day after it, with both results; a day without results sends nothing.
    let (g1, g2) = (game(&mut w, 1, 2, 5), game(&mut w, 1, 3, 4));
    w.ok_at(&p[4], &format!("game {g1}\nresign"), 500);
    w.tick(500);
    let first: Vec<_> = w.outbox().into_iter().filter(|m| m.subject.contains("crosstable")).collect();
    assert_eq!(first.len(), 5);
    assert!(first[0].subject.ends_with("crosstable after 1 of 10 games"), "{}", first[0].subject);
    w.ok_at(&p[3], &format!("game {g2}\nresign"), 510);
    assert_eq!(w.tick(510), Some(at(500 + DAY)), "the next crosstable waits for the day to pass");
    assert!(w.outbox().iter().all(|m| !m.subject.contains("crosstable")));
    w.tick(500 + DAY);
    let second: Vec<_> = w.outbox().into_iter().filter(|m| m.subject.contains("crosstable")).collect();
    assert_eq!(second.len(), 5);
    assert!(second[0].subject.ends_with("after 2 of 10 games"), "{}", second[0].subject);
    assert!(second[0].text.starts_with("New results:\n  Round 1, game #"), "only the new one: {}", second[0].text);
    assert_eq!(second[0].text.matches(", game #").count(), 1, "{}", second[0].text);
    w.tick(500 + 3 * DAY);
    assert!(w.outbox().is_empty());
}

#[test]
fn time_losses_withdraw_an_entrant_and_fides_rule_annuls_a_short_stay() {
    // Four entrants: Dan lets all three games run out. The third loss on
    // time withdraws him; he finished all three (none in play), so his
    // games stand.
    let mut w = world();
    let players: Vec<String> = NAMES[..4].iter().map(|n| addr(n)).collect();
    for (p, n) in players.iter().zip(NAMES) {
        w.ok(p, &format!("name {n}"));
    }
    w.ok(&players[0], "tournament new chess \"Blitz\" players 4 days 1");
    for p in &players {
        w.ok(p, "join 1");
    }
    assert_eq!(status(&mut w, 1), TournamentStatus::Running);
    // Everyone else moves in time in Dan's games... Dan is White in 4-3 and
    // 2-4's Black, 4-1... whoever is to move first: only Dan's side waits.
    let dan = 4u32;
    let mine: Vec<(i64, u32, u32, u32)> = pairings(&mut w, 1).into_iter().filter(|g| g.2 == dan || g.3 == dan).collect();
    let mut t = 50;
    for (g, _, white, _) in &mine {
        if *white != dan {
            t += 1;
            w.ok_at(&addr(NAMES[*white as usize - 1]), &format!("game {g}\ne4"), t);
        }
    }
    // The other games end at once.
    for (g, _, white, black) in pairings(&mut w, 1) {
        if white != dan && black != dan {
            t += 1;
            w.ok_at(&addr(NAMES[black as usize - 1]), &format!("game {g}\nresign"), t);
        }
    }
    w.outbox();
    w.tick(3 * DAY);
    let mails = w.outbox();
    let t1 = w.bot.store().transaction(|tx| tx.entrants(TournamentId(1))).unwrap();
    let d = t1.iter().find(|e| e.number == Some(dan)).unwrap();
    assert_eq!(d.withdrawal.as_deref(), Some("time"), "{d:?}");
    assert!(!d.annulled);
    assert_eq!(status(&mut w, 1), TournamentStatus::Finished);
    let fin = mails.iter().find(|m| m.subject.contains("final standings")).expect("the final standings");
    assert!(fin.text.contains("(withdrawn: 3 losses on time)"), "{}", fin.text);

    // ICCF against FIDE: Eve withdraws after one game of four.
    for (rule, annulled) in [("days 30", true), ("days 30 withdrawals iccf", false)] {
        let mut w = world();
        let (p, _) = five(&mut w, rule);
        let g = game(&mut w, 1, 2, 5);
        w.ok(&p[4], &format!("game {g}\nresign"));
        let out = w.ok(&p[4], "withdraw 1");
        let answer = out.iter().find(|m| m.to == p[4] && m.subject.contains("you withdrew")).unwrap();
        let e = w.bot.store().transaction(|tx| tx.entrants(TournamentId(1))).unwrap().into_iter().find(|e| e.number == Some(5)).unwrap();
        assert_eq!(e.annulled, annulled, "{rule}: {}", answer.text);
        w.tick(200);
        let table = w.outbox().into_iter().find(|m| m.to == p[1] && m.subject.contains("crosstable")).expect("a crosstable");
        let ben = &rows(&table.text)[1];
        if annulled {
            assert_eq!((ben.2.as_str(), ben.3.as_str()), (".*..x", "0"), "{}", table.text);
            assert!(table.text.contains("(withdrew; games annulled)"), "{}", table.text);
        } else {
            assert_eq!((ben.2.as_str(), ben.3.as_str()), (".*..1", "1"), "{}", table.text);
            let ann = &rows(&table.text)[0];
            assert_eq!(&ann.2[4..], "+", "{}", table.text);
        }
    }
}

#[test]
fn a_four_team_bughouse_tournament_played_out() {
    let mut w = world();
    let names = ["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2"];
    let a: Vec<String> = names.iter().map(|n| addr(n)).collect();
    for (p, n) in a.iter().zip(names) {
        w.ok(p, &format!("name {n}"));
    }
    let open = w.ok(&a[0], "tournament new bughouse \"Team Cup\" players 4 days 30");
    assert!(open[0].text.contains("teams of two"), "{}", open[0].text);
    // A team joins, its partner confirms; alone is refused.
    assert!(w.refused(&a[0], "join 1").contains("teams of two"));
    for team in a.chunks(2) {
        let out = w.ok(&team[0], &format!("join 1 with {}", team[1]));
        let invite = out.iter().find(|m| m.to == team[1]).expect("the partner's invitation");
        assert!(invite.text.contains("join 1") && invite.subject.contains("asks you to play as a team"), "{}", invite.text);
        if team[0] == a[0] {
            let shown = w.ok("someone@example.org", "tournament 1");
            assert!(shown[0].text.contains("1. A1 & A2 (1500?) (waiting for A2 to confirm)"), "{}", shown[0].text);
            assert!(w.refused(&team[1], "join 1 with zz@example.org").contains("A1 named you as their partner"));
        }
        let out = w.ok(&team[1], "join 1");
        assert!(out.iter().any(|m| m.to == team[0] && m.subject.contains("your team is in")), "{out:#?}");
    }
    assert_eq!(status(&mut w, 1), TournamentStatus::Running);
    let games = pairings(&mut w, 1);
    assert_eq!(games.len(), 6);
    // Each player plays both boards: A1 sits on a board of every match of team 1.
    let seats = |w: &mut World, g: i64| w.bot.store().transaction(|tx| tx.seats(GameId(g))).unwrap();
    let mut boards = std::collections::HashMap::<String, Vec<String>>::new();
    for (g, ..) in &games {
        for s in seats(&mut w, *g) {
            boards.entry(s.address).or_default().push(s.seat.as_str().to_string());
        }
    }
    for (who, s) in &boards {
        assert_eq!(s.len(), 3, "{who}: {s:?}");
        assert!(s.iter().any(|x| x.starts_with("a-")) && s.iter().any(|x| x.starts_with("b-")), "{who} plays both boards: {s:?}");
    }
    // Every match: team 2's player on board A resigns, but in the last the
    // first team's: team numbers 1..4 are A, B, C, D in joining order.
    let mut now = 1000;
    for (i, (g, _, white, black)) in games.iter().enumerate() {
        let loser_team = if i == games.len() - 1 { *white } else { *black };
        let loser = seats(&mut w, *g).into_iter().find(|s| {
            let team = (names.iter().position(|n| addr(n) == s.address).unwrap() / 2 + 1) as u32;
            team == loser_team
        });
        now += 2 * DAY;
        w.ok_at(&loser.unwrap().address, &format!("game {g}\nresign"), now);
        w.tick(now);
    }
    assert_eq!(status(&mut w, 1), TournamentStatus::Finished);
    let end = w.outbox();
    let finals: Vec<_> = end.iter().filter(|m| m.subject.contains("final standings")).collect();
    assert_eq!(finals.len(), 8, "both players of every team");
    let text = &finals[0].text;
    // The teams by their players' names.
    assert!(text.contains("1  A1 & A2 |"), "{text}");
    let pts = points(text);
    let total: f64 = pts.iter().map(|p| p.replace('½', ".5").parse::<f64>().unwrap()).sum();
    assert_eq!(total, 6.0, "{text}");
    // The file holds BPGN, the players by name.
    let pgn = attachment(&finals[0].raw, "tournament-1.pgn");
    assert_eq!(pgn.matches("[Event \"Team Cup\"]").count(), 6, "{pgn}");
    assert!(pgn.contains("[WhiteA \"A1\"]") && pgn.contains("[BlackB \"A2\"]"), "{pgn}");
}

#[test]
fn a_bughouse_sync_tournament_played_out() {
    let mut w = world();
    let p: Vec<String> = ["s1", "s2", "s3"].iter().map(|n| addr(n)).collect();
    w.ok(&p[0], "tournament new bughouse-sync \"Sync\" players 3-4 double days 30");
    assert!(w.refused(&p[0], "join 1 with s2@example.org").contains("single players"));
    for x in &p {
        w.ok(x, "join 1");
    }
    assert_eq!(status(&mut w, 1), TournamentStatus::Open, "3 of up to 4: the organiser starts it");
    assert!(w.refused(&p[1], "start 1").contains("only the organiser"));
    let out = w.ok(&p[0], "start 1");
    assert!(out.iter().any(|m| m.to == p[0] && m.subject.contains("started")), "{out:#?}");
    let games = pairings(&mut w, 1);
    assert_eq!(games.len(), 6, "a double round robin of three");
    // South resigns everywhere: North (Black in the table) wins each.
    let mut now = 500;
    for (g, ..) in &games {
        let south = w.bot.store().transaction(|tx| tx.seats(GameId(*g))).unwrap().into_iter().find(|s| s.seat.as_str() == "south").unwrap();
        now += 2 * DAY;
        w.ok_at(&south.address, &format!("game {g}\nresign"), now);
        w.tick(now);
    }
    let end = w.outbox();
    let fin = end.iter().find(|m| m.subject.contains("final standings") && m.to == p[0]).expect("final");
    // Each plays each other twice, once on each side: everyone 2 of 4.
    assert_eq!(points(&fin.text), ["2", "2", "2"], "{}", fin.text);
    assert!(rows(&fin.text).iter().all(|r| r.4 == "1-3"), "{}", fin.text);
    assert!(fin.text.contains("|**|01|10|"), "two results a cell, in round order: {}", fin.text);
}

#[test]
fn bad_input_gets_clear_answers_and_leaves_nothing_half_done() {
    let mut w = world();
    assert!(w.refused("a@example.org", "join 7").contains("there is no tournament #7"));
    assert!(w.refused("a@example.org", "tournament 7").contains("there is no tournament #7"));
    assert!(w.refused("a@example.org", "tournament new chess \"x@y.org\"").contains("name cannot be used"));
    assert!(w.refused("a@example.org", "tournament new chess \"[#3] Cup\"").contains("[ or ]"));
    assert!(w.refused("a@example.org", "tournament new chess \"Cup\" players 2-20").contains("3 to 16"));
    assert!(w.refused("a@example.org", "tournament new chess \"Cup\" starts 2020-01-01").contains("start date"));
    assert!(w.refused("a@example.org", "tournament new chess \"Cup\" days 400").contains("at most 365"));
    w.ok("a@example.org", "tournament new chess \"Cup\" players 3-4 days 30");
    w.ok("b@example.org", "join 1");
    assert!(w.refused("b@example.org", "join 1").contains("already in tournament #1"));
    assert!(w.refused("b@example.org", "start 1").contains("only the organiser"));
    assert!(w.refused("a@example.org", "start 1").contains("needs at least 3"));
    assert!(w.refused("b@example.org", "withdraw 1").contains("has not started"));
    assert!(w.refused("c@example.org", "leave 1").contains("not in tournament #1"));
    w.ok("c@example.org", "join 1");
    // The organiser hears once that the minimum is there... when it is.
    let out = w.ok("d@example.org", "join 1");
    assert!(out.iter().any(|m| m.to == "a@example.org" && m.subject.contains("ready to start")), "{out:#?}");
    w.ok("d@example.org", "leave 1");
    // Full and started: no more joining.
    w.ok("e@example.org", "join 1");
    let out = w.ok("a@example.org", "start 1");
    assert_eq!(status(&mut w, 1), TournamentStatus::Running, "{out:#?}");
    assert!(w.refused("f@example.org", "join 1").contains("has started"));
    assert!(w.refused("b@example.org", "leave 1").contains("withdraw 1"));
    let g = pairings(&mut w, 1)[0].0;
    let white = w.bot.store().transaction(|tx| tx.seats(GameId(g))).unwrap()[0].address.clone();
    assert!(w.refused(&white, &format!("game {g}\nabort")).contains("cannot be aborted"));

    w.ok("o@example.org", "tournament new chess \"Small\" players 3-3 starts 2026-03-20");
    for p in ["p1@example.org", "p2@example.org"] {
        w.ok(p, "join 2");
    }
    // Places kept for partners count: a full tournament refuses the next
    // entrant; a partner who never confirms frees the place after 3 days.
    w.ok("o@example.org", "tournament new bughouse \"Teams\" players 3");
    let out = w.ok("t1@example.org", "join 3 with t2@example.org");
    assert!(out.iter().any(|m| m.to == "t2@example.org"), "the partner is asked");
    let joined = w.n as i64;
    assert!(w.refused("t3@example.org", "join 3 with t2@example.org").contains("t2@example.org is already in tournament #3"));
    // A partner may refuse: the one who joined is told, the place is free.
    w.ok("s1@example.org", "join 3 with s2@example.org");
    let out = w.ok("s2@example.org", "leave 3");
    assert!(out.iter().any(|m| m.to == "s1@example.org" && m.text.contains("does not play with you")), "{out:#?}");
    for (a, b) in [("u1", "u2"), ("v1", "v2")] {
        w.ok(&addr(a), &format!("join 3 with {}", addr(b)));
        w.ok(&addr(b), "join 3");
    }
    assert_eq!(status(&mut w, 3), TournamentStatus::Open, "two of three teams are whole");
    assert!(w.refused(&addr("w1"), "join 3 with w2@example.org").contains("is full"));
    w.tick(joined + 3 * DAY - 5);
    assert_eq!(w.outbox().len(), 0);
    w.tick(joined + 3 * DAY + 5);
    let out = w.outbox();
    assert!(out.iter().any(|m| m.to == "t1@example.org" && m.text.contains("did not confirm within 3 days")), "{out:#?}");
    let left = w.bot.store().transaction(|tx| tx.entrants(TournamentId(3))).unwrap();
    assert_eq!(left.len(), 2, "only the whole teams stay: {left:?}");
    assert!(left.iter().all(|e| e.player.address != "t1@example.org"));
    // The organiser leaves: the tournament is called off, the entrants told.
    let out = w.ok("o@example.org", "leave 2");
    assert!(out.iter().any(|m| m.to == "p1@example.org" && m.text.contains("called off")), "{out:#?}");
    assert_eq!(status(&mut w, 2), TournamentStatus::Cancelled);

    // Limits: open tournaments per organiser, tournaments per day; a
    // tournament's games are nobody's challenges.
    let mut w = World::with_config(&config("[limits]\nopen_tournaments = 1\ntournaments_per_day = 2\nchallenges_per_day = 1\n"));
    w.ok("a@example.org", "tournament new chess \"One\" players 3");
    assert!(w.refused("a@example.org", "tournament new chess \"Two\"").contains("not started yet"));
    w.ok("a@example.org", "join 1");
    assert!(w.refused("b@example.org", "join 1\njoin 1").contains("already in"), "a mail is all or nothing");
    assert!(w.bot.store().transaction(|tx| tx.entrants(TournamentId(1))).unwrap().len() == 1, "nothing half-done");
    assert!(w.refused("a@example.org", "tournament new chess \"Two\"").contains("last 24 hours"));
    assert!(w.bot.store().transaction(|tx| tx.tournament(TournamentId(2))).unwrap().is_none(), "nothing half-done");
    w.ok("b@example.org", "join 1");
    w.ok("c@example.org", "join 1");
    assert_eq!(status(&mut w, 1), TournamentStatus::Running);
    let out = w.ok("a@example.org", "new chess with zz@example.org");
    assert!(out.iter().any(|m| m.to == "zz@example.org"), "the one challenge of the day: {out:#?}");
}

#[test]
fn a_tournament_starts_at_its_date_or_is_called_off() {
    // Clock days of a day: the games outlast the test.
    let mut w = World::new();
    // at(0) is 2026-03-02 06:00 UTC.
    w.ok("o@example.org", "tournament new chess \"Dated\" starts 2026-03-03");
    w.ok("o@example.org", "tournament new chess \"Empty\" starts 2026-03-03 12:00");
    for p in ["a@example.org", "b@example.org", "c@example.org"] {
        w.ok(p, "join 1");
    }
    w.ok("a@example.org", "join 2");
    let next = w.tick(100).expect("a wake-up for the start");
    assert_eq!(next, at(18 * 3600), "midnight of the 3rd");
    w.tick(18 * 3600);
    let out = w.outbox();
    assert_eq!(status(&mut w, 1), TournamentStatus::Running);
    assert!(out.iter().any(|m| m.to == "o@example.org" && m.subject.contains("started")), "{out:#?}");
    assert_eq!(out.iter().filter(|m| m.subject.contains("it has started")).count(), 3);
    w.tick(30 * 3600);
    let out = w.outbox();
    assert_eq!(status(&mut w, 2), TournamentStatus::Cancelled);
    assert!(out.iter().any(|m| m.to == "a@example.org" && m.text.contains("it needed 3")), "{out:#?}");
    // And what a player reads of them.
    let out = w.ok("z@example.org", "tournaments");
    assert!(out[0].text.contains("No tournament is open"), "{}", out[0].text);
    let out = w.ok("a@example.org", "tournaments");
    assert!(out[0].text.contains("#1 Dated: Chess") && out[0].text.contains("you play in it"), "{}", out[0].text);
    let out = w.ok("z@example.org", "tournament 1");
    assert!(out[0].text.contains("Games in play (who waits on whom):") && out[0].text.contains("to move"), "{}", out[0].text);
    assert!(!out[0].text.contains("@example.org (") && !out[0].text.contains("a@example.org"), "{}", out[0].text);
    assert!(matches!(w.mail("z@example.org", "tournament 2"), Handled::Applied { .. }));
}

/// The entrants of tournament `t`: (address, partner's address, confirmed).
fn entries(w: &mut World, t: i64) -> Vec<(String, Option<String>, bool)> {
    w.bot
        .store()
        .transaction(|tx| tx.entrants(TournamentId(t)))
        .unwrap()
        .into_iter()
        .map(|e| (e.player.address, e.partner.map(|p| p.address), e.confirmed_at.is_some()))
        .collect()
}

/// With token auth a `join` (and a partner's confirming `join`) with a
/// forged sender gets its victim one mail asking to confirm, never a
/// tournament's stream of games: the entry starts with the reply to it,
/// or at once when the `join` came to one of the sender's secret addresses.
#[test]
fn with_token_auth_a_forged_join_is_one_mail_and_the_reply_enters() {
    let mut w = World::with_config(&config(&format!("auth = \"token\"\n[time]\nday_length_secs = {DAY}\n[reminders]\nenabled = false\n")));
    w.ok("org@example.org", "tournament new chess \"Fair Cup\" players 3 days 30");
    // Mallory writes bob's address into From:.
    let h = w.mail("bob@example.org", "join 1");
    assert!(matches!(h, Handled::Applied { .. }), "{h:?}");
    let out = w.outbox();
    assert_eq!(out.len(), 1, "one mail, to bob: {out:?}");
    let ask = one(&out, "bob@example.org");
    assert!(ask.subject.contains("Confirm: join tournament #1 (Fair Cup)"), "{}", ask.subject);
    assert!(ask.text.contains("If it was not you, do nothing"), "{}", ask.text);
    let confirm = ask.reply_to.clone().expect("the confirmation address");
    assert!(confirm.contains("+watch."), "{confirm}");
    assert!(entries(&mut w, 1).is_empty(), "nobody entered before the reply");
    // Someone else's reply does not enter bob (nor them).
    assert!(matches!(w.mail_to("mallory@example.org", &confirm, "yes", 1), Handled::Refused { .. }));
    w.outbox();
    assert!(entries(&mut w, 1).is_empty());
    // Bob's own reply enters him, once.
    assert!(matches!(w.mail_to("bob@example.org", &confirm, "yes", 2), Handled::Applied { .. }));
    assert!(one(&w.outbox(), "bob@example.org").text.contains("You joined Tournament #1, Fair Cup"));
    assert_eq!(entries(&mut w, 1), vec![("bob@example.org".to_string(), None, true)]);
    assert!(matches!(w.mail_to("bob@example.org", &confirm, "", 3), Handled::Refused { .. }), "a confirmation counts once");
    w.outbox();

    // A player's secret address proves the sender: carol, in a game, joins at once.
    w.mail_at("carol@example.org", "new chess with dave@example.org", 4);
    let secret = one(&w.outbox(), "carol@example.org").reply_to.clone().expect("carol's secret address");
    assert!(matches!(w.mail_to("carol@example.org", &secret, "join 1", 5), Handled::Applied { .. }));
    assert!(one(&w.outbox(), "carol@example.org").text.contains("You joined Tournament #1, Fair Cup"));
    assert_eq!(entries(&mut w, 1).len(), 2);

    // A team tournament: erin names frank (after confirming her own join);
    // a forged confirmation from frank is one mail again, frank's reply confirms.
    w.ok("org@example.org", "tournament new bughouse \"Team Fair\" players 3 days 30");
    w.mail_at("erin@example.org", "join 2 with frank@example.org", 10);
    let ask = one(&w.outbox(), "erin@example.org").reply_to.clone().expect("erin confirms");
    w.mail_to("erin@example.org", &ask, "", 11);
    let out = w.outbox();
    assert!(one(&out, "frank@example.org").text.contains("join 2"), "frank is invited");
    assert_eq!(entries(&mut w, 2), vec![("erin@example.org".to_string(), Some("frank@example.org".to_string()), false)]);
    w.mail_at("frank@example.org", "join 2", 12);
    let out = w.outbox();
    assert_eq!(out.len(), 1, "{out:?}");
    let ask = one(&out, "frank@example.org").reply_to.clone().expect("frank confirms");
    assert!(!entries(&mut w, 2)[0].2, "not confirmed by a mail anyone could forge");
    w.mail_to("frank@example.org", &ask, "", 13);
    let out = w.outbox();
    assert!(one(&out, "frank@example.org").text.contains("You play as a team with"), "{out:?}");
    assert!(entries(&mut w, 2)[0].2, "confirmed by frank's reply");
}
