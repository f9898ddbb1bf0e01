//! The catalogue's common messages, compiled once and written without
//! Fluent's resolver: text, arguments, and selections on a word (`$color ->
//! [White] Weiß`) or on a number's plural category. Every sentence of
//! every mail, and every piece of a picture's words, passes here; Fluent's
//! resolver built an argument map for each and a string for each nested
//! sentence (6% of a move mail's instructions on the daemon bench).
//!
//! A message that needs more (a reference to another message, a term, a
//! function, an escape) is not compiled, and an argument the compiled form
//! cannot judge (one missing, a sentence to select on) is left to Fluent.
//! What Fluent writes is the reference: a test writes every compiled
//! message of every language both ways (`tests/offline/catalog.rs`).

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_syntax::ast;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

use super::Language;

/// A compiled message: its parts in order.
pub type Parts = Vec<Part>;

#[derive(Debug)]
pub enum Part {
    Text(&'static str),
    /// An argument, written as it stands.
    Var(&'static str),
    /// A selection: the first variant whose key the argument matches, else
    /// the default.
    Select {
        on: &'static str,
        variants: Vec<(Key, Parts)>,
        default: usize,
    },
}

/// A variant's key, matched as Fluent matches it: a word by a word equal
/// to it, or by a number of that plural category (`one`, `few`); a number
/// by an equal number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Key {
    Word(&'static str),
    Number(f64),
}

/// Fluent stops writing a message after this many placeables: a message
/// with more in all its variants is left to it.
const MAX_PLACEABLES: usize = 100;

/// The messages of one language, each compiled when first written (a
/// process writes few of the thousands).
pub struct Compiled {
    messages: HashMap<&'static str, (&'static ast::Pattern<&'static str>, OnceLock<Option<Parts>>)>,
    /// The language's plural categories of whole numbers (as Fluent's).
    plurals: Option<PluralRules>,
}

impl Compiled {
    pub fn new(language: Language) -> Compiled {
        let plurals =
            language.code().parse::<LanguageIdentifier>().ok().and_then(|l| PluralRules::create(l, PluralRuleType::CARDINAL).ok());
        Compiled { messages: HashMap::new(), plurals }
    }

    /// Whether `n` matches the key `word` (a plural category); `None` if
    /// the language's categories are not known.
    pub fn plural_is(&self, word: &str, n: i64) -> Option<bool> {
        let category = match word {
            "zero" => PluralCategory::ZERO,
            "one" => PluralCategory::ONE,
            "two" => PluralCategory::TWO,
            "few" => PluralCategory::FEW,
            "many" => PluralCategory::MANY,
            "other" => PluralCategory::OTHER,
            _ => return Some(false),
        };
        Some(self.plurals.as_ref()?.select(n) == Ok(category))
    }

    /// Adds the messages of `entries` (a parsed catalogue file).
    pub fn add(&mut self, entries: impl Iterator<Item = &'static ast::Entry<&'static str>>) {
        for entry in entries {
            if let ast::Entry::Message(ast::Message { id, value: Some(value), .. }) = entry {
                self.messages.insert(id.name, (value, OnceLock::new()));
            }
        }
    }

    /// Message `id` compiled; `None` if there is none or it does not compile.
    pub fn get(&self, id: &str) -> Option<&Parts> {
        let (pattern, parts) = self.messages.get(id)?;
        parts.get_or_init(|| if placeables(pattern) > MAX_PLACEABLES { None } else { compile(pattern) }).as_ref()
    }
}

/// How many placeables `p` has, in all its variants.
fn placeables(p: &ast::Pattern<&'static str>) -> usize {
    p.elements
        .iter()
        .map(|e| match e {
            ast::PatternElement::TextElement { .. } => 0,
            ast::PatternElement::Placeable { expression: ast::Expression::Select { variants, .. } } => {
                1 + variants.iter().map(|v| placeables(&v.value)).sum::<usize>()
            }
            ast::PatternElement::Placeable { .. } => 1,
        })
        .sum()
}

fn compile(p: &ast::Pattern<&'static str>) -> Option<Parts> {
    p.elements
        .iter()
        .map(|e| match e {
            ast::PatternElement::TextElement { value } => Some(Part::Text(value)),
            ast::PatternElement::Placeable { expression } => placeable(expression),
        })
        .collect()
}

fn placeable(e: &ast::Expression<&'static str>) -> Option<Part> {
    match e {
        ast::Expression::Inline(inline) => inline_part(inline),
        ast::Expression::Select { selector: ast::InlineExpression::VariableReference { id }, variants } => {
            let default = variants.iter().position(|v| v.default)?;
            let variants = variants
                .iter()
                .map(|v| {
                    let key = match v.key {
                        ast::VariantKey::Identifier { name } => Key::Word(name),
                        // `[1.0]` would carry its decimals: left to Fluent.
                        ast::VariantKey::NumberLiteral { value } if !value.contains('.') => Key::Number(value.parse().ok()?),
                        ast::VariantKey::NumberLiteral { .. } => return None,
                    };
                    Some((key, compile(&v.value)?))
                })
                .collect::<Option<_>>()?;
            Some(Part::Select { on: id.name, variants, default })
        }
        ast::Expression::Select { .. } => None,
    }
}

fn inline_part(e: &ast::InlineExpression<&'static str>) -> Option<Part> {
    match e {
        ast::InlineExpression::VariableReference { id } => Some(Part::Var(id.name)),
        // `{""}`, `{"{"}`: a literal without escapes is its text.
        ast::InlineExpression::StringLiteral { value } if !value.contains('\\') => Some(Part::Text(value)),
        ast::InlineExpression::Placeable { expression } => placeable(expression),
        _ => None,
    }
}
