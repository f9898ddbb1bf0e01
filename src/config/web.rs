//! `[web]`: the public web archive.

use serde::Deserialize;
use std::path::PathBuf;

/// `[web]`: a static site of the games in play and played, written by the
/// bot (src/web/).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebConfig {
    /// The directory the site is written to, in the pass that changes a
    /// game (`tandem web build` writes it whole). None: no site.
    #[serde(default)]
    pub dir: Option<PathBuf>,
    /// Where the site is served (`https://chess.example.org/`): observers'
    /// mail links each game's page, and the PGN's Site tag names it.
    #[serde(default)]
    pub url: Option<String>,
    /// The site's title; the bot's name by default.
    #[serde(default)]
    pub title: Option<String>,
}

impl WebConfig {
    /// `url` with a final slash, if set.
    pub fn base_url(&self) -> Option<String> {
        self.url.as_deref().map(str::trim).filter(|u| !u.is_empty()).map(|u| if u.ends_with('/') { u.to_string() } else { format!("{u}/") })
    }
}
