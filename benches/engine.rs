//! The house engine's speed: nodes per second on one thread, chess and
//! crazyhouse, fixed depths from a few positions (no time bound: the same
//! nodes every run). `cargo bench --bench engine`. A reference figure on the
//! same machine: `/usr/games/fairy-stockfish bench` (its last lines).
//!
//! `cargo bench --bench engine -- analysis`: the analysis after the game
//! of a 60-move game (120 turns, fewer if it ends) in each of the nine
//! games, at the default `[engine] analysis_depth` and
//! `analysis_nodes` (`TANDEM_ANALYSIS_DEPTH`, `TANDEM_ANALYSIS_NODES`,
//! `TANDEM_ANALYSIS_CHECK` to try others): the CPU per turn and for the
//! game.
//!
//! `cargo bench --bench engine -- analysis-trust`: whether the analysis's
//! marks hold when looked at harder, per game: games played by the house
//! engine against itself at a small budget, one turn in six picked at
//! random (the mistakes players make, in positions as varied as play
//! reaches; seeded, the same every run), analysed as the server analyses
//! them (the default `[engine]` bounds, marks checked again); then each
//! `?!`, `?` and `??` searched again with ten times the budget (the nodes,
//! and four plies deeper). A mark is confirmed where that search finds a
//! drop in the mover's winning chances of at least half the mark's
//! threshold; a better line where the position after it scores at least
//! as well as the one after the turn played. A turn marked in one game
//! and again in another (they share the engine's turns up to their first
//! random one) counts once in a run (not across runs carried on with
//! `TANDEM_TRUST_FIRST`). Prints the shares, the marks
//! of each kind and the CPU per analysed turn. `TANDEM_TRUST_MARKS` (200;
//! `--quick`: 10) marks a game, from at most `TANDEM_TRUST_GAMES` (40)
//! games, the first `TANDEM_TRUST_FIRST` (0) of each game skipped (to
//! carry a run on where one stopped); `TANDEM_ANALYSIS_GAMES=chess,tandem84`
//! picks games;
//! `TANDEM_ANALYSIS_CHECK` sets `analysis_check` (1: no second look;
//! bughouse-sync's second look is twice that, `analysis_check_for`) and
//! `TANDEM_ANALYSIS_NODES` `analysis_nodes` (each game's budget is its
//! share of it, `analysis_nodes_for`; the deeper search ten times that);
//! `TANDEM_TRUST_EACH=1` prints every mark with its drop, its doubt, the
//! deeper search's drop, the mover's winning chances before and after it
//! as the analysis judged them, the turn and the position before it; `TANDEM_TRUST_DEPTHS=1` also the drop the
//! second look found at each depth it completed (its two searches again);
//! `TANDEM_TRUST_LOOKS=1` the drop each of the analysis's two looks
//! found; `TANDEM_TRUST_FEATURES=1` what the first look saw of the mark's two
//! positions at each depth, and how many pieces and ghosts stood.
//!
//! `cargo bench --bench engine -- two-move`: the games of two moves a
//! turn, the time to a fixed depth 10, 20 and 30 turns into a game.

use std::time::Instant;

use tandem::bot::analysis::depth_of;
use tandem::config::EngineConfig;
use tandem::engine::analysis::{self as an, analyse, Depth, Judgement, PlyEval};
use tandem::engine::{Engine, Limits};
use tandem::rules::{Game, Position, Side, Status, Turn, Variant};

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
    let mut seed = 0x2545_f491_4f6c_dd1d_u64 ^ variant as u64;
    play_game(variant, plies, |_, turns| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        Some(turns[(seed >> 33) as usize % turns.len()])
    })
}

/// A game of `variant` of up to `plies` turns, each the one `pick` takes
/// among the legal ones; it stops where the game ends or `pick` has none.
fn play_game(variant: Variant, plies: usize, mut pick: impl FnMut(&Game, &[Turn]) -> Option<Turn>) -> Game {
    let mut game = Game::new(variant).expect("a start position");
    for _ in 0..plies {
        if game.automatic_outcome().is_some() {
            break;
        }
        let turns = game.position().legal_turns();
        if turns.is_empty() {
            break;
        }
        let Some(turn) = pick(&game, &turns) else { break };
        let text = game.position().turn_notation(&turn);
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
    let cfg = EngineConfig {
        analysis_depth: depth,
        analysis_nodes: env_number("TANDEM_ANALYSIS_NODES").unwrap_or(cfg.analysis_nodes),
        analysis_check: env_number("TANDEM_ANALYSIS_CHECK").unwrap_or(cfg.analysis_check),
        ..cfg
    };
    let only = std::env::var("TANDEM_ANALYSIS_GAMES").unwrap_or_default();
    println!("analysis: depth {depth}, analysis_nodes {} (per game below), one thread", cfg.analysis_nodes);
    for variant in Variant::ALL {
        if !only.is_empty() && !only.split(',').any(|v| v == variant.name()) {
            continue;
        }
        let bounds = depth_of(&cfg, variant);
        let (nodes, check) = (bounds.nodes, bounds.check);
        let game = sample_game(variant, 120);
        let mut engine = Engine::new(16);
        // CPU, not the wall: the figure holds on a busy machine too.
        let t = thread_cpu();
        let plies = analyse(&mut engine, &game, bounds, None, &mut || {}).map_or(0, |a| a.len());
        let secs = thread_cpu() - t;
        println!(
            "analysis {variant}: {plies} turns, at most {nodes:?} nodes a position, marks checked at {check}x, in {secs:.2} s CPU = {:.0} ms per turn",
            secs * 1000.0 / plies.max(1) as f64
        );
    }
}

/// The CPU time this thread has used, in seconds.
fn thread_cpu() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

/// A game as players make it: the engine's turn at a small budget, one
/// turn in six picked at random (seeded), until it ends or `plies`.
fn noisy_game(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut engine = Engine::new(4);
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ variant as u64;
    let mut next = move || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        state >> 33
    };
    play_game(variant, plies, |game, turns| {
        if next() % 6 == 0 {
            return Some(turns[next() as usize % turns.len()]);
        }
        engine.clear();
        let limits = Limits { nodes: Some(1500), depth: Some(6), ..Limits::default() };
        engine.search_game(game, None, &limits, |_| {}).map(|r| r.best)
    })
}

/// The drop a mark stands for at least (lichess's thresholds).
fn threshold(j: Judgement) -> f64 {
    match j {
        Judgement::Inaccuracy => 0.1,
        Judgement::Mistake => 0.2,
        Judgement::Blunder => 0.3,
    }
}

/// The mover's winning chances with `pos` before them (`mover` to move:
/// `own`) or after their turn (the opponent to move), searched to `depth`;
/// `None` where the search cannot tell.
fn chances(engine: &mut Engine, pos: &Position, history: &[u64], mover: Side, own: bool, depth: Depth) -> Option<f64> {
    engine.clear();
    let side = if own { mover } else { Side::new(mover.board, mover.color.other()) };
    let four = matches!(pos, Position::Bughouse(b) if b.is_four_player());
    let limits = Limits { depth: Some(depth.depth), nodes: depth.nodes, ..Limits::default() };
    match engine.search(pos, history, four.then_some(side), &limits, |_| {}) {
        Some(r) => Some(an::winning_chances(if own { r.score } else { an::negate(r.score) })),
        None => match pos.status() {
            Status::Checkmate { winner } if winner == mover.team() && !own => Some(1.0),
            Status::Checkmate { .. } | Status::Ongoing => None,
            _ => Some(0.0),
        },
    }
}

/// `TANDEM_TRUST_LOOKS=1`: a mark's drop as each of the analysis's two
/// looks found it (the first: the position before against the one after,
/// less the game's unsteadiness; the second: the position after the
/// engine's turn against the one after the turn played, at the second
/// look's bounds), beside the deeper search's verdict, to weigh a rule on
/// how the two looks agree without searching the games again.
#[allow(clippy::too_many_arguments)]
fn print_looks(
    engine: &mut Engine,
    p: &PlyEval,
    before: &Position,
    after: &Position,
    keys: &[u64],
    first: Depth,
    look: Depth,
    deeper_drop: f64,
) {
    let Some(best) = p.best else { return };
    let unsteady = f64::from(an::unsteadiness(before.variant())) / 1000.0;
    let first_drop =
        match (chances(engine, before, &keys[..keys.len() - 1], p.mover, true, first), chances(engine, after, keys, p.mover, false, first))
        {
            (Some(b), Some(a)) => b - a - unsteady,
            _ => f64::NAN,
        };
    let mut with_best = before.clone();
    with_best.play_turn(&best);
    let closer = match (chances(engine, &with_best, keys, p.mover, false, look), chances(engine, after, keys, p.mover, false, look)) {
        (Some(b), Some(a)) => b - a,
        _ => f64::NAN,
    };
    println!(
        "  looks {}: loss {:.3} doubt {:.3} deeper {deeper_drop:.3} first {first_drop:.3} closer {closer:.3}",
        before.variant(),
        p.loss(),
        f64::from(p.doubt) / 1000.0
    );
}

/// Marks and better lines, checked: (marks, confirmed, lines, confirmed).
#[derive(Default)]
struct Trust {
    marks: [usize; 3],
    confirmed: usize,
    lines: usize,
    lines_confirmed: usize,
    turns: usize,
    cpu: f64,
    check_cpu: f64,
    /// The marked turns counted so far (the position before and after):
    /// games that differ only by their random turns share their first
    /// engine-played turns, and a mark there is counted once.
    seen: std::collections::HashSet<(u64, u64)>,
}

/// The mover's winning chances after `pos` at each depth a search of it
/// completed (the opponent to move), as the analysis's second look
/// searches it: for `TANDEM_TRUST_DEPTHS`.
fn chances_by_depth(engine: &mut Engine, pos: &Position, history: &[u64], mover: Side, depth: Depth) -> Vec<(u32, f64)> {
    engine.clear();
    let opponent = Side::new(mover.board, mover.color.other());
    let four = matches!(pos, Position::Bughouse(b) if b.is_four_player());
    let limits = Limits { depth: Some(depth.depth), nodes: depth.nodes, ..Limits::default() };
    let mut out = Vec::new();
    engine.search(pos, history, four.then_some(opponent), &limits, |info| {
        out.push((info.depth, an::winning_chances(an::negate(info.score))))
    });
    out
}

/// `TANDEM_TRUST_DEPTHS=1`: the drop the second look at a mark finds at
/// each depth both its searches completed (the position after the
/// engine's turn against the one after the turn played), printed beside
/// the deeper search's verdict, to weigh a rule of steadiness without
/// searching again.
fn print_steps(engine: &mut Engine, p: &PlyEval, before: &Position, after: &Position, keys: &[u64], look: Depth, deeper_drop: f64) {
    let Some(best) = p.best else { return };
    let mut with_best = before.clone();
    with_best.play_turn(&best);
    let b = chances_by_depth(engine, &with_best, keys, p.mover, look);
    let a = chances_by_depth(engine, after, keys, p.mover, look);
    let steps: Vec<String> =
        b.iter().filter_map(|(d, cb)| a.iter().find(|(e, _)| e == d).map(|(_, ca)| format!("{d}:{:.3}", cb - ca))).collect();
    println!(
        "  steps {}: loss {:.3} doubt {:.3} deeper {deeper_drop:.3} drops {}",
        before.variant(),
        p.loss(),
        f64::from(p.doubt) / 1000.0,
        steps.join(" ")
    );
}

/// `TANDEM_TRUST_FEATURES=1`: what the first look saw of a mark's two
/// positions, depth by depth (the mover's winning chances before the turn
/// and after it), and how full the board was, printed beside the deeper
/// search's verdict: to look for what tells a false mark at the time of
/// the analysis, without searching at 10x again.
fn print_features(engine: &mut Engine, p: &PlyEval, before: &Position, after: &Position, keys: &[u64], first: Depth, deeper_drop: f64) {
    engine.clear();
    let four = matches!(before, Position::Bughouse(b) if b.is_four_player());
    let limits = Limits { depth: Some(first.depth), nodes: first.nodes, ..Limits::default() };
    let mut own = Vec::new();
    engine.search(before, &keys[..keys.len() - 1], four.then_some(p.mover), &limits, |info| {
        own.push(format!("{}:{:.3}", info.depth, an::winning_chances(info.score)))
    });
    let then: Vec<String> = chances_by_depth(engine, after, keys, p.mover, first).iter().map(|(d, c)| format!("{d}:{c:.3}")).collect();
    let board = before.fen();
    let placement = board.split(' ').next().unwrap_or("");
    let pieces = placement.chars().filter(|c| c.is_ascii_alphabetic()).count();
    let ghosts = placement.chars().filter(|c| matches!(c, 'g' | 'G')).count();
    println!(
        "  features {}: loss {:.3} doubt {:.3} deeper {deeper_drop:.3} pieces {pieces} ghosts {ghosts} before {} after {}",
        before.variant(),
        p.loss(),
        f64::from(p.doubt) / 1000.0,
        own.join(" "),
        then.join(" ")
    );
}

fn check_marks(engine: &mut Engine, game: &Game, plies: &[PlyEval], first: Depth, deeper: Depth, look: Depth, trust: &mut Trust) {
    let mut positions = vec![game.start().clone()];
    let mut keys = vec![tandem::engine::key::position_key(game.start())];
    for p in game.played() {
        let mut next = positions[positions.len() - 1].clone();
        next.play_turn(&p.turn);
        keys.push(tandem::engine::key::position_key(&next));
        positions.push(next);
    }
    for (i, p) in plies.iter().enumerate() {
        let Some(j) = p.judgement() else { continue };
        if !trust.seen.insert((keys[i], keys[i + 1])) {
            continue;
        }
        trust.marks[j as usize] += 1;
        let before = chances(engine, &positions[i], &keys[..i], p.mover, true, deeper);
        let after = chances(engine, &positions[i + 1], &keys[..=i], p.mover, false, deeper);
        if let (Some(b), Some(a)) = (before, after) {
            let confirmed = b - a >= threshold(j) / 2.0;
            trust.confirmed += usize::from(confirmed);
            if std::env::var_os("TANDEM_TRUST_DEPTHS").is_some() {
                print_steps(engine, p, &positions[i], &positions[i + 1], &keys[..=i], look, b - a);
            }
            if std::env::var_os("TANDEM_TRUST_LOOKS").is_some() {
                print_looks(engine, p, &positions[i], &positions[i + 1], &keys[..=i], first, look, b - a);
            }
            if std::env::var_os("TANDEM_TRUST_FEATURES").is_some() {
                print_features(engine, p, &positions[i], &positions[i + 1], &keys[..=i], first, b - a);
            }
            // TANDEM_TRUST_EACH=1: every mark with the drop it was given,
            // the doubt taken off it and the deeper search's drop, to
            // weigh another rule of doubt without searching again.
            if std::env::var_os("TANDEM_TRUST_EACH").is_some() {
                println!(
                    "  mark {}: {j:?} drop {:.3} doubt {:.3} deeper {:.3} depth {} before {:.3} after {:.3} on {} in {}",
                    positions[i].variant(),
                    p.loss(),
                    f64::from(p.doubt) / 1000.0,
                    b - a,
                    p.depth,
                    p.before.map_or(f64::NAN, an::winning_chances),
                    p.chances_after().unwrap_or(f64::NAN),
                    positions[i].turn_notation(&game.played()[i].turn),
                    positions[i].fen()
                );
            }
            // Each mark the deeper search does not bear out, to study
            // (`tandem analyse VARIANT --fen ...`).
            if !confirmed {
                let turn = positions[i].turn_notation(&game.played()[i].turn);
                println!(
                    "  not confirmed: {} mark {j:?} on {turn}: the deeper search loses {:.3} of the chances (the mark's threshold {:.3}) in {}",
                    positions[i].variant(),
                    b - a,
                    threshold(j),
                    positions[i].fen()
                );
            }
        }
        let Some(best) = p.best else { continue };
        trust.lines += 1;
        let mut with_best = positions[i].clone();
        with_best.play_turn(&best);
        let better = chances(engine, &with_best, &keys[..=i], p.mover, false, deeper);
        if let (Some(b), Some(a)) = (better, after) {
            trust.lines_confirmed += usize::from(b >= a - 1e-9);
        }
    }
}

fn analysis_trust(quick: bool) {
    let cfg = EngineConfig::default();
    let check = env_number("TANDEM_ANALYSIS_CHECK").unwrap_or(cfg.analysis_check);
    let nodes = env_number("TANDEM_ANALYSIS_NODES").unwrap_or(cfg.analysis_nodes);
    let cfg = EngineConfig { analysis_check: check, analysis_nodes: nodes, ..cfg };
    let want = env_number("TANDEM_TRUST_MARKS").unwrap_or(if quick { 10 } else { 200 }) as usize;
    let max_games = env_number("TANDEM_TRUST_GAMES").unwrap_or(40);
    let first_game = env_number("TANDEM_TRUST_FIRST").unwrap_or(0);
    let only = std::env::var("TANDEM_ANALYSIS_GAMES").unwrap_or_default();
    println!(
        "analysis-trust: depth {}, analysis_nodes {} (per game below), marks checked at {check}x (per game below); \
         each mark searched again at 10x the nodes, 4 plies deeper; up to {want} marks a game from at most {max_games} games of up to 120 turns",
        cfg.analysis_depth, cfg.analysis_nodes
    );
    for variant in Variant::ALL {
        if !only.is_empty() && !only.split(',').any(|v| v == variant.name()) {
            continue;
        }
        let depth = depth_of(&cfg, variant);
        let (nodes, check) = (depth.nodes, depth.check);
        let deeper = Depth { depth: cfg.analysis_depth + 4, nodes: nodes.map(|n| n * 10), check: 1 };
        // The bounds of the analysis's second look at a mark.
        let look = depth.checking();
        let mut trust = Trust::default();
        let mut engine = Engine::new(16);
        let mut games = 0;
        while trust.marks.iter().sum::<usize>() < want && games < max_games {
            let game = noisy_game(variant, first_game + games, 120);
            games += 1;
            let t = thread_cpu();
            let Some(plies) = analyse(&mut engine, &game, depth, None, &mut || {}) else { continue };
            trust.cpu += thread_cpu() - t;
            trust.turns += plies.len();
            let t = thread_cpu();
            check_marks(&mut engine, &game, &plies, depth, deeper, look, &mut trust);
            trust.check_cpu += thread_cpu() - t;
            if std::env::var_os("TANDEM_TRUST_EACH").is_some() {
                // The CPU too: a run stopped before its end prints no summary.
                println!(
                    "  game {} done: {} marks, {} confirmed so far, {} better lines, {} as good as the turn played; \
                     {} turns at {:.0} ms CPU per analysed turn, the 10x check {:.0} s",
                    first_game + games - 1,
                    trust.marks.iter().sum::<usize>(),
                    trust.confirmed,
                    trust.lines,
                    trust.lines_confirmed,
                    trust.turns,
                    trust.cpu * 1000.0 / trust.turns.max(1) as f64,
                    trust.check_cpu
                );
            }
        }
        let marks: usize = trust.marks.iter().sum();
        let share = |a: usize, b: usize| if b == 0 { "-".to_string() } else { format!("{:.1}%", 100.0 * a as f64 / b as f64) };
        println!(
            "analysis-trust {variant}: {games} games, {} turns, {marks} marks ({} ?!, {} ?, {} ??): confirmed {} of marks, {} of better lines ({} lines); \
             {:.0} ms CPU per analysed turn (at most {nodes:?} nodes a position, marks checked at {check}x); the 10x check took {:.0} s",
            trust.turns,
            trust.marks[0],
            trust.marks[1],
            trust.marks[2],
            share(trust.confirmed, marks),
            share(trust.lines_confirmed, trust.lines),
            trust.lines,
            trust.cpu * 1000.0 / trust.turns.max(1) as f64,
            trust.check_cpu
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
    if wants("analysis") && !filter.iter().any(|f| f == "analysis-trust") {
        analysis();
    }
    // Long (minutes a game): only when named.
    if filter.iter().any(|f| f == "analysis-trust") {
        analysis_trust(std::env::args().any(|a| a == "--quick"));
    }
    if wants("two-move") {
        two_move();
    }
}
