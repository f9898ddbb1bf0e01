//! What the computer decides besides its turn, from a search's score (its
//! own point of view): draw offers, draw claims, resignation.

use super::score::Score;
use crate::rules::{DrawReason, Game};

/// A draw offer is accepted unless the engine stands better by more than a
/// tenth of a pawn.
pub fn accepts_draw(score: Score) -> bool {
    score.rank() <= 10
}

/// A draw the engine claims now: one the rules allow (threefold repetition,
/// fifty moves) when it does not stand better by half a pawn.
pub fn claims_draw(game: &Game, score: Score) -> Option<DrawReason> {
    game.claimable_draw().filter(|_| score.rank() < 50)
}

/// Resign at level 3 and up when the last three scores of its own searches
/// (oldest first) were all lost: a mate against it, or ten pawns down. Levels
/// 1 and 2 play on, as beginners' opponents should.
pub fn should_resign(level: u8, recent: &[Score]) -> bool {
    level >= 3 && recent.len() >= 3 && recent[recent.len() - 3..].iter().all(|s| s.rank() <= -1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resigns_only_lost_games_and_not_at_low_levels() {
        let lost = [Score::Cp(-1200), Score::Mate(-3), Score::Cp(-1500)];
        assert!(should_resign(3, &lost));
        assert!(!should_resign(2, &lost));
        assert!(!should_resign(8, &[Score::Cp(-1200), Score::Cp(-300), Score::Cp(-1500)]));
        assert!(!should_resign(8, &lost[1..]));
    }

    #[test]
    fn accepts_draws_when_not_better() {
        assert!(accepts_draw(Score::Cp(-200)));
        assert!(accepts_draw(Score::Cp(0)));
        assert!(!accepts_draw(Score::Cp(150)));
        assert!(!accepts_draw(Score::Mate(4)));
    }
}
