//! How Message-IDs are stored: bare, without `<>`.

/// `<abc@host>` or ` abc@host ` -> `abc@host`.
pub fn bare_message_id(id: &str) -> &str {
    let id = id.trim();
    let id = id.strip_prefix('<').unwrap_or(id);
    let id = id.strip_suffix('>').unwrap_or(id);
    id.trim()
}
