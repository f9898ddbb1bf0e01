//! The `tandem` binary: the mail daemon and the offline tools players and
//! tests use (perft, moves, show).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

#[derive(Parser)]
#[command(name = "tandem", version, about = "Referee for correspondence chess variants by email")]
struct Args {
    /// Configuration file (TOML). Without one, the bot runs on its embedded
    /// default: SQLite and Maildirs under ./tandem-data.
    #[arg(long, global = true, env = "TANDEM_CONFIG")]
    config: Option<std::path::PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the legal turns to DEPTH (the last line is the total).
    Perft {
        variant: String,
        depth: u32,
        /// Start from this position instead of the variant's start.
        #[arg(long)]
        fen: Option<String>,
        /// One line `TURN: N` for every legal turn.
        #[arg(long)]
        divide: bool,
    },
    /// Play the given turns, then list the legal turns, one per line.
    Moves {
        variant: String,
        #[arg(long)]
        fen: Option<String>,
        /// Turns to play first, separated by whitespace. Write a Two-Prong
        /// dual move without spaces, its moves joined by '/': "e4 e5/Nf6 Nf3/d4".
        #[arg(long, default_value = "")]
        play: String,
    },
    /// Run the bot: read mail, referee, answer (until killed).
    Serve {
        /// Handle what is waiting and send what is due, then exit.
        #[arg(long)]
        once: bool,
    },
    /// Handle one mail from standard input (for procmail, a Postfix pipe or fetchmail).
    Deliver,
    /// Check the configuration and the connections to the mail servers.
    CheckConfig,
    /// List the games in the store (for the operator).
    Games,
    /// Draw a position: `show VARIANT [--fen] [--play]`, or `show ID` for a stored game.
    Show {
        /// A variant name, or the number of a stored game.
        variant: String,
        #[arg(long)]
        fen: Option<String>,
        /// Turns to play first, as for `moves`.
        #[arg(long, default_value = "")]
        play: String,
        /// Draw the board from Black's side.
        #[arg(long)]
        black: bool,
    },
}

fn main() -> ExitCode {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("TANDEM_LOG").unwrap_or_else(|_| "info".into()))
        .init();
    let result = match args.command {
        Command::Perft { variant, depth, fen, divide } => cli::perft(&variant, depth, fen.as_deref(), divide),
        Command::Moves { variant, fen, play } => cli::moves(&variant, fen.as_deref(), &play),
        Command::Show { variant, fen, play, black } => match variant.trim_start_matches('#').parse::<i64>() {
            Ok(id) => cli::config(args.config.as_deref()).and_then(|c| cli::show_game(&c, id, black)),
            Err(_) => cli::show(&variant, fen.as_deref(), &play, black),
        },
        Command::Serve { once } => cli::config(args.config.as_deref()).and_then(|c| cli::serve(&c, once)),
        Command::Deliver => cli::config(args.config.as_deref()).and_then(|c| cli::deliver(&c)),
        Command::CheckConfig => cli::config(args.config.as_deref()).and_then(|c| cli::check_config(&c)),
        Command::Games => cli::config(args.config.as_deref()).and_then(|c| cli::games(&c)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", tandem::error::chain(&e));
            ExitCode::from(2)
        }
    }
}
