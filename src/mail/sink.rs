//! Where outgoing mail goes: the [`MailSink`] trait and [`SmtpSink`].
//!
//! A sink only sends bytes already built by [`super::Outbound::to_bytes`].
//! Retrying is the caller's job (it owns the outbox queue); the sink says
//! whether a failure is worth retrying (see [`SendError::transient`] and
//! [`crate::config::RetryConfig::delay_after`]).

use super::oauth2::{describe_error_challenge, Sasl, TokenSource};
use super::MailError;
use crate::config::{OAuth2Mechanism, Secret, Security, SmtpConfig};
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine as _;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{Certificate, SmtpConnection, Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::{Address, SmtpTransport, Transport};
use std::fmt;
use std::time::Duration;

/// A failed delivery attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendError {
    /// `true`: try again later (server busy, network down, 4xx, or a login
    /// problem the operator can fix). `false`: this mail will never go
    /// through as it is (5xx for the sender/recipient/content, bad address).
    pub transient: bool,
    /// The server refused the bot's login (or it was not tried, since the
    /// server refused it a moment ago): a matter of the configuration, not
    /// of this mail, so it does not count as an attempt at the mail.
    pub login_refused: bool,
    pub message: String,
}

impl SendError {
    pub fn transient(message: impl Into<String>) -> Self {
        SendError { transient: true, login_refused: false, message: message.into() }
    }
    pub fn permanent(message: impl Into<String>) -> Self {
        SendError { transient: false, login_refused: false, message: message.into() }
    }
    /// The login was refused (see [`SendError::login_refused`]).
    pub fn login_refused(message: impl Into<String>) -> Self {
        SendError { transient: true, login_refused: true, message: message.into() }
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
    /// Without login, or with a password.
    transport: SmtpTransport,
    /// With an OAuth2 token instead (lettre's transport cannot answer the
    /// server's error challenge, nor fetch a new token when one is refused).
    oauth2: Option<OAuth2Smtp>,
    /// `host:port (security)` for messages
    label: String,
}

struct OAuth2Smtp {
    host: String,
    port: u16,
    tls: Tls,
    timeout: Duration,
    user: String,
    mechanism: OAuth2Mechanism,
    token: TokenSource,
}

/// How one OAuth2 AUTH ended, when not with success.
enum AuthFailure {
    /// The server refused the token (5xx after the exchange).
    Refused { code: String, said: Option<String> },
    /// The server does not know the mechanism (504).
    Unsupported(String),
    /// Anything else: network, TLS, an unexpected answer.
    Other(lettre::transport::smtp::Error),
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
        let oauth2 = match (&cfg.user, &cfg.oauth2_token_command) {
            (Some(user), Some(command)) => Some(OAuth2Smtp {
                host: host.to_string(),
                port: cfg.port(),
                tls: tls.clone(),
                timeout: cfg.timeout(),
                user: user.clone(),
                mechanism: cfg.oauth2_mechanism,
                token: TokenSource::new("smtp.oauth2_token_command", command.clone()),
            }),
            _ => None,
        };
        let mut builder = SmtpTransport::builder_dangerous(host).port(cfg.port()).tls(tls).timeout(Some(cfg.timeout()));
        if let (Some(user), Some(pw)) = (&cfg.user, cfg.secret()) {
            builder = builder.credentials(Credentials::new(user.clone(), pw.expose().to_string()));
        }
        Ok(SmtpSink { transport: builder.build(), oauth2, label: format!("SMTP {host}:{} ({})", cfg.port(), cfg.security) })
    }

    /// Connects, says EHLO, upgrades/authenticates as configured, and quits.
    pub fn check(&self) -> Result<(), String> {
        if let Some(o) = &self.oauth2 {
            let mut conn = self.oauth2_connection(o).map_err(|e| e.message)?;
            let _ = conn.quit();
            return Ok(());
        }
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
        match self.send_as_it_is(&envelope, to, raw) {
            // A relay without 8BITMIME (lettre does not hand it 8bit
            // mail): the same mail with its text in base64.
            Err(e) if !raw.is_ascii() && e.message.contains("8BITMIME") => {
                let seven = super::rewrite::seven_bit(raw).map_err(|b| SendError::permanent(format!("{}; {b}", e.message)))?;
                self.send_as_it_is(&envelope, to, &seven)
            }
            sent => sent,
        }
    }
}

impl SmtpSink {
    fn send_as_it_is(&mut self, envelope: &Envelope, to: &str, raw: &[u8]) -> Result<(), SendError> {
        let labelled = |e: &lettre::transport::smtp::Error| {
            let mut err = explain(e);
            err.message = format!("{} to {to}: {}", self.label, err.message);
            err
        };
        match &self.oauth2 {
            None => self.transport.send_raw(envelope, raw).map(|_| ()).map_err(|e| labelled(&e)),
            Some(o) => {
                let mut conn = self.oauth2_connection(o)?;
                conn.send(envelope, raw).map_err(|e| labelled(&e))?;
                let _ = conn.quit();
                Ok(())
            }
        }
    }
}

impl SmtpSink {
    /// A connection (TLS as configured) logged in with the OAuth2 token;
    /// when the server refuses the token, the command is run again and
    /// the new token tried once.
    fn oauth2_connection(&self, o: &OAuth2Smtp) -> Result<SmtpConnection, SendError> {
        let failed = |e: &lettre::transport::smtp::Error| {
            let mut err = explain(e);
            err.message = format!("{}: {}", self.label, err.message);
            err
        };
        let hello = ClientId::default();
        let wrapper = match &o.tls {
            Tls::Wrapper(p) => Some(p),
            _ => None,
        };
        let mut conn =
            SmtpConnection::connect((o.host.as_str(), o.port), Some(o.timeout), &hello, wrapper, None).map_err(|e| failed(&e))?;
        if let Tls::Required(p) = &o.tls {
            conn.starttls(p, &hello).map_err(|e| failed(&e))?;
        }
        // lettre lists only the mechanisms it knows: without XOAUTH2, try OAUTHBEARER.
        let offers_xoauth2 = conn.server_info().supports_auth_mechanism(Mechanism::Xoauth2);
        let sasl = Sasl::choose(o.mechanism, offers_xoauth2, !offers_xoauth2);
        let token_error = |e: MailError| SendError::transient(format!("{}: {e}", self.label));
        let mut secret = o.token.token().map_err(token_error)?;
        let mut refreshed = false;
        loop {
            match oauth2_auth(&mut conn, sasl, &o.user, &secret) {
                Ok(()) => return Ok(conn),
                Err(AuthFailure::Refused { code, said }) => {
                    let fresh = if refreshed { None } else { o.token.refresh().map_err(token_error)? };
                    if let Some(t) = fresh {
                        tracing::info!(target: "tandem::mail", "{}: the server refused the OAuth2 token; ran {} again", self.label, o.token.key());
                        refreshed = true;
                        secret = t;
                        continue;
                    }
                    let said = said.map(|s| format!(", {s}")).unwrap_or_default();
                    let which =
                        if refreshed { "also a fresh one after running it again" } else { "and it ran again less than a minute ago" };
                    // the operator fixes the token command, then the outbox goes on
                    return Err(SendError::login_refused(format!(
                        "{}: authentication failed ({code}{said}): the server refused the OAuth2 access token from {} ({}), {which}: \
                         check that the command prints a current access token for {} that may use SMTP, and smtp.user",
                        self.label,
                        o.token.key(),
                        sasl.name(),
                        o.user
                    )));
                }
                Err(AuthFailure::Unsupported(detail)) => {
                    return Err(SendError::transient(format!(
                        "{}: the server does not take {} ({detail}); set smtp.oauth2_mechanism to the one it offers",
                        self.label,
                        sasl.name()
                    )))
                }
                Err(AuthFailure::Other(e)) => return Err(failed(&e)),
            }
        }
    }
}

/// `AUTH <mechanism> <initial response>`; an error challenge (334 with a
/// JSON status) is acknowledged so that the server ends the exchange.
fn oauth2_auth(conn: &mut SmtpConnection, sasl: Sasl, user: &str, token: &Secret) -> Result<(), AuthFailure> {
    let first = BASE64.encode(sasl.initial_response(user, token));
    let mut answer = conn.command(format!("AUTH {} {first}\r\n", sasl.name()));
    let mut said = None;
    for _ in 0..3 {
        match answer {
            Ok(r) if r.has_code(334) => {
                let challenge = r.first_line().map(str::trim).unwrap_or("");
                said = BASE64.decode(challenge).ok().and_then(|c| describe_error_challenge(&c));
                let ack = BASE64.encode(sasl.error_ack());
                answer = conn.command(format!("{ack}\r\n"));
            }
            Ok(r) if r.is_positive() => return Ok(()),
            Ok(r) => return Err(AuthFailure::Refused { code: r.code().to_string(), said }),
            Err(e) => {
                return Err(match e.status().map(|c| c.to_string()) {
                    Some(code) if code == "504" => AuthFailure::Unsupported(error_chain(&e)),
                    Some(code) if e.is_permanent() => AuthFailure::Refused { code, said },
                    _ => AuthFailure::Other(e),
                })
            }
        }
    }
    Err(AuthFailure::Refused { code: "334".into(), said })
}

/// Classifies a lettre error and words it for an operator.
fn explain(e: &lettre::transport::smtp::Error) -> SendError {
    let code = e.status().map(|c| c.to_string());
    let detail = error_chain(e);
    if e.is_permanent() {
        // Login refusals are 5xx, but they concern every mail: fix the config, then retry.
        if let Some(c) = code.as_deref().filter(|c| ["530", "534", "535", "538"].contains(c)) {
            return SendError::login_refused(format!("authentication failed ({c}): check [smtp] user and password; {detail}"));
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

    /// A relay that does not say 8BITMIME (an in-process stand-in: Postfix
    /// says it) gets a mail in Russian with its text in base64: the same
    /// words, every byte ASCII.
    #[test]
    fn a_relay_without_8bitmime_gets_the_text_in_base64() {
        use std::io::{BufRead, BufReader, Write};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (mails, received) = std::sync::mpsc::channel::<Vec<u8>>();
        let serve = move |stream: std::net::TcpStream, mails: std::sync::mpsc::Sender<Vec<u8>>| {
            let mut out = stream.try_clone().unwrap();
            let mut lines = BufReader::new(stream);
            out.write_all(b"220 relay ESMTP\r\n").unwrap();
            let (mut data, mut in_data) = (Vec::new(), false);
            let mut line = Vec::new();
            while lines.read_until(b'\n', &mut line).unwrap_or(0) > 0 {
                if in_data {
                    if line == b".\r\n" {
                        in_data = false;
                        let _ = mails.send(std::mem::take(&mut data));
                        out.write_all(b"250 queued\r\n").unwrap();
                    } else {
                        data.extend_from_slice(&line);
                    }
                } else {
                    let command = String::from_utf8_lossy(&line).to_ascii_uppercase();
                    let answer: &[u8] = match command.get(..4).unwrap_or("") {
                        "EHLO" => b"250-relay\r\n250 SIZE 10000000\r\n",
                        "DATA" => b"354 go on\r\n",
                        "QUIT" => b"221 bye\r\n",
                        _ => b"250 ok\r\n",
                    };
                    in_data = command.starts_with("DATA");
                    out.write_all(answer).unwrap();
                    if command.starts_with("QUIT") {
                        break;
                    }
                }
                line.clear();
            }
        };
        // Each connection the sink opens (it may open another after the
        // refusal) served on its own.
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let mails = mails.clone();
                std::thread::spawn(move || serve(stream, mails));
            }
        });
        let cfg = Config::from_toml(&format!(
            "[bot]\naddress=\"play@example.org\"\n[smtp]\nhost=\"127.0.0.1\"\nport={port}\nsecurity=\"plain\"\ntimeout_secs=5\n"
        ))
        .unwrap();
        let words = "Ход за вами: у вас есть время до 9 декабря 2026, 21:07 UTC.\n";
        let mail = crate::mail::Outbound {
            from_name: "tandem".into(),
            from: "play@example.org".into(),
            reply_to: None,
            to: "olga@example.ru".into(),
            subject: "[#1] Ваш ход".into(),
            message_id: crate::mail::new_message_id("example.org"),
            in_reply_to: None,
            references: vec![],
            auto_submitted: crate::mail::AutoSubmitted::Generated,
            text: words.into(),
            html: Some(crate::mail::text_to_html_page(words)),
            inline_images: vec![],
            attachments: vec![],
            content_language: Some("ru"),
        };
        let raw = mail.to_bytes().unwrap();
        assert!(String::from_utf8_lossy(&raw).contains("Content-Transfer-Encoding: 8bit"), "8bit where the relay takes it");
        let mut sink = SmtpSink::new(cfg.smtp.as_ref().unwrap()).unwrap();
        sink.send("play@example.org", "olga@example.ru", &raw).unwrap();
        drop(sink);
        let got = received.recv_timeout(std::time::Duration::from_secs(10)).expect("a mail");
        assert!(got.is_ascii(), "{}", String::from_utf8_lossy(&got));
        let parsed = mail_parser::MessageParser::default().parse(&got).unwrap();
        assert_eq!(parsed.body_text(0).unwrap().replace("\r\n", "\n"), words);
        assert!(parsed.body_html(0).unwrap().contains("Ход за вами"));
        assert_eq!(parsed.subject(), Some("[#1] Ваш ход"));
    }
}
