//! The site's templates (`templates/web/`, built into the binary; a file
//! of the same name in `[templates] dir`/web/ replaces one), rendered with
//! HTML escaping: players' names and everything else from the store are
//! text, only the board pictures are markup.
//!
//! Their words come from the catalogue (`locales/<lang>/web.ftl`, and the
//! mails' words where the pages say the same), in the language of the site
//! (`[web] language`): `t("key", name=value)` and `{{ msg|words }}` as in
//! the mails' templates (`crate::bot::templates::register_words`), and
//! `markup("key", name=value)` for a sentence with a link or code in it.

use std::path::Path;

use chrono::{DateTime, Utc};
use minijinja::value::Kwargs;
use minijinja::Environment;
use serde::Serialize;

use super::error::WebError;
use crate::clocks::schedule::Timing;
use crate::i18n::Msg;

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
        // Every page says its language (screen readers, translators,
        // search), and the catalogue writes its words in it.
        env.add_global("lang", language.code());
        crate::bot::templates::register_words(&mut env);
        env.add_function("markup", markup);
        Ok(Pages { env, title, timing, language })
    }

    /// When a page was written, as it says: `7 December 2026, 14:05 UTC`.
    pub fn written(&self, now: DateTime<Utc>) -> String {
        crate::i18n::dates::moment(self.language, now)
    }

    /// A day, as the pages' language writes it: `7 December 2026`.
    pub fn day(&self, at: DateTime<Utc>) -> String {
        crate::i18n::dates::day(self.language, at)
    }

    /// A sentence of the catalogue in the pages' language.
    pub fn words(&self, msg: &Msg) -> String {
        msg.text(self.language)
    }

    pub fn render(&self, name: &str, context: impl Serialize) -> Result<String, WebError> {
        let t = self.env.get_template(name).map_err(|source| WebError::Template { name: name.to_string(), source })?;
        t.render(context).map_err(|source| WebError::Template { name: name.to_string(), source })
    }
}

/// A game's name as the store keeps it (`chess`), in words: `Chess`.
pub fn variant_words(name: &str) -> Msg {
    name.parse::<crate::rules::Variant>().map_or_else(|_| Msg::new("name").arg("name", name), Msg::variant)
}

/// How a game ended, as the lists and its page say it: `1-0 (White wins
/// by checkmate), 7 December 2026`; `how` in words, `at` its last day.
pub fn ended(pages: &Pages, result: Option<&str>, how: Msg, at: Option<DateTime<Utc>>) -> Msg {
    match at {
        Some(t) => Msg::new("web-game-over-on").arg("result", result.unwrap_or_default()).arg("how", how).arg("day", pages.day(t)),
        None => Msg::new("web-game-over").arg("result", result.unwrap_or_default()).arg("how", how),
    }
}

/// `markup("key", name=value)`: the catalogue's sentence as HTML, its own
/// words and its plain arguments escaped, its arguments that are markup
/// (`|safe`, or made safe by the code: a link, a command in `<code>`) put
/// in as they are. (A translator's sentence is text, and the markup stays
/// whole: its arguments are put in after the escaping.)
fn markup(state: &minijinja::State, key: minijinja::Value, kwargs: Kwargs) -> Result<minijinja::Value, minijinja::Error> {
    // A mark for each piece of markup that neither Fluent nor the escaping
    // changes (Unicode's private use area, which no sentence uses).
    let mark = |i: usize| format!("\u{E000}{i}\u{E001}");
    let mut args = Vec::new();
    let mut pieces = Vec::new();
    for name in kwargs.args() {
        let value: minijinja::Value = kwargs.get(name)?;
        if value.is_safe() {
            args.push((name.to_string(), minijinja::Value::from(mark(pieces.len()))));
            pieces.push(value.to_string());
        } else {
            args.push((name.to_string(), value));
        }
    }
    kwargs.assert_all_used()?;
    let words = crate::bot::templates::translate(state, key, Kwargs::from_iter(args))?;
    let mut html = crate::picture::escape(&words);
    for (i, piece) in pieces.iter().enumerate() {
        html = html.replace(&mark(i), piece);
    }
    Ok(minijinja::Value::from_safe_string(html))
}
