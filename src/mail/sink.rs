//! Where outgoing mail goes: the [`MailSink`] trait and [`SmtpSink`].
//!
//! A sink only sends bytes already built by [`super::Outbound::to_bytes`].
//! Retrying is the caller's job (it owns the outbox queue); the sink says
//! whether a failure is worth retrying (see [`SendError::transient`] and
//! [`crate::config::RetryConfig::delay_after`]).

use super::MailError;
use crate::config::{Security, SmtpConfig};
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{Address, SmtpTransport, Transport};
use std::fmt;

/// A failed delivery attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendError {
    /// `true`: try again later (server busy, network down, 4xx, or a login
    /// problem the operator can fix). `false`: this mail will never go
    /// through as it is (5xx for the sender/recipient/content, bad address).
    pub transient: bool,
    pub message: String,
}

impl SendError {
    pub fn transient(message: impl Into<String>) -> Self {
        SendError { transient: true, message: message.into() }
    }
    pub fn permanent(message: impl Into<String>) -> Self {
        SendError { transient: false, message: message.into() }
    }
}

impl fmt::Display for SendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.transient { "will retry" } else { "permanent" };
        write!(f, "sending failed ({kind}): {}", self.message)
    }
}

impl std::error::Error for SendError {}

pub trait MailSink {
    /// Sends one mail (`raw`, RFC 5322 bytes) to one recipient, with
    /// `envelope_from` as the SMTP envelope sender (MAIL FROM).
    fn send(&mut self, envelope_from: &str, to: &str, raw: &[u8]) -> Result<(), SendError>;

    /// How many mails [`MailSink::send_all`] should be given at once: more
    /// than one only where that is cheaper than one by one.
    fn batch_size(&self) -> usize {
        1
    }

    /// Sends several mails (recipient, bytes); one result per mail, in
    /// order. Every mail with an `Ok` was delivered as durably as by
    /// [`MailSink::send`].
    fn send_all(&mut self, envelope_from: &str, mails: &[(&str, &[u8])]) -> Vec<Result<(), SendError>> {
        mails.iter().map(|(to, raw)| self.send(envelope_from, to, raw)).collect()
    }
}

/// Sends through an SMTP server (one connection per mail).
pub struct SmtpSink {
    transport: SmtpTransport,
    /// `host:port (security)` for messages
    label: String,
}

impl SmtpSink {
    /// Prepares the transport; fails only on local configuration problems
    /// (unreadable `ca_file`). Nothing is connected until the first send.
    pub fn new(cfg: &SmtpConfig) -> Result<Self, MailError> {
        let host = cfg.host.trim();
        let params = || -> Result<TlsParameters, MailError> {
            let mut b = TlsParameters::builder(host.to_string());
            if let Some(path) = &cfg.ca_file {
                let pem = std::fs::read(path).map_err(|e| MailError::Config(format!("cannot read CA file {}: {e}", path.display())))?;
                // validate the same way IMAP does, for the same messages
                super::tls::load_ca_file(path)?;
                let cert = Certificate::from_pem(&pem).map_err(|e| MailError::Config(format!("CA file {}: {e}", path.display())))?;
                b = b.add_root_certificate(cert);
            }
            b.build_rustls().map_err(|e| MailError::Config(format!("TLS setup for {host} failed: {e}")))
        };
        let tls = match cfg.security {
            Security::Tls => Tls::Wrapper(params()?),
            Security::Starttls => Tls::Required(params()?),
            Security::Plain => Tls::None,
        };
        let mut builder = SmtpTransport::builder_dangerous(host).port(cfg.port()).tls(tls).timeout(Some(cfg.timeout()));
        if let (Some(user), Some(pw)) = (&cfg.user, cfg.secret()) {
            builder = builder.credentials(Credentials::new(user.clone(), pw.expose().to_string()));
        }
        Ok(SmtpSink { transport: builder.build(), label: format!("SMTP {host}:{} ({})", cfg.port(), cfg.security) })
    }

    /// Connects, says EHLO, upgrades/authenticates as configured, and quits.
    pub fn check(&self) -> Result<(), String> {
        match self.transport.test_connection() {
            Ok(true) => Ok(()),
            Ok(false) => Err(format!("{}: connected, but the server did not answer NOOP", self.label)),
            Err(e) => Err(format!("{}: {}", self.label, explain(&e).message)),
        }
    }
}

impl MailSink for SmtpSink {
    fn send(&mut self, envelope_from: &str, to: &str, raw: &[u8]) -> Result<(), SendError> {
        let parse = |what: &str, a: &str| {
            a.trim().parse::<Address>().map_err(|e| SendError::permanent(format!("{what} address {a:?} is invalid: {e}")))
        };
        let envelope = Envelope::new(Some(parse("sender", envelope_from)?), vec![parse("recipient", to)?])
            .map_err(|e| SendError::permanent(format!("bad envelope: {e}")))?;
        self.transport.send_raw(&envelope, raw).map(|_| ()).map_err(|e| {
            let mut err = explain(&e);
            err.message = format!("{} to {to}: {}", self.label, err.message);
            err
        })
    }
}

/// Classifies a lettre error and words it for an operator.
fn explain(e: &lettre::transport::smtp::Error) -> SendError {
    let code = e.status().map(|c| c.to_string());
    let detail = error_chain(e);
    if e.is_permanent() {
        // Login refusals are 5xx, but they concern every mail: fix the config, then retry.
        if let Some(c) = code.as_deref().filter(|c| ["530", "534", "535", "538"].contains(c)) {
            return SendError::transient(format!("authentication failed ({c}): check [smtp] user and password; {detail}"));
        }
        return SendError::permanent(format!("refused by the server: {detail}"));
    }
    if e.is_transient() {
        return SendError::transient(format!("temporarily refused by the server: {detail}"));
    }
    if e.is_tls() {
        return SendError::transient(format!("TLS failed: {detail} (check [smtp] security and port; for a private CA set ca_file)"));
    }
    if e.is_timeout() {
        return SendError::transient(format!("timed out: {detail}"));
    }
    SendError::transient(detail)
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut src = e.source();
    while let Some(inner) = src {
        let t = inner.to_string();
        if !s.contains(&t) {
            s.push_str(": ");
            s.push_str(&t);
        }
        src = inner.source();
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    #[test]
    fn unreachable_server_is_transient() {
        let cfg = Config::from_toml(
            "[bot]\naddress=\"play@example.org\"\n[smtp]\nhost=\"127.0.0.1\"\nport=1\nsecurity=\"plain\"\ntimeout_secs=2\n",
        )
        .unwrap();
        let mut sink = SmtpSink::new(cfg.smtp.as_ref().unwrap()).unwrap();
        let err = sink.send("play@example.org", "a@example.com", b"Subject: x\r\n\r\ny\r\n").unwrap_err();
        assert!(err.transient, "{err}");
        assert!(err.message.contains("127.0.0.1:1"), "{err}");
        let err = sink.send("play@example.org", "not an address", b"x").unwrap_err();
        assert!(!err.transient, "{err}");
        assert!(sink.check().is_err());
    }
}
