//! A game's page: its players by their public names, the game and its
//! time control, where it stands, a picture of every position with plain
//! links to step through them (`#p12`: the CSS shows the position a link
//! names, the last one otherwise; no JavaScript needed, a little of it
//! adds the arrow keys), the moves, and the PGN (BPGN) to download.
//!
//! The pictures of the positions are most of a page's weight and of the
//! time it takes to write it. A position never changes once played, so
//! when a game moves on, its page keeps the pictures it has (between the
//! markers below) and adds the new ones: a move costs one picture, not
//! one per position. Only a page written by this version, whose last
//! position is the game's, is added to; any other is written whole.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::error::WebError;
use super::pages::{ended, Pages, ROOT_UP};
use crate::bot::analysis as an;
use crate::bot::public_game::{self, PublicClock, PublicGame, PublicTurn};
use crate::engine::analysis::PlyEval;
use crate::i18n::board_words::diagram_in_words;
use crate::i18n::{Language, Msg};
use crate::picture::{self, escape, Options, SharedDefs};
use crate::rules::Variant;
use crate::store::GameStatus;

/// Changes when the positions' markup does, and names the language of
/// their words: older pages, or pages in another language, are written
/// whole.
fn version(language: Language) -> String {
    format!("<!--tandem-web-game 5 {}-->", language.code())
}
const DEFS: (&str, &str) = ("<!--defs-->\n", "<!--/defs-->\n");
const POSITIONS: (&str, &str) = ("<!--positions-->\n", "<!--/positions-->\n");
/// Each position's section starts with `<!--p PLY SAN-->`.
const SECTION: &str = "<!--p ";

/// The words of the positions' sections, in the pages' language (escaped).
struct Steps {
    language: Language,
    /// The start's heading.
    start: String,
    /// The steps to the first position, the one before and the next one.
    first: String,
    back: String,
    next: String,
    /// What the steps are, for a screen reader.
    label: String,
}

impl Steps {
    fn new(pages: &Pages) -> Steps {
        let w = |key: &'static str| escape(&pages.words(&Msg::new(key)));
        Steps {
            language: pages.language,
            start: w("web-position-start"),
            first: w("web-step-first"),
            back: w("web-step-back"),
            next: w("web-step-next"),
            label: w("web-steps-label"),
        }
    }

    /// The step to the position after `ply` turns.
    fn next_on(&self, ply: usize) -> String {
        format!("<a class=\"next\" href=\"#p{ply}\">{}</a>", self.next)
    }

    /// The last position's "next" step, until there is a next position.
    fn next_off(&self) -> String {
        format!("<span class=\"next\">{}</span>", self.next)
    }
}

/// The id prefix of the page's picture definitions.
const PREFIX: &str = "d";

/// The file of `g`'s record, beside its page: `42.pgn`, or `42.bpgn` for
/// the two-board games.
pub fn record_name(id: i64, variant: Variant) -> String {
    let bughouse = matches!(variant, Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync);
    format!("{id}.{}", if bughouse { "bpgn" } else { "pgn" })
}

#[derive(Serialize)]
struct Player {
    /// Their seat: `White`, `South: White on A, Black on B`.
    seat: Msg,
    name: String,
    rating: Option<String>,
}

#[derive(Serialize)]
struct Move {
    ply: usize,
    /// `12.` before White's moves (and before the first one, `12...` when
    /// Black's), none before the others.
    number: Option<String>,
    san: String,
}

/// The page of `g` (with its clock, if it runs) at `now`; `old` is the
/// page written before, whose pictures are kept when they still fit.
pub(super) fn render(
    pages: &Pages,
    g: &PublicGame,
    clock: Option<&PublicClock>,
    old: Option<&str>,
    analysis: Option<&(Vec<PlyEval>, String)>,
    now: DateTime<Utc>,
) -> Result<String, WebError> {
    // The analysis after the game: the graph drawn in the page,
    // the summaries, every turn with its evaluation and judgement.
    let analysis = analysis.map(|(plies, engine)| {
        let kind = crate::i18n::turn_kind(g.variant());
        let alt = pages.words(&Msg::new("analysis-graph-alt").arg("id", g.id().0).arg("turns", plies.len()).arg("kind", kind));
        minijinja::context! {
            by => an::analysed_by(engine, g.variant(), plies),
            graph => minijinja::Value::from_safe_string(format!("<div class=\"graph\" role=\"img\" aria-label=\"{}\">{}</div>", escape(&alt), an::graph_svg(plies))),
            summary => an::summaries(g, plies),
            moves => an::shown_turns(g.rules(), plies),
            kind => kind,
        }
    });
    let turns = g.turns();
    let steps = Steps::new(pages);
    let (defs, sections) = positions(g, &turns, old, &steps);
    let row = g.row();
    let finished = g.status() == GameStatus::Finished;
    // A deadline as the site's language writes dates (or as `[time]
    // time_format` says for every reader).
    let moment = |t: DateTime<Utc>| pages.timing.written(pages.language, t);
    let state = match g.status() {
        GameStatus::Finished => ended(pages, row.result.as_deref(), g.result_words(), row.finished_at),
        _ => Msg::new("observed-to-move")
            .arg("who", g.to_move_words())
            .arg("deadline", clock.map_or("none".to_string(), |c| moment(c.deadline)))
            .arg("paused", clock.and_then(|c| c.paused_until).map_or("none".to_string(), moment)),
    };
    let players: Vec<Player> = g
        .players()
        .into_iter()
        .map(|p| Player {
            seat: Msg::seat(p.seat),
            name: p.name,
            rating: p.rating.map(|(before, after)| format!("{before} → {after}, {:+}", after - before)),
        })
        .collect();
    let mut moves = Vec::with_capacity(turns.len());
    for (i, t) in turns.iter().enumerate() {
        let number = (!t.number.is_empty() && (i == 0 || !t.number.ends_with("..."))).then(|| t.number.clone());
        moves.push(Move { ply: t.ply, number, san: t.san.clone() });
    }
    let time_control = clock
        .map(|c| c.control_words.clone())
        .unwrap_or_else(|| public_game::time_control_words(&pages.timing.control(row.options.days, row.options.moves)));
    let positions_html = format!("{}\n{}{sections}{}", version(pages.language), POSITIONS.0, POSITIONS.1);
    let defs_html = format!("{}{}{}", DEFS.0, defs.svg(), DEFS.1);
    pages.render(
        "game.html",
        minijinja::context! {
            root => ROOT_UP.clone(),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => false,
            id => row.id.0,
            variant => Msg::variant(g.variant()),
            sides => g.sides_words(),
            players => players,
            rated => g.rated(),
            time_control => time_control,
            finished => finished,
            state => state,
            started => pages.day(row.created_at),
            record => record_name(row.id.0, g.variant()),
            record_kind => if record_name(row.id.0, g.variant()).ends_with(".bpgn") { "BPGN" } else { "PGN" },
            plies => turns.len(),
            moves => moves,
            result => if finished { row.result.clone() } else { None },
            analysis => analysis,
            positions => minijinja::Value::from_safe_string(positions_html),
            defs => minijinja::Value::from_safe_string(defs_html),
        },
    )
}

/// The pictures' shared definitions and the sections of every position:
/// those of `old` that fit, and the new ones.
fn positions(g: &PublicGame, turns: &[PublicTurn], old: Option<&str>, steps: &Steps) -> (SharedDefs, String) {
    let options = Options { id_prefix: PREFIX.to_string(), language: steps.language, ..Options::default() };
    let kept = old.and_then(|o| reusable(o, turns, steps.language));
    let (mut defs, mut sections, from) = match kept {
        Some((defs, sections, count)) => (SharedDefs::parse(defs), sections, count),
        None => (SharedDefs::default(), String::new(), 0),
    };
    let last = turns.len();
    if from > 0 && from <= last {
        // The old last position gets its step to the next one.
        let off = steps.next_off();
        if let Some(at) = sections.rfind(&off) {
            sections.replace_range(at..at + off.len(), &steps.next_on(from));
        }
    }
    if from <= last {
        for (ply, diagram) in (from..).zip(g.positions_from(from)) {
            // A picture per board where boards stand apart (bughouse): side
            // by side on a wide screen, one under the other on a phone.
            let diagram = diagram_in_words(&diagram, steps.language);
            let svg: String = picture::panels(&diagram).iter().map(|d| picture::svg_sharing(d, &options, &mut defs)).collect();
            sections.push_str(&section(ply, last, ply.checked_sub(1).and_then(|i| turns.get(i)), &svg, steps));
        }
    }
    (defs, sections)
}

/// The section of the position after `ply` turns (`turn`, the last of
/// them; none at the start), `last` the game's turns so far.
fn section(ply: usize, last: usize, turn: Option<&PublicTurn>, svg: &str, steps: &Steps) -> String {
    let (marker, heading, about) = match turn {
        Some(t) => (
            t.san.as_str(),
            escape(&Msg::new("web-position-after").arg("turn", t.numbered()).text(steps.language)),
            format!("<p class=\"about\">{}</p>\n", escape(&sentence(&t.words.text(steps.language)))),
        ),
        None => ("start", steps.start.clone(), String::new()),
    };
    let back = if ply == 0 { format!("<span>{}</span>", steps.back) } else { format!("<a href=\"#p{}\">{}</a>", ply - 1, steps.back) };
    let next = if ply < last { steps.next_on(ply + 1) } else { steps.next_off() };
    format!(
        "{SECTION}{ply} {}-->\n<section class=\"pos\" id=\"p{ply}\" aria-labelledby=\"p{ply}h\">\n<h2 id=\"p{ply}h\">{heading}</h2>\n\
         <div class=\"board\">\n{svg}</div>\n{about}<nav class=\"steps\" aria-label=\"{}\">\
         <a href=\"#p0\">{}</a> {back} {next}</nav>\n</section>\n",
        escape(marker).replace("--", "- -"),
        steps.label,
        steps.first,
    )
}

/// `text` with its first letter upper case, as a line of its own starts.
fn sentence(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The shared definitions and sections of an old page, and how many
/// positions it shows, when they are the first positions of `turns`.
fn reusable<'a>(old: &'a str, turns: &[PublicTurn], language: Language) -> Option<(&'a str, String, usize)> {
    if !old.contains(&version(language)) {
        return None;
    }
    let between = |(open, close): (&str, &str)| {
        let start = old.find(open)? + open.len();
        let end = start + old[start..].find(close)?;
        Some(&old[start..end])
    };
    let defs = between(DEFS)?;
    let sections = between(POSITIONS)?;
    let count = sections.matches(SECTION).count();
    if count == 0 || count > turns.len() + 1 {
        return None;
    }
    // The last position shown must be the game's position after as many turns.
    let last = &sections[sections.rfind(SECTION)? + SECTION.len()..];
    let (ply, rest) = last.split_once(' ')?;
    let san = rest.split_once("-->")?.0;
    let expected = if count == 1 { "start".to_string() } else { escape(&turns[count - 2].san).replace("--", "- -") };
    (ply.parse::<usize>().ok()? == count - 1 && san == expected).then(|| (defs, sections.to_string(), count))
}
