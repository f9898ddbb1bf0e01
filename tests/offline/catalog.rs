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
    let (vars, plural, _) = messages_printed(language);
    (vars, plural)
}

/// [`messages`], with the variables each message prints (not only selects by).
fn messages_printed(language: Language) -> (Vars, BTreeSet<(String, String)>, Vars) {
    let mut vars = Vars::new();
    let mut printed = Vars::new();
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
                    let mut shown = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern(p, &mut found, &mut |v| {
                            plural.insert((name.clone(), v));
                        });
                        printed_in(p, &mut shown);
                    }
                    vars.insert(name.clone(), found);
                    printed.insert(name, shown);
                }
                ast::Entry::Junk { content } => panic!("locales/{}/{area}.ftl: cannot read {content:?}", language.code()),
                _ => {}
            }
        }
    }
    (vars, plural, printed)
}

/// The variables each message of `language` selects on.
fn messages_selecting(language: Language) -> Vars {
    let mut out = Vars::new();
    for (_, source) in sources(language) {
        let Ok(resource) = fluent_syntax::parser::parse(source) else { continue };
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut found = BTreeSet::new();
                if let Some(p) = &m.value {
                    selectors_in(p, &mut found);
                }
                out.insert(m.id.name.to_string(), found);
            }
        }
    }
    out
}

fn selectors_in(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression: ast::Expression::Select { selector, variants } } = e {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.insert(id.name.to_string());
            }
            variants.iter().for_each(|v| selectors_in(&v.value, out));
        }
    }
}

/// The variables `p` prints (as a placeable, in any variant).
fn printed_in(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            printed_expr(expression, out);
        }
    }
}

fn printed_expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { variants, .. } => variants.iter().for_each(|v| printed_in(&v.value, out)),
        ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
            out.insert(id.name.to_string());
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => printed_expr(expression, out),
        ast::Expression::Inline(_) => {}
    }
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

/// Every key is used: by a template (`t("key"`, the mails' and the web
/// archive's), by the code (`"key"`), or by another message (`{ key }`).
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
    read(&root.join("templates"), "html");
    let english: String = sources(Language::En).map(|(_, s)| s).collect::<Vec<_>>().join("\n");
    let (keys, _) = messages(Language::En);
    let unused: Vec<&String> =
        keys.keys().filter(|k| !corpus.contains(&format!("\"{k}\"")) && !english.contains(&format!("{{ {k} }}"))).collect();
    assert!(unused.is_empty(), "keys nothing uses: {unused:?}");
}

/// Every key the templates (`t("key"`, the web archive's `markup("key"`)
/// and the code (`Msg::new("key"`, `Reason::new("key"`) name is in the
/// catalogue: a typo would print the key itself.
#[test]
fn every_key_named_is_in_the_catalogue() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let (keys, _) = messages(Language::En);
    // (`Reason::new` names the keys of a refused move's reasons: `locales/*/moves.ftl`.)
    let named = regex::Regex::new(r#"(?:\bt\(|\bmarkup\(|Msg::new\(|Reason::new\(\s*)"([a-z0-9-]+)""#).unwrap();
    let mut missing = BTreeSet::new();
    let mut stack = vec![root.join("src"), root.join("templates")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs" || x == "txt" || x == "html") {
                let text = std::fs::read_to_string(&p).unwrap();
                for c in named.captures_iter(&text) {
                    // (`t("key", ...)` is how the docs write the call.)
                    if &c[1] != "key" && !keys.contains_key(&c[1]) {
                        missing.insert(format!("{}: {}", p.strip_prefix(root).unwrap().display(), &c[1]));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "keys named but not in locales/en: {missing:?}");
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
    let (english, plural, printed) = messages_printed(Language::En);
    for language in Language::ALL {
        // What English prints, every language prints (in some form of the
        // message; a selector may leave it out of another). A word from a
        // closed set (a colour, a piece, a wing), which a language names
        // and declines itself, may be only selected on; a number never.
        let (_, _, theirs) = messages_printed(language);
        let selected = messages_selecting(language);
        for (key, shown) in &printed {
            let missing: Vec<&String> = shown
                .difference(&theirs[key])
                .filter(|v| {
                    let number = plural.contains(&(key.clone(), v.to_string()))
                        || matches!(argument(v, false, 0), fluent_bundle::FluentValue::Number(_));
                    number || !selected[key].contains(*v)
                })
                .collect();
            assert!(missing.is_empty(), "{}: {key} never shows {missing:?}, which English shows", language.code());
        }
        for (key, vars) in &english {
            for n in [0, 1, 2, 5, 21, 22] {
                let args: Vec<(&str, fluent_bundle::FluentValue<'static>)> =
                    vars.iter().map(|v| (v.as_str(), argument(v, plural.contains(&(key.clone(), v.clone())), n))).collect();
                let words = text(language, key, &args);
                assert!(!words.trim().is_empty() || key == "list-none", "{}: {key} renders empty", language.code());
                assert!(!words.contains("{$") && !words.contains("{ $"), "{}: {key}: {words}", language.code());
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
        for (key, var) in &plural {
            let (english, _) = messages(Language::En);
            let form = |n: i64| {
                let args: Vec<(&str, fluent_bundle::FluentValue<'static>)> = english[key]
                    .iter()
                    .map(|v| {
                        let value = if v == var {
                            fluent_bundle::FluentValue::from(n)
                        } else if plural.contains(&(key.clone(), v.clone())) {
                            fluent_bundle::FluentValue::from(7)
                        } else {
                            fluent_bundle::FluentValue::from(format!("«{v}»"))
                        };
                        (v.as_str(), value)
                    })
                    .collect();
                // The number where it stands alone (not the 1 of "+1.00" or "#-3").
                let alone = regex::Regex::new(&format!(r"(^|[^\d.+#-]){n}([^\d.]|$)")).unwrap();
                alone.replace_all(&text(language, key, &args), "${1}N${2}").into_owned()
            };
            if language == Language::Ru {
                // (21 against 31, not 1: a message may say "1" in words of its own, as [1].)
                assert_eq!(form(21), form(31), "ru: {key} at 21 and 31");
            } else {
                // Polish: 1 has its own form; 21 reads as 5 (21 posunięć).
                assert_eq!(form(5), form(21), "pl: {key} at 5 and 21");
            }
            assert_eq!(form(2), form(22), "{}: {key} at 2 and 22", language.code());
            // Where a number counts things, the message gives the noun's
            // three forms (one, few, many; two of them may be the same
            // word, as Polish "2 dni", "5 dni"); a number of players
            // changes only a verb (one or several).
            let counts_things =
                ["digest-subject", "vacation-started", "time-control-per-move", "time-control-moves"].contains(&key.as_str());
            // Polish "dzień" has one plural for both: 2 dni, 5 dni.
            let one_plural = language == Language::Pl && var == "days";
            if counts_things && !one_plural {
                let categories = selector_keys(language, key, var);
                for needed in ["one", "few", "many"] {
                    assert!(categories.contains(needed), "{}: {key} has no [{needed}] form for ${var}: {categories:?}", language.code());
                }
                assert_ne!(form(1), form(5), "{}: {key}: 1 and 5 read alike", language.code());
            }
        }
    }
}

/// The keys of the selectors on `$var` in `key` of `language`.
fn selector_keys(language: Language, key: &str, var: &str) -> BTreeSet<String> {
    fn walk(p: &ast::Pattern<&str>, var: &str, out: &mut BTreeSet<String>) {
        for e in &p.elements {
            if let ast::PatternElement::Placeable { expression } = e {
                walk_expr(expression, var, out);
            }
        }
    }
    fn walk_expr(e: &ast::Expression<&str>, var: &str, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                let on_var = matches!(selector, ast::InlineExpression::VariableReference { id } if id.name == var);
                for v in variants {
                    if on_var {
                        if let ast::VariantKey::Identifier { name } = v.key {
                            out.insert(name.to_string());
                        }
                    }
                    walk(&v.value, var, out);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => walk_expr(expression, var, out),
            ast::Expression::Inline(_) => {}
        }
    }
    let mut out = BTreeSet::new();
    for (_, source) in sources(language) {
        let Ok(resource) = fluent_syntax::parser::parse(source) else { continue };
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                if m.id.name == key {
                    if let Some(p) = &m.value {
                        walk(p, var, &mut out);
                    }
                }
            }
        }
    }
    out
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

/// The variables of `p`, with the words each selection on one knows.
fn selections(p: &ast::Pattern<&'static str>, out: &mut BTreeMap<&'static str, Vec<&'static str>>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            selection_expr(expression, out);
        }
    }
}

fn selection_expr(e: &ast::Expression<&'static str>, out: &mut BTreeMap<&'static str, Vec<&'static str>>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let words = out.entry(id.name).or_default();
                words.extend(variants.iter().filter_map(|v| match v.key {
                    ast::VariantKey::Identifier { name } => Some(name),
                    ast::VariantKey::NumberLiteral { .. } => None,
                }));
            }
            variants.iter().for_each(|v| selections(&v.value, out));
        }
        ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
            out.entry(id.name).or_default();
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => selection_expr(expression, out),
        ast::Expression::Inline(_) => {}
    }
}

/// The messages written without Fluent's resolver (`src/i18n/compiled.rs`)
/// read as Fluent writes them: every compiled message of every language
/// with each word its selections know and one they do not, with numbers of
/// every plural category, and with each argument left out in turn.
#[test]
fn compiled_messages_read_as_fluent_writes_them() {
    use tandem::i18n::{Arg, Msg};
    let catalog = Catalog::get();
    let (mut compiled, mut all, mut compared) = (0, 0, 0);
    for language in Language::ALL {
        for (area, source) in sources(language) {
            let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|_| panic!("{area} parses"));
            for entry in &resource.body {
                let ast::Entry::Message(m) = entry else { continue };
                all += 1;
                if catalog.compiled(language, m.id.name).is_none() {
                    continue;
                }
                compiled += 1;
                let mut vars = BTreeMap::new();
                if let Some(p) = &m.value {
                    selections(p, &mut vars);
                }
                let base: Vec<(&'static str, Arg)> = vars
                    .iter()
                    .map(|(&v, words)| (v, Arg::Text(words.first().map_or_else(|| format!("«{v}»"), |w| w.to_string()))))
                    .collect();
                let mut cases = vec![base.clone()];
                for (i, (_, words)) in vars.iter().enumerate() {
                    for word in words.iter().copied().chain(["unknown-word", ""]) {
                        let mut case = base.clone();
                        case[i].1 = Arg::Text(word.to_string());
                        cases.push(case);
                    }
                    // Plural categories: Russian's and Polish's three forms.
                    for n in [0, 1, 2, 5, 11, 21, 22, 100, -1] {
                        let mut number = base.clone();
                        number[i].1 = Arg::Number(n);
                        cases.push(number);
                    }
                    let mut missing = base.clone();
                    missing.remove(i);
                    cases.push(missing);
                }
                for args in cases {
                    let fluent: Vec<(&str, fluent_bundle::FluentValue<'_>)> = args
                        .iter()
                        .map(|(n, a)| match a {
                            Arg::Text(t) => (*n, fluent_bundle::FluentValue::from(t.as_str())),
                            Arg::Number(x) => (*n, fluent_bundle::FluentValue::from(*x)),
                            _ => unreachable!(),
                        })
                        .collect();
                    let expected = text(language, m.id.name, &fluent);
                    let msg = Msg { id: m.id.name, args };
                    assert_eq!(msg.text(language), expected, "{}: {} with {:?}", language.code(), m.id.name, msg.args);
                    compared += 1;
                }
            }
        }
    }
    // Most messages are compiled (else the fast path is not what mails take).
    eprintln!("{compiled} of {all} messages compiled, {compared} cases compared");
    assert!(compiled * 10 >= all * 7, "only {compiled} of {all} messages are compiled");
}
