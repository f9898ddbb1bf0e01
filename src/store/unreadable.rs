//! A stored value that cannot be read back.

use std::fmt;

/// A value in the database that the store cannot read (edited by hand?),
/// and what is wrong with it, for the operator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable(pub String);

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable value in the database: {}", self.0)
    }
}

impl std::error::Error for Unreadable {}
