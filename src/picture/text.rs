//! Text in a picture, set from the glyph outlines of `font.rs` (DejaVu
//! Sans) so that no reader's or machine's font changes it: widths, line
//! breaks, and where each glyph goes. Glyphs stand on whole pixels, so that
//! a glyph drawn once can be copied wherever it appears.

use super::font::{Glyph, GLYPHS, UNITS_PER_EM};

/// The glyph of `ch`; `?` for a character the font table lacks.
pub fn glyph(ch: char) -> &'static Glyph {
    match GLYPHS.binary_search_by(|g| g.ch.cmp(&ch)) {
        Ok(i) => &GLYPHS[i],
        Err(_) => glyph('?'),
    }
}

/// The glyph's index in the table: its name in a picture.
pub fn glyph_index(ch: char) -> usize {
    GLYPHS.binary_search_by(|g| g.ch.cmp(&ch)).unwrap_or_else(|_| glyph_index('?'))
}

/// The width of `text` set at `size` pixels.
pub fn width(text: &str, size: u32) -> u32 {
    let units: u32 = text.chars().map(|c| u32::from(glyph(c).advance)).sum();
    (units * size).div_ceil(u32::from(UNITS_PER_EM))
}

/// Where each glyph of `text` starts, set at `size` pixels from `x`: the
/// pen's position rounded to the pixel. Spaces take room but no glyph.
pub fn place(text: &str, x: i32, size: u32) -> Vec<(char, i32)> {
    let mut pen = 0u32;
    let mut out = Vec::with_capacity(text.len());
    for ch in text.chars() {
        let left = x + ((pen * size + u32::from(UNITS_PER_EM) / 2) / u32::from(UNITS_PER_EM)) as i32;
        if !ch.is_whitespace() {
            out.push((ch, left));
        }
        pen += u32::from(glyph(ch).advance);
    }
    out
}

/// `text` broken at spaces into lines no wider than `max` at `size` (a
/// word longer than a line stands alone on its line).
pub fn wrap(text: &str, size: u32, max: u32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if line.is_empty() || width(&candidate, size) <= max {
            line = candidate;
        } else {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_holds_what_pictures_write() {
        assert!(GLYPHS.windows(2).all(|w| w[0].ch < w[1].ch));
        for ch in "abcdefghijkl 12345678 Board A: White to move Left board (a-f) ×2 Black's hand: none".chars() {
            assert_eq!(glyph(ch).ch, ch);
        }
        assert_eq!(glyph('♔').ch, '?');
    }

    /// Every character a picture may draw in any language is in the
    /// table (none drawn as `?`): the words of `pictures.ftl` and the
    /// boards' titles and a match's end (`board-title-*`, `board-match-*` of
    /// `mail.ftl`).
    #[test]
    fn every_language_draws_its_own_letters() {
        use crate::i18n::catalog::sources;
        use crate::i18n::Language;
        for language in Language::ALL {
            let mut missing = std::collections::BTreeSet::new();
            for (area, source) in sources(language).filter(|(a, _)| *a == "pictures" || *a == "mail") {
                let mut drawn = area == "pictures";
                for line in source.lines() {
                    if !line.starts_with([' ', '#']) && !line.is_empty() {
                        drawn = area == "pictures" || line.starts_with("board-title") || line.starts_with("board-match");
                    }
                    if drawn && !line.trim_start().starts_with('#') {
                        missing.extend(line.chars().filter(|&c| glyph(c).ch != c));
                    }
                }
            }
            assert!(missing.is_empty(), "{}: the font lacks {missing:?}", language.code());
        }
    }

    #[test]
    fn widths_places_and_lines() {
        // DejaVu Sans: "a" is 1255 units of 2048 wide.
        assert_eq!(width("a", 2048), 1255);
        assert_eq!(width("", 12), 0);
        let placed = place("ab c", 10, 20);
        assert_eq!(placed.iter().map(|p| p.0).collect::<String>(), "abc");
        assert_eq!(placed[0].1, 10);
        assert!(placed.windows(2).all(|w| w[0].1 < w[1].1));
        let lines = wrap("a ghost moves as a rook on its board and as a bishop after a drop", 12, 150);
        assert!(lines.len() > 1 && lines.iter().all(|l| width(l, 12) <= 150), "{lines:?}");
        assert_eq!(lines.join(" "), "a ghost moves as a rook on its board and as a bishop after a drop");
    }
}
