//! [`ImapSource`]: reading the bot's mailbox over IMAP.
//!
//! TLS is done here with rustls (the imap crate is built without TLS):
//! implicit TLS, or STARTTLS which is then required (no silent fallback to
//! plain text). The connection is opened on first use and reopened
//! transparently when it drops: a command that fails because the connection
//! is gone is retried once on a fresh one.
//!
//! Keys are `imap:<UIDVALIDITY>:<UID>:<mailbox>`; `done` refuses a key whose
//! UIDVALIDITY is not the mailbox's current one (the UID would name another
//! message). Handled mail is moved to `processed_folder` (UID MOVE when the
//! server has MOVE, else UID COPY + \Deleted + UID EXPUNGE / EXPUNGE); the
//! folder is created when missing.

use super::oauth2::{describe_error_challenge, Sasl, TokenSource};
use super::source::{header_part, Batch, Fetched, MailSource, SourceKey, DEFAULT_MAX_MAIL_BYTES};
use super::MailError;
use crate::config::{ImapConfig, Secret, Security};
use chrono::Utc;
use imap::extensions::idle::SetReadTimeout;
use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, StreamOwned};
use std::cell::{Cell, RefCell};
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Messages handed out by one `fetch`; the rest wait for the next call.
const BATCH: usize = 50;
/// RFC 2177: re-issue IDLE at least every 29 minutes.
const MAX_IDLE: Duration = Duration::from_secs(25 * 60);

/// The byte stream under the IMAP client: plain TCP or TLS over TCP.
struct ImapStream {
    inner: Inner,
    /// read timeout outside IDLE: a server that stops answering must not hang the bot
    default_timeout: Duration,
    /// During IDLE: when the wait must end, whatever the server sends. The
    /// imap crate sets one read timeout and reads again after a keepalive
    /// (`* OK Still here`), which would restart a plain socket timeout and
    /// let a reminder come late; every read here gets only the time left.
    deadline: Option<Instant>,
}

enum Inner {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ClientConnection, TcpStream>>),
}

impl ImapStream {
    fn tcp(&self) -> &TcpStream {
        match &self.inner {
            Inner::Plain(s) => s,
            Inner::Tls(s) => s.get_ref(),
        }
    }
}

impl Read for ImapStream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if let Some(deadline) = self.deadline {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, "the wait is over"));
            }
            self.tcp().set_read_timeout(Some(left))?;
        }
        match &mut self.inner {
            Inner::Plain(s) => s.read(buf),
            Inner::Tls(s) => s.read(buf),
        }
    }
}

impl Write for ImapStream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.inner {
            Inner::Plain(s) => s.write(buf),
            Inner::Tls(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.inner {
            Inner::Plain(s) => s.flush(),
            Inner::Tls(s) => s.flush(),
        }
    }
}

impl SetReadTimeout for ImapStream {
    /// IDLE sets its timeout (from now: the deadline of the wait) and then
    /// `None`, which restores ours rather than blocking forever.
    fn set_read_timeout(&mut self, timeout: Option<Duration>) -> imap::Result<()> {
        self.deadline = timeout.map(|t| Instant::now() + t);
        let t = timeout.unwrap_or(self.default_timeout);
        self.tcp().set_read_timeout(Some(t.max(Duration::from_millis(1)))).map_err(imap::Error::Io)
    }
}

type Session = imap::Session<ImapStream>;

struct Conn {
    session: Session,
    uid_validity: u32,
    has_move: bool,
    has_uidplus: bool,
    has_idle: bool,
    /// Folders known to exist (processed, set aside).
    folders_ready: Vec<String>,
}

pub struct ImapSource {
    cfg: ImapConfig,
    tls: Option<Arc<ClientConfig>>,
    /// `oauth2_token_command`, when the login is OAuth2
    token: Option<TokenSource>,
    conn: Option<Conn>,
    /// (UIDVALIDITY, highest UID seen by `fetch`): `wait` skips IDLE
    /// when something newer is already there.
    seen: Option<(u32, u32)>,
    max_mail_bytes: u64,
}

/// Classifies an imap error: connection-level ones mean "reconnect".
fn imap_err(context: &str, e: imap::Error) -> MailError {
    let msg = format!("{context}: {e}");
    match e {
        imap::Error::Io(_) | imap::Error::ConnectionLost | imap::Error::Bye(_) | imap::Error::TagMismatch(_) | imap::Error::Parse(_) => {
            MailError::Disconnected(msg)
        }
        _ => MailError::Server(msg),
    }
}

/// An IMAP quoted string (for LIST patterns, which the crate passes raw).
fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

impl ImapSource {
    /// Prepares the source; fails only on local configuration problems
    /// (unreadable `ca_file`). Nothing is connected until first use.
    pub fn new(cfg: &ImapConfig) -> Result<Self, MailError> {
        let tls = match cfg.security {
            Security::Plain => None,
            Security::Tls | Security::Starttls => Some(super::tls::client_config(cfg.ca_file.as_deref())?),
        };
        let token = cfg.oauth2_token_command.as_ref().map(|c| TokenSource::new("imap.oauth2_token_command", c.clone()));
        Ok(ImapSource { cfg: cfg.clone(), tls, token, conn: None, seen: None, max_mail_bytes: DEFAULT_MAX_MAIL_BYTES })
    }

    fn label(&self) -> String {
        format!("IMAP {}:{} ({}) as {}", self.cfg.host, self.cfg.port(), self.cfg.security, self.cfg.user)
    }

    /// Connects, logs in and selects the mailbox now (normally done lazily).
    /// Returns a one-line summary for an operator.
    pub fn check(&mut self) -> Result<String, MailError> {
        self.conn = None;
        let c = self.connect()?;
        let summary = format!(
            "{}: mailbox {} selected (UIDVALIDITY {}); server has{}{}{}",
            self.label(),
            self.cfg.mailbox,
            c.uid_validity,
            if c.has_idle { " IDLE" } else { " no IDLE" },
            if c.has_move { ", MOVE" } else { ", no MOVE" },
            if c.has_uidplus { ", UIDPLUS" } else { "" },
        );
        self.conn = Some(c);
        Ok(summary)
    }

    /// Finds the mail with this Message-ID in the mailbox, or else in the
    /// processed folder (where a running daemon may have filed it), and
    /// deletes it there. Returns the folder it was in, if any.
    pub fn remove_message(&mut self, message_id: &str) -> Result<Option<String>, MailError> {
        let query = format!("HEADER Message-ID {}", quote(&format!("<{message_id}>")));
        let mut other_selected = false;
        let found = self.with_conn(|c, cfg| {
            for folder in [&cfg.mailbox, &cfg.processed_folder] {
                if folder != &cfg.mailbox {
                    // even a failed SELECT leaves the mailbox
                    other_selected = true;
                    match c.session.select(folder) {
                        Ok(_) => {}
                        Err(imap::Error::No(_)) => continue, // no such folder yet
                        Err(e) => return Err(imap_err(&format!("SELECT {folder:?}"), e)),
                    }
                }
                let mut uids: Vec<u32> = c.session.uid_search(&query).map_err(|e| imap_err("UID SEARCH", e))?.into_iter().collect();
                if uids.is_empty() {
                    continue;
                }
                uids.sort_unstable();
                let set = uid_set(&uids);
                c.session.uid_store(&set, "+FLAGS.SILENT (\\Deleted)").map_err(|e| imap_err(&format!("UID STORE {set}"), e))?;
                if c.has_uidplus {
                    c.session.uid_expunge(&set).map_err(|e| imap_err("UID EXPUNGE", e))?;
                } else {
                    c.session.expunge().map_err(|e| imap_err("EXPUNGE", e))?;
                }
                c.session.take_all_unsolicited().for_each(drop);
                return Ok(Some(folder.clone()));
            }
            Ok(None)
        });
        if other_selected {
            // The session is in another folder now: start afresh next time.
            self.disconnect();
        }
        found
    }

    /// Drops the connection (as a network failure would); the next call reconnects.
    pub fn disconnect(&mut self) {
        if let Some(mut c) = self.conn.take() {
            let _ = c.session.logout();
        }
    }

    fn tcp_connect(&self) -> Result<TcpStream, MailError> {
        let (host, port) = (self.cfg.host.trim(), self.cfg.port());
        let timeout = self.cfg.timeout();
        let addrs =
            (host, port).to_socket_addrs().map_err(|e| MailError::Connect(format!("{}: cannot resolve {host}: {e}", self.label())))?;
        let mut last = None;
        for addr in addrs {
            match TcpStream::connect_timeout(&addr, timeout) {
                Ok(s) => {
                    let set = s.set_read_timeout(Some(timeout)).and(s.set_write_timeout(Some(timeout)));
                    set.map_err(|e| MailError::Connect(format!("{}: {e}", self.label())))?;
                    return Ok(s);
                }
                Err(e) => last = Some(e),
            }
        }
        Err(MailError::Connect(match last {
            Some(e) => format!("{}: {e} (is the server running, host/port right?)", self.label()),
            None => format!("{}: {host} has no address", self.label()),
        }))
    }

    fn tls_wrap(&self, tcp: TcpStream) -> Result<ImapStream, MailError> {
        let host = self.cfg.host.trim();
        let config = self.tls.clone().ok_or_else(|| MailError::Config("TLS requested without TLS settings".into()))?;
        let name = ServerName::try_from(host.to_string())
            .map_err(|e| MailError::Config(format!("imap.host {host:?} is not a valid TLS server name: {e}")))?;
        let conn = ClientConnection::new(config, name).map_err(|e| MailError::Connect(format!("{}: TLS setup: {e}", self.label())))?;
        let mut s = StreamOwned::new(conn, tcp);
        // Finish the handshake now, so certificate trouble is reported as such.
        while s.conn.is_handshaking() {
            s.conn.complete_io(&mut s.sock).map_err(|e| {
                MailError::Connect(format!(
                    "{}: TLS handshake failed: {e} (check imap.security and port; for a private CA set imap.ca_file)",
                    self.label()
                ))
            })?;
        }
        Ok(ImapStream { inner: Inner::Tls(Box::new(s)), default_timeout: self.cfg.timeout(), deadline: None })
    }

    fn connect(&self) -> Result<Conn, MailError> {
        let label = self.label();
        let tcp = self.tcp_connect()?;
        let greeting_err = |e: imap::Error| MailError::Connect(format!("{label}: no IMAP greeting: {e}"));
        let client = match self.cfg.security {
            Security::Tls => {
                let mut c = imap::Client::new(self.tls_wrap(tcp)?);
                check_greeting(&label, &c.read_greeting().map_err(greeting_err)?)?;
                c
            }
            Security::Plain => {
                let stream = ImapStream { inner: Inner::Plain(tcp), default_timeout: self.cfg.timeout(), deadline: None };
                let mut c = imap::Client::new(stream);
                check_greeting(&label, &c.read_greeting().map_err(greeting_err)?)?;
                c
            }
            Security::Starttls => {
                // The imap crate has no public STARTTLS without its own TLS
                // features, so the two plain-text lines are done by hand.
                let mut tcp = tcp;
                let greeting = read_line(&mut tcp).map_err(|e| MailError::Connect(format!("{label}: no IMAP greeting: {e}")))?;
                check_greeting(&label, greeting.as_bytes())?;
                tcp.write_all(b"T0 STARTTLS\r\n").map_err(|e| MailError::Connect(format!("{label}: STARTTLS: {e}")))?;
                loop {
                    let line = read_line(&mut tcp).map_err(|e| MailError::Connect(format!("{label}: STARTTLS: {e}")))?;
                    if let Some(status) = line.strip_prefix("T0 ") {
                        if status.to_ascii_uppercase().starts_with("OK") {
                            break;
                        }
                        return Err(MailError::Connect(format!(
                            "{label}: the server refused STARTTLS ({}); use security = \"tls\" on the IMAPS port, usually 993",
                            status.trim_end()
                        )));
                    }
                }
                let mut c = imap::Client::new(self.tls_wrap(tcp)?);
                c.greeting_read = true; // the greeting came before STARTTLS
                c
            }
        };
        let mut session = match &self.token {
            Some(token) => self.oauth2_login(client, token)?,
            None => {
                let password = self.cfg.secret().map(|s| s.expose()).unwrap_or("");
                match client.login(&self.cfg.user, password) {
                    Ok(s) => s,
                    Err((e, _)) => {
                        return Err(match e {
                            imap::Error::No(_) | imap::Error::Bad(_) => {
                                MailError::Auth(format!("{label}: {e} (check imap.user and the password)"))
                            }
                            other => imap_err(&format!("{label}: LOGIN"), other),
                        });
                    }
                }
            }
        };
        let caps = session.capabilities().map_err(|e| imap_err(&label, e))?;
        let (has_move, has_uidplus, has_idle) = (caps.has_str("MOVE"), caps.has_str("UIDPLUS"), caps.has_str("IDLE"));
        drop(caps);
        let mailbox = session.select(&self.cfg.mailbox).map_err(|e| match e {
            imap::Error::No(_) => {
                MailError::Server(format!("{label}: cannot select mailbox {:?}: {e} (check imap.mailbox)", self.cfg.mailbox))
            }
            other => imap_err(&format!("{label}: SELECT"), other),
        })?;
        let uid_validity = mailbox
            .uid_validity
            .ok_or_else(|| MailError::Server(format!("{label}: mailbox {:?} has no UIDVALIDITY; UIDs are needed", self.cfg.mailbox)))?;
        tracing::debug!(target: "tandem::mail", "{label}: connected, UIDVALIDITY {uid_validity}");
        Ok(Conn { session, uid_validity, has_move, has_uidplus, has_idle, folders_ready: Vec::new() })
    }

    /// Moves a message of the inbox to `folder`: handled, or set aside.
    fn move_out_of_inbox(&mut self, key: &SourceKey, folder: &str) -> Result<(), MailError> {
        let (uid_validity, uid) = match key {
            SourceKey::Imap { mailbox, uid_validity, uid } if *mailbox == self.cfg.mailbox => (*uid_validity, *uid),
            _ => return Err(MailError::StaleKey(format!("{key} is not from IMAP mailbox {:?}", self.cfg.mailbox))),
        };
        self.with_conn(|c, cfg| {
            if c.uid_validity != uid_validity {
                return Err(MailError::StaleKey(format!(
                    "{key}: mailbox {:?} now has UIDVALIDITY {}, so UID {uid} names another message or none",
                    cfg.mailbox, c.uid_validity
                )));
            }
            move_uid(c, uid, folder)
        })
    }

    /// Runs `op` with the set-aside folder selected (and its UIDVALIDITY),
    /// then selects the inbox again. A folder that does not exist yet holds
    /// nothing.
    fn in_set_aside_folder<T: Default>(
        &mut self,
        mut op: impl FnMut(&mut Conn, &str, u32) -> Result<T, MailError>,
    ) -> Result<T, MailError> {
        self.with_conn(|c, cfg| {
            let folder = cfg.set_aside_folder.as_str();
            let selected = match c.session.select(folder) {
                Ok(m) => m,
                Err(imap::Error::No(_)) => return Ok(T::default()),
                Err(e) => return Err(imap_err(&format!("SELECT {folder:?}"), e)),
            };
            let uid_validity = selected.uid_validity.unwrap_or(0);
            let result = op(c, folder, uid_validity);
            let back = c.session.select(&cfg.mailbox).map_err(|e| imap_err(&format!("SELECT {:?}", cfg.mailbox), e));
            c.session.take_all_unsolicited().for_each(drop);
            let value = result?;
            back?;
            Ok(value)
        })
    }

    /// AUTHENTICATE with the token (XOAUTH2 or OAUTHBEARER); when the server
    /// refuses it, the token command is run again and the new token tried
    /// once on the same connection.
    fn oauth2_login(&self, mut client: imap::Client<ImapStream>, token: &TokenSource) -> Result<Session, MailError> {
        let label = self.label();
        let caps = client.capabilities().map_err(|e| imap_err(&format!("{label}: CAPABILITY"), e))?;
        let sasl = Sasl::choose(self.cfg.oauth2_mechanism, caps.has_str("AUTH=XOAUTH2"), caps.has_str("AUTH=OAUTHBEARER"));
        drop(caps);
        let mut refreshed = false;
        let mut secret = token.token()?;
        loop {
            let auth = OAuth2Auth::new(sasl, &self.cfg.user, &secret);
            let e = match client.authenticate(sasl.name(), &auth) {
                Ok(session) => return Ok(session),
                Err((e @ (imap::Error::No(_) | imap::Error::Bad(_)), c)) => {
                    client = c;
                    e
                }
                Err((e, _)) => return Err(imap_err(&format!("{label}: AUTHENTICATE {}", sasl.name()), e)),
            };
            let fresh = if refreshed { None } else { token.refresh()? };
            match fresh {
                Some(t) => {
                    tracing::info!(target: "tandem::mail", "{label}: the server refused the OAuth2 token; ran {} again", token.key());
                    refreshed = true;
                    secret = t;
                }
                None => {
                    let said = auth.server_said().map(|s| format!(", {s}")).unwrap_or_default();
                    let which =
                        if refreshed { "also a fresh one after running it again" } else { "and it ran again less than a minute ago" };
                    return Err(MailError::Auth(format!(
                        "{label}: the server refused the OAuth2 access token from {} ({}{said}; {e}), {which}: check that the \
                         command prints a current access token for {} that may use IMAP, and imap.user",
                        token.key(),
                        sasl.name(),
                        self.cfg.user
                    )));
                }
            }
        }
    }

    /// Runs `op` on a live connection, reconnecting and retrying once when
    /// the connection turns out to be dead.
    fn with_conn<T>(&mut self, mut op: impl FnMut(&mut Conn, &ImapConfig) -> Result<T, MailError>) -> Result<T, MailError> {
        let mut attempt = 0;
        loop {
            let conn = match self.conn.as_mut() {
                Some(c) => c,
                None => self.conn.insert(self.connect()?),
            };
            match op(conn, &self.cfg) {
                Err(MailError::Disconnected(m)) => {
                    self.conn = None;
                    attempt += 1;
                    if attempt > 1 {
                        return Err(MailError::Disconnected(m));
                    }
                    tracing::info!(target: "tandem::mail", "{m}; reconnecting");
                }
                r => return r,
            }
        }
    }
}

/// The imap crate's side of one OAuth2 AUTHENTICATE: the token first, then
/// the acknowledgement of an error challenge (whose status is kept).
struct OAuth2Auth {
    sasl: Sasl,
    first: Vec<u8>,
    calls: Cell<u32>,
    error: RefCell<Option<String>>,
}

impl OAuth2Auth {
    fn new(sasl: Sasl, user: &str, token: &Secret) -> Self {
        OAuth2Auth { sasl, first: sasl.initial_response(user, token), calls: Cell::new(0), error: RefCell::new(None) }
    }

    fn server_said(&self) -> Option<String> {
        self.error.borrow().clone()
    }
}

impl imap::Authenticator for OAuth2Auth {
    type Response = Vec<u8>;

    fn process(&self, challenge: &[u8]) -> Vec<u8> {
        let n = self.calls.get();
        self.calls.set(n + 1);
        if n == 0 && challenge.is_empty() {
            return self.first.clone();
        }
        // An error challenge: say so, and let the server finish with NO.
        *self.error.borrow_mut() = describe_error_challenge(challenge);
        self.sasl.error_ack().to_vec()
    }
}

/// One CRLF-terminated line, read byte by byte so that nothing after it
/// (the TLS handshake) is consumed.
fn read_line(tcp: &mut TcpStream) -> std::io::Result<String> {
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    while line.len() < 8192 {
        if tcp.read(&mut byte)? == 0 {
            return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "connection closed"));
        }
        line.push(byte[0]);
        if byte[0] == b'\n' {
            break;
        }
    }
    Ok(String::from_utf8_lossy(&line).into_owned())
}

fn check_greeting(label: &str, greeting: &[u8]) -> Result<(), MailError> {
    let g = String::from_utf8_lossy(greeting);
    if g.starts_with("* OK") || g.starts_with("* PREAUTH") {
        Ok(())
    } else {
        Err(MailError::Connect(format!("{label}: server refused the connection: {}", g.trim_end())))
    }
}

/// Creates `folder` when it does not exist yet.
fn ensure_folder(c: &mut Conn, folder: &str) -> Result<(), MailError> {
    if c.folders_ready.iter().any(|f| f == folder) {
        return Ok(());
    }
    let exists = !c.session.list(Some(""), Some(&quote(folder))).map_err(|e| imap_err("LIST", e))?.is_empty();
    if !exists {
        tracing::info!(target: "tandem::mail", "creating IMAP folder {folder:?}");
        match c.session.create(folder) {
            Ok(()) => {}
            // created meanwhile by someone else: fine; anything else shows up at MOVE/COPY
            Err(imap::Error::No(_)) => {}
            Err(e) => return Err(imap_err(&format!("CREATE {folder:?}"), e)),
        }
        let _ = c.session.subscribe(folder);
    }
    c.folders_ready.push(folder.to_string());
    Ok(())
}

/// Moves one message of the selected mailbox to `folder` (MOVE, or COPY
/// and expunge where the server has no MOVE).
fn move_uid(c: &mut Conn, uid: u32, folder: &str) -> Result<(), MailError> {
    ensure_folder(c, folder)?;
    let u = uid.to_string();
    if c.has_move {
        c.session.uid_mv(&u, folder).map_err(|e| imap_err(&format!("UID MOVE {u} to {folder:?}"), e))?;
    } else {
        c.session.uid_copy(&u, folder).map_err(|e| imap_err(&format!("UID COPY {u} to {folder:?}"), e))?;
        c.session.uid_store(&u, "+FLAGS.SILENT (\\Deleted)").map_err(|e| imap_err(&format!("UID STORE {u}"), e))?;
        if c.has_uidplus {
            c.session.uid_expunge(&u).map_err(|e| imap_err("UID EXPUNGE", e))?;
        } else {
            c.session.expunge().map_err(|e| imap_err("EXPUNGE", e))?;
        }
    }
    c.session.take_all_unsolicited().for_each(drop);
    Ok(())
}

/// `1,5,7`: a UID set for FETCH.
fn uid_set(uids: &[u32]) -> String {
    uids.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

impl MailSource for ImapSource {
    fn fetch_except(&mut self, skip: &dyn Fn(&SourceKey) -> bool) -> Result<Batch, MailError> {
        let max_bytes = self.max_mail_bytes;
        let (out, highest, complete) = self.with_conn(|c, cfg| {
            let key = |uid| SourceKey::Imap { mailbox: cfg.mailbox.clone(), uid_validity: c.uid_validity, uid };
            let mut all: Vec<u32> = c.session.uid_search("UNDELETED").map_err(|e| imap_err("UID SEARCH", e))?.into_iter().collect();
            all.sort_unstable();
            let highest = all.last().copied();
            let mut uids: Vec<u32> = all.into_iter().filter(|&u| !skip(&key(u))).collect();
            let complete = uids.len() <= BATCH;
            uids.truncate(BATCH);
            if uids.is_empty() {
                return Ok((Vec::new(), highest, complete));
            }
            // Sizes first: an oversized message is fetched as its header only.
            let set = uid_set(&uids);
            let sizes: Vec<(u32, u64)> = c
                .session
                .uid_fetch(&set, "(UID RFC822.SIZE)")
                .map_err(|e| imap_err("UID FETCH", e))?
                .iter()
                .filter_map(|f| Some((f.uid?, u64::from(f.size?))))
                .collect();
            let (big, small): (Vec<_>, Vec<_>) = sizes.into_iter().partition(|&(_, n)| n > max_bytes);
            let mut out = Vec::new();
            // INTERNALDATE: when the server took the message in.
            let arrived = |f: &imap::types::Fetch<'_>| f.internal_date().map_or_else(Utc::now, |t| t.with_timezone(&Utc));
            if !small.is_empty() {
                let set = uid_set(&small.iter().map(|&(u, _)| u).collect::<Vec<_>>());
                let fetches = c.session.uid_fetch(&set, "(UID INTERNALDATE BODY.PEEK[])").map_err(|e| imap_err("UID FETCH", e))?;
                out.extend(
                    fetches
                        .iter()
                        .filter_map(|f| Some(Fetched { key: key(f.uid?), raw: f.body()?.to_vec(), oversize: None, arrived: arrived(f) })),
                );
            }
            if !big.is_empty() {
                let set = uid_set(&big.iter().map(|&(u, _)| u).collect::<Vec<_>>());
                let fetches = c.session.uid_fetch(&set, "(UID INTERNALDATE BODY.PEEK[HEADER])").map_err(|e| imap_err("UID FETCH", e))?;
                out.extend(fetches.iter().filter_map(|f| {
                    let uid = f.uid?;
                    let size = big.iter().find(|&&(u, _)| u == uid).map(|&(_, n)| n);
                    Some(Fetched { key: key(uid), raw: header_part(f.header()?).to_vec(), oversize: size, arrived: arrived(f) })
                }));
            }
            c.session.take_all_unsolicited().for_each(drop);
            // In the order they came in (the UID for equal times).
            out.sort_by_key(|f| {
                let uid = match f.key {
                    SourceKey::Imap { uid, .. } => uid,
                    SourceKey::Maildir { .. } => 0,
                };
                (f.arrived, uid)
            });
            Ok((out, highest, complete))
        })?;
        // Skipped messages count as seen too: `wait` wakes for new ones only.
        if let (Some(uid), Some(c)) = (highest, self.conn.as_ref()) {
            let uid_validity = c.uid_validity;
            match self.seen {
                Some((v, u)) if v == uid_validity && u >= uid => {}
                _ => self.seen = Some((uid_validity, uid)),
            }
        }
        Ok(Batch { mails: out, complete })
    }

    /// INTERNALDATE has whole seconds (a message that arrives just after
    /// the search may carry the second before it), and a message being
    /// delivered during the search has its time already.
    fn arrival_slack(&self) -> Duration {
        Duration::from_millis(1250)
    }

    fn set_max_mail_bytes(&mut self, max: u64) {
        self.max_mail_bytes = max;
    }

    fn done(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let folder = self.cfg.processed_folder.clone();
        self.move_out_of_inbox(key, &folder)
    }

    fn set_aside(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let folder = self.cfg.set_aside_folder.clone();
        self.move_out_of_inbox(key, &folder)
    }

    fn waiting(&mut self) -> Result<usize, MailError> {
        self.with_conn(|c, _| Ok(c.session.uid_search("UNDELETED").map_err(|e| imap_err("UID SEARCH", e))?.len()))
    }

    fn set_aside_mails(&mut self) -> Result<Vec<Fetched>, MailError> {
        let max_bytes = self.max_mail_bytes;
        self.in_set_aside_folder(|c, folder, uid_validity| {
            let key = |uid| SourceKey::Imap { mailbox: folder.to_string(), uid_validity, uid };
            let mut uids: Vec<u32> = c.session.uid_search("UNDELETED").map_err(|e| imap_err("UID SEARCH", e))?.into_iter().collect();
            uids.sort_unstable();
            let mut out = Vec::new();
            for uid in uids {
                let u = uid.to_string();
                let size = c.session.uid_fetch(&u, "(UID RFC822.SIZE)").map_err(|e| imap_err("UID FETCH", e))?.iter().find_map(|f| f.size);
                let big = size.is_some_and(|n| u64::from(n) > max_bytes);
                let item = if big { "(UID INTERNALDATE BODY.PEEK[HEADER])" } else { "(UID INTERNALDATE BODY.PEEK[])" };
                let fetches = c.session.uid_fetch(&u, item).map_err(|e| imap_err("UID FETCH", e))?;
                if let Some(f) = fetches.iter().next() {
                    let raw = if big { f.header().map(|h| header_part(h).to_vec()) } else { f.body().map(<[u8]>::to_vec) };
                    if let Some(raw) = raw {
                        let arrived = f.internal_date().map_or_else(Utc::now, |t| t.with_timezone(&Utc));
                        out.push(Fetched { key: key(uid), raw, oversize: if big { size.map(u64::from) } else { None }, arrived });
                    }
                }
            }
            Ok(out)
        })
    }

    fn restore(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let folder = self.cfg.set_aside_folder.clone();
        let (uid_validity, uid) = match key {
            SourceKey::Imap { mailbox, uid_validity, uid } if *mailbox == folder => (*uid_validity, *uid),
            _ => return Err(MailError::StaleKey(format!("{key} is not from IMAP folder {folder:?}"))),
        };
        let inbox = self.cfg.mailbox.clone();
        self.in_set_aside_folder(|c, _, now_valid| {
            if now_valid != uid_validity {
                return Err(MailError::StaleKey(format!("{key}: the folder's UIDVALIDITY changed; list the set-aside mail again")));
            }
            move_uid(c, uid, &inbox)
        })
    }

    fn wait(&mut self, max: Duration) -> Result<(), MailError> {
        if max.is_zero() {
            return Ok(());
        }
        let idle = self.cfg.idle && self.conn.as_ref().is_none_or(|c| c.has_idle);
        if !idle {
            std::thread::sleep(max.min(self.cfg.poll_interval()));
            return Ok(());
        }
        let conn = match self.conn.as_mut() {
            Some(c) => c,
            None => self.conn.insert(self.connect()?),
        };
        if !conn.has_idle {
            std::thread::sleep(max.min(self.cfg.poll_interval()));
            return Ok(());
        }
        let seen = self.seen.filter(|(v, _)| *v == conn.uid_validity).map_or(0, |(_, u)| u);
        let result = (|| {
            // Mail that arrived since the last fetch would not wake IDLE.
            let newer =
                conn.session.uid_search(format!("UID {}:* UNDELETED", seen.saturating_add(1))).map_err(|e| imap_err("UID SEARCH", e))?;
            if newer.iter().any(|&u| u > seen) {
                return Ok(());
            }
            let timeout = max.min(MAX_IDLE);
            // The imap crate panics (unreachable!) if the server answers IDLE
            // with anything but a continuation; treat that as a broken connection.
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let mut handle = conn.session.idle();
                handle.timeout(timeout).keepalive(false);
                handle.wait_while(imap::extensions::idle::stop_on_any)
            }));
            match outcome {
                Ok(Ok(_)) => {
                    conn.session.take_all_unsolicited().for_each(drop);
                    Ok(())
                }
                Ok(Err(e)) => Err(imap_err("IDLE", e)),
                Err(_) => Err(MailError::Disconnected("IDLE: unexpected server answer".into())),
            }
        })();
        match result {
            // The next fetch reconnects; returning lets the caller look now.
            Err(MailError::Disconnected(m)) => {
                tracing::info!(target: "tandem::mail", "{m}; will reconnect");
                self.conn = None;
                Ok(())
            }
            r => r,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn cfg(extra: &str) -> ImapConfig {
        Config::from_toml(&format!(
            "[bot]\naddress=\"play@example.org\"\n[imap]\nhost=\"127.0.0.1\"\nuser=\"u\"\npassword=\"p\"\ntimeout_secs=2\n{extra}"
        ))
        .unwrap()
        .imap
        .unwrap()
    }

    #[test]
    fn connection_refused_is_explained() {
        let mut src = ImapSource::new(&cfg("port=1\nsecurity=\"plain\"")).unwrap();
        let e = src.fetch().unwrap_err();
        assert!(matches!(e, MailError::Connect(_)), "{e}");
        assert!(e.to_string().contains("127.0.0.1:1") && e.is_transient(), "{e}");
    }

    #[test]
    fn foreign_keys_are_refused_without_connecting() {
        let mut src = ImapSource::new(&cfg("port=1")).unwrap();
        let e = src.done(&SourceKey::Maildir { name: "x".into() }).unwrap_err();
        assert!(matches!(e, MailError::StaleKey(_)), "{e}");
        let e = src.done(&SourceKey::Imap { mailbox: "Other".into(), uid_validity: 1, uid: 1 }).unwrap_err();
        assert!(matches!(e, MailError::StaleKey(_)), "{e}");
    }

    #[test]
    fn quoting() {
        assert_eq!(quote("Pro\"c\\d"), "\"Pro\\\"c\\\\d\"");
    }
}
