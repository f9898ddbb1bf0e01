//! The house engine's speed: nodes per second on one thread, chess and
//! crazyhouse, fixed depths from a few positions (no time bound: the same
//! nodes every run). `cargo bench --bench engine`. A reference figure on the
//! same machine: `/usr/games/fairy-stockfish bench` (its last lines).
//!
//! `cargo bench --bench engine -- analysis`: the analysis after the game
//! (issue 35) of a 60-move game (120 turns, fewer if it ends) in each of
//! the nine games, at the default `[engine] analysis_depth` and
//! `analysis_nodes` (`TANDEM_ANALYSIS_DEPTH`, `TANDEM_ANALYSIS_NODES` to
//! try others): the time per turn and for the game.
//!
//! `cargo bench --bench engine -- two-move`: the games of two moves a
//! turn, the time to a fixed depth 10, 20 and 30 turns into a game.

use std::time::Instant;

use tandem::config::EngineConfig;
use tandem::engine::analysis::{analyse, Depth};
use tandem::engine::{Engine, Limits};
use tandem::rules::{Game, Position, Variant};

const CHESS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

const CRAZYHOUSE: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 6 5",
];

fn run(variant: Variant, fens: &[&str], depth: u32) {
    let mut nodes = 0;
    let t = Instant::now();
    for fen in fens {
        let pos = Position::from_fen(variant, fen).expect("a bench position");
        let mut engine = Engine::new(16);
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        nodes += engine.search(&pos, &[], None, &limits, |_| {}).map_or(0, |r| r.nodes);
    }
    let secs = t.elapsed().as_secs_f64();
    println!("{variant}: {} positions to depth {depth}: {nodes} nodes in {secs:.2} s = {:.0} nodes/s", fens.len(), nodes as f64 / secs);
}

/// A game of up to `plies` legal turns picked by a seeded generator: the
/// same every run, and quick to make in every game (a search per turn is
/// slow in Tandem-84). Random positions are wilder than played ones: more
/// captures and checks to search, so the figures err on the slow side.
fn sample_game(variant: Variant, plies: usize) -> Game {
    let mut game = Game::new(variant).expect("a start position");
    let mut seed = 0x2545_f491_4f6c_dd1d_u64 ^ variant as u64;
    for _ in 0..plies {
        if game.automatic_outcome().is_some() {
            break;
        }
        let turns = game.position().legal_turns();
        if turns.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let text = game.position().turn_notation(&turns[(seed >> 33) as usize % turns.len()]);
        if game.play(&text).is_err() {
            break;
        }
    }
    game
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.parse().ok()
}

fn analysis() {
    let cfg = EngineConfig::default();
    let depth = env_number("TANDEM_ANALYSIS_DEPTH").map_or(cfg.analysis_depth, |d| d as u32);
    let cfg =
        EngineConfig { analysis_depth: depth, analysis_nodes: env_number("TANDEM_ANALYSIS_NODES").unwrap_or(cfg.analysis_nodes), ..cfg };
    let only = std::env::var("TANDEM_ANALYSIS_GAMES").unwrap_or_default();
    println!("analysis: depth {depth}, analysis_nodes {} (per game below), one thread", cfg.analysis_nodes);
    for variant in Variant::ALL {
        if !only.is_empty() && !only.split(',').any(|v| v == variant.name()) {
            continue;
        }
        let nodes = cfg.analysis_nodes_for(variant);
        let game = sample_game(variant, 120);
        let mut engine = Engine::new(16);
        let t = Instant::now();
        let plies = analyse(&mut engine, &game, Depth { depth, nodes }, None, &mut || {}).map_or(0, |a| a.len());
        let secs = t.elapsed().as_secs_f64();
        println!(
            "analysis {variant}: {plies} turns, at most {nodes:?} nodes a position, in {secs:.2} s = {:.0} ms per turn",
            secs * 1000.0 / plies.max(1) as f64
        );
    }
}

/// A game of `plies` turns, each level 8's best one turn deep: positions
/// as the engine's own games reach them, the same every run.
fn self_played(variant: Variant, plies: usize) -> Position {
    let mut engine = Engine::new(16);
    let mut pos = Position::start(variant).expect("a start position");
    for _ in 0..plies {
        let limits = Limits { depth: Some(1), ..Limits::default() };
        let Some(r) = engine.search(&pos, &[], None, &limits, |_| {}) else { break };
        pos.play_turn(&r.best);
    }
    pos
}

/// The games of two moves a turn, where a turn has hundreds to thousands
/// of answers: the time to a fixed depth from positions 10, 20 and 30 turns
/// into a game the engine plays against itself.
fn two_move() {
    for (variant, depth) in [(Variant::BughouseSync, 2), (Variant::Tandem84, 3), (Variant::Tandem84Knightrider, 3), (Variant::TwoProng, 3)]
    {
        for plies in [10, 20, 30] {
            let pos = self_played(variant, plies);
            if !pos.has_legal_turn() {
                println!("two-move {variant}: the game is over before {plies} turns");
                continue;
            }
            let mut engine = Engine::new(16);
            let limits = Limits { depth: Some(depth), ..Limits::default() };
            let t = Instant::now();
            let r = engine.search(&pos, &[], None, &limits, |_| {});
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            let (nodes, best) = r.map_or((0, String::from("none")), |r| (r.nodes, pos.turn_notation(&r.best)));
            println!("two-move {variant}: {plies} turns in, depth {depth}: {ms:.0} ms, {nodes} nodes, best {best}");
        }
    }
}

fn main() {
    let filter: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let wants = |name: &str| filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str()));
    if wants("nps") {
        run(Variant::Chess, &CHESS, 7);
        run(Variant::Crazyhouse, &CRAZYHOUSE, 6);
    }
    if wants("analysis") {
        analysis();
    }
    if wants("two-move") {
        two_move();
    }
}
