//! Tandem-84 with the inventor's knightrider ghosts (`tandem84-knightrider`,
//! seed 001).

#[path = "t84/brute.rs"]
mod brute;
#[path = "t84/common.rs"]
mod common;

use common::*;
use tandem::rules::tandem84::{Ghosts, START_FEN};

const G: Ghosts = Ghosts::Knightrider;

#[test]
fn random_games_agree_with_the_reference() {
    let mut rng = Lcg(1984);
    for _ in 0..20 {
        random_game(START_FEN, G, 40, &mut rng);
    }
}

/// A king is never captured, not even by a ghost taking "a piece that checks
/// its king": after Ka2 (legal mid-turn, judged only at the end of the turn)
/// the black king on a3 touches the white king, yet the ghost on h1 may not
/// drop to b1 and ride to a3 to take it. So Ka2 and Kb2 lead to no turn.
#[test]
fn a_ghost_never_takes_a_king_that_touches_its_own() {
    let p = pos("12/12/12/12/k11/12/K6G4 w - - 0 2", G);
    assert!(!is_legal(&p, "Ka2/Gxa3"));
    assert!(!is_legal(&p, "Kb2/Gxa3"));
    assert!(!has_turn(&p, "a1a2 h1a3"));
    assert!(!has_turn(&p, "a1b2 h1a3"));
    assert!(is_legal(&p, "Kb1/Gh4"), "an ordinary turn is there");
}
