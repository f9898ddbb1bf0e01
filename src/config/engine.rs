//! `[engine]`: the computer as a player: whether it plays, how
//! many threads search, how long a move takes at each level, and how many
//! games against it one player may have in play.

use std::time::Duration;

use serde::Deserialize;

use crate::engine::Level;
use crate::rules::Variant;

/// The levels a challenge may ask for: `level 1` to `level 8`.
pub const MAX_LEVEL: u8 = 8; // the engine's levels (`engine::Level::MAX`)
/// The level of `with computer` without `level N`.
pub const DEFAULT_LEVEL: u8 = 3;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EngineConfig {
    /// Off: `with computer` is refused (games in play wait, unplayed).
    pub enabled: bool,
    /// Search threads of the daemon; each searches one move at a time.
    pub threads: usize,
    /// The time one move may take at each level, from level 1 up (eight
    /// values); the search stops at it whatever the level's depth.
    pub move_time_ms: Vec<u64>,
    /// The same for the games whose every turn is two moves (Tandem-84,
    /// Two-Prong, bughouse-sync): steeper, as a turn deeper costs more
    /// there (`engine::Level::default_movetime_ms`).
    pub two_move_time_ms: Vec<u64>,
    /// Games not over that one player may have with the computer: anyone
    /// can write, so this bounds what one sender can make the machine do.
    pub games_per_player: usize,
    /// How long `tandem serve --once` waits, at most, for the computer's
    /// moves of the games it touched before it exits.
    pub once_wait_secs: u64,
    /// The analysis after the game (`analyse N`): the depth every
    /// position is searched to...
    pub analysis_depth: u32,
    /// ...and at most this many nodes per position (0: no bound). The
    /// slow games (Tandem-84, Two-Prong) reach only a few plies in the
    /// nodes the others spend on many more: the budget keeps every game's
    /// analysis to about the same time, and is as repeatable as the depth.
    pub analysis_nodes: u64,
    /// A turn the first look would mark (`?!`, `?`, `??`) is looked at
    /// again with this many times the nodes (twice as many in
    /// bughouse-sync: [`EngineConfig::analysis_check_for`]), two plies
    /// deeper, before it is marked (1: not looked at again;
    /// `engine::analysis::analyse`).
    pub analysis_check: u64,
    /// Analyses one player may queue in a day (asking for one already made
    /// costs nothing and is not counted).
    pub analyses_per_day: usize,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            enabled: true,
            threads: 1,
            move_time_ms: (Level::MIN..=Level::MAX).map(|n| Level(n).default_movetime_ms(false)).collect(),
            two_move_time_ms: (Level::MIN..=Level::MAX).map(|n| Level(n).default_movetime_ms(true)).collect(),
            games_per_player: 3,
            once_wait_secs: 60,
            analysis_depth: 8,
            analysis_nodes: 150_000,
            analysis_check: 4,
            analyses_per_day: 5,
        }
    }
}

impl EngineConfig {
    /// The node budget per position of an analysis in `variant` (`None`:
    /// no bound): `analysis_nodes`, divided for the games whose nodes cost
    /// more (many more moves in a position: Tandem-84's boards of 84
    /// squares, Two-Prong's and bughouse-sync's turns of two moves), but
    /// not so far that the engine sees only two or three turns: there its
    /// scores swing by pawns from one depth to the next, and a quiet turn
    /// comes out a blunder (`cargo bench --bench engine -- analysis-trust`).
    pub fn analysis_nodes_for(&self, variant: Variant) -> Option<u64> {
        let divisor = match variant {
            Variant::Tandem84 | Variant::Tandem84Knightrider => 5,
            Variant::TwoProng => 2,
            Variant::BughouseSync => 2,
            Variant::TandemPawn => 1,
            _ => 1,
        };
        (self.analysis_nodes > 0).then(|| (self.analysis_nodes / divisor).max(1000))
    }

    /// How many times the nodes the second look at a mark searches in
    /// `variant` (1: no second look): `analysis_check`, twice that in
    /// bughouse-sync. There the marks a search ten times larger does not
    /// bear out hold at every depth a second look at four times the nodes
    /// reaches; one at eight times clears them (`cargo bench --bench engine
    /// -- analysis-trust`, docs/benchmarks.md).
    pub fn analysis_check_for(&self, variant: Variant) -> u64 {
        let times = match variant {
            Variant::BughouseSync => 2,
            _ => 1,
        };
        match self.analysis_check {
            0 | 1 => 1,
            n => n.saturating_mul(times),
        }
    }

    /// Roughly how long the analysis of a game of `plies` turns of
    /// `variant` keeps one core busy at these bounds: the CPU a turn took
    /// per thousand nodes of the budget, the second looks at the marks
    /// included (`cargo bench --bench engine -- analysis-trust`,
    /// 2026-12-06; the bughouse games as crazyhouse; bughouse-sync with its
    /// second look at 8x, 2026-12-07). For the player who asks: an order of
    /// magnitude.
    pub fn analysis_estimate(&self, variant: Variant, plies: usize) -> Duration {
        let ms_per_thousand_nodes = match variant {
            Variant::Chess => 1.0,
            Variant::Crazyhouse | Variant::Bughouse | Variant::TandemChess => 2.0,
            Variant::TandemPawn => 5.5,
            Variant::Tandem84 => 50.0,
            Variant::Tandem84Knightrider => 100.0,
            Variant::TwoProng => 28.0,
            Variant::BughouseSync => 74.0,
        };
        let thousands = self.analysis_nodes_for(variant).map_or(150.0, |n| n as f64 / 1000.0);
        Duration::from_secs_f64(plies as f64 * thousands * ms_per_thousand_nodes / 1000.0)
    }

    /// The time a move of `variant` may take at `level` (1 to [`MAX_LEVEL`]).
    pub fn move_time(&self, variant: Variant, level: u8) -> Duration {
        let table = if variant.turns_of_two_moves() { &self.two_move_time_ms } else { &self.move_time_ms };
        let i = usize::from(level.clamp(1, MAX_LEVEL)) - 1;
        Duration::from_millis(table.get(i).or(table.last()).copied().unwrap_or(1000))
    }

    /// The key and the problem of a setting that cannot work.
    pub(super) fn validate(&self) -> Result<(), (&'static str, String)> {
        if !(1..=64).contains(&self.threads) {
            return Err(("engine.threads", "expected 1 to 64 search threads".to_string()));
        }
        for (key, table) in [("engine.move_time_ms", &self.move_time_ms), ("engine.two_move_time_ms", &self.two_move_time_ms)] {
            if table.len() != usize::from(MAX_LEVEL) {
                return Err((key, format!("expected {MAX_LEVEL} times in milliseconds, one per level")));
            }
            if table.iter().any(|&ms| ms == 0 || ms > 600_000) {
                return Err((key, "each time must be 1 to 600000 milliseconds".to_string()));
            }
        }
        if !(1..=30).contains(&self.analysis_depth) {
            return Err(("engine.analysis_depth", "expected 1 to 30 plies".to_string()));
        }
        if self.analyses_per_day > 1000 {
            return Err(("engine.analyses_per_day", "at most 1000".to_string()));
        }
        if self.once_wait_secs > 3600 {
            return Err(("engine.once_wait_secs", "at most 3600 seconds".to_string()));
        }
        Ok(())
    }
}
