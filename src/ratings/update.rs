//! Counting one finished game: each player's rating as the game ended
//! (widened for the periods they did not play), the Glicko-2 update of
//! one rating period against the opposing team, and the rows written: the
//! player's new rating and the game's before and after.

use chrono::{DateTime, Utc};

use super::counted::Counted;
use super::glicko::{team, Rating, START};
use crate::store::{GameId, GameRatingRow, PlayerId, RatingRow, StoreError, Tx};

/// One player's rating before and after a rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub player_id: PlayerId,
    pub before: Rating,
    pub after: Rating,
}

impl Change {
    /// `1512 → 1527 (+15)`; provisional ratings with `?`.
    pub fn shown(&self) -> String {
        let diff = self.after.rating.round() as i64 - self.before.rating.round() as i64;
        format!("{} → {} ({diff:+})", self.before.shown(), self.after.shown())
    }
}

impl From<&GameRatingRow> for Change {
    /// A stored game's record (the volatility is not kept there).
    fn from(r: &GameRatingRow) -> Change {
        let at = |rating, deviation| Rating { rating, deviation, volatility: START.volatility };
        Change { player_id: r.player_id, before: at(r.rating_before, r.deviation_before), after: at(r.rating_after, r.deviation_after) }
    }
}

impl Rating {
    /// The stored rating as at `now`.
    pub fn of_row(row: &RatingRow, now: DateTime<Utc>) -> Rating {
        Rating { rating: row.rating, deviation: row.deviation, volatility: row.volatility }.as_at(row.rated_at, now)
    }
}

/// Counts `c` (game `game`, ended at `ended_at`) into the players'
/// ratings. Every player's update starts from the ratings before the game.
pub fn apply(tx: &Tx<'_>, game: GameId, c: &Counted, ended_at: DateTime<Utc>) -> Result<Vec<Change>, StoreError> {
    let variant = c.variant.name();
    let mut before: [Vec<(PlayerId, Rating, u32)>; 2] = [Vec::new(), Vec::new()];
    for (t, players) in c.teams.iter().enumerate() {
        for &p in players {
            let (rating, games) = match tx.rating(p, variant)? {
                Some(row) => (Rating::of_row(&row, ended_at), row.games),
                None => (START, 0),
            };
            before[t].push((p, rating, games));
        }
    }
    let mut changes = Vec::new();
    for t in 0..2 {
        let opponents: Vec<Rating> = before[1 - t].iter().map(|(_, r, _)| *r).collect();
        let opponent = team(&opponents);
        let results: Vec<(Rating, f64)> = c.team1_scores.iter().map(|s| (opponent, if t == 0 { *s } else { 1.0 - s })).collect();
        for &(player_id, rating, games) in &before[t] {
            let after = rating.after(&results);
            tx.put_rating(&RatingRow {
                player_id,
                variant: variant.to_string(),
                rating: after.rating,
                deviation: after.deviation,
                volatility: after.volatility,
                games: games + 1,
                last_change: after.rating - rating.rating,
                rated_at: ended_at,
                established_until: after.established_until(ended_at),
            })?;
            tx.record_game_rating(&GameRatingRow {
                game_id: game,
                player_id,
                rating_before: rating.rating,
                deviation_before: rating.deviation,
                rating_after: after.rating,
                deviation_after: after.deviation,
            })?;
            changes.push(Change { player_id, before: rating, after });
        }
    }
    Ok(changes)
}
