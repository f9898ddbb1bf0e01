//! What becomes of the games of an entrant who leaves a running section:
//! one who withdraws, or who lost three games on time in it (then they are
//! withdrawn). The games still in play end at once (aborted, unrated);
//! how they and the finished ones count is the tournament's rule:
//!
//! - FIDE (the default; FIDE Handbook C.04, the rules for round robins):
//!   an entrant who finished fewer than half of their games has all their
//!   games annulled: the crosstable counts none of them, for anyone.
//!   Otherwise the finished games stand and the others are lost by
//!   forfeit.
//! - ICCF: the finished games stand and every unfinished game is lost by
//!   forfeit, however few were played.
//!
//! The start mail explains the rule in the reader's words (the
//! catalogue's `tournament-rule`).

pub use crate::store::WithdrawalRule as Rule;

/// Why an entrant left the section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// `withdraw N`.
    Withdrew,
    /// A third game lost on time.
    Time,
}

impl Why {
    pub fn as_str(self) -> &'static str {
        match self {
            Why::Withdrew => "withdrew",
            Why::Time => "time",
        }
    }

    pub fn parse(s: &str) -> Option<Why> {
        match s {
            "withdrew" => Some(Why::Withdrew),
            "time" => Some(Why::Time),
            _ => None,
        }
    }
}

/// How many games lost on time withdraw an entrant.
pub const TIME_LOSSES: u32 = 3;

/// How a withdrawn entrant's games count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scoring {
    /// The finished games stand; the others are lost by forfeit.
    RestLost,
    /// None of the entrant's games counts.
    Annulled,
}

/// The rule applied to an entrant who finished `finished` of their `total` games.
pub fn scoring(rule: Rule, finished: u32, total: u32) -> Scoring {
    match rule {
        Rule::Fide if finished * 2 < total => Scoring::Annulled,
        _ => Scoring::RestLost,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fide_annuls_below_half_and_iccf_never() {
        assert_eq!(scoring(Rule::Fide, 1, 4), Scoring::Annulled);
        assert_eq!(scoring(Rule::Fide, 2, 4), Scoring::RestLost);
        assert_eq!(scoring(Rule::Fide, 2, 5), Scoring::Annulled);
        assert_eq!(scoring(Rule::Fide, 3, 5), Scoring::RestLost);
        assert_eq!(scoring(Rule::Iccf, 0, 4), Scoring::RestLost);
    }
}
