//! `tandem web build`: the whole web archive from the store (progress on
//! standard error for a large one); `tandem web serve`: the archive over
//! HTTP for a quick look on one machine.

use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

use tandem::config::Config;
use tandem::web::{serve, Site};

use super::error::{CliError, CliResult};
use super::operator::open_store;
use super::progress::Progress;

fn site(cfg: &Config) -> Result<Site, CliError> {
    Site::from_config(cfg)?.ok_or(CliError::NoWeb)
}

pub fn build(cfg: &Config) -> CliResult {
    let site = site(cfg)?;
    // The store must exist (and is brought up to date) before the threads read it.
    drop(open_store(cfg)?);
    let began = Instant::now();
    let bar = Mutex::new(Progress::default());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8);
    let written = site.build(&cfg.store.path, threads, &|done, total| {
        if let Ok(mut b) = bar.lock() {
            b.show(done, total);
        }
    })?;
    if let Ok(mut b) = bar.lock() {
        b.end();
    }
    let removed = match written.removed {
        0 => String::new(),
        1 => " (and removed the pages of 1 game no longer shown)".to_string(),
        n => format!(" (and removed the pages of {n} games no longer shown)"),
    };
    eprintln!(
        "wrote {} game pages and {} lists to {}{removed} in {:.1} s",
        written.games,
        written.lists,
        site.dir().display(),
        began.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Serves `dir` (else the configuration's `[web] dir`) at `bind:port`.
pub fn serve_site(cfg: &Config, dir: Option<&Path>, bind: &str, port: u16) -> CliResult {
    let dir = match dir {
        Some(d) => d.to_path_buf(),
        None => cfg.web.dir.clone().ok_or(CliError::NoWeb)?,
    };
    let addr = if bind.contains(':') { format!("[{bind}]:{port}") } else { format!("{bind}:{port}") };
    serve::serve(&dir, &addr, &mut |at| {
        println!("serving {} at http://{at}/ (read only; Ctrl-C stops)", dir.display());
    })?;
    Ok(())
}
