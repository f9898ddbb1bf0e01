//! A game: the start position, the turns played and what the history adds to
//! the rules of a single position (repetitions, move counts, agreements).

use std::fmt;

use super::dialect::Dialect;
use super::moves::Turn;
use super::notation::NotationError;
use super::position::{Position, PositionError};
use super::side::Side;
use super::status::Status;
use super::variant::Variant;
use super::{Color, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinReason {
    Checkmate,
    Resignation,
    Time,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    Stalemate,
    InsufficientMaterial,
    Agreement,
    ThreefoldRepetition,
    FiftyMoves,
    FivefoldRepetition,
    SeventyFiveMoves,
    /// Two-board games: the teams scored the same.
    EvenScore,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw { reason: DrawReason },
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self {
            Outcome::Win { winner: Color::White, .. } => "1-0",
            Outcome::Win { winner: Color::Black, .. } => "0-1",
            Outcome::Draw { .. } => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::Checkmate => "by checkmate",
                    WinReason::Resignation => "by resignation",
                    WinReason::Time => "on time",
                };
                write!(f, "{} wins {how}", winner.name())
            }
            Outcome::Draw { reason } => {
                let why = match reason {
                    DrawReason::Stalemate => "stalemate",
                    DrawReason::InsufficientMaterial => "insufficient material",
                    DrawReason::Agreement => "agreement",
                    DrawReason::ThreefoldRepetition => "threefold repetition",
                    DrawReason::FiftyMoves => "the 50-move rule",
                    DrawReason::FivefoldRepetition => "fivefold repetition",
                    DrawReason::SeventyFiveMoves => "the 75-move rule",
                    DrawReason::EvenScore => "an even score on the two boards",
                };
                write!(f, "Draw by {why}")
            }
        }
    }
}

/// One turn as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub by: Color,
    pub notation: String,
    /// The turn in words, in no language yet (its Display: English).
    pub description: super::notation::Reason,
    pub fen_after: String,
    /// The squares its moves left and reached, for the diagram's highlight.
    pub squares: Vec<Square>,
    /// The turn itself, to write it in another notation.
    pub turn: Turn,
}

impl Played {
    /// The turn as a player of `dialect` reads it (see `Dialect::write_turn`).
    pub fn written(&self, variant: Variant, dialect: Dialect) -> String {
        dialect.write_turn(variant, &self.turn, &self.notation)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    GameOver(Outcome),
    Notation(NotationError),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over ({o})"),
            PlayError::Notation(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// A stored game that cannot be replayed (its turn `index` no longer parses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Start(PositionError),
    Turn { index: usize, error: PlayError },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Start(e) => write!(f, "start position: {e}"),
            ReplayError::Turn { index, error } => write!(f, "turn {}: {error}", index + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    current: Position,
    played: Vec<Played>,
    /// Repetition keys of every position so far, the start included.
    keys: Vec<String>,
}

impl Game {
    pub fn new(variant: Variant) -> Result<Game, PositionError> {
        Ok(Game::from_position(Position::start(variant)?))
    }

    pub fn from_fen(variant: Variant, fen: &str) -> Result<Game, PositionError> {
        Ok(Game::from_position(Position::from_fen(variant, fen)?))
    }

    pub fn from_position(start: Position) -> Game {
        let key = start.repetition_key();
        Game { current: start.clone(), start, played: Vec::new(), keys: vec![key] }
    }

    /// Rebuilds a game from its start and the turns in stored notation.
    pub fn replay(variant: Variant, start_fen: Option<&str>, turns: &[String]) -> Result<Game, ReplayError> {
        let mut game = match start_fen {
            Some(fen) => Game::from_fen(variant, fen),
            None => Game::new(variant),
        }
        .map_err(ReplayError::Start)?;
        for (index, t) in turns.iter().enumerate() {
            game.play(t).map_err(|error| ReplayError::Turn { index, error })?;
        }
        Ok(game)
    }

    /// Like `replay`, from a start position the caller has set up, e.g. a
    /// bughouse match played out on both boards (`Bughouse::set_play_both_out`).
    pub fn replay_position(start: Position, turns: &[String]) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start);
        for (index, t) in turns.iter().enumerate() {
            game.play(t).map_err(|error| ReplayError::Turn { index, error })?;
        }
        Ok(game)
    }

    /// Like `replay_position`, for turns as a record keeps them: each
    /// turn's notation as `play` wrote it, and the FEN after it. Both are
    /// taken as recorded rather than written again, and the end of the game
    /// by the rules is not asked before each turn (the record says play went
    /// on): every mail loads its game, and a long game's turns were most of
    /// that; this reads each turn once, as a move list is read.
    pub fn replay_recorded<'a>(start: Position, turns: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start);
        for (index, (notation, fen_after)) in turns.into_iter().enumerate() {
            let turn = game.current.parse_turn(notation).map_err(|e| ReplayError::Turn { index, error: PlayError::Notation(e) })?;
            game.record(game.current.to_move(), turn, notation.to_string(), Some(fen_after));
        }
        Ok(game)
    }

    pub fn variant(&self) -> Variant {
        self.current.variant()
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// Plays a turn from a player's text. Refused when the game has ended by
    /// itself (mate, stalemate, dead position, fivefold, 75 moves).
    pub fn play(&mut self, text: &str) -> Result<&Played, PlayError> {
        let by = self.current.to_move();
        self.play_with(by, |pos| pos.parse_turn(text))
    }

    /// Plays a turn sent by the player of `side` (four-player bughouse:
    /// plain SAN is a move on that side's board, and the turn is refused if
    /// that seat may not move now). See `play`. `Played::by` is then the
    /// side's colour; `play` records `to_move()`, which in four-player
    /// bughouse is board A's side to move.
    pub fn play_for(&mut self, side: Side, text: &str) -> Result<&Played, PlayError> {
        self.play_with(side.color, |pos| pos.parse_turn_for(side, text))
    }

    /// Plays a turn written in `dialect` by the player of `side` (see
    /// `play_for`), or by the side to move when `side` is `None` (`play`).
    pub fn play_in(&mut self, side: Option<Side>, text: &str, dialect: Dialect) -> Result<&Played, PlayError> {
        let by = side.map_or(self.current.to_move(), |s| s.color);
        self.play_with(by, |pos| dialect.read_turn(pos, side, text))
    }

    fn play_with(&mut self, by: Color, parse: impl FnOnce(&Position) -> Result<Turn, NotationError>) -> Result<&Played, PlayError> {
        if let Some(o) = self.automatic_outcome() {
            return Err(PlayError::GameOver(o));
        }
        let turn = parse(&self.current).map_err(PlayError::Notation)?;
        let notation = self.current.turn_notation(&turn);
        Ok(self.record(by, turn, notation, None))
    }

    /// Plays `turn` (legal) and keeps it with its words, the squares it
    /// marks and the FEN after it: `fen_after` as recorded, or written now.
    fn record(&mut self, by: Color, turn: Turn, notation: String, fen_after: Option<&str>) -> &Played {
        let description = self.current.describe_turn(&turn);
        let squares = turn.moves().flat_map(|m| [m.from, m.to]).collect();
        self.current.play_turn(&turn);
        self.keys.push(self.current.repetition_key());
        let fen_after = fen_after.map_or_else(|| self.current.fen(), str::to_string);
        self.played.push(Played { by, notation, description, fen_after, squares, turn });
        self.played.last().expect("just pushed")
    }

    fn repetitions(&self) -> usize {
        let last = self.keys.last();
        self.keys.iter().filter(|k| Some(*k) == last).count()
    }

    /// How the game ended by the rules alone, if it did.
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        match self.current.status() {
            Status::Checkmate { winner } => return Some(Outcome::Win { winner, reason: WinReason::Checkmate }),
            Status::Stalemate => return Some(Outcome::Draw { reason: DrawReason::Stalemate }),
            Status::InsufficientMaterial => return Some(Outcome::Draw { reason: DrawReason::InsufficientMaterial }),
            Status::EvenScore => return Some(Outcome::Draw { reason: DrawReason::EvenScore }),
            Status::Ongoing => {}
        }
        if self.repetitions() >= 5 {
            return Some(Outcome::Draw { reason: DrawReason::FivefoldRepetition });
        }
        if self.current.halfmove_clock() >= 150 {
            return Some(Outcome::Draw { reason: DrawReason::SeventyFiveMoves });
        }
        None
    }

    /// A draw the player to move (or who just moved) may claim now.
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        if self.repetitions() >= 3 {
            Some(DrawReason::ThreefoldRepetition)
        } else if self.current.halfmove_clock() >= 100 {
            Some(DrawReason::FiftyMoves)
        } else {
            None
        }
    }
}
