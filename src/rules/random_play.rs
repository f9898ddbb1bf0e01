//! Games played at random, for the tests that check every game's words
//! against the engine's: the same small generator for each.

use crate::rules::{Game, Variant};

/// A game of `variant` played at random from `state` for at most `plies`
/// turns; `each` sees it at the start and after every turn.
pub(crate) fn play_at_random(variant: Variant, mut state: u64, plies: usize, mut each: impl FnMut(&Game)) {
    let mut game = Game::new(variant).expect("a start position");
    each(&game);
    for _ in 0..plies {
        let turns = game.position().legal_turns();
        if turns.is_empty() {
            return;
        }
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let text = game.position().turn_notation(&turns[(state >> 33) as usize % turns.len()]);
        if game.play(&text).is_err() {
            return;
        }
        each(&game);
    }
}
