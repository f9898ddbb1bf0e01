//! The message catalogues (`locales/<lang>/*.ftl`) and the translated long
//! texts: every file parses; every language has exactly English's keys and
//! uses every variable English's message takes; every key is used by the
//! code or a template; every message renders in every language with every
//! argument it takes, without an error; Russian and Polish plurals take
//! their three forms (checked at 1, 2, 5, 21 and 22); every language has
//! the help and the rules of every game.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use tandem::i18n::catalog::{long_text, sources};
use tandem::i18n::{text, Catalog, Language};

type Vars = BTreeMap<String, BTreeSet<String>>;

/// Every message of `language`: its variables, and which of them select
/// among plural forms (the rest select by word, or are printed).
fn messages(language: Language) -> (Vars, BTreeSet<(String, String)>) {
    let mut vars = Vars::new();
    let mut plural = BTreeSet::new();
    for (area, source) in sources(language) {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("locales/{}/{area}.ftl does not parse: {errors:?}", language.code()));
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let name = m.id.name.to_string();
                    assert!(!vars.contains_key(&name), "locales/{}/{area}.ftl: {name} defined twice", language.code());
                    let mut found = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern(p, &mut found, &mut |v| {
                            plural.insert((name.clone(), v));
                        });
                    }
                    vars.insert(name, found);
                }
                ast::Entry::Junk { content } => panic!("locales/{}/{area}.ftl: cannot read {content:?}", language.code()),
                _ => {}
            }
        }
    }
    (vars, plural)
}

fn pattern(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, plural: &mut dyn FnMut(String)) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expr(expression, vars, plural);
        }
    }
}

fn expr(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>, plural: &mut dyn FnMut(String)) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline(selector, vars, plural);
            let categories = ["zero", "one", "two", "few", "many", "other"];
            if let ast::InlineExpression::VariableReference { id } = selector {
                if variants
                    .iter()
                    .any(|v| matches!(v.key, ast::VariantKey::Identifier { name } if categories.contains(&name) && name != "other"))
                {
                    plural(id.name.to_string());
                }
            }
            for v in variants {
                pattern(&v.value, vars, plural);
            }
        }
        ast::Expression::Inline(i) => inline(i, vars, plural),
    }
}

fn inline(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>, plural: &mut dyn FnMut(String)) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expr(expression, vars, plural),
        _ => {}
    }
}

#[test]
fn every_catalogue_parses_and_has_englishs_keys_and_variables() {
    Catalog::built_in().unwrap_or_else(|e| panic!("{e}"));
    let (english, _) = messages(Language::En);
    assert!(english.len() > 50, "{} English messages", english.len());
    let mut problems = Vec::new();
    for language in Language::ALL {
        let (theirs, _) = messages(language);
        for (key, vars) in &english {
            match theirs.get(key) {
                None => problems.push(format!("{}: {key} is missing", language.code())),
                Some(used) => {
                    for v in vars.difference(used) {
                        problems.push(format!("{}: {key} does not use ${v}", language.code()));
                    }
                    for v in used.difference(vars) {
                        problems.push(format!("{}: {key} uses ${v}, which English's does not take", language.code()));
                    }
                }
            }
        }
        for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
            problems.push(format!("{}: {key} is not an English key", language.code()));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Every key is used: by a template (`t("key"`), by the code (`"key"`), or
/// by another message (`{ key }`).
#[test]
fn every_key_is_used() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut corpus = String::new();
    let mut read = |dir: &std::path::Path, ext: &str| {
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == ext) {
                    corpus.push_str(&std::fs::read_to_string(&p).unwrap());
                }
            }
        }
    };
    read(&root.join("src"), "rs");
    read(&root.join("templates"), "txt");
    let english: String = sources(Language::En).map(|(_, s)| s).collect::<Vec<_>>().join("\n");
    let (keys, _) = messages(Language::En);
    let unused: Vec<&String> =
        keys.keys().filter(|k| !corpus.contains(&format!("\"{k}\"")) && !english.contains(&format!("{{ {k} }}"))).collect();
    assert!(unused.is_empty(), "keys nothing uses: {unused:?}");
}

/// An argument as the code gives it: a number where the message selects a
/// plural form by it (or counts with it), else words.
fn argument(name: &str, plural: bool, n: i64) -> fluent_bundle::FluentValue<'static> {
    if plural || ["count", "n", "days", "left", "allowance", "shown", "total", "rated", "private", "id"].contains(&name) {
        fluent_bundle::FluentValue::from(n)
    } else {
        fluent_bundle::FluentValue::from(format!("«{name}»"))
    }
}

#[test]
fn every_message_renders_in_every_language_with_its_arguments() {
    let (english, plural) = messages(Language::En);
    for language in Language::ALL {
        for (key, vars) in &english {
            for n in [0, 1, 2, 5, 21, 22] {
                let args: Vec<(&str, fluent_bundle::FluentValue<'static>)> =
                    vars.iter().map(|v| (v.as_str(), argument(v, plural.contains(&(key.clone(), v.clone())), n))).collect();
                let words = text(language, key, &args);
                assert!(!words.trim().is_empty() || key == "list-none", "{}: {key} renders empty", language.code());
                assert!(!words.contains("{$") && !words.contains("{ $"), "{}: {key}: {words}", language.code());
                for v in vars.iter().filter(|v| !plural.contains(&((*key).clone(), (*v).clone()))) {
                    if !matches!(v.as_str(), "v" | "s" | "code" | "rated" | "private" | "count" | "days") {
                        assert!(
                            words.contains(&format!("«{v}»")) || words.contains(&n.to_string()),
                            "{}: {key} leaves out ${v}: {words}",
                            language.code()
                        );
                    }
                }
            }
        }
    }
}

/// Russian and Polish count in three forms: 1 and 21 read alike, 2 and 22
/// alike, 5 otherwise (1 ход, 2 хода, 5 ходов, 21 ход, 22 хода).
#[test]
fn russian_and_polish_plurals_take_their_three_forms() {
    let (_, plural) = messages(Language::En);
    assert!(!plural.is_empty());
    for language in [Language::Ru, Language::Pl] {
        let (_, theirs) = messages(language);
        for (key, var) in &plural {
            let form = |n: i64| text(language, key, &[(var.as_str(), fluent_bundle::FluentValue::from(n))]).replace(&n.to_string(), "N");
            if language == Language::Ru {
                assert_eq!(form(1), form(21), "ru: {key} at 1 and 21");
            } else {
                // Polish: 1 has its own form; 21 reads as 5 (21 posunięć).
                assert_eq!(form(5), form(21), "pl: {key} at 5 and 21");
            }
            assert_eq!(form(2), form(22), "{}: {key} at 2 and 22", language.code());
            // Where a number counts things, its noun takes three forms; a
            // number of players changes only a verb (one or several).
            let counts_things =
                ["digest-subject", "vacation-started", "time-control-per-move", "time-control-moves"].contains(&key.as_str());
            if counts_things && theirs.contains(&(key.clone(), var.clone())) {
                assert_ne!(form(2), form(5), "{}: {key}: 2 and 5 read alike: {}", language.code(), form(5));
                assert_ne!(form(1), form(5), "{}: {key}: 1 and 5 read alike: {}", language.code(), form(5));
            }
        }
    }
}

/// Every language has the help and the rules of every game, with the same
/// template variables as English's help.
#[test]
fn every_language_has_the_long_texts() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let english_help = std::fs::read_to_string(root.join("templates/help.txt")).unwrap();
    let tags = |t: &str| -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut rest = t;
        while let Some(i) = rest.find("{{") {
            let end = rest[i..].find("}}").map_or(rest.len(), |e| i + e + 2);
            out.insert(rest[i..end].split_whitespace().collect::<Vec<_>>().join(" "));
            rest = &rest[end..];
        }
        out
    };
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        let help = long_text(language, "help.txt").unwrap_or_else(|| panic!("{}: no help.txt", language.code()));
        assert!(help.starts_with("Subject: "), "{}: help.txt starts with its subject", language.code());
        assert_eq!(tags(help), tags(&english_help), "{}: help.txt's variables", language.code());
        for variant in tandem::rules::Variant::ALL {
            let path = format!("rules/{}.txt", variant.name());
            assert!(long_text(language, &path).is_some(), "{}: no {path}", language.code());
        }
    }
}
