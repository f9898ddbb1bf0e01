//! systemd's service notifications (`Type=notify`, `WatchdogSec=`): READY=1
//! once the daemon runs, WATCHDOG=1 from its loop and between two
//! operations on a mail server, STATUS= for `systemctl status` (a refused
//! login), STOPPING=1. A connection that hangs past what `timeout_secs`
//! catches stops the pings, and systemd restarts the service.
//! Not under systemd (no `NOTIFY_SOCKET`), all of it does nothing.

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use sd_notify::NotifyState;

/// The watchdog's interval (`WATCHDOG_USEC`), if systemd set one for this
/// process, and when it was last pinged.
struct Watchdog {
    interval: Option<Duration>,
    last: Mutex<Option<Instant>>,
}

fn watchdog() -> &'static Watchdog {
    static WATCHDOG: OnceLock<Watchdog> = OnceLock::new();
    WATCHDOG.get_or_init(|| Watchdog { interval: sd_notify::watchdog_enabled(), last: Mutex::new(None) })
}

fn notify(state: &[NotifyState<'_>]) {
    if let Err(e) = sd_notify::notify(state) {
        tracing::debug!("cannot notify systemd: {e}");
    }
}

/// The daemon is up: systemd's `Type=notify` start is over.
pub fn ready() {
    notify(&[NotifyState::Ready, NotifyState::Status("running")]);
    ping();
}

/// Tells the watchdog the daemon is alive; at most four times per interval.
pub fn ping() {
    let w = watchdog();
    let Some(interval) = w.interval else { return };
    let mut last = w.last.lock().unwrap_or_else(|p| p.into_inner());
    if last.is_some_and(|at| at.elapsed() < interval / 4) {
        return;
    }
    *last = Some(Instant::now());
    notify(&[NotifyState::Watchdog]);
}

/// The longest the daemon may wait for mail between two pings: half the
/// watchdog's interval (no limit without a watchdog).
pub fn max_wait() -> Duration {
    watchdog().interval.map_or(Duration::MAX, |i| i / 2)
}

/// One line for `systemctl status`.
pub fn status(text: &str) {
    notify(&[NotifyState::Status(text)]);
}

/// The daemon is stopping (SIGTERM): systemd waits for it.
pub fn stopping() {
    notify(&[NotifyState::Stopping]);
}
