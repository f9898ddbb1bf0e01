//! A turn in words, in the reader's language: "White's knight moved from
//! g1 to f3". The rules engine gives every game's turn in words as data
//! (`Played::description`, built in `src/rules/turn_words.rs` and each
//! game's rules); its keys are the catalogue's (`locales/*/moves.ftl`).
//!
//! And the words many mails share: who is to move, a time control.

use crate::i18n::said::said;
use crate::i18n::Msg;
use crate::rules::Played;

/// `played` in words, in any reader's language.
pub fn turn_words(played: &Played) -> Msg {
    said(&played.description)
}

/// Names in a row: one, two or more joined by "and", or nobody.
pub(super) fn names_in_words(names: &[&str]) -> Msg {
    match names {
        [] => Msg::new("nobody"),
        [one] => Msg::new("name").arg("name", *one),
        _ => Msg::all(names.iter().map(|name| Msg::new("name").arg("name", *name)).collect()),
    }
}

/// A game's time control in words: `3 days per move`, `10 moves in 30 days`.
pub(super) fn time_control(tc: &crate::clocks::clock::TimeControl) -> Msg {
    match *tc {
        crate::clocks::clock::TimeControl::PerMove { days } => Msg::new("time-control-per-move").arg("days", days),
        crate::clocks::clock::TimeControl::Moves { moves, days } => Msg::new("time-control-moves").arg("moves", moves).arg("days", days),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random_play::play_at_random;
    use crate::rules::{Language, Variant};

    /// The English catalogue says what the engine says, for the turns of
    /// games played at random in every game (castling, captures, drops,
    /// promotions, two-move turns and two boards come up on the way).
    #[test]
    fn in_english_a_turn_reads_as_the_engines_own_words() {
        let mut checked = 0;
        for variant in Variant::ALL {
            for seed in 0..6u64 {
                let state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                play_at_random(variant, state, 80, |game| {
                    let Some(played) = game.played().last() else { return };
                    assert_eq!(turn_words(played).text(Language::En), played.description.to_string(), "{variant:?}");
                    checked += 1;
                });
            }
        }
        assert!(checked > 300, "{checked}");
    }
}
