//! A game read back from its record (`Game::replay_recorded`, what every
//! mail's loading of its game does: the notation and the FEN after each
//! turn as the store keeps them) is the game played: the same turns, words,
//! squares and FENs, the same position, and the same ends by the rules
//! (repetitions included) as when every turn is played again from its text.

use tandem::rules::{Game, Position, Variant};

#[test]
fn a_game_read_back_from_its_record_is_the_game_played() {
    let mut rng = fastrand::Rng::with_seed(37);
    for variant in Variant::ALL {
        let mut plies = 0;
        for _ in 0..12 {
            let mut game = Game::new(variant).unwrap();
            for _ in 0..80 {
                if game.automatic_outcome().is_some() {
                    break;
                }
                let turns = game.position().legal_turns();
                if turns.is_empty() {
                    break;
                }
                let turn = &turns[rng.usize(0..turns.len())];
                let text = game.position().turn_notation(turn);
                game.play(&text).unwrap_or_else(|e| panic!("{variant}: {text}: {e}"));
            }
            plies += game.played().len();
            let record: Vec<(String, String)> = game.played().iter().map(|p| (p.notation.clone(), p.fen_after.clone())).collect();
            let texts: Vec<String> = record.iter().map(|(n, _)| n.clone()).collect();
            let start = Position::start(variant).unwrap();
            let again = Game::replay_position(start.clone(), &texts).unwrap();
            let read = Game::replay_recorded(start, record.iter().map(|(n, f)| (n.as_str(), f.as_str()))).unwrap();
            assert_eq!(read.played(), again.played(), "{variant}");
            assert_eq!(read.position().fen(), again.position().fen(), "{variant}");
            assert_eq!(read.automatic_outcome(), again.automatic_outcome(), "{variant}");
            assert_eq!(read.claimable_draw(), again.claimable_draw(), "{variant}");
        }
        assert!(plies > 100, "{variant}: only {plies} plies played");
    }
}

#[test]
fn the_repetitions_of_a_record_count() {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
    let mut game = Game::new(Variant::Chess).unwrap();
    for t in shuffle {
        game.play(t).unwrap();
    }
    let record: Vec<(&str, &str)> = game.played().iter().map(|p| (p.notation.as_str(), p.fen_after.as_str())).collect();
    let read = Game::replay_recorded(Position::start(Variant::Chess).unwrap(), record).unwrap();
    assert!(read.claimable_draw().is_some(), "the start position stood three times");
    assert_eq!(read.claimable_draw(), game.claimable_draw());
}

#[test]
fn a_record_with_a_turn_that_cannot_be_read_says_which() {
    let start = Position::start(Variant::Chess).unwrap();
    let record = [("e4", "x"), ("e5", "x"), ("Ke3", "x")];
    let e = Game::replay_recorded(start, record).map(|_| ()).unwrap_err();
    assert!(e.to_string().starts_with("turn 3: "), "{e}");
}
