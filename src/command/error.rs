//! Why a line of a mail could not be read as a command.

use std::fmt;

use crate::i18n::{Language, Msg};

/// Why a line could not be understood. Each message says what to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// Neither a command nor something shaped like a move.
    UnknownCommand { line: String, suggestion: Option<&'static str> },
    /// A command word without what it needs.
    /// `usage`: the catalogue key of the command's forms (`usage-*`).
    MissingArgument { line: String, command: &'static str, usage: &'static str },
    /// A command word with something it cannot use.
    BadArgument { line: String, command: &'static str, argument: String, problem: Msg, usage: &'static str },
}

impl CommandError {
    /// What was wrong, for the sender in their language.
    pub fn message(&self) -> Msg {
        match self {
            CommandError::UnknownCommand { line, suggestion } => {
                Msg::new("command-unknown").arg("line", line.as_str()).arg("close", suggestion.unwrap_or("none"))
            }
            CommandError::MissingArgument { line, command, usage } => {
                Msg::new("command-missing").arg("line", line.as_str()).arg("command", *command).arg("usage", Msg::new(usage))
            }
            CommandError::BadArgument { line, argument, problem, usage, .. } => Msg::new("command-bad")
                .arg("line", line.as_str())
                .arg("argument", argument.as_str())
                .arg("problem", problem.clone())
                .arg("usage", Msg::new(usage)),
        }
    }

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
            CommandError::MissingArgument { .. } => write!(f, "{}", self.message().text(Language::En)),
            CommandError::BadArgument { .. } => write!(f, "{}", self.message().text(Language::En)),
        }
    }
}

impl std::error::Error for CommandError {}
