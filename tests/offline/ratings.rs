//! Ratings through the bot (`Bot::handle`, no mail server): rated and
//! casual games, what every mail and the PGN say of them, four-player
//! teams, the standings and the privacy of other players' addresses,
//! `name`, bad input, and a rebuild giving exactly the ratings kept game
//! by game.

use crate::offline;

use chrono::{TimeDelta, Utc};
use offline::*;
use tandem::ratings::{self, Rating, START};
use tandem::store::{GameId, PlayerId, RatingRow, Store, StoreError};

const A: &str = "alice@example.org";
const B: &str = "bob@example.org";
const C: &str = "carol@example.org";
const D: &str = "dave@example.org";

fn game_of(mails: &[Received]) -> i64 {
    mails[0].game_tag().expect("a game tag")
}

/// `player`'s stored rating in `variant`.
fn stored(w: &mut World, player: &str, variant: &str) -> Option<RatingRow> {
    w.bot
        .store()
        .transaction(|tx| {
            let p = tx.player_by_address(player)?.expect("a player");
            tx.rating(p.id, variant)
        })
        .unwrap()
}

/// Every rating and every game's record, exactly as stored.
fn snapshot(store: &mut Store) -> Vec<String> {
    store
        .transaction(|tx| {
            let mut out = Vec::new();
            for id in 1..=200 {
                for r in tx.ratings_of(PlayerId(id))? {
                    out.push(format!("{r:?}"));
                }
                for r in tx.game_ratings(GameId(id))? {
                    out.push(format!("{r:?}"));
                }
            }
            Ok::<_, StoreError>(out)
        })
        .unwrap()
}

/// A chess game between `white` and `black`: both move, then `loser` resigns.
fn play_and_resign(w: &mut World, white: &str, black: &str, terms: &str, loser: &str) -> (i64, Vec<Received>) {
    let start = w.start_at(w.n as i64 + 1, "chess", terms, white, &[black]);
    let game = game_of(&start);
    w.ok(white, &format!("game {game}\ne4"));
    w.ok(black, &format!("game {game}\ne5"));
    (game, w.ok(loser, &format!("game {game}\nresign")))
}

#[test]
fn a_rated_game_changes_both_ratings_once_and_every_mail_says_so() {
    let mut w = World::new();
    let invited = {
        w.mail(A, &format!("new chess with {B}"));
        w.outbox()
    };
    let invitation = one(&invited, B);
    assert!(invitation.text.contains("invites you to a rated game of Chess"), "{}", invitation.text);
    assert!(invitation.text.contains(&format!("{A} (White, 1500?) vs {B} (Black, 1500?)")), "{}", invitation.text);
    assert!(one(&invited, A).text.contains("Chess, rated)"), "{}", one(&invited, A).text);
    w.ok(B, "accept");
    w.ok(A, "e4");
    w.ok(B, "e5");
    let games = w.ok(A, "games");
    assert!(one(&games, A).text.contains(&format!("against {B} (rated; you 1500?, {B} 1500?): your move")), "{}", one(&games, A).text);
    let end = w.ok(B, "resign");

    // The update the bot applies: one rating period, one game, each from 1500 / 350 / 0.06.
    let win = START.after(&[(START, 1.0)]);
    let loss = START.after(&[(START, 0.0)]);
    let alice = stored(&mut w, A, "chess").expect("Alice is rated");
    assert_eq!((alice.rating, alice.deviation, alice.volatility, alice.games), (win.rating, win.deviation, win.volatility, 1));
    let bob = stored(&mut w, B, "chess").expect("Bob is rated");
    assert_eq!((bob.rating, bob.games), (loss.rating, 1));
    assert_eq!(win.shown(), "1662?");
    for m in &end {
        assert!(m.text.contains(&format!("{A}: 1500? → 1662? (+162)")), "{}", m.text);
        assert!(m.text.contains(&format!("{B}: 1500? → 1338? (-162)")), "{}", m.text);
        assert!(m.text.contains("[Event \"Rated Chess game #1"), "{}", m.text);
        assert!(
            m.text.contains("[WhiteElo \"1500\"]\n[WhiteRatingDiff \"+162\"]\n[BlackElo \"1500\"]\n[BlackRatingDiff \"-162\"]"),
            "{}",
            m.text
        );
    }
    // The history of the finished game carries the same tags.
    let history = w.ok(A, "game 1\nhistory");
    assert!(one(&history, A).text.contains("[WhiteRatingDiff \"+162\"]"), "{}", one(&history, A).text);

    let mine = w.ok(A, "ratings");
    let text = &one(&mine, A).text;
    assert!(text.contains("Chess: 1662? (deviation 290, provisional), 1 game, last change +162"), "{text}");
    assert!(text.contains("Crazyhouse: 1500? (no rated game yet)"), "{text}");
    let games = w.ok(A, "games");
    assert!(
        one(&games, A).text.contains(&format!("(rated; you 1500? → 1662? (+162), {B} 1500? → 1338? (-162)): finished, 1-0")),
        "{}",
        one(&games, A).text
    );
    // Provisional ratings are not in the standings.
    let standings = w.ok(B, "ratings chess");
    let text = &one(&standings, B).text;
    assert!(text.contains("no player is established yet"), "{text}");
    assert!(text.contains("Your rating, 1338? (deviation 290), is provisional"), "{text}");
}

#[test]
fn casual_games_from_a_position_and_games_ended_before_both_sides_moved_are_not_rated() {
    let mut w = World::new();
    w.mail(A, &format!("new chess with {B} casual"));
    let invited = w.outbox();
    let invitation = one(&invited, B);
    assert!(invitation.text.contains("invites you to a casual game of Chess"), "{}", invitation.text);
    assert!(invitation.text.contains("Casual: the result changes no rating."), "{}", invitation.text);
    w.ok(B, "accept");
    w.ok(A, "e4");
    w.ok(B, "e5");
    let end = w.ok(A, "resign");
    assert!(!one(&end, A).text.contains("Ratings ("), "{}", one(&end, A).text);
    assert!(one(&end, A).text.contains("[Event \"Casual Chess game #1"), "{}", one(&end, A).text);
    assert!(!one(&end, A).text.contains("Elo"), "{}", one(&end, A).text);

    w.mail(A, &format!("new chess with {B} from 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    let invited = w.outbox();
    assert!(one(&invited, B).text.contains("(a game from a position is never rated)"), "{}", one(&invited, B).text);
    w.ok(B, "game 2\naccept");
    w.ok(A, "game 2\ne4");
    w.ok(B, "game 2\nKd7");
    w.ok(A, "game 2\nresign");

    // One side moved, then the other resigned.
    let start = w.start("chess", A, &[B]);
    let game = game_of(&start);
    w.ok(A, &format!("game {game}\ne4"));
    w.ok(B, &format!("game {game}\nresign"));
    // Aborted.
    let start = w.start("chess", A, &[B]);
    let game = game_of(&start);
    w.ok(A, &format!("game {game}\nabort"));

    assert_eq!(stored(&mut w, A, "chess"), None);
    assert_eq!(stored(&mut w, B, "chess"), None);
    let games = w.ok(A, "games");
    let text = &one(&games, A).text;
    assert!(text.contains("#1 Chess against bob@example.org (casual): finished"), "{text}");
    assert!(text.contains("#3 Chess against bob@example.org (unrated): finished"), "{text}");
    assert!(text.contains("#4 Chess against bob@example.org (unrated): aborted"), "{text}");
}

#[test]
fn four_players_are_rated_against_the_opposing_team_and_partners_share_the_result() {
    let mut w = World::new();
    // Carol and Dave are rated already: Carol 1700 / 80, Dave 1500 / 120.
    w.bot
        .store()
        .transaction(|tx| {
            for (addr, rating, deviation) in [(C, 1700.0, 80.0), (D, 1500.0, 120.0)] {
                let p = tx.ensure_player(addr, None, at(0))?;
                tx.put_rating(&RatingRow {
                    player_id: p.id,
                    variant: "bughouse".into(),
                    rating,
                    deviation,
                    volatility: 0.06,
                    games: 30,
                    last_change: 4.0,
                    rated_at: at(0),
                    established_until: None,
                })?;
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
    let start = w.start("bughouse", A, &[B, C, D]);
    let game = game_of(&start);
    w.ok(A, &format!("game {game}\ne4"));
    w.ok(C, &format!("game {game}\ne5"));
    let end = w.ok(C, &format!("game {game}\nresign"));
    let team = ratings::team(&[
        Rating { rating: 1700.0, deviation: 80.0, volatility: 0.06 },
        Rating { rating: 1500.0, deviation: 120.0, volatility: 0.06 },
    ]);
    let won = START.after(&[(team, 1.0)]);
    for p in [A, B] {
        let r = stored(&mut w, p, "bughouse").expect("rated");
        assert_eq!((r.rating, r.deviation), (won.rating, won.deviation), "{p}");
    }
    let newcomers = ratings::team(&[START, START]);
    let carol = Rating { rating: 1700.0, deviation: 80.0, volatility: 0.06 }.after(&[(newcomers, 0.0)]);
    assert_eq!(stored(&mut w, C, "bughouse").unwrap().rating, carol.rating);
    assert!(carol.rating < 1700.0);
    for m in &end {
        assert!(m.text.contains(&format!("{B}: 1500? → {}", won.shown())), "{}", m.text);
        assert!(m.text.contains("[WhiteAElo \"1500\"]") && m.text.contains("[BlackAElo \"1700\"]"), "{}", m.text);
        assert!(m.text.contains("[Event \"Rated Bughouse game"), "{}", m.text);
    }
}

/// Players rated 1800, 1790, ... in chess, all established.
fn seed_players(w: &mut World, n: usize) {
    w.bot
        .store()
        .transaction(|tx| {
            for i in 0..n {
                let p = tx.ensure_player(&format!("player{i:02}@example.net"), None, at(0))?;
                let r = Rating { rating: 1800.0 - 10.0 * i as f64, deviation: 60.0, volatility: 0.06 };
                tx.put_rating(&RatingRow {
                    player_id: p.id,
                    variant: "chess".into(),
                    rating: r.rating,
                    deviation: r.deviation,
                    volatility: r.volatility,
                    games: 40,
                    last_change: -3.0,
                    rated_at: Utc::now(),
                    established_until: r.established_until(Utc::now()),
                })?;
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn the_standings_show_names_or_masked_addresses_and_where_i_stand() {
    let mut w = World::new();
    seed_players(&mut w, 25);
    // Player 3 chooses a name; player 5 asks.
    let named = w.ok("player03@example.net", "name Magnus the Great");
    assert!(one(&named, "player03@example.net").text.contains("now show you as \"Magnus the Great\""));
    let standings = w.ok("player05@example.net", "ratings chess");
    let text = &one(&standings, "player05@example.net").text;
    assert!(text.contains("the best 20 of 25 established players"), "{text}");
    assert!(text.contains("  1. pl…@example.net"), "{text}");
    assert!(text.contains("  4. Magnus the Great  1770  (40 games)"), "{text}");
    assert!(text.contains(" 20. pl…@example.net"), "{text}");
    assert!(!text.contains(" 21. "), "{text}");
    assert!(text.contains("(you)"), "{text}");
    assert!(text.contains("You are number 6 of 25 with 1750 (deviation 60)."), "{text}");
    // No full address of anyone, not even the reader's own, is in it.
    assert!(!text.contains("player0") && !text.contains("player1"), "{text}");
    // Someone's ratings, by address or by name: never their address.
    let theirs = w.ok(A, "ratings player03@example.net");
    let text = &one(&theirs, A).text;
    assert!(text.contains("The ratings of Magnus the Great:\n\n  Chess: 1770 (deviation 60), 40 games, last change -3"), "{text}");
    assert!(!text.contains("player03") && !text.contains("Crazyhouse"), "{text}");
    let by_name = w.ok(A, "ratings magnus THE great");
    assert_eq!(one(&by_name, A).text, one(&theirs, A).text);
    let masked = w.ok(A, "ratings player07@example.net");
    assert!(one(&masked, A).text.contains("The ratings of pl…@example.net:"), "{}", one(&masked, A).text);
    // Inactivity widens a deviation of 60 above 110 in 78 periods of 30
    // days (σ = 0.06): out of the standings then, and provisional.
    let tx_standings =
        |w: &mut World, days: i64| w.bot.store().transaction(|tx| tx.standings("chess", Utc::now() + TimeDelta::days(days), 20)).unwrap();
    assert_eq!(tx_standings(&mut w, 76 * 30).len(), 20);
    assert!(tx_standings(&mut w, 79 * 30).is_empty());
}

#[test]
fn bad_names_and_unknown_games_or_players_are_refused_with_the_list_of_games() {
    let mut w = World::new();
    let problem = w.refused(A, "ratings chesss");
    assert!(problem.contains("no game and no player named \"chesss\". Did you mean \"ratings chess\"?"), "{problem}");
    assert!(
        problem
            .contains("chess, two-prong, tandem-pawn, tandem84, tandem84-knightrider, bughouse, tandem-chess, bughouse-sync, crazyhouse"),
        "{problem}"
    );
    let problem = w.refused(A, "ratings nobody@example.org");
    assert!(problem.contains("no player at no…@example.org has a rating here") && problem.contains("the games are: chess,"), "{problem}");
    // An address that plays but has no rating gets the same answer.
    w.start("chess", A, &[B]);
    let problem = w.refused(A, &format!("ratings {B}"));
    assert!(problem.contains("no player at bo…@example.org has a rating here"), "{problem}");

    for (name, why) in [
        ("bob@example.org", "looks like an e-mail address"),
        ("bob at example dot org", "looks like an e-mail address"),
        ("Al\u{202e}ice", "control or invisible character"),
        ("Al\u{7}ice", "control or invisible character"),
        ("A name that goes on and on for far too long", "at most 40"),
        ("Crazyhouse", "choose another name"),
    ] {
        let problem = w.refused(A, &format!("name {name}"));
        assert!(problem.contains(why), "{name:?}: {problem}");
    }
    w.ok(A, "name Alice");
    let problem = w.refused(B, "name ALICE");
    assert!(problem.contains("another player is already called \"ALICE\""), "{problem}");
    let shown = w.ok(A, "name");
    assert!(one(&shown, A).text.contains("The standings show you as \"Alice\""), "{}", one(&shown, A).text);
    w.ok(A, "name off");
    let shown = w.ok(A, "name");
    assert!(one(&shown, A).text.contains("as al…@example.org (your address, shortened)"), "{}", one(&shown, A).text);
    w.ok(B, "name Alice");
}

/// Games among four players, ending in every way (win, loss, draw, a
/// four-player match, unrated ones between), months apart so that
/// inactivity widens deviations: `--rebuild` gives exactly the ratings
/// kept game by game.
#[test]
fn a_rebuild_gives_exactly_the_ratings_kept_game_by_game() {
    let mut w = World::new();
    let pairs = [(A, B, B), (C, A, A), (B, C, C), (A, D, D), (D, B, B), (A, C, C), (B, A, B)];
    for (i, (white, black, loser)) in pairs.iter().enumerate() {
        w.n += 40 * 86_400 * (i % 2);
        play_and_resign(&mut w, white, black, "", loser);
        if i == 2 {
            play_and_resign(&mut w, A, B, "casual", A);
        }
    }
    // A draw.
    let start = w.start("chess", C, &[D]);
    let game = game_of(&start);
    w.ok(C, &format!("game {game}\ne4"));
    w.ok(D, &format!("game {game}\ne5"));
    w.ok(C, &format!("game {game}\ndraw"));
    w.ok(D, &format!("game {game}\ndraw"));
    // A four-player match.
    let start = w.start("bughouse", A, &[B, C, D]);
    let game = game_of(&start);
    w.ok(A, &format!("game {game}\ne4"));
    w.ok(C, &format!("game {game}\ne5"));
    w.ok(D, &format!("game {game}\nresign"));

    let kept = snapshot(w.bot.store());
    assert!(kept.len() > 20, "{kept:#?}");
    let replayed = w.bot.store().transaction(|tx| ratings::rebuild(tx, &mut |_, _| {})).unwrap();
    assert_eq!((replayed.games, replayed.rated), (10, 9));
    assert_eq!(snapshot(w.bot.store()), kept);
}
