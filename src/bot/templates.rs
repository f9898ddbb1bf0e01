//! Text templates for the bot's mail. They are built into the binary; an
//! operator may override any of them with a file of the same name in the
//! configured directory. A template's first line is `Subject: ...`.

use std::path::{Path, PathBuf};

use minijinja::Environment;
use serde::Serialize;

use fluent_bundle::FluentValue;

use crate::i18n::msg::{MOMENT_KEY, MSG_KEY, SOUND_KEY};
use crate::i18n::Language;
use crate::rules::Variant;

/// (name, built-in source)
const BUILT_IN: &[(&str, &str)] = &[
    ("position.txt", include_str!("../../templates/position.txt")),
    ("game_over.txt", include_str!("../../templates/game_over.txt")),
    ("invitation.txt", include_str!("../../templates/invitation.txt")),
    ("challenge_sent.txt", include_str!("../../templates/challenge_sent.txt")),
    ("declined.txt", include_str!("../../templates/declined.txt")),
    ("aborted.txt", include_str!("../../templates/aborted.txt")),
    ("draw_offer.txt", include_str!("../../templates/draw_offer.txt")),
    ("say.txt", include_str!("../../templates/say.txt")),
    ("error.txt", include_str!("../../templates/error.txt")),
    ("games.txt", include_str!("../../templates/games.txt")),
    ("history.txt", include_str!("../../templates/history.txt")),
    ("analysis.txt", include_str!("../../templates/analysis.txt")),
    ("help.txt", include_str!("../../templates/help.txt")),
    ("rules.txt", include_str!("../../templates/rules.txt")),
    ("notice.txt", include_str!("../../templates/notice.txt")),
    ("reminder.txt", include_str!("../../templates/reminder.txt")),
    ("time_up.txt", include_str!("../../templates/time_up.txt")),
    ("digest.txt", include_str!("../../templates/digest.txt")),
    ("vacation.txt", include_str!("../../templates/vacation.txt")),
    ("vacation_notice.txt", include_str!("../../templates/vacation_notice.txt")),
    ("ratings.txt", include_str!("../../templates/ratings.txt")),
    ("observer.txt", include_str!("../../templates/observer.txt")),
    ("observer_digest.txt", include_str!("../../templates/observer_digest.txt")),
    ("tournaments.txt", include_str!("../../templates/tournaments.txt")),
    ("seeks.txt", include_str!("../../templates/seeks.txt")),
    ("tournament.txt", include_str!("../../templates/tournament.txt")),
    ("tournament_partner.txt", include_str!("../../templates/tournament_partner.txt")),
    ("tournament_start.txt", include_str!("../../templates/tournament_start.txt")),
    ("crosstable.txt", include_str!("../../templates/crosstable.txt")),
    ("rules/chess.txt", include_str!("../../templates/rules/chess.txt")),
    ("rules/two-prong.txt", include_str!("../../templates/rules/two-prong.txt")),
    ("rules/tandem-pawn.txt", include_str!("../../templates/rules/tandem-pawn.txt")),
    ("rules/tandem84.txt", include_str!("../../templates/rules/tandem84.txt")),
    ("rules/tandem84-knightrider.txt", include_str!("../../templates/rules/tandem84-knightrider.txt")),
    ("rules/crazyhouse.txt", include_str!("../../templates/rules/crazyhouse.txt")),
    ("rules/bughouse.txt", include_str!("../../templates/rules/bughouse.txt")),
    ("rules/tandem-chess.txt", include_str!("../../templates/rules/tandem-chess.txt")),
    ("rules/bughouse-sync.txt", include_str!("../../templates/rules/bughouse-sync.txt")),
];

/// A template that cannot be read, compiled or rendered. `source()` is the
/// underlying error; a rendering error also carries its message in its own,
/// because it is logged alone (see [`crate::bot::BotError`]).
#[derive(Debug)]
pub enum TemplateError {
    /// A file of the override directory cannot be read.
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A template (file or built-in name) does not compile.
    Syntax {
        path: String,
        source: minijinja::Error,
    },
    Render {
        name: String,
        source: minijinja::Error,
    },
    NoSubject {
        name: String,
    },
}

impl std::fmt::Display for TemplateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TemplateError::Read { path, .. } => write!(f, "cannot read template {}", path.display()),
            TemplateError::Syntax { path, .. } => write!(f, "template {path} is not a valid template"),
            TemplateError::Render { name, source } => write!(f, "template {name} failed: {source}"),
            TemplateError::NoSubject { name } => {
                write!(f, "template {name} must start with a line 'Subject: ...'")
            }
        }
    }
}

impl std::error::Error for TemplateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TemplateError::Read { source, .. } => Some(source),
            TemplateError::Syntax { source, .. } | TemplateError::Render { source, .. } => Some(source),
            TemplateError::NoSubject { .. } => None,
        }
    }
}

/// A rendered template: the subject line and the body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    pub subject: String,
    pub body: String,
}

pub struct Templates {
    env: Environment<'static>,
}

impl Templates {
    /// The built-in templates, each replaced by `dir/NAME` where that exists;
    /// and the translated long texts (`de/help.txt`, `de/rules/chess.txt`).
    pub fn load(dir: Option<&Path>) -> Result<Templates, TemplateError> {
        let mut env = Environment::new();
        env.set_keep_trailing_newline(true);
        env.set_undefined_behavior(minijinja::UndefinedBehavior::Lenient);
        register_words(&mut env);
        for (language, path, text) in crate::i18n::catalog::long_texts() {
            let name = format!("{}/{path}", language.code());
            env.add_template_owned(name.clone(), text.to_string()).map_err(|source| TemplateError::Syntax { path: name, source })?;
        }
        for (name, built_in) in BUILT_IN {
            let (path, text) = match dir.map(|d| d.join(name)).filter(|p| p.is_file()) {
                Some(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|source| TemplateError::Read { path: path.clone(), source })?;
                    (path.display().to_string(), text)
                }
                None => (name.to_string(), built_in.to_string()),
            };
            env.add_template_owned(name.to_string(), text).map_err(|source| TemplateError::Syntax { path, source })?;
        }
        Ok(Templates { env })
    }

    pub fn has(&self, name: &str) -> bool {
        self.env.get_template(name).is_ok()
    }

    /// Renders a template without a subject line (e.g. a rules text).
    pub fn render_text(&self, name: &str, ctx: impl Serialize) -> Result<String, TemplateError> {
        let err = |source| TemplateError::Render { name: name.to_string(), source };
        self.env.get_template(name).map_err(err)?.render(ctx).map_err(err)
    }

    /// The rules-and-notation text of a variant, if there is one, in
    /// `language` (English where it has none).
    pub fn rules_text(&self, variant: Variant, language: Language) -> Option<String> {
        let name = self.name_in(&format!("rules/{}.txt", variant.name()), language);
        if !self.has(&name) {
            return None;
        }
        self.render_text(&name, minijinja::context! { lang => language.code() }).ok()
    }

    /// `name` in `language`: its translation where it is a text translated
    /// whole (`de/help.txt`), else the template itself, whose words come
    /// from the catalogue.
    fn name_in(&self, name: &str, language: Language) -> String {
        let translated = format!("{}/{name}", language.code());
        if language != Language::En && self.has(&translated) {
            translated
        } else {
            name.to_string()
        }
    }

    /// Renders a mail template into subject and body, in English.
    pub fn render(&self, name: &str, ctx: impl Serialize) -> Result<Rendered, TemplateError> {
        self.render_in(name, Language::En, ctx)
    }

    /// Renders a mail template into subject and body, for a reader of
    /// `language` (the template's `t` and date filters read `lang`).
    pub fn render_in(&self, name: &str, language: Language, ctx: impl Serialize) -> Result<Rendered, TemplateError> {
        let ctx = minijinja::Value::from_serialize(&ctx);
        let ctx = minijinja::context! { lang => language.code(), ..ctx };
        let name = self.name_in(name, language);
        let name = name.as_str();
        let text = self.render_text(name, ctx)?;
        let (first, body) = text.split_once('\n').unwrap_or((&text, ""));
        let subject = first.strip_prefix("Subject:").ok_or_else(|| TemplateError::NoSubject { name: name.to_string() })?.trim().to_string();
        Ok(Rendered { subject, body: body.trim_end().to_string() + "\n" })
    }
}

/// Puts the catalogue within reach of `env`'s templates, in the language
/// of each rendering's `lang` (a context value or a global): `t("key",
/// n=3)` and `t(msg)` (see [`translate`]); `{{ text|words }}`, a sentence
/// from the code ([`Msg`]) in the reader's language, or a text already
/// written, as it is; `{{ text|sentence }}`, its first letter upper case.
/// The mails' templates and the web archive's (`crate::web`) share them.
///
/// [`Msg`]: crate::i18n::Msg
pub fn register_words(env: &mut Environment<'_>) {
    env.add_function("t", translate);
    env.add_filter("words", |state: &minijinja::State, what: minijinja::Value| -> Result<String, minijinja::Error> {
        if what.as_str().is_some() {
            return Ok(what.to_string());
        }
        translate(state, what, minijinja::value::Kwargs::from_iter(std::iter::empty::<(&str, minijinja::Value)>()))
    });
    // `{{ board|board }}`: a text board with its words (titles, hands)
    // in the reader's language.
    env.add_filter("board", |state: &minijinja::State, board: minijinja::Value| {
        match board.downcast_object_ref::<crate::rules::BoardText>() {
            Some(text) => crate::i18n::board_words::in_words(text, language_of(state)),
            None if board.is_none() || board.is_undefined() => String::new(),
            None => board.to_string(),
        }
    });
    // The first letter upper case, the rest as it is (minijinja's
    // `capitalize` lowers the rest: "Der weiße springer").
    env.add_filter("sentence", |s: String| {
        let mut c = s.chars();
        c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
    });
}

/// The language a template renders in: its `lang`.
fn language_of(state: &minijinja::State) -> Language {
    state.lookup("lang").and_then(|v| v.as_str().and_then(Language::from_code)).unwrap_or(Language::En)
}

/// `t("key", n=3)` or `t(msg)`: the catalogue's words for the template's
/// reader. A `msg` is a [`Msg`] from the code (a map with its key and
/// arguments); an argument that is itself one is put into words first.
pub fn translate(state: &minijinja::State, what: minijinja::Value, kwargs: minijinja::value::Kwargs) -> Result<String, minijinja::Error> {
    let language = language_of(state);
    if let Some(msg) = what.downcast_object_ref::<crate::i18n::Msg>() {
        return Ok(msg.text(language));
    }
    if let Some(id) = what.as_str() {
        // `peek`, not `get`: `get` notes each name as used (a copy and a
        // hash each) for `assert_all_used`, which `t` does not call.
        let mut given: Vec<(&str, &minijinja::Value)> = Vec::with_capacity(kwargs.args().count());
        for name in kwargs.args() {
            given.push((name, kwargs.peek(name)?));
        }
        return Ok(words(language, id, &given));
    }
    match msg_of(&what) {
        Some((id, given)) => {
            let given: Vec<(&str, &minijinja::Value)> = given.iter().map(|(n, v)| (n.as_str(), v)).collect();
            Ok(words(language, &id, &given))
        }
        // Nothing to say (an optional sentence left out).
        None if what.is_undefined() || what.is_none() => Ok(String::new()),
        None => Ok(what.to_string()),
    }
}

/// The message `id` with the template's values `given`, in `language`.
fn words(language: Language, id: &str, given: &[(&str, &minijinja::Value)]) -> String {
    crate::i18n::catalog::words(language, id, given.iter().map(|(name, value)| (*name, fluent_value(value, language))))
}

/// A serialised [`Msg`]'s key and arguments.
fn msg_of(value: &minijinja::Value) -> Option<(String, Vec<(String, minijinja::Value)>)> {
    let id = value.get_attr(MSG_KEY).ok().filter(|v| !v.is_undefined())?;
    let id = id.as_str()?.to_string();
    let mut args = Vec::new();
    if let Ok(given) = value.get_attr("args") {
        if let Ok(keys) = given.try_iter() {
            for key in keys {
                let Some(name) = key.as_str() else { continue };
                args.push((name.to_string(), given.get_attr(name).unwrap_or_default()));
            }
        }
    }
    Some((id, args))
}

fn fluent_value(value: &minijinja::Value, language: Language) -> FluentValue<'_> {
    // Numbers and strings first: most arguments are, and asking them for
    // the attributes of a sentence or a moment costs a lookup each.
    match value.kind() {
        minijinja::value::ValueKind::Number => {
            if let Ok(n) = i64::try_from(value.clone()) {
                return FluentValue::from(n);
            }
            if let Ok(f) = f64::try_from(value.clone()) {
                return FluentValue::from(f);
            }
        }
        minijinja::value::ValueKind::String => {
            if let Some(s) = value.as_str() {
                return FluentValue::from(s);
            }
        }
        _ => {}
    }
    if let Some(msg) = value.downcast_object_ref::<crate::i18n::Msg>() {
        return FluentValue::from(msg.text(language));
    }
    if let Some((id, given)) = msg_of(value) {
        let given: Vec<(&str, &minijinja::Value)> = given.iter().map(|(n, v)| (n.as_str(), v)).collect();
        return FluentValue::from(words(language, &id, &given));
    }
    if let Ok(sentence) = value.get_attr(SOUND_KEY) {
        if !sentence.is_undefined() {
            let said = match fluent_value(&sentence, language) {
                FluentValue::String(s) => s.into_owned(),
                _ => String::new(),
            };
            return FluentValue::from(crate::i18n::msg::leading_sound(&said));
        }
    }
    if let Some(at) = value.get_attr(MOMENT_KEY).ok().and_then(|v| v.as_str().map(str::to_string)) {
        if let Ok(at) = chrono::DateTime::parse_from_rfc3339(&at) {
            let exact = value.get_attr("exact").is_ok_and(|e| e.is_true());
            return FluentValue::from(crate::i18n::dates::written(language, at.with_timezone(&chrono::Utc), exact));
        }
    }
    if let Ok(n) = i64::try_from(value.clone()) {
        return FluentValue::from(n);
    }
    if let Ok(f) = f64::try_from(value.clone()) {
        return FluentValue::from(f);
    }
    match value.as_str() {
        Some(s) => FluentValue::from(s),
        None if value.is_undefined() || value.is_none() => FluentValue::from(""),
        None => FluentValue::from(value.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_mail_template_has_a_subject() {
        let t = Templates::load(None).unwrap();
        for (name, _) in BUILT_IN {
            if !name.starts_with("rules/") {
                // notice.txt takes its subject from the caller.
                let r = t.render(name, minijinja::context! { game_id => 7, subject => "Notice" }).unwrap();
                assert!(!r.subject.is_empty(), "{name}");
            }
        }
    }

    /// A refusal about a game shows its board, in the reader's words
    /// (`{% if board %}{{ board|board }}`), as the analysis's moments do.
    #[test]
    fn a_refusal_shows_the_board_in_the_readers_words() {
        let t = Templates::load(None).unwrap();
        let game = crate::rules::Game::new(crate::rules::Variant::Crazyhouse).unwrap();
        let board = game.position().board_text(crate::rules::Color::White);
        let context = minijinja::context! { game_id => 7, problem => "x", done => true, board => Some(board) };
        let r = t.render_in("error.txt", Language::De, context).unwrap();
        assert!(r.body.contains("|R|N|B|Q|K|B|N|R| 1") && r.body.contains("Reserve von Weiß: -"), "{}", r.body);
    }

    #[test]
    fn a_file_in_the_override_directory_replaces_the_built_in_template() {
        let dir = std::env::temp_dir().join(format!("tandem-templates-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("help.txt"), "Subject: Hilfe\nSo spielt man: {{ bot_name }}\n").unwrap();
        let t = Templates::load(Some(&dir)).unwrap();
        let r = t.render("help.txt", minijinja::context! { bot_name => "tandem" }).unwrap();
        assert_eq!(r.subject, "Hilfe");
        assert_eq!(r.body, "So spielt man: tandem\n");
        std::fs::remove_dir_all(&dir).ok();
    }
}
