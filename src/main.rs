//! The `tandem` binary: the mail daemon and the offline tools players and
//! tests use (perft, moves, show).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

#[derive(Parser)]
#[command(name = "tandem", version, about = "Referee for correspondence chess variants by email")]
struct Args {
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
    /// Draw the board and print the FEN after the given turns.
    Show {
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
    let result = match args.command {
        Command::Perft { variant, depth, fen, divide } => cli::perft(&variant, depth, fen.as_deref(), divide),
        Command::Moves { variant, fen, play } => cli::moves(&variant, fen.as_deref(), &play),
        Command::Show { variant, fen, play, black } => cli::show(&variant, fen.as_deref(), &play, black),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tandem: {e}");
            ExitCode::from(2)
        }
    }
}
