//! Scores: centipawns or mate in so many turns, and the search's own scale.

/// Mate at the root; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// A score from the point of view of the side the engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (a pawn = 100).
    Cp(i32),
    /// Mate in this many turns of the engine's own (negative: it is mated).
    Mate(i32),
}

impl Score {
    /// A number to compare scores: mates beyond every centipawn score.
    pub fn rank(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => MATE - n,
            Score::Mate(n) => -MATE - n,
        }
    }
}

/// The search's scale (plies to mate) in turns to mate.
pub fn to_score(s: i32) -> Score {
    if s > MATE_BOUND {
        Score::Mate((MATE - s + 1) / 2)
    } else if s < -MATE_BOUND {
        Score::Mate(-(MATE + s) / 2)
    } else {
        Score::Cp(s)
    }
}
