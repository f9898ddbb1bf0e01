//! Why a command of the `tandem` binary failed.

use std::error::Error;
use std::fmt;

use tandem::config::ConfigError;
use tandem::daemon::DaemonError;
use tandem::store::StoreError;

type Cause = Box<dyn Error + Send + Sync + 'static>;

/// What every command returns.
pub type CliResult = Result<(), CliError>;

/// What a command could not do; `source()` says why. `main` prints it with
/// its causes ([`tandem::error::chain`]).
#[derive(Debug)]
pub enum CliError {
    /// `--config` names a file that cannot be read or used.
    Config(ConfigError),
    /// The store of `games` or `show ID` cannot be opened or read.
    Store(StoreError),
    /// `serve` or `deliver` stopped; its error says what it was doing.
    Daemon(DaemonError),
    /// An argument that cannot be used: `what` names it (`VARIANT`,
    /// `--fen`, `--play, turn 3 (Ke3)`), `source()` says why.
    Input {
        what: String,
        source: Cause,
    },
    NoSuchGame(i64),
    NoSuchTournament(i64),
    /// There is no store where the configuration says.
    NoStore(std::path::PathBuf),
    /// `set-aside --retry` names a mail that is not set aside.
    NoSuchSetAside(String),
    /// The mailbox could not be read (`status`, `set-aside`).
    Mail(tandem::mail::MailError),
    /// A stored game that cannot be drawn (its variant or position).
    StoredGame {
        id: i64,
        source: Cause,
    },
    /// `check-config` found problems (each printed above).
    Problems(usize),
    /// `web build` or `web serve` without `[web] dir` (or `--dir`).
    NoWeb,
    /// The web archive could not be written.
    Web(tandem::web::WebError),
    /// `web serve` could not run.
    Serve(tandem::web::serve::ServeError),
}

impl CliError {
    pub fn input(what: impl Into<String>, source: impl Into<Cause>) -> CliError {
        CliError::Input { what: what.into(), source: source.into() }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Config(_) => f.write_str("the configuration cannot be used"),
            CliError::Store(_) => f.write_str("the store cannot be read"),
            // The daemon's words say what stopped; `chain` does not repeat them.
            CliError::Daemon(e) => e.fmt(f),
            CliError::Input { what, .. } => f.write_str(what),
            CliError::NoSuchGame(id) => write!(f, "there is no game #{id} (`tandem games` lists them)"),
            CliError::NoSuchTournament(id) => write!(f, "there is no tournament #{id} (`tandem tournaments` lists them)"),
            CliError::NoStore(path) => write!(
                f,
                "there is no store at {}: name the bot's configuration with --config FILE or TANDEM_CONFIG=FILE \
                 (without one, tandem looks in ./{})",
                path.display(),
                tandem::config::DEFAULT_DATA_DIR
            ),
            CliError::NoSuchSetAside(key) => write!(f, "no set-aside mail {key:?} (`tandem set-aside` lists them)"),
            CliError::Mail(_) => f.write_str("the mailbox cannot be read"),
            CliError::StoredGame { id, .. } => write!(f, "game #{id} in the store cannot be drawn"),
            CliError::Problems(n) => write!(f, "{n} problem(s) found (see above)"),
            CliError::NoWeb => f.write_str("the configuration has no [web] dir: set it (see config.example.toml), or give --dir"),
            CliError::Web(_) => f.write_str("the web archive could not be written"),
            CliError::Serve(e) => e.fmt(f),
        }
    }
}

impl Error for CliError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            CliError::Config(e) => Some(e),
            CliError::Store(e) => Some(e),
            CliError::Daemon(e) => Some(e),
            CliError::Input { source, .. } | CliError::StoredGame { source, .. } => Some(source.as_ref()),
            CliError::Mail(e) => Some(e),
            CliError::Web(e) => Some(e),
            CliError::NoSuchGame(_)
            | CliError::NoSuchTournament(_)
            | CliError::Problems(_)
            | CliError::NoStore(_)
            | CliError::NoSuchSetAside(_)
            | CliError::NoWeb
            | CliError::Serve(_) => None,
        }
    }
}

impl From<ConfigError> for CliError {
    fn from(e: ConfigError) -> Self {
        CliError::Config(e)
    }
}
impl From<StoreError> for CliError {
    fn from(e: StoreError) -> Self {
        CliError::Store(e)
    }
}
impl From<tandem::mail::MailError> for CliError {
    fn from(e: tandem::mail::MailError) -> Self {
        CliError::Mail(e)
    }
}
impl From<tandem::web::WebError> for CliError {
    fn from(e: tandem::web::WebError) -> Self {
        CliError::Web(e)
    }
}
impl From<tandem::web::serve::ServeError> for CliError {
    fn from(e: tandem::web::serve::ServeError) -> Self {
        CliError::Serve(e)
    }
}
impl From<DaemonError> for CliError {
    fn from(e: DaemonError) -> Self {
        CliError::Daemon(e)
    }
}
