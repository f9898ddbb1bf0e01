//! Bughouse, Tandem Chess and Synchronous Bughouse: perft (counted as the
//! appendix of docs/rules.md says; deeper counts checked against an oracle
//! made of two shakmaty Crazyhouse boards, the hand transfer and turn order
//! done here), the rulings, notation round trips, results, BPGN and
//! rendering.

#![allow(clippy::result_large_err)] // shakmaty's PositionError carries the position

use shakmaty::fen::Fen;
use shakmaty::variant::Crazyhouse;
use shakmaty::{CastlingMode, EnPassantMode, FromSetup, Position as _};
use tandem::rules::bughouse::{bpgn_movetext, to_bpgn, BpgnTags, BOARD_A, BOARD_B};
use tandem::rules::{BoardResult, BoardStatus, Bughouse, Color, Game, Move, MoveKind, Position, Role, Rules, Side, Status, Turn, Variant};

const START2: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

fn bug(variant: Variant, fen: &str) -> Bughouse {
    Bughouse::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

// ----- the oracle -----

#[derive(Clone)]
struct Oracle {
    boards: [Crazyhouse; 2],
    no_check_drops: bool,
}

fn shak_color(c: shakmaty::Color) -> usize {
    if c == shakmaty::Color::White {
        0
    } else {
        1
    }
}

impl Oracle {
    fn new(fen: &str, no_check_drops: bool) -> Oracle {
        let mut parts = fen.split('|').map(|f| {
            f.trim()
                .parse::<Fen>()
                .expect("oracle FEN")
                .into_position::<Crazyhouse>(CastlingMode::Standard)
                .or_else(|e| e.ignore_too_much_material())
                .expect("oracle position")
        });
        let a = parts.next().unwrap();
        let b = parts.next().unwrap();
        Oracle { boards: [a, b], no_check_drops }
    }

    fn moves(&self, i: usize) -> Vec<shakmaty::Move> {
        let mut v: Vec<shakmaty::Move> = self.boards[i].legal_moves().to_vec();
        if self.no_check_drops {
            v.retain(|m| {
                if !matches!(m, shakmaty::Move::Put { .. }) {
                    return true;
                }
                let mut p = self.boards[i].clone();
                p.play_unchecked(*m);
                !p.is_check()
            });
        }
        v
    }

    fn pockets(&self, i: usize) -> [[u8; 5]; 2] {
        let p = self.boards[i].pockets().expect("crazyhouse pockets");
        let one = |c| {
            let r = p.get(c);
            [r.pawn, r.knight, r.bishop, r.rook, r.queen]
        };
        [one(shakmaty::Color::White), one(shakmaty::Color::Black)]
    }

    fn set_pocket(&mut self, i: usize, color: shakmaty::Color, role: shakmaty::Role, delta: i8) {
        let mut setup = self.boards[i].to_setup(EnPassantMode::Always);
        let pockets = setup.pockets.as_mut().expect("pockets");
        let n = pockets.get_mut(color).get_mut(role);
        *n = (*n as i8 + delta) as u8;
        self.boards[i] =
            Crazyhouse::from_setup(setup, CastlingMode::Standard).or_else(|e| e.ignore_too_much_material()).expect("oracle setup");
    }

    /// Plays a move on board `i`; a capture goes to the partner's hand.
    fn play(&mut self, i: usize, m: &shakmaty::Move) {
        let mover = self.boards[i].turn();
        let before = self.pockets(i);
        self.boards[i].play_unchecked(*m);
        let after = self.pockets(i);
        let me = shak_color(mover);
        for (k, role) in [shakmaty::Role::Pawn, shakmaty::Role::Knight, shakmaty::Role::Bishop, shakmaty::Role::Rook, shakmaty::Role::Queen]
            .into_iter()
            .enumerate()
        {
            if after[me][k] > before[me][k] {
                self.set_pocket(i, mover, role, -1);
                self.set_pocket(1 - i, !mover, role, 1);
            }
        }
    }

    /// Four independent players: both boards' moves at every node.
    fn perft4(&self, depth: u32) -> u64 {
        let lists = [self.moves(0), self.moves(1)];
        if depth == 1 {
            return (lists[0].len() + lists[1].len()) as u64;
        }
        let mut n = 0;
        for (i, list) in lists.iter().enumerate() {
            for m in list {
                let mut next = self.clone();
                next.play(i, m);
                n += next.perft4(depth - 1);
            }
        }
        n
    }

    /// Bughouse-sync from a position where both boards go on.
    fn perft_sync(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let first_turn = self.boards[0].turn().is_white() && self.boards[1].turn().is_white();
        let mut n = 0;
        for ma in self.moves(0) {
            let mut next = self.clone();
            next.play(0, &ma);
            if first_turn {
                n += next.perft_sync(depth - 1);
                continue;
            }
            let second = next.moves(1);
            if depth == 1 {
                n += second.len() as u64;
                continue;
            }
            for mb in second {
                let mut last = next.clone();
                last.play(1, &mb);
                n += last.perft_sync(depth - 1);
            }
        }
        n
    }

    fn fen(&self, i: usize) -> String {
        hand_in_our_order(&Fen::from_position(&self.boards[i], EnPassantMode::Always).to_string())
    }
}

fn hand_in_our_order(fen: &str) -> String {
    let (Some(open), Some(close)) = (fen.find('['), fen.find(']')) else { return fen.to_string() };
    let order = "QRBNPqrbnp";
    let mut hand: Vec<char> = fen[open + 1..close].chars().collect();
    hand.sort_by_key(|c| order.find(*c));
    format!("{}{}{}", &fen[..=open], hand.into_iter().collect::<String>(), &fen[close..])
}

fn uci(m: &Move) -> String {
    if m.kind == MoveKind::Drop {
        return format!("{}@{}", m.role.upper_char(), m.to.name());
    }
    let mut s = format!("{}{}", m.from.name(), m.to.name());
    if let Some(p) = m.promotion {
        s.push(p.upper_char().to_ascii_lowercase());
    }
    s
}

fn board_of(m: &Move) -> usize {
    m.to.board() as usize
}

// ----- perft -----

#[test]
fn rules_md_perft_of_the_start() {
    let pos = Position::start(Variant::Bughouse).unwrap();
    assert_eq!(pos.fen(), START2);
    for (depth, n) in [(1, 40), (2, 1_600), (3, 65_804)] {
        assert_eq!(pos.perft(depth), n, "bughouse depth {depth}");
    }
    let pos = Position::start(Variant::TandemChess).unwrap();
    assert_eq!(pos.perft(3), 65_804);
}

#[test]
fn perft_depth_4_against_the_oracle() {
    // Depth 4 has captures passed on and drops of the passed pieces.
    let ours = bug(Variant::Bughouse, START2).perft(4);
    let theirs = Oracle::new(START2, false).perft4(4);
    assert_eq!(ours, theirs);
    let ours = bug(Variant::TandemChess, START2).perft(4);
    assert_eq!(ours, Oracle::new(START2, true).perft4(4));
}

#[test]
fn perft_of_middlegames_with_hands_against_the_oracle() {
    let fens = [
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Pn] w KQkq - 4 4 | rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR[Bp] b KQkq - 0 3",
        "r3k2r/pp1n1ppp/2p5/3q4/3P4/2N5/PPP2PPP/R2QK2R[RNp] b KQkq - 0 12 | 2kr3r/ppp2ppp/2n5/4q3/8/5N2/PPPQ1PPP/2KR3R[QBPbn] w - - 0 14",
        "4k3/1P6/8/8/8/8/6p1/4K3[] w - - 0 1 | 4k3/8/8/3q4/8/8/8/R3K2R[N] w KQ - 0 1",
    ];
    for fen in fens {
        for (variant, no_check) in [(Variant::Bughouse, false), (Variant::TandemChess, true)] {
            let ours = bug(variant, fen);
            let oracle = Oracle::new(fen, no_check);
            for depth in 1..=2 {
                assert_eq!(ours.perft(depth), oracle.perft4(depth), "{variant} {fen} depth {depth}");
            }
        }
    }
}

#[test]
fn a_single_board_is_counted_with_its_hand_fixed() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Pn] w KQkq - 4 4";
    let pos = Position::from_fen(Variant::Bughouse, fen).unwrap();
    assert_eq!(pos.variant(), Variant::Bughouse);
    // The oracle board keeps captures in its own hand: they must not be
    // dropped, so count two plies where a capture at ply 1 could matter.
    let oracle = Oracle::new(&format!("{fen} | {}", tandem::rules::crazyhouse::START_FEN), false);
    let mut n = 0;
    for m in oracle.moves(0) {
        let mut next = oracle.clone();
        next.play(0, &m); // the capture leaves the board
        n += next.moves(0).len() as u64;
    }
    assert_eq!(pos.perft(2), n);
    let tandem = Position::from_fen(Variant::TandemChess, fen).unwrap();
    assert_eq!(tandem.variant(), Variant::TandemChess);
}

#[test]
fn sync_perft_counts_turns_in_its_own_order() {
    let pos = Position::start(Variant::BughouseSync).unwrap();
    assert_eq!(pos.perft(1), 20, "South's first turn: board A only");
    assert_eq!(pos.perft(2), 8_000, "North: Black on A, then White on B");
    let oracle = Oracle::new(START2, false);
    assert_eq!(oracle.perft_sync(2), 8_000);
    assert_eq!(pos.perft(3), oracle.perft_sync(3));
    let mid = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Pn] w KQkq - 4 4 | rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR[Bp] b KQkq - 0 3";
    let ours = Position::from_fen(Variant::BughouseSync, mid).unwrap();
    assert_eq!(ours.to_move(), Color::White, "A w and B b: South");
    assert_eq!(ours.perft(1), Oracle::new(mid, false).perft_sync(1));
    assert_eq!(ours.perft(2), Oracle::new(mid, false).perft_sync(2));
}

// ----- differential playouts against the oracle -----

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn random_four_player_games_against_the_oracle() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    let mut drops = 0;
    for (variant, no_check) in [(Variant::Bughouse, false), (Variant::TandemChess, true)] {
        for _ in 0..150 {
            let mut ours = bug(variant, START2);
            let mut theirs = Oracle::new(START2, no_check);
            for _ in 0..200 {
                let statuses = ours.board_statuses();
                if statuses.iter().any(|s| *s != BoardStatus::Ongoing) {
                    break; // the oracle knows no endings
                }
                let turns = ours.legal_turns();
                for i in 0..2 {
                    let mut mine: Vec<String> = turns
                        .iter()
                        .filter_map(|t| match t {
                            Turn::One(m) if board_of(m) == i => Some(uci(m)),
                            _ => None,
                        })
                        .collect();
                    let mut oracle: Vec<String> = theirs.moves(i).iter().map(|m| m.to_uci(CastlingMode::Standard).to_string()).collect();
                    mine.sort();
                    oracle.sort();
                    assert_eq!(mine, oracle, "board {i} of {}", ours.fen());
                }
                positions += 1;
                let Turn::One(pick) = turns[rng.below(turns.len())] else { unreachable!() };
                let i = board_of(&pick);
                let their = theirs.moves(i).into_iter().find(|m| m.to_uci(CastlingMode::Standard).to_string() == uci(&pick)).unwrap();
                // Notation round trip: canonical, and plain SAN by its seat.
                let text = ours.turn_notation(&Turn::One(pick));
                assert_eq!(ours.parse_turn(&text), Ok(Turn::One(pick)), "{text} in {}", ours.fen());
                let seat = Side::new(i as u8, ours.board(i).turn());
                assert_eq!(ours.parse_turn_for(seat, &text[2..]), Ok(Turn::One(pick)), "{text} in {}", ours.fen());
                if pick.kind == MoveKind::Drop {
                    drops += 1;
                }
                let castling = ours.board(i).castling();
                ours.play_turn(&Turn::One(pick));
                theirs.play(i, &their);
                if pick.kind == MoveKind::Drop && pick.role == Role::Rook && ours.board(i).castling() != castling {
                    // Castling restored by a rook drop: shakmaty does not know that rule.
                    theirs = Oracle::new(&ours.fen(), no_check);
                }
                for b in 0..2 {
                    assert_eq!(ours.board(b).fen(), theirs.fen(b), "board {b} after {text}");
                }
            }
        }
    }
    assert!(positions > 20_000, "{positions}");
    assert!(drops > 2_000, "{drops}");
}

// ----- rulings -----

#[test]
fn a_capture_goes_to_the_partner_in_the_partners_colour() {
    let mut game = Game::new(Variant::Bughouse).unwrap();
    for t in ["A:e4", "B:d4", "A:d5", "A:exd5", "B:Nf6", "B:e4", "B:Nxe4"] {
        game.play(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    let Position::Bughouse(pos) = game.position() else { panic!() };
    // White (team 1) took on A: the pawn goes to Black on B.
    // Black (team 1) took on B: the pawn goes to White on A.
    assert_eq!(pos.board(BOARD_B).hand(Color::Black).count(Role::Pawn), 1);
    assert_eq!(pos.board(BOARD_A).hand(Color::White).count(Role::Pawn), 1);
    assert!(pos.board(BOARD_A).hand(Color::Black).is_empty());
    assert!(pos.board(BOARD_A).fen().contains("[P] b KQkq"), "{}", pos.fen());
    assert!(pos.board(BOARD_B).fen().contains("[p] w KQkq"), "{}", pos.fen());
    game.play("A:Qxd5").unwrap();
    let Position::Bughouse(pos) = game.position() else { panic!() };
    assert_eq!(pos.board(BOARD_B).hand(Color::White).count(Role::Pawn), 1, "Black took on A: to White on B");
    // No parentheses: the bot's mail puts the whole description in some.
    let said = game.played()[3].description.to_string();
    assert!(said.contains("a pawn, which goes to Black's hand on board B") && !said.contains('('), "{said}");
    // Now the pieces can be dropped.
    assert!(game.position().legal_turn_notations().contains(&"A:P@e6".to_string()));
}

#[test]
fn a_promoted_piece_goes_over_as_a_pawn() {
    let fen = "1nk5/P7/8/8/8/8/8/4K3[] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    let mut pos = bug(Variant::Bughouse, fen);
    let t = pos.parse_turn("A:axb8=Q").unwrap();
    pos.play_turn(&t);
    assert!(pos.fen().starts_with("1Q~k5/"), "{}", pos.fen());
    assert_eq!(pos.board(BOARD_B).hand(Color::Black).count(Role::Knight), 1);
    let t = pos.parse_turn("B:Ke2").unwrap();
    pos.play_turn(&t);
    let t = pos.parse_turn("B:N@c3+").unwrap();
    pos.play_turn(&t);
    let t = pos.parse_turn("A:Kxb8").unwrap();
    pos.play_turn(&t);
    assert_eq!(pos.board(BOARD_B).hand(Color::White).count(Role::Pawn), 1, "the queen went over as a pawn");
    assert_eq!(pos.board(BOARD_B).hand(Color::White).count(Role::Queen), 0);
}

#[test]
fn no_pawn_drops_on_the_first_or_last_rank() {
    let pos = bug(Variant::Bughouse, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    let drops = pos.legal_moves_on(BOARD_A);
    assert_eq!(drops.iter().filter(|m| m.kind == MoveKind::Drop).count(), 48);
    assert!(drops.iter().all(|m| m.kind != MoveKind::Drop || (1..7).contains(&m.to.rank())));
    let err = pos.parse_turn("A:P@d8").unwrap_err();
    assert!(err.to_string().contains("no pawn in hand to drop on d8"), "{err}");
}

#[test]
fn tandem_chess_forbids_drop_checks() {
    let fen = "4k3/8/8/8/8/8/8/4K3[NQ] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    let bughouse = bug(Variant::Bughouse, fen);
    let tandem = bug(Variant::TandemChess, fen);
    let names = |p: &Bughouse| p.legal_turns().iter().map(|t| p.turn_notation(t)).collect::<Vec<_>>();
    let b = names(&bughouse);
    let t = names(&tandem);
    assert!(b.contains(&"A:N@d6+".to_string()));
    assert!(b.contains(&"A:Q@e2+".to_string()));
    assert!(!t.iter().any(|n| n.contains('+')), "{t:?}");
    assert!(t.contains(&"A:N@d5".to_string()));
    assert!(!t.contains(&"A:N@d6".to_string()));
    assert!(!t.contains(&"A:Q@a4".to_string()), "a4-e8 diagonal");
    let err = tandem.parse_turn("A:N@f6").unwrap_err();
    assert!(err.to_string().contains("not legal"), "{err}");
    // Tandem Chess always plays both boards out.
    assert!(tandem.plays_both_out());
    assert!(!bughouse.plays_both_out());
}

#[test]
fn four_players_wait_for_a_piece_to_block_a_line_check() {
    // White on A is checked along the back rank, no move, nothing in hand.
    let fen = "6k1/8/8/8/8/8/5PPP/r5K1[] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    let mut pos = bug(Variant::Bughouse, fen);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::WaitingForPiece);
    assert_eq!(pos.board_status(BOARD_B), BoardStatus::Ongoing);
    assert_eq!(pos.status(), Status::Ongoing);
    assert_eq!(pos.sides_to_move(), vec![Side::new(1, Color::White)], "only board B can act");
    assert!(pos.legal_turns().iter().all(|t| matches!(t, Turn::One(m) if board_of(m) == BOARD_B)));
    let err = pos.parse_turn_for(Side::new(0, Color::White), "Kf1").unwrap_err();
    assert!(err.reason.to_string().contains("waits for a piece"), "{err}");
    assert!(pos.board_text(Color::White).to_string().contains("A: White waits for a piece"));
    // White's partner is Black on B: a capture there brings White a pawn,
    // which cannot be dropped on the first rank: still waiting.
    for t in ["B:e4", "B:d5", "B:Nc3", "B:dxe4"] {
        let turn = pos.parse_turn(t).unwrap();
        pos.play_turn(&turn);
    }
    assert_eq!(pos.board(BOARD_A).hand(Color::White).count(Role::Pawn), 1);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::WaitingForPiece);
    assert!(pos.legal_moves_on(BOARD_A).is_empty());
    // A knight can block: the board goes on.
    for t in ["B:Nxe4", "B:Qxd2+", "B:Bxd2", "B:Bg4", "B:Bb5+", "B:Nc6", "B:Bxc6+", "B:bxc6"] {
        let turn = pos.parse_turn(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        pos.play_turn(&turn);
    }
    assert_eq!(pos.board(BOARD_A).hand(Color::White).count(Role::Bishop), 1, "{}", pos.fen());
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::Ongoing);
    let names: Vec<String> = pos.legal_moves_on(BOARD_A).iter().map(|m| pos.move_san(m)).collect();
    assert_eq!(names, ["B@b1", "B@c1", "B@d1", "B@e1", "B@f1"]);
}

#[test]
fn a_knight_check_with_no_move_is_mate_at_once() {
    let fen = "6k1/8/8/8/8/8/5nPP/6RK[] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    let pos = bug(Variant::Bughouse, fen);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::Checkmate { winner: Color::Black });
    assert_eq!(pos.status(), Status::Checkmate { winner: Color::Black }, "team 2 wins the match");
    assert!(pos.legal_turns().is_empty());
    assert!(pos.sides_to_move().is_empty());
}

#[test]
fn waiting_becomes_mate_when_the_other_board_has_ended() {
    let waiting_a = "6k1/8/8/8/8/8/5PPP/r5K1[] w - - 0 1";
    // Board B stalemated: nothing can arrive any more.
    let fen = format!("{waiting_a} | 7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1");
    let mut pos = bug(Variant::Bughouse, &fen);
    assert_eq!(pos.board_status(BOARD_B), BoardStatus::Stalemate);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::Checkmate { winner: Color::Black });
    assert_eq!(pos.status(), Status::Checkmate { winner: Color::Black });
    // Both boards would wait: neither can ever move, both are mates. White
    // on A (team 1) and White on B (team 2) are mated: an even score.
    let fen = format!("{waiting_a} | {waiting_a}");
    pos = bug(Variant::Bughouse, &fen);
    assert_eq!(pos.board_statuses(), [BoardStatus::Checkmate { winner: Color::Black }; 2]);
    assert_eq!(pos.status(), Status::EvenScore);
    // In bughouse-sync nobody waits: the same check is mate.
    let sync = bug(Variant::BughouseSync, &format!("{waiting_a} | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] b KQkq - 0 1"));
    assert_eq!(sync.board_status(BOARD_A), BoardStatus::Checkmate { winner: Color::Black });
}

#[test]
fn a_waiting_board_is_released_by_a_piece_that_can_block() {
    // The check along the a1-h8 diagonal has b2..f6 between.
    let fen = "7k/6q1/8/8/8/8/8/K7[] w - - 0 1 | r3k3/8/8/8/8/8/8/R3K3[] b Qq - 0 1";
    let mut pos = bug(Variant::Bughouse, fen);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::Ongoing, "the king can step aside");
    let fen = "k6q/8/8/8/8/8/P7/KB6[] w - - 0 1 | r3k3/8/8/8/8/8/8/R3K3[] b Qq - 0 1";
    pos = bug(Variant::Bughouse, fen);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::WaitingForPiece);
    // Black on B (White on A's partner) takes the rook: White gets a rook.
    let t = pos.parse_turn("B:Rxa1+").unwrap();
    assert_eq!(pos.turn_notation(&t), "B:Rxa1+");
    pos.play_turn(&t);
    assert_eq!(pos.board(BOARD_A).hand(Color::White).count(Role::Rook), 1);
    assert_eq!(pos.board_status(BOARD_A), BoardStatus::Ongoing);
    let names: Vec<String> = pos.legal_moves_on(BOARD_A).iter().map(|m| pos.move_san(m)).collect();
    assert_eq!(names, ["R@b2", "R@c3", "R@d4", "R@e5", "R@f6", "R@g7"]);
}

#[test]
fn a_rook_dropped_home_restores_castling_on_a_bughouse_board() {
    let fen = "r3k3/8/8/8/8/8/8/R3K3[R] w Qq - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    let mut pos = bug(Variant::Bughouse, fen);
    let t = pos.parse_turn("A:R@h1").unwrap();
    pos.play_turn(&t);
    assert!(pos.fen().starts_with("r3k3/8/8/8/8/8/8/R3K2R[] b KQq - "), "{}", pos.fen());
    // A king with no castling right in the FEN counts as moved.
    let fen = "r3k3/8/8/8/8/8/8/4K3[R] w q - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    let mut pos = bug(Variant::Bughouse, fen);
    let t = pos.parse_turn("A:R@h1").unwrap();
    pos.play_turn(&t);
    assert!(pos.fen().starts_with("r3k3/8/8/8/8/8/8/4K2R[] b q - "), "{}", pos.fen());
}

#[test]
fn sync_turn_drops_on_b_the_piece_just_captured_on_a() {
    let mut game = Game::new(Variant::BughouseSync).unwrap();
    assert_eq!(game.position().sides_to_move(), vec![Side::new(0, Color::White)]);
    game.play("e4").unwrap();
    assert_eq!(game.position().to_move(), Color::Black, "North");
    assert_eq!(game.position().sides_to_move(), vec![Side::new(0, Color::Black), Side::new(1, Color::White)]);
    game.play("d5 e4").unwrap();
    assert_eq!(game.played()[1].notation, "d5/e4");
    assert_eq!(game.position().to_move(), Color::White, "South");
    // The pawn taken on A is in South's hand on B for the second move.
    let played = game.play("A: exd5 B: P@d5").unwrap();
    assert_eq!(played.notation, "exd5/P@d5");
    let fen = game.position().fen();
    assert!(fen.ends_with("rnbqkbnr/pppppppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2"), "{fen}");
    // Forms of the same turn.
    for text in ["Qxd5/exd5", "Qxd5 exd5", "A: Qxd5 B: exd5", "A:Qxd5 B:exd5", "B:exd5 A:Qxd5", "2. Qxd5/exd5"] {
        let t = game.position().parse_turn(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(game.position().turn_notation(&t), "Qxd5/exd5", "{text}");
    }
    let err = game.position().parse_turn("Qxd5").unwrap_err();
    assert!(err.reason.to_string().contains("one move is missing"), "{err}");
}

#[test]
fn sync_ends_the_turn_when_the_move_on_a_ends_the_match() {
    // South: White on A mates with Qxf7#; no move on B follows.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR[] w KQkq - 4 4 | rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[] b KQkq - 1 1";
    let pos = Position::from_fen(Variant::BughouseSync, fen).unwrap();
    let t = pos.parse_turn("Qxf7#").unwrap();
    assert!(matches!(t, Turn::One(_)));
    assert_eq!(pos.turn_notation(&t), "Qxf7#");
    assert!(pos.parse_turn("Qxf7/e5").unwrap_err().reason.to_string().contains("ends the match"));
    assert!(pos.legal_turns().contains(&t));
    let mut after = pos.clone();
    after.play_turn(&t);
    assert_eq!(after.status(), Status::Checkmate { winner: Color::White });
    assert!(after.legal_turns().is_empty());
    // Played both out, the turn goes on to board B, later turns are B only.
    let Position::Bughouse(mut both) = pos else { panic!() };
    both.set_play_both_out(true);
    let t = both.parse_turn("Qxf7#/e5").unwrap();
    both.play_turn(&t);
    assert_eq!(both.board_status(BOARD_A), BoardStatus::Checkmate { winner: Color::White });
    assert_eq!(both.status(), Status::Ongoing);
    assert_eq!(both.sides_to_move(), vec![Side::new(1, Color::White)], "North, White on B only");
    let t = both.parse_turn("e4").unwrap();
    both.play_turn(&t);
    assert_eq!(both.sides_to_move(), vec![Side::new(1, Color::Black)]);
    assert_eq!(Rules::to_move(&both), Color::White, "South's turn");
    // The bot rebuilds such a game from its option and its stored turns.
    let Position::Bughouse(mut start) = Position::from_fen(Variant::BughouseSync, fen).unwrap() else { panic!() };
    start.set_play_both_out(true);
    let game = Game::replay_position(Position::Bughouse(start), &["Qxf7#/e5".into(), "e4".into()]).unwrap();
    assert_eq!(game.automatic_outcome(), None);
    assert_eq!(game.position().sides_to_move(), vec![Side::new(1, Color::Black)]);
}

#[test]
fn sync_fen_says_whose_turn() {
    let south_first = Position::from_fen(Variant::BughouseSync, START2).unwrap();
    assert_eq!(south_first.to_move(), Color::White);
    let north = START2.replacen(" w KQkq", " b KQkq", 1);
    assert_eq!(Position::from_fen(Variant::BughouseSync, &north).unwrap().to_move(), Color::Black);
    let both_black = START2.replace(" w KQkq", " b KQkq");
    let err = Position::from_fen(Variant::BughouseSync, &both_black).unwrap_err();
    assert!(err.to_string().contains("whose turn"), "{err}");
    assert!(Position::from_fen(Variant::Bughouse, &both_black).is_ok());
}

#[test]
fn match_results() {
    let mate_on_a = "6k1/8/8/8/8/8/5nPP/6RK[] w - - 0 1"; // White mated on A: team 2 wins A
    let mate_on_b = mate_on_a; // White mated on B: team 1 wins B
    let going = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1";
    // Default: the first decisive board ends the match.
    let pos = bug(Variant::Bughouse, &format!("{mate_on_a} | {going}"));
    let r = pos.match_result().unwrap();
    assert_eq!(r.winner, Some(Color::Black));
    assert_eq!(r.score(), "0-1");
    // Both out: the match goes on until both boards end.
    let mut both = pos.clone();
    both.set_play_both_out(true);
    assert_eq!(both.match_result(), None);
    assert_eq!(both.sides_to_move(), vec![Side::new(1, Color::White)]);
    let even = bug(Variant::Bughouse, &format!("{mate_on_a} | {mate_on_b}"));
    assert_eq!(even.match_result().unwrap().winner, None);
    assert_eq!(even.status(), Status::EvenScore);
    let mut half = bug(Variant::Bughouse, &format!("{mate_on_a} | {stalemate}"));
    half.set_play_both_out(true);
    let r = half.match_result().unwrap();
    assert_eq!((r.winner, r.half_points), (Some(Color::Black), [1, 3]));
    // A stalemate is not decisive: by default the other board plays on.
    let st = bug(Variant::Bughouse, &format!("{going} | {stalemate}"));
    assert_eq!(st.match_result(), None);
    assert_eq!(st.sides_to_move(), vec![Side::new(0, Color::White)]);
    // Boards decided off the board.
    let mut decided = bug(Variant::TandemChess, START2);
    decided.decide_board(BOARD_B, BoardResult::Win(Color::Black));
    assert_eq!(decided.match_result(), None, "tandem chess plays both out");
    decided.decide_board(BOARD_A, BoardResult::Draw);
    let r = decided.match_result().unwrap();
    assert_eq!((r.winner, r.half_points), (Some(Color::White), [3, 1]));
    let g = Game::from_position(Position::Bughouse(even));
    assert_eq!(g.automatic_outcome().unwrap().to_string(), "Draw by an even score on the two boards");
}

// ----- notation, BPGN, rendering, CLI -----

#[test]
fn four_player_notation_forms() {
    let pos = Position::start(Variant::Bughouse).unwrap();
    let want = pos.parse_turn("A:Nf3").unwrap();
    for text in ["A:Nf3", "a:Nf3", "A: Nf3", "A.Nf3", "1A. Nf3", "A:g1f3", "A:nf3"] {
        assert_eq!(pos.parse_turn(text), Ok(want), "{text}");
    }
    assert_eq!(pos.turn_notation(&want), "A:Nf3");
    let err = pos.parse_turn("Nf3").unwrap_err();
    assert!(err.reason.to_string().contains("both boards"), "{err}");
    assert_eq!(err.candidates, vec!["A:Nf3", "B:Nf3"]);
    // A seat knows its board.
    assert_eq!(pos.parse_turn_for(Side::new(0, Color::White), "Nf3"), Ok(want));
    let b = pos.parse_turn_for(Side::new(1, Color::White), "Nf3").unwrap();
    assert_eq!(pos.turn_notation(&b), "B:Nf3");
    assert!(pos.parse_turn_for(Side::new(0, Color::Black), "Nf6").unwrap_err().reason.to_string().contains("White's move on board A"));
    assert!(pos.parse_turn_for(Side::new(0, Color::White), "B:Nf3").unwrap_err().reason.to_string().contains("you play on board A"));
    let mut game = Game::new(Variant::Bughouse).unwrap();
    let p = game.play_for(Side::new(1, Color::White), "d4").unwrap();
    assert_eq!((p.by, p.notation.as_str()), (Color::White, "B:d4"));
}

#[test]
fn notation_round_trips_over_random_sync_games() {
    let mut rng = Rng(42);
    let mut turns_checked = 0;
    for _ in 0..25 {
        let mut pos = Position::start(Variant::BughouseSync).unwrap();
        for _ in 0..40 {
            let turns = pos.legal_turns();
            if turns.is_empty() {
                break;
            }
            for _ in 0..5 {
                let t = turns[rng.below(turns.len())];
                let text = pos.turn_notation(&t);
                assert!(!text.contains(' '), "{text}");
                assert_eq!(pos.parse_turn(&text), Ok(t), "{text} in {}", pos.fen());
                let spaced = text.replace('/', " ");
                assert_eq!(pos.parse_turn(&spaced), Ok(t), "{spaced}");
                turns_checked += 1;
            }
            let t = turns[rng.below(turns.len())];
            pos.play_turn(&t);
        }
    }
    assert!(turns_checked > 1_000);
}

#[test]
fn bpgn_export() {
    let mut game = Game::new(Variant::Bughouse).unwrap();
    for t in ["A:e4", "A:e5", "B:d4", "A:Nf3", "B:d5", "A:Nc6", "A:Bb5", "B:c4", "B:dxc4", "A:a6", "A:P@d5"] {
        game.play(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    let Position::Bughouse(start) = game.start() else { panic!() };
    let turns: Vec<Turn> = {
        let mut pos = start.clone();
        game.played()
            .iter()
            .map(|p| {
                let t = pos.parse_turn(&p.notation).unwrap();
                pos.play_turn(&t);
                t
            })
            .collect()
    };
    assert_eq!(bpgn_movetext(start, &turns), "1A. e4 1a. e5 1B. d4 2A. Nf3 1b. d5 2a. Nc6 3A. Bb5 2B. c4 2b. dxc4 3a. a6 4A. P@d5");
    let tags = BpgnTags { white_a: Some("ann@example.org".into()), ..BpgnTags::default() };
    let text = to_bpgn(&game, &tags).unwrap();
    assert!(text.starts_with("[Event \"?\"]\n"), "{text}");
    assert!(text.contains("[WhiteA \"ann@example.org\"]\n[BlackA \"?\"]"), "{text}");
    assert!(text.contains("[Result \"*\"]"));
    assert!(text.trim_end().ends_with("4A. P@d5 *"), "{text}");
    // Sync turns are two moves: both are listed, board by board.
    let mut sync = Game::new(Variant::BughouseSync).unwrap();
    for t in ["e4", "d5/Nf3", "exd5/P@e4"] {
        sync.play(t).unwrap();
    }
    let text = to_bpgn(&sync, &BpgnTags::default()).unwrap();
    assert!(text.contains("1A. e4 1a. d5 1B. Nf3 2A. exd5 1b. P@e4"), "{text}");
}

#[test]
fn each_player_sees_their_own_army_at_the_bottom() {
    let pos = Position::start(Variant::Bughouse).unwrap();
    // A-white and B-black are team 1: A from White's side, B from Black's.
    let team1 = pos.render_for(Side::new(0, Color::White));
    assert_eq!(team1, pos.render_for(Side::new(1, Color::Black)));
    let lines: Vec<&str> = team1.lines().collect();
    assert_eq!(lines[0], "A: White to move      B: White to move");
    assert_eq!(lines[2], "|r|n|b|q|k|b|n|r| 8   |R|N|B|K|Q|B|N|R| 1");
    assert_eq!(lines[9], "|R|N|B|Q|K|B|N|R| 1   |r|n|b|k|q|b|n|r| 8");
    assert_eq!(lines[10], " a b c d e f g h       h g f e d c b a");
    assert_eq!(lines[11], "White's hand on A: -");
    assert_eq!(lines[13], "Black's hand on B: -");
    // B-white (team 2) sees B from White's side and A from Black's.
    let team2 = pos.render_for(Side::new(1, Color::White));
    let lines: Vec<&str> = team2.lines().collect();
    assert_eq!(lines[9], "|r|n|b|k|q|b|n|r| 8   |R|N|B|Q|K|B|N|R| 1");
}

#[test]
fn rules_texts_exist() {
    use tandem::rules::bughouse::{BUGHOUSE_RULES, BUGHOUSE_SYNC_RULES, TANDEM_CHESS_RULES};
    assert!(BUGHOUSE_RULES.contains("A:N@f3"));
    assert!(TANDEM_CHESS_RULES.contains("may not give check"));
    assert!(BUGHOUSE_SYNC_RULES.contains("d5/Nf3"));
    assert!(tandem::rules::crazyhouse::RULES.contains("N@f3"));
}

fn tandem_cli(args: &[&str]) -> String {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_tandem")).args(args).output().expect("the binary runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn the_cli_plays_the_bughouse_family() {
    assert_eq!(tandem_cli(&["perft", "bughouse", "2"]).trim(), "1600");
    assert_eq!(tandem_cli(&["perft", "bughouse-sync", "2"]).trim(), "8000");
    assert_eq!(tandem_cli(&["perft", "crazyhouse", "3"]).trim(), "8902");
    let moves = tandem_cli(&["moves", "bughouse", "--play", "A:e4 A:d5 A:exd5"]);
    assert!(moves.lines().any(|l| l == "B:e4"));
    assert!(moves.lines().any(|l| l == "A:Qxd5"));
    let moves = tandem_cli(&["moves", "bughouse-sync", "--play", "e4 d5/e4"]);
    assert!(moves.lines().any(|l| l == "exd5/P@d5"), "the pawn taken on A is dropped on B");
    let shown = tandem_cli(&["show", "bughouse-sync", "--play", "e4 d5/e4 exd5/P@d5"]);
    assert!(shown.contains("Black's hand on B: -"), "{shown}");
    let shown = tandem_cli(&["show", "crazyhouse", "--play", "e4 d5 exd5"]);
    assert!(shown.contains("White's hand: P"), "{shown}");
}

#[test]
fn a_capture_of_a_board_that_ended_passes_nothing() {
    // Board B is stalemate (played both out): captures on A are not passed.
    let fen = "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1 | 7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1";
    let mut pos = bug(Variant::TandemChess, fen);
    assert_eq!(pos.board_status(BOARD_B), BoardStatus::Stalemate);
    let t = pos.parse_turn("A:exd5").unwrap();
    pos.play_turn(&t);
    assert!(pos.board(BOARD_B).hand(Color::Black).is_empty());
    assert_eq!(pos.board_status(BOARD_B), BoardStatus::Stalemate);
}
