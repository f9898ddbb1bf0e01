//! Analysis after the game: every position of a game searched
//! at a fixed depth (and, optionally, a node budget per position) with the
//! tables cleared before each search, so that the same game and engine give
//! the same analysis every time. Each turn is judged by the drop in the
//! mover's winning chances, with lichess's thresholds and formula.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::key::position_key;
use super::{Engine, Limits, Score};
use crate::rules::{Game, Position, Side, Status, Turn, Variant};

/// Centipawn scores count up to this (a mate counts as winning chances ±1).
pub const CP_CLAMP: i32 = 1000;

/// Lichess's winning chances of a score, from -1 (lost) to +1 (won):
/// `2 / (1 + exp(-0.00368208 * cp)) - 1`, centipawns clamped to ±1000.
pub fn winning_chances(score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(0) => 1.0,
        Score::Mate(_) => -1.0,
        Score::Cp(cp) => {
            let cp = f64::from(cp.clamp(-CP_CLAMP, CP_CLAMP));
            2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
        }
    }
}

/// A score turned to the other side's point of view.
pub fn negate(score: Score) -> Score {
    match score {
        Score::Cp(c) => Score::Cp(-c),
        Score::Mate(n) => Score::Mate(-n),
    }
}

/// A score as centipawns for averages: mates count as ±[`CP_CLAMP`].
pub fn clamped_cp(score: Score) -> i32 {
    match score {
        Score::Cp(c) => c.clamp(-CP_CLAMP, CP_CLAMP),
        Score::Mate(n) if n >= 0 => CP_CLAMP,
        Score::Mate(_) => -CP_CLAMP,
    }
}

/// How bad a turn was, by the drop in its mover's winning chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    /// A drop of 0.1 or more: `?!`.
    Inaccuracy,
    /// 0.2 or more: `?`.
    Mistake,
    /// 0.3 or more: `??`.
    Blunder,
}

impl Judgement {
    /// The judgement of a drop in winning chances, if any.
    pub fn of_loss(loss: f64) -> Option<Judgement> {
        if loss >= 0.3 {
            Some(Judgement::Blunder)
        } else if loss >= 0.2 {
            Some(Judgement::Mistake)
        } else if loss >= 0.1 {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }

    /// `?!`, `?`, `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// The PGN NAG: `$6`, `$2`, `$4`.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// Where the game stood after a turn, for its mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// The search's score of the position after, for the mover.
    Score(Score),
    /// The turn ended the game on the board: won (mate) or drawn.
    Won,
    Drawn,
    /// Not searched (a bughouse board that waits, a game over otherwise):
    /// not judged.
    Unknown,
}

/// One turn of the game, analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyEval {
    /// The army that played it.
    pub mover: Side,
    /// The position before it, for the mover (`None`: not searched).
    pub before: Option<Score>,
    /// The engine's turn there and its line (the first is `best`).
    pub best: Option<Turn>,
    pub pv: Vec<Turn>,
    pub after: After,
    /// The turn played was the engine's own choice.
    pub played_best: bool,
    /// How many plies deep the search that judged the turn looked (0:
    /// not known, an analysis stored before this was kept).
    pub depth: u32,
    /// What is taken off the drop before it is judged, in thousandths of
    /// winning chances: the game's [`unsteadiness`], and where the two
    /// looks at a marked turn disagreed, half the drop the closer look took
    /// back, and in Two-Prong what the closer look's depths took back
    /// besides (see [`analyse`]).
    pub doubt: u16,
}

impl PlyEval {
    /// The mover's winning chances after the turn, when known.
    pub fn chances_after(&self) -> Option<f64> {
        match self.after {
            After::Score(s) => Some(winning_chances(s)),
            After::Won => Some(1.0),
            After::Drawn => Some(0.0),
            After::Unknown => None,
        }
    }

    /// The drop in the mover's winning chances (0 when the engine would
    /// have played the same turn: its scores before and after differ only
    /// by the extra ply).
    pub fn loss(&self) -> f64 {
        if self.played_best {
            return 0.0;
        }
        match (self.before, self.chances_after()) {
            (Some(b), Some(a)) => (winning_chances(b) - a - f64::from(self.doubt) / 1000.0).max(0.0),
            _ => 0.0,
        }
    }

    pub fn judgement(&self) -> Option<Judgement> {
        Judgement::of_loss(self.loss())
    }

    /// Centipawns lost (for the average), mates as ±[`CP_CLAMP`].
    pub fn cp_loss(&self) -> i32 {
        if self.played_best {
            return 0;
        }
        let after = match self.after {
            After::Score(s) => clamped_cp(s),
            After::Won => CP_CLAMP,
            After::Drawn => 0,
            After::Unknown => return 0,
        };
        self.before.map_or(0, |b| (clamped_cp(b) - after).max(0))
    }
}

/// How far the engine's judgement of a turn still moves in `variant` at
/// the analysis's depths when a search ten times larger looks again, in
/// thousandths of winning chances: a turn is marked only where its drop
/// passes the mark's threshold by this much too. Measured with `cargo
/// bench --bench engine -- analysis-trust` (`TANDEM_TRUST_EACH=1`, which
/// prints what each mark would be without it): in Tandem-84 the
/// inaccuracies nearest the threshold, in the symmetrical openings of
/// twelve files, are the ones the larger search does not bear out. In
/// Two-Prong the false marks are spread over every kind, mostly in the
/// first turns, and no deeper second look clears them (at 8x the same
/// ones stay): a margin of 0.05 took the marks of games 14 to 30 from
/// 92.5% to 95.5% borne out, and 96.0% of the marks of the games after
/// them hold (`docs/benchmarks.md`).
pub fn unsteadiness(variant: Variant) -> u16 {
    match variant {
        Variant::Tandem84 => 20,
        Variant::TwoProng => 50,
        _ => 0,
    }
}

/// How deep, and how many nodes at most, each position is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    pub depth: u32,
    /// A budget per position (the slow games search few plies a second);
    /// a search bounded by nodes is as repeatable as one bounded by depth.
    pub nodes: Option<u64>,
    /// A turn the first pass would mark is looked at again, this many
    /// times the nodes and [`CHECK_PLIES`] plies deeper: the positions
    /// after the turn played and after the engine's, side by side (1: not
    /// checked). See [`analyse`].
    pub check: u64,
}

/// How many plies deeper than the first pass a mark is checked.
pub const CHECK_PLIES: u32 = 2;

impl Depth {
    /// The bounds of the second look at a turn the first pass marked.
    pub fn checking(self) -> Depth {
        Depth { depth: self.depth + CHECK_PLIES, nodes: self.nodes.map(|n| n.saturating_mul(self.check)), check: 1 }
    }
}

/// The army that played `turn` in `pos`: in four-player bughouse the one of
/// its board, else the side to move.
pub fn mover_of(pos: &Position, turn: &Turn) -> Side {
    let board = turn.moves().next().map_or(0, |m| m.to.board());
    if four_player(pos) {
        Side::new(board, pos.sides_to_move().into_iter().find(|s| s.board == board).map_or(pos.to_move(), |s| s.color))
    } else {
        pos.sides_to_move().first().copied().unwrap_or(Side::new(0, pos.to_move()))
    }
}

fn four_player(pos: &Position) -> bool {
    matches!(pos, Position::Bughouse(b) if b.is_four_player())
}

/// A search's score, best turn, line and the depth it reached.
type Found = (Score, Turn, Vec<Turn>, u32);

/// The second look's search of a position after a turn: where it left
/// the mover, the line, the depth reached, and the mover's winning chances
/// at each depth it completed.
type Looked = (After, Vec<Turn>, u32, Vec<(u32, f64)>);

/// Analyses every turn of `game`. `None` if `stop` was raised.
/// `between` runs before each position's search: the daemon's worker
/// plays the computer's waiting moves there, so that a long analysis
/// never holds up a game.
///
/// Two passes. The first searches every position once, and judges each
/// turn by the drop from the position before it to the position after.
/// Those two searches differ by a ply (the one after sees one turn
/// deeper), which at a small budget calls a quiet turn a blunder where the
/// position before was overrated or the one after's horizon hides the
/// answer. So every turn the first pass would mark is looked at again
/// ([`Depth::check`] times the budget, [`CHECK_PLIES`] deeper), comparing
/// like with like: the position after the turn played against the
/// position after the engine's turn, the same searches of the same side.
/// The turn keeps the smaller of the two drops: a mark the closer look
/// does not bear out is lowered or dropped (the analysis says less rather
/// than something wrong), and the better line offered is the one the
/// closer look found better. Where the closer look took back part of the
/// drop, the two looks disagree, and the position is one the engine reads
/// unsteadily at these depths (Tandem-84's first turns swing by pawns from
/// one depth to the next): half of what it took back comes off its drop
/// too, so that a turn is marked only where the marking is steady.
///
/// In Two-Prong ([`by_depths`]) the second look's two searches also stop
/// a depth apart under their node budget, and a drop there swings between
/// odd and even depths. So the second look also compares them depth by
/// depth ([`drop_by_depths`]): the smaller drop of the last two depths
/// both completed, less the same doubt, unless the turn's drop would mark
/// it at every depth (then the smallest of them); the turn keeps this
/// where it is smaller than the above, never where it is larger.
pub fn analyse(
    engine: &mut Engine,
    game: &Game,
    depth: Depth,
    stop: Option<&Arc<AtomicBool>>,
    between: &mut dyn FnMut(),
) -> Option<Vec<PlyEval>> {
    let mut positions = vec![game.start().clone()];
    let mut keys = vec![position_key(game.start())];
    for p in game.played() {
        let mut next = positions[positions.len() - 1].clone();
        next.play_turn(&p.turn);
        keys.push(position_key(&next));
        positions.push(next);
    }
    // Searches by (position index, army): in the one-army-to-move games the
    // position after one turn is the one before the next, searched once.
    let mut memo: std::collections::HashMap<(usize, Option<Side>), Option<Found>> = Default::default();
    let mut search = |engine: &mut Engine, i: usize, side: Side| -> Option<Option<Found>> {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        let pos = &positions[i];
        let key = (i, four_player(pos).then_some(side));
        if let Some(r) = memo.get(&key) {
            return Some(r.clone());
        }
        between();
        engine.clear();
        let limits = Limits { depth: Some(depth.depth), nodes: depth.nodes, stop: stop.cloned(), ..Limits::default() };
        let found = engine.search(pos, &keys[..i], key.1, &limits, |_| {}).map(|r| (r.score, r.best, r.pv, r.depth));
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        memo.insert(key, found.clone());
        Some(found)
    };
    let mut out = Vec::with_capacity(game.played().len());
    for (i, p) in game.played().iter().enumerate() {
        let mover = mover_of(&positions[i], &p.turn);
        let before = search(engine, i, mover)?;
        let opponent = Side::new(mover.board, mover.color.other());
        let after = match search(engine, i + 1, opponent)? {
            Some((s, _, _, _)) => After::Score(negate(s)),
            None => ended(&positions[i + 1], mover),
        };
        let (score, best, pv, reached) = match before {
            Some((s, b, pv, d)) => (Some(s), Some(b), pv, d),
            None => (None, None, vec![], 0),
        };
        let doubt = unsteadiness(game.variant());
        out.push(PlyEval { mover, before: score, best, pv, after, played_best: best == Some(p.turn), depth: reached, doubt });
    }
    if depth.check > 1 {
        for (i, p) in out.iter_mut().enumerate() {
            if p.judgement().is_some() {
                check(engine, p, &positions[i], &positions[i + 1], &keys[..=i], depth.checking(), stop, between)?;
            }
        }
    }
    Some(out)
}

/// The second look at a turn the first pass marked (see [`analyse`]):
/// the position after the engine's turn and the one after the turn
/// played, searched alike; `p` keeps the smaller drop (in Two-Prong also
/// by the depths both searches completed, [`drop_by_depths`]). `keys` are the
/// positions up to `before`'s; `between` runs before each search (as in
/// [`analyse`]). `None` if `stop` was raised.
#[allow(clippy::too_many_arguments)]
fn check(
    engine: &mut Engine,
    p: &mut PlyEval,
    before: &Position,
    after_played: &Position,
    keys: &[u64],
    depth: Depth,
    stop: Option<&Arc<AtomicBool>>,
    between: &mut dyn FnMut(),
) -> Option<()> {
    let Some(best) = p.best else { return Some(()) };
    let mut after_best = before.clone();
    after_best.play_turn(&best);
    let opponent = Side::new(p.mover.board, p.mover.color.other());
    // Each search's score, and the mover's winning chances at each depth
    // it completed (for `by_depths`).
    let mut value = |engine: &mut Engine, pos: &Position| -> Option<Looked> {
        between();
        engine.clear();
        let limits = Limits { depth: Some(depth.depth), nodes: depth.nodes, stop: stop.cloned(), ..Limits::default() };
        let side = four_player(pos).then_some(opponent);
        let mut steps = Vec::new();
        let found = engine.search(pos, keys, side, &limits, |info| steps.push((info.depth, winning_chances(negate(info.score)))));
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        Some(match found {
            Some(r) => (After::Score(negate(r.score)), r.pv, r.depth, steps),
            None => (ended(pos, p.mover), vec![], 0, vec![]),
        })
    };
    let (with_best, line, _, best_steps) = value(engine, &after_best)?;
    let (with_played, _, reached, played_steps) = value(engine, after_played)?;
    let best_score = match with_best {
        After::Score(s) => s,
        After::Won => Score::Mate(0),
        After::Drawn => Score::Cp(0),
        // Nothing to compare with: say nothing of the turn.
        After::Unknown => {
            p.after = After::Unknown;
            return Some(());
        }
    };
    let second = PlyEval {
        before: Some(best_score),
        after: with_played,
        pv: std::iter::once(best).chain(line).collect(),
        // The turn after the one judged, searched this deep: the
        // judgement looked one ply further.
        depth: reached + 1,
        ..p.clone()
    };
    let (first, closer) = (p.loss(), second.loss());
    if closer < first {
        let taken_back = ((first - closer) / 2.0 * 1000.0).round().min(f64::from(u16::MAX)) as u16;
        *p = PlyEval { doubt: p.doubt.saturating_add(taken_back), ..second };
    } else {
        p.depth = p.depth.max(reached + 1);
    }
    if by_depths(before.variant()) {
        let unsteady = f64::from(unsteadiness(before.variant())) / 1000.0;
        if let Some(steady) = drop_by_depths(first, &best_steps, &played_steps, unsteady) {
            let now = p.loss();
            if steady < now {
                let more = ((now - steady.max(0.0)) * 1000.0).round().min(f64::from(u16::MAX)) as u16;
                p.doubt = p.doubt.saturating_add(more);
            }
        }
    }
    Some(())
}

/// Whether the second look in `variant` judges a turn by the depths its
/// two searches completed ([`drop_by_depths`]) as well as by their last
/// scores. Two-Prong: there the two searches of the second look often
/// stop a depth apart under their node budget, and a drop swings between
/// odd and even depths (`2. Bc4/a5` drops 0.03, 0.41, 0.03 at depths 1 to
/// 3 and was marked `?`; a search ten times larger finds it better than
/// the engine's turn). Measured with `cargo bench --bench engine --
/// analysis-trust` (`docs/benchmarks.md`). Not in bughouse-sync nor in
/// Tandem-84 with knightriders: their false marks hold at every depth, and
/// on the drops the bench printed the rule cleared mostly true marks there
/// (bughouse-sync 22 of 24 confirmed against 31 of 34).
pub fn by_depths(variant: Variant) -> bool {
    matches!(variant, Variant::TwoProng)
}

/// The drop of a marked turn by the second look's depths: `best` and
/// `played` are the mover's winning chances after the engine's turn and
/// after the turn played, at each depth their searches completed; `first`
/// the first look's drop (less the game's `unsteady`). The smaller drop of
/// the last two depths both searches completed, less half of what it
/// takes back from `first` (the doubt [`analyse`] takes off); but a turn
/// whose drop at every common depth would mark it keeps the smallest of
/// them (a queen left to capture is marked at every depth, whatever
/// depth the budget ends at). `None` where the two share no depth. The
/// caller keeps the smaller of this and what it had: the rule only lowers
/// or removes marks.
pub fn drop_by_depths(first: f64, best: &[(u32, f64)], played: &[(u32, f64)], unsteady: f64) -> Option<f64> {
    let drops: Vec<f64> = best.iter().filter_map(|(d, b)| played.iter().find(|(e, _)| e == d).map(|(_, a)| b - a - unsteady)).collect();
    let least = drops.iter().copied().reduce(f64::min)?;
    if Judgement::of_loss(least).is_some() {
        return Some(least);
    }
    let last_two = drops[drops.len().saturating_sub(2)..].iter().copied().reduce(f64::min)?;
    Some(if last_two < first { last_two - (first - last_two) / 2.0 } else { first })
}

/// What a position the search found no turn in means for `mover`, who
/// just played.
fn ended(pos: &Position, mover: Side) -> After {
    match pos.status() {
        Status::Checkmate { winner } if winner == mover.team() => After::Won,
        Status::Checkmate { .. } => After::Unknown,
        Status::Ongoing => After::Unknown,
        _ => After::Drawn,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn game(moves: &[&str]) -> Game {
        let turns: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
        Game::replay(Variant::Chess, None, &turns).unwrap()
    }

    const DEPTH: Depth = Depth { depth: 4, nodes: None, check: 1 };

    #[test]
    fn winning_chances_are_lichess_s() {
        assert_eq!(winning_chances(Score::Cp(0)), 0.0);
        assert!((winning_chances(Score::Cp(100)) - 0.1820).abs() < 1e-3);
        assert_eq!(winning_chances(Score::Cp(5000)), winning_chances(Score::Cp(1000)));
        assert_eq!(winning_chances(Score::Mate(3)), 1.0);
        assert_eq!(winning_chances(Score::Mate(-1)), -1.0);
        assert_eq!(Judgement::of_loss(0.31), Some(Judgement::Blunder));
        assert_eq!(Judgement::of_loss(0.2), Some(Judgement::Mistake));
        assert_eq!(Judgement::of_loss(0.1), Some(Judgement::Inaccuracy));
        assert_eq!(Judgement::of_loss(0.099), None);
    }

    #[test]
    fn the_hook_runs_before_each_search() {
        // Five positions of a four-turn chess game, each searched once:
        // the daemon's worker plays the computer's waiting moves there.
        let g = game(&["e4", "e5", "Nf3", "Qg5"]);
        let mut calls = 0;
        analyse(&mut Engine::new(8), &g, DEPTH, None, &mut || calls += 1).unwrap();
        assert_eq!(calls, 5);
    }

    #[test]
    fn a_hung_queen_is_a_blunder_refuted() {
        // 2...Qg5?? hangs the queen to Nxg5.
        let g = game(&["e4", "e5", "Nf3", "Qg5"]);
        let mut engine = Engine::new(8);
        let a = analyse(&mut engine, &g, DEPTH, None, &mut || {}).unwrap();
        assert_eq!(a.len(), 4);
        assert_eq!(a[3].judgement(), Some(Judgement::Blunder), "{:?}", a[3]);
        // the refutation: the next turn's best takes the queen
        assert!(!a[3].played_best);
        assert!(a[0].judgement().is_none() && a[1].judgement().is_none(), "{a:?}");
    }

    #[test]
    fn a_missed_mate_in_one_is_a_blunder() {
        // Scholar's mate on the board, and White plays elsewhere.
        let g = game(&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "a3"]);
        let mut engine = Engine::new(8);
        let a = analyse(&mut engine, &g, DEPTH, None, &mut || {}).unwrap();
        let last = &a[6];
        assert_eq!(last.before, Some(Score::Mate(1)));
        assert_eq!(last.judgement(), Some(Judgement::Blunder));
        assert_eq!(g.position().turn_notation(&last.best.unwrap()).trim_end_matches('#'), "Qxf7");
        // 3...Nf6?? allowed it
        assert_eq!(a[5].judgement(), Some(Judgement::Blunder), "{:?}", a[5]);
    }

    #[test]
    fn the_same_game_gives_the_same_analysis() {
        let g = game(&["d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5", "Be7"]);
        let a = analyse(&mut Engine::new(8), &g, DEPTH, None, &mut || {}).unwrap();
        let mut warm = Engine::new(8);
        analyse(&mut warm, &game(&["e4", "c5"]), DEPTH, None, &mut || {}).unwrap();
        assert_eq!(a, analyse(&mut warm, &g, DEPTH, None, &mut || {}).unwrap());
        // a quiet opening: nothing worse than an inaccuracy
        assert!(a.iter().all(|p| p.judgement() <= Some(Judgement::Inaccuracy)), "{a:?}");
    }

    /// In Tandem-84 and Two-Prong a drop must pass the threshold by the
    /// game's unsteadiness to be marked; in chess by nothing.
    #[test]
    fn a_drop_is_judged_after_the_games_unsteadiness() {
        let t84 = Game::replay(Variant::Tandem84, None, &["Cj3".to_string()]).unwrap();
        let depth = Depth { depth: 2, nodes: Some(2000), check: 1 };
        let plies = analyse(&mut Engine::new(8), &t84, depth, None, &mut || {}).unwrap();
        assert_eq!(plies[0].doubt, unsteadiness(Variant::Tandem84));
        let edge = PlyEval { before: Some(Score::Cp(0)), after: After::Score(Score::Cp(-60)), played_best: false, ..plies[0].clone() };
        assert!((winning_chances(Score::Cp(0)) - edge.chances_after().unwrap()) >= 0.1, "a drop past ?!'s threshold");
        assert_eq!(edge.judgement(), None, "{edge:?}");
        assert_eq!(PlyEval { doubt: 0, ..edge }.judgement(), Some(Judgement::Inaccuracy));
        let chess = analyse(&mut Engine::new(8), &game(&["e4"]), DEPTH, None, &mut || {}).unwrap();
        assert_eq!(chess[0].doubt, 0);
        let two_prong = Game::replay(Variant::TwoProng, None, &["e4".to_string()]).unwrap();
        let plies = analyse(&mut Engine::new(8), &two_prong, depth, None, &mut || {}).unwrap();
        assert_eq!(plies[0].doubt, unsteadiness(Variant::TwoProng));
        assert!(unsteadiness(Variant::TwoProng) > unsteadiness(Variant::Tandem84));
    }

    /// The second look's depths in the games where they judge
    /// ([`by_depths`]): drops as `cargo bench --bench engine --
    /// analysis-trust` printed them in Two-Prong.
    #[test]
    fn a_drop_that_swings_with_the_depth_is_not_kept() {
        type Steps = Vec<(u32, f64)>;
        let steps = |drops: &[f64]| -> (Steps, Steps) {
            (
                drops.iter().enumerate().map(|(i, _)| (i as u32 + 1, 0.5)).collect(),
                drops.iter().enumerate().map(|(i, d)| (i as u32 + 1, 0.5 - d)).collect(),
            )
        };
        let near = |a: Option<f64>, b: f64| a.is_some_and(|a| (a - b).abs() < 1e-9);
        // `2. Bc4/a5`, marked `?` from two searches a depth apart: no mark.
        let (b, a) = steps(&[0.026, 0.405, 0.027]);
        assert!(drop_by_depths(0.277, &b, &a, 0.0).unwrap() < 0.1);
        // a drop at every depth keeps the smallest: `Nxe4/Rg8`, 0.18 (`?!`)
        let (b, a) = steps(&[0.18, 0.62, 0.20, 0.64]);
        assert!(near(drop_by_depths(0.532, &b, &a, 0.0), 0.18));
        // the last two agree with the first look: it stands
        let (b, a) = steps(&[-0.034, 0.061, 0.209, 0.243]);
        assert!(near(drop_by_depths(0.243, &b, &a, 0.0), 0.209 - 0.017));
        let (b, a) = steps(&[0.05, 0.5, 0.6]);
        assert!(near(drop_by_depths(0.4, &b, &a, 0.0), 0.4));
        // the game's unsteadiness comes off each depth's drop
        let (b, a) = steps(&[0.11, 0.3]);
        assert!(near(drop_by_depths(0.3, &b, &a, 0.02), 0.09 - 0.105));
        // no depth in common: nothing to say
        assert_eq!(drop_by_depths(0.3, &[(2, 0.1)], &[(1, 0.0)], 0.0), None);
        assert!(by_depths(Variant::TwoProng) && !by_depths(Variant::Chess));
    }

    #[test]
    fn a_mate_played_is_won() {
        let g = game(&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        let a = analyse(&mut Engine::new(8), &g, DEPTH, None, &mut || {}).unwrap();
        assert_eq!(a[6].after, After::Won);
        assert_eq!(a[6].judgement(), None);
    }
}
