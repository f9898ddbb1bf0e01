//! The piece set: Colin M.L. Burnett's pieces (the "cburnett" set, BSD
//! licence, see src/picture/assets/pieces/LICENSE) and, drawn in their style for
//! Tandem-84 and Tandem-Pawn Chess, the chancellor (a knight on a bishop's
//! foot, the bishop's cross on its neck), the marshall (a knight on a
//! rook's battlements), the ghost (a sheet with eyes) and the tandem (two
//! pawns). Each is an SVG of 45 x 45 units in `src/picture/assets/pieces/`.

use crate::rules::{Color, Piece, Role};

/// What stands on a square or in a hand, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Figurine {
    Piece(Piece),
    /// Two pawns on one square (Tandem-Pawn Chess).
    Tandem(Color),
}

/// The side of the square the drawings are made on.
pub const UNITS: u32 = 45;

impl Figurine {
    /// `wK`, `bT`: the name of its file and of its symbol in a picture.
    pub fn code(self) -> &'static str {
        let (color, i) = match self {
            Figurine::Piece(p) => (p.color, p.role.index()),
            Figurine::Tandem(c) => (c, Role::COUNT),
        };
        const WHITE: [&str; Role::COUNT + 1] = ["wP", "wN", "wB", "wR", "wQ", "wK", "wC", "wM", "wG", "wT"];
        const BLACK: [&str; Role::COUNT + 1] = ["bP", "bN", "bB", "bR", "bQ", "bK", "bC", "bM", "bG", "bT"];
        match color {
            Color::White => WHITE[i],
            Color::Black => BLACK[i],
        }
    }

    /// `white king`, `black tandem of two pawns`: what it is, in words.
    pub fn words(self) -> String {
        match self {
            Figurine::Piece(p) => [lower(p.color), " ", p.role.name()].concat(),
            Figurine::Tandem(c) => [lower(c), " tandem of two pawns"].concat(),
        }
    }

    pub fn color(self) -> Color {
        match self {
            Figurine::Piece(p) => p.color,
            Figurine::Tandem(c) => c,
        }
    }

    /// The drawing: SVG markup in a 45 x 45 box (what is inside the file's
    /// `<svg>` element).
    pub fn drawing(self) -> &'static str {
        let file = match self.code() {
            "wP" => include_str!("assets/pieces/wP.svg"),
            "wN" => include_str!("assets/pieces/wN.svg"),
            "wB" => include_str!("assets/pieces/wB.svg"),
            "wR" => include_str!("assets/pieces/wR.svg"),
            "wQ" => include_str!("assets/pieces/wQ.svg"),
            "wK" => include_str!("assets/pieces/wK.svg"),
            "wC" => include_str!("assets/pieces/wC.svg"),
            "wM" => include_str!("assets/pieces/wM.svg"),
            "wG" => include_str!("assets/pieces/wG.svg"),
            "wT" => include_str!("assets/pieces/wT.svg"),
            "bP" => include_str!("assets/pieces/bP.svg"),
            "bN" => include_str!("assets/pieces/bN.svg"),
            "bB" => include_str!("assets/pieces/bB.svg"),
            "bR" => include_str!("assets/pieces/bR.svg"),
            "bQ" => include_str!("assets/pieces/bQ.svg"),
            "bK" => include_str!("assets/pieces/bK.svg"),
            "bC" => include_str!("assets/pieces/bC.svg"),
            "bM" => include_str!("assets/pieces/bM.svg"),
            "bG" => include_str!("assets/pieces/bG.svg"),
            _ => include_str!("assets/pieces/bT.svg"),
        };
        let inner = file.trim_end();
        let start = inner.find('>').map_or(0, |i| i + 1);
        let end = inner.rfind("</svg>").unwrap_or(inner.len());
        &inner[start..end]
    }
}

/// `white`, `black`: a colour as the pictures' attributes name it.
fn lower(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figurine_has_its_own_drawing() {
        let mut all: Vec<Figurine> =
            Role::ALL.iter().flat_map(|&r| [Color::White, Color::Black].map(|c| Figurine::Piece(Piece::new(c, r)))).collect();
        all.extend([Figurine::Tandem(Color::White), Figurine::Tandem(Color::Black)]);
        let mut seen = std::collections::HashSet::new();
        for f in all {
            let d = f.drawing();
            assert!(d.starts_with("<g") && d.ends_with("</g>"), "{}: {d}", f.code());
            assert!(seen.insert(d), "{} has the drawing of another piece", f.code());
            let word = f.words();
            let role = word.rsplit(' ').next().unwrap();
            assert!(d.contains(&format!("class=\"{} ", f.color().name().to_lowercase())), "{}", f.code());
            assert!(d.contains(role) || role == "pawns", "{} is drawn as a {role}", f.code());
        }
    }
}
