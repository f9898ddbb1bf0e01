//! `Position`: a position of any variant, picked at run time; the one file
//! that knows every variant. The mail side only calls
//! `parse_turn -> play_turn -> render` through here.

use std::fmt;

use super::notation::NotationError;
use super::reason::Reason;
use super::side::Side;
use super::status::Status;
use super::variant::Variant;
use super::variant_rules::Rules;
use super::{Color, FenError, Turn};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The variant is named but not playable yet.
    Unsupported(Variant),
    Fen(FenError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Unsupported(v) => write!(f, "{} cannot be played yet", v.name()),
            PositionError::Fen(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<FenError> for PositionError {
    fn from(e: FenError) -> Self {
        PositionError::Fen(e)
    }
}

/// A position of any variant.
#[derive(Clone, Debug)]
pub enum Position {
    Chess(super::Chess),
    TwoProng(super::TwoProng),
    TandemPawn(super::TandemPawn),
    Tandem84(super::Tandem84),
    /// `bughouse`, `tandem-chess` and `bughouse-sync` (two boards).
    Bughouse(super::Bughouse),
}

macro_rules! each {
    ($self:expr, $p:ident => $body:expr) => {
        match $self {
            Position::Chess($p) => $body,
            Position::TwoProng($p) => $body,
            Position::TandemPawn($p) => $body,
            Position::Tandem84($p) => $body,
            Position::Bughouse($p) => $body,
        }
    };
}

impl Position {
    pub fn start(variant: Variant) -> Result<Position, PositionError> {
        match variant {
            Variant::Chess => Ok(Position::Chess(super::Chess::new())),
            Variant::TwoProng => Ok(Position::TwoProng(super::TwoProng::new())),
            Variant::TandemPawn => Ok(Position::TandemPawn(super::TandemPawn::new())),
            Variant::Tandem84 => Ok(Position::Tandem84(super::Tandem84::new(super::tandem84::Ghosts::Swapping))),
            Variant::Tandem84Knightrider => Ok(Position::Tandem84(super::Tandem84::new(super::tandem84::Ghosts::Knightrider))),
            Variant::Crazyhouse => Ok(Position::Chess(super::crazyhouse::start())),
            Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync => Ok(Position::Bughouse(super::Bughouse::new(variant))),
        }
    }

    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, PositionError> {
        match variant {
            Variant::Chess => Ok(Position::Chess(super::Chess::from_fen(fen, super::chess::DropRules::None)?)),
            Variant::TwoProng => Ok(Position::TwoProng(super::TwoProng::from_fen(fen)?)),
            Variant::TandemPawn => Ok(Position::TandemPawn(super::TandemPawn::from_fen(fen)?)),
            Variant::Tandem84 => Ok(Position::Tandem84(super::Tandem84::from_fen(fen, super::tandem84::Ghosts::Swapping)?)),
            Variant::Tandem84Knightrider => Ok(Position::Tandem84(super::Tandem84::from_fen(fen, super::tandem84::Ghosts::Knightrider)?)),
            Variant::Crazyhouse => Ok(Position::Chess(super::crazyhouse::from_fen(fen)?)),
            // One bughouse board alone (no `|`): its hands stay fixed.
            Variant::Bughouse | Variant::TandemChess if !fen.contains('|') => {
                Ok(Position::Chess(super::Bughouse::single_board_from_fen(variant, fen)?))
            }
            Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync => {
                Ok(Position::Bughouse(super::Bughouse::from_fen(variant, fen)?))
            }
        }
    }

    pub fn variant(&self) -> Variant {
        each!(self, p => p.variant())
    }
    pub fn fen(&self) -> String {
        each!(self, p => p.fen())
    }
    pub fn to_move(&self) -> Color {
        each!(self, p => p.to_move())
    }
    pub fn legal_turns(&self) -> Vec<Turn> {
        each!(self, p => p.legal_turns())
    }
    pub fn play_turn(&mut self, turn: &Turn) {
        each!(self, p => p.play_turn(turn))
    }
    /// See `Rules::noisy_turns`.
    pub fn noisy_turns(&self) -> Vec<Turn> {
        each!(self, p => p.noisy_turns())
    }
    pub fn has_legal_turn(&self) -> bool {
        each!(self, p => p.has_legal_turn())
    }
    /// See `Rules::noisy_turns_first`.
    pub fn noisy_turns_first(&self) -> bool {
        each!(self, p => p.noisy_turns_first())
    }
    pub fn turn_notation(&self, turn: &Turn) -> String {
        each!(self, p => p.turn_notation(turn))
    }
    pub fn parse_turn(&self, text: &str) -> Result<Turn, NotationError> {
        each!(self, p => p.parse_turn(text))
    }
    pub fn describe_turn(&self, turn: &Turn) -> Reason {
        each!(self, p => p.describe_turn(turn))
    }
    pub fn status(&self) -> Status {
        each!(self, p => p.status())
    }
    pub fn is_check(&self) -> bool {
        each!(self, p => p.is_check())
    }
    /// The board(s) from `view`'s side as text, in English.
    pub fn render(&self, view: Color) -> String {
        self.board_text(view).to_string()
    }
    pub fn board_text(&self, view: Color) -> super::BoardText {
        each!(self, p => p.board_text(view))
    }
    pub fn perft(&self, depth: u32) -> u64 {
        each!(self, p => p.perft(depth))
    }
    pub fn repetition_key(&self) -> String {
        each!(self, p => p.repetition_key())
    }
    pub fn halfmove_clock(&self) -> u32 {
        each!(self, p => p.halfmove_clock())
    }
    pub fn fullmove_number(&self) -> u32 {
        each!(self, p => p.fullmove_number())
    }
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        each!(self, p => p.has_insufficient_material(color))
    }

    pub fn sides_to_move(&self) -> Vec<Side> {
        each!(self, p => p.sides_to_move())
    }
    pub fn parse_turn_for(&self, side: Side, text: &str) -> Result<Turn, NotationError> {
        each!(self, p => p.parse_turn_for(side, text))
    }
    /// The board(s) as `side`'s player sees them, as text, in English.
    pub fn render_for(&self, side: Side) -> String {
        self.board_text_for(side).to_string()
    }
    pub fn board_text_for(&self, side: Side) -> super::BoardText {
        each!(self, p => p.board_text_for(side))
    }
    pub fn diagram_for(&self, side: Side) -> super::Diagram {
        each!(self, p => p.diagram_for(side))
    }

    /// Every legal turn in canonical notation, in generation order.
    pub fn legal_turn_notations(&self) -> Vec<String> {
        self.turn_notations(&self.legal_turns())
    }

    pub fn turn_notations(&self, turns: &[Turn]) -> Vec<String> {
        each!(self, p => p.turn_notations(turns))
    }

    /// Perft split by first turn: (notation, count) pairs.
    pub fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        if depth == 0 {
            return vec![];
        }
        let turns = self.legal_turns();
        let names = self.turn_notations(&turns);
        turns
            .iter()
            .zip(names)
            .map(|(t, name)| {
                let mut next = self.clone();
                next.play_turn(t);
                (name, next.perft(depth - 1))
            })
            .collect()
    }
}
