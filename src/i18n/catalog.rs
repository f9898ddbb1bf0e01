//! The Fluent catalogues of every language, built into the binary.
//!
//! A key missing from a language falls back to English at run time (and
//! the catalogue tests fail on it: `tests/offline/catalog.rs`). Fluent's
//! bidi isolation marks are off: the mails' text parts are plain text, and
//! none of the nine languages is written right to left.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::compiled::{Compiled, Parts};
use super::Language;

/// Every file under `locales/`, built in (see `build.rs`).
mod built {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// The catalogue files of `language`: (area, source), `mail.ftl` as `mail`.
pub fn sources(language: Language) -> impl Iterator<Item = (&'static str, &'static str)> {
    built::FILES
        .iter()
        .filter(move |(code, path, _)| *code == language.code() && path.ends_with(".ftl") && !path.contains('/'))
        .map(|(_, path, text)| (path.trim_end_matches(".ftl"), *text))
}

/// A translated long text (`help.txt`, `rules/chess.txt`) of `language`.
pub fn long_text(language: Language, path: &str) -> Option<&'static str> {
    built::FILES.iter().find(|(code, p, _)| *code == language.code() && *p == path).map(|(_, _, text)| *text)
}

/// Every translated long text: (language, path, text).
pub fn long_texts() -> impl Iterator<Item = (Language, &'static str, &'static str)> {
    built::FILES
        .iter()
        .filter(|(_, path, _)| path.ends_with(".txt"))
        .filter_map(|(code, path, text)| Language::ALL.into_iter().find(|l| l.code() == *code).map(|l| (l, *path, *text)))
}

/// A catalogue file that does not parse, or defines a key twice.
#[derive(Debug)]
pub struct CatalogError {
    pub language: Language,
    pub area: &'static str,
    pub problems: Vec<String>,
}

impl std::fmt::Display for CatalogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "locales/{}/{}.ftl: {}", self.language.code(), self.area, self.problems.join("; "))
    }
}

impl std::error::Error for CatalogError {}

/// The messages of every language.
pub struct Catalog {
    bundles: Vec<(Language, FluentBundle<&'static FluentResource>)>,
    /// The messages each language's bundle holds that are written without
    /// Fluent's resolver (see `compiled.rs`), in `Language::ALL`'s order.
    compiled: Vec<Compiled>,
}

impl Catalog {
    /// The catalogues built into the binary. Their parsed files are kept
    /// for the process (the process keeps one catalogue: [`Catalog::get`]).
    pub fn built_in() -> Result<Catalog, CatalogError> {
        let mut bundles = Vec::new();
        let mut all_compiled = Vec::new();
        for language in Language::ALL {
            let mut compiled = Compiled::new(language);
            let id = language.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            for (area, source) in sources(language) {
                let fail = |problems: Vec<String>| CatalogError { language, area, problems };
                let resource = FluentResource::try_new(source.to_string())
                    .map_err(|(_, errors)| fail(errors.iter().map(|e| e.to_string()).collect()))?;
                // Kept for the process, as the catalogue is: the compiled
                // messages are its words, not copies.
                let resource: &'static FluentResource = Box::leak(Box::new(resource));
                bundle.add_resource(resource).map_err(|errors| fail(errors.iter().map(|e| e.to_string()).collect()))?;
                compiled.add(resource.entries());
            }
            bundles.push((language, bundle));
            all_compiled.push(compiled);
        }
        Ok(Catalog { bundles, compiled: all_compiled })
    }

    /// The catalogue of the binary, built once. The built-in files are
    /// checked by the tests; should one not parse all the same, the mails
    /// show the keys rather than stop.
    pub fn get() -> &'static Catalog {
        static CATALOG: OnceLock<Catalog> = OnceLock::new();
        CATALOG.get_or_init(|| {
            Catalog::built_in().unwrap_or_else(|e| {
                tracing::error!("the message catalogue is broken: {e}");
                Catalog { bundles: Vec::new(), compiled: Vec::new() }
            })
        })
    }

    /// Message `id` of `language` compiled, if it is and `language` has it
    /// (else Fluent writes it, or falls back to English).
    pub fn compiled(&self, language: Language, id: &str) -> Option<(&Parts, &Compiled)> {
        let i = Language::ALL.iter().position(|l| *l == language)?;
        let messages = self.compiled.get(i)?;
        Some((messages.get(id)?, messages))
    }

    fn bundle(&self, language: Language) -> Option<&FluentBundle<&'static FluentResource>> {
        self.bundles.iter().find(|(l, _)| *l == language).map(|(_, b)| b)
    }

    /// The message `id` in `language` with `args`; in English where
    /// `language` lacks it; the key itself where English does too.
    pub fn message(&self, language: Language, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        for lang in [language, Language::En] {
            let Some(bundle) = self.bundle(lang) else { continue };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else { continue };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() {
                tracing::warn!(language = lang.code(), id, "message with errors: {errors:?}");
            }
            return text.into_owned();
        }
        tracing::warn!(language = language.code(), id, "no such message");
        id.to_string()
    }
}

/// The message `id` in `language`, with `args` given as (name, value).
pub fn text(language: Language, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    words(language, id, args.iter().map(|(name, value)| (*name, value.clone())))
}

/// [`text`] with the arguments as they come: a sentence's names and words
/// are borrowed, not copied (every sentence of every mail passes here).
pub fn words<'a>(language: Language, id: &str, args: impl Iterator<Item = (&'a str, FluentValue<'a>)>) -> String {
    let mut fluent = FluentArgs::with_capacity(args.size_hint().0);
    for (name, value) in args {
        fluent.set(name, value);
    }
    let args = fluent.iter().next().is_some().then_some(&fluent);
    Catalog::get().message(language, id, args)
}
