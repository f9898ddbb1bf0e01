//! The `tandem` binary: the mail daemon, the operator's commands and the
//! offline tools players and tests use (perft, moves, show), and the house
//! engine (uci, analyse).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use tandem::rules::Variant;

mod cli;

/// mimalloc rather than glibc's malloc: a move mail allocates and frees
/// thousands of small buffers, and malloc was a tenth of its CPU.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "tandem", version, about = "Referee for correspondence chess variants by email")]
struct Args {
    #[command(subcommand)]
    command: Command,
}

/// Where the bot's configuration is; every command that uses the store or
/// the mailboxes takes it.
#[derive(clap::Args)]
struct ConfigArg {
    /// Configuration file (TOML; see config.example.toml). Without one, the
    /// embedded default: SQLite and Maildirs under ./tandem-data.
    #[arg(long, env = "TANDEM_CONFIG", value_name = "FILE")]
    config: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the legal turns to DEPTH (the last line is the total).
    Perft {
        /// The game (VARIANTS below).
        variant: String,
        /// How many turns deep to count (0 counts the position itself).
        depth: u32,
        /// Start from this position (the game's FEN) instead of the start.
        #[arg(long)]
        fen: Option<String>,
        /// One line `TURN: N` for every legal turn, then the total.
        #[arg(long)]
        divide: bool,
    },
    /// Play the given turns, then list the legal turns, one per line.
    Moves {
        /// The game (VARIANTS below).
        variant: String,
        /// Start from this position (the game's FEN) instead of the start.
        #[arg(long)]
        fen: Option<String>,
        /// Turns to play first, separated by whitespace. Write a Two-Prong
        /// dual move without spaces, its moves joined by '/': "e4 e5/Nf6 Nf3/d4".
        #[arg(long, default_value = "", value_name = "TURNS")]
        play: String,
        /// The notation of --play and of the list: en (English SAN), de,
        /// ru, pl, it, es, fr, nl, pt (piece letters of that language),
        /// figurine or iccf (numeric). Figurines and numeric moves are read in any.
        #[arg(long, default_value = "en", value_name = "NOTATION")]
        notation: tandem::rules::Dialect,
    },
    /// Draw a position: a game's start (or after --play), or a stored game.
    Show {
        /// A variant name (VARIANTS below), or the number of a stored game
        /// (`12` or `#12`, as `tandem games` lists them).
        #[arg(value_name = "VARIANT|GAME")]
        target: String,
        /// Start from this position (the game's FEN); only with a variant.
        #[arg(long)]
        fen: Option<String>,
        /// Turns to play first, as for `moves`; only with a variant.
        #[arg(long, default_value = "", value_name = "TURNS")]
        play: String,
        /// The notation --play is written in, as for `moves`.
        #[arg(long, default_value = "en", value_name = "NOTATION")]
        notation: tandem::rules::Dialect,
        /// Draw the board from Black's side.
        #[arg(long)]
        black: bool,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// The house engine over UCI (standard input and output): any GUI or
    /// match tool can play it. UCI_Variant picks the game, Level 1-8.
    Uci,
    /// Print the house engine's best line, iteration by iteration.
    Analyse {
        /// The game (VARIANTS below).
        variant: String,
        /// The position (the game's FEN, as `tandem show` writes it).
        #[arg(long)]
        fen: Option<String>,
        /// Search this many turns deep (8 when neither this nor --movetime).
        #[arg(long)]
        depth: Option<u32>,
        /// Search this many milliseconds.
        #[arg(long)]
        movetime: Option<u64>,
        /// Level 1-8.
        #[arg(long, default_value_t = 8)]
        level: u8,
    },
    /// Run the bot: read mail, referee, answer, until SIGTERM or SIGINT
    /// (which let it finish the mail in hand).
    Serve {
        /// Handle what is waiting and send what is due, then exit (for cron).
        #[arg(long)]
        once: bool,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Handle one mail from standard input, as a mail delivery agent (a
    /// Postfix pipe, procmail, fetchmail). Exit 0: handled (or ignored, or
    /// set aside); 75 (EX_TEMPFAIL): not now, the mail server should keep
    /// the mail and deliver it again.
    Deliver {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Check the configuration, the templates and the mail servers; with
    /// token auth, that plus-addressing reaches the bot.
    CheckConfig {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// List the games in the store.
    Games {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// How the bot is doing: mail waiting, outbox, failures, set-aside mail,
    /// games, the next due moment and the daemon's last pass.
    Status {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Write a consistent copy of the store to FILE, also while the daemon
    /// runs (restore: stop the daemon, copy FILE over the store's path).
    Backup {
        /// The copy to write; it must not exist yet.
        file: PathBuf,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// List the mail the bot set aside (could not handle), or run it again.
    SetAside {
        /// Run these again (KEY as listed, or `all`): each is moved back to
        /// the inbox and handled as new by the running bot (or the next
        /// `serve --once`).
        #[arg(long, value_name = "KEY|all", num_args = 1..)]
        retry: Vec<String>,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// The standings: the best established players of every game, or of
    /// VARIANT, with their addresses.
    Ratings {
        /// Only this game's standings (VARIANTS below).
        variant: Option<String>,
        /// Recompute every rating from the finished games, in the order
        /// they finished (progress on standard error).
        #[arg(long, conflicts_with = "variant")]
        rebuild: bool,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// List every tournament: number, name, game, status, entrants, organiser.
    Tournaments {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// One tournament: its entrants (with their addresses) and the
    /// crosstable the players get, and the games in play.
    Tournament {
        /// The tournament's number (`3` or `#3`, as `tandem tournaments` lists them).
        #[arg(value_parser = tournament_number)]
        id: i64,
        /// Call it off: its games in play are aborted and every entrant is
        /// told by mail (sent at once).
        #[arg(long)]
        cancel: bool,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// The public web archive of the games ([web] in the configuration).
    #[command(subcommand)]
    Web(WebCommand),
}

#[derive(Subcommand)]
enum WebCommand {
    /// Write the whole site to [web] dir from the store (progress on
    /// standard error for a large one); the running bot keeps it current.
    Build {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Serve the site for a quick look on this machine (read only); a real
    /// web server serves the directory for the public (docs/operators.md).
    Serve {
        /// The port to listen on.
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The address to listen on (127.0.0.1: this machine only).
        #[arg(long, default_value = "127.0.0.1", value_name = "ADDRESS")]
        bind: String,
        /// The site's directory, instead of the configuration's [web] dir.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        #[command(flatten)]
        config: ConfigArg,
    },
}

/// `3` or `#3`.
fn tournament_number(s: &str) -> Result<i64, String> {
    s.trim_start_matches('#').parse().map_err(|_| format!("{s:?} is not a tournament's number"))
}

/// The help, with the variant names filled in from the engine.
fn command() -> clap::Command {
    let variants: Vec<String> = Variant::ALL.iter().map(|v| format!("  {:<22} {}", v.name(), v.title())).collect();
    let list = format!("VARIANTS:\n{}", variants.join("\n"));
    let mut cmd = Args::command();
    for name in ["perft", "moves", "show", "ratings", "analyse"] {
        cmd = cmd.mut_subcommand(name, |c| c.after_help(list.clone()));
    }
    cmd
}

fn main() -> ExitCode {
    let args = match Args::from_arg_matches(&command().get_matches()) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    // As a delivery agent, the one outcome line is what the MTA logs (or
    // puts in a bounce): no log lines unless TANDEM_LOG asks for them.
    let default_log = if matches!(args.command, Command::Deliver { .. }) { "off" } else { "info" };
    tandem::logging::init(default_log);
    let config = |c: &ConfigArg| cli::config(c.config.as_deref());
    let result = match &args.command {
        Command::Perft { variant, depth, fen, divide } => cli::perft(variant, *depth, fen.as_deref(), *divide),
        Command::Moves { variant, fen, play, notation } => cli::moves(variant, fen.as_deref(), play, *notation),
        Command::Show { target, fen, play, notation, black, config: c } => match target.trim_start_matches('#').parse::<i64>() {
            Ok(id) => config(c).and_then(|c| cli::show_game(&c, id, *black)),
            Err(_) => cli::show(target, fen.as_deref(), play, *notation, *black),
        },
        Command::Uci => cli::uci(),
        Command::Analyse { variant, fen, depth, movetime, level } => cli::analyse(variant, fen.as_deref(), *depth, *movetime, *level),
        Command::Serve { once, config: c } => return cli::serve(config(c), *once),
        Command::Deliver { config: c } => return cli::deliver(config(c)),
        Command::CheckConfig { config: c } => config(c).and_then(|c| cli::check_config(&c)),
        Command::Games { config: c } => config(c).and_then(|c| cli::games(&c)),
        Command::Status { config: c } => config(c).and_then(|c| cli::status(&c)),
        Command::Backup { file, config: c } => config(c).and_then(|c| cli::backup(&c, file)),
        Command::SetAside { retry, config: c } => config(c).and_then(|c| cli::set_aside(&c, retry)),
        Command::Ratings { variant, rebuild, config: c } => config(c).and_then(|c| cli::ratings(&c, variant.as_deref(), *rebuild)),
        Command::Tournaments { config: c } => config(c).and_then(|c| cli::tournaments(&c)),
        Command::Tournament { id, cancel, config: c } => config(c).and_then(|c| cli::tournament(&c, *id, *cancel)),
        Command::Web(WebCommand::Build { config: c }) => config(c).and_then(|c| cli::web_build(&c)),
        Command::Web(WebCommand::Serve { port, bind, dir, config: c }) => {
            config(c).and_then(|c| cli::web_serve(&c, dir.as_deref(), bind, *port))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", tandem::error::chain(&e));
            ExitCode::from(2)
        }
    }
}
