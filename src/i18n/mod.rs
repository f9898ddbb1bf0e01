//! Every sentence a player reads, in their language.
//!
//! The words live in Project Fluent catalogues, one file per language and
//! area (`locales/<lang>/<area>.ftl`), English the source; the long texts
//! (`help`, the rules of each game) are whole files per language
//! (`locales/<lang>/help.txt`, `locales/<lang>/rules/`, English under
//! `templates/`). A mail's template reaches the catalogue through one
//! function, `t("key", n=...)`, in the language of the mail's recipient;
//! code that builds a sentence builds a [`Msg`] (a key and its arguments),
//! which the template turns into words the same way.
//!
//! - `board_words`: a board's words (titles, hands, the end of a match,
//!   the pictures' titles) in the reader's language;
//! - `catalog`: the catalogues, built into the binary, and the lookup with
//!   its fallback to English;
//! - `compiled`: the common messages, written without Fluent's resolver;
//! - `msg`: a sentence not yet in words;
//! - `said`: the rules engine's sentences (refusals, turns, captions) as
//!   messages;
//! - `guess`: the language of a player's own words in a mail;
//! - `dates`: dates and times as each language writes them.

pub mod board_words;
pub mod catalog;
pub mod compiled;
pub mod dates;
pub mod guess;
pub mod msg;
pub mod said;

pub use crate::rules::Language;
pub use catalog::{text, Catalog};
pub use msg::{Arg, Msg};

use crate::rules::Variant;

/// What a turn of `variant` is, for the messages that name one (`$kind`):
/// a single move, or in the games of two moves a turn a pair of them.
/// Where a language's chess words count a game's moves (Polish
/// posunięcia, Italian mosse, French coups), a turn of two moves has a
/// word of its own (tura, turno, tour de jeu); English says "turn" of both.
pub fn turn_kind(variant: Variant) -> &'static str {
    if variant.turns_of_two_moves() {
        "double"
    } else {
        "single"
    }
}
