//! The crosstable of a round-robin section: every entrant's result against
//! every other, the points, the tie-breaks and the places, as data
//! ([`Crosstable::compute`]); [`Crosstable::text`] draws it in the style of
//! the ASCII boards for a mail's text part, [`Crosstable::html`] as a table
//! for its HTML part (and for a web page).
//!
//! Ties on points are broken by the Sonneborn-Berger score (the sum, over
//! the games that count, of the points scored in each game times the
//! opponent's points), then by the games won, then by the result between
//! the tied entrants (their points in the games among themselves); entrants
//! still level share the place. Games won by forfeit count as won games
//! everywhere (points, Sonneborn-Berger, wins); an entrant whose games are
//! annulled (see [`super::withdrawal`]) is listed last, without a place, and
//! none of their games counts for anyone.

use super::performance::performance;
use super::withdrawal::Why;
use crate::mail::HtmlOut;

/// An entrant as the crosstable shows them.
#[derive(Debug, Clone, PartialEq)]
pub struct Entrant {
    /// The number in the Berger table, from 1.
    pub number: u32,
    /// Their public name (a team: both, joined by `&`).
    pub name: String,
    /// Their rating when the section started (a team: the mean).
    pub rating: Option<f64>,
    /// Withdrawn, and whether their games are annulled.
    pub left: Option<Left>,
}

/// An entrant who left the section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Left {
    pub why: Why,
    pub annulled: bool,
}

/// Where a game of the section stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Not over yet.
    Playing,
    /// Over on the board: White's score in half points (2, 1 or 0).
    Result(u8),
    /// Ended without play and lost by this entrant (a withdrawal).
    Forfeit { loser: u32 },
    /// Ended without a result that counts (a cancelled section, or a
    /// game of an entrant whose games are annulled).
    Void,
}

/// A game of the section: entrant numbers, White (team 1) first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    pub round: u32,
    pub white: u32,
    pub black: u32,
    pub state: State,
}

/// One result in a cell of the crosstable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    /// Over, but it does not count.
    Annulled,
    /// Still to be played (or in play).
    Pending,
}

impl Mark {
    /// The mark as the text crosstable writes it (one character).
    pub fn symbol(self) -> char {
        match self {
            Mark::Win => '1',
            Mark::Draw => '½',
            Mark::Loss => '0',
            Mark::ForfeitWin => '+',
            Mark::ForfeitLoss => '-',
            Mark::Annulled => 'x',
            Mark::Pending => '.',
        }
    }
}

/// The words a crosstable is drawn with, in its reader's language (what
/// the marks mean is the catalogue's `crosstable-legend`, written under it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The text's column headings: points, Sonneborn-Berger, games won,
    /// place, performance (`Pts SB Won Place Perf`).
    pub pts: String,
    pub sb: String,
    pub won: String,
    pub place: String,
    pub perf: String,
    /// The HTML table's headings of the number, the name and the points
    /// (`#`, `Name`, `Points`; its other headings are the text's).
    pub number: String,
    pub name: String,
    pub points: String,
    /// After the text row of an entrant who left: `(withdrew)`,
    /// `(withdrawn: 3 losses on time)`, each with its games annulled.
    pub withdrew: String,
    pub withdrawn_on_time: String,
    pub withdrew_annulled: String,
    pub withdrawn_on_time_annulled: String,
    /// After the name in the HTML table: `(withdrawn)`, `(withdrawn; annulled)`.
    pub withdrawn: String,
    pub withdrawn_annulled: String,
}

impl Words {
    /// The note after the text row of an entrant who left.
    fn left(&self, l: Left) -> &str {
        match (l.why, l.annulled) {
            (Why::Withdrew, false) => &self.withdrew,
            (Why::Time, false) => &self.withdrawn_on_time,
            (Why::Withdrew, true) => &self.withdrew_annulled,
            (Why::Time, true) => &self.withdrawn_on_time_annulled,
        }
    }
}

/// A place in the standings: `from == to` for one entrant, else shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub from: u32,
    pub to: u32,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.from == self.to {
            write!(f, "{}", self.from)
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}

/// An entrant's line of the crosstable.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub number: u32,
    pub name: String,
    /// Against each entrant by number (`cells[j - 1]` against entrant `j`),
    /// one mark per game in round order; empty against oneself.
    pub cells: Vec<Vec<Mark>>,
    /// In half points.
    pub points: u32,
    /// Sonneborn-Berger, in quarter points.
    pub sb: u32,
    /// Games won (forfeits included).
    pub wins: u32,
    /// Games that count and are over.
    pub counted: u32,
    /// `None` for an entrant whose games are annulled.
    pub place: Option<Place>,
    pub left: Option<Left>,
    /// The performance rating ([`performance`]); `None` without games
    /// played over the board against rated opponents.
    pub performance: Option<i64>,
}

/// A section's crosstable.
#[derive(Debug, Clone, PartialEq)]
pub struct Crosstable {
    /// By number.
    pub rows: Vec<Row>,
    /// By place (annulled entrants last): indexes into `rows`.
    pub order: Vec<usize>,
    /// How many games the section has, and how many are over.
    pub games: u32,
    pub over: u32,
}

/// `2`, `1½`, `½`: half points as written.
pub fn points_text(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (p, 0) => p.to_string(),
        (p, _) => format!("{p}½"),
    }
}

/// `4.25`: quarter points as written.
pub fn sb_text(quarters: u32) -> String {
    format!("{}.{:02}", quarters / 4, quarters % 4 * 25)
}

impl Crosstable {
    /// The crosstable of `entrants` (numbered 1 to n) after `games`.
    pub fn compute(entrants: &[Entrant], games: &[Game]) -> Crosstable {
        let n = entrants.len();
        let annulled = |no: u32| entrants.iter().any(|e| e.number == no && e.left.is_some_and(|l| l.annulled));
        // (score of white, score of black) in halves, when the game counts.
        let score = |g: &Game| -> Option<(u32, u32)> {
            if annulled(g.white) || annulled(g.black) {
                return None;
            }
            match g.state {
                State::Result(w) => Some((u32::from(w.min(2)), 2 - u32::from(w.min(2)))),
                State::Forfeit { loser } if loser == g.white => Some((0, 2)),
                State::Forfeit { .. } => Some((2, 0)),
                State::Playing | State::Void => None,
            }
        };
        let mut rows: Vec<Row> = entrants
            .iter()
            .map(|e| Row {
                number: e.number,
                name: e.name.clone(),
                cells: vec![Vec::new(); n],
                points: 0,
                sb: 0,
                wins: 0,
                counted: 0,
                place: None,
                left: e.left,
                performance: None,
            })
            .collect();
        let index = |no: u32| entrants.iter().position(|e| e.number == no);
        let mut sorted: Vec<&Game> = games.iter().collect();
        sorted.sort_by_key(|g| g.round);
        for g in &sorted {
            let (Some(w), Some(b)) = (index(g.white), index(g.black)) else { continue };
            let (mw, mb) = match (g.state, score(g)) {
                (State::Playing, _) => (Mark::Pending, Mark::Pending),
                (_, None) => (Mark::Annulled, Mark::Annulled),
                (State::Forfeit { .. }, Some((2, _))) => (Mark::ForfeitWin, Mark::ForfeitLoss),
                (State::Forfeit { .. }, Some(_)) => (Mark::ForfeitLoss, Mark::ForfeitWin),
                (_, Some((2, _))) => (Mark::Win, Mark::Loss),
                (_, Some((1, _))) => (Mark::Draw, Mark::Draw),
                (_, Some(_)) => (Mark::Loss, Mark::Win),
            };
            rows[w].cells[g.black as usize - 1].push(mw);
            rows[b].cells[g.white as usize - 1].push(mb);
            if let Some((sw, sbl)) = score(g) {
                for (i, s) in [(w, sw), (b, sbl)] {
                    rows[i].points += s;
                    rows[i].wins += u32::from(s == 2);
                    rows[i].counted += 1;
                }
            }
        }
        // Sonneborn-Berger: points scored times the opponent's points.
        let points: Vec<u32> = rows.iter().map(|r| r.points).collect();
        for g in &sorted {
            let (Some(w), Some(b), Some((sw, sbl))) = (index(g.white), index(g.black), score(g)) else { continue };
            rows[w].sb += sw * points[b];
            rows[b].sb += sbl * points[w];
        }
        // Performance: the games played over the board, against rated opponents.
        for (i, e) in entrants.iter().enumerate() {
            let mut results = Vec::new();
            for g in &sorted {
                let (State::Result(w), Some(_)) = (g.state, score(g)) else { continue };
                let (opponent, mine) = if g.white == e.number {
                    (g.black, w.min(2))
                } else if g.black == e.number {
                    (g.white, 2 - w.min(2))
                } else {
                    continue;
                };
                if let Some(r) = index(opponent).and_then(|o| entrants[o].rating) {
                    results.push((r, mine));
                }
            }
            rows[i].performance = performance(&results);
        }
        let order = places(&mut rows, &sorted, &score, &index);
        let over = games.iter().filter(|g| g.state != State::Playing).count() as u32;
        Crosstable { rows, order, games: games.len() as u32, over }
    }
}

/// Orders `rows` by points, Sonneborn-Berger, wins and the results among
/// the tied, sets their places, and returns the order.
fn places(
    rows: &mut [Row],
    games: &[&Game],
    score: &dyn Fn(&Game) -> Option<(u32, u32)>,
    index: &dyn Fn(u32) -> Option<usize>,
) -> Vec<usize> {
    let ranked = |r: &Row| !r.left.is_some_and(|l| l.annulled);
    let mut order: Vec<usize> = (0..rows.len()).filter(|&i| ranked(&rows[i])).collect();
    let key = |r: &Row| (r.points, r.sb, r.wins);
    order.sort_by(|&a, &b| key(&rows[b]).cmp(&key(&rows[a])).then(rows[a].number.cmp(&rows[b].number)));
    // Groups level on the first three, then the results among each group.
    let mut out = Vec::with_capacity(rows.len());
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && key(&rows[order[j]]) == key(&rows[order[i]]) {
            j += 1;
        }
        let group: Vec<usize> = order[i..j].to_vec();
        let among = |me: usize| -> u32 {
            let no = rows[me].number;
            games
                .iter()
                .filter_map(|g| {
                    let (w, b) = (index(g.white)?, index(g.black)?);
                    if !group.contains(&w) || !group.contains(&b) {
                        return None;
                    }
                    let (sw, sb) = score(g)?;
                    (g.white == no).then_some(sw).or((g.black == no).then_some(sb))
                })
                .sum()
        };
        let mut scored: Vec<(usize, u32)> = group.iter().map(|&g| (g, among(g))).collect();
        scored.sort_by(|a, b| b.1.cmp(&a.1).then(rows[a.0].number.cmp(&rows[b.0].number)));
        let mut k = 0;
        while k < scored.len() {
            let mut m = k + 1;
            while m < scored.len() && scored[m].1 == scored[k].1 {
                m += 1;
            }
            let place = Place { from: (i + k + 1) as u32, to: (i + m) as u32 };
            for &(row, _) in &scored[k..m] {
                rows[row].place = Some(place);
                out.push(row);
            }
            k = m;
        }
        i = j;
    }
    out.extend((0..rows.len()).filter(|&i| !ranked(&rows[i])));
    out
}

/// How many characters `s` shows (the names may hold any letters).
fn width(s: &str) -> usize {
    s.chars().count()
}

/// `s` right-aligned in `w` characters (not bytes: a heading may be `Очки`).
fn right(s: &str, w: usize) -> String {
    format!("{}{s}", " ".repeat(w.saturating_sub(width(s))))
}

/// `s` cut to `max` characters, with `…` where it was cut.
fn cut(s: &str, max: usize) -> String {
    if width(s) <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max - 1).collect();
        t.push('…');
        t
    }
}

/// The longest name the text crosstable shows whole.
const NAME_COLUMN: usize = 24;

impl Crosstable {
    /// The crosstable in fixed width, one line per entrant by number, the
    /// results in `|x|` cells as the ASCII boards draw squares (two a cell
    /// in a double round robin); `performance` adds that column (the
    /// final standings).
    pub fn text(&self, performance: bool, words: &Words) -> String {
        let cycles = self.rows.iter().flat_map(|r| r.cells.iter().map(Vec::len)).max().unwrap_or(1).max(1);
        let name_w = self.rows.iter().map(|r| width(&cut(&r.name, NAME_COLUMN))).max().unwrap_or(4).max(4);
        let num_w = self.rows.len().to_string().len();
        // The columns after the cells: (heading, width, space before). A
        // heading wider than the figures under it widens its column.
        let mut columns = vec![(&words.pts, 5), (&words.sb, 5), (&words.won, 4), (&words.place, 5)];
        if performance {
            columns.push((&words.perf, 4));
        }
        let columns: Vec<(&String, usize, &str)> =
            columns.into_iter().enumerate().map(|(i, (h, w))| (h, w.max(width(h)), if i < 3 { " " } else { "  " })).collect();
        let mut out = String::new();
        // The column numbers over the cells; the headings end a character
        // before the figures' column does (the row's closing `|` is not in
        // the heading line), as they always have.
        let mut head = format!("{:>num_w$}  {:<name_w$} ", "", "");
        for j in 1..=self.rows.len() {
            head.push_str(&format!("{j:>w$}", w = cycles + 1));
        }
        for (h, w, space) in &columns {
            head.push_str(space);
            head.push_str(&right(h, *w));
        }
        out.push_str(head.trim_end());
        out.push('\n');
        for r in &self.rows {
            let mut line = format!("{:>num_w$}  {:<name_w$} |", r.number, cut(&r.name, NAME_COLUMN));
            // `{:<name_w$}` pads by characters, which is what a reader sees.
            for (j, cell) in r.cells.iter().enumerate() {
                let text: String = if j as u32 + 1 == r.number {
                    "*".repeat(cycles)
                } else {
                    let mut t: String = cell.iter().map(|m| m.symbol()).collect();
                    while width(&t) < cycles {
                        t.push(' ');
                    }
                    t
                };
                line.push_str(&text);
                line.push('|');
            }
            let place = r.place.map_or("-".to_string(), |p| p.to_string());
            let mut figures = vec![points_text(r.points), sb_text(r.sb), r.wins.to_string(), place];
            if performance {
                figures.push(r.performance.map_or("-".to_string(), |p| p.to_string()));
            }
            for (figure, (_, w, space)) in figures.iter().zip(&columns) {
                line.push_str(space);
                line.push_str(&right(figure, *w));
            }
            if let Some(l) = r.left {
                line.push_str("  ");
                line.push_str(words.left(l));
            }
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    /// The same as an HTML table (ASCII, short lines: see [`HtmlOut`]).
    pub fn html(&self, performance: bool, words: &Words) -> String {
        let mut out = HtmlOut::new();
        let cell = |out: &mut HtmlOut, tag: &str, text: &str, left: bool| {
            out.markup(&format!("<{tag} style=\"border:1px solid #888;"));
            out.markup(if left { "text-align:left;" } else { "text-align:center;" });
            out.markup("padding:2px 6px\">");
            out.text(text, false);
            out.markup(&format!("</{tag}>"));
        };
        out.markup("<table style=\"border-collapse:collapse;");
        out.markup("font-family:sans-serif;font-size:14px;");
        out.markup("margin:8px 0\">");
        out.newline();
        out.markup("<tr>");
        cell(&mut out, "th", &words.number, false);
        cell(&mut out, "th", &words.name, true);
        for j in 1..=self.rows.len() {
            cell(&mut out, "th", &j.to_string(), false);
        }
        for h in [&words.points, &words.sb, &words.won, &words.place] {
            cell(&mut out, "th", h, false);
        }
        if performance {
            cell(&mut out, "th", &words.perf, false);
        }
        out.markup("</tr>");
        out.newline();
        for r in &self.rows {
            out.markup("<tr>");
            cell(&mut out, "td", &r.number.to_string(), false);
            let mut name = r.name.clone();
            if let Some(l) = r.left {
                name.push(' ');
                name.push_str(if l.annulled { &words.withdrawn_annulled } else { &words.withdrawn });
            }
            cell(&mut out, "td", &name, true);
            for (j, c) in r.cells.iter().enumerate() {
                let text: String =
                    if j as u32 + 1 == r.number { "*".to_string() } else { c.iter().map(|m| m.symbol()).collect::<String>() };
                cell(&mut out, "td", &text, false);
            }
            cell(&mut out, "td", &points_text(r.points), false);
            cell(&mut out, "td", &sb_text(r.sb), false);
            cell(&mut out, "td", &r.wins.to_string(), false);
            cell(&mut out, "td", &r.place.map_or("-".to_string(), |p| p.to_string()), false);
            if performance {
                cell(&mut out, "td", &r.performance.map_or("-".to_string(), |p| p.to_string()), false);
            }
            out.markup("</tr>");
            out.newline();
        }
        out.markup("</table>");
        out.newline();
        out.finish()
    }

    /// The standings by place, one line each, laid out for the line
    /// `1. Name  3½ points (SB 4.25, 3 won)` (its words are the reader's:
    /// the bot writes them); `performance` adds each entrant's.
    pub fn standings(&self, performance: bool) -> Vec<Standing> {
        let name_w = self.rows.iter().map(|r| width(&r.name)).max().unwrap_or(0);
        self.order
            .iter()
            .map(|&i| {
                let r = &self.rows[i];
                Standing {
                    place: r.place.map_or("  -".to_string(), |p| format!("{:>3}", format!("{p}."))),
                    name: format!("{}{}", r.name, " ".repeat(name_w - width(&r.name))),
                    points: right(&points_text(r.points), 3),
                    whole: r.points / 2,
                    half: r.points % 2 == 1,
                    sb: sb_text(r.sb),
                    wins: r.wins,
                    performance: r.performance.filter(|_| performance),
                    annulled: r.left.is_some_and(|l| l.annulled),
                }
            })
            .collect()
    }
}

/// A line of the standings, its columns laid out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// ` 1.`, `1-2.`, or `  -` for an entrant without a place.
    pub place: String,
    /// The name, padded to the longest.
    pub name: String,
    /// The points as written (`3½`), right-aligned in three characters.
    pub points: String,
    /// The points: whole ones, and whether a half follows (for the
    /// plural of the word after them).
    pub whole: u32,
    pub half: bool,
    /// Sonneborn-Berger as written (`4.25`).
    pub sb: String,
    pub wins: u32,
    /// The performance, when asked for and known.
    pub performance: Option<i64>,
    /// Withdrawn, with their games annulled.
    pub annulled: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English words (the catalogue's, `locales/en/tournaments.ftl`).
    fn english() -> Words {
        let w = |s: &str| s.to_string();
        Words {
            pts: w("Pts"),
            sb: w("SB"),
            won: w("Won"),
            place: w("Place"),
            perf: w("Perf"),
            number: w("#"),
            name: w("Name"),
            points: w("Points"),
            withdrew: w("(withdrew)"),
            withdrawn_on_time: w("(withdrawn: 3 losses on time)"),
            withdrew_annulled: w("(withdrew; games annulled)"),
            withdrawn_on_time_annulled: w("(withdrawn: 3 losses on time; games annulled)"),
            withdrawn: w("(withdrawn)"),
            withdrawn_annulled: w("(withdrawn; annulled)"),
        }
    }

    fn entrant(number: u32, name: &str) -> Entrant {
        Entrant { number, name: name.to_string(), rating: Some(1500.0), left: None }
    }

    fn g(round: u32, white: u32, black: u32, state: State) -> Game {
        Game { round, white, black, state }
    }

    /// The five-player section of `tests/mail/tournament_mail.rs`, computed by hand.
    fn five() -> (Vec<Entrant>, Vec<Game>) {
        let mut e: Vec<Entrant> = ["Ann", "Ben", "Cat", "Dan", "Eve"].iter().zip(1..).map(|(n, i)| entrant(i, n)).collect();
        e[4].left = Some(Left { why: Why::Withdrew, annulled: false });
        let games = vec![
            g(1, 2, 5, State::Result(2)),
            g(1, 3, 4, State::Result(1)),
            g(2, 5, 3, State::Result(2)),
            g(2, 1, 2, State::Result(2)),
            g(3, 3, 1, State::Result(2)),
            g(3, 4, 5, State::Forfeit { loser: 5 }),
            g(4, 1, 4, State::Result(0)),
            g(4, 2, 3, State::Result(2)),
            g(5, 4, 2, State::Result(2)),
            g(5, 5, 1, State::Forfeit { loser: 5 }),
        ];
        (e, games)
    }

    #[test]
    fn points_sonneborn_berger_and_places_by_hand() {
        let (e, games) = five();
        let t = Crosstable::compute(&e, &games);
        let by = |n: u32| &t.rows[n as usize - 1];
        // Ann 2 (beat Ben and Eve by forfeit), Ben 2, Cat 1½, Dan 3½, Eve 1.
        assert_eq!([1, 2, 3, 4, 5].map(|n| by(n).points), [4, 4, 3, 7, 2]);
        // SB Ann: Ben 2 + Eve 1 = 3; Ben: Eve 1 + Cat 1½ = 2½; Cat: ½·3½ + Ann 2 = 3¾;
        // Dan: ½·1½ + Eve 1 + Ann 2 + Ben 2 = 5¾; Eve: Cat 1½.
        assert_eq!([1, 2, 3, 4, 5].map(|n| sb_text(by(n).sb)), ["3.00", "2.50", "3.75", "5.75", "1.50"]);
        assert_eq!(t.order.iter().map(|&i| t.rows[i].number).collect::<Vec<_>>(), [4, 1, 2, 3, 5]);
        assert_eq!(by(1).place, Some(Place { from: 2, to: 2 }));
        assert_eq!(by(2).place, Some(Place { from: 3, to: 3 }), "level on points with Ann, behind on SB");
        assert_eq!(by(1).cells[4], vec![Mark::ForfeitWin]);
        assert_eq!(by(5).cells[0], vec![Mark::ForfeitLoss]);
        assert_eq!((t.games, t.over), (10, 10));
        let text = t.text(false, &english());
        let want = "         1 2 3 4 5   Pts    SB  Won  Place
1  Ann  |*|1|0|0|+|     2  3.00    2      2
2  Ben  |0|*|1|0|1|     2  2.50    2      3
3  Cat  |1|0|*|½|0|    1½  3.75    1      4
4  Dan  |1|1|½|*|+|    3½  5.75    3      1
5  Eve  |-|0|1|-|*|     1  1.50    1      5  (withdrew)
";
        assert_eq!(text, want);
        let html = t.html(true, &english());
        assert!(html.is_ascii() && html.lines().all(|l| l.len() < 76), "{html}");
        assert!(html.contains("&#189;"), "½ as a reference: {html}");
    }

    #[test]
    fn longer_headings_widen_their_columns_and_keep_them_aligned() {
        let (e, games) = five();
        let t = Crosstable::compute(&e, &games);
        let words = Words {
            pts: "Очки".into(),
            sb: "Бергер".into(),
            won: "Победы".into(),
            place: "Место".into(),
            perf: "Перф.".into(),
            withdrew: "(выбыл)".into(),
            ..english()
        };
        let text = t.text(true, &words);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "         1 2 3 4 5  Очки Бергер Победы  Место  Перф.", "{text}");
        assert_eq!(lines[4], "4  Dan  |1|1|½|*|+|    3½   5.75      3      1   1767", "{text}");
        assert!(lines[5].ends_with("  (выбыл)"), "{text}");
        // Each heading ends a character before its figures, as in English.
        let end = |line: &str, s: &str| line.find(s).map(|i| line[..i].chars().count() + s.chars().count()).unwrap();
        assert_eq!(end(lines[0], "Бергер") + 1, end(lines[4], "5.75"), "{text}");
        assert_eq!(end(lines[0], "Перф.") + 1, lines[4].chars().count(), "{text}");
        let html = t.html(true, &Words { points: "Очки".into(), ..english() });
        assert!(html.is_ascii() && html.contains(">&#1054;&#1095;&#1082;&#1080;<"), "{html}");
    }

    fn four(results: [u8; 6]) -> Crosstable {
        let e: Vec<Entrant> = (1..=4).map(|i| entrant(i, &format!("P{i}"))).collect();
        let pairs = [(1, 1, 2), (1, 3, 4), (2, 1, 3), (2, 2, 4), (3, 4, 1), (3, 3, 2)];
        let games: Vec<Game> = pairs.iter().zip(results).map(|(&(r, w, b), s)| g(r, w, b, State::Result(s))).collect();
        Crosstable::compute(&e, &games)
    }

    fn places_of(t: &Crosstable) -> Vec<String> {
        t.rows.iter().map(|r| r.place.map_or("-".into(), |p| p.to_string())).collect()
    }

    #[test]
    fn ties_go_to_sonneborn_berger_then_wins_then_the_games_among_the_tied() {
        // 1-2 ½, 3-4 ½, 1-3 1-0, 2-4 ½, 4-1 1-0, 3-2 0-1: P2 and P4 have 2,
        // P2's SB ½·1½ + ½·2 + 1·½ = 2¼, P4's ½·½ + ½·2 + 1·1½ = 2¾.
        let t = four([1, 1, 2, 1, 2, 0]);
        assert_eq!(t.rows.iter().map(|r| r.points).collect::<Vec<_>>(), [3, 4, 1, 4]);
        assert_eq!((sb_text(t.rows[1].sb), sb_text(t.rows[3].sb)), ("2.25".into(), "2.75".into()));
        assert_eq!(places_of(&t), ["3", "2", "4", "1"]);
        // Everyone 1½ and SB 2¼: P2 won no game, so last; the other three
        // beat each other in a circle: they share the first place.
        let t = four([1, 0, 0, 1, 0, 1]);
        assert!(t.rows.iter().all(|r| r.points == 3 && r.sb == 9), "{:?}", t.rows);
        assert_eq!(places_of(&t), ["1-3", "4", "1-3", "1-3"]);
        // P1 and P2 level on 1½, SB 1¾ and one win each: P2 beat P1.
        let t = four([0, 0, 2, 0, 1, 1]);
        assert_eq!((t.rows[0].sb, t.rows[1].sb, t.rows[0].wins, t.rows[1].wins), (7, 7, 1, 1));
        assert_eq!(places_of(&t), ["3", "2", "4", "1"]);
    }

    #[test]
    fn a_double_round_robin_shows_two_results_a_cell() {
        let e: Vec<Entrant> = (1..=3).map(|i| entrant(i, &format!("P{i}"))).collect();
        let games = [
            g(1, 1, 2, State::Result(2)),
            g(4, 2, 1, State::Result(1)),
            g(2, 3, 1, State::Result(2)),
            g(5, 1, 3, State::Playing),
            g(3, 2, 3, State::Result(2)),
            g(6, 3, 2, State::Result(1)),
        ];
        let t = Crosstable::compute(&e, &games);
        assert_eq!(t.rows[0].cells[1], vec![Mark::Win, Mark::Draw]);
        let text = t.text(false, &english());
        assert!(text.contains("\n1  P1   |**|1½|0.|    1½  3.00    1      2\n"), "{text}");
        assert!(text.starts_with("          1  2  3   Pts"), "{text}");
    }

    #[test]
    fn annulled_entrants_count_for_nobody_and_have_no_place() {
        let mut e: Vec<Entrant> = (1..=3).map(|i| entrant(i, &format!("P{i}"))).collect();
        e[2].left = Some(Left { why: Why::Time, annulled: true });
        let games = [g(1, 1, 3, State::Result(0)), g(2, 2, 3, State::Void), g(3, 1, 2, State::Playing)];
        let t = Crosstable::compute(&e, &games);
        assert_eq!(t.rows[0].points, 0);
        assert_eq!(t.rows[2].place, None);
        assert_eq!(t.rows[0].cells[2], vec![Mark::Annulled]);
        assert_eq!(t.rows[0].cells[1], vec![Mark::Pending]);
        assert_eq!(*t.order.last().unwrap(), 2);
        assert_eq!((t.games, t.over), (3, 2));
    }

    #[test]
    fn performance_is_the_mean_opponent_plus_400_per_net_win() {
        let mut e: Vec<Entrant> = (1..=3).map(|i| entrant(i, &format!("P{i}"))).collect();
        e[1].rating = Some(1600.0);
        e[2].rating = Some(1400.0);
        let games = [g(1, 1, 2, State::Result(2)), g(2, 1, 3, State::Result(1)), g(3, 2, 3, State::Forfeit { loser: 3 })];
        let t = Crosstable::compute(&e, &games);
        // P1: mean 1500, +1 -0 over 2 games: 1700. P3: the forfeit is not played.
        assert_eq!(t.rows[0].performance, Some(1700));
        assert_eq!(t.rows[2].performance, Some(1500));
        assert_eq!(points_text(3), "1½");
        assert_eq!(points_text(1), "½");
        assert_eq!(points_text(0), "0");
    }
}
