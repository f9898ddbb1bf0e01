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

/// Positions built to reach the rarer rules: castling both ways for both
/// sides, en passant by a pawn and by a dropping pawn, promotions by push,
/// drop and ghost swap, a king in check next to a drop/swap partner.
const DESIGNED: [&str; 6] = [
    // Every castling right usable (e1, h1 i1 j1, h7, c7 d7 e7 empty).
    "gb3rr1kqbg/pp1ppppp1ppp/2p6p2/12/12/PPPPPPPPPPPP/GBQK1RR3BG w KQkq - 0 10",
    // Black has just played d6-d4 and j6-j4: c4xd5, k4xj5, and k4 dropping
    // to e4 to take d4 en passant.
    "gbmcnrrnkqbg/ppp1ppppp1pp/12/2Pp5pP1/12/PP1PPPPPPP1P/GBQKNRRNCMBG w KQkq d5j5 0 5",
    // Promotions: by push (i7), by drop (a6 to g6 to g7), by the ghost's
    // swap (G a7 <> a6: the pawn lands on a7); and the same for Black.
    "G2n6k1/P1P5P3/12/12/12/6p2p2/K5g5 w - - 0 20",
    "G2n6k1/P1P5P3/12/12/12/6p2p2/K5g5 b - - 0 20",
    // White in check from d5; the ghost k2 may drop to e2 and swap with the
    // king (it goes to k2); Kd1<>Nj1 is not allowed in check.
    "5k6/12/3r8/12/12/10G1/3K5N2 w - - 0 12",
    // A busy middle game reached by random play.
    "mn2n4k2/g1G1p1p3Nb/P3P1R4C/2pp3rp3/5r3g2/1P1PP2PPP1p/BgQ1K1RM3B w - - 0 17",
];

#[test]
fn designed_positions_agree_with_the_reference() {
    let mut rng = Lcg(7);
    for fen in DESIGNED {
        assert_same_turns(fen, G);
        for _ in 0..3 {
            random_game(fen, G, 12, &mut rng);
        }
    }
}

#[test]
fn perft_2_agrees_with_the_reference() {
    for fen in DESIGNED {
        let t = std::time::Instant::now();
        let e = pos(fen, G).perft(2);
        let te = t.elapsed();
        let r = brute::Ref::from_fen(fen, brute::Kind::Swapping).perft(2);
        eprintln!("{fen}: {e} ({te:?} / {:?})", t.elapsed());
        assert_eq!(e, r, "{fen}");
    }
}
