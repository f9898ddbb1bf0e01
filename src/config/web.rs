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
    /// The language the pages are written in: a code of
    /// [`crate::rules::Language`] (checked by [`super::Config::load`]);
    /// `[bot] language` unless set.
    #[serde(default, rename = "language")]
    pub(super) language_setting: Option<String>,
}

impl WebConfig {
    /// The pages' language: `language`, else `default` (`[bot] language`).
    pub fn language(&self, default: crate::rules::Language) -> crate::rules::Language {
        self.language_setting.as_deref().and_then(crate::rules::Language::from_code).unwrap_or(default)
    }

    /// `url` with a final slash, if set.
    pub fn base_url(&self) -> Option<String> {
        self.url.as_deref().map(str::trim).filter(|u| !u.is_empty()).map(|u| if u.ends_with('/') { u.to_string() } else { format!("{u}/") })
    }
}
