//! The analysis's marks, at the server's own bounds (`[engine]`'s
//! defaults): in each of the nine games a quiet opening turn is not
//! marked, and a turn that hangs the queen or allows mate is marked (`??`
//! in the games of one move a turn; in the games of two, whose positions
//! the engine reads less steadily at these depths, at least `?!`).
//! Tandem-84's first turn `Cj3` is the turn the first pass alone once
//! called a blunder (-7.62, where a long search finds the position about
//! even): the second look at a marked turn must take that back.

use tandem::bot::analysis::depth_of;
use tandem::config::EngineConfig;
use tandem::engine::analysis::{analyse, Judgement};
use tandem::engine::Engine;
use tandem::rules::{Game, Variant};

/// (game, its turns from the start, the quiet turn, the blunder): the
/// blunders leave the queen to a capture or allow mate in one.
const GAMES: [(Variant, &[&str], usize, usize); 9] = [
    (Variant::Chess, &["e4", "e5", "Nf3", "Qg5"], 0, 3),
    (Variant::Crazyhouse, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"], 0, 5),
    (Variant::Bughouse, &["A:e4", "A:e5", "A:Bc4", "A:Nc6", "A:Qh5", "A:Nf6"], 0, 5),
    (Variant::TandemChess, &["A:e4", "A:e5", "A:Nf3", "A:Qg5"], 0, 3),
    (Variant::BughouseSync, &["d4", "e6/e4", "Nf3/e5", "Qh4/Nf3"], 0, 3),
    (Variant::TwoProng, &["d4", "d5/e6", "Nc3/Nf3", "Qh4/Nf6"], 0, 3),
    (Variant::TandemPawn, &["Td4", "Te6", "Nf3", "Qg5"], 0, 3),
    (Variant::Tandem84, &["Ni3", "e5/j5", "d3/g3", "c5/Ng5", "Qf4/h3"], 0, 4),
    (Variant::Tandem84Knightrider, &["c3", "e5/j5", "d3/Ni3", "c5/Ng5", "Qf4/g3"], 0, 4),
];

#[test]
fn a_quiet_turn_is_not_marked_and_a_blunder_is() {
    let cfg = EngineConfig::default();
    let mut wrong = Vec::new();
    for (variant, turns, quiet, blunder) in GAMES {
        let turns: Vec<String> = turns.iter().map(|t| t.to_string()).collect();
        let game = Game::replay(variant, None, &turns).unwrap_or_else(|e| panic!("{variant}: {e:?}"));
        let plies = analyse(&mut Engine::new(16), &game, depth_of(&cfg, variant), None, &mut || {}).expect("not stopped");
        let judged = |i: usize| plies[i].judgement();
        if judged(quiet).is_some() {
            wrong.push(format!("{variant}: the quiet {} is marked {:?} ({:?})", turns[quiet], judged(quiet), plies[quiet]));
        }
        let least = if variant.turns_of_two_moves() { Judgement::Inaccuracy } else { Judgement::Blunder };
        if judged(blunder) < Some(least) {
            wrong.push(format!("{variant}: the blunder {} is marked {:?} ({:?})", turns[blunder], judged(blunder), plies[blunder]));
        }
        assert!(plies.iter().all(|p| p.depth > 0), "{variant}: every turn says how deep it was looked at");
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Tandem-84's `1. Cj3`: the first pass alone marks it (at the budget
/// of old, a blunder); with the second look it is no mistake. (It may
/// stay an inaccuracy: the engine's closer look still finds it 0.5 pawn
/// worse than its own first turn, at the edge of `?!`.)
#[test]
fn tandem84s_first_turn_is_no_mistake() {
    let game = Game::replay(Variant::Tandem84, None, &["Cj3".to_string()]).unwrap();
    let first_pass = EngineConfig { analysis_check: 1, analysis_nodes: 150_000 / 25 * 5, ..EngineConfig::default() };
    let plies = analyse(&mut Engine::new(16), &game, depth_of(&first_pass, Variant::Tandem84), None, &mut || {}).unwrap();
    assert!(plies[0].judgement() >= Some(Judgement::Mistake), "the first pass alone: {:?}", plies[0]);
    let plies = analyse(&mut Engine::new(16), &game, depth_of(&EngineConfig::default(), Variant::Tandem84), None, &mut || {}).unwrap();
    assert!(plies[0].judgement() <= Some(Judgement::Inaccuracy), "{:?}", plies[0]);
}

/// The answer to `analyse N` says roughly how long the engine will work
/// on the game, in the reader's words: here a Tandem-84 game of one turn,
/// asked for by a player reading English and one reading German.
#[test]
fn a_queued_analysis_says_roughly_how_long() {
    use crate::offline::*;
    use tandem::i18n::{Language, Msg};
    let (ann, bob) = ("ann@example.test", "bob@example.test");
    let mut w = World::new();
    w.mail(bob, "language de");
    w.start("tandem84", ann, &[bob]);
    w.mail(ann, "game 1\nCj3");
    w.mail(bob, "game 1\nresign");
    w.outbox();
    let minutes = EngineConfig::default().analysis_estimate(Variant::Tandem84, 1).as_secs().div_ceil(60).max(1) as i64;
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    for (who, language) in [(ann, Language::En), (bob, Language::De)] {
        w.mail(who, "analyse 1");
        let out = w.outbox();
        let words = Msg::new("analysis-queued-time").arg("minutes", minutes).text(language);
        let text = flat(&one(&out, who).text);
        assert!(text.contains(&flat(&words)), "{words:?} in {text}");
    }
}
