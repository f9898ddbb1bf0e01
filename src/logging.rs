//! The log: one line per event on standard error, filtered by `TANDEM_LOG`.
//! Under systemd, when standard error is the journal's stream
//! (`JOURNAL_STREAM` names it), the lines carry no timestamp (the journal
//! stamps each line itself) but the journal's priority prefix (`<3>` for
//! ERROR, `<4>` WARN, `<6>` INFO, `<7>` below), so that `journalctl -p
//! warning` finds the warnings and errors.

use std::fmt;

use tracing::{Event, Level, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::EnvFilter;

/// Sets up the log for the process; `default` is the filter when
/// `TANDEM_LOG` is unset or unusable (`info`, `off`...).
pub fn init(default: &str) {
    let filter = EnvFilter::try_from_env("TANDEM_LOG").unwrap_or_else(|_| default.into());
    let builder = tracing_subscriber::fmt().with_writer(std::io::stderr).with_env_filter(filter);
    if stderr_is_journal() {
        let format = tracing_subscriber::fmt::format().without_time().with_ansi(false);
        builder.with_ansi(false).event_format(Journal(format)).init();
    } else {
        builder.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr())).init();
    }
}

/// Whether standard error is the stream systemd connected to the journal:
/// `JOURNAL_STREAM` is `<device>:<inode>` of that stream, and a child whose
/// standard error was redirected elsewhere inherits the variable but not
/// the stream (systemd.exec(5)).
pub fn stderr_is_journal() -> bool {
    let Some(stream) = std::env::var_os("JOURNAL_STREAM") else { return false };
    let Some((dev, ino)) = stream.to_str().and_then(|s| s.split_once(':')) else { return false };
    let (Ok(dev), Ok(ino)) = (dev.parse::<u64>(), ino.parse::<u64>()) else { return false };
    stderr_identity().is_some_and(|(d, i)| d == dev && i == ino)
}

/// Device and inode of standard error.
fn stderr_identity() -> Option<(u64, u64)> {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let fd = std::io::stderr().as_fd().try_clone_to_owned().ok()?;
    let meta = std::fs::File::from(fd).metadata().ok()?;
    Some((meta.dev(), meta.ino()))
}

/// The journal's priority prefix before each line of the inner format.
struct Journal<F>(F);

impl<S, N, F> FormatEvent<S, N> for Journal<F>
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
    F: FormatEvent<S, N>,
{
    fn format_event(&self, ctx: &FmtContext<'_, S, N>, mut writer: Writer<'_>, event: &Event<'_>) -> fmt::Result {
        write!(writer, "<{}>", priority(*event.metadata().level()))?;
        self.0.format_event(ctx, writer, event)
    }
}

/// syslog's priorities, as the journal reads them from a `<N>` prefix.
fn priority(level: Level) -> u8 {
    match level {
        Level::ERROR => 3,
        Level::WARN => 4,
        Level::INFO => 6,
        _ => 7,
    }
}
