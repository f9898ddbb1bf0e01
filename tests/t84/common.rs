//! Helpers shared by tests/offline/tandem84.rs and tests/offline/tandem84_knightrider.rs:
//! reading positions, finding turns by notation or by squares, and the
//! comparison with the reference referee in `brute.rs`.

#![allow(dead_code)]

use std::collections::BTreeMap;

use tandem::rules::tandem84::{square_name, Ghosts, START_FEN};
use tandem::rules::{Color, Move, MoveKind, Rules, Tandem84, Turn};

use super::brute::{self, Kind, Ref};

pub fn kind_of(g: Ghosts) -> Kind {
    match g {
        Ghosts::Swapping => Kind::Swapping,
        Ghosts::Knightrider => Kind::Knightrider,
    }
}

pub fn pos(fen: &str, g: Ghosts) -> Tandem84 {
    Tandem84::from_fen(fen, g).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The engine's move as the reference writes it (`brute::key`).
pub fn ekey(m: &Move) -> String {
    let tag = match m.kind {
        MoveKind::GhostSwap => "<>",
        MoveKind::DropSwap => "<=>",
        MoveKind::Castle { .. } => "O",
        _ => "",
    };
    let promo = m.promotion.map(|p| format!("={}", p.upper_char())).unwrap_or_default();
    format!("{}{}{}{tag}", square_name(m.from), square_name(m.to), promo)
}

pub fn eturn_key(t: &Turn) -> String {
    t.moves().map(ekey).collect::<Vec<_>>().join("/")
}

/// Keys of every legal turn (asserting that none appears twice).
pub fn engine_keys(p: &Tandem84) -> Vec<String> {
    let mut keys: Vec<String> = p.legal_turns().iter().map(eturn_key).collect();
    keys.sort();
    let n = keys.len();
    keys.dedup();
    assert_eq!(n, keys.len(), "a turn listed twice in {}", p.fen());
    keys
}

pub fn ref_keys(r: &Ref) -> Vec<String> {
    let mut keys: Vec<String> = r.turns().iter().map(|(ms, _)| brute::turn_key(ms)).collect();
    keys.sort();
    let n = keys.len();
    keys.dedup();
    assert_eq!(n, keys.len(), "the reference lists a turn twice in {}", r.fen());
    keys
}

/// Legal turns of the engine and of the reference must be the same set.
pub fn assert_same_turns(fen: &str, g: Ghosts) {
    let e = engine_keys(&pos(fen, g));
    let r = ref_keys(&Ref::from_fen(fen, kind_of(g)));
    if e != r {
        let only_e: Vec<&String> = e.iter().filter(|k| !r.contains(k)).take(20).collect();
        let only_r: Vec<&String> = r.iter().filter(|k| !e.contains(k)).take(20).collect();
        panic!("{fen}: engine {} turns, reference {}\nonly the engine: {only_e:?}\nonly the reference: {only_r:?}", e.len(), r.len());
    }
}

pub struct Lcg(pub u64);
impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Random play from `fen`: at every position the two referees must list the
/// same turns, and after the chosen turn write the same FEN. Returns the
/// FENs visited.
pub fn random_game(fen: &str, g: Ghosts, plies: usize, rng: &mut Lcg) -> Vec<String> {
    let mut e = pos(fen, g);
    let mut r = Ref::from_fen(fen, kind_of(g));
    let mut seen = vec![e.fen()];
    for _ in 0..plies {
        let turns = e.legal_turns();
        let rt: BTreeMap<String, Ref> = r.turns().into_iter().map(|(ms, p)| (brute::turn_key(&ms), p)).collect();
        let mut ek: Vec<String> = turns.iter().map(eturn_key).collect();
        ek.sort();
        let rk: Vec<String> = rt.keys().cloned().collect();
        if ek != rk {
            let only_e: Vec<&String> = ek.iter().filter(|k| !rk.contains(k)).take(20).collect();
            let only_r: Vec<&String> = rk.iter().filter(|k| !ek.contains(k)).take(20).collect();
            panic!(
                "{}: engine {} turns, reference {}\nonly the engine: {only_e:?}\nonly the reference: {only_r:?}",
                e.fen(),
                ek.len(),
                rk.len()
            );
        }
        if turns.is_empty() {
            break;
        }
        // Prefer turns that do something unusual now and then, so that the
        // rare rules are visited.
        let t = turns[rng.below(turns.len())];
        let k = eturn_key(&t);
        let before = e.fen();
        e.play(&t);
        r = rt[&k].clone();
        assert_eq!(e.fen(), r.fen(), "after {k} from {before}");
        seen.push(e.fen());
    }
    seen
}

/// Middle games reached by random play from the start: the `k`-th of the
/// games of `plies[0]`, `plies[1]`, … plies played one after the other
/// with one `Lcg(seed)` (each compared with the reference as it goes), its
/// last position; perft 2 there must agree with the reference's. One test
/// per game, so that the test threads share them out.
pub fn assert_perft_2_in_random_middle_game(g: Ghosts, seed: u64, plies: &[usize], k: usize) {
    let mut rng = Lcg(seed);
    let mut fen = String::new();
    for &n in &plies[..=k] {
        fen = random_game(START_FEN, g, n, &mut rng).pop().expect("the start at least");
    }
    let e = pos(&fen, g).perft(2);
    let r = Ref::from_fen(&fen, kind_of(g)).perft(2);
    assert_eq!(e, r, "{fen}");
}

/// The tests `perft_2_in_random_middle_game_{1,2,3}_agrees_with_the_reference`
/// for ghosts `$g`: the three games of `$plies` plies from `Lcg($seed)`.
macro_rules! perft_2_in_random_middle_games {
    ($g:expr, $seed:expr, $plies:expr) => {
        #[test]
        fn perft_2_in_random_middle_game_1_agrees_with_the_reference() {
            common::assert_perft_2_in_random_middle_game($g, $seed, &$plies, 0);
        }

        #[test]
        fn perft_2_in_random_middle_game_2_agrees_with_the_reference() {
            common::assert_perft_2_in_random_middle_game($g, $seed, &$plies, 1);
        }

        #[test]
        fn perft_2_in_random_middle_game_3_agrees_with_the_reference() {
            common::assert_perft_2_in_random_middle_game($g, $seed, &$plies, 2);
        }
    };
}
pub(crate) use perft_2_in_random_middle_games;

/// Reads the turn and plays it; panics if it is not legal.
pub fn play(p: &Tandem84, text: &str) -> Tandem84 {
    let t = p.parse_turn(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
    let mut n = p.clone();
    n.play(&t);
    n
}

/// The turn `text` reads as (by the engine's notation), as keys.
pub fn read(p: &Tandem84, text: &str) -> String {
    eturn_key(&p.parse_turn(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen())))
}

pub fn is_legal(p: &Tandem84, text: &str) -> bool {
    p.parse_turn(text).is_ok()
}

/// Whether a turn with these moves (`"h2b4 b1h3"`: from-to pairs, in order,
/// `=X` for a promotion, `O` after a castling, `<>` after a ghost swap,
/// `<=>` after a drop/swap) is legal, judged by the engine's list and by the
/// reference; both must agree.
pub fn has_turn(p: &Tandem84, squares: &str) -> bool {
    let want: String = squares.split_whitespace().collect::<Vec<_>>().join("/");
    let e = engine_keys(p).contains(&want);
    let r = ref_keys(&Ref::from_fen(&p.fen(), kind_of(p.ghosts()))).contains(&want);
    assert_eq!(e, r, "engine and reference disagree about {squares} in {}", p.fen());
    e
}

pub fn render(p: &Tandem84) -> String {
    Rules::board_text(p, Color::White).to_string()
}

/// Every destination of the piece on `from` for a one-move turn (White's
/// first turn), as square names.
pub fn destinations(p: &Tandem84, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_turns()
        .iter()
        .filter_map(|t| match t {
            Turn::One(m) if square_name(m.from) == from => Some(square_name(m.to)),
            _ => None,
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

pub fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Every legal turn's canonical notation must be distinct and read back as
/// that same turn. Big positions are sampled (reading a turn lists the
/// legal turns again), always including every turn of an unusual kind.
pub fn assert_notation_round_trip(p: &Tandem84, rng: &mut Lcg, sample: usize) -> usize {
    let turns = p.legal_turns();
    let names = p.turn_notations(&turns);
    let mut seen = std::collections::HashMap::new();
    for (t, n) in turns.iter().zip(&names) {
        if let Some(other) = seen.insert(n.clone(), *t) {
            panic!("{n} names two turns in {}: {} and {}", p.fen(), eturn_key(&other), eturn_key(t));
        }
    }
    let unusual = |t: &Turn| {
        t.moves().any(|m| {
            m.promotion.is_some()
                || !matches!(m.kind, MoveKind::Normal | MoveKind::DoubleStep)
                || m.capture.is_some()
                || m.from.board() != m.to.board()
        })
    };
    let mut checked = 0;
    for (i, (t, n)) in turns.iter().zip(&names).enumerate() {
        let pick = turns.len() <= sample || (unusual(t) && rng.below(4) == 0) || rng.below(turns.len()) < sample / 2;
        if !pick && i != 0 {
            continue;
        }
        let back = p.parse_turn(n).unwrap_or_else(|e| panic!("{n} in {}: {e}", p.fen()));
        assert_eq!(eturn_key(&back), eturn_key(t), "{n} in {}", p.fen());
        checked += 1;
    }
    checked
}
