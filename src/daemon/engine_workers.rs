//! The computer's searches, on worker threads of their own so
//! that they never hold up the mail: the daemon's loop looks, after each
//! pass, for games where the computer is to act in a position not searched
//! yet, hands them to the workers, and applies what they decided, each in a
//! transaction of its own that checks the game still stands where it was
//! searched (`Bot::apply_computer`). Nothing of a search is stored: after a
//! crash or a restart, the positions waiting for the computer are simply
//! searched again.
//!
//! The analyses after the game run on the same workers, queued
//! behind the computer's moves: one is handed out only when no move is
//! being searched, one at a time. They are stored queued (migration 017),
//! so a restart resumes them; a finished one is stored, and its mail
//! queued, by a transaction of its own (`Bot::apply_analysis`).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use chrono::Utc;
use tracing::{error, info, warn};

use crate::bot::analysis::{self, AnalysisDone, AnalysisJob};
use crate::bot::computer::{decide, looked_at, Decision, Job};
use crate::bot::Bot;
use crate::config::EngineConfig;
use crate::error::chain;
use crate::rules::Seat;
use crate::store::GameId;

/// What a worker does: a move of the computer's, or an analysis.
enum Work {
    Move(Job),
    Analysis(AnalysisJob),
}

/// A finished search: the seat and state it was for, and its decision; or
/// an analysis (`None`: stopped or failed).
enum Done {
    Move((GameId, Seat), String, Option<Decision>),
    Analysis(GameId, Option<AnalysisDone>),
}

pub struct EngineWorkers {
    jobs: Option<Sender<Work>>,
    done: Receiver<Done>,
    threads: Vec<JoinHandle<()>>,
    stop: Arc<AtomicBool>,
    /// The position each computer seat was last looked at in (searched, or
    /// found not its turn): looked at again only when it changed.
    seen: HashMap<(GameId, Seat), String>,
    /// Searches handed out and not back yet.
    in_flight: usize,
    /// The analysis handed out and not back yet.
    analysing: Option<GameId>,
    /// Analyses that failed (searched or stored): not tried again before a
    /// restart.
    failed: std::collections::HashSet<GameId>,
}

impl EngineWorkers {
    /// `[engine] threads` workers; none when the engine is off (games with
    /// the computer then wait).
    pub fn start(cfg: &EngineConfig) -> EngineWorkers {
        let (jobs, queue) = channel::<Work>();
        let (report, done) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let queue = Arc::new(Mutex::new(queue));
        let mut threads = Vec::new();
        if cfg.enabled {
            for n in 0..cfg.threads {
                let (queue, report, stop) = (Arc::clone(&queue), report.clone(), Arc::clone(&stop));
                let spawned = std::thread::Builder::new().name(format!("engine-{n}")).spawn(move || work(&queue, &report, &stop));
                match spawned {
                    Ok(t) => threads.push(t),
                    Err(e) => error!("no search thread {n} for the computer: {e}"),
                }
            }
        }
        let jobs = (!threads.is_empty()).then_some(jobs);
        EngineWorkers { jobs, done, threads, stop, seen: HashMap::new(), in_flight: 0, analysing: None, failed: Default::default() }
    }

    /// Searches (or an analysis) running or waiting.
    pub fn busy(&self) -> bool {
        self.in_flight > 0 || self.analysing.is_some()
    }

    /// Applies the decisions that came back, then hands out the searches of
    /// positions not looked at yet. How many decisions were applied (their
    /// mail waits in the outbox).
    pub fn tick(&mut self, bot: &mut Bot) -> usize {
        let mut applied = 0;
        while let Ok(done) = self.done.try_recv() {
            applied += self.apply(bot, done);
        }
        self.hand_out(bot);
        applied
    }

    /// [`EngineWorkers::tick`] until no search runs, or `limit` passed
    /// (`serve --once` finishes the computer's moves before it exits, so
    /// that a run answers a move with the computer's). How many applied.
    pub fn finish(&mut self, bot: &mut Bot, limit: Duration) -> usize {
        let until = Instant::now() + limit;
        let mut applied = self.tick(bot);
        while self.busy() {
            let left = until.saturating_duration_since(Instant::now());
            match self.done.recv_timeout(left) {
                Ok(done) => {
                    applied += self.apply(bot, done);
                    applied += self.tick(bot);
                }
                Err(RecvTimeoutError::Timeout) => {
                    warn!(
                        "{} search(es) of the computer still running after {limit:?}: their moves come with the next run",
                        self.in_flight
                    );
                    break;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        applied
    }

    fn apply(&mut self, bot: &mut Bot, done: Done) -> usize {
        match done {
            Done::Move(key, fen, decision) => self.apply_move(bot, key, fen, decision),
            Done::Analysis(game, result) => self.apply_analysis(bot, game, result),
        }
    }

    fn apply_analysis(&mut self, bot: &mut Bot, game: GameId, result: Option<AnalysisDone>) -> usize {
        self.analysing = None;
        let Some(done) = result else {
            // Stopped (the daemon ends: it stays queued) or failed.
            if !self.stop.load(Ordering::Relaxed) {
                self.failed.insert(game);
            }
            return 0;
        };
        match bot.apply_analysis(&done, Utc::now()) {
            Ok(Some(mails)) => {
                info!(game = game.0, "analysis done: {mails} mail(s)");
                1
            }
            Ok(None) => 0,
            Err(e) => {
                self.failed.insert(game);
                error!(game = game.0, "the analysis could not be stored: {}", chain(&e));
                0
            }
        }
    }

    fn apply_move(&mut self, bot: &mut Bot, key: (GameId, Seat), fen: String, decision: Option<Decision>) -> usize {
        self.in_flight -= 1;
        let Some(d) = decision else { return 0 };
        match bot.apply_computer(&d, Utc::now()) {
            Ok(Some(what)) => {
                info!(game = key.0 .0, "computer: {what}");
                1
            }
            // The game moved on meanwhile: look at it again.
            Ok(None) => {
                if self.seen.get(&key) == Some(&fen) {
                    self.seen.remove(&key);
                }
                0
            }
            // Kept as seen: not searched again before the game changes.
            Err(e) => {
                error!(game = key.0 .0, "the computer's act could not be applied: {}", chain(&e));
                0
            }
        }
    }

    fn hand_out(&mut self, bot: &mut Bot) {
        let Some(jobs) = &self.jobs else { return };
        let seats = match bot.computer_seats() {
            Ok(s) => s,
            Err(e) => {
                warn!("cannot look for the computer's games: {}", chain(&e));
                return;
            }
        };
        // Games over (or gone) are forgotten.
        if seats.len() < self.seen.len() {
            let keep: std::collections::HashSet<(GameId, Seat)> = seats.iter().map(|s| (s.game, s.seat)).collect();
            self.seen.retain(|k, _| keep.contains(k));
        }
        for s in seats {
            let key = (s.game, s.seat);
            // A draw offer made or taken back is a new question too.
            let state = looked_at(&s);
            if self.seen.get(&key) == Some(&state) {
                continue;
            }
            self.seen.insert(key, state);
            match bot.computer_job(&s) {
                Ok(Some(job)) => {
                    if jobs.send(Work::Move(job)).is_ok() {
                        self.in_flight += 1;
                    }
                }
                Ok(None) => {}
                Err(e) => {
                    self.seen.remove(&key);
                    warn!(game = s.game.0, "cannot load the computer's game: {}", chain(&e));
                }
            }
        }
        // An analysis only when no move of the computer's waits: players
        // in a game come first.
        if self.in_flight == 0 && self.analysing.is_none() {
            match bot.next_analysis_job(&self.failed) {
                Ok(Some(job)) => {
                    let game = job.game;
                    if jobs.send(Work::Analysis(job)).is_ok() {
                        self.analysing = Some(game);
                    }
                }
                Ok(None) => {}
                Err(e) => warn!("cannot look for the analyses to make: {}", chain(&e)),
            }
        }
    }
}

impl Drop for EngineWorkers {
    /// Stops the searches (their positions are searched again next time)
    /// and waits for the threads.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.jobs = None;
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

fn work(queue: &Mutex<Receiver<Work>>, report: &Sender<Done>, stop: &Arc<AtomicBool>) {
    super::background::yield_to_mail();
    loop {
        let work = match queue.lock() {
            Ok(q) => q.recv(),
            Err(_) => return,
        };
        let Ok(work) = work else { return };
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let job = match work {
            Work::Move(job) => job,
            Work::Analysis(job) => {
                let started = Instant::now();
                // Between two positions of the analysis, the computer's
                // moves handed out meanwhile are played first (another
                // worker waiting on the queue takes them just as well).
                let mut moves_first = || {
                    while let Some(Ok(Work::Move(waiting))) = queue.try_lock().ok().map(|q| q.try_recv()) {
                        if !play_move(&waiting, report, stop) {
                            return;
                        }
                    }
                };
                let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| analysis::run(&job, stop, &mut moves_first)))
                    .unwrap_or_else(|_| {
                        error!(game = job.game.0, "the analysis failed");
                        None
                    });
                if done.is_some() {
                    info!(game = job.game.0, plies = job.rules.played().len(), "analysed in {:.1} s", started.elapsed().as_secs_f64());
                }
                if report.send(Done::Analysis(job.game, done)).is_err() {
                    return;
                }
                continue;
            }
        };
        if !play_move(&job, report, stop) {
            return;
        }
    }
}

/// Searches a move of the computer's and reports it; false when nobody
/// listens any more.
fn play_move(job: &Job, report: &Sender<Done>, stop: &Arc<AtomicBool>) -> bool {
    // A panic in a search loses that search only.
    let decision = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| decide(job, stop))).unwrap_or_else(|_| {
        error!(game = job.game.0, "the computer's search failed");
        None
    });
    report.send(Done::Move((job.game, job.seat), job.looked_at.clone(), decision)).is_ok()
}
