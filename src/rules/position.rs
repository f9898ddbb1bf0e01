//! One interface to every game: `Rules` is what each variant implements, and
//! `Position` picks the variant at run time. The mail side only calls
//! `parse_turn -> play_turn -> render` through here.

use std::fmt;

use super::notation::NotationError;
use super::variant::Variant;
use super::{Color, FenError, Turn};

/// How a position stands, judged from the board alone (repetition and move
/// counts need the game's history: see `Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    Checkmate { winner: Color },
    Stalemate,
    InsufficientMaterial,
    /// Two-board games: the match is over and the teams scored the same.
    EvenScore,
}

/// One army: the colour a player runs on one board (0 = A, 1 = B). The
/// one-board games have board 0 only. In the two-board games a team is named
/// by the colour it plays on board A: `Color::White` = team 1 (White on A and
/// Black on B; South in bughouse-sync), `Color::Black` = team 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Side {
    pub board: u8,
    pub color: Color,
}

impl Side {
    pub const fn new(board: u8, color: Color) -> Side {
        Side { board, color }
    }

    /// The team this army plays for (see above).
    pub fn team(self) -> Color {
        if self.board == 0 {
            self.color
        } else {
            self.color.other()
        }
    }

    /// `A White`, `B Black` (a one-board game has board A only).
    pub fn name(self) -> String {
        format!("{} {}", (b'A' + self.board) as char, self.color.name())
    }
}

impl Status {
    /// The usual verdict: no legal turn is mate in check and stalemate
    /// otherwise; then a dead position; else the game goes on.
    pub fn judge(has_legal_turn: bool, in_check: bool, to_move: Color, insufficient_material: bool) -> Status {
        if !has_legal_turn {
            if in_check {
                Status::Checkmate { winner: to_move.other() }
            } else {
                Status::Stalemate
            }
        } else if insufficient_material {
            Status::InsufficientMaterial
        } else {
            Status::Ongoing
        }
    }
}

/// What every variant provides. Turns are those of `legal_turns`; anything
/// else passed to `play_turn` is a bug of the caller.
pub trait Rules: Clone + fmt::Debug {
    fn variant(&self) -> Variant;
    fn fen(&self) -> String;
    fn to_move(&self) -> Color;
    fn legal_turns(&self) -> Vec<Turn>;
    fn play_turn(&mut self, turn: &Turn);
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
    fn describe_turn(&self, turn: &Turn) -> String;
    fn status(&self) -> Status;
    fn is_check(&self) -> bool;
    /// ASCII board(s), from `view`'s side.
    fn render(&self, view: Color) -> String;
    fn perft(&self, depth: u32) -> u64;
    /// Equal keys = the same position for the repetition rules.
    fn repetition_key(&self) -> String;
    fn halfmove_clock(&self) -> u32;
    fn fullmove_number(&self) -> u32;
    fn has_insufficient_material(&self, color: Color) -> bool;

    /// The armies that may act now. Two-player games: the side to move on
    /// board 0. Four-player bughouse: every army whose board is going on and
    /// which has a legal move (up to one per board; a board waiting for a
    /// piece has none). Bughouse-sync: the armies of the player to move, in
    /// the order they move this turn.
    fn seats_to_move(&self) -> Vec<Side> {
        vec![Side::new(0, self.to_move())]
    }

    /// Reads a turn sent by the player of `side`: in four-player bughouse
    /// plain SAN is then a move on that side's board.
    fn parse_turn_for(&self, side: Side, text: &str) -> Result<Turn, NotationError> {
        let _ = side;
        self.parse_turn(text)
    }

    /// The board(s) as `side`'s player sees them (own army at the bottom).
    fn render_for(&self, side: Side) -> String {
        self.render(side.color)
    }
}

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
            Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync => {
                Ok(Position::Bughouse(super::Bughouse::new(variant)))
            }
        }
    }

    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, PositionError> {
        match variant {
            Variant::Chess => Ok(Position::Chess(super::Chess::from_fen(fen, super::chess::DropRules::None)?)),
            Variant::TwoProng => Ok(Position::TwoProng(super::TwoProng::from_fen(fen)?)),
            Variant::TandemPawn => Ok(Position::TandemPawn(super::TandemPawn::from_fen(fen)?)),
            Variant::Tandem84 => Ok(Position::Tandem84(super::Tandem84::from_fen(fen, super::tandem84::Ghosts::Swapping)?)),
            Variant::Tandem84Knightrider => {
                Ok(Position::Tandem84(super::Tandem84::from_fen(fen, super::tandem84::Ghosts::Knightrider)?))
            }
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
    pub fn turn_notation(&self, turn: &Turn) -> String {
        each!(self, p => p.turn_notation(turn))
    }
    pub fn parse_turn(&self, text: &str) -> Result<Turn, NotationError> {
        each!(self, p => p.parse_turn(text))
    }
    pub fn describe_turn(&self, turn: &Turn) -> String {
        each!(self, p => p.describe_turn(turn))
    }
    pub fn status(&self) -> Status {
        each!(self, p => p.status())
    }
    pub fn is_check(&self) -> bool {
        each!(self, p => p.is_check())
    }
    pub fn render(&self, view: Color) -> String {
        each!(self, p => p.render(view))
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

    pub fn seats_to_move(&self) -> Vec<Side> {
        each!(self, p => p.seats_to_move())
    }
    pub fn parse_turn_for(&self, side: Side, text: &str) -> Result<Turn, NotationError> {
        each!(self, p => p.parse_turn_for(side, text))
    }
    pub fn render_for(&self, side: Side) -> String {
        each!(self, p => p.render_for(side))
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
