//! Why a line of a mail could not be read as a command.

use std::fmt;

/// Why a line could not be understood. Each message says what to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// Neither a command nor something shaped like a move.
    UnknownCommand { line: String, suggestion: Option<&'static str> },
    /// A command word without what it needs.
    MissingArgument { line: String, command: &'static str, usage: &'static str },
    /// A command word with something it cannot use.
    BadArgument { line: String, command: &'static str, argument: String, problem: String, usage: &'static str },
}

impl CommandError {
    /// The line as the player wrote it (trimmed).
    pub fn line(&self) -> &str {
        match self {
            CommandError::UnknownCommand { line, .. }
            | CommandError::MissingArgument { line, .. }
            | CommandError::BadArgument { line, .. } => line,
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::UnknownCommand { line, suggestion: Some(s) } => {
                write!(f, "\"{line}\" is not a command or a move. Did you mean \"{s}\"?")
            }
            CommandError::UnknownCommand { line, suggestion: None } => {
                write!(f, "\"{line}\" is not a command or a move. Write \"help\" for the list of commands.")
            }
            CommandError::MissingArgument { line, command, usage } => write!(f, "\"{line}\": {command} needs more. Write: {usage}"),
            CommandError::BadArgument { line, argument, problem, usage, .. } => {
                write!(f, "\"{line}\": \"{argument}\" {problem}. Write: {usage}")
            }
        }
    }
}

impl std::error::Error for CommandError {}
