//! Seeks through the bot, offline (`tests/common/offline.rs`:
//! the bot's public API on a real SQLite store, the outbox read as players
//! would read it, a made-up clock): a newcomer gets a game in every variant
//! without naming anyone; random seek sets pair as a plain reference says
//! (never oneself, ranges both ways, colours, the longest waiting first);
//! the listing is bounded and shows no address; bad input leaves nothing
//! behind; expiry, the daily digest and token auth.

use crate::offline;

use offline::*;
use tandem::rules::Seat;
use tandem::store::{GameId, GameStatus, RatingRow};

/// A clock day of 100 s; seeks open 3 days; many seeks and answers allowed.
fn world(auth: &str) -> World {
    World::with_config(&config(&format!(
        "{auth}\n[time]\nday_length_secs = 100\n[reminders]\nenabled = false\n\
         [limits]\nreplies_per_hour = 10000\ncommands_per_mail = 20\n[lobby]\nseek_days = 3\nseeks_per_player = 100\n"
    )))
}

fn open_world() -> World {
    world("auth = \"none\"")
}

fn addr(i: usize) -> String {
    format!("player{i}@example.org")
}

/// A game as stored: (id, variant, status, [(seat, address)]).
type StoredGame = (i64, String, GameStatus, Vec<(Seat, String)>);

/// Every game in the store.
fn games(w: &mut World) -> Vec<StoredGame> {
    w.bot
        .store()
        .transaction(|tx| {
            let mut out = Vec::new();
            for id in 1.. {
                let Some(g) = tx.game(GameId(id))? else { break };
                let seats = tx.seats(GameId(id))?.into_iter().map(|s| (s.seat, s.address)).collect();
                out.push((id, g.variant, g.status, seats));
            }
            Ok::<_, tandem::store::StoreError>(out)
        })
        .unwrap()
}

fn open_seeks(w: &mut World) -> usize {
    w.bot.store().transaction(|tx| tx.open_seeks(None, 1)).unwrap().1
}

/// `player`'s rating in `variant` made `rating` (established).
fn rate(w: &mut World, player: &str, variant: &str, rating: f64) {
    w.bot
        .store()
        .transaction(|tx| {
            let p = tx.ensure_player(player, None, at(0))?;
            tx.put_rating(&RatingRow {
                player_id: p.id,
                variant: variant.to_string(),
                rating,
                deviation: 60.0,
                volatility: 0.06,
                games: 30,
                last_change: 0.0,
                rated_at: at(0),
                established_until: Some(at(10_000_000)),
            })
        })
        .unwrap();
}

#[test]
fn a_newcomer_gets_a_game_in_every_variant_without_naming_anyone() {
    let mut w = open_world();
    let variants = ["chess", "two-prong", "tandem-pawn", "tandem84", "tandem84-knightrider", "crazyhouse", "bughouse-sync"];
    for (i, v) in variants.iter().enumerate() {
        let (a, b) = (addr(2 * i), addr(2 * i + 1));
        let answer = w.ok(&a, &format!("seek {v}"));
        assert_eq!(answer.len(), 1);
        assert!(answer[0].subject.contains("is open"), "{}", answer[0].subject);
        let started = w.ok(&b, &format!("seek {v}"));
        let to: Vec<&str> = started.iter().map(|m| m.to.as_str()).collect();
        assert!(to.contains(&a.as_str()) && to.contains(&b.as_str()), "{to:?}");
        for m in &started {
            assert!(m.text.contains("The game has started"), "{}", m.text);
        }
        // The one who waited plays White (South); the game is active.
        let (_, variant, status, seats) = games(&mut w).pop().unwrap();
        assert_eq!((variant.as_str(), status), (*v, GameStatus::Active));
        let white = seats.iter().find(|s| matches!(s.0, Seat::White | Seat::South)).unwrap();
        assert_eq!(white.1, a);
    }
    // Four players: a team, and two singles teamed up.
    for (variant, base) in [("bughouse", 100), ("tandem-chess", 200)] {
        let (a, b, c, d) = (addr(base), addr(base + 1), addr(base + 2), addr(base + 3));
        let asked = w.ok(&a, &format!("seek {variant} with {b}"));
        let invite = asked.iter().find(|m| m.to == b).expect("the partner is asked");
        assert!(invite.text.contains("accept seek"), "{}", invite.text);
        w.ok(&c, &format!("seek {variant}"));
        let confirmed = w.ok(&b, invite.text.split('"').nth(1).unwrap());
        assert!(!confirmed.iter().any(|m| m.text.contains("The game has started")), "three are not four");
        let started = w.ok(&d, &format!("seek {variant}"));
        let told: Vec<&str> = started.iter().filter(|m| m.text.contains("The game has started")).map(|m| m.to.as_str()).collect();
        assert_eq!(told.len(), 4, "{told:?}");
        for m in &started {
            assert!(m.text.contains("board A") && m.text.contains("Partners"), "{}", m.text);
        }
        let (_, v, status, seats) = games(&mut w).pop().unwrap();
        assert_eq!((v.as_str(), status), (variant, GameStatus::Active));
        // The team of the oldest seek plays together, White on A and Black
        // on B; the singles are the other team.
        let at_seat = |seat: Seat| seats.iter().find(|s| s.0 == seat).unwrap().1.clone();
        assert_eq!([at_seat(Seat::AWhite), at_seat(Seat::BBlack)], [a.clone(), b.clone()]);
        assert_eq!([at_seat(Seat::ABlack), at_seat(Seat::BWhite)], [c.clone(), d.clone()]);
    }
    assert_eq!(open_seeks(&mut w), 0);
}

/// A seek of the random sets: player, time control, range, colour.
#[derive(Clone, Debug)]
struct Spec {
    player: usize,
    days: u32,
    range: Option<(i64, i64)>,
    side: Option<&'static str>,
}

#[test]
fn random_seek_sets_pair_as_a_plain_reference_says() {
    for seed in 0..4u64 {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut w = open_world();
        let ratings: Vec<i64> = (0..10).map(|_| rng.i64(1200..1900)).collect();
        for (i, r) in ratings.iter().enumerate() {
            rate(&mut w, &addr(i), "chess", *r as f64);
        }
        // The reference: open seeks in order; a new one pairs with the first that fits.
        let mut open: Vec<Spec> = Vec::new();
        let mut expected: Vec<(usize, usize, Option<&str>, Option<&str>)> = Vec::new();
        for _ in 0..40 {
            let s = Spec {
                player: rng.usize(0..10),
                days: [3, 5][rng.usize(0..2)],
                range: rng.bool().then(|| {
                    let lo = rng.i64(1100..1900);
                    (lo, lo + rng.i64(100..500))
                }),
                side: [None, Some("white"), Some("black")][rng.usize(0..3)],
            };
            let inside = |range: Option<(i64, i64)>, r: i64| range.is_none_or(|(lo, hi)| lo <= r && r <= hi);
            let fits = |o: &Spec| {
                o.player != s.player
                    && o.days == s.days
                    && inside(o.range, ratings[s.player])
                    && inside(s.range, ratings[o.player])
                    && !(o.side.is_some() && o.side == s.side)
            };
            match open.iter().position(fits) {
                Some(i) => {
                    let o = open.remove(i);
                    expected.push((o.player, s.player, o.side, s.side));
                }
                None => open.push(s.clone()),
            }
            let mut line = format!("seek chess days {}", s.days);
            if let Some(side) = s.side {
                line += &format!(" as {side}");
            }
            if let Some((lo, hi)) = s.range {
                line += &format!(" rating {lo}-{hi}");
            }
            w.ok(&addr(s.player), &line);
        }
        let got = games(&mut w);
        assert!(expected.len() >= 5, "seed {seed} made only {} games: a weak test", expected.len());
        assert_eq!(got.len(), expected.len(), "seed {seed}");
        for ((_, _, _, seats), (waited, came, ws, cs)) in got.iter().zip(&expected) {
            let white = if *cs == Some("white") || *ws == Some("black") { *came } else { *waited };
            let black = if white == *waited { *came } else { *waited };
            let mut seats = seats.clone();
            seats.sort_by_key(|s| s.0.as_str());
            assert_eq!(seats, vec![(Seat::Black, addr(black)), (Seat::White, addr(white))], "seed {seed}");
        }
        assert_eq!(open_seeks(&mut w), open.len(), "seed {seed}");
    }
}

#[test]
fn the_listing_is_bounded_marks_mine_and_shows_no_address() {
    let mut w = open_world();
    w.name(&addr(0), "Alice");
    w.ok(&addr(0), "name Alice Liddell");
    for i in 0..60 {
        // A time control each: no two fit.
        w.ok(&addr(i), &format!("seek chess days {}", i + 1));
    }
    let list = w.ok(&addr(1), "seeks");
    assert_eq!(list.len(), 1);
    let text = &list[0].text;
    let lines: Vec<&str> = text.lines().filter(|l| l.trim_start().starts_with('#')).collect();
    assert_eq!(lines.len(), 50, "{text}");
    assert!(text.contains("10 more"), "{text}");
    assert!(text.contains("60 in all"), "{text}");
    for i in 0..60 {
        assert!(!text.contains(&addr(i)), "an address in the listing: {text}");
    }
    assert!(lines[0].contains("Alice Liddell"), "{}", lines[0]);
    assert!(lines[1].contains("pl…@example.org") && lines[1].ends_with("(yours)"), "{}", lines[1]);
    assert!(!lines[0].contains("(yours)"));
    let chess = w.ok(&addr(1), "seeks crazyhouse");
    assert!(chess[0].text.contains("Nobody seeks a game of Crazyhouse"), "{}", chess[0].text);
}

#[test]
fn taking_a_seek_starts_the_game_or_says_why_not() {
    let mut w = open_world();
    rate(&mut w, &addr(1), "chess", 1800.0);
    let open = w.ok(&addr(0), "seek chess as black rating 1400-1600 casual");
    assert!(open[0].text.contains("seek #1"), "{}", open[0].text);
    assert!(w.refused(&addr(1), "accept seek 1").contains("rated 1400-1600"));
    assert!(w.refused(&addr(0), "accept seek 1").contains("is yours"));
    assert!(w.refused(&addr(2), "accept seek 9").contains("never been a seek #9"));
    let started = w.ok(&addr(2), "accept seek 1");
    assert_eq!(started.len(), 2);
    let (_, _, status, mut seats) = games(&mut w).pop().unwrap();
    assert_eq!(status, GameStatus::Active);
    seats.sort_by_key(|s| s.0.as_str());
    assert_eq!(seats, vec![(Seat::Black, addr(0)), (Seat::White, addr(2))]);
    // The taker's mail answers theirs; the seeker's is the game's first.
    let taker = started.iter().find(|m| m.to == addr(2)).unwrap();
    assert!(taker.in_reply_to.is_some());
    assert!(taker.subject.contains("[#1]"), "{}", taker.subject);
    assert!(w.refused(&addr(3), "accept seek 1").contains("seek #1 is closed: it was taken, withdrawn or has expired"));
}

#[test]
fn bad_input_gets_a_clear_answer_and_leaves_nothing_behind() {
    let mut w = World::with_config(&config("auth = \"none\"\n[lobby]\nseeks_per_player = 2\n"));
    assert!(w.refused(&addr(0), "seek chezz").contains("unknown game 'chezz'"));
    assert!(w.refused(&addr(0), "seek chess rating 1700-1400").contains("upside down"));
    assert!(w.refused(&addr(0), "seek chess days 400").contains("at most 365 days"));
    assert!(w.refused(&addr(0), "seek bughouse as white").contains("the pairing gives the boards"));
    assert!(w.refused(&addr(0), "seek chess with bob@example.org").contains("a game for two"));
    assert!(w.refused(&addr(0), "accept seek 1").contains("never been a seek #1"));
    assert_eq!(open_seeks(&mut w), 0);
    w.ok(&addr(0), "seek chess");
    w.ok(&addr(0), "seek chess casual");
    assert!(w.refused(&addr(0), "seek crazyhouse").contains("2 open seeks, the most"));
    // A mail that also holds a bad line applies nothing.
    assert!(w.refused(&addr(1), "seek chess\nseek nonsense").contains("nonsense"));
    assert_eq!(open_seeks(&mut w), 2);
    assert!(games(&mut w).is_empty());
    let gone = w.ok(&addr(0), "unseek all");
    assert!(gone[0].text.contains("2 open seeks are withdrawn"), "{}", gone[0].text);
    assert_eq!(open_seeks(&mut w), 0);
}

#[test]
fn a_seek_expires_and_its_seeker_is_told() {
    let mut w = open_world();
    w.ok_at(&addr(0), "seek chess", 1);
    assert_eq!(w.tick(100), Some(at(301)), "the scheduler wakes when the seek expires");
    assert!(w.outbox().is_empty());
    w.tick(301);
    let told = w.outbox();
    assert_eq!(told.len(), 1);
    assert_eq!(told[0].to, addr(0));
    assert!(told[0].subject.contains("Seek #1 expired") && told[0].text.contains("nobody took it"), "{}", told[0].text);
    assert_eq!(open_seeks(&mut w), 0);
}

#[test]
fn the_digest_of_new_seeks_comes_at_most_once_a_day() {
    let mut w = open_world();
    w.ok_at(&addr(9), "notify seeks crazyhouse", 1);
    w.ok_at(&addr(0), "seek crazyhouse", 2);
    w.ok_at(&addr(1), "seek chess", 3);
    w.tick(4);
    let digest = w.outbox();
    assert_eq!(digest.len(), 1);
    assert_eq!(digest[0].to, addr(9));
    assert!(digest[0].text.contains("Crazyhouse") && !digest[0].text.contains("Chess,"), "{}", digest[0].text);
    assert!(!digest[0].text.contains(&addr(0)));
    w.ok_at(&addr(2), "seek crazyhouse days 5", 10);
    assert_eq!(w.tick(11), Some(at(104)), "the next digest waits for the day");
    assert!(w.outbox().is_empty());
    w.tick(104);
    let next = w.outbox();
    assert_eq!(next.len(), 1);
    assert!(next[0].text.contains("5 days per move"), "{}", next[0].text);
    w.ok_at(&addr(9), "notify seeks off", 110);
    w.ok_at(&addr(3), "seek crazyhouse days 7", 120);
    w.tick(250);
    assert!(w.outbox().is_empty());
}

#[test]
fn with_token_auth_a_seek_waits_for_the_reply_to_the_bots_answer() {
    let mut w = world("auth = \"token\"");
    let asked = w.ok(&addr(0), "seek chess");
    assert_eq!(asked.len(), 1);
    assert!(asked[0].subject.contains("Confirm"), "{}", asked[0].subject);
    assert_eq!(open_seeks(&mut w), 0, "nothing before the reply");
    let secret = asked[0].reply_to.clone().expect("a reply address");
    let h = w.mail_to(&addr(0), &secret, "", 50);
    assert!(matches!(h, tandem::bot::Handled::Applied { .. }), "{h:?}");
    assert!(w.outbox()[0].subject.contains("is open"));
    assert_eq!(open_seeks(&mut w), 1);
    // A forged taker gets its victim one mail, never a game.
    let take = w.ok(&addr(1), "accept seek 1");
    assert!(take[0].subject.contains("Confirm"));
    assert!(games(&mut w).is_empty());
    let secret = take[0].reply_to.clone().unwrap();
    w.mail_to(&addr(1), &secret, "thanks", 60);
    let started = w.outbox();
    assert_eq!(started.iter().filter(|m| m.text.contains("The game has started")).count(), 2);
}

#[test]
fn the_web_archive_lists_the_open_seeks_with_a_mailto_link_each() {
    let dir = std::env::temp_dir().join(format!("tandem-seeks-web-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = config(&format!(
        "auth = \"none\"\n[store]\npath = \"{}\"\n[web]\ndir = \"{}\"\n",
        dir.join("tandem.sqlite3").display(),
        dir.join("site").display()
    ));
    let mut w = World::with(&cfg, tandem::store::Store::open(&cfg.store.path).unwrap());
    w.ok(&addr(0), "seek chess rating 1400-1600");
    w.ok(&addr(1), "seek crazyhouse casual as black");
    w.ok(&addr(2), "seek bughouse");
    let site = tandem::web::Site::from_config(&cfg).unwrap().expect("[web] dir");
    assert!(site.write_seeks(w.bot.store(), at(100), false).unwrap());
    assert!(!site.write_seeks(w.bot.store(), at(101), false).unwrap(), "nothing changed: not written again");
    let page = std::fs::read_to_string(dir.join("site/seeks.html")).unwrap();
    for n in 1..=3 {
        assert!(page.contains(&format!("mailto:{BOT}?subject=accept%20seek%20{n}&amp;body=accept%20seek%20{n}")), "{page}");
    }
    assert!(page.contains("Chess, 3 days per move, rated, any colour") && page.contains("takers 1400-1600"), "{page}");
    for i in 0..3 {
        assert!(!page.contains(&addr(i)), "an address on the web: {page}");
    }
    w.ok(&addr(3), "accept seek 1");
    assert!(site.write_seeks(w.bot.store(), at(200), false).unwrap());
    let page = std::fs::read_to_string(dir.join("site/seeks.html")).unwrap();
    assert!(!page.contains("accept%20seek%201&") && page.contains("accept%20seek%202&"), "{page}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The number in `answer`'s "seek #N".
fn seek_number(answer: &[Received]) -> u64 {
    let text = &answer[0].text;
    let at = text.find("seek #").unwrap_or_else(|| panic!("no seek number: {text}")) + "seek #".len();
    text[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap()
}

/// A number read in yesterday's digest never comes to mean another seek:
/// not after the newest seek is taken, withdrawn or expires, not after a
/// restart (the store opened again).
#[test]
fn a_seek_number_is_never_given_twice() {
    let dir = std::env::temp_dir().join(format!("tandem-seek-numbers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = config(&format!(
        "auth = \"none\"\n[store]\npath = \"{}\"\n[lobby]\nseek_days = 3\nseeks_per_player = 100\n[limits]\nreplies_per_hour = 10000\n",
        dir.join("tandem.sqlite3").display()
    ));
    let mut seen = Vec::new();
    {
        let mut w = World::with(&cfg, tandem::store::Store::open(&cfg.store.path).unwrap());
        seen.push(seek_number(&w.ok(&addr(0), "seek chess")));
        seen.push(seek_number(&w.ok(&addr(1), "seek chess casual")));
        // The newest seek is taken...
        w.ok(&addr(2), &format!("accept seek {}", seen[1]));
        seen.push(seek_number(&w.ok(&addr(3), "seek two-prong")));
        // ... withdrawn ...
        w.ok(&addr(3), "unseek all");
        seen.push(seek_number(&w.ok(&addr(4), "seek crazyhouse")));
        w.ok(&addr(4), "unseek all");
        w.ok(&addr(0), "unseek all");
    }
    // ... and the server restarts with no seek open.
    let mut w = World::with(&cfg, tandem::store::Store::open(&cfg.store.path).unwrap());
    // The players' mails after the restart are new mails (new Message-IDs).
    w.n = 100;
    assert_eq!(open_seeks(&mut w), 0);
    let after = seek_number(&w.ok(&addr(5), "seek chess days 5"));
    seen.push(after);
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), seen.len(), "a number given twice: {seen:?}");
    for old in &seen[..seen.len() - 1] {
        let refused = w.refused(&addr(6), &format!("accept seek {old}"));
        assert!(refused.contains(&format!("seek #{old} is closed")), "{refused}");
    }
    assert!(w.refused(&addr(6), &format!("accept seek {}", after + 1)).contains("never been a seek"));
    // The one open seek is still taken by its number.
    let started = w.ok(&addr(6), &format!("accept seek {after}"));
    assert_eq!(started.len(), 2, "the game starts for both");
    let _ = std::fs::remove_dir_all(&dir);
}
