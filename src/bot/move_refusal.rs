//! A refused move in its player's language: the engine's [`NotationError`]
//! (or a game already over) as a [`Msg`], the reason's key and arguments
//! given to the catalogue (`locales/<lang>/moves.ftl`). In English it reads
//! as the error's own `Display`.

use super::game::outcome;
use crate::i18n::said::said;
use crate::i18n::Msg;
use crate::rules::notation::NotationErrorKind;
use crate::rules::{NotationError, PlayError};

/// Why a turn was not played.
pub(super) fn play_error(e: &PlayError) -> Msg {
    match e {
        PlayError::Notation(n) => notation_error(n),
        PlayError::GameOver(o) => Msg::new("move-game-over").arg("outcome", outcome(o)),
    }
}

/// "I cannot read 'X' as a move: ...", with the turns the player may have
/// meant (already in their notation).
pub(super) fn notation_error(e: &NotationError) -> Msg {
    let candidates = || Msg::either(e.candidates.iter().map(|c| Msg::new("name").arg("name", c)).collect());
    let refusal = match e.kind {
        NotationErrorKind::Unreadable => Msg::new("move-unreadable"),
        NotationErrorKind::Illegal => Msg::new("move-illegal"),
        NotationErrorKind::Ambiguous => {
            return Msg::new("move-ambiguous").arg("input", e.input.as_str()).arg("candidates", candidates());
        }
    };
    let refusal = refusal.arg("input", e.input.as_str()).arg("reason", said(&e.reason));
    if e.candidates.is_empty() {
        refusal
    } else {
        Msg::new("move-did-you-mean").arg("refusal", refusal).arg("candidates", candidates())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dialect, Language, Position, Variant};

    /// The English catalogue says what the engine's `Display` says, for
    /// refusals of every kind in every game and notation.
    #[test]
    fn in_english_a_refusal_reads_as_the_engines_own_words() {
        let cases: &[(Variant, Option<&str>, &str)] = &[
            (Variant::Chess, None, "e5"),
            (Variant::Chess, None, "Nf4"),
            (Variant::Chess, None, "Qd4"),
            (Variant::Chess, None, "e3e4"),
            (Variant::Chess, None, "e7e5"),
            (Variant::Chess, None, "e2e5"),
            (Variant::Chess, None, "O-O"),
            (Variant::Chess, None, "xf3"),
            (Variant::Chess, None, "hello"),
            (Variant::Chess, None, "12."),
            (Variant::Chess, None, "5255"),
            (Variant::Chess, None, "N5254"),
            (Variant::Chess, Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "Bd3"),
            (Variant::Chess, Some("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1"), "O-O-O"),
            (Variant::Chess, Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "O-O-O"),
            (Variant::Chess, Some("7k/8/8/8/8/8/8/K6r w - - 0 1"), "Kb1"),
            (Variant::Chess, Some("7k/P7/8/8/8/8/8/K7 w - - 0 1"), "a8"),
            (Variant::Crazyhouse, None, "N@e4"),
            (Variant::Crazyhouse, None, "5254x"),
            (Variant::TwoProng, None, "Nf3/e4"),
            (Variant::TwoProng, None, "Nf3 e4 d4"),
            (Variant::TwoProng, None, "Zf3"),
            (Variant::TandemPawn, None, "e5"),
            (Variant::TandemPawn, None, "hello"),
            (Variant::Tandem84, None, "b4/Nh3/c4"),
            (Variant::Tandem84, None, "zz"),
            (Variant::Tandem84, None, "b4/Nh3"),
            (Variant::Tandem84, None, "5254"),
            (Variant::Bughouse, None, "A:"),
            (Variant::Bughouse, None, "A:e4 B:e4"),
            (Variant::Bughouse, None, "A:e5"),
            (Variant::BughouseSync, None, "B:e4"),
            (Variant::BughouseSync, None, "e4 e5 d4"),
            (Variant::BughouseSync, None, "A:e4 A:e5"),
            (Variant::BughouseSync, None, "e4"),
        ];
        let mut checked = 0;
        for &(variant, fen, input) in cases {
            let pos = match fen {
                Some(f) => Position::from_fen(variant, f).unwrap(),
                None => Position::start(variant).unwrap(),
            };
            for dialect in [Dialect::ENGLISH, Dialect::Letters(Language::De), Dialect::Figurine, Dialect::Iccf] {
                let Err(e) = dialect.read_turn(&pos, None, input) else { continue };
                assert_eq!(notation_error(&e).text(Language::En), e.to_string(), "{variant:?} {dialect:?} {input}");
                checked += 1;
            }
        }
        assert!(checked > 80, "{checked}");
    }
}
