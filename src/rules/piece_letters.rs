//! Piece letters in the languages correspondence players write in. The
//! engine reads and writes English SAN; this file turns a player's letters
//! into English ones and back, at the places a piece letter stands
//! (`piece_slots`), so files and squares are never touched: `dxe5` is a
//! pawn capture in every language, `Dd1` a queen move only in a language
//! whose queen is `D`. Which language is never guessed: the player's
//! setting says it.
//!
//! Rulings (docs/rules.md, "Notation in other languages"):
//! - A pawn move has no letter. The pawn's letter is written and read only
//!   in a drop (`B@e4` in German; Dutch has none: `@e4`) and in
//!   Tandem-84's drop/swap, which names both pieces (`Gd6<>Bj6` in German,
//!   `Gd6<>j6` in Dutch).
//! - A game's own letters stay the same in every language: Tandem-84's
//!   chancellor `C`, marshall `M` and ghost `G`; where a language's knight
//!   is `C` (French, Spanish, Italian), the knight is `N` in Tandem-84.
//!   Tandem-Pawn's whole tandem is `T`; where the rook is `T` (German,
//!   French, Spanish, Italian, Dutch), a whole tandem is `TT` (`TTe4`).
//! - Lower case names a piece only where it cannot be a file (`sf3` is a
//!   German knight move, `dd4` a pawn move from the d-file).

use super::piece_slots::{rewrite, Rewrite, Slot};
use super::role::Role;
use super::variant::Variant;

/// A language of piece letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    En,
    De,
    Fr,
    Es,
    It,
    Nl,
    Ru,
    Pl,
    Pt,
}

/// The standard pieces, in the order legends list them.
const STANDARD: [Role; 5] = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl Language {
    /// In the order of the help's list: English, then the languages of
    /// the largest correspondence chess federations first.
    pub const ALL: [Language; 9] =
        [Language::En, Language::De, Language::Ru, Language::Pl, Language::It, Language::Es, Language::Fr, Language::Nl, Language::Pt];

    /// The language of an ISO 639-1 code (`de`), any case.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Fr => "fr",
            Language::Es => "es",
            Language::It => "it",
            Language::Nl => "nl",
            Language::Ru => "ru",
            Language::Pl => "pl",
            Language::Pt => "pt",
        }
    }

    /// The language's name in English.
    pub fn name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::De => "German",
            Language::Fr => "French",
            Language::Es => "Spanish",
            Language::It => "Italian",
            Language::Nl => "Dutch",
            Language::Ru => "Russian",
            Language::Pl => "Polish",
            Language::Pt => "Portuguese",
        }
    }

    /// The language's own name, as its players would look for it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::En => "english",
            Language::De => "deutsch",
            Language::Fr => "français",
            Language::Es => "español",
            Language::It => "italiano",
            Language::Nl => "nederlands",
            Language::Ru => "русский",
            Language::Pl => "polski",
            Language::Pt => "português",
        }
    }

    /// The letter of a standard piece (K Q R B N, and the pawn's, which is
    /// written only in drops), as this language writes it.
    pub fn letter(self, role: Role) -> &'static str {
        use Language::*;
        use Role::*;
        match (self, role) {
            (En, King) | (De | Nl, King) => "K",
            (En, Queen) => "Q",
            (En, Rook) => "R",
            (En, Bishop) => "B",
            (En, Knight) => "N",
            (En | Fr | Es | It, Pawn) => "P",
            (De, Pawn) => "B",
            (Nl, Pawn) => "",
            (De | Fr | Es | It | Nl, Queen) => "D",
            (De | Fr | Es | It | Nl, Rook) => "T",
            (De | Nl, Bishop) => "L",
            (De, Knight) => "S",
            (Fr | Es | It, King) => "R",
            (Fr, Bishop) => "F",
            (Es | It, Bishop) => "A",
            (Fr | Es | It, Knight) => "C",
            (Nl, Knight) => "P",
            (Ru, King) => "Кр",
            (Ru, Queen) => "Ф",
            (Ru, Rook) => "Л",
            (Ru, Bishop) => "С",
            (Ru, Knight) => "К",
            (Ru, Pawn) => "п",
            // Polish: król, hetman, wieża, goniec, skoczek.
            (Pl, King) => "K",
            (Pl, Queen) => "H",
            (Pl, Rook) => "W",
            (Pl, Bishop) => "G",
            (Pl, Knight) => "S",
            (Pl, Pawn) => "P",
            // Portuguese: rei, dama, torre, bispo, cavalo.
            (Pt, King) => "R",
            (Pt, Queen) => "D",
            (Pt, Rook) => "T",
            (Pt, Bishop) => "B",
            (Pt, Knight) => "C",
            (Pt, Pawn) => "P",
            // The fairy pieces keep their letters (see `letters`).
            (_, r) => fairy_letter(r),
        }
    }

    /// How Tandem-Pawn's whole tandem is marked: `T`, or `TT` where the rook is `T`.
    pub fn tandem_marker(self) -> &'static str {
        if self.letter(Role::Rook) == "T" {
            "TT"
        } else {
            "T"
        }
    }
}

fn fairy_letter(role: Role) -> &'static str {
    match role {
        Role::Chancellor => "C",
        Role::Marshall => "M",
        Role::Ghost => "G",
        Role::Pawn => "P",
        Role::King => "K",
        Role::Queen => "Q",
        Role::Rook => "R",
        Role::Bishop => "B",
        Role::Knight => "N",
    }
}

/// The pieces of `variant` with their letters in `lang`, pawn excluded:
/// the game's own letters win over the language's (see the module doc).
pub fn letters(lang: Language, variant: Variant) -> Vec<(Role, &'static str)> {
    let mut out: Vec<(Role, &'static str)> = STANDARD.iter().map(|&r| (r, lang.letter(r))).collect();
    if variant.is_tandem84() {
        for fairy in [Role::Chancellor, Role::Marshall, Role::Ghost] {
            let letter = fairy_letter(fairy);
            for entry in out.iter_mut().filter(|(_, l)| *l == letter) {
                entry.1 = fairy_letter(entry.0);
            }
            out.push((fairy, letter));
        }
    }
    out
}

/// `K (king), D (queen), ...`: the letters of `lang` in `variant`, for
/// players; with the pawn's letter for drops where the game has drops.
pub fn legend(lang: Language, variant: Variant) -> String {
    let mut parts: Vec<String> = letters(lang, variant).iter().map(|(r, l)| format!("{l} ({})", r.name())).collect();
    if variant.has_drops() {
        let pawn = lang.letter(Role::Pawn);
        parts.push(format!("{pawn}@ (a pawn drop)"));
    }
    if variant == Variant::TandemPawn {
        parts.push(format!("{} (a whole tandem)", lang.tandem_marker()));
    }
    parts.join(", ")
}

/// A letter the player's language does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForeignLetter {
    pub letter: String,
    pub lang: Language,
    pub variant: Variant,
}

impl std::fmt::Display for ForeignLetter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "'{}' is not a piece letter in {} notation, which you chose: {}; a pawn move has no letter",
            self.letter,
            self.lang.name(),
            legend(self.lang, self.variant)
        )
    }
}

/// Whether a lower-case ASCII letter is a file of `variant` (a-h, or a-l in Tandem-84).
fn is_file(c: char, variant: Variant) -> bool {
    let last = if variant.is_tandem84() { 'l' } else { 'h' };
    ('a'..=last).contains(&c)
}

/// Whether `rest` starts with `letter`: exactly for Latin capitals, in any
/// case for Cyrillic, and in lower case where that is not a file (or
/// anywhere, with `any_case`: a promotion piece is never a file).
fn starts_with_letter(rest: &str, letter: &str, variant: Variant, any_case: bool) -> Option<usize> {
    if letter.is_empty() {
        return None;
    }
    if letter.is_ascii() {
        if rest.starts_with(letter) {
            return Some(letter.len());
        }
        let lower = letter.to_ascii_lowercase();
        let first = lower.chars().next()?;
        return (rest.starts_with(&lower) && (any_case || !is_file(first, variant))).then_some(lower.len());
    }
    let n = letter.chars().count();
    let head: String = rest.chars().take(n).collect();
    (head.to_lowercase() == letter.to_lowercase()).then_some(head.len())
}

/// Whether `c`, at a slot, is an English piece letter (which a player of
/// another language has no use for: refused rather than guessed).
fn english_letter(c: char, slot: Slot, variant: Variant) -> bool {
    let up = c.to_ascii_uppercase();
    match slot {
        Slot::Start => "KQRBNP".contains(up) && (c.is_ascii_uppercase() || !is_file(c, variant)),
        Slot::Promotion | Slot::Suffix => "QRBN".contains(up),
    }
}

/// A player's move text in `lang` as English SAN: piece letters swapped,
/// everything else as written. English text comes back unchanged.
pub fn to_english(text: &str, lang: Language, variant: Variant) -> Result<String, ForeignLetter> {
    if lang == Language::En {
        return Ok(text.to_string());
    }
    let mut table = letters(lang, variant);
    // Longest first: Russian `Кр` before `К`.
    table.sort_by_key(|(_, l)| std::cmp::Reverse(l.chars().count()));
    let pawn = lang.letter(Role::Pawn);
    let promotions: &[Role] = if variant.is_tandem84() { &super::tandem84::PROMOTIONS } else { &super::chess::PROMOTION_ROLES };
    rewrite(text, variant, &mut |slot, rest| -> Result<Rewrite, ForeignLetter> {
        let start = slot == Slot::Start;
        if start && variant == Variant::TandemPawn {
            if let Some(n) = tandem_marker_len(rest, lang) {
                return Ok(Some((n, "T".to_string())));
            }
        }
        for (role, letter) in table.iter().filter(|(r, _)| start || promotions.contains(r)) {
            if let Some(n) = starts_with_letter(rest, letter, variant, !start) {
                return Ok(Some((n, role.upper_char().to_string())));
            }
        }
        if start {
            let drop = starts_with_letter(rest, pawn, variant, false).filter(|&n| pawn_letter_stands(&rest[n..], variant, &['@', '*']));
            if let Some(n) = drop {
                return Ok(Some((n, "P".to_string())));
            }
        }
        match rest.chars().next() {
            Some(c) if english_letter(c, slot, variant) => Err(ForeignLetter { letter: c.to_string(), lang, variant }),
            _ => Ok(None),
        }
    })
}

/// Whether a pawn's letter may stand before `after`: in a drop (`P@e4`),
/// and before a square in Tandem-84, whose drop/swap names the pawn
/// (`Gd6<>Pj6`).
fn pawn_letter_stands(after: &str, variant: Variant, drop_marks: &[char]) -> bool {
    // Tandem-84's rule text writes the pawn's move with a dash (`P-b4`).
    let after = if variant.is_tandem84() { after.strip_prefix('-').unwrap_or(after) } else { after };
    let mut chars = after.chars();
    match chars.next() {
        Some(c) if drop_marks.contains(&c) => true,
        Some(c) => variant.is_tandem84() && is_file(c, variant) && chars.next().is_some_and(|r| r.is_ascii_digit()),
        None => false,
    }
}

/// How many bytes of a Tandem-Pawn move's start mark a whole tandem in `lang`.
fn tandem_marker_len(rest: &str, lang: Language) -> Option<usize> {
    let b = rest.as_bytes();
    let pawn_move = |c: Option<&u8>| matches!(c, Some(b'a'..=b'h' | b'x' | b'1'..=b'8'));
    if b.starts_with(b"TT") && pawn_move(b.get(2)) {
        return Some(2);
    }
    let t_is_rook = lang.letter(Role::Rook) == "T";
    (!t_is_rook && matches!(b.first(), Some(b'T' | b't')) && pawn_move(b.get(1))).then_some(1)
}

/// English SAN written by the engine, with `lang`'s piece letters.
pub fn from_english(text: &str, lang: Language, variant: Variant) -> String {
    if lang == Language::En {
        return text.to_string();
    }
    let table = letters(lang, variant);
    let pawn = lang.letter(Role::Pawn);
    let written = rewrite::<()>(text, variant, &mut |slot, rest| {
        let Some(c) = rest.chars().next() else { return Ok(None) };
        let next = rest[c.len_utf8()..].chars().next();
        if slot == Slot::Start && variant == Variant::TandemPawn && c == 'T' && next.is_some_and(|n| n == 'x' || n.is_ascii_lowercase()) {
            return Ok(Some((1, lang.tandem_marker().to_string())));
        }
        if slot == Slot::Start && c == 'P' && pawn_letter_stands(&rest[1..], variant, &['@']) {
            return Ok(Some((1, pawn.to_string())));
        }
        let Some(role) = Role::from_char(c).filter(|_| c.is_ascii_uppercase()) else { return Ok(None) };
        Ok(table.iter().find(|(r, _)| *r == role).map(|(_, l)| (1, l.to_string())))
    });
    written.unwrap_or_else(|()| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(text: &str, lang: Language, variant: Variant) -> String {
        to_english(text, lang, variant).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn each_language_reads_its_own_letters() {
        assert_eq!(en("Sf3", Language::De, Variant::Chess), "Nf3");
        assert_eq!(en("Lxc4", Language::De, Variant::Chess), "Bxc4");
        assert_eq!(en("Dd1", Language::De, Variant::Chess), "Qd1");
        assert_eq!(en("e8=D", Language::De, Variant::Chess), "e8=Q");
        assert_eq!(en("e7e8d", Language::De, Variant::Chess), "e7e8Q");
        assert_eq!(en("Cf3", Language::Fr, Variant::Chess), "Nf3");
        assert_eq!(en("Fb5", Language::Fr, Variant::Chess), "Bb5");
        assert_eq!(en("Re2", Language::Fr, Variant::Chess), "Ke2");
        assert_eq!(en("Ab5", Language::Es, Variant::Chess), "Bb5");
        assert_eq!(en("Pf3", Language::Nl, Variant::Chess), "Nf3");
        assert_eq!(en("Кf3", Language::Ru, Variant::Chess), "Nf3");
        assert_eq!(en("Крe2", Language::Ru, Variant::Chess), "Ke2");
        assert_eq!(en("крe2", Language::Ru, Variant::Chess), "Ke2");
        assert_eq!(en("e8=Ф", Language::Ru, Variant::Chess), "e8=Q");
        assert_eq!(en("Sf3", Language::Pl, Variant::Chess), "Nf3");
        assert_eq!(en("Gb5", Language::Pl, Variant::Chess), "Bb5");
        assert_eq!(en("Hd1", Language::Pl, Variant::Chess), "Qd1");
        assert_eq!(en("Wxa8", Language::Pl, Variant::Chess), "Rxa8");
        assert_eq!(en("e8=H", Language::Pl, Variant::Chess), "e8=Q");
        assert_eq!(en("Cf3", Language::Pt, Variant::Chess), "Nf3");
        assert_eq!(en("Bb5", Language::Pt, Variant::Chess), "Bb5");
        assert_eq!(en("Re2", Language::Pt, Variant::Chess), "Ke2");
        assert_eq!(en("Tfe1", Language::Pt, Variant::Chess), "Rfe1");
        assert_eq!(from_english("Qxf7#", Language::Pt, Variant::Chess), "Dxf7#");
        assert_eq!(from_english("Qxf7#", Language::Pl, Variant::Chess), "Hxf7#");
        // Tandem-84's ghost is G in every language: the Polish bishop is B there.
        assert_eq!(from_english("Bb1/Gh1", Language::Pl, Variant::Tandem84), "Bb1/Gh1");
        assert_eq!(from_english("Nb1/Rh1", Language::Pl, Variant::Tandem84), "Sb1/Wh1");
        // Files stay files.
        assert_eq!(en("dxe5", Language::De, Variant::Chess), "dxe5");
        assert_eq!(en("cxd5", Language::Fr, Variant::Chess), "cxd5");
        assert_eq!(en("sf3", Language::De, Variant::Chess), "Nf3");
        assert_eq!(en("O-O", Language::Fr, Variant::Chess), "O-O");
    }

    #[test]
    fn english_letters_are_refused_in_another_language() {
        for (text, lang) in [("Nf3", Language::De), ("Qd1", Language::Fr), ("Bb5", Language::De), ("e8=Q", Language::Es)] {
            let e = to_english(text, lang, Variant::Chess).unwrap_err();
            assert!(e.to_string().contains(lang.name()), "{e}");
        }
    }

    #[test]
    fn drops_board_labels_and_the_games_own_letters() {
        assert_eq!(en("B@e4", Language::De, Variant::Crazyhouse), "P@e4");
        assert_eq!(en("S@f3", Language::De, Variant::Crazyhouse), "N@f3");
        assert_eq!(en("A:Ae4", Language::Es, Variant::Bughouse), "A:Be4");
        assert_eq!(en("A: Ae4 B: Cf3", Language::Es, Variant::BughouseSync), "A: Be4 B: Nf3");
        assert_eq!(from_english("P@e4", Language::Nl, Variant::Crazyhouse), "@e4");
        assert_eq!(from_english("A:N@f3", Language::De, Variant::Bughouse), "A:S@f3");
        // Tandem-84: C is the chancellor in every language; the French knight is N.
        assert_eq!(en("Cb3/Nh3", Language::Fr, Variant::Tandem84), "Cb3/Nh3");
        assert_eq!(from_english("Tb1<>Nh1", Language::Fr, Variant::Tandem84), "Tb1<>Nh1");
        assert_eq!(from_english("Rb1<>Nh1", Language::De, Variant::Tandem84), "Tb1<>Sh1");
        assert_eq!(from_english("G<>c7=Q", Language::De, Variant::Tandem84), "G<>c7=D");
        assert_eq!(en("G<>c7=D", Language::De, Variant::Tandem84), "G<>c7=Q");
        // A drop/swap names the pawn, in the language's letter (fuzz: Spanish
        // wrote `Gd6<>Pj6` and could not read it back).
        for lang in Language::ALL {
            let written = from_english("Gd6<>Pj6", lang, Variant::Tandem84Knightrider);
            assert_eq!(
                en(&written, lang, Variant::Tandem84Knightrider),
                if lang == Language::Nl { "Gd6<>j6" } else { "Gd6<>Pj6" },
                "{lang:?}"
            );
        }
        assert_eq!(from_english("Pa2<>Rl2", Language::De, Variant::Tandem84), "Ba2<>Tl2");
        // The rule text's style, with the pawn's letter and a dash, in every language.
        assert_eq!(en("B-b4/Txh3", Language::De, Variant::Tandem84), "P-b4/Rxh3");
        assert_eq!(en("P-b4/Wxh3", Language::Pl, Variant::Tandem84), "P-b4/Rxh3");
        assert_eq!(en("п-b4/Лxh3", Language::Ru, Variant::Tandem84), "P-b4/Rxh3");
        assert_eq!(from_english("Gd6<>Pj6", Language::Ru, Variant::Tandem84), "Gd6<>пj6");
        // Tandem-Pawn: TT for a whole tandem where T is the rook.
        assert_eq!(from_english("Texd5", Language::De, Variant::TandemPawn), "TTexd5");
        assert_eq!(en("TTexd5", Language::De, Variant::TandemPawn), "Texd5");
        assert_eq!(en("Te1", Language::De, Variant::TandemPawn), "Re1");
        assert_eq!(from_english("Te4", Language::Ru, Variant::TandemPawn), "Te4");
        assert_eq!(en("Te4", Language::Ru, Variant::TandemPawn), "Te4");
    }
}
