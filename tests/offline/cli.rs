//! The offline commands through the real binary, as players and scripts use them.

use std::process::{Command, Output};

fn tandem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tandem")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn perft_prints_the_total_as_the_last_line() {
    let o = tandem(&["perft", "chess", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("8902"));
}

#[test]
fn perft_divide_lists_each_turn_and_sums_to_the_total() {
    let o = tandem(&["perft", "chess", "2", "--divide"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21, "20 turns and the total");
    assert_eq!(*lines.last().unwrap(), "400");
    let sum: u64 = lines[..20]
        .iter()
        .map(|l| {
            let (turn, n) = l.split_once(": ").expect("TURN: N");
            assert!(!turn.is_empty());
            n.parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(sum, 400);
    assert!(lines.contains(&"Nf3: 20"));
}

#[test]
fn perft_from_a_fen() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let o = tandem(&["perft", "chess", "2", "--fen", fen]);
    assert_eq!(stdout(&o).trim(), "2039");
}

#[test]
fn moves_lists_legal_turns_after_the_played_ones() {
    let o = tandem(&["moves", "chess", "--play", "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let moves: Vec<&str> = out.lines().collect();
    assert!(moves.contains(&"Nxd5"));
    assert!(moves.contains(&"Na5"));
    assert!(moves.contains(&"Ke7"));
    assert!(!moves.contains(&"O-O"), "the bishop still stands on f8");
}

#[test]
fn an_illegal_turn_exits_non_zero_with_the_reason() {
    let o = tandem(&["moves", "chess", "--play", "e4 e5 Ke3"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("turn 3 (Ke3)"), "{err}");
    assert!(err.contains("no king of yours can move to e3"), "{err}");
}

#[test]
fn an_ambiguous_turn_lists_the_candidates() {
    let o = tandem(&["moves", "chess", "--play", "Nf3 e5 d3 e4 Nd2"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("ambiguous") && err.contains("Nbd2") && err.contains("Nfd2"), "{err}");
}

#[test]
fn show_draws_the_board_and_prints_the_fen() {
    let o = tandem(&["show", "chess", "--play", "e2e4 c7-c5 nf3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], " _ _ _ _ _ _ _ _");
    assert_eq!(lines[1], "|r|n|b|q|k|b|n|r| 8");
    assert_eq!(lines[4], "|_|_|p|_|_|_|_|_| 5");
    assert_eq!(lines[5], "|_|_|_|_|P|_|_|_| 4");
    assert_eq!(lines[6], "|_|_|_|_|_|N|_|_| 3");
    assert_eq!(lines[9], " a b c d e f g h");
    assert_eq!(lines[10], "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
}

#[test]
fn show_from_blacks_side_turns_the_board() {
    let o = tandem(&["show", "chess", "--black"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "|R|N|B|K|Q|B|N|R| 1");
    assert_eq!(lines[9], " h g f e d c b a");
}

#[test]
fn show_reports_the_end_of_the_game() {
    let o = tandem(&["show", "chess", "--play", "f3 e5 g4 Qh4#"]);
    assert!(stdout(&o).contains("Black wins by checkmate"));
}

#[test]
fn a_malformed_fen_names_the_field() {
    let o = tandem(&["perft", "chess", "1", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("side to move"), "{}", stderr(&o));
    let o = tandem(&["perft", "chess", "1", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"]);
    assert!(stderr(&o).contains("expected 8 ranks"), "{}", stderr(&o));
    let o = tandem(&["perft", "chess", "1", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1"]);
    assert!(stderr(&o).contains("White has 0 kings"), "{}", stderr(&o));
}

#[test]
fn an_unknown_variant_lists_the_games() {
    let o = tandem(&["perft", "chez", "1"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("unknown game 'chez'") && err.contains("tandem84"), "{err}");
}

#[test]
fn an_unusable_configuration_is_reported_with_its_causes() {
    let dir = std::env::temp_dir().join(format!("tandem-cli-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "[bot]\naddress = \"bot@example.org\"\n[smtp]\nhost = \"h\"\nport = \"x\"\n").unwrap();
    let o = tandem(&["games", "--config", bad.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.starts_with("error: the configuration cannot be used: caused by configuration file"), "{err}");
    assert!(err.contains("line 5, key `smtp.port`"), "{err}");

    let missing = dir.join("missing.toml");
    let o = tandem(&["games", "--config", missing.to_str().unwrap()]);
    let err = stderr(&o);
    assert!(err.contains(&format!("cannot read configuration file {}: caused by ", missing.display())), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn moves_and_show_read_and_list_turns_in_a_players_notation() {
    // Numeric, figurine and German letters are all read with --notation de.
    let o = tandem(&["moves", "chess", "--play", "5254 ♞c6 Sf3", "--notation", "de"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.lines().any(|l| l == "Sb4") && out.lines().any(|l| l == "Tb8") && !out.contains('N'), "{out}");
    let o = tandem(&["moves", "chess", "--play", "e4 e5", "--notation", "iccf"]);
    assert!(stdout(&o).lines().any(|l| l == "7163") && stdout(&o).lines().any(|l| l == "4185"), "{}", stdout(&o));
    let o = tandem(&["moves", "chess", "--notation", "figurine"]);
    assert!(stdout(&o).lines().any(|l| l == "♘f3"), "{}", stdout(&o));
    let o = tandem(&["show", "chess", "--play", "Кf3 Кc6", "--notation", "ru"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2"), "{}", stdout(&o));
    // Without --notation, English letters only: `Sf3` is refused, numbers read.
    let o = tandem(&["show", "chess", "--play", "Sf3"]);
    assert!(!o.status.success());
    assert!(tandem(&["show", "chess", "--play", "5254"]).status.success());
    let o = tandem(&["moves", "chess", "--notation", "xx"]);
    assert!(
        !o.status.success() && stderr(&o).contains("the notations are en, de, ru, pl, it, es, fr, nl, pt, figurine, iccf"),
        "{}",
        stderr(&o)
    );
}
