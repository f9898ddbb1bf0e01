//! The commands of the `tandem` binary: offline ones on the rules engine
//! (perft, moves, show), the daemon (serve, deliver) and the operator's
//! (check-config, games, status, backup, set-aside, ratings, tournaments, web).

mod engine;
mod error;
mod operator;
mod progress;
mod ratings;
mod tournaments;
mod web;

pub use engine::{analyse, uci};
use operator::open_store;
pub use operator::{backup, set_aside, status};
pub use ratings::ratings;
pub use tournaments::{tournament, tournaments};
pub use web::{build as web_build, serve_site as web_serve};

use std::io::Write;
use std::time::Instant;

use tandem::rules::{Color, Dialect, Game, Position, Variant};

pub use error::{CliError, CliResult};

fn start(variant: &str, fen: Option<&str>) -> Result<Position, CliError> {
    let variant: Variant = variant.parse().map_err(|e| CliError::input("VARIANT", e))?;
    match fen {
        Some(f) => Position::from_fen(variant, f).map_err(|e| CliError::input("--fen", e)),
        None => Position::start(variant).map_err(|e| CliError::input("VARIANT", e)),
    }
}

/// Plays turns separated by whitespace, written in `notation`; a turn of
/// several moves is written without spaces (Two-Prong: `Nf3/e4`).
fn play(variant: &str, fen: Option<&str>, turns: &str, notation: Dialect) -> Result<Game, CliError> {
    let mut game = Game::from_position(start(variant, fen)?);
    for (i, t) in turns.split_whitespace().enumerate() {
        game.play_in(None, t, notation).map_err(|e| CliError::input(format!("--play, turn {} ({t})", i + 1), e))?;
    }
    Ok(game)
}

pub fn perft(variant: &str, depth: u32, fen: Option<&str>, divide: bool) -> CliResult {
    let pos = start(variant, fen)?;
    let began = Instant::now();
    let total = if divide {
        let mut out = std::io::stdout().lock();
        let mut total = 0;
        let turns = pos.legal_turns();
        let names = pos.turn_notations(&turns);
        for (turn, name) in turns.iter().zip(names) {
            let mut next = pos.clone();
            next.play_turn(turn);
            let n = if depth == 0 { 1 } else { next.perft(depth.saturating_sub(1)) };
            total += n;
            // Printed as each turn finishes: long runs show progress.
            let _ = writeln!(out, "{name}: {n}");
            let _ = out.flush();
        }
        if depth == 0 {
            1
        } else {
            total
        }
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

pub fn moves(variant: &str, fen: Option<&str>, turns: &str, notation: Dialect) -> CliResult {
    let game = play(variant, fen, turns, notation)?;
    let pos = game.position();
    let legal = pos.legal_turns();
    let names = pos.turn_notations(&legal);
    let mut out = std::io::stdout().lock();
    for (turn, name) in legal.iter().zip(&names) {
        let t = notation.write_turn(pos.variant(), turn, name);
        // A closed pipe (`| head`) is not an error worth a panic.
        if writeln!(out, "{t}").is_err() {
            break;
        }
    }
    Ok(())
}

pub fn show(variant: &str, fen: Option<&str>, turns: &str, notation: Dialect, black: bool) -> CliResult {
    let game = play(variant, fen, turns, notation)?;
    let pos = game.position();
    print!("{}", pos.render(if black { Color::Black } else { Color::White }));
    println!("{}", pos.fen());
    if let Some(o) = game.automatic_outcome() {
        println!("{o}");
    }
    Ok(())
}

// ----- the daemon and the operator's commands -----

use std::path::Path;

use std::process::ExitCode;

use tandem::config::Config;
use tandem::daemon::exit_code::EX_CONFIG;
use tandem::daemon::{DaemonError, EX_NOINPUT, EX_TEMPFAIL};
use tandem::error::chain;
use tandem::rules::Position as AnyPosition;
use tandem::store::GameId;

pub fn config(path: Option<&Path>) -> Result<Config, CliError> {
    match path {
        Some(p) => Ok(Config::load(p)?),
        None => Ok(Config::default()),
    }
}

/// `tandem serve`, with the exit codes of a service (sysexits.h): 0 when
/// stopped (SIGTERM, or `--once` done), 78 (EX_CONFIG) when the
/// configuration must change first, 75 (EX_TEMPFAIL) when a restart may
/// do. The error goes to standard error (the journal).
pub fn serve(cfg: Result<Config, CliError>, once: bool) -> ExitCode {
    let result = cfg.and_then(|cfg| Ok(tandem::daemon::serve(&cfg, once)?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let code = match &e {
                CliError::Daemon(d) => tandem::daemon::exit_code::exit_code(d),
                _ => EX_CONFIG,
            };
            let what = if code == EX_CONFIG { "the configuration must change first" } else { "this may pass: start again later" };
            // In the journal, an error (priority 3) like the log's.
            let priority = if tandem::logging::stderr_is_journal() { "<3>" } else { "" };
            eprintln!("{priority}error: {} (exit {code}: {what})", chain(&e).replace(['\r', '\n'], " "));
            ExitCode::from(code)
        }
    }
}

/// `tandem deliver`, with the exit codes of a mail delivery agent: 0 when
/// the MTA may forget the mail, 75 (EX_TEMPFAIL) when it should keep it and
/// deliver it again. One line on standard error says which, and why.
pub fn deliver(cfg: Result<Config, CliError>) -> ExitCode {
    let outcome = cfg.and_then(|cfg| Ok(tandem::daemon::deliver_stdin(&cfg)?));
    match outcome {
        Ok(handled) => {
            eprintln!("tandem deliver: {handled}");
            ExitCode::SUCCESS
        }
        Err(CliError::Daemon(e @ DaemonError::NoMail)) => {
            eprintln!("tandem deliver: {e}");
            ExitCode::from(EX_NOINPUT)
        }
        Err(e) if store_locked(&e) => {
            eprintln!(
                "tandem deliver: not handled now: the store is locked by another process (a running `tandem serve`?); \
                 the mail server will deliver the mail again"
            );
            ExitCode::from(EX_TEMPFAIL)
        }
        Err(e) => {
            let why = chain(&e).replace(['\r', '\n'], " ");
            eprintln!("tandem deliver: not handled now, the mail server will deliver the mail again: {why}");
            ExitCode::from(EX_TEMPFAIL)
        }
    }
}

/// Whether `e` comes from SQLite waiting in vain for another process's
/// lock (past the store's 10 s of patience).
fn store_locked(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(e);
    while let Some(c) = cause {
        let code = c.downcast_ref::<rusqlite::Error>().and_then(rusqlite::Error::sqlite_error_code);
        if matches!(code, Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)) {
            return true;
        }
        cause = c.source();
    }
    false
}

pub fn check_config(cfg: &Config) -> CliResult {
    println!("bot address: {} ({})", cfg.bot.address, cfg.bot.name);
    println!("store: {}", cfg.store.path.display());
    let from = if cfg.bot.auth_is_set() { "set in [bot]" } else { "the default" };
    match cfg.bot.auth {
        tandem::config::AuthMode::Token => {
            println!("auth: token ({from}): moves count only when sent to the player's own bot+<game>.<secret> address")
        }
        tandem::config::AuthMode::None => {
            println!("auth: none ({from}): the From: line is trusted, so anyone can move for anyone (auth = \"token\" prevents that)")
        }
    }
    let mut bad = 0;
    match tandem::bot::templates::Templates::load(cfg.templates.dir.as_deref()) {
        Ok(_) => println!("templates: ok"),
        Err(e) => {
            bad += 1;
            println!("templates: PROBLEM: {}", chain(&e))
        }
    }
    let mut accepted = Vec::new();
    for (what, result) in tandem::mail::check_connections(cfg) {
        match result {
            Ok(detail) => {
                println!("{what}: ok ({detail})");
                accepted.extend(["IMAP", "SMTP"].into_iter().filter(|s| what.contains(&format!(" mail: {s} "))));
            }
            Err(problem) => {
                bad += 1;
                println!("{what}: PROBLEM: {problem}");
            }
        }
    }
    forget_refused_logins(cfg, &accepted);
    if bad == 0 {
        Ok(())
    } else {
        Err(CliError::Problems(bad))
    }
}

/// The servers that took the login now: a refusal the daemon noted is
/// over, and `serve --once` need not wait for its next try.
fn forget_refused_logins(cfg: &Config, servers: &[&str]) {
    let Ok(mut store) = open_store(cfg) else { return };
    for server in servers {
        if let Ok(true) = store.transaction(|tx| tx.login_accepted(server)) {
            println!("login: the {server} login refusal noted by the daemon is cleared");
        }
    }
}

pub fn games(cfg: &Config) -> CliResult {
    let mut store = open_store(cfg)?;
    let rows = store.transaction(|tx| tx.all_games())?;
    if rows.is_empty() {
        println!("no games");
    }
    for (g, seats) in rows {
        let players: Vec<String> = seats.iter().map(|s| format!("{} {}", s.seat, s.address)).collect();
        println!(
            "#{:<5} {:<20} {:<9} {:<8} {}",
            g.id.0,
            g.variant,
            g.status.as_str(),
            g.result.as_deref().unwrap_or("-"),
            players.join(", ")
        );
    }
    Ok(())
}

pub fn show_game(cfg: &Config, id: i64, black: bool) -> CliResult {
    let mut store = open_store(cfg)?;
    let (game, seats, turns) = store.transaction(|tx| {
        let g = tx.game(GameId(id))?;
        let seats = tx.seats(GameId(id))?;
        let turns = tx.turns(GameId(id))?;
        Ok::<_, tandem::store::StoreError>((g, seats, turns))
    })?;
    let game = game.ok_or(CliError::NoSuchGame(id))?;
    let stored = |source| CliError::StoredGame { id, source };
    let variant: Variant = game.variant.parse().map_err(|e| stored(Box::new(e)))?;
    let pos = AnyPosition::from_fen(variant, &game.fen).map_err(|e| stored(Box::new(e)))?;
    println!("game #{} {} ({})", game.id.0, variant.name(), game.status.as_str());
    for s in &seats {
        println!("  {:<8} {}{}", s.seat, s.address, if s.accepted_at.is_some() { "" } else { " (not accepted)" });
    }
    print!("{}", pos.render(if black { Color::Black } else { Color::White }));
    println!("{}", pos.fen());
    let moves: Vec<String> = turns.iter().map(|t| t.notation.clone()).collect();
    println!("turns: {}", if moves.is_empty() { "-".to_string() } else { moves.join(" ") });
    if let Some(r) = game.result {
        println!("result: {r} {}", game.result_reason.unwrap_or_default());
    }
    Ok(())
}
