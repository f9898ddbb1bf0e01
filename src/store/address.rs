//! How addresses are stored: lower-cased `local@domain`.

/// The form addresses are stored in: trimmed, without `<>` or `mailto:`,
/// lower-cased. `None` if it does not look like `local@domain`.
pub fn normalize_address(addr: &str) -> Option<String> {
    let a = addr.trim();
    let a = a.strip_prefix('<').unwrap_or(a);
    let a = a.strip_suffix('>').unwrap_or(a).trim();
    let a = match a.get(..7) {
        Some(p) if p.eq_ignore_ascii_case("mailto:") => &a[7..],
        _ => a,
    };
    let a = a.to_lowercase();
    let (local, domain) = a.rsplit_once('@')?;
    let bad = |s: &str| s.is_empty() || s.chars().any(|c| c.is_whitespace() || c == '<' || c == '>');
    if bad(local) || bad(domain) {
        return None;
    }
    Some(a)
}
