//! What a mail about a game opens with, written for each reader: the
//! player who acted reads "You played 1. e4.", the others "Alice
//! (alice@example.org) played 1. e4. Your move."

use crate::i18n::Msg;
use crate::rules::{Dialect, Language, Played, Seat, Variant};
use crate::store::SeatRow;

/// What a position mail opens with.
pub(super) struct News<'a> {
    /// The first line for a seat, told whether that seat is to move.
    pub headline: &'a dyn Fn(&SeatRow, bool) -> String,
    /// The move just played, in words (the line "Last move" is then left out).
    pub described: Option<&'a Msg>,
}

impl<'a> News<'a> {
    pub fn same(headline: &'a dyn Fn(&SeatRow, bool) -> String) -> News<'a> {
        News { headline, described: None }
    }
}

/// One turn as the news tells it.
#[derive(Clone, Debug)]
pub(super) struct TurnNews {
    pub actor: Seat,
    /// The actor as the others read them: "Alice (alice@example.org)".
    pub who: String,
    /// The turn's number before it: "12. ", "12... ", or nothing
    /// (four-player bughouse, whose turns carry their board).
    pub number: String,
    /// The turn, written for each reader in their notation.
    pub played: Played,
    pub variant: Variant,
    /// The turn in words: "knight to f6".
    pub description: Msg,
    /// Played from the actor's conditional moves, not by a mail of theirs.
    pub in_advance: bool,
    /// The server's language: what a reader whose own is not known reads.
    pub language: Language,
}

impl TurnNews {
    /// The turn with its number, as a player of `dialect` reads it: "12... Sf6".
    pub fn move_no(&self, dialect: Dialect) -> String {
        format!("{}{}", self.number, self.played.written(self.variant, dialect))
    }

    /// The line `seat` reads about this turn; `described` leaves out the
    /// words of the turn (the mail gives them on a line of their own).
    pub(super) fn line_for(&self, seat: &SeatRow, described: bool) -> String {
        let mine = seat.seat == self.actor;
        let key = match (mine, described) {
            (true, true) => "turn-you-played",
            (true, false) => "turn-you-played-words",
            (false, true) => "turn-they-played",
            (false, false) => "turn-they-played-words",
        };
        let origin = match (self.in_advance, mine) {
            (false, _) => "none",
            (true, true) => "mine",
            (true, false) => "theirs",
        };
        Msg::new(key)
            .arg("who", self.who.as_str())
            .arg("move", self.move_no(seat.notation))
            .arg("words", self.description.clone())
            .arg("origin", origin)
            .text(reader_language(seat, self.language))
    }
}

/// The language `seat` reads, `fallback` (the server's) while theirs is
/// not known.
pub(super) fn reader_language(seat: &SeatRow, fallback: Language) -> Language {
    seat.language.unwrap_or(fallback)
}

/// The first lines for `seat` after `turns` (in the order played): one
/// per turn, and "Your move." when the last turn left it to `seat`.
/// `words_apart`: the mail gives a lone turn's words on a line of their
/// own (a position mail), so its line leaves them out.
pub(super) fn turns_headline(turns: &[TurnNews], seat: &SeatRow, your_turn: bool, words_apart: bool) -> String {
    let apart = words_apart && turns.len() == 1;
    let mut lines: Vec<String> = turns.iter().map(|t| t.line_for(seat, apart)).collect();
    if your_turn {
        if let (Some(last), Some(t)) = (lines.last_mut(), turns.last()) {
            last.push(' ');
            last.push_str(&Msg::new("turn-your-move").text(reader_language(seat, t.language)));
        }
    }
    lines.join("\n")
}

/// The words of a game's end for `seat`: "You resigned." for the one who
/// did, "Alice (alice@example.org) resigned." for the others. `did`: the
/// key of the act (`resigned`, `claimed-draw`).
pub(super) fn act_headline(actor: Seat, who: &str, seat: &SeatRow, did: &'static str, fallback: Language) -> String {
    Msg::new("act").arg("act", did).arg("mine", u8::from(seat.seat == actor)).arg("who", who).text(reader_language(seat, fallback))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Language};
    use crate::store::{GameId, PlayerId};

    fn reader(seat: Seat, notation: Dialect) -> SeatRow {
        SeatRow {
            game_id: GameId(1),
            seat,
            player_id: PlayerId(1),
            address: "x@example.org".into(),
            accepted_at: None,
            token: String::new(),
            notation,
            language: None,
        }
    }

    fn turn(actor: Seat, who: &str, number: &str, moves: &[&str], description: &str, in_advance: bool) -> TurnNews {
        let mut g = Game::new(Variant::Chess).unwrap();
        for m in moves {
            g.play(m).unwrap();
        }
        let played = g.played().last().unwrap().clone();
        TurnNews {
            actor,
            who: who.into(),
            number: number.into(),
            played,
            variant: Variant::Chess,
            description: Msg::new("name").arg("name", description),
            in_advance,
            language: Language::En,
        }
    }

    #[test]
    fn a_lone_turn_reads_from_each_side() {
        let t = [turn(Seat::White, "Alice (alice@example.org)", "1. ", &["e4"], "pawn to e4", false)];
        assert_eq!(turns_headline(&t, &reader(Seat::White, Dialect::ENGLISH), false, true), "You played 1. e4.");
        assert_eq!(
            turns_headline(&t, &reader(Seat::Black, Dialect::ENGLISH), true, true),
            "Alice (alice@example.org) played 1. e4. Your move."
        );
    }

    #[test]
    fn each_reader_gets_the_turn_in_their_notation() {
        let t = [turn(Seat::White, "Alice", "2. ", &["e4", "e5", "Nf3"], "knight to f3", false)];
        assert_eq!(turns_headline(&t, &reader(Seat::White, Dialect::Letters(Language::De)), false, true), "You played 2. Sf3.");
        assert_eq!(turns_headline(&t, &reader(Seat::Black, Dialect::Iccf), true, true), "Alice played 2. 7163. Your move.");
        assert_eq!(turns_headline(&t, &reader(Seat::Black, Dialect::Figurine), true, true), "Alice played 2. ♘f3. Your move.");
    }

    #[test]
    fn turns_from_conditions_name_their_origin_for_each_reader() {
        let t = [
            turn(Seat::Black, "bob@example.org", "1... ", &["e4", "e5"], "pawn to e5", false),
            turn(Seat::White, "alice@example.org", "2. ", &["e4", "e5", "Nf3"], "knight to f3", true),
        ];
        assert_eq!(
            turns_headline(&t, &reader(Seat::White, Dialect::ENGLISH), false, true),
            "bob@example.org played 1... e5 (pawn to e5).\nYou played 2. Nf3 (knight to f3), from your conditional moves."
        );
        assert_eq!(
            turns_headline(&t, &reader(Seat::Black, Dialect::ENGLISH), true, true),
            "You played 1... e5 (pawn to e5).\nalice@example.org played 2. Nf3 (knight to f3), a conditional move given in advance. Your move."
        );
    }

    #[test]
    fn the_end_of_a_game_reads_in_the_second_person_for_its_actor() {
        let en = Language::En;
        assert_eq!(act_headline(Seat::White, "Bob", &reader(Seat::White, Dialect::ENGLISH), "resigned", en), "You resigned.");
        assert_eq!(act_headline(Seat::White, "Bob", &reader(Seat::Black, Dialect::ENGLISH), "resigned", en), "Bob resigned.");
        assert_eq!(act_headline(Seat::White, "Bob", &reader(Seat::Black, Dialect::ENGLISH), "claimed-draw", en), "Bob claimed a draw.");
    }
}
