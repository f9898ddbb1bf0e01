//! How a player writes and reads moves: the `notation` setting. The engine
//! reads and writes English SAN; a dialect turns a player's text into it
//! before a turn is parsed, and the engine's notation into the player's
//! when a turn is written to them.
//!
//! - `Letters(language)`: piece letters of that language, read and written
//!   (`piece_letters`).
//! - `Figurine`: written with glyphs (`♘f3`), read with English letters.
//! - `Iccf`: written in ICCF numeric notation (`7163`), read with English
//!   letters.
//!
//! Every dialect also reads figurines (`figurine`) and numeric moves
//! (`iccf`) wherever they are unambiguous: they mean the same in every
//! language. Letters of another language than the player's are never
//! guessed.

use std::fmt;
use std::str::FromStr;

use super::notation::{NotationError, NotationErrorKind, Reason, ReasonArg};
use super::piece_letters::{self, Language};
use super::piece_slots::{is_separator, split_prefix};
use super::position::Position;
use super::role::Role;
use super::side::Side;
use super::variant::Variant;
use super::{figurine, iccf, Turn};

/// A player's notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    Letters(Language),
    Figurine,
    Iccf,
}

impl Default for Dialect {
    fn default() -> Self {
        Dialect::ENGLISH
    }
}

impl Dialect {
    pub const ENGLISH: Dialect = Dialect::Letters(Language::En);

    pub const ALL: [Dialect; 11] = [
        Dialect::Letters(Language::En),
        Dialect::Letters(Language::De),
        Dialect::Letters(Language::Ru),
        Dialect::Letters(Language::Pl),
        Dialect::Letters(Language::It),
        Dialect::Letters(Language::Es),
        Dialect::Letters(Language::Fr),
        Dialect::Letters(Language::Nl),
        Dialect::Letters(Language::Pt),
        Dialect::Figurine,
        Dialect::Iccf,
    ];

    /// The setting's code: `en`, `de`, ..., `figurine`, `iccf`.
    pub fn code(self) -> &'static str {
        match self {
            Dialect::Letters(l) => l.code(),
            Dialect::Figurine => "figurine",
            Dialect::Iccf => "iccf",
        }
    }

    /// The letters read from the player: their language's, else English.
    pub fn language(self) -> Language {
        match self {
            Dialect::Letters(l) => l,
            Dialect::Figurine | Dialect::Iccf => Language::En,
        }
    }

    /// The setting's name: "German letters", "figurines", "ICCF numeric".
    pub fn title(self) -> String {
        match self {
            Dialect::Letters(l) => format!("{} letters", l.name()),
            Dialect::Figurine => "figurines".to_string(),
            Dialect::Iccf => "ICCF numeric".to_string(),
        }
    }

    /// What the setting means, in a sentence's words: "German piece letters
    /// (K king, D queen, T rook, L bishop, S knight)".
    pub fn describe(self) -> String {
        match self {
            Dialect::Letters(l) => format!("{} piece letters: {}", l.name(), piece_letters::legend(l, Variant::Chess)),
            Dialect::Figurine => "figurine notation: the pieces drawn as ♔ ♕ ♖ ♗ ♘ ♙".to_string(),
            Dialect::Iccf => "ICCF numeric notation: 5254 for e2-e4, 7163 for Ng1-f3, 57581 for e8=Q".to_string(),
        }
    }

    // ----- reading -----

    /// A player's turn text as English SAN, with the pairs (English part,
    /// the player's part) of the moves that changed. Figurines and numeric
    /// moves are read in every dialect, the player's own letters only in
    /// theirs.
    fn to_english(self, text: &str, variant: Variant) -> Result<(String, Vec<(String, String)>), Reason> {
        let mut out = String::with_capacity(text.len() + 8);
        let mut pairs = Vec::new();
        let mut token = String::new();
        let mut flush = |token: &mut String, out: &mut String| -> Result<(), Reason> {
            if token.is_empty() {
                return Ok(());
            }
            let english = self.token_to_english(token, variant)?;
            if english != *token {
                pairs.push((english.clone(), token.clone()));
            }
            out.push_str(&english);
            token.clear();
            Ok(())
        };
        for c in text.chars() {
            if is_separator(c) {
                flush(&mut token, &mut out)?;
                out.push(c);
            } else {
                token.push(c);
            }
        }
        flush(&mut token, &mut out)?;
        Ok((out, pairs))
    }

    fn token_to_english(self, token: &str, variant: Variant) -> Result<String, Reason> {
        let (prefix, body) = split_prefix(token, variant);
        if iccf::looks_numeric(body) {
            return iccf::read_token(body, variant).map(|m| format!("{prefix}{m}")).map_err(|e| numeric_reason(&e));
        }
        let english = piece_letters::to_english(token, self.language(), variant).map_err(|e| foreign_letter_reason(&e))?;
        if figurine::has_glyph(&english) {
            return figurine::to_english(&english, variant).map_err(|e| e.reason());
        }
        Ok(english)
    }

    /// Another reading of a refused text, for "did you mean": its letters
    /// as English, its numeric moves as digits alone.
    fn second_reading(self, text: &str, variant: Variant) -> Option<String> {
        let tokens: Vec<String> = text
            .split(is_separator)
            .map(|t| {
                let (prefix, body) = split_prefix(t, variant);
                if iccf::looks_numeric(body) {
                    format!("{prefix}{}", body.chars().filter(char::is_ascii_digit).collect::<String>())
                } else {
                    t.to_string()
                }
            })
            .collect();
        let text = tokens.join(" ");
        Dialect::ENGLISH.to_english(&text, variant).ok().map(|(e, _)| e)
    }

    /// Reads a turn the player of `side` (if given) wrote in this dialect.
    /// Refusals quote the player's text and name the turns they may have
    /// meant in their own notation.
    pub fn read_turn(self, pos: &Position, side: Option<Side>, text: &str) -> Result<Turn, NotationError> {
        let parse = |t: &str| match side {
            Some(s) => pos.parse_turn_for(s, t),
            None => pos.parse_turn(t),
        };
        let input = text.trim();
        let variant = pos.variant();
        let (english, pairs) = match self.to_english(input, variant) {
            Ok(read) => read,
            Err(reason) => {
                let mut e = NotationError::unreadable(input, reason);
                if let Some(turn) = self.second_reading(input, variant).and_then(|alt| parse(&alt).ok()) {
                    e.candidates = vec![self.write_turn(variant, &turn, &pos.turn_notation(&turn))];
                }
                return Err(e);
            }
        };
        let read = if pairs.is_empty() && self == Dialect::ENGLISH {
            parse(input)
        } else {
            parse(&english).map_err(|e| self.localize(pos, side, input, &english, &pairs, e))
        };
        read.map_err(|e| self.other_letters(pos, &parse, input, e))
    }

    /// A text that cannot be read but is a move in another language's
    /// letters (`Sf3`, German, from a player of English): the refusal names
    /// the letter, offers the move in the player's notation and says how to
    /// choose that language. It is never played: another language's
    /// letters are never guessed.
    fn other_letters(
        self,
        pos: &Position,
        parse: &dyn Fn(&str) -> Result<Turn, NotationError>,
        input: &str,
        mut e: NotationError,
    ) -> NotationError {
        if e.kind != NotationErrorKind::Unreadable || !e.candidates.is_empty() {
            return e;
        }
        let variant = pos.variant();
        let own = piece_letters::letters(self.language(), variant);
        // "S is a knight" -> the languages it is one in
        let mut meanings: Vec<((&str, Role), Vec<Language>)> = Vec::new();
        for lang in Language::ALL.into_iter().filter(|&l| l != self.language()) {
            let Ok(english) = piece_letters::to_english(input, lang, variant) else { continue };
            let Ok(turn) = (if english == input { continue } else { parse(&english) }) else { continue };
            let candidate = self.write_turn(variant, &turn, &pos.turn_notation(&turn));
            if !e.candidates.contains(&candidate) {
                e.candidates.push(candidate);
            }
            for (role, letter) in piece_letters::letters(lang, variant) {
                if !input.contains(letter) || own.contains(&(role, letter)) {
                    continue;
                }
                match meanings.iter_mut().find(|(m, _)| *m == (letter, role)) {
                    Some((_, langs)) => langs.push(lang),
                    None => meanings.push(((letter, role), vec![lang])),
                }
            }
        }
        if meanings.is_empty() {
            return e;
        }
        let said: Vec<Reason> = meanings
            .iter()
            .map(|((letter, role), langs)| {
                let names = langs.iter().map(|l| Reason::new("reason-language", "{language}").language("language", l.code(), l.name()));
                Reason::new("reason-letter-means", "{letter} is a {piece} in {languages} notation")
                    .text("letter", *letter)
                    .piece("piece", *role)
                    .reason("languages", Reason::joined("reason-and", "{a} and {b}", names.collect()))
            })
            .collect();
        let mut langs: Vec<Language> = meanings.iter().flat_map(|(_, l)| l.iter().copied()).collect();
        langs.dedup();
        let lines = langs.iter().map(|l| Reason::new("reason-notation-line", "'notation {code}'").text("code", l.code())).collect();
        let mine = match self {
            Dialect::Letters(l) => Reason::new("reason-notation-letters", "{language} letters").language("language", l.code(), l.name()),
            Dialect::Figurine => Reason::new("reason-notation-figurine", "figurines"),
            Dialect::Iccf => Reason::new("reason-notation-iccf", "ICCF numeric"),
        };
        e.reason = match langs.as_slice() {
            [one] => Reason::new(
                "reason-other-letters-one",
                "{meanings}, not in {mine}, your notation; the line {lines} makes {language} letters yours",
            )
            .language("language", one.code(), one.name()),
            _ => Reason::new(
                "reason-other-letters-many",
                "{meanings}, not in {mine}, your notation; the line {lines} makes that language's letters yours",
            ),
        }
        .arg("meanings", ReasonArg::List(said))
        .reason("mine", mine)
        .reason("lines", Reason::joined("reason-or", "{a} or {b}", lines));
        e
    }

    /// An error about the English reading of `input`, told in this dialect.
    fn localize(
        self,
        pos: &Position,
        side: Option<Side>,
        input: &str,
        english: &str,
        pairs: &[(String, String)],
        mut e: NotationError,
    ) -> NotationError {
        let variant = pos.variant();
        let numeric = input.split(is_separator).any(|t| iccf::looks_numeric(split_prefix(t, variant).1));
        if numeric && variant.has_drops() {
            e.reason = e
                .reason
                .within("reason-numeric-no-drop", "{reason} (a drop has no numeric form: write it like {example})")
                .mv("example", "N@f3");
        }
        // What it quotes of the text, the player's words; its examples, their letters.
        e.reason.map_args(&mut |arg| match arg {
            ReasonArg::Quote(q) => {
                if q == english {
                    *q = input.to_string();
                } else if let Some((_, own)) = pairs.iter().find(|(eng, _)| eng == q) {
                    *q = own.clone();
                }
            }
            ReasonArg::Move(m) => *m = self.write_text(variant, m),
            ReasonArg::Moves(ms) => ms.iter_mut().for_each(|m| *m = self.write_text(variant, m)),
            _ => {}
        });
        e.input = input.to_string();
        e.candidates = e
            .candidates
            .iter()
            .map(|c| {
                let parsed = match side {
                    Some(s) => pos.parse_turn_for(s, c),
                    None => pos.parse_turn(c),
                };
                match parsed {
                    Ok(turn) => self.write_turn(variant, &turn, c),
                    Err(_) => self.write_text(variant, c),
                }
            })
            .collect();
        e
    }

    // ----- writing -----

    /// A turn of `variant` for this player: `canonical` is the engine's
    /// notation of `turn` (with check marks).
    pub fn write_turn(self, variant: Variant, turn: &Turn, canonical: &str) -> String {
        match self {
            Dialect::Iccf => iccf::write_turn(variant, turn, canonical).unwrap_or_else(|| canonical.to_string()),
            _ => self.write_text(variant, canonical),
        }
    }

    /// The engine's notation with this player's letters or glyphs, where
    /// only the text is at hand (numeric notation needs the turn: its
    /// players get the English letters they read).
    pub fn write_text(self, variant: Variant, canonical: &str) -> String {
        match self {
            Dialect::Letters(l) => piece_letters::from_english(canonical, l, variant),
            Dialect::Figurine => figurine::from_english(canonical, variant),
            Dialect::Iccf => canonical.to_string(),
        }
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A notation the bot does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDialect(pub String);

impl fmt::Display for UnknownDialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Dialect::ALL.iter().map(|d| d.code()).collect();
        write!(f, "'{}' is not a notation; the notations are {}", self.0, codes.join(", "))
    }
}

impl std::error::Error for UnknownDialect {}

impl FromStr for Dialect {
    type Err = UnknownDialect;

    /// A code (`de`), or the name in English or in the language itself
    /// (`german`, `deutsch`); `numeric` for `iccf`.
    fn from_str(s: &str) -> Result<Dialect, UnknownDialect> {
        let key = s.trim().to_lowercase();
        let found = match key.as_str() {
            "figurine" | "figurines" | "figurine algebraic" => Some(Dialect::Figurine),
            "iccf" | "numeric" | "iccf numeric" => Some(Dialect::Iccf),
            "san" | "algebraic" => Some(Dialect::ENGLISH),
            "francais" => Some(Dialect::Letters(Language::Fr)),
            "espanol" => Some(Dialect::Letters(Language::Es)),
            "russkij" | "russkiy" => Some(Dialect::Letters(Language::Ru)),
            "portugues" => Some(Dialect::Letters(Language::Pt)),
            _ => Language::ALL
                .into_iter()
                .find(|l| l.code() == key || l.name().to_lowercase() == key || l.own_name() == key)
                .map(Dialect::Letters),
        };
        found.ok_or_else(|| UnknownDialect(s.trim().to_string()))
    }
}

/// Why a numeric move cannot be read.
fn numeric_reason(e: &iccf::NumericError) -> Reason {
    use iccf::NumericError::*;
    match e {
        NoNumericHere(v) => Reason::new(
            "reason-numeric-none",
            "{variant} has no numeric notation (its boards have twelve files); write moves like {examples}",
        )
        .variant("variant", *v)
        .moves("examples", &["b4", "Nc3", "Rxh3", "b4/Nh3"]),
        Malformed(t) => Reason::new(
            "reason-numeric-malformed",
            "'{text}' is not a numeric move: it is four digits, the from-square's file and rank then the to-square's \
             (a=1 ... h=8, ranks 1-8), like 5254 for e2-e4, and a fifth for a promotion (1 queen, 2 rook, 3 bishop, 4 knight)",
        )
        .quote("text", t),
        Mixture(t) => Reason::new(
            "reason-numeric-mixture",
            "'{text}' mixes a numeric move with other letters: write the digits alone, like 5254, or the move in algebraic notation",
        )
        .quote("text", t),
        Drop(t) => Reason::new(
            "reason-numeric-drop",
            "'{text}': a drop has no numeric form; write the piece, @ and the square, like {drop} ({pawn-drop} for a pawn)",
        )
        .quote("text", t)
        .mv("drop", "N@f3")
        .mv("pawn-drop", "P@e4"),
    }
}

/// A letter the player's language does not have, with the letters it has.
fn foreign_letter_reason(e: &piece_letters::ForeignLetter) -> Reason {
    let (lang, variant) = (e.lang, e.variant);
    let mut legend: Vec<Reason> = piece_letters::letters(lang, variant)
        .into_iter()
        .map(|(role, letter)| Reason::new("reason-legend-piece", "{letter} ({piece})").text("letter", letter).piece("piece", role))
        .collect();
    if variant.has_drops() {
        legend.push(Reason::new("reason-legend-drop", "{letter}@ (a pawn drop)").text("letter", lang.letter(Role::Pawn)));
    }
    if variant == Variant::TandemPawn {
        legend.push(Reason::new("reason-legend-tandem", "{letter} (a whole tandem)").text("letter", lang.tandem_marker()));
    }
    Reason::new(
        "reason-foreign-letter",
        "'{letter}' is not a piece letter in {language} notation, which you chose: {legend}; a pawn move has no letter",
    )
    .quote("letter", e.letter.clone())
    .language("language", lang.code(), lang.name())
    .arg("legend", ReasonArg::List(legend))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_read_back() {
        for d in Dialect::ALL {
            assert_eq!(d.code().parse::<Dialect>(), Ok(d));
        }
        assert_eq!("Deutsch".parse::<Dialect>(), Ok(Dialect::Letters(Language::De)));
        assert_eq!("numeric".parse::<Dialect>(), Ok(Dialect::Iccf));
        assert!("xx".parse::<Dialect>().unwrap_err().to_string().contains("en, de, ru, pl, it, es, fr, nl, pt, figurine, iccf"));
    }

    #[test]
    fn a_refusals_examples_take_the_players_letters_but_not_what_it_quotes() {
        let de = Dialect::Letters(Language::De);
        let pos = Position::start(Variant::Chess).unwrap();
        let e = de.read_turn(&pos, None, "Zf3").unwrap_err();
        assert!(e.to_string().ends_with("write moves like e4, Sf3, exd5, O-O, e8=D or e2e4"), "{e}");
        let e = de.read_turn(&pos, None, "Nf3").unwrap_err();
        assert!(e.to_string().contains("S (knight)"), "{e}");
        let e = de.read_turn(&pos, None, "xf3").unwrap_err();
        assert!(e.to_string().ends_with("as in Sxf3 or exd5. Did you mean Sf3 or f3?"), "{e}");
        // The player's own part of a turn stays quoted as written.
        let two = Position::from_fen(Variant::TwoProng, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
        let e = de.read_turn(&two, None, "e5/Sg4").unwrap_err();
        assert!(e.to_string().contains("the second move 'Sg4': no knight of yours can move to g4"), "{e}");
        let e = de.read_turn(&pos, None, "Le5").unwrap_err();
        assert!(e.to_string().starts_with("'Le5' is not legal here"), "{e}");
    }
}
