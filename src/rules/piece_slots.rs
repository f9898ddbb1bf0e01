//! Where a piece letter may stand in a written turn, so that the letters of
//! one notation can be swapped for those of another without touching files,
//! board labels or move numbers: the start of each move (after a bughouse
//! board label `A:` and a move number `12.`), after Tandem-84's `<>`, after
//! `=` or `(` of a promotion, and a lone letter after the rank of the
//! destination (`e8Q`). Moves are separated by white space, `/ , & ;`.

use super::variant::Variant;

/// What kind of place a piece letter would fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// The start of a move: `Nf3`, `N@f3`, `Te4` (Tandem-Pawn), the right
    /// side of Tandem-84's `Rb1<>Nh1`.
    Start,
    /// After `=` or `(`: `e8=Q`, `e8(Q)`.
    Promotion,
    /// A lone letter after the destination's rank: `e8Q`, `e7e8q`.
    Suffix,
}

/// What to do at a slot: `Some((bytes, text))` replaces that many bytes of
/// the rest of the move with `text`; `None` leaves it.
pub(crate) type Rewrite = Option<(usize, String)>;

pub(crate) fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '/' | ',' | '&' | ';')
}

fn has_board_labels(variant: Variant) -> bool {
    matches!(variant, Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync)
}

/// Rewrites `text` slot by slot with `at`, which is given the kind of slot
/// and the rest of the move from there. Stops at the first error.
pub(crate) fn rewrite<E>(text: &str, variant: Variant, at: &mut dyn FnMut(Slot, &str) -> Result<Rewrite, E>) -> Result<String, E> {
    let mut out = String::with_capacity(text.len() + 4);
    let mut token_start = None;
    for (i, c) in text.char_indices() {
        if is_separator(c) {
            if let Some(s) = token_start.take() {
                rewrite_move(&text[s..i], variant, at, &mut out)?;
            }
            out.push(c);
        } else if token_start.is_none() {
            token_start = Some(i);
        }
    }
    if let Some(s) = token_start {
        rewrite_move(&text[s..], variant, at, &mut out)?;
    }
    Ok(out)
}

/// What comes before the move in a token: a bughouse board label (`A:`)
/// and a move number (`12.`), then the move.
pub(crate) fn split_prefix(token: &str, variant: Variant) -> (&str, &str) {
    let mut i = if has_board_labels(variant) { label_len(token) } else { 0 };
    i += number_len(&token[i..]);
    token.split_at(i)
}

/// The length of a board label at the start of `token` (`A:`, `b.`, `1A.`), if any.
fn label_len(token: &str) -> usize {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let b = token.as_bytes();
    match (b.get(digits), b.get(digits + 1)) {
        (Some(b'A' | b'a' | b'B' | b'b'), Some(b':' | b'.')) => {
            digits + 1 + token[digits + 1..].bytes().take_while(|&c| c == b':' || c == b'.').count()
        }
        _ => 0,
    }
}

/// The length of a move number at the start of `token` (`12.`, `12...`, `3…`).
fn number_len(token: &str) -> usize {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &token[digits..];
    let dots = rest.len() - rest.trim_start_matches(['.', '…']).len();
    if digits > 0 && dots > 0 {
        digits + dots
    } else {
        0
    }
}

/// Whether what follows a rank digit is one letter, then only check or
/// comment marks: a promotion piece written without `=`.
fn lone_letter_follows(rest: &str) -> bool {
    let core = rest.trim_end_matches(['+', '#', '!', '?', '^', ')']);
    let mut chars = core.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if c.is_alphabetic())
}

fn rewrite_move<E>(token: &str, variant: Variant, at: &mut dyn FnMut(Slot, &str) -> Result<Rewrite, E>, out: &mut String) -> Result<(), E> {
    let mut i = 0;
    if has_board_labels(variant) {
        if matches!(token, "A" | "a" | "B" | "b") {
            out.push_str(token);
            return Ok(());
        }
        i = label_len(token);
    }
    i += number_len(&token[i..]);
    out.push_str(&token[..i]);
    let mut slot = Some(Slot::Start);
    let mut prev = '\0';
    while i < token.len() {
        let rest = &token[i..];
        if let Some(kind) = slot.take() {
            if let Some((n, text)) = at(kind, rest)? {
                out.push_str(&text);
                i += n.max(1).min(rest.len());
                prev = '\0';
                continue;
            }
        }
        let c = rest.chars().next().expect("not at the end");
        out.push(c);
        i += c.len_utf8();
        let after = &token[i..];
        slot = match c {
            '=' | '(' => Some(Slot::Promotion),
            '>' if prev == '<' => Some(Slot::Start),
            _ if c.is_ascii_digit() && lone_letter_follows(after) => Some(Slot::Suffix),
            _ => None,
        };
        prev = c;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slots(text: &str, variant: Variant) -> String {
        rewrite::<()>(text, variant, &mut |slot, rest| {
            let c = rest.chars().next().unwrap();
            let mark = match slot {
                Slot::Start => 'S',
                Slot::Promotion => 'P',
                Slot::Suffix => 'X',
            };
            Ok(Some((c.len_utf8(), format!("[{mark}{c}]"))))
        })
        .unwrap()
    }

    #[test]
    fn slots_are_where_piece_letters_stand() {
        assert_eq!(slots("Nf3", Variant::Chess), "[SN]f3");
        assert_eq!(slots("12. Nf3 e8=Q", Variant::Chess), "12. [SN]f3 [Se]8=[PQ]");
        assert_eq!(slots("e7e8q+", Variant::Chess), "[Se]7e8[Xq]+");
        assert_eq!(slots("exd8(N)", Variant::Chess), "[Se]xd8([PN])");
        assert_eq!(slots("A:N@f3", Variant::Bughouse), "A:[SN]@f3");
        assert_eq!(slots("A: d5 B: Nf3", Variant::BughouseSync), "A: [Sd]5 B: [SN]f3");
        assert_eq!(slots("Rb1<>Nh1", Variant::Tandem84), "[SR]b1<>[SN]h1");
        assert_eq!(slots("P-b4/Rxh3", Variant::Tandem84), "[SP]-b4/[SR]xh3");
        // No labels outside the bughouse family: `A:` is not one in chess.
        assert_eq!(slots("Кf3", Variant::Chess), "[SК]f3");
    }
}
