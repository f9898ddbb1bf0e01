//! `Rules`: what every variant implements. Variant files depend on this file
//! and on the small value files; only `position.rs` knows every variant.

use std::fmt;

use super::board_text::BoardText;
use super::color::Color;
use super::diagram::Diagram;
use super::moves::Turn;
use super::notation::NotationError;
use super::reason::Reason;
use super::side::Side;
use super::status::Status;
use super::variant::Variant;

/// What every variant provides. Turns are those of `legal_turns`; anything
/// else passed to `play_turn` is a bug of the caller.
pub trait Rules: Clone + fmt::Debug {
    fn variant(&self) -> Variant;
    fn fen(&self) -> String;
    fn to_move(&self) -> Color;
    fn legal_turns(&self) -> Vec<Turn>;
    fn play_turn(&mut self, turn: &Turn);
    /// The legal turns that capture or promote, for a search's quiescence:
    /// at least one for each set of capturing and promoting moves a legal
    /// turn holds. Where a turn is two moves, which quiet move goes with a
    /// capture is left open, so variants of two-move turns may skip the
    /// hundreds of pairs that differ only in it.
    fn noisy_turns(&self) -> Vec<Turn> {
        self.legal_turns().into_iter().filter(Turn::is_noisy).collect()
    }
    /// Whether `noisy_turns` is made without the legal turns, for much less
    /// (thousands of turns of two moves): then a search may ask for the
    /// captures first and for every turn only when no capture refutes.
    fn noisy_turns_first(&self) -> bool {
        false
    }
    /// Whether the side to move has a legal turn; variants that can stop at
    /// the first one found override it.
    fn has_legal_turn(&self) -> bool {
        !self.legal_turns().is_empty()
    }
    /// Canonical notation of a legal turn, with check marks.
    fn turn_notation(&self, turn: &Turn) -> String;
    /// Canonical notations of many legal turns (variants whose notation
    /// looks at the other legal turns compute them once).
    fn turn_notations(&self, turns: &[Turn]) -> Vec<String> {
        turns.iter().map(|t| self.turn_notation(t)).collect()
    }
    /// Reads a player's turn text (forgiving), or says why not.
    fn parse_turn(&self, text: &str) -> Result<Turn, NotationError>;
    /// The turn in words, for the mail to players.
    fn describe_turn(&self, turn: &Turn) -> Reason;
    fn status(&self) -> Status;
    fn is_check(&self) -> bool;
    /// ASCII board(s), from `view`'s side, with their words.
    fn board_text(&self, view: Color) -> BoardText;
    /// The same board(s) as a picture would show them, from `view`'s side.
    fn diagram(&self, view: Color) -> Diagram;
    /// Equal keys = the same position for the repetition rules.
    fn repetition_key(&self) -> String;
    fn halfmove_clock(&self) -> u32;
    fn fullmove_number(&self) -> u32;
    fn has_insufficient_material(&self, color: Color) -> bool;

    /// The number of turn sequences `depth` turns long, to check move
    /// generation against published counts. The last level is counted, not
    /// played (bulk counting, as shakmaty's perft does).
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_turn_count(),
            _ => self
                .legal_turns()
                .iter()
                .map(|t| {
                    let mut next = self.clone();
                    next.play_turn(t);
                    next.perft(depth - 1)
                })
                .sum(),
        }
    }

    /// `legal_turns().len()`. Perft's last level asks only this, so variants
    /// that can count without building turns override it.
    fn legal_turn_count(&self) -> u64 {
        self.legal_turns().len() as u64
    }

    /// The armies that may act now. Two-player games: the side to move on
    /// board 0. Four-player bughouse: every army whose board is going on and
    /// which has a legal move (up to one per board; a board waiting for a
    /// piece has none). Bughouse-sync: the armies of the player to move, in
    /// the order they move this turn.
    fn sides_to_move(&self) -> Vec<Side> {
        vec![Side::new(0, self.to_move())]
    }

    /// Reads a turn sent by the player of `side`: in four-player bughouse
    /// plain SAN is then a move on that side's board.
    fn parse_turn_for(&self, side: Side, text: &str) -> Result<Turn, NotationError> {
        let _ = side;
        self.parse_turn(text)
    }

    /// The board(s) as `side`'s player sees them (own army at the bottom).
    fn board_text_for(&self, side: Side) -> BoardText {
        self.board_text(side.color)
    }

    /// The diagram as `side`'s player sees it (see `board_text_for`).
    fn diagram_for(&self, side: Side) -> Diagram {
        self.diagram(side.color)
    }
}
