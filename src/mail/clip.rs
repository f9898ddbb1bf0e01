//! Quoting a stranger's text in a bounded length.

/// `text` cut to at most `max` characters, with "..." when cut: how the bot
/// quotes what a stranger wrote, so that its answer is never much larger
/// than its own words.
pub fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((end, _)) => format!("{}...", &text[..end]),
    }
}
