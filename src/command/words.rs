//! The words of the command language: the closest command or keyword to a
//! typo, final punctuation, numbers of days and time controls.

use crate::i18n::Msg;

/// "is not understood here", with the keyword `word` looks like a typo of.
pub fn not_understood(word: &str, keywords: &[&str]) -> Msg {
    Msg::new("arg-not-understood").arg("close", closest(word, keywords).unwrap_or("none"))
}

/// The candidate closest to `word` by edit distance (an adjacent swap counts
/// as one edit), if close enough to be a typo: 1 edit for candidates of up
/// to 5 letters, 2 for longer. Case-insensitive. Also for variant names.
pub fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let word = word.to_lowercase();
    let length = word.chars().count();
    if length == 0 || length > 40 {
        return None;
    }
    candidates
        .iter()
        .filter_map(|&c| {
            let c_length = c.chars().count();
            let limit = if c_length <= 5 { 1 } else { 2 };
            // Each edit changes the length by at most one: most candidates
            // are out of reach before the table is built.
            if length.abs_diff(c_length) > limit {
                return None;
            }
            let d = edit_distance(&word, &c.to_lowercase());
            (d <= limit).then_some((d, c))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Optimal string alignment distance: Levenshtein plus adjacent swaps.
pub(super) fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

pub(super) fn strip_final_punctuation(s: &str) -> &str {
    s.trim_end_matches(['.', '!', '?', ',', ';', ':']).trim_end()
}

pub(super) fn parse_days(s: &str) -> Option<u32> {
    s.parse::<u32>().ok().filter(|&n| n >= 1)
}

/// A time control at the start of `words` (lower case, final punctuation
/// gone): `days N`, `N days` (as well) or `M moves in D days`. `(days,
/// moves, words used)`; `Err((argument, problem))` when the words start
/// like one but are not; `None` when none starts there.
pub(super) type TimeControlWords = Result<(u32, Option<u32>, usize), (String, Msg)>;

pub(super) fn time_control(words: &[String]) -> Option<TimeControlWords> {
    let w: Vec<&str> = words.iter().take(5).map(String::as_str).collect();
    match w.as_slice() {
        ["days", rest @ ..] => {
            let n = rest.first().copied().unwrap_or("");
            Some(parse_days(n).map(|d| (d, None, 2)).ok_or_else(|| (format!("days {n}"), Msg::new("arg-days-number"))))
        }
        // `10 moves in 30 days`.
        [m, "moves" | "move", rest @ ..] if parse_days(m).is_some() => Some(match rest {
            ["in", d, "days" | "day", ..] if parse_days(d).is_some() => Ok((parse_days(d).unwrap_or(1), parse_days(m), 5)),
            _ => Err((format!("{m} moves"), Msg::new("arg-moves-need-days").arg("moves", *m))),
        }),
        // `3 days` reads as well as `days 3`.
        [n, "days" | "day", ..] if parse_days(n).is_some() => parse_days(n).map(|d| Ok((d, None, 2))),
        _ => None,
    }
}
