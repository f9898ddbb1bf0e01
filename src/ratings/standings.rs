//! What players and the operator are shown: a player's ratings in every
//! game, a game's standings (the best established players) and where one
//! player stands. Ratings are shown as at `now`: inactivity has widened
//! the deviation since the last game.

use chrono::{DateTime, Utc};

use super::glicko::{Rating, START};
use crate::rules::Variant;
use crate::store::{public_name, PlayerId, StoreError, Tx};

/// A player's rating in one game.
#[derive(Debug, Clone, PartialEq)]
pub struct PoolRating {
    pub variant: Variant,
    /// As at now; the start rating when `games` is 0.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// The change in the last of them.
    pub last_change: f64,
}

impl PoolRating {
    /// `+15`, `-3`, `0`.
    pub fn last_change_shown(&self) -> String {
        format!("{:+}", self.last_change.round() as i64)
    }
}

/// `player`'s rating in `variant` as at `now` (1500? before any rated game).
pub fn rating_in(tx: &Tx<'_>, player: PlayerId, variant: Variant, now: DateTime<Utc>) -> Result<PoolRating, StoreError> {
    Ok(match tx.rating(player, variant.name())? {
        Some(row) => PoolRating { variant, rating: Rating::of_row(&row, now), games: row.games, last_change: row.last_change },
        None => PoolRating { variant, rating: START, games: 0, last_change: 0.0 },
    })
}

/// `player`'s ratings in every game, in the order of [`Variant::ALL`].
pub fn ratings_of(tx: &Tx<'_>, player: PlayerId, now: DateTime<Utc>) -> Result<Vec<PoolRating>, StoreError> {
    Variant::ALL.iter().map(|v| rating_in(tx, player, *v, now)).collect()
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Place {
    pub rank: u64,
    /// As third persons see the player ([`crate::store::public_name`]).
    pub name: String,
    /// For the operator only: never mailed to anyone else.
    pub address: String,
    pub rating: Rating,
    pub games: u32,
}

/// A game's standings: the best established players, best first, and
/// where the asker stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Standings {
    pub variant: Variant,
    pub top: Vec<Place>,
    /// Established players in the game in all.
    pub established: u64,
    /// Where the asker stands, when there is one.
    pub asker: Option<Stand>,
}

/// Where a player stands in a game's standings.
#[derive(Debug, Clone, PartialEq)]
pub enum Stand {
    /// Established: their rank among the established players (players
    /// with the same rating share it).
    Ranked { rank: u64, rating: PoolRating },
    /// Rated, but provisional (deviation above 110): not in the standings.
    Provisional(PoolRating),
    /// No rated game of it yet.
    Unrated,
}

/// The `limit` best established players of `variant` at `now`, and where
/// `asker` stands. One pass over the game's part of the standings index
/// counts the established players and those above the asker.
pub fn standings(
    tx: &Tx<'_>,
    variant: Variant,
    now: DateTime<Utc>,
    limit: usize,
    asker: Option<PlayerId>,
) -> Result<Standings, StoreError> {
    let rows = tx.standings(variant.name(), now, limit)?;
    let top = rows
        .into_iter()
        .zip(1..)
        .map(|(r, rank)| Place {
            rank,
            name: public_name(&r.address, r.public_name.as_deref()),
            address: r.address,
            rating: Rating::of_row(&r.rating, now),
            games: r.rating.games,
        })
        .collect();
    let mine = match asker {
        Some(p) => Some((rating_in(tx, p, variant, now)?, tx.rating(p, variant.name())?.map(|row| row.rating))),
        None => None,
    };
    let ranked = mine.as_ref().and_then(|(r, stored)| stored.filter(|_| r.games > 0 && !r.rating.is_provisional()));
    let (established, above) = tx.established_counts(variant.name(), ranked.unwrap_or(f64::INFINITY), now)?;
    let asker = mine.map(|(r, _)| match ranked {
        Some(_) => Stand::Ranked { rank: above + 1, rating: r },
        None if r.games == 0 => Stand::Unrated,
        None => Stand::Provisional(r),
    });
    Ok(Standings { variant, top, established, asker })
}
