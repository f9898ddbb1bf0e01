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
use super::pages::{variant_words, Pages, ROOT_UP};
use crate::bot::public_game;
use crate::i18n::Msg;
use crate::store::{GameStatus, TournamentId, TournamentRow, TournamentStatus, Tx};
use crate::tournaments::section;

/// A tournament as the lists show it.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentLine {
    pub name: String,
    /// Its game and where it stands, in words.
    pub about: Msg,
    /// Its number: its page is `tournaments/7.html`.
    pub id: i64,
}

/// Whether `t` has pages: public and started.
pub fn shown(t: &TournamentRow) -> bool {
    !t.options.private && matches!(t.status, TournamentStatus::Running | TournamentStatus::Finished)
}

/// Where `t` stands, in words: `finished`, `in play`.
fn state(t: &TournamentRow) -> Msg {
    Msg::new("web-tournament-state").arg("state", if t.status == TournamentStatus::Finished { "finished" } else { "running" })
}

/// The tournaments with pages, newest first.
pub fn lines(tx: &Tx<'_>) -> Result<Vec<TournamentLine>, WebError> {
    let mut all: Vec<TournamentRow> = tx.all_tournaments()?.into_iter().filter(shown).collect();
    all.sort_by_key(|t| std::cmp::Reverse(t.id.0));
    Ok(all
        .iter()
        .map(|t| TournamentLine {
            name: format!("#{} {}", t.id.0, t.name),
            about: Msg::new("web-tournament-about").arg("variant", variant_words(&t.variant)).arg("state", state(t)),
            id: t.id.0,
        })
        .collect())
}

#[derive(Serialize)]
struct Pairing {
    round: u32,
    game: i64,
    /// `Alice vs Bob`.
    players: Msg,
    /// `1-0`, or where the game stands in words.
    result: Msg,
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
            players: Msg::new("players-two").arg("a", s.shown(g.white)).arg("b", s.shown(g.black)),
            result: match (g.status, g.result.as_deref(), g.forfeit) {
                (GameStatus::Finished, Some(r), _) => Msg::new("result-kept").arg("text", r),
                (_, _, Some(loser)) => Msg::new("web-pairing-forfeit").arg("who", s.shown(loser)),
                (GameStatus::Active, _, _) => Msg::new("web-pairing-in-play"),
                _ => Msg::new("web-pairing-unplayed"),
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
            variant => variant_words(&t.variant),
            state => state(&t),
            form => Msg::new("web-tournament-form")
                .arg("kind", if t.options.double { "double" } else { "single" })
                .arg("entrants", s.table.rows.len())
                .arg("rounds", t.rounds.unwrap_or(0)),
            rated => !t.options.casual,
            time_control => public_game::time_control_words(&pages.timing.control(t.options.days, t.options.moves)),
            // The crosstable in the page's language.
            crosstable => minijinja::Value::from_safe_string(s.table.html(false, &crate::bot::crosstable_words(pages.language))),
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
