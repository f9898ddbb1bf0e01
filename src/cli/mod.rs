//! Offline commands on the rules engine: perft, moves, show.

use std::io::Write;
use std::time::Instant;

use tandem::rules::{Color, Game, Position, Variant};

type CliResult = Result<(), String>;

fn start(variant: &str, fen: Option<&str>) -> Result<Position, String> {
    let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
    match fen {
        Some(f) => Position::from_fen(variant, f),
        None => Position::start(variant),
    }
    .map_err(|e| e.to_string())
}

/// Plays turns separated by whitespace; a turn of several moves is written
/// without spaces (Two-Prong: `Nf3/e4`).
fn play(variant: &str, fen: Option<&str>, turns: &str) -> Result<Game, String> {
    let mut game = Game::from_position(start(variant, fen)?);
    for (i, t) in turns.split_whitespace().enumerate() {
        game.play(t).map_err(|e| format!("turn {} ({t}): {e}", i + 1))?;
    }
    Ok(game)
}

pub fn perft(variant: &str, depth: u32, fen: Option<&str>, divide: bool) -> CliResult {
    let pos = start(variant, fen)?;
    let began = Instant::now();
    let total = if divide {
        let mut out = std::io::stdout().lock();
        let mut total = 0;
        for turn in pos.legal_turns() {
            let mut next = pos.clone();
            next.play_turn(&turn);
            let n = if depth == 0 { 1 } else { next.perft(depth.saturating_sub(1)) };
            total += n;
            // Printed as each turn finishes: long runs show progress.
            let _ = writeln!(out, "{}: {n}", pos.turn_notation(&turn));
            let _ = out.flush();
        }
        if depth == 0 { 1 } else { total }
    } else {
        pos.perft(depth)
    };
    println!("{total}");
    let secs = began.elapsed().as_secs_f64();
    if secs > 0.5 {
        eprintln!("{total} nodes in {secs:.2} s ({:.1} M nodes/s)", total as f64 / secs / 1e6);
    }
    Ok(())
}

pub fn moves(variant: &str, fen: Option<&str>, turns: &str) -> CliResult {
    let game = play(variant, fen, turns)?;
    for t in game.position().legal_turn_notations() {
        println!("{t}");
    }
    Ok(())
}

pub fn show(variant: &str, fen: Option<&str>, turns: &str, black: bool) -> CliResult {
    let game = play(variant, fen, turns)?;
    let pos = game.position();
    print!("{}", pos.render(if black { Color::Black } else { Color::White }));
    println!("{}", pos.fen());
    if let Some(o) = game.automatic_outcome() {
        println!("{o}");
    }
    Ok(())
}
