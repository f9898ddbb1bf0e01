//! A game as anyone may see it: its players by their public names
//! (`crate::store::public_name`, never an address), its turns numbered as
//! in PGN, each position drawn from White's (South's) side, its clock and
//! its PGN with public names. What observers are mailed
//! (`observers.rs`) and what the web archive shows (`crate::web`) both
//! come from here, so they say the same and show nothing private.

use chrono::{DateTime, Utc};

use super::game::{load_game_and_turns, pgn_annotated, pgn_named, Loaded};
use super::{BotError, Identity};
use crate::clocks::schedule::{self, Timing};
use crate::rules::{Color, Diagram, Game as RulesGame, Played, Position, Seat, Side, Variant};
use crate::store::{GameId, GameRatingRow, GameRow, GameStatus, StoreError, Tx};

/// A stored game, replayed, with its players' public names.
pub struct PublicGame {
    loaded: Loaded,
    /// The public name of each seat's player, in seat order.
    names: Vec<(Seat, String)>,
    /// When each turn was played, in order.
    played_at: Vec<DateTime<Utc>>,
    /// Who played each turn.
    movers: Vec<Seat>,
}

/// One player as the public sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicSeat {
    pub seat: Seat,
    /// `White`, `South: White on A, Black on B`...
    pub title: &'static str,
    pub name: String,
    /// A finished rated game: the rating before and after.
    pub rating: Option<(i64, i64)>,
}

/// One turn as the public sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicTurn {
    /// 1 for the first turn.
    pub ply: usize,
    /// `12.`, `12...`, or nothing (four-player bughouse, whose turns name their board).
    pub number: String,
    /// The turn in the game's notation (English SAN, as in PGN).
    pub san: String,
    /// The turn in words: "knight to f6".
    pub description: String,
    /// The same in the reader's words.
    pub words: crate::i18n::Msg,
    /// The public name of its player.
    pub by: String,
    pub played_at: DateTime<Utc>,
}

impl PublicTurn {
    /// `12... Nf6`.
    pub fn numbered(&self) -> String {
        if self.number.is_empty() {
            self.san.clone()
        } else {
            format!("{} {}", self.number, self.san)
        }
    }
}

/// The clock of the player to move, as the public sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicClock {
    pub deadline: DateTime<Utc>,
    /// `3 days per move`.
    pub time_control: String,
    /// The same in the reader's words.
    pub control_words: crate::i18n::Msg,
    /// The player to move is on vacation until then.
    pub paused_until: Option<DateTime<Utc>>,
}

impl PublicClock {
    pub fn new(deadline: DateTime<Utc>, control: &crate::clocks::clock::TimeControl, paused_until: Option<DateTime<Utc>>) -> PublicClock {
        PublicClock { deadline, time_control: control.describe(), control_words: super::describe::time_control(control), paused_until }
    }
}

/// Game `id` as anyone may see it (also a private one: the callers decide
/// who sees it); `None` if there is no such game.
pub fn load(tx: &Tx<'_>, id: GameId) -> Result<Option<PublicGame>, BotError> {
    let Some((loaded, turns)) = load_game_and_turns(tx, id)? else { return Ok(None) };
    let mut names = Vec::with_capacity(loaded.seats.len());
    for s in &loaded.seats {
        let player = tx.player(s.player_id)?.ok_or(StoreError::NoSuchGame(id))?;
        // The computer's seat by its name, not its reserved address.
        let name = if crate::store::is_computer_seat(s) { s.address.clone() } else { player.public_name() };
        names.push((s.seat, name));
    }
    let played_at = turns.iter().map(|t| t.played_at).collect();
    let movers = turns.iter().map(|t| t.seat).collect();
    Ok(Some(PublicGame { loaded, names, played_at, movers }))
}

impl PublicGame {
    /// The same game with its players named as the game's own mails name
    /// them to its players (their addresses, the computer by its name):
    /// for a letter to one of them, never to a stranger.
    pub fn as_its_players_see_it(&self) -> PublicGame {
        let names = self.loaded.seats.iter().map(|s| (s.seat, s.address.clone())).collect();
        PublicGame { loaded: self.loaded.clone(), names, played_at: self.played_at.clone(), movers: self.movers.clone() }
    }

    /// Whether `player` holds a seat of the game.
    pub fn has_player(&self, player: crate::store::PlayerId) -> bool {
        self.loaded.seats.iter().any(|s| s.player_id == player)
    }
}

/// The clock of the player to move in `game` at `now` (in four-player
/// bughouse the first board's), if it runs.
pub fn clock(tx: &Tx<'_>, timing: &Timing, game: GameId, now: DateTime<Utc>) -> Result<Option<PublicClock>, StoreError> {
    let Some(row) = tx.clock_row(game)? else { return Ok(None) };
    // Written as the news goes out: the deadline the player has from now.
    let clocks = schedule::game_clocks(tx, timing, &row, now, schedule::View::Sending)?;
    Ok(clocks.first().map(|c| PublicClock::new(c.schedule.deadline, &c.control, c.paused_until)))
}

impl PublicGame {
    pub fn id(&self) -> GameId {
        self.loaded.row.id
    }

    pub fn row(&self) -> &GameRow {
        &self.loaded.row
    }

    pub fn variant(&self) -> Variant {
        self.loaded.variant()
    }

    pub fn status(&self) -> GameStatus {
        self.loaded.row.status
    }

    /// No observers and no web page.
    pub fn is_private(&self) -> bool {
        self.loaded.row.options.private
    }

    /// Whether the result changes ratings (see `crate::ratings::rated_kind`).
    pub fn rated(&self) -> bool {
        let r = &self.loaded.row;
        crate::ratings::rated_kind(&r.variant, &r.options, &r.start_fen)
    }

    /// The engine's game: positions, turns, results.
    pub fn rules(&self) -> &RulesGame {
        &self.loaded.rules
    }

    /// How many turns were played.
    pub fn plies(&self) -> usize {
        self.loaded.rules.played().len()
    }

    /// The public name of the player in `seat`.
    pub fn name_of(&self, seat: Seat) -> &str {
        self.names.iter().find(|(s, _)| *s == seat).map_or("?", |(_, n)| n.as_str())
    }

    /// The players, in seat order, with their ratings in a finished rated game.
    pub fn players(&self) -> Vec<PublicSeat> {
        let rating = |s: &crate::store::SeatRow| {
            let r: Option<&GameRatingRow> = self.loaded.ratings.iter().find(|r| r.player_id == s.player_id);
            r.map(|r| (r.rating_before.round() as i64, r.rating_after.round() as i64))
        };
        self.loaded
            .seats
            .iter()
            .map(|s| PublicSeat { seat: s.seat, title: s.seat.title(), name: self.name_of(s.seat).to_string(), rating: rating(s) })
            .collect()
    }

    /// `Alice (White) vs Bob (Black)`; four players separated by commas.
    pub fn players_line(&self) -> String {
        let sep = if self.names.len() > 2 { ", " } else { " vs " };
        self.names.iter().map(|(s, n)| format!("{n} ({})", s.title())).collect::<Vec<_>>().join(sep)
    }

    /// `Alice vs Bob`, or `Alice & Carol vs Dave & Erin`: the sides by team.
    pub fn sides_short(&self) -> String {
        let team = |c: Color| self.names.iter().filter(|(s, _)| s.team() == c).map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(" & ");
        format!("{} vs {}", team(Color::White), team(Color::Black))
    }

    /// [`Self::sides_short`] in the reader's words.
    pub fn sides_words(&self) -> crate::i18n::Msg {
        sides_words(&self.names)
    }

    /// [`Self::players_line`] in the reader's words.
    pub fn players_words(&self) -> crate::i18n::Msg {
        use crate::i18n::Msg;
        let all = self.names.iter().map(|(s, n)| Msg::new("player-seat").arg("who", n.as_str()).arg("seat", Msg::seat(*s))).collect();
        super::game::players_in_words(all)
    }

    /// [`Self::to_move`] in the reader's words.
    pub fn to_move_words(&self) -> crate::i18n::Msg {
        super::describe::names_in_words(&self.movers_names())
    }

    /// The public names of the players to move (`nobody` when none may).
    pub fn to_move(&self) -> String {
        let names = self.movers_names();
        if names.is_empty() {
            "nobody".into()
        } else {
            names.join(" and ")
        }
    }

    /// The public names of the players who may move now (none once over).
    fn movers_names(&self) -> Vec<&str> {
        if self.status() != GameStatus::Active {
            return vec![];
        }
        let movers = self.loaded.rules.position().sides_to_move();
        self.names.iter().filter(|(s, _)| s.may_act(&movers).is_some()).map(|(_, n)| n.as_str()).collect()
    }

    /// The turns, numbered as in PGN, each with its player's public name.
    pub fn turns(&self) -> Vec<PublicTurn> {
        let four = self.loaded.four_players();
        let mut number = self.loaded.rules.start().fullmove_number();
        let mut out = Vec::with_capacity(self.plies());
        for (i, p) in self.loaded.rules.played().iter().enumerate() {
            let label = if four {
                String::new()
            } else {
                match p.by {
                    Color::White => format!("{number}."),
                    Color::Black => format!("{number}..."),
                }
            };
            if !four && p.by == Color::Black {
                number += 1;
            }
            let by = self.movers.get(i).map_or("?", |s| self.name_of(*s)).to_string();
            out.push(PublicTurn {
                ply: i + 1,
                number: label,
                san: p.notation.clone(),
                description: p.description.to_string(),
                words: crate::bot::describe::turn_words(p),
                by,
                played_at: self.played_at.get(i).copied().unwrap_or(self.loaded.row.created_at),
            });
        }
        out
    }

    /// The side the public sees the boards from: White's (South's, White
    /// on board A).
    pub fn side() -> Side {
        Side::new(0, Color::White)
    }

    /// The positions from the one after `from` turns (0: the start) to
    /// now, each as a diagram with its turn's squares marked.
    pub fn positions_from(&self, from: usize) -> Vec<Diagram> {
        let side = Self::side();
        let start = self.loaded.rules.start().clone();
        let mut out = Vec::new();
        if from == 0 {
            out.push(start.diagram_for(side));
        }
        let mut g = RulesGame::from_position(start);
        for (i, p) in self.loaded.rules.played().iter().enumerate() {
            match g.play(&p.notation) {
                Ok(played) if i + 1 >= from => {
                    let squares = played.squares.clone();
                    out.push(g.position().diagram_for(side).mark(&squares));
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
        out
    }

    /// The position now, as a diagram with the last turn marked, and as text.
    pub fn board(&self) -> (Diagram, crate::rules::BoardText) {
        let side = Self::side();
        let pos: &Position = self.loaded.rules.position();
        let last: &[crate::rules::Square] = self.loaded.rules.played().last().map_or(&[], |p: &Played| &p.squares);
        (pos.diagram_for(side).mark(last), pos.board_text_for(side))
    }

    /// The game as PGN (BPGN for the two-board games) with the players'
    /// public names; its Site the web archive, else the bot's name (never
    /// an address: the bot's own is not public either).
    pub fn pgn(&self, bot: &Identity) -> String {
        pgn_named(bot, &self.loaded, &|s| self.name_of(s.seat).to_string(), None, &bot.public_site())
    }

    /// [`PublicGame::pgn`] with an analysis's notes after the turns.
    pub fn pgn_annotated(&self, bot: &Identity, notes: &[crate::rules::pgn::Annotation]) -> String {
        pgn_annotated(bot, &self.loaded, &|s| self.name_of(s.seat).to_string(), None, &bot.public_site(), notes)
    }

    /// The seat that played a turn of army `side`.
    pub fn seat_of_side(&self, side: Side) -> Option<Seat> {
        self.loaded.seats.iter().map(|s| s.seat).find(|s| s.may_act(&[side]).is_some())
    }

    /// The file name of its PGN: `game-42.pgn`.
    pub fn pgn_name(&self) -> String {
        format!("game-{}.pgn", self.id().0)
    }

    /// How it ended, in the reader's words (see [`result_words`]).
    pub fn result_words(&self) -> crate::i18n::Msg {
        let row = self.row();
        result_words(row.result.as_deref(), row.result_reason.as_deref())
    }
}

/// `Alice vs Bob`, `Alice & Carol vs Dave & Erin`: the sides of the
/// players `names` (by seat) in the reader's words.
pub fn sides_words(names: &[(Seat, String)]) -> crate::i18n::Msg {
    let team = |c: Color| names.iter().filter(|(s, _)| s.team() == c).map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(" & ");
    crate::i18n::Msg::new("players-two").arg("a", team(Color::White)).arg("b", team(Color::Black))
}

/// How a game ended, from its stored `result` (`1-0`) and `reason` (as
/// the PGN's Termination keeps it), in the reader's words: `White wins by
/// checkmate`; a reason of the clocks' own as it is kept.
pub fn result_words(result: Option<&str>, reason: Option<&str>) -> crate::i18n::Msg {
    match reason.or(result) {
        Some(reason) => super::game::stored_result(reason),
        None => crate::i18n::Msg::new("result-kept").arg("text", ""),
    }
}

/// A time control in the reader's words: `3 days per move`, `10 moves in 30 days`.
pub fn time_control_words(control: &crate::clocks::clock::TimeControl) -> crate::i18n::Msg {
    super::describe::time_control(control)
}
