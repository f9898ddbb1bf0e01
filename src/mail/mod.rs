//! Mail in and mail out; no game logic.
//!
//! - [`inbound`]: raw mail -> [`Inbound`] (sender, recipients, thread ids,
//!   fresh text, whether it must not be answered).
//! - [`outbound`]: [`Outbound`] -> raw mail bytes.
//! - [`source`]: the [`MailSource`] trait; [`ImapSource`], [`MaildirSource`].
//! - [`sink`]: the [`MailSink`] trait; [`SmtpSink`], [`MaildirSink`].
//! - [`rewrite`]: a queued mail written again with some words replaced.
//! - [`check_connections`]: what `tandem check-config` reports.
//!
//! [`open_source`] / [`open_sink`] pick IMAP/SMTP when configured, else the
//! Maildirs of `[maildir]`.

pub mod address;
pub mod check;
mod clip;
pub mod error;
pub mod glance;
pub mod html;
pub mod html_page;
pub mod imap;
pub mod inbound;
pub mod maildir;
pub mod message_id;
pub mod oauth2;
pub mod outbound;
pub mod rewrite;
pub mod sink;
pub mod source;
pub mod tls;

pub use address::{mailbox_address, BadAddress};
pub use check::check_connections;
pub use clip::clip;
pub use error::MailError;
pub use glance::{glance, Glance};
pub use html::html_to_text;
pub use html_page::{text_and_figures_page, text_to_html_page, HtmlOut};
pub use imap::ImapSource;
pub use inbound::{parse_inbound, Inbound, InboundError, SkipReason};
pub use maildir::{MaildirSink, MaildirSource};
pub use message_id::new_message_id;
pub use outbound::{Attachment, AutoSubmitted, InlineImage, Outbound, OutboundError};
pub use sink::{MailSink, SendError, SmtpSink};
pub use source::{Batch, Fetched, MailSource, SourceKey};

use crate::config::Config;

/// The configured incoming mail: `[imap]`, else the `[maildir]` inbox.
pub fn open_source(cfg: &Config) -> Result<Box<dyn MailSource + Send>, MailError> {
    let mut source: Box<dyn MailSource + Send> = match &cfg.imap {
        Some(imap) => Box::new(ImapSource::new(imap)?),
        None => Box::new(
            MaildirSource::new(&cfg.maildir.inbox, std::time::Duration::from_secs(cfg.maildir.poll_interval_secs.max(1)))?
                .set_aside_to(cfg.maildir.set_aside()),
        ),
    };
    source.set_max_mail_bytes(cfg.limits.max_mail_bytes);
    Ok(source)
}

/// The configured outgoing mail: `[smtp]`, else the `[maildir]` outbox.
pub fn open_sink(cfg: &Config) -> Result<Box<dyn MailSink + Send>, MailError> {
    Ok(match &cfg.smtp {
        Some(smtp) => Box::new(SmtpSink::new(smtp)?),
        None => Box::new(MaildirSink::new(&cfg.maildir.outbox)?),
    })
}
