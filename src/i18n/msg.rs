//! A sentence not yet in words: a catalogue key and its arguments. Code
//! that tells a player something builds one; the mail's template puts it
//! into the recipient's language (`t(msg)`), so that one event told to
//! four players reads in four languages.

use fluent_bundle::types::FluentNumber;
use fluent_bundle::FluentValue;
use serde::ser::{Serialize, SerializeMap, Serializer};

use super::compiled::{Compiled, Key, Part};
use super::Language;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument: words that are the same in every language (a name, a
/// move as the reader writes it), a number (plurals follow it), or a
/// sentence of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Msg(Box<Msg>),
    /// A moment, written as the reader's language writes dates: to the
    /// minute, or (`exact`) to the second, where a deadline is judged.
    Moment {
        at: chrono::DateTime<chrono::Utc>,
        exact: bool,
    },
    /// The sound a sentence begins with in the reader's words (`i`, `e`,
    /// `o` or `other`): Spanish writes "e" for "y" before an i and "u" for
    /// "o" before an o, Italian "ed" for "e" before an e.
    LeadingSound(Box<Msg>),
}

impl Arg {
    /// A moment to the minute: `7. Dezember 2026, 14:05 UTC`.
    pub fn moment(at: chrono::DateTime<chrono::Utc>) -> Arg {
        Arg::Moment { at, exact: false }
    }

    /// A moment to the second: `7. Dezember 2026, 14:05:09 UTC`.
    pub fn exact(at: chrono::DateTime<chrono::Utc>) -> Arg {
        Arg::Moment { at, exact: true }
    }
}

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg { id, args: Vec::new() }
    }

    /// The same with argument `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// A game's name (`Chess`, `Schach`).
    pub fn variant(v: crate::rules::Variant) -> Msg {
        Msg::new("variant").arg("v", v.name())
    }

    /// A player's seat (`White`, `Weiß`).
    pub fn seat(s: crate::rules::Seat) -> Msg {
        Msg::new("seat").arg("s", s.as_str())
    }

    /// A span of time in words, to two units: `1 day 6 hours`, `2 Stunden`.
    pub fn duration(secs: u64) -> Msg {
        const UNITS: [(u64, &str); 5] = [(7 * 86_400, "week"), (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")];
        let part = |n: u64, unit: &'static str| Msg::new("duration-part").arg("n", n).arg("unit", unit);
        let Some(i) = UNITS.iter().position(|(size, _)| secs >= *size) else {
            return part(0, "second");
        };
        let (size, unit) = UNITS[i];
        let first = part(secs / size, unit);
        match UNITS.get(i + 1).map(|(smaller, unit)| (secs % size / smaller, *unit)) {
            Some((n, unit)) if n > 0 => Msg::new("duration-two").arg("a", first).arg("b", part(n, unit)),
            _ => first,
        }
    }

    /// `items` in a row, as a language joins them (`list-two`, nested);
    /// nothing for none.
    pub fn list(items: Vec<Msg>) -> Msg {
        items.into_iter().rev().reduce(|rest, first| Msg::new("list-two").arg("a", first).arg("b", rest)).unwrap_or(Msg::new("list-none"))
    }

    /// The same with each text argument (a player's own words, quoted)
    /// cut to `max` characters, so that an answer never grows with them.
    pub fn clipped(&self, max: usize) -> Msg {
        let args = self
            .args
            .iter()
            .map(|(n, a)| {
                let a = match a {
                    Arg::Text(t) => Arg::Text(crate::mail::clip(t, max)),
                    Arg::Msg(m) => Arg::Msg(Box::new(m.clipped(max))),
                    other => other.clone(),
                };
                (*n, a)
            })
            .collect();
        Msg { id: self.id, args }
    }

    /// `items` all together, as a language joins them: `a, b and c`
    /// (`list-and` after `list-two`); nothing for none.
    pub fn all(items: Vec<Msg>) -> Msg {
        Msg::joined("list-and", items)
    }

    /// `items` as alternatives, as a language offers them: `a, b or c`
    /// (`list-or` after `list-two`); nothing for none.
    pub fn either(items: Vec<Msg>) -> Msg {
        Msg::joined("list-or", items)
    }

    /// `items` with `key` ("and", "or") before the last, which it may
    /// change by the last item's first sound (`$next`).
    fn joined(key: &'static str, mut items: Vec<Msg>) -> Msg {
        match items.pop() {
            None => Msg::new("list-none"),
            Some(last) if items.is_empty() => last,
            Some(last) => Msg::new(key).arg("a", Msg::list(items)).arg("next", Arg::LeadingSound(Box::new(last.clone()))).arg("b", last),
        }
    }

    /// The words in `language`.
    pub fn text(&self, language: Language) -> String {
        let mut out = String::new();
        self.write(language, &mut out);
        out
    }

    /// [`Self::text`], written at the end of `out`.
    fn write(&self, language: Language, out: &mut String) {
        // A name as it stands (`name = { $name }` in every language), not
        // looked up: every square of every picture's words is one.
        if let ("name", [("name", Arg::Text(name))]) = (self.id, self.args.as_slice()) {
            out.push_str(name);
            return;
        }
        let catalog = super::catalog::Catalog::get();
        if let Some((parts, messages)) = catalog.compiled(language, self.id) {
            let start = out.len();
            if self.write_parts(parts, messages, language, out) {
                return;
            }
            out.truncate(start);
        }
        out.push_str(&super::catalog::words(language, self.id, self.args.iter().map(|(n, a)| (*n, a.value(language)))));
    }

    /// A compiled message's `parts` with the arguments (`messages`: the
    /// language's, for its plurals); false where Fluent must judge (an
    /// argument missing, a sentence to select on).
    fn write_parts(&self, parts: &[Part], messages: &Compiled, language: Language, out: &mut String) -> bool {
        for part in parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Var(name) => match self.given(name) {
                    Some(Arg::Text(t)) => out.push_str(t),
                    Some(Arg::Number(n)) => out.push_str(&FluentNumber::from(*n).as_string()),
                    Some(Arg::Msg(m)) => m.write(language, out),
                    Some(Arg::Moment { at, exact }) => out.push_str(&super::dates::written(language, *at, *exact)),
                    Some(Arg::LeadingSound(m)) => out.push_str(leading_sound(&m.text(language))),
                    None => return false,
                },
                Part::Select { on, variants, default } => {
                    let sound;
                    let matches: &dyn Fn(&Key) -> Option<bool> = match self.given(on) {
                        Some(Arg::Text(t)) => &move |k| Some(matches!(k, Key::Word(w) if *w == t)),
                        Some(Arg::LeadingSound(m)) => {
                            sound = leading_sound(&m.text(language));
                            &|k| Some(matches!(k, Key::Word(w) if *w == sound))
                        }
                        Some(Arg::Number(n)) => &move |k| match k {
                            Key::Number(x) => Some(*x == *n as f64),
                            Key::Word(w) => messages.plural_is(w, *n),
                        },
                        _ => return false,
                    };
                    let mut chosen = &variants[*default];
                    for v in variants {
                        match matches(&v.0) {
                            Some(true) => {
                                chosen = v;
                                break;
                            }
                            Some(false) => {}
                            None => return false,
                        }
                    }
                    if !self.write_parts(&chosen.1, messages, language, out) {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn given(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

impl Arg {
    fn value(&self, language: Language) -> FluentValue<'_> {
        match self {
            Arg::Text(t) => FluentValue::from(t.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Msg(m) => FluentValue::from(m.text(language)),
            Arg::Moment { at, exact } => FluentValue::from(super::dates::written(language, *at, *exact)),
            Arg::LeadingSound(m) => FluentValue::from(leading_sound(&m.text(language))),
        }
    }
}

/// The vowel sound `words` begin with, as the Romance languages hear it
/// (an h is silent, but "hie" begins with a y sound, as in "hielo"), and
/// the numbers read with an o (8, 11: "ocho", "once"): `i`, `e`, `o`, or
/// `other`.
pub fn leading_sound(words: &str) -> &'static str {
    let lower = words.trim_start_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    let mut chars = lower.chars().peekable();
    let digits: String = lower.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        return if digits.starts_with('8') || digits == "11" { "o" } else { "other" };
    }
    let mut first = chars.next();
    if first == Some('h') {
        first = chars.next();
        let vowel = |c: &char| "aeiouáéíóú".contains(*c);
        if matches!(first, Some('i' | 'í')) && chars.peek().is_some_and(vowel) {
            return "other";
        }
    }
    match first {
        Some('i' | 'í' | 'ì' | 'î' | 'ï') => "i",
        Some('e' | 'é' | 'è' | 'ê' | 'ë') => "e",
        Some('o' | 'ó' | 'ò' | 'ô') => "o",
        _ => "other",
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(i32, i64, u8, u32, u64, usize);

/// In a template's context, the message itself, which `t` and `words` put
/// into words without taking it apart (a template never looks inside; `{%
/// if msg %}` asks whether there is one).
impl minijinja::value::Object for Msg {
    fn is_true(self: &std::sync::Arc<Self>) -> bool {
        true
    }
}

/// For a template's context, the message as it is (above); elsewhere
/// `{"$msg": id, "args": {...}}`, which `t` recognises too.
impl Serialize for Msg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if minijinja::value::serializing_for_value() {
            return minijinja::Value::from_object(self.clone()).serialize(s);
        }
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut map = s.serialize_map(Some(self.0.len()))?;
                for (name, arg) in self.0 {
                    map.serialize_entry(name, arg)?;
                }
                map.end()
            }
        }
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry(MSG_KEY, self.id)?;
        map.serialize_entry("args", &Args(&self.args))?;
        map.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Text(t) => s.serialize_str(t),
            Arg::Number(n) => s.serialize_i64(*n),
            Arg::Msg(m) => m.serialize(s),
            Arg::Moment { at, exact } => {
                let mut map = s.serialize_map(Some(2))?;
                map.serialize_entry(MOMENT_KEY, &at.to_rfc3339())?;
                map.serialize_entry("exact", exact)?;
                map.end()
            }
            Arg::LeadingSound(m) => {
                let mut map = s.serialize_map(Some(1))?;
                map.serialize_entry(SOUND_KEY, m)?;
                map.end()
            }
        }
    }
}

/// The key under which a serialised [`Msg`] carries its id.
pub const MSG_KEY: &str = "$msg";

/// The key under which a serialised [`Arg::Moment`] carries its time.
pub const MOMENT_KEY: &str = "$moment";

/// The key under which a serialised [`Arg::LeadingSound`] carries its
/// sentence.
pub const SOUND_KEY: &str = "$sound";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_in_words() {
        let d = |secs| Msg::duration(secs).text(Language::En);
        assert_eq!(d(0), "0 seconds");
        assert_eq!(d(45), "45 seconds");
        assert_eq!(d(60), "1 minute");
        assert_eq!(d(5400), "1 hour 30 minutes");
        assert_eq!(d(43_200), "12 hours");
        assert_eq!(d(86_400), "1 day");
        assert_eq!(d(90_061), "1 day 1 hour");
        assert_eq!(d(86_401), "1 day");
        assert_eq!(d(8 * 86_400), "1 week 1 day");
    }

    /// `name` is written without the catalogue: there it is its argument
    /// as it stands, in every language.
    #[test]
    fn a_name_is_its_words_in_every_language() {
        for language in Language::ALL {
            for name in ["e4", "Ana & <Bo>", "Ступин", ""] {
                let looked_up = super::super::text(language, "name", &[("name", FluentValue::from(name))]);
                assert_eq!(looked_up, name, "{language:?}");
                assert_eq!(Msg::new("name").arg("name", name).text(language), name, "{language:?}");
            }
        }
    }

    #[test]
    fn spanish_and_italian_join_as_their_next_word_sounds() {
        let all = |language, items: &[&str]| Msg::all(items.iter().map(|i| Msg::new("name").arg("name", *i)).collect()).text(language);
        let either =
            |language, items: &[&str]| Msg::either(items.iter().map(|i| Msg::new("name").arg("name", *i)).collect()).text(language);
        assert_eq!(all(Language::Es, &["g2", "h2", "i2"]), "g2, h2 e i2");
        assert_eq!(all(Language::Es, &["h2", "j2"]), "h2 y j2");
        assert_eq!(all(Language::Es, &["Ana", "Hielo"]), "Ana y Hielo");
        assert_eq!(all(Language::Es, &["Ana", "Hilda"]), "Ana e Hilda");
        assert_eq!(either(Language::Es, &["7", "8"]), "7 u 8");
        assert_eq!(either(Language::Es, &["Cf3", "Cd2"]), "Cf3 o Cd2");
        assert_eq!(all(Language::It, &["d2", "e2"]), "d2 ed e2");
        assert_eq!(all(Language::It, &["e2", "i2"]), "e2 e i2");
        assert_eq!(all(Language::En, &["h2", "i2"]), "h2 and i2");
        assert_eq!(all(Language::Pt, &["d2", "e2"]), "d2 e e2");
    }
}
