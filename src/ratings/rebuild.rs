//! Every rating again from the games: forget them all, then count every
//! finished game in the order the games finished, exactly as the bot
//! counted each when it ended (`tandem ratings --rebuild`, and once after
//! the upgrade that brought ratings, for the games finished before).

use super::counted::{counted, ended_at};
use super::update::apply;
use crate::rules::{Game as RulesGame, Position, Variant};
use crate::store::{GameRow, StoreError, Tx, Unreadable};

/// What a replay did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Replayed {
    /// Finished games looked at.
    pub games: u64,
    /// Of them, rated.
    pub rated: u64,
}

/// How many games are read from the store at a time.
const PAGE: usize = 500;

/// Recomputes every rating in `tx`; `progress(done, total)` after each page
/// of games.
pub fn rebuild(tx: &Tx<'_>, progress: &mut dyn FnMut(u64, u64)) -> Result<Replayed, StoreError> {
    let total = tx.finished_game_count()?;
    tx.clear_ratings()?;
    let mut done = Replayed::default();
    let mut after = 0;
    loop {
        let page = tx.finished_games_from(after, PAGE)?;
        let Some((last, _)) = page.last() else { break };
        after = *last;
        for (_, game) in &page {
            done.games += 1;
            let seats = tx.seats(game.id)?;
            let moved = tx.seats_that_moved(game.id)?;
            let rules = if two_boards(game) { Some(replay(tx, game)?) } else { None };
            if let Some(c) = counted(game, &seats, &moved, rules.as_ref()) {
                apply(tx, game.id, &c, ended_at(game))?;
                done.rated += 1;
            }
        }
        progress(done.games, total);
    }
    Ok(done)
}

fn two_boards(game: &GameRow) -> bool {
    matches!(game.variant.parse(), Ok(Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync))
}

/// A two-board game replayed, to see how its boards ended.
fn replay(tx: &Tx<'_>, game: &GameRow) -> Result<RulesGame, StoreError> {
    let corrupt = |e: String| StoreError::Corrupt(Unreadable(format!("game #{} cannot be replayed: {e}", game.id.0)));
    let variant: Variant = game.variant.parse().map_err(|e: crate::rules::variant::UnknownVariant| corrupt(e.to_string()))?;
    let mut start = Position::from_fen(variant, &game.start_fen).map_err(|e| corrupt(e.to_string()))?;
    if let Position::Bughouse(b) = &mut start {
        b.set_play_both_out(game.options.both_boards);
    }
    let turns: Vec<String> = tx.turns(game.id)?.into_iter().map(|t| t.notation).collect();
    RulesGame::replay_position(start, &turns).map_err(|e| corrupt(e.to_string()))
}
