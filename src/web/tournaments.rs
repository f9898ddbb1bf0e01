//! Tournament pages: the place for them. Tournaments (issue 26) come with
//! their own module and migration; until they are in this tree, no page
//! lists one. When they are, [`lines`] lists the public tournaments for
//! the index (name, game, state, and the page's path under the site:
//! `tournaments/N.html`), and the site writes each tournament's page
//! (crosstable, pairings, games) beside them, from the games' public
//! records as the game pages do, in the pass that changes one of its games.

use serde::Serialize;

use super::error::WebError;
use crate::store::Tx;

/// A tournament as the index lists it.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentLine {
    pub name: String,
    pub about: String,
    /// Its page, under the site: `tournaments/7.html`.
    pub href: String,
}

/// The public tournaments, newest first: none yet.
pub fn lines(_tx: &Tx<'_>) -> Result<Vec<TournamentLine>, WebError> {
    Ok(Vec::new())
}
