//! `tandem uci` and `tandem analyse`: the house engine on the command line.

use std::io::Write;

use tandem::engine::{Engine, Info, Limits, Score};
use tandem::rules::{Position, Variant};

use super::error::{CliError, CliResult};

fn start(variant: &str, fen: Option<&str>) -> Result<Position, CliError> {
    let variant: Variant = variant.parse().map_err(|e| CliError::input("VARIANT", e))?;
    match fen {
        Some(f) => Position::from_fen(variant, f).map_err(|e| CliError::input("--fen", e)),
        None => Position::start(variant).map_err(|e| CliError::input("VARIANT", e)),
    }
}

/// Speaks UCI on standard input and output until `quit`.
pub fn uci() -> CliResult {
    let stdin = std::io::stdin();
    tandem::engine::uci::run(stdin.lock(), std::io::stdout()).map_err(|e| CliError::input("standard input", e))
}

fn line_text(pos: &Position, info: &Info) -> String {
    let mut p = pos.clone();
    let mut pv = Vec::new();
    for t in &info.pv {
        pv.push(p.turn_notation(t));
        p.play_turn(t);
    }
    let score = match info.score {
        Score::Cp(c) => format!("{:+.2}", c as f64 / 100.0),
        Score::Mate(n) => format!("mate {n}"),
    };
    format!("depth {:>2}  score {score:>7}  nodes {:>9}  nps {:>8}  pv {}", info.depth, info.nodes, info.nps, pv.join(" "))
}

/// Prints each iteration's best line, then the best turn.
pub fn analyse(variant: &str, fen: Option<&str>, depth: Option<u32>, movetime_ms: Option<u64>, level: u8) -> CliResult {
    let pos = start(variant, fen)?;
    let mut engine = Engine::new(64);
    let depth = depth.or(if movetime_ms.is_none() { Some(8) } else { None });
    let limits = Limits { level, depth, movetime_ms, ..Limits::default() };
    let mut out = std::io::stdout().lock();
    let result = engine.search(&pos, &[], None, &limits, |info| {
        let _ = writeln!(out, "{}", line_text(&pos, info));
    });
    match result {
        Some(r) => println!("best {}", pos.turn_notation(&r.best)),
        None => println!("no legal turn: {:?}", pos.status()),
    }
    Ok(())
}
