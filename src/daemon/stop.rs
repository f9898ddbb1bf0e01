//! SIGTERM and SIGINT: the daemon finishes the mail in hand, says so in the
//! log, and exits 0. While it only waits (IMAP IDLE, a sleep) it holds
//! nothing, so it exits at once; while it works, it stops after the pass.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use tracing::info;

/// Shared between the daemon loop and the thread that receives signals.
#[derive(Clone)]
pub struct Stop {
    state: Arc<Mutex<Phase>>,
    requested: Arc<AtomicBool>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Handling mail, running the clocks or sending: let it finish.
    Working,
    /// Waiting for mail: nothing in hand, safe to leave now.
    Waiting,
}

impl Stop {
    /// Starts listening for SIGTERM and SIGINT. Without signals (they could
    /// not be set up) the daemon still runs; it just stops the hard way.
    pub fn listen() -> Stop {
        let stop = Stop { state: Arc::new(Mutex::new(Phase::Working)), requested: Arc::new(AtomicBool::new(false)) };
        match Signals::new([SIGTERM, SIGINT]) {
            Ok(mut signals) => {
                let watcher = stop.clone();
                let spawned = std::thread::Builder::new().name("signals".into()).spawn(move || {
                    if let Some(signal) = signals.forever().next() {
                        watcher.on_signal(if signal == SIGINT { "SIGINT" } else { "SIGTERM" });
                    }
                });
                if let Err(e) = spawned {
                    tracing::warn!("cannot watch for SIGTERM: {e}");
                }
            }
            Err(e) => tracing::warn!("cannot watch for SIGTERM: {e}"),
        }
        stop
    }

    fn on_signal(&self, name: &str) {
        let phase = self.state.lock().unwrap_or_else(|p| p.into_inner());
        self.requested.store(true, Ordering::SeqCst);
        if *phase == Phase::Waiting {
            // The loop cannot start work while this lock is held.
            super::watchdog::stopping();
            info!("{name}: nothing in hand; stopping");
            std::process::exit(0);
        }
        info!("{name}: finishing the mail in hand, then stopping");
    }

    /// Whether a stop was asked for.
    pub fn requested(&self) -> bool {
        self.requested.load(Ordering::SeqCst)
    }

    /// Called before waiting: from now on a signal ends the process at once.
    pub fn waiting(&self) {
        *self.state.lock().unwrap_or_else(|p| p.into_inner()) = Phase::Waiting;
    }

    /// Called after waiting; `false` if a stop was asked for (then nothing
    /// new must be started).
    pub fn working(&self) -> bool {
        let mut phase = self.state.lock().unwrap_or_else(|p| p.into_inner());
        *phase = Phase::Working;
        !self.requested()
    }
}
