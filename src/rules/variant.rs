//! The games, by the names used on the command line, in mail and in the store.

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    Chess,
    TwoProng,
    TandemPawn,
    Tandem84,
    Tandem84Knightrider,
    Bughouse,
    TandemChess,
    BughouseSync,
    Crazyhouse,
}

impl Variant {
    pub const ALL: [Variant; 9] = [
        Variant::Chess,
        Variant::TwoProng,
        Variant::TandemPawn,
        Variant::Tandem84,
        Variant::Tandem84Knightrider,
        Variant::Bughouse,
        Variant::TandemChess,
        Variant::BughouseSync,
        Variant::Crazyhouse,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::TwoProng => "two-prong",
            Variant::TandemPawn => "tandem-pawn",
            Variant::Tandem84 => "tandem84",
            Variant::Tandem84Knightrider => "tandem84-knightrider",
            Variant::Bughouse => "bughouse",
            Variant::TandemChess => "tandem-chess",
            Variant::BughouseSync => "bughouse-sync",
            Variant::Crazyhouse => "crazyhouse",
        }
    }

    /// Tandem-84 under either rule set: twelve files, fairy pieces.
    pub fn is_tandem84(self) -> bool {
        matches!(self, Variant::Tandem84 | Variant::Tandem84Knightrider)
    }

    /// A turn is two moves after the first (Tandem-84, Two-Prong, the
    /// synchronous bughouse): hundreds to thousands of turns a position, so
    /// a search goes less deep in a given time.
    pub fn turns_of_two_moves(self) -> bool {
        matches!(self, Variant::Tandem84 | Variant::Tandem84Knightrider | Variant::TwoProng | Variant::BughouseSync)
    }

    /// Captured pieces may be dropped (crazyhouse and the bughouse family).
    pub fn has_drops(self) -> bool {
        matches!(self, Variant::Crazyhouse | Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync)
    }

    /// The name for humans and for the PGN `Variant` tag.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Chess => "Chess",
            Variant::TwoProng => "Two-Prong Chess",
            Variant::TandemPawn => "Tandem-Pawn Chess",
            Variant::Tandem84 => "Tandem-84",
            // Sentences put it in parentheses: it holds none.
            Variant::Tandem84Knightrider => "Tandem-84 with knightrider ghosts",
            Variant::Bughouse => "Bughouse",
            Variant::TandemChess => "Tandem Chess",
            Variant::BughouseSync => "Synchronous Bughouse",
            Variant::Crazyhouse => "Crazyhouse",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        write!(f, "unknown game '{}'; the games are: {}", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let key: String = s.trim().to_ascii_lowercase().chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        Variant::ALL
            .into_iter()
            .find(|v| v.name().replace('-', "") == key || (key == "fide" && *v == Variant::Chess))
            .ok_or_else(|| UnknownVariant(s.trim().to_string()))
    }
}
