//! Headless Chromium for the tests that look at pages as a browser shows
//! them (`tests/mail/mail_diagrams.rs`, `tests/mail/web_archive.rs`); installed by
//! `bash tests/browser.sh`.

use std::path::{Path, PathBuf};

/// The browser, or `None` (the checks are skipped) unless the real-stack
/// run (`TANDEM_MAILSTACK`) requires it.
pub fn find(suite: &str) -> Option<PathBuf> {
    let found = ["chromium", "chromium-browser"]
        .iter()
        .flat_map(|n| std::env::var("PATH").unwrap_or_default().split(':').map(|d| Path::new(d).join(n)).collect::<Vec<_>>())
        .find(|p| p.is_file());
    if found.is_none() {
        let required = std::env::var("TANDEM_MAILSTACK").is_ok_and(|v| !v.is_empty() && v != "0");
        assert!(!required, "TANDEM_MAILSTACK is set but Chromium is not installed: run `bash tests/browser.sh` (apt-get install chromium)");
        eprintln!("{suite}: browser checks SKIPPED (no chromium); run `bash tests/browser.sh` to install it");
    }
    found
}

/// The arguments for a screenshot `png` of a `width` x `height` window, the
/// same pixels on every machine (no GPU, scale 1, sRGB), with a profile of
/// its own under `profile` (add the page's URL last).
pub fn screenshot_args(profile: &Path, png: &Path, width: impl std::fmt::Display, height: impl std::fmt::Display) -> Vec<String> {
    vec![
        "--headless".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--hide-scrollbars".into(),
        "--force-device-scale-factor=1".into(),
        "--force-color-profile=srgb".into(),
        "--no-first-run".into(),
        format!("--user-data-dir={}", profile.display()),
        format!("--screenshot={}", png.display()),
        format!("--window-size={width},{height}"),
    ]
}
