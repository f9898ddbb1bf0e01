//! The tournaments on the site: the list (`tournaments/index.html`, also
//! on the index) and a page per tournament (`tournaments/N.html`): its
//! crosstable, its pairings round by round with each game's result and a
//! link to its page. Public tournaments only (organised without
//! `private`), from the start of their section: before it there is
//! nothing to show but who joined. Entrants by their public names, as the
//! crosstable mails name them.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::error::WebError;
use super::pages::{Pages, ROOT_UP};
use crate::rules::Variant;
use crate::store::{GameStatus, TournamentId, TournamentRow, TournamentStatus, Tx};
use crate::tournaments::section;

/// A tournament as the lists show it.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentLine {
    pub name: String,
    pub about: String,
    /// Its number: its page is `tournaments/7.html`.
    pub id: i64,
}

/// Whether `t` has pages: public and started.
pub fn shown(t: &TournamentRow) -> bool {
    !t.options.private && matches!(t.status, TournamentStatus::Running | TournamentStatus::Finished)
}

fn variant_title(t: &TournamentRow) -> String {
    t.variant.parse::<Variant>().map_or(t.variant.clone(), |v| v.title().to_string())
}

/// The tournaments with pages, newest first.
pub fn lines(tx: &Tx<'_>) -> Result<Vec<TournamentLine>, WebError> {
    let mut all: Vec<TournamentRow> = tx.all_tournaments()?.into_iter().filter(shown).collect();
    all.sort_by_key(|t| std::cmp::Reverse(t.id.0));
    Ok(all
        .iter()
        .map(|t| TournamentLine {
            name: format!("#{} {}", t.id.0, t.name),
            about: format!("{}, {}", variant_title(t), if t.status == TournamentStatus::Finished { "finished" } else { "in play" }),
            id: t.id.0,
        })
        .collect())
}

#[derive(Serialize)]
struct Pairing {
    round: u32,
    game: i64,
    white: String,
    black: String,
    result: String,
}

/// The page of tournament `id`, if it has one.
pub(super) fn page(pages: &Pages, tx: &Tx<'_>, id: TournamentId, now: DateTime<Utc>) -> Result<Option<String>, WebError> {
    let Some(t) = tx.tournament(id)? else { return Ok(None) };
    if !shown(&t) {
        return Ok(None);
    }
    let s = section::section(tx, &t)?;
    let pairings: Vec<Pairing> = s
        .games
        .iter()
        .map(|g| Pairing {
            round: g.round,
            game: g.game.0,
            white: s.shown(g.white),
            black: s.shown(g.black),
            result: match (g.status, g.result.as_deref(), g.forfeit) {
                (GameStatus::Finished, Some(r), _) => r.to_string(),
                (_, _, Some(loser)) => format!("forfeit by {}", s.shown(loser)),
                (GameStatus::Active, _, _) => "in play".to_string(),
                _ => "not played".to_string(),
            },
        })
        .collect();
    let html = pages.render(
        "tournament.html",
        minijinja::context! {
            root => ROOT_UP.clone(),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => true,
            id => t.id.0,
            name => t.name,
            variant_title => variant_title(&t),
            state => if t.status == TournamentStatus::Finished { "finished" } else { "in play" },
            kind => if t.options.double { "double round robin" } else { "round robin" },
            rounds => t.rounds,
            rated => !t.options.casual,
            time_control => pages.timing.control(t.options.days, t.options.moves).describe(),
            entrants => s.table.rows.len(),
            // English, as the rest of the page (for now).
            crosstable => minijinja::Value::from_safe_string(s.table.html(false, &crate::bot::crosstable_words(crate::rules::Language::En))),
            pairings => pairings,
        },
    )?;
    Ok(Some(html))
}

/// The list of tournaments.
pub(super) fn index(pages: &Pages, tx: &Tx<'_>, now: DateTime<Utc>) -> Result<String, WebError> {
    pages.render(
        "tournaments.html",
        minijinja::context! {
            root => ROOT_UP.clone(),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => lines(tx)?,
        },
    )
}
