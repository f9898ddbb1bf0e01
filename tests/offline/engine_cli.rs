//! `tandem uci` and `tandem analyse`, run as the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

fn uci(script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tandem"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().expect("stdin").write_all(script.as_bytes()).expect("written");
    let out = child.wait_with_output().expect("it ends");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn uci_handshake_position_and_go() {
    let out = uci("uci\nisready\nucinewgame\nposition startpos moves e2e4 e7e5\ngo depth 3\n");
    assert!(out.contains("id name tandem"), "{out}");
    assert!(out.contains("option name UCI_Variant type combo default chess"), "{out}");
    assert!(out.contains("option name Level type spin default 8 min 1 max 8"), "{out}");
    assert!(out.contains("\nuciok\n") && out.contains("\nreadyok\n"), "{out}");
    let info = out.lines().find(|l| l.starts_with("info depth 3 ")).expect("an info line at depth 3");
    for field in [" score cp ", " nodes ", " nps ", " pv "] {
        assert!(info.contains(field), "{info}");
    }
    let best = out.lines().last().expect("a last line");
    let mv = best.strip_prefix("bestmove ").expect("bestmove last");
    // A legal move of White's after 1.e4 e5, in coordinates.
    let pos = tandem::rules::Game::replay(tandem::rules::Variant::Chess, None, &["e4".into(), "e5".into()]).unwrap();
    assert!(tandem::engine::uci::parse_turn(pos.position(), mv).is_some_and(|t| pos.position().legal_turns().contains(&t)), "{mv}");
}

#[test]
fn uci_plays_crazyhouse_drops_and_mates() {
    let out = uci("setoption name UCI_Variant value crazyhouse\nposition fen 6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1\ngo depth 2\n");
    assert!(out.contains("score mate 1"), "{out}");
    let best = out.lines().last().unwrap_or("");
    assert!(best.starts_with("bestmove R@") && best.ends_with('8'), "{out}");
}

#[test]
fn uci_says_what_is_wrong_and_goes_on() {
    let out =
        uci("position fen 8/8/8/8/8/8/8/8 w - - 0 1\nposition startpos moves e2e5\nsetoption name UCI_Variant value shogi\ngo depth 1\n");
    assert!(out.contains("info string position: bad position"), "{out}");
    assert!(out.contains("'e2e5' is not a legal turn here"), "{out}");
    assert!(out.contains("unknown game 'shogi'"), "{out}");
    assert!(out.contains("bestmove "), "{out}");
}

#[test]
fn analyse_prints_the_best_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(["analyse", "chess", "--fen", "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", "--depth", "3"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("score  mate 2"), "{text}");
    assert!(text.lines().last().is_some_and(|l| l.starts_with("best R")), "{text}");
    // A bad FEN is a clear error, not a panic.
    let bad = Command::new(env!("CARGO_BIN_EXE_tandem")).args(["analyse", "chess", "--fen", "nonsense"]).output().expect("runs");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--fen"), "{}", String::from_utf8_lossy(&bad.stderr));
}

/// Four seats by UCI: `sides` names the armies that may move, `go ... board
/// B` plays the one on board B (the match script's seat-by-seat driver).
#[test]
fn uci_plays_one_seat_of_four() {
    use tandem::engine::uci::parse_turn;
    use tandem::rules::{Position, Variant};
    let legal_on_b = |moves: &[&str], best: &str| {
        let mut pos = Position::start(Variant::Bughouse).unwrap();
        for m in moves {
            let t = parse_turn(&pos, m).unwrap();
            pos.play_turn(&t);
        }
        best.starts_with("B:") && parse_turn(&pos, best).is_some_and(|t| pos.legal_turns().contains(&t))
    };
    let out = uci("setoption name UCI_Variant value bughouse\nposition startpos\nsides\ngo depth 2 board B\n");
    assert!(out.lines().any(|l| l == "sides A:white B:white"), "{out}");
    let best = out.lines().last().and_then(|l| l.strip_prefix("bestmove ")).expect("bestmove last");
    assert!(legal_on_b(&[], best), "{out}");

    let out = uci("setoption name UCI_Variant value bughouse\nposition startpos moves B:e2e4 A:d2d4\nsides\ngo depth 2 board b\n");
    assert!(out.lines().any(|l| l == "sides A:black B:black"), "{out}");
    let best = out.lines().last().and_then(|l| l.strip_prefix("bestmove ")).expect("bestmove last");
    assert!(legal_on_b(&["B:e2e4", "A:d2d4"], best), "{out}");

    let out = uci("setoption name UCI_Variant value bughouse\nposition startpos\ngo depth 1 board C\n");
    assert!(out.contains("info string go: 'board' takes A or B") && out.ends_with("bestmove 0000\n"), "{out}");
    let out = uci("position startpos\ngo depth 1 board B\n");
    assert!(out.contains("no army may move on board B") && out.ends_with("bestmove 0000\n"), "{out}");
}
