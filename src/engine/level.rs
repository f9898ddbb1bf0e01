//! Levels 1-8. Level 8 searches as deep as its time allows and plays its best
//! turn; lower levels stop at a shallow depth and, like Stockfish's skill
//! levels, choose now and then among the good turns rather than the best:
//! each root turn's exact score gets a random bonus up to `noise_cp`, and the
//! highest total is played.

use crate::rules::Variant;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(pub u8);

impl Level {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 8;

    /// Clamped to 1-8.
    pub fn new(n: u8) -> Level {
        Level(n.clamp(Self::MIN, Self::MAX))
    }

    /// The deepest iteration at this level (turns). Where time allows, each
    /// level searches a turn deeper than the one below: the noise alone
    /// hardly tells two levels apart (in crazyhouse, level 2 at one turn
    /// scored 46% against level 1; level 3 at two turns 47-52% against
    /// level 2 whatever its noise from 0 to 150, 83% at three turns; 50
    /// games each). The games of two moves a turn reach two turns only at
    /// the upper levels' times, so their caps stay as measured there.
    pub fn max_depth(self, two_move_turns: bool) -> u32 {
        let table = if two_move_turns { [1, 2, 2, 3, 4, 5, 7, 64] } else { [1, 2, 3, 4, 5, 6, 7, 64] };
        table[self.0 as usize - 1]
    }

    /// The largest random bonus a root turn may get (centipawns). In the
    /// games of two moves a turn, many turns lie close to the best (one good
    /// move beside any quiet other), so a bonus of 150 already picks nearly
    /// at random among them: Tandem-84's level 3 scored 53% against level 2
    /// with 150 against 250, 66% with 80 (50 games each). There each level
    /// roughly halves the one below.
    pub fn noise_cp(self, two_move_turns: bool) -> i32 {
        let table = if two_move_turns { [400, 150, 75, 40, 22, 11, 5, 0] } else { [400, 250, 150, 90, 55, 30, 12, 0] };
        table[self.0 as usize - 1]
    }

    /// How many turns of captures follow the search's last turn before a
    /// position is judged as it stands. In bughouse-sync and Two-Prong,
    /// levels 1-3 have none: they weigh their own turn alone, blind to the
    /// capture that answers it, as a newcomer plays. There the levels 2-5
    /// stop after one turn within their time, and the noise alone did not
    /// tell 4 from 3 (bughouse-sync 46% and 56%, 50 games each; 86% now,
    /// Two-Prong's 64% now 88%). Not in Tandem-84: its quiescence is dear
    /// (drops between the boards), and level 3 without it reached two turns
    /// and beat level 4 (with knightriders too).
    pub fn quiescence_plies(self, variant: Variant, two_move_turns: bool) -> i32 {
        let blind = matches!(variant, Variant::BughouseSync | Variant::TwoProng) && self.0 <= 3;
        match (two_move_turns, blind) {
            (true, true) => 0,
            (true, false) => 2,
            (false, _) => 8,
        }
    }

    /// Time per turn when the caller gives no bound (the operator's default;
    /// the daemon's settings override it). Level 8 has two and a half times
    /// level 7's: both reach about the same depth, and at 1.7 times (2 s)
    /// level 8 scored 58% against level 7 in crazyhouse and Tandem-Pawn.
    ///
    /// The games whose every turn is two moves (`Variant::turns_of_two_moves`)
    /// have their own table: a turn deeper there costs five to ten times
    /// the time (hundreds to thousands of answers a turn), and levels 5 to
    /// 7 one and a half times apart stopped at the same depth: at a quarter
    /// of these times Two-Prong's 7 vs 6 scored 52%, its knightrider game's
    /// 56%, while 8 vs 7, two and a half times apart, scored 76-80%. So
    /// from level 5 up each level has twice to two and a half times the one
    /// below, level 7 and 8 keep their times, and the levels under 6, told
    /// apart by depth and noise more than by time, have half theirs.
    pub fn default_movetime_ms(self, turns_of_two_moves: bool) -> u64 {
        let table = if turns_of_two_moves { [50, 75, 100, 150, 250, 500, 1200, 3000] } else { [100, 150, 200, 300, 500, 800, 1200, 3000] };
        table[self.0 as usize - 1]
    }
}
