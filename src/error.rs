//! How errors are told: each layer has its own error type, whose message
//! says what failed there and whose `source()` leads to the cause, so that a
//! log line or the CLI can show the whole story with [`chain`].

use std::error::Error;

/// `e` and its causes, outermost first: "X: caused by Y: caused by Z".
///
/// A cause whose message is already in the text is left out: some errors
/// repeat their cause's message in their own (rusqlite's do; so do
/// [`crate::bot::BotError`] and [`crate::store::StoreError`], which are also
/// logged alone).
pub fn chain(e: &dyn Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let message = c.to_string();
        if !message.is_empty() && !text.contains(&message) {
            text.push_str(": caused by ");
            text.push_str(&message);
        }
        cause = c.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt;

    #[derive(Debug)]
    struct Layer(&'static str, Option<Box<Layer>>);

    impl fmt::Display for Layer {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.0)
        }
    }

    impl Error for Layer {
        fn source(&self) -> Option<&(dyn Error + 'static)> {
            self.1.as_deref().map(|l| l as &(dyn Error + 'static))
        }
    }

    #[test]
    fn the_chain_names_each_cause_once() {
        let e = Layer("cannot start", Some(Box::new(Layer("disk full", None))));
        assert_eq!(chain(&e), "cannot start: caused by disk full");
        let repeated = Layer("database error: locked", Some(Box::new(Layer("locked", Some(Box::new(Layer("code 5", None)))))));
        assert_eq!(chain(&repeated), "database error: locked: caused by code 5");
        assert_eq!(chain(&Layer("alone", None)), "alone");
    }
}
