//! A progress bar on standard error for the long runs over a large store
//! (`ratings --rebuild`, `web build`): shown past 1,000 games, a step per
//! percent.

use std::io::Write;

#[derive(Default)]
pub struct Progress {
    shown: Option<u64>,
}

impl Progress {
    /// `done` of `total` games.
    pub fn show(&mut self, done: u64, total: u64) {
        if total <= 1_000 {
            return;
        }
        let percent = done * 100 / total;
        if self.shown != Some(percent) {
            self.shown = Some(percent);
            let width = 40;
            let filled = (percent * width / 100) as usize;
            eprint!("\r[{}{}] {percent:>3}% of {total} games", "#".repeat(filled), " ".repeat(width as usize - filled));
            let _ = std::io::stderr().flush();
        }
    }

    /// Ends the bar's line, if one was shown.
    pub fn end(&mut self) {
        if self.shown.take().is_some() {
            eprintln!();
        }
    }
}
