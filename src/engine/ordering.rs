//! Move ordering: the hash move first, then captures by the value of the
//! victim (least valuable attacker first among equals), promotions, the two
//! killers of the ply, and quiet turns by their history of cut-offs.

use crate::rules::{Move, Role, Turn};

pub const MAX_PLY: usize = 128;

/// What ordering remembers from earlier nodes and searches.
pub struct Memory {
    killers: Vec<[Option<Turn>; 2]>,
    /// Cut-offs by (from, to) of a turn's first move; squares run to 128
    /// (two-board games).
    history: Vec<i32>,
}

impl Default for Memory {
    fn default() -> Self {
        Memory { killers: vec![[None; 2]; MAX_PLY], history: vec![0; 128 * 128] }
    }
}

/// A rough value for ordering captures (the evaluation's values are per game).
fn order_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook | Role::Ghost => 5,
        Role::Chancellor | Role::Marshall => 8,
        Role::Queen => 9,
        Role::King => 20,
    }
}

fn hist_index(m: &Move) -> usize {
    (m.from.0 as usize & 127) * 128 + (m.to.0 as usize & 127)
}

/// Captured value minus a little of the capturer's, plus promotions.
pub fn capture_score(turn: &Turn) -> i32 {
    turn.moves()
        .map(|m| {
            let victim = m.capture.map_or(0, |r| order_value(r) * 16 - order_value(m.role));
            let promo = m.promotion.map_or(0, |r| order_value(r) * 8);
            victim + promo
        })
        .sum()
}

impl Memory {
    /// Sorts `turns` best first.
    pub fn order(&self, turns: &mut [Turn], hash_move: Option<Turn>, ply: usize) {
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        let mut keyed: Vec<(i32, Turn)> = turns
            .iter()
            .map(|t| {
                let s = if Some(*t) == hash_move {
                    i32::MAX
                } else if t.is_noisy() {
                    1_000_000 + capture_score(t)
                } else if Some(*t) == killers[0] {
                    900_000
                } else if Some(*t) == killers[1] {
                    899_000
                } else {
                    t.moves().next().map_or(0, |m| self.history[hist_index(m)])
                };
                (s, *t)
            })
            .collect();
        keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
        for (slot, (_, t)) in turns.iter_mut().zip(keyed) {
            *slot = t;
        }
    }

    /// A quiet turn caused a cut-off at `ply`, `depth` turns from the leaves.
    pub fn cutoff(&mut self, turn: &Turn, ply: usize, depth: i32) {
        if turn.is_noisy() {
            return;
        }
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(*turn) {
                k[1] = k[0];
                k[0] = Some(*turn);
            }
        }
        if let Some(m) = turn.moves().next() {
            let h = &mut self.history[hist_index(m)];
            *h += depth * depth;
            if *h > 800_000 {
                self.history.iter_mut().for_each(|v| *v /= 2);
            }
        }
    }
}
