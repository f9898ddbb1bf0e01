//! Tandem-84 (`tandem84`, Chess Variant Pages rules, seed 000).

#[path = "t84/brute.rs"]
mod brute;
#[path = "t84/common.rs"]
mod common;

use common::*;
use tandem::rules::tandem84::{Ghosts, START_FEN};

const G: Ghosts = Ghosts::Swapping;

#[test]
fn random_games_agree_with_the_reference() {
    let mut rng = Lcg(84);
    for _ in 0..20 {
        random_game(START_FEN, G, 40, &mut rng);
    }
}

/// RULES.md (general): a king is never captured. The ghost on c2 may drop
/// to i2 and slide as a bishop, but not onto the black king on j3.
#[test]
fn a_dropping_ghost_never_takes_the_king() {
    let p = pos("12/12/12/12/9k2/2G9/K11 w - - 0 1", G);
    assert!(!is_legal(&p, "Gxj3"));
    assert!(!has_turn(&p, "c2j3"));
    assert!(has_turn(&p, "c2h3"), "the other drop squares stay");
    assert!(is_legal(&p, "Gh3+"));
}
