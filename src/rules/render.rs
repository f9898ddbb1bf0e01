//! ASCII boards in the style of the figures of the original rule texts: `|x|` cells, `_` for an
//! empty square, rank numbers on the right, file letters underneath, and two
//! boards side by side when a game has two.

/// One board as it should be drawn: `cells[row][col]`, top row first.
pub struct BoardView {
    pub file_labels: Vec<char>,
    pub rank_labels: Vec<String>,
    pub cells: Vec<Vec<char>>,
}

impl BoardView {
    /// Builds a view of `files` x `ranks` squares; `cell(file, rank)` with
    /// 0-based coordinates from White's lower left. `flipped` draws it from
    /// the far side (Black's view).
    pub fn new(labels: &[char], ranks: u8, flipped: bool, cell: impl Fn(u8, u8) -> Option<char>) -> BoardView {
        let files = labels.len() as u8;
        let rank_order: Vec<u8> = if flipped { (0..ranks).collect() } else { (0..ranks).rev().collect() };
        let file_order: Vec<u8> = if flipped { (0..files).rev().collect() } else { (0..files).collect() };
        BoardView {
            file_labels: file_order.iter().map(|&f| labels[f as usize]).collect(),
            rank_labels: rank_order.iter().map(|r| (r + 1).to_string()).collect(),
            cells: rank_order.iter().map(|&r| file_order.iter().map(|&f| cell(f, r).unwrap_or('_')).collect()).collect(),
        }
    }
}

/// Draws the boards side by side; the rank numbers of the last board go on
/// the right, as in the figures.
pub fn render(views: &[BoardView]) -> String {
    const GAP: &str = "  ";
    let mut lines = Vec::new();
    let header: Vec<String> = views.iter().map(|v| " _".repeat(v.file_labels.len()) + " ").collect();
    lines.push(header.join(GAP).trim_end().to_string());
    let rows = views.iter().map(|v| v.cells.len()).max().unwrap_or(0);
    for row in 0..rows {
        let mut parts = Vec::new();
        for v in views {
            let mut s = String::from("|");
            for &c in v.cells.get(row).map(Vec::as_slice).unwrap_or(&[]) {
                s.push(c);
                s.push('|');
            }
            parts.push(s);
        }
        let label = views.last().and_then(|v| v.rank_labels.get(row)).cloned().unwrap_or_default();
        lines.push(format!("{} {}", parts.join(GAP), label));
    }
    let footer: Vec<String> = views.iter().map(|v| v.file_labels.iter().map(|c| format!(" {c}")).collect::<String>() + " ").collect();
    lines.push(footer.join(GAP).trim_end().to_string());
    lines.join("\n") + "\n"
}

/// The gap between boards drawn side by side with their own rank numbers.
pub const RANKED_GAP: &str = "   ";

/// Draws boards side by side, each with its own rank numbers on its right
/// (for boards seen from different sides, as bughouse partners see theirs).
/// Titles over them go in a line of their own ([`ranked_widths`]).
pub fn render_ranked(views: &[BoardView]) -> String {
    let widths = ranked_widths(views);
    let mut lines = Vec::new();
    let mut line = |parts: Vec<String>| lines.push(parts.join(RANKED_GAP).trim_end().to_string());
    let padded = |parts: Vec<String>| parts.into_iter().zip(&widths).map(|(s, &w)| format!("{s:<w$}")).collect::<Vec<_>>();
    line(padded(views.iter().map(|v| " _".repeat(v.file_labels.len())).collect()));
    let rows = views.iter().map(|v| v.cells.len()).max().unwrap_or(0);
    for row in 0..rows {
        line(padded(
            views
                .iter()
                .map(|v| {
                    let mut s = String::from("|");
                    for &c in v.cells.get(row).map(Vec::as_slice).unwrap_or(&[]) {
                        s.push(c);
                        s.push('|');
                    }
                    format!("{s} {}", v.rank_labels.get(row).cloned().unwrap_or_default())
                })
                .collect(),
        ));
    }
    line(padded(views.iter().map(|v| v.file_labels.iter().map(|c| format!(" {c}")).collect()).collect()));
    lines.join("\n") + "\n"
}

/// The width in characters of each board `render_ranked` draws, rank
/// numbers included: where a title over the next board starts.
pub fn ranked_widths(views: &[BoardView]) -> Vec<usize> {
    views.iter().map(|v| 2 * v.file_labels.len() + 1 + 1 + v.rank_labels.iter().map(String::len).max().unwrap_or(0)).collect()
}

/// A hand as players read it: `Q R N P P`, strongest first, or `-`.
pub fn hand_text(hand: &super::Hand) -> String {
    use super::Role;
    let mut parts = Vec::new();
    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn] {
        for _ in 0..hand.count(role) {
            parts.push(role.upper_char().to_string());
        }
    }
    if parts.is_empty() {
        "-".into()
    } else {
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_boards_line_up_like_the_seed_figure() {
        let left = BoardView::new(&['a', 'b', 'c', 'd', 'e', 'f'], 7, false, |f, r| (f == 2 && r == 1).then_some('B'));
        let right = BoardView::new(&['g', 'h', 'i', 'j', 'k', 'l'], 7, false, |_, _| None);
        let text = render(&[left, right]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], " _ _ _ _ _ _    _ _ _ _ _ _");
        assert_eq!(lines[6], "|_|_|B|_|_|_|  |_|_|_|_|_|_| 2");
        assert_eq!(lines[8], " a b c d e f    g h i j k l");
    }
}
