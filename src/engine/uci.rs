//! UCI: the move notation (coordinates, `P@e4` for drops) and the protocol
//! loop behind `tandem uci`, over any reader and writer.
//!
//! Every game of tandem is offered by `UCI_Variant`. Chess and crazyhouse
//! read and write what every GUI does. Turns of two moves (Two-Prong,
//! Tandem-84, bughouse-sync) are their moves joined by `,`; Tandem-84 names
//! its squares `a1`..`l7`; in the two-board games each move is prefixed by its
//! board, `A:` or `B:`. `position` also takes each game's own notation.
//!
//! Beyond UCI, for match scripts: `result` says how the game stands, `sides`
//! which armies may move now (`sides A:white B:black`), and in the
//! four-player games `go ... board B` plays the army that may move on board
//! B (without it, the first that may move), as one seat of four.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::limits::Limits;
use super::report::Info;
use super::score::Score;
use super::Engine;
use crate::rules::{board_letter, Color, Move, MoveKind, Position, Side, Turn, Variant};

fn square(pos: &Position, sq: crate::rules::Square) -> String {
    match pos {
        Position::Tandem84(_) => crate::rules::tandem84::square_name(sq),
        _ => sq.name(),
    }
}

fn move_uci(pos: &Position, m: &Move) -> String {
    let board = match pos {
        Position::Bughouse(_) => format!("{}:", board_letter(m.to.board())),
        _ => String::new(),
    };
    let body = match m.kind {
        MoveKind::Drop => format!("{}@{}", m.role.upper_char(), square(pos, m.to)),
        _ => format!(
            "{}{}{}",
            square(pos, m.from),
            square(pos, m.to),
            m.promotion.map_or(String::new(), |r| r.upper_char().to_ascii_lowercase().to_string())
        ),
    };
    board + &body
}

/// A legal turn of `pos` in UCI notation.
pub fn turn_uci(pos: &Position, turn: &Turn) -> String {
    turn.moves().map(|m| move_uci(pos, m)).collect::<Vec<_>>().join(",")
}

/// Reads a turn in UCI notation, or else in the game's own notation.
pub fn parse_turn(pos: &Position, text: &str) -> Option<Turn> {
    let turns = pos.legal_turns();
    turns.iter().find(|t| turn_uci(pos, t).eq_ignore_ascii_case(text)).copied().or_else(|| pos.parse_turn(text).ok())
}

fn score_text(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

/// An `info` line for one finished iteration.
pub fn info_line(pos: &Position, info: &Info) -> String {
    let mut p = pos.clone();
    let mut pv = Vec::new();
    for t in &info.pv {
        pv.push(turn_uci(&p, t));
        p.play_turn(t);
    }
    format!(
        "info depth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        score_text(info.score),
        info.nodes,
        info.nps,
        info.time_ms,
        pv.join(" ")
    )
}

/// `1-0 checkmate`, `1/2-1/2 stalemate`, ... or `*` while the game goes on
/// (threefold repetition and fifty moves count as claimed at once).
fn result_text(pos: &Position, history: &[u64]) -> String {
    use crate::rules::Status;
    let key = super::key::position_key(pos);
    if pos.legal_turns().is_empty() || pos.status() != Status::Ongoing {
        return match pos.status() {
            Status::Checkmate { winner: Color::White } => "1-0 checkmate".into(),
            Status::Checkmate { winner: Color::Black } => "0-1 checkmate".into(),
            Status::Stalemate => "1/2-1/2 stalemate".into(),
            Status::InsufficientMaterial => "1/2-1/2 insufficient material".into(),
            Status::EvenScore => "1/2-1/2 even score".into(),
            Status::Ongoing => "*".into(),
        };
    }
    if history.iter().filter(|k| **k == key).count() >= 2 {
        "1/2-1/2 repetition".into()
    } else if pos.halfmove_clock() >= 100 {
        "1/2-1/2 fifty moves".into()
    } else {
        "*".into()
    }
}

/// `sides A:white B:black`: the armies that may move now (none: `sides`).
fn sides_text(pos: &Position) -> String {
    pos.sides_to_move()
        .iter()
        .fold("sides".to_string(), |line, s| format!("{line} {}:{}", board_letter(s.board), s.color.name().to_ascii_lowercase()))
}

/// The army `go ... board A|B` names: `None` when the words name no board.
fn board_named(pos: &Position, words: &[&str]) -> Result<Option<Side>, String> {
    let Some(at) = words.iter().position(|w| *w == "board") else { return Ok(None) };
    let board = match words.get(at + 1).map(|w| w.to_ascii_uppercase()).as_deref() {
        Some("A") => 0,
        Some("B") => 1,
        _ => return Err("go: 'board' takes A or B".into()),
    };
    pos.sides_to_move()
        .into_iter()
        .find(|s| s.board == board)
        .map(Some)
        .ok_or_else(|| format!("go: no army may move on board {} now", board_letter(board)))
}

struct State {
    variant: Variant,
    level: u8,
    seed: u64,
    hash_mb: usize,
    pos: Position,
    history: Vec<u64>,
}

/// The time for this turn from the clock: a thirtieth of what is left plus
/// most of the increment, never more than a quarter of what is left.
fn budget(time: u64, inc: u64) -> u64 {
    let t = time / 30 + inc * 3 / 4;
    t.min(time / 4).saturating_sub(20).max(5)
}

fn parse_go(words: &[&str], to_move: Color, level: u8, seed: u64) -> Limits {
    let mut l = Limits { level, seed, ..Limits::default() };
    let mut clock = [None, None];
    let mut inc = [0, 0];
    let mut infinite = false;
    let mut i = 0;
    while i < words.len() {
        let val = words.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match words[i] {
            "depth" => l.depth = val.map(|v| v as u32),
            "nodes" => l.nodes = val,
            "movetime" => l.movetime_ms = val,
            "wtime" => clock[0] = val,
            "btime" => clock[1] = val,
            "winc" => inc[0] = val.unwrap_or(0),
            "binc" => inc[1] = val.unwrap_or(0),
            "infinite" => infinite = true,
            _ => {}
        }
        i += 1;
    }
    if l.movetime_ms.is_none() {
        if let Some(t) = clock[to_move.index()] {
            l.movetime_ms = Some(budget(t, inc[to_move.index()]));
            l.from_clock = true;
        }
    }
    if infinite && l.depth.is_none() && l.nodes.is_none() && l.movetime_ms.is_none() {
        l.depth = Some(64);
    }
    l
}

fn set_position(st: &mut State, words: &[&str]) -> Result<(), String> {
    let (fen, rest) = match words.first() {
        Some(&"startpos") => (None, &words[1..]),
        Some(&"fen") => {
            let end = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
            (Some(words[1..end].join(" ")), &words[end..])
        }
        _ => return Err("position: expected 'startpos' or 'fen'".into()),
    };
    let pos = match &fen {
        Some(f) => Position::from_fen(st.variant, f).map_err(|e| format!("position: {e}"))?,
        None => Position::start(st.variant).map_err(|e| format!("position: {e}"))?,
    };
    st.pos = pos;
    st.history.clear();
    if rest.first() == Some(&"moves") {
        for m in &rest[1..] {
            let turn = parse_turn(&st.pos, m).ok_or_else(|| format!("position: '{m}' is not a legal turn here"))?;
            st.history.push(super::key::position_key(&st.pos));
            st.pos.play_turn(&turn);
        }
    }
    Ok(())
}

/// Runs the protocol until `quit` or the end of input.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, out: W) -> std::io::Result<()> {
    let out = Arc::new(Mutex::new(out));
    let say = |line: &str| {
        let mut o = out.lock().unwrap_or_else(|e| e.into_inner());
        let _ = writeln!(o, "{line}");
        let _ = o.flush();
    };
    let mut st = State {
        variant: Variant::Chess,
        level: 8,
        seed: 0,
        hash_mb: 16,
        pos: Position::Chess(crate::rules::Chess::new()),
        history: vec![],
    };
    let engine = Arc::new(Mutex::new(Engine::new(st.hash_mb)));
    let stop = Arc::new(AtomicBool::new(false));
    let mut job: Option<JoinHandle<()>> = None;
    let finish = |job: &mut Option<JoinHandle<()>>, stop: &AtomicBool, now: bool| {
        if now {
            stop.store(true, Ordering::Relaxed);
        }
        if let Some(j) = job.take() {
            let _ = j.join();
        }
    };
    for line in input.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = words.first() else { continue };
        match cmd {
            "uci" => {
                say(concat!("id name tandem ", env!("CARGO_PKG_VERSION")));
                say("id author the tandem authors");
                let vars: Vec<String> = Variant::ALL.iter().map(|v| format!("var {}", v.name())).collect();
                say(&format!("option name UCI_Variant type combo default chess {}", vars.join(" ")));
                say("option name Level type spin default 8 min 1 max 8");
                say("option name Hash type spin default 16 min 1 max 1024");
                say("option name Seed type spin default 0 min 0 max 1000000000");
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                finish(&mut job, &stop, true);
                engine.lock().unwrap_or_else(|e| e.into_inner()).clear();
            }
            "setoption" => {
                finish(&mut job, &stop, true);
                let name_end = words.iter().position(|w| *w == "value").unwrap_or(words.len());
                let name = words.get(2..name_end).map(|w| w.join(" ")).unwrap_or_default();
                let value = words.get(name_end + 1..).map(|w| w.join(" ")).unwrap_or_default();
                match name.to_ascii_lowercase().as_str() {
                    "uci_variant" => match value.parse::<Variant>() {
                        Ok(v) => {
                            st.variant = v;
                            if let Ok(p) = Position::start(v) {
                                st.pos = p;
                                st.history.clear();
                            }
                        }
                        Err(e) => say(&format!("info string {e}")),
                    },
                    "level" => st.level = value.parse::<u8>().map_or(8, |n| n.clamp(1, 8)),
                    "seed" => st.seed = value.parse().unwrap_or(0),
                    "hash" => {
                        st.hash_mb = value.parse::<usize>().unwrap_or(16).clamp(1, 1024);
                        *engine.lock().unwrap_or_else(|e| e.into_inner()) = Engine::new(st.hash_mb);
                    }
                    _ => say(&format!("info string unknown option '{name}'")),
                }
            }
            "position" => {
                finish(&mut job, &stop, true);
                if let Err(e) = set_position(&mut st, &words[1..]) {
                    say(&format!("info string {e}"));
                }
            }
            "go" => {
                finish(&mut job, &stop, true);
                stop.store(false, Ordering::Relaxed);
                let side = match board_named(&st.pos, &words[1..]) {
                    Ok(side) => side,
                    Err(e) => {
                        say(&format!("info string {e}"));
                        say("bestmove 0000");
                        continue;
                    }
                };
                let to_move = side.map_or(st.pos.to_move(), |s| s.color);
                let mut limits = parse_go(&words[1..], to_move, st.level, st.seed);
                limits.stop = Some(stop.clone());
                let (pos, history, engine, out) = (st.pos.clone(), st.history.clone(), engine.clone(), out.clone());
                job = Some(std::thread::spawn(move || {
                    let say = |line: &str| {
                        let mut o = out.lock().unwrap_or_else(|e| e.into_inner());
                        let _ = writeln!(o, "{line}");
                        let _ = o.flush();
                    };
                    let mut engine = engine.lock().unwrap_or_else(|e| e.into_inner());
                    let result = engine.search(&pos, &history, side, &limits, |info| say(&info_line(&pos, info)));
                    match result {
                        Some(r) => say(&format!("bestmove {}", turn_uci(&pos, &r.best))),
                        None => say("bestmove 0000"),
                    }
                }));
            }
            "stop" => finish(&mut job, &stop, true),
            // Not UCI: how the game stands, for match scripts.
            "result" => say(&format!("result {}", result_text(&st.pos, &st.history))),
            "sides" => say(&sides_text(&st.pos)),
            "quit" => {
                finish(&mut job, &stop, true);
                return Ok(());
            }
            _ => say(&format!("info string unknown command '{cmd}'")),
        }
    }
    // The end of input lets a running search finish (a script's last `go`).
    finish(&mut job, &stop, false);
    Ok(())
}
