//! The site's lists: the index (games in play, recent results,
//! tournaments, the rating lists, the lists of all games), the lists of
//! all games by number (`games/list-K.html`, 500 numbers each: a game's
//! change rewrites one of them), and a rating list per game.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::error::WebError;
use super::pages::{ended, variant_words, Pages, ROOT_UP};
use super::tournaments;
use crate::bot::public_game;
use crate::i18n::Msg;
use crate::ratings;
use crate::rules::Variant;
use crate::store::{ArchiveLine, GameStatus, Tx};

/// Game numbers per list page.
pub const BLOCK: i64 = 500;
/// Games in play and results on the index.
const ON_INDEX: usize = 30;
/// Players a rating list shows.
const RATED_SHOWN: usize = 200;

/// A game in a list; its words for the template's `words` filter.
#[derive(Serialize)]
struct Line {
    id: i64,
    variant: Msg,
    players: Msg,
    state: Msg,
}

fn line(pages: &Pages, l: &ArchiveLine) -> Line {
    let state = match l.status {
        GameStatus::Finished => {
            let how = public_game::result_words(l.result.as_deref(), l.result_reason.as_deref());
            ended(pages, l.result.as_deref(), how, l.finished_at)
        }
        _ => match l.last_move_at {
            Some(t) => Msg::new("web-line-last-move").arg("day", pages.day(t)),
            None => Msg::new("web-line-no-move"),
        },
    };
    Line { id: l.id.0, variant: variant_words(&l.variant), players: public_game::sides_words(&l.players), state }
}

/// The list page holding game `id`: 1 for games 1 to 500.
pub fn block_of(id: i64) -> i64 {
    (id.max(1) - 1) / BLOCK + 1
}

/// `list-3.html`.
pub fn block_name(k: i64) -> String {
    format!("list-{k}.html")
}

#[derive(Serialize)]
struct Block {
    href: String,
    first: i64,
    last: i64,
}

#[derive(Serialize)]
struct Pool {
    variant: &'static str,
    title: Msg,
    established: u64,
}

fn pools(tx: &Tx<'_>, now: DateTime<Utc>) -> Result<Vec<Pool>, WebError> {
    let mut out = Vec::new();
    for v in Variant::ALL {
        let s = ratings::standings(tx, v, now, 0, None)?;
        out.push(Pool { variant: v.name(), title: Msg::variant(v), established: s.established });
    }
    Ok(out)
}

pub(super) fn index(pages: &Pages, tx: &Tx<'_>, now: DateTime<Utc>) -> Result<String, WebError> {
    let (_, last_id) = tx.archive_size()?;
    let blocks: Vec<Block> = (1..=block_of(last_id))
        .rev()
        .filter(|_| last_id > 0)
        .map(|k| Block { href: block_name(k), first: (k - 1) * BLOCK + 1, last: (k * BLOCK).min(last_id) })
        .collect();
    let tournaments = tournaments::lines(tx)?;
    pages.render(
        "index.html",
        minijinja::context! {
            root => minijinja::Value::from_safe_string(String::new()),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => tournaments,
            in_play => tx.archive_in_play(ON_INDEX)?.iter().map(|l| line(pages, l)).collect::<Vec<_>>(),
            results => tx.archive_results(ON_INDEX)?.iter().map(|l| line(pages, l)).collect::<Vec<_>>(),
            ratings => pools(tx, now)?,
            blocks => blocks,
        },
    )
}

/// The list of games `(k - 1) * 500 + 1` to `k * 500` (to the last game so far).
pub(super) fn block(pages: &Pages, tx: &Tx<'_>, k: i64, now: DateTime<Utc>) -> Result<String, WebError> {
    let (_, last_id) = tx.archive_size()?;
    let first = (k - 1) * BLOCK + 1;
    let last = (k * BLOCK).min(last_id.max(first));
    let games: Vec<Line> = tx.archive_range(first, last)?.iter().map(|l| line(pages, l)).collect();
    pages.render(
        "list.html",
        minijinja::context! {
            root => ROOT_UP.clone(),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => !tournaments::lines(tx)?.is_empty(),
            first => first,
            last => last,
            games => games,
            previous => (k > 1).then(|| block_name(k - 1)),
            next => (k < block_of(last_id)).then(|| block_name(k + 1)),
        },
    )
}

#[derive(Serialize)]
struct Rated {
    rank: u64,
    name: String,
    rating: i64,
    deviation: i64,
    games: u32,
}

/// The rating list of `variant`: its established players, best first.
pub(super) fn rating_list(pages: &Pages, tx: &Tx<'_>, variant: Variant, now: DateTime<Utc>) -> Result<String, WebError> {
    let s = ratings::standings(tx, variant, now, RATED_SHOWN, None)?;
    let players: Vec<Rated> = s
        .top
        .iter()
        .map(|p| Rated {
            rank: p.rank,
            name: p.name.clone(),
            rating: p.rating.rating.round() as i64,
            deviation: p.rating.deviation.round() as i64,
            games: p.games,
        })
        .collect();
    pages.render(
        "ratings.html",
        minijinja::context! {
            root => ROOT_UP.clone(),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => !tournaments::lines(tx)?.is_empty(),
            variant => Msg::variant(variant),
            established => s.established,
            shown => players.len(),
            players => players,
        },
    )
}

pub(super) fn ratings_index(pages: &Pages, tx: &Tx<'_>, now: DateTime<Utc>) -> Result<String, WebError> {
    pages.render(
        "ratings_index.html",
        minijinja::context! {
            root => ROOT_UP.clone(),
            site_title => pages.title,
            written => pages.written(now),
            tournaments => !tournaments::lines(tx)?.is_empty(),
            ratings => pools(tx, now)?,
        },
    )
}
