//! The search: iterative deepening over principal variation search with a
//! transposition table, check extension, late move reductions, futility and
//! late move pruning near the leaves, captures first at a null-window node
//! where the rules make them apart, and a quiescence search of captures
//! and promotions. Scores are centipawns from the side to move (in
//! bughouse-sync: the team to move), mates near `MATE`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::eval;
use super::key::position_key;
use super::level::Level;
use super::limits::Limits;
use super::ordering::Memory;
use super::ordering::{capture_score, MAX_PLY};
use super::report::{Info, SearchResult};
use super::score::{to_score, MATE, MATE_BOUND};
use super::tt::Table;
use super::tt::{from_tt, to_tt, Bound, Entry};
use crate::rules::{Color, Move, MoveKind, Position, Side, Status, Turn};

const INF: i32 = 32_000;

struct Searcher<'a> {
    tt: &'a mut Table,
    order: &'a mut Memory,
    started: Instant,
    deadline: Option<Instant>,
    max_nodes: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    nodes: u64,
    stopped: bool,
    /// Keys of the game's earlier positions, then of the nodes on the path.
    path: Vec<u64>,
    /// Quiescence depth: turns of two moves multiply the captures.
    qmax: i32,
    /// Turns of two moves: quiescence tries one turn for each capture, and
    /// pruning near the leaves applies on the principal variation too (a
    /// node has thousands of turns, and a lower level's exact scores of the
    /// turns near its best each searched them all: level 5 needed 36,936
    /// nodes for two turns of a Tandem-84 middlegame, 7,268 after).
    two_move_turns: bool,
    /// Checks extend the search only this near the root: drop games give
    /// check after check.
    root_depth: i32,
}

/// The game as the search sees it: four-player bughouse and tandem-chess
/// become the engine's own board, with the hands it has now.
fn own_game(pos: &Position, side: Option<Side>) -> Option<(Position, Option<u8>)> {
    if let Position::Bughouse(b) = pos {
        if b.is_four_player() {
            let sides = pos.sides_to_move();
            let side = match side {
                Some(s) => sides.into_iter().find(|x| *x == s)?,
                None => *sides.first()?,
            };
            return Some((Position::Chess(b.board(side.board as usize).clone()), Some(side.board)));
        }
    }
    Some((pos.clone(), None))
}

/// A move of the lone board, put back on board `board` of the two.
fn on_board(m: Move, board: u8) -> Move {
    let kind = match m.kind {
        MoveKind::Castle { rook_from, rook_to } => {
            MoveKind::Castle { rook_from: rook_from.on_board(board), rook_to: rook_to.on_board(board) }
        }
        k => k,
    };
    Move { from: m.from.on_board(board), to: m.to.on_board(board), kind, ..m }
}

fn turn_on_board(t: Turn, board: u8) -> Turn {
    match t {
        Turn::One(m) => Turn::One(on_board(m, board)),
        Turn::Two(a, b) => Turn::Two(on_board(a, board), on_board(b, board)),
    }
}

/// SplitMix64: the lower levels' choices, reproducible from a seed.
pub(crate) struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[allow(clippy::too_many_arguments)]
pub fn run(
    tt: &mut Table,
    order: &mut Memory,
    pos: &Position,
    history: &[u64],
    side: Option<Side>,
    limits: &Limits,
    mut on_info: impl FnMut(&Info),
) -> Option<SearchResult> {
    let (root, board) = own_game(pos, side)?;
    let mut turns = root.legal_turns();
    if turns.is_empty() {
        return None;
    }
    let level = Level::new(limits.level);
    let unbounded = limits.depth.is_none() && limits.nodes.is_none() && limits.movetime_ms.is_none();
    let movetime = if unbounded { Some(level.default_movetime_ms(pos.variant().turns_of_two_moves())) } else { limits.movetime_ms };
    // The games of two moves a turn begin with a turn of one move: the
    // reply's turns say which game this is.
    let is_two = |t: &Turn| matches!(t, Turn::Two(..));
    let two_move_turns = turns.iter().any(is_two) || {
        let mut reply = root.clone();
        reply.play_turn(&turns[0]);
        reply.legal_turns().iter().any(is_two)
    };
    let max_depth = limits.depth.unwrap_or(u32::MAX).min(level.max_depth(two_move_turns)).clamp(1, MAX_PLY as u32 / 2);
    let started = Instant::now();
    let mut s = Searcher {
        tt,
        order,
        started,
        deadline: movetime.map(|ms| started + Duration::from_millis(ms)),
        max_nodes: limits.nodes,
        stop: limits.stop.clone(),
        nodes: 0,
        stopped: false,
        path: if board.is_some() { Vec::new() } else { history.to_vec() },
        qmax: level.quiescence_plies(pos.variant(), two_move_turns),
        two_move_turns,
        root_depth: 1,
    };
    let noise = level.noise_cp(two_move_turns);
    let root_key = position_key(&root);
    let mut rng = Rng::new(limits.seed ^ root_key);
    let mut best: Option<(Turn, i32, u32)> = None;
    let mut root_scores: Vec<i32> = vec![-INF; turns.len()];

    if let Some(e) = s.tt.probe(root_key) {
        if let Some(i) = e.best.and_then(|b| turns.iter().position(|t| *t == b)) {
            turns[..=i].rotate_right(1);
        }
    }

    let them = root.to_move().other();
    for depth in 1..=max_depth {
        s.root_depth = depth as i32;
        s.path.push(root_key);
        let mut alpha = -INF;
        let mut iter_best: Option<(usize, i32)> = None;
        let mut scores = vec![-INF; turns.len()];
        for (i, t) in turns.iter().enumerate() {
            let mut child = root.clone();
            child.play_turn(t);
            let score = if noise > 0 {
                // Lower levels choose among the turns within `noise` of the
                // best: those need exact scores, the others only a bound
                // (a turn at or below `best - noise` never wins the draw).
                // A null window proves most of them below cheaply first.
                let floor = iter_best.map_or(-INF, |(_, b)| b - noise);
                let mut v = INF;
                if floor > -INF {
                    v = -s.negamax(&child, them, depth as i32 - 1, -floor - 1, -floor, 1);
                }
                if v > floor && !s.stopped {
                    v = -s.negamax(&child, them, depth as i32 - 1, -INF, -floor, 1);
                }
                v
            } else if i == 0 {
                -s.negamax(&child, them, depth as i32 - 1, -INF, -alpha, 1)
            } else {
                let v = -s.negamax(&child, them, depth as i32 - 1, -alpha - 1, -alpha, 1);
                if v > alpha && !s.stopped {
                    -s.negamax(&child, them, depth as i32 - 1, -INF, -alpha, 1)
                } else {
                    v
                }
            };
            if s.stopped {
                break;
            }
            scores[i] = score;
            if iter_best.is_none_or(|(_, b)| score > b) {
                iter_best = Some((i, score));
                if noise == 0 {
                    alpha = alpha.max(score);
                }
            }
        }
        s.path.pop();
        let Some((bi, bs)) = iter_best else { break };
        // A stopped iteration counts: the previous best was searched first,
        // in full, and only a turn proven better replaced it. Lower levels
        // choose among the turns within their noise of the best, so theirs
        // counts once every turn that could win the draw one turn shallower
        // (the first ones: the turns go by their scores there) has its
        // deeper score; those not reached are left out of the draw.
        // Otherwise a level's extra time was lost whenever the deeper
        // iteration did not finish (Two-Prong's level 7 chose as level 6).
        if s.stopped && noise > 0 && best.is_some() {
            let done = scores.iter().position(|v| *v == -INF).unwrap_or(scores.len());
            let contenders = root_scores.iter().filter(|v| **v > root_scores[0] - noise).count();
            if done < contenders {
                break;
            }
        }
        best = Some((turns[bi], bs, depth));
        s.tt.store(Entry { key: root_key, depth: depth as i32, score: bs, bound: Bound::Exact, best: Some(turns[bi]) });
        // Best first for the next iteration, the others by their scores.
        let mut order: Vec<usize> = (0..turns.len()).collect();
        order.sort_by_key(|&i| if i == bi { -INF - 1 } else { -scores[i] });
        turns = order.iter().map(|&i| turns[i]).collect();
        root_scores = order.iter().map(|&i| scores[i]).collect();
        let ms = s.started.elapsed().as_millis() as u64;
        on_info(&Info {
            depth,
            score: to_score(bs),
            nodes: s.nodes,
            time_ms: ms,
            nps: s.nodes * 1000 / ms.max(1),
            pv: s.pv(&root, depth as usize),
        });
        if s.stopped || bs.abs() > MATE_BOUND && depth as i32 > 2 * (MATE - bs.abs()) + 2 {
            break;
        }
        if let (Some(d), true) = (s.deadline, limits.from_clock) {
            // The next iteration would not finish: keep the clock's time.
            if Instant::now() + (Instant::now() - s.started) > d {
                break;
            }
        }
    }

    let (mut turn, mut score, depth) = best.unwrap_or((turns[0], 0, 0));
    if noise > 0 && depth > 0 {
        let pick = root_scores
            .iter()
            .enumerate()
            .filter(|(_, v)| **v > -INF)
            .max_by_key(|(_, v)| **v + (rng.next() % noise as u64) as i32)
            .map(|(i, v)| (turns[i], *v));
        if let Some((t, v)) = pick {
            turn = t;
            score = v;
        }
    }
    let mut pv = s.pv(&root, depth as usize);
    if pv.first() != Some(&turn) {
        pv = vec![turn];
    }
    if let Some(b) = board {
        turn = turn_on_board(turn, b);
        pv = pv.into_iter().map(|t| turn_on_board(t, b)).collect();
    }
    Some(SearchResult { best: turn, score: to_score(score), pv, depth, nodes: s.nodes })
}

/// The evaluation for `us`, the side (team) to move.
fn static_eval(pos: &Position, us: Color) -> i32 {
    let white = eval::evaluate(pos);
    match us {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The score of a position without legal turns, for `us`, to move (the
/// position's own `to_move` may name the winner once a two-board match is over).
fn terminal(pos: &Position, us: Color, ply: i32) -> i32 {
    match pos.status() {
        Status::Checkmate { winner } if winner == us => MATE - ply,
        Status::Checkmate { .. } => -MATE + ply,
        _ => 0,
    }
}

/// The captures and promotions of a turn, packed (from, to, promotion).
fn noisy_moves_key(turn: &Turn) -> u64 {
    turn.moves().filter(|m| m.capture.is_some() || m.promotion.is_some()).fold(0, |key, m| {
        let promotion = m.promotion.map_or(0, |r| r as u64 + 1);
        (key << 24) | u64::from(m.from.0) << 16 | u64::from(m.to.0) << 8 | promotion
    })
}

impl Searcher<'_> {
    fn check_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.max_nodes.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(512) {
            let flag = self.stop.as_ref().is_some_and(|f| f.load(Ordering::Relaxed));
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            self.stopped = flag || late;
        }
        self.stopped
    }

    fn repeated(&self, key: u64) -> bool {
        self.path.contains(&key)
    }

    /// A window wider than a null window is a principal variation node.
    fn negamax(&mut self, pos: &Position, us: Color, depth: i32, mut alpha: i32, mut beta: i32, ply: i32) -> i32 {
        let is_pv = beta - alpha > 1;
        if self.check_stop() {
            return 0;
        }
        let key = position_key(pos);
        if self.repeated(key) || pos.halfmove_clock() >= 100 {
            return 0;
        }
        alpha = alpha.max(-MATE + ply);
        beta = beta.min(MATE - ply - 1);
        if alpha >= beta {
            return alpha;
        }
        let in_check = pos.is_check();
        let depth = if in_check && ply < 2 * self.root_depth { depth + 1 } else { depth };
        if depth <= 0 || ply >= MAX_PLY as i32 - 8 {
            return self.quiesce(pos, us, alpha, beta, ply, 0);
        }
        self.nodes += 1;

        let mut hash_move = None;
        if let Some(e) = self.tt.probe(key) {
            hash_move = e.best;
            let v = from_tt(e.score, ply);
            if !is_pv && e.depth >= depth {
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }
        // A node that need only prove a bound, where the rules give its
        // captures without the rest (hundreds to thousands of turns of two
        // moves), first tries those: a capture often refutes, and then the
        // quiet turns are never made (`Rules::noisy_turns_first`).
        let captures_first = !is_pv && !in_check && pos.noisy_turns_first() && hash_move.is_none_or(|h| h.is_noisy());
        let mut turns = if captures_first { pos.noisy_turns() } else { pos.legal_turns() };
        // No turn at all (no capture, and no turn when asked): mate or
        // stalemate, before any pruning takes the static score for it.
        if turns.is_empty() && (!captures_first || !pos.has_legal_turn()) {
            return terminal(pos, us, ply);
        }
        let near_leaves = (!is_pv || self.two_move_turns) && !in_check && depth <= 3;
        let static_score = if near_leaves { static_eval(pos, us) } else { 0 };
        // Reverse futility: far above beta with few turns left to lose it.
        if near_leaves && static_score - 120 * depth >= beta && beta.abs() < MATE_BOUND {
            return static_score;
        }
        self.order.order(&mut turns, hash_move, ply as usize);
        self.path.push(key);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_turn = None;
        let mut quiets = 0;
        // One turn a node from the leaves: in games of two moves a turn, the
        // first turn of each set of captures counts as a capture, the
        // others (the same capture with another move beside it) as quiet
        // turns, which the pruning below may skip.
        let mut captures_seen = (self.two_move_turns && depth <= 1).then(std::collections::HashSet::new);
        let mut searched = 0;
        let mut first_stage: Option<std::collections::HashSet<Turn>> = None;
        'stages: loop {
            for t in turns.iter() {
                if first_stage.as_ref().is_some_and(|done| done.contains(t)) {
                    continue;
                }
                let i = searched;
                searched += 1;
                let noisy = t.is_noisy() && captures_seen.as_mut().is_none_or(|seen| seen.insert(noisy_moves_key(t)));
                if !noisy {
                    quiets += 1;
                }
                if near_leaves && !noisy && best > -MATE_BOUND && Some(*t) != hash_move {
                    // Futility: a quiet turn will not lift this far below alpha;
                    // late move pruning: the last quiet turns of a long list.
                    if static_score + 100 + 100 * depth <= alpha || quiets > 4 + 4 * depth * depth {
                        continue;
                    }
                }
                let mut child = pos.clone();
                child.play_turn(t);
                let score = if i == 0 {
                    -self.negamax(&child, us.other(), depth - 1, -beta, -alpha, ply + 1)
                } else {
                    let r = if depth >= 3 && i >= 3 && !noisy && !in_check { 1 + i32::from(i >= 12 && depth >= 5) } else { 0 };
                    let mut v = -self.negamax(&child, us.other(), depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                    if v > alpha && r > 0 {
                        v = -self.negamax(&child, us.other(), depth - 1, -alpha - 1, -alpha, ply + 1);
                    }
                    if v > alpha && v < beta && is_pv {
                        v = -self.negamax(&child, us.other(), depth - 1, -beta, -alpha, ply + 1);
                    }
                    v
                };
                if self.stopped {
                    self.path.pop();
                    return 0;
                }
                if score > best {
                    best = score;
                    best_turn = Some(*t);
                    if score > alpha {
                        alpha = score;
                        if score >= beta {
                            self.order.cutoff(t, ply as usize, depth);
                            break 'stages;
                        }
                    }
                }
            }
            if !captures_first || first_stage.is_some() {
                break;
            }
            // No capture refuted: every turn, less those tried.
            first_stage = Some(turns.iter().copied().collect());
            turns = pos.legal_turns();
            if turns.is_empty() {
                self.path.pop();
                return terminal(pos, us, ply);
            }
            self.order.order(&mut turns, hash_move, ply as usize);
        }
        self.path.pop();
        if best == -INF {
            // Every turn was pruned: the static score stands for them.
            return alpha.max(static_score.min(alpha));
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry { key, depth, score: to_tt(best, ply), bound, best: best_turn });
        best
    }

    fn quiesce(&mut self, pos: &Position, us: Color, mut alpha: i32, beta: i32, ply: i32, qply: i32) -> i32 {
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        let stand = static_eval(pos, us);
        if self.qmax == 0 {
            // A level without quiescence still sees mate and stalemate.
            return if pos.has_legal_turn() { stand } else { terminal(pos, us, ply) };
        }
        if stand >= beta || qply >= self.qmax || ply >= MAX_PLY as i32 - 1 {
            return stand;
        }
        alpha = alpha.max(stand);
        let turns = pos.noisy_turns();
        if turns.is_empty() && !pos.has_legal_turn() {
            return terminal(pos, us, ply);
        }
        let mut noisy: Vec<(i32, Turn)> = turns.into_iter().map(|t| (capture_score(&t), t)).collect();
        noisy.sort_by_key(|k| std::cmp::Reverse(k.0));
        if self.two_move_turns {
            // A capture on one board comes with each of the forty-odd moves
            // of the other: quiescence asks what the captures win, so one
            // turn stands for each set of captures and promotions (the
            // first, best ordered). Without this a Tandem-84 search did not
            // finish two turns deep in minutes.
            let mut seen = std::collections::HashSet::with_capacity(noisy.len());
            noisy.retain(|(_, t)| seen.insert(noisy_moves_key(t)));
        }
        let mut best = stand;
        for (gain, t) in noisy {
            // Delta pruning: even this capture's full value leaves us below alpha.
            if stand + gain / 16 * 110 + 200 < alpha {
                continue;
            }
            let mut child = pos.clone();
            child.play_turn(&t);
            let score = -self.quiesce(&child, us.other(), -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The principal variation from the table, each turn checked legal.
    fn pv(&self, root: &Position, max: usize) -> Vec<Turn> {
        let mut pv = Vec::new();
        let mut pos = root.clone();
        let mut seen = Vec::new();
        while pv.len() < max.max(1) {
            let key = position_key(&pos);
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(t) = self.tt.probe(key).and_then(|e| e.best) else { break };
            if !pos.legal_turns().contains(&t) {
                break;
            }
            pos.play_turn(&t);
            pv.push(t);
        }
        pv
    }
}
