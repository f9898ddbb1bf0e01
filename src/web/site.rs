//! The site, as `[web]` says: the update after a pass (the changed
//! games' pages and records, their list pages, the index, the rating lists
//! of the games whose result counted) and the whole build.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

use chrono::{DateTime, Utc};

use super::error::WebError;
use super::pages::{Pages, STYLE};
use super::{files, game_page, lists, seeks, tournaments};
use crate::bot::public_game;
use crate::clocks::schedule::Timing;
use crate::config::Config;
use crate::rules::Variant;
use crate::store::{GameId, GameStatus, Store, TournamentId, Tx};

/// The site, as `[web]` says.
pub struct Site {
    dir: PathBuf,
    /// Who the bot is: the PGN's Event names it, its Site is the site's address.
    identity: crate::bot::Identity,
    pages: Pages,
    /// What `seeks.html` showed when last written (`web/seeks.rs`).
    seeks_shown: Mutex<Option<(i64, i64, i64)>>,
}

/// What [`Site::update`] or [`Site::build`] wrote.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Written {
    /// Game pages written.
    pub games: usize,
    /// Game pages removed (games that will not be shown).
    pub removed: usize,
    /// Lists written (the index, game lists, rating lists).
    pub lists: usize,
}

impl Site {
    /// The site of `cfg`, if it has `[web] dir`.
    pub fn from_config(cfg: &Config) -> Result<Option<Site>, WebError> {
        let Some(dir) = cfg.web.dir.clone() else { return Ok(None) };
        let identity = crate::bot::Identity::from_config(cfg);
        let title = cfg.web.title.clone().unwrap_or_else(|| cfg.bot.name.clone());
        // The pages' words are the operator's: `[web] language`, else the
        // bot's own default language.
        let language = cfg.web.language(cfg.bot.language());
        let pages = Pages::load(cfg.templates.dir.as_deref(), title, Timing::from_config(cfg), language)?;
        Ok(Some(Site { dir, identity, pages, seeks_shown: Mutex::new(None) }))
    }

    /// The directory the site is written to.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, rel: &str) -> PathBuf {
        files::under(&self.dir, rel)
    }

    /// After a pass: the pages of the `changed` games, the lists they are
    /// on, the index, and the rating lists of the games whose end counted.
    pub fn update(&self, store: &mut Store, changed: &[GameId], now: DateTime<Utc>) -> Result<Written, WebError> {
        let mut written = Written::default();
        if changed.is_empty() {
            return Ok(written);
        }
        let mut blocks = BTreeSet::new();
        let mut rated: Vec<Variant> = Vec::new();
        let mut tournaments = BTreeSet::new();
        for &id in changed {
            if let Some(tag) = store.read(|tx| tx.tournament_tag(id))? {
                tournaments.insert(tag.id.0);
            }
            let shown = store.read(|tx| self.game(tx, id, now, true))?;
            match shown {
                Shown::Page { variant, rated_end } => {
                    written.games += 1;
                    if rated_end && !rated.contains(&variant) {
                        rated.push(variant);
                    }
                }
                Shown::Removed => written.removed += 1,
                Shown::Nothing => continue,
            }
            blocks.insert(lists::block_of(id.0));
        }
        store.read(|tx| {
            for k in &blocks {
                files::write(&self.path(&format!("games/{}", lists::block_name(*k))), lists::block(&self.pages, tx, *k, now)?.as_bytes())?;
                written.lists += 1;
            }
            for v in &rated {
                files::write(&self.path(&format!("ratings/{}.html", v.name())), lists::rating_list(&self.pages, tx, *v, now)?.as_bytes())?;
                written.lists += 1;
            }
            if !rated.is_empty() {
                files::write(&self.path("ratings/index.html"), lists::ratings_index(&self.pages, tx, now)?.as_bytes())?;
                written.lists += 1;
            }
            for t in &tournaments {
                written.lists += self.tournament(tx, TournamentId(*t), now)?;
            }
            if !tournaments.is_empty() {
                files::write(&self.path("tournaments/index.html"), tournaments::index(&self.pages, tx, now)?.as_bytes())?;
                written.lists += 1;
            }
            self.common(tx, now)?;
            written.lists += 1;
            Ok::<_, WebError>(())
        })?;
        Ok(written)
    }

    /// Writes tournament `id`'s page, or removes it when it has none; 1
    /// when written.
    fn tournament(&self, tx: &Tx<'_>, id: TournamentId, now: DateTime<Utc>) -> Result<usize, WebError> {
        let path = self.path(&format!("tournaments/{}.html", id.0));
        match tournaments::page(&self.pages, tx, id, now)? {
            Some(html) => {
                files::write(&path, html.as_bytes())?;
                Ok(1)
            }
            None => {
                files::remove(&path)?;
                Ok(0)
            }
        }
    }

    /// `seeks.html`, when the open seeks changed since it was written
    /// (or `always`); whether it was written.
    pub fn write_seeks(&self, store: &mut Store, now: DateTime<Utc>, always: bool) -> Result<bool, WebError> {
        store.read(|tx| {
            let now_shown = seeks::fingerprint(tx)?;
            let mut shown = self.seeks_shown.lock().unwrap_or_else(|e| e.into_inner());
            if !always && *shown == Some(now_shown) {
                return Ok(false);
            }
            files::write(&self.path("seeks.html"), seeks::page(&self.pages, tx, &self.identity.address, now)?.as_bytes())?;
            *shown = Some(now_shown);
            Ok(true)
        })
    }

    /// The index, and the stylesheet when it is missing.
    fn common(&self, tx: &Tx<'_>, now: DateTime<Utc>) -> Result<(), WebError> {
        files::write(&self.path("index.html"), lists::index(&self.pages, tx, now)?.as_bytes())?;
        let style = self.path("style.css");
        if files::read(&style).as_deref() != Some(STYLE) {
            files::write(&style, STYLE.as_bytes())?;
        }
        Ok(())
    }

    /// Writes game `id`'s page and record (adding to the page there when
    /// `add` and it fits), or removes them when the game is not to be shown.
    fn game(&self, tx: &Tx<'_>, id: GameId, now: DateTime<Utc>, add: bool) -> Result<Shown, WebError> {
        let Some(g) = public_game::load(tx, id)? else { return Ok(Shown::Nothing) };
        let page = self.path(&format!("games/{}.html", id.0));
        let record = self.path(&format!("games/{}", game_page::record_name(id.0, g.variant())));
        if g.is_private() || !matches!(g.status(), GameStatus::Active | GameStatus::Finished) {
            let there = page.exists();
            files::remove(&page)?;
            files::remove(&record)?;
            return Ok(if there { Shown::Removed } else { Shown::Nothing });
        }
        // The deadline as the scheduler last stored it (it runs before the
        // site is written): one row, not the whole clock.
        let clock = tx.clock_row(id)?.and_then(|r| {
            r.deadline_at.map(|deadline| public_game::PublicClock::new(deadline, &self.pages.timing.control(r.days, r.moves), None))
        });
        let old = if add { files::read(&page) } else { None };
        // Its analysis, once made.
        let analysis =
            tx.analysis(id)?.and_then(|a| Some((a.result.and_then(|json| crate::bot::analysis::decode(g.rules(), &json))?, a.engine)));
        let html = game_page::render(&self.pages, &g, clock.as_ref(), old.as_deref(), analysis.as_ref(), now)?;
        files::write(&page, html.as_bytes())?;
        files::write(&record, g.pgn(&self.identity).as_bytes())?;
        let rated_end = g.status() == GameStatus::Finished && g.rated();
        Ok(Shown::Page { variant: g.variant(), rated_end })
    }

    /// Writes the whole site from the store at `path` (read on `threads`
    /// connections of its own, taking no write lock: the daemon goes on
    /// meanwhile); `progress(done, total)` as game pages are written.
    pub fn build(&self, path: &Path, threads: usize, progress: &(dyn Fn(u64, u64) + Sync)) -> Result<Written, WebError> {
        let now = Utc::now();
        let began = std::time::SystemTime::now();
        let mut store = Store::open_existing(path)?;
        let mut ids = Vec::new();
        loop {
            let after = ids.last().map_or(0, |g: &GameId| g.0);
            let more = store.read(|tx| tx.archive_ids_after(after, 10_000))?;
            if more.is_empty() {
                break;
            }
            ids.extend(more);
        }
        let total = ids.len() as u64;
        let next = AtomicUsize::new(0);
        let done = AtomicU64::new(0);
        let failed: Mutex<Option<WebError>> = Mutex::new(None);
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    let work = || -> Result<(), WebError> {
                        let mut store = Store::open_existing(path)?;
                        loop {
                            let at = next.fetch_add(CHUNK, Ordering::Relaxed);
                            if at >= ids.len() || failed.lock().map_or(true, |f| f.is_some()) {
                                return Ok(());
                            }
                            let chunk = &ids[at..(at + CHUNK).min(ids.len())];
                            store.read(|tx| {
                                for &id in chunk {
                                    self.game(tx, id, now, false)?;
                                }
                                Ok::<_, WebError>(())
                            })?;
                            let n = done.fetch_add(chunk.len() as u64, Ordering::Relaxed) + chunk.len() as u64;
                            progress(n, total);
                        }
                    };
                    if let Err(e) = work() {
                        if let Ok(mut f) = failed.lock() {
                            f.get_or_insert(e);
                        }
                    }
                });
            }
        });
        if let Some(e) = failed.into_inner().ok().flatten() {
            return Err(e);
        }
        let mut written = Written { games: ids.len(), removed: self.remove_stale(&ids, began)?, ..Written::default() };
        store.read(|tx| {
            let (_, last_id) = tx.archive_size()?;
            for k in 1..=lists::block_of(last_id.max(1)) {
                files::write(&self.path(&format!("games/{}", lists::block_name(k))), lists::block(&self.pages, tx, k, now)?.as_bytes())?;
                written.lists += 1;
            }
            for v in Variant::ALL {
                files::write(&self.path(&format!("ratings/{}.html", v.name())), lists::rating_list(&self.pages, tx, v, now)?.as_bytes())?;
                written.lists += 1;
            }
            files::write(&self.path("ratings/index.html"), lists::ratings_index(&self.pages, tx, now)?.as_bytes())?;
            for t in tx.all_tournaments()? {
                written.lists += self.tournament(tx, t.id, now)?;
            }
            files::write(&self.path("tournaments/index.html"), tournaments::index(&self.pages, tx, now)?.as_bytes())?;
            self.common(tx, now)?;
            written.lists += 3;
            Ok::<_, WebError>(())
        })?;
        self.write_seeks(&mut store, now, true)?;
        written.lists += 1;
        Ok(written)
    }

    /// Removes the pages and records in `games/` of games not in `shown`
    /// (made private, aborted, or left by a crash between a change and its
    /// page); returns how many games' files went. Files written since
    /// `began` stay: the daemon wrote them for a game shown since the
    /// build read the store.
    fn remove_stale(&self, shown: &[GameId], began: std::time::SystemTime) -> Result<usize, WebError> {
        let dir = self.path("games");
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
            Err(source) => return Err(WebError::Io { path: dir, source }),
        };
        let shown: std::collections::HashSet<i64> = shown.iter().map(|g| g.0).collect();
        let mut gone = std::collections::BTreeSet::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some((stem, ext)) = name.to_str().and_then(|n| n.split_once('.')) else { continue };
            let Ok(id) = stem.parse::<i64>() else { continue };
            let recent = entry.metadata().and_then(|m| m.modified()).is_ok_and(|m| m >= began);
            if matches!(ext, "html" | "pgn" | "bpgn") && !shown.contains(&id) && !recent {
                files::remove(&entry.path())?;
                gone.insert(id);
            }
        }
        Ok(gone.len())
    }
}

/// Game pages one thread of [`Site::build`] writes in one read of the store.
const CHUNK: usize = 64;

/// What became of a game's page.
enum Shown {
    /// Written; `rated_end` when it is a finished rated game.
    Page { variant: Variant, rated_end: bool },
    /// Removed (the game is not to be shown any more).
    Removed,
    /// No game, or nothing to show nor remove.
    Nothing,
}
