//! The site's templates (`templates/web/`, built into the binary; a file
//! of the same name in `[templates] dir`/web/ replaces one), rendered with
//! HTML escaping: players' names and everything else from the store are
//! text, only the board pictures are markup.

use std::path::Path;

use chrono::{DateTime, Utc};
use minijinja::Environment;
use serde::Serialize;

use super::error::WebError;
use crate::clocks::schedule::Timing;

/// (name, built-in source)
const BUILT_IN: &[(&str, &str)] = &[
    ("layout.html", include_str!("../../templates/web/layout.html")),
    ("index.html", include_str!("../../templates/web/index.html")),
    ("game_line.html", include_str!("../../templates/web/game_line.html")),
    ("game.html", include_str!("../../templates/web/game.html")),
    ("list.html", include_str!("../../templates/web/list.html")),
    ("ratings.html", include_str!("../../templates/web/ratings.html")),
    ("ratings_index.html", include_str!("../../templates/web/ratings_index.html")),
    ("tournament.html", include_str!("../../templates/web/tournament.html")),
    ("tournaments.html", include_str!("../../templates/web/tournaments.html")),
    ("seeks.html", include_str!("../../templates/web/seeks.html")),
];

/// The stylesheet every page links.
pub const STYLE: &str = include_str!("../../templates/web/style.css");

/// The templates, and what every page says of the site.
pub struct Pages {
    env: Environment<'static>,
    /// The site's title (`[web] title`, else the bot's name).
    pub title: String,
    /// How deadlines are written (`[time] time_format`) and time controls described.
    pub timing: Timing,
    /// The language the pages are written in (`[web] language`).
    pub language: crate::rules::Language,
}

/// How a page one directory down links the site's top (markup: not escaped).
pub static ROOT_UP: std::sync::LazyLock<minijinja::Value> = std::sync::LazyLock::new(|| minijinja::Value::from_safe_string("../".into()));

impl Pages {
    /// The built-in templates, each replaced by `dir/web/NAME` where that exists.
    pub fn load(dir: Option<&Path>, title: String, timing: Timing, language: crate::rules::Language) -> Result<Pages, WebError> {
        let mut env = Environment::new();
        env.set_keep_trailing_newline(true);
        // `.html` names escape every value; a missing value is an error in
        // the template, not an empty spot on a page.
        env.set_undefined_behavior(minijinja::UndefinedBehavior::SemiStrict);
        for (name, built_in) in BUILT_IN {
            let text = match dir.map(|d| d.join("web").join(name)).filter(|p| p.is_file()) {
                Some(path) => std::fs::read_to_string(&path).map_err(|source| WebError::Io { path, source })?,
                None => built_in.to_string(),
            };
            env.add_template_owned(name.to_string(), text).map_err(|source| WebError::Template { name: name.to_string(), source })?;
        }
        // Every page says its language (screen readers, translators, search).
        env.add_global("lang", language.code());
        Ok(Pages { env, title, timing, language })
    }

    /// When a page was written, as it says.
    pub fn written(&self, now: DateTime<Utc>) -> String {
        now.format("%-d %b %Y %H:%M UTC").to_string()
    }

    pub fn render(&self, name: &str, context: impl Serialize) -> Result<String, WebError> {
        let t = self.env.get_template(name).map_err(|source| WebError::Template { name: name.to_string(), source })?;
        t.render(context).map_err(|source| WebError::Template { name: name.to_string(), source })
    }
}
