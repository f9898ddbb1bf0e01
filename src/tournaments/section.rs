//! A section as stored, with its crosstable: what every mail, the
//! operator's `tandem tournament N` and (to come) a web page show of a
//! running or finished tournament. Entrants are named by their public
//! names (`crate::store::public_name`).

use crate::rules::{Position, Variant};
use crate::store::{EntrantRow, GameStatus, PlayerId, SeatRow, StoreError, TournamentGameRow, TournamentRow, Tx};
use crate::tournaments::{self as t, Crosstable, Left, State, Why};

/// A section as stored and its crosstable.
pub struct Section {
    pub entrants: Vec<EntrantRow>,
    pub games: Vec<TournamentGameRow>,
    pub table: Crosstable,
}

impl Section {
    /// The entrant with `number`.
    pub fn entrant(&self, number: u32) -> Option<&EntrantRow> {
        self.entrants.iter().find(|e| e.number == Some(number))
    }

    /// `Ann` or `Ann & Ben`, the entrant with `number` as others read them
    /// (`#3` should there be none: words in no language).
    pub fn shown(&self, number: u32) -> String {
        self.entrant(number).map_or_else(|| format!("#{number}"), EntrantRow::shown)
    }
}

/// Where a game of the section stands, for the crosstable.
fn state(g: &TournamentGameRow) -> State {
    match (g.status, g.result.as_deref(), g.forfeit) {
        (GameStatus::Active | GameStatus::Invited, _, _) => State::Playing,
        (GameStatus::Finished, Some("1-0"), _) => State::Result(2),
        (GameStatus::Finished, Some("0-1"), _) => State::Result(0),
        (GameStatus::Finished, Some(_), _) => State::Result(1),
        (_, _, Some(loser)) => State::Forfeit { loser },
        _ => State::Void,
    }
}

/// The entrant as the crosstable shows them.
fn left(e: &EntrantRow) -> Option<Left> {
    let why = Why::parse(e.withdrawal.as_deref()?)?;
    Some(Left { why, annulled: e.annulled })
}

/// The section of `t` with its crosstable (of the numbered entrants: none
/// before the start).
pub fn section(tx: &Tx<'_>, tournament: &TournamentRow) -> Result<Section, StoreError> {
    let entrants = tx.entrants(tournament.id)?;
    let games = tx.tournament_games(tournament.id)?;
    let shown: Vec<t::Entrant> =
        entrants.iter().filter_map(|e| Some(t::Entrant { number: e.number?, name: e.shown(), rating: e.rating, left: left(e) })).collect();
    let played: Vec<t::Game> = games.iter().map(|g| t::Game { round: g.round, white: g.white, black: g.black, state: state(g) }).collect();
    let table = Crosstable::compute(&shown, &played);
    Ok(Section { entrants, games, table })
}

/// Each player's name in an entrant list: (player, public name).
pub fn names(entrants: &[EntrantRow]) -> Vec<(PlayerId, String)> {
    entrants.iter().flat_map(|e| e.members().into_iter().map(|m| (m.id, m.shown()))).collect()
}

/// A game in play and who is to move in it (the bot puts it into words:
/// `#12, round 3: Ann against Dan: Ann to move`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    pub game: i64,
    pub round: u32,
    /// The entrants, White (team 1) first, as others read them.
    pub white: String,
    pub black: String,
    /// The players to move, by their public names.
    pub to_move: Vec<String>,
}

/// The games in play, each with who is to move.
pub fn waiting(tx: &Tx<'_>, tournament: &TournamentRow, s: &Section) -> Result<Vec<Waiting>, StoreError> {
    let variant = tournament.variant.parse::<Variant>().unwrap_or(Variant::Chess);
    let names = names(&s.entrants);
    let mut out = Vec::new();
    for g in s.games.iter().filter(|g| g.status == GameStatus::Active) {
        let Some(row) = tx.game(g.game)? else { continue };
        let seats = tx.seats(g.game)?;
        let movers = Position::from_fen(variant, &row.fen).map(|p| p.sides_to_move()).unwrap_or_default();
        let name = |s: &SeatRow| names.iter().find(|(id, _)| *id == s.player_id).map_or("?".to_string(), |(_, n)| n.clone());
        let to_move: Vec<String> = seats.iter().filter(|x| x.seat.may_act(&movers).is_some()).map(name).collect();
        out.push(Waiting { game: g.game.0, round: g.round, white: s.shown(g.white), black: s.shown(g.black), to_move });
    }
    Ok(out)
}
