//! Figurine algebraic notation: the chess glyphs in place of piece letters
//! (`♘f3`, `e8=♕`), as players copy moves from chess sites and books.
//! Read from everyone in every game: either colour's glyph for either
//! side's piece, with or without the pawn's glyph. Written with the white
//! glyphs. Tandem-84's fairy pieces have no glyph in the common fonts and
//! keep their letters (`C M G`); the chancellor's and marshall's glyphs of
//! Unicode's chess symbols (knight-bishop, knight-rook) are read too.

use super::piece_slots::{rewrite, Slot};
use super::reason::Reason;
use super::role::Role;
use super::variant::Variant;

/// The glyph written for a standard piece.
pub fn glyph(role: Role) -> Option<char> {
    Some(match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
        _ => return None,
    })
}

/// What a chess glyph names: a piece, or a piece no game here has.
enum Glyph {
    Piece(Role),
    /// Unicode names it (a knight-queen, a rotated or neutral piece...).
    Foreign(&'static str),
}

fn read_glyph(c: char) -> Option<Glyph> {
    Some(Glyph::Piece(match c {
        '♔' | '♚' => Role::King,
        '♕' | '♛' => Role::Queen,
        '♖' | '♜' => Role::Rook,
        '♗' | '♝' => Role::Bishop,
        '♘' | '♞' => Role::Knight,
        '♙' | '♟' => Role::Pawn,
        // Unicode's chess symbols: knight-bishop and knight-rook.
        '\u{1FA50}' | '\u{1FA53}' => Role::Chancellor,
        '\u{1FA4F}' | '\u{1FA52}' => Role::Marshall,
        '\u{1FA4E}' | '\u{1FA51}' => return Some(Glyph::Foreign("knight-queen")),
        '\u{1FA00}'..='\u{1FA6F}' => return Some(Glyph::Foreign("fairy piece")),
        _ => return None,
    }))
}

/// Whether `text` holds a chess glyph.
pub fn has_glyph(text: &str) -> bool {
    text.chars().any(|c| read_glyph(c).is_some())
}

/// A glyph for a piece `variant` does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingPiece {
    pub glyph: char,
    /// What it shows: a piece of another game, or one no game here has
    /// (`knight-queen`, `fairy piece`).
    shows: Result<Role, &'static str>,
    pub variant: Variant,
}

impl MissingPiece {
    /// Why it cannot be read, for the player: "🩐 is a chancellor, which
    /// Chess does not have; its pieces are ♔ ♕ ♖ ♗ ♘ ♙".
    pub fn reason(&self) -> Reason {
        let reason = match self.shows {
            Ok(role) => Reason::new("reason-glyph-piece", "{glyph} is a {piece}, which {variant} does not have; its pieces are {pieces}")
                .piece("piece", role),
            Err("knight-queen") => Reason::new(
                "reason-glyph-knight-queen",
                "{glyph} is a knight-queen, which {variant} does not have; its pieces are {pieces}",
            ),
            Err(_) => Reason::new("reason-glyph-fairy", "{glyph} is a fairy piece, which {variant} does not have; its pieces are {pieces}"),
        };
        reason.text("glyph", self.glyph.to_string()).variant("variant", self.variant).reason("pieces", pieces_of(self.variant))
    }
}

impl std::fmt::Display for MissingPiece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.reason())
    }
}

/// The pieces of a game as figurine notation writes them.
fn pieces_of(variant: Variant) -> Reason {
    let glyphs = "♔ ♕ ♖ ♗ ♘ ♙";
    if variant.is_tandem84() {
        Reason::new("reason-glyph-pieces-tandem84", "{glyphs} and C ({chancellor}), M ({marshall}), G ({ghost})")
            .text("glyphs", glyphs)
            .piece("chancellor", Role::Chancellor)
            .piece("marshall", Role::Marshall)
            .piece("ghost", Role::Ghost)
    } else {
        Reason::new("reason-glyph-pieces", "{glyphs}").text("glyphs", glyphs)
    }
}

/// `text` with its glyphs as English letters (emoji variation selectors
/// dropped), or the glyph of a piece the game lacks.
pub fn to_english(text: &str, variant: Variant) -> Result<String, MissingPiece> {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match read_glyph(c) {
            None if matches!(c, '\u{FE0E}' | '\u{FE0F}') => {}
            None => out.push(c),
            Some(Glyph::Piece(role)) => {
                let fairy = matches!(role, Role::Chancellor | Role::Marshall);
                if fairy && !variant.is_tandem84() {
                    return Err(MissingPiece { glyph: c, shows: Ok(role), variant });
                }
                out.push(role.upper_char());
            }
            Some(Glyph::Foreign(shows)) => return Err(MissingPiece { glyph: c, shows: Err(shows), variant }),
        }
    }
    Ok(out)
}

/// English SAN written by the engine, with glyphs for the standard pieces.
pub fn from_english(text: &str, variant: Variant) -> String {
    let written = rewrite::<()>(text, variant, &mut |slot, rest| {
        let mut chars = rest.chars();
        let (Some(c), next) = (chars.next(), chars.next()) else { return Ok(None) };
        if !c.is_ascii_uppercase() {
            return Ok(None);
        }
        // Tandem-Pawn's `T` marks a whole tandem; `O-O` is castling.
        let tandem = slot == Slot::Start && variant == Variant::TandemPawn && c == 'T';
        if tandem || c == 'O' || (c == 'P' && next != Some('@')) {
            return Ok(None);
        }
        Ok(Role::from_char(c).and_then(glyph).map(|g| (1, g.to_string())))
    });
    written.unwrap_or_else(|()| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_of_either_colour_read_as_letters() {
        assert_eq!(to_english("♘f3", Variant::Chess).unwrap(), "Nf3");
        assert_eq!(to_english("♞xf3+", Variant::Chess).unwrap(), "Nxf3+");
        assert_eq!(to_english("♙e4", Variant::Chess).unwrap(), "Pe4");
        assert_eq!(to_english("e8=♛", Variant::Chess).unwrap(), "e8=Q");
        assert_eq!(to_english("♘\u{fe0f}f3", Variant::Chess).unwrap(), "Nf3");
        assert_eq!(to_english("\u{1FA50}b3/♘h3", Variant::Tandem84).unwrap(), "Cb3/Nh3");
        let e = to_english("\u{1FA50}b3", Variant::Chess).unwrap_err();
        assert!(e.to_string().contains("chancellor, which Chess does not have"), "{e}");
        assert!(to_english("\u{1FA4E}f3", Variant::Tandem84).is_err());
    }

    #[test]
    fn written_with_white_glyphs_but_castling_and_markers_keep_their_letters() {
        assert_eq!(from_english("Nf3", Variant::Chess), "♘f3");
        assert_eq!(from_english("exd8=Q+", Variant::Chess), "exd8=♕+");
        assert_eq!(from_english("O-O-O", Variant::Chess), "O-O-O");
        assert_eq!(from_english("P@e4", Variant::Crazyhouse), "♙@e4");
        assert_eq!(from_english("A:N@f3", Variant::Bughouse), "A:♘@f3");
        assert_eq!(from_english("Texd5", Variant::TandemPawn), "Texd5");
        assert_eq!(from_english("Rb1<>Nh1", Variant::Tandem84), "♖b1<>♘h1");
        assert_eq!(from_english("Cb3/G<>c7=M", Variant::Tandem84), "Cb3/G<>c7=M");
    }
}
