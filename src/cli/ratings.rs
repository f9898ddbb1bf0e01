//! `tandem ratings [VARIANT]`: the standings (every game's, or one's);
//! `tandem ratings --rebuild`: every rating again from the finished games.
//! The operator sees addresses beside the public names.

use std::io::Write;

use chrono::Utc;
use tandem::config::Config;
use tandem::ratings::{self, Replayed};
use tandem::rules::Variant;

use super::error::{CliError, CliResult};
use super::operator::open_store;
use super::progress::Progress;

/// How many players each game's standings list.
const TOP: usize = 20;

pub fn ratings(cfg: &Config, variant: Option<&str>, rebuild: bool) -> CliResult {
    let variants: Vec<Variant> = match variant {
        Some(v) => vec![v.parse().map_err(|e| CliError::input("VARIANT", e))?],
        None => Variant::ALL.to_vec(),
    };
    let mut store = open_store(cfg)?;
    let mut bar = Progress::default();
    if let Some(done) = ratings::catch_up(&mut store, &mut |d, t| bar.show(d, t))? {
        bar.end();
        eprintln!("rated the games finished before ratings existed: {}", summary(done));
    }
    if rebuild {
        let done = store.transaction(|tx| ratings::rebuild(tx, &mut |d, t| bar.show(d, t)))?;
        bar.end();
        eprintln!("rebuilt every rating: {}", summary(done));
        return Ok(());
    }
    let now = Utc::now();
    let mut out = std::io::stdout().lock();
    store.transaction(|tx| {
        for v in &variants {
            let s = ratings::standings(tx, *v, now, TOP, None)?;
            if s.top.is_empty() && variant.is_none() {
                continue;
            }
            let _ = writeln!(out, "{} ({}): {} established players", v.title(), v.name(), s.established);
            for p in &s.top {
                let _ = writeln!(
                    out,
                    "{:>4}. {:<40} {:>5}  deviation {:>3}  {:>4} games  {}",
                    p.rank,
                    p.name,
                    p.rating.shown(),
                    p.rating.deviation.round() as i64,
                    p.games,
                    p.address
                );
            }
        }
        Ok::<_, CliError>(())
    })?;
    Ok(())
}

fn summary(r: Replayed) -> String {
    format!("{} finished games replayed, {} of them rated", r.games, r.rated)
}
