//! The open seeks on the site (`seeks.html`): each with a
//! `mailto:` link that writes `accept seek N` to the bot. Seekers by their
//! public names, as the `seeks` mail names them; never an address.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::error::WebError;
use super::pages::Pages;
use crate::store::Tx;

/// Seeks the page lists (the longest waiting first); the rest are counted.
const SHOWN: usize = 100;

#[derive(Serialize)]
struct Line {
    id: i64,
    line: String,
}

/// The page, for the bot at `bot` (its plain address: the mailto's).
pub(super) fn page(pages: &Pages, tx: &Tx<'_>, bot: &str, now: DateTime<Utc>) -> Result<String, WebError> {
    let (open, total) = tx.open_seeks(None, SHOWN)?;
    let seeks: Vec<Line> = open
        .iter()
        .map(|s| {
            let line = crate::bot::seek_line(&pages.timing, s, now).text(pages.language);
            // The number leads the link already.
            let line = line.split_once(' ').map_or(line.clone(), |(_, rest)| rest.to_string());
            Line { id: s.id, line }
        })
        .collect();
    pages.render(
        "seeks.html",
        minijinja::context! {
            root => "",
            seeks => seeks,
            more => total.saturating_sub(open.len()),
            bot => bot,
            written => pages.written(now),
            site_title => pages.title,
        },
    )
}

/// What the page shows changes with: (count, highest number, sum of numbers).
pub(super) fn fingerprint(tx: &Tx<'_>) -> Result<(i64, i64, i64), WebError> {
    Ok(tx.seeks_fingerprint()?)
}
