//! Why a player's turn text was refused, in no language yet: a catalogue
//! key (`locales/<lang>/moves.ftl`) with its arguments, and the English
//! sentence the engine's own output (the CLI, logs, tests) shows. The bot
//! puts the same key into each player's language; the catalogue tests
//! check that the English catalogue says what [`fmt::Display`] says.

use std::fmt;

use super::role::Role;
use super::variant::Variant;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reason {
    pub key: &'static str,
    /// The English sentence, `{name}` standing for an argument.
    english: &'static str,
    pub args: Vec<(&'static str, ReasonArg)>,
}

/// An argument of a reason.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReasonArg {
    /// What the player wrote, quoted as written (the sentence adds the
    /// quotes: each language has its own).
    Quote(String),
    /// Words the same in every language: a square, a board's letter.
    Text(String),
    /// A move or turn in the engine's notation, as an example or a
    /// suggestion: rewritten into the reader's letters
    /// ([`Reason::map_moves`]).
    Move(String),
    /// Example moves, one or another: "e4, Nf3 or O-O".
    Moves(Vec<String>),
    /// A kind of piece; each language names it (and declines it) itself.
    Piece(Role),
    /// A language (its notation, its letters) by its code (`de`) and
    /// English name (`German`): not the `Language` type, whose file
    /// depends on the games' files, which depend on this one.
    Language { code: &'static str, english: &'static str },
    /// A game: "Tandem-84".
    Variant(Variant),
    /// A word each language has its own for, selected by its English form:
    /// a colour (`White`), a castling side (`kingside`).
    Word(&'static str),
    /// A reason inside the sentence.
    Reason(Box<Reason>),
    /// Sentence parts in a row: "K (king), Q (queen)".
    List(Vec<Reason>),
}

impl Reason {
    pub fn new(key: &'static str, english: &'static str) -> Reason {
        Reason { key, english, args: Vec::new() }
    }

    /// "there is no move in it": the text was empty, or decorations alone.
    pub fn no_move() -> Reason {
        Reason::new("reason-no-move", "there is no move in it")
    }

    /// "no legal move matches", where nothing more precise can be said.
    pub fn no_match() -> Reason {
        Reason::new("reason-no-match", "no legal move matches")
    }

    /// The same with argument `name`.
    pub fn arg(mut self, name: &'static str, value: ReasonArg) -> Reason {
        self.args.push((name, value));
        self
    }

    pub fn quote(self, name: &'static str, text: impl Into<String>) -> Reason {
        self.arg(name, ReasonArg::Quote(text.into()))
    }

    pub fn text(self, name: &'static str, text: impl Into<String>) -> Reason {
        self.arg(name, ReasonArg::Text(text.into()))
    }

    pub fn mv(self, name: &'static str, text: impl Into<String>) -> Reason {
        self.arg(name, ReasonArg::Move(text.into()))
    }

    pub fn moves(self, name: &'static str, moves: &[&str]) -> Reason {
        self.arg(name, ReasonArg::Moves(moves.iter().map(|m| m.to_string()).collect()))
    }

    pub fn language(self, name: &'static str, code: &'static str, english: &'static str) -> Reason {
        self.arg(name, ReasonArg::Language { code, english })
    }

    pub fn variant(self, name: &'static str, variant: Variant) -> Reason {
        self.arg(name, ReasonArg::Variant(variant))
    }

    pub fn piece(self, name: &'static str, role: Role) -> Reason {
        self.arg(name, ReasonArg::Piece(role))
    }

    pub fn word(self, name: &'static str, word: &'static str) -> Reason {
        self.arg(name, ReasonArg::Word(word))
    }

    pub fn reason(self, name: &'static str, reason: Reason) -> Reason {
        self.arg(name, ReasonArg::Reason(Box::new(reason)))
    }

    /// `items` in a row, the last joined by `key` (`{a} and {b}`, `a` the
    /// others by commas): "German, Polish and Dutch".
    pub fn joined(key: &'static str, english: &'static str, mut items: Vec<Reason>) -> Reason {
        match items.len() {
            0 | 1 => items.pop().unwrap_or_else(|| Reason::new("reason-list", "{items}").arg("items", ReasonArg::List(vec![]))),
            _ => {
                let last = items.pop().expect("two or more");
                let init = if items.len() == 1 {
                    items.remove(0)
                } else {
                    Reason::new("reason-list", "{items}").arg("items", ReasonArg::List(items))
                };
                Reason::new(key, english).reason("a", init).reason("b", last)
            }
        }
    }

    /// `self` inside the sentence `key` (`english` holds `{reason}`).
    pub fn within(self, key: &'static str, english: &'static str) -> Reason {
        Reason::new(key, english).reason("reason", self)
    }

    /// `self`, with " (you are in check)" where the mover is in check.
    pub fn in_check(self, check: bool) -> Reason {
        if check {
            self.within("reason-in-check", "{reason} (you are in check)")
        } else {
            self
        }
    }

    /// Every argument, nested ones too, changed by `f`: how a dialect
    /// writes the example moves in the player's letters and quotes the
    /// player's own words.
    pub fn map_args(&mut self, f: &mut dyn FnMut(&mut ReasonArg)) {
        for (_, arg) in &mut self.args {
            match arg {
                ReasonArg::Reason(r) => r.map_args(f),
                ReasonArg::List(rs) => rs.iter_mut().for_each(|r| r.map_args(f)),
                other => f(other),
            }
        }
    }

    fn get(&self, name: &str) -> Option<&ReasonArg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// The English sentence.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.english;
        while let Some(open) = rest.find('{') {
            f.write_str(&rest[..open])?;
            let Some(close) = rest[open..].find('}').map(|c| open + c) else { break };
            match self.get(&rest[open + 1..close]) {
                Some(arg) => write!(f, "{arg}")?,
                None => f.write_str(&rest[open..=close])?,
            }
            rest = &rest[close + 1..];
        }
        f.write_str(rest)
    }
}

impl fmt::Display for ReasonArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReasonArg::Quote(t) | ReasonArg::Text(t) | ReasonArg::Move(t) => f.write_str(t),
            ReasonArg::Language { english, .. } => f.write_str(english),
            ReasonArg::Variant(v) => f.write_str(v.title()),
            ReasonArg::Moves(ms) => f.write_str(&join_or(ms)),
            ReasonArg::Piece(r) => f.write_str(r.name()),
            ReasonArg::Word(w) => f.write_str(w),
            ReasonArg::Reason(r) => write!(f, "{r}"),
            ReasonArg::List(rs) => f.write_str(&rs.iter().map(Reason::to_string).collect::<Vec<_>>().join(", ")),
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
pub fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}
