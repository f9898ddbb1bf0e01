//! OAuth2 logins (XOAUTH2, OAUTHBEARER) for IMAP and SMTP, with the access
//! token from a command the operator configures (`oauth2_token_command`),
//! as msmtp, isync and aerc do: its standard output is the token. The token
//! is kept for later connections and the command is run again when the
//! server refuses it (it expired); while the server keeps refusing fresh
//! tokens, the command is run again at most once per [`REFRESH_PAUSE`].
//!
//! Tokens are [`Secret`]s: never logged, never part of an error message.

use super::MailError;
use crate::config::{OAuth2Mechanism, Secret};
use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long the token command may take (it may have to ask the provider
/// for a fresh token over the network).
const COMMAND_TIMEOUT: Duration = Duration::from_secs(60);
/// After a refusal, the command is not run again sooner than this after
/// the last time a refusal made it run (so a daemon retrying a login that
/// keeps failing does not run it every few seconds).
pub const REFRESH_PAUSE: Duration = Duration::from_secs(60);
/// How much of the command's error output an error message quotes.
const MAX_STDERR_CHARS: usize = 300;

/// The SASL mechanism actually used for one login.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sasl {
    Xoauth2,
    Oauthbearer,
}

impl Sasl {
    pub fn name(self) -> &'static str {
        match self {
            Sasl::Xoauth2 => "XOAUTH2",
            Sasl::Oauthbearer => "OAUTHBEARER",
        }
    }

    /// The mechanism for `wanted`, given which of the two the server offers.
    pub fn choose(wanted: OAuth2Mechanism, offers_xoauth2: bool, offers_oauthbearer: bool) -> Sasl {
        match wanted {
            OAuth2Mechanism::Xoauth2 => Sasl::Xoauth2,
            OAuth2Mechanism::Oauthbearer => Sasl::Oauthbearer,
            OAuth2Mechanism::Auto if !offers_xoauth2 && offers_oauthbearer => Sasl::Oauthbearer,
            OAuth2Mechanism::Auto => Sasl::Xoauth2,
        }
    }

    /// The client's first message (before base64).
    pub fn initial_response(self, user: &str, token: &Secret) -> Vec<u8> {
        match self {
            Sasl::Xoauth2 => format!("user={user}\x01auth=Bearer {}\x01\x01", token.expose()).into_bytes(),
            // RFC 7628: GS2 header with the authorization identity, then key=value pairs.
            Sasl::Oauthbearer => format!("n,a={},\x01auth=Bearer {}\x01\x01", gs2_escape(user), token.expose()).into_bytes(),
        }
    }

    /// What the client answers to the server's error challenge (a JSON
    /// status) so that the server can finish with a refusal.
    pub fn error_ack(self) -> &'static [u8] {
        match self {
            Sasl::Xoauth2 => b"",
            Sasl::Oauthbearer => b"\x01",
        }
    }
}

/// RFC 5801 saslname: `,` and `=` escaped.
fn gs2_escape(s: &str) -> String {
    s.replace('=', "=3D").replace(',', "=2C")
}

/// The server's error challenge, for a message: its `status` (and `scope`)
/// when it is the usual JSON, else nothing. It never holds the token.
pub fn describe_error_challenge(challenge: &[u8]) -> Option<String> {
    let v: serde_json::Value = serde_json::from_slice(challenge).ok()?;
    let status = v.get("status")?.as_str()?;
    let clean = |s: &str| super::clip(&s.chars().filter(|c| !c.is_control()).collect::<String>(), 60);
    Some(match v.get("scope").and_then(|s| s.as_str()) {
        Some(scope) => format!("status {}, scope {}", clean(status), clean(scope)),
        None => format!("status {}", clean(status)),
    })
}

/// One configured token command and the last token it printed. Cloning
/// shares the token.
#[derive(Clone)]
pub struct TokenSource {
    /// e.g. `imap.oauth2_token_command`, for messages
    key: String,
    command: String,
    state: Arc<Mutex<TokenState>>,
}

#[derive(Default)]
struct TokenState {
    token: Option<Secret>,
    /// When a refusal last made the command run.
    refreshed_at: Option<Instant>,
}

impl std::fmt::Debug for TokenSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenSource").field("key", &self.key).finish_non_exhaustive()
    }
}

impl TokenSource {
    pub fn new(key: impl Into<String>, command: impl Into<String>) -> Self {
        TokenSource { key: key.into(), command: command.into(), state: Arc::default() }
    }

    /// The configuration key of the command (`imap.oauth2_token_command`).
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The last token, or a new one from the command.
    pub fn token(&self) -> Result<Secret, MailError> {
        if let Some(t) = self.state.lock().map_or(None, |g| g.token.clone()) {
            return Ok(t);
        }
        let t = run_token_command(&self.key, &self.command)?;
        if let Ok(mut g) = self.state.lock() {
            g.token = Some(t.clone());
        }
        Ok(t)
    }

    /// The server refused the last token: a new one from the command, or
    /// `None` when a refusal made it run less than [`REFRESH_PAUSE`] ago.
    pub fn refresh(&self) -> Result<Option<Secret>, MailError> {
        if self.state.lock().is_ok_and(|g| g.refreshed_at.is_some_and(|at| at.elapsed() < REFRESH_PAUSE)) {
            return Ok(None);
        }
        if let Ok(mut g) = self.state.lock() {
            g.refreshed_at = Some(Instant::now());
        }
        let t = run_token_command(&self.key, &self.command)?;
        if let Ok(mut g) = self.state.lock() {
            g.token = Some(t.clone());
        }
        Ok(Some(t))
    }
}

/// Runs `sh -c COMMAND` and returns its standard output, trimmed, as the
/// token. Fails with a message naming `key` when the command cannot be
/// started, fails, takes too long, or prints nothing usable.
pub fn run_token_command(key: &str, command: &str) -> Result<Secret, MailError> {
    let fail = |what: String| MailError::TokenCommand(format!("{key}: {what}"));
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| fail(format!("cannot run the command with sh: {e}")))?;
    // Read both pipes while waiting, so a chatty command cannot block on a full pipe.
    let mut out_pipe = child.stdout.take();
    let mut err_pipe = child.stderr.take();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = out_pipe.as_mut() {
            let _ = p.take(64 * 1024).read_to_end(&mut buf);
        }
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = err_pipe.as_mut() {
            let _ = p.take(64 * 1024).read_to_end(&mut buf);
        }
        buf
    });
    let deadline = Instant::now() + COMMAND_TIMEOUT;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(fail(format!("the command did not finish within {} s", COMMAND_TIMEOUT.as_secs())));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(fail(format!("waiting for the command failed: {e}"))),
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    let stderr = String::from_utf8_lossy(&stderr);
    let stderr: String = stderr.split_whitespace().collect::<Vec<_>>().join(" ");
    let said = if stderr.is_empty() { String::new() } else { format!("; it said: {}", super::clip(&stderr, MAX_STDERR_CHARS)) };
    if !status.success() {
        let how = match status.code() {
            Some(code) => format!("exit status {code}"),
            None => "killed by a signal".to_string(),
        };
        return Err(fail(format!("the command failed ({how}){said}")));
    }
    let token = std::str::from_utf8(&stdout).map_err(|_| fail(format!("the command printed something that is not text{said}")))?.trim();
    if token.is_empty() {
        return Err(fail(format!("the command printed nothing (expected the access token on standard output){said}")));
    }
    if token.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(fail(format!(
            "the command printed more than one word (expected only the access token, on one line; {} lines printed)",
            token.lines().count()
        )));
    }
    Ok(Secret::new(token))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_is_the_trimmed_output() {
        let t = run_token_command("imap.oauth2_token_command", "printf 'ya29.abc-DEF_1\\n'").unwrap();
        assert_eq!(t.expose(), "ya29.abc-DEF_1");
    }

    #[test]
    fn failures_are_explained_without_the_output() {
        let e = run_token_command("imap.oauth2_token_command", "echo 'no refresh token for play@example.org' >&2; exit 3").unwrap_err();
        let m = e.to_string();
        assert!(m.contains("imap.oauth2_token_command") && m.contains("exit status 3") && m.contains("no refresh token"), "{m}");

        let m = run_token_command("smtp.oauth2_token_command", "true").unwrap_err().to_string();
        assert!(m.contains("smtp.oauth2_token_command") && m.contains("printed nothing"), "{m}");

        let m = run_token_command("k", "printf 'Bearer s3cr3t-token\\n'").unwrap_err().to_string();
        assert!(m.contains("more than one word") && !m.contains("s3cr3t"), "{m}");

        let m = run_token_command("k", "/nonexistent/oama access x").unwrap_err().to_string();
        assert!(m.contains("exit status 127"), "{m}");
    }

    #[test]
    fn the_token_is_kept_until_refreshed() {
        let dir = std::env::temp_dir().join(format!("tandem-oauth2-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let count = dir.join("count");
        let cmd = format!("echo x >> {0}; echo token-$(wc -l < {0})", count.display());
        let src = TokenSource::new("imap.oauth2_token_command", cmd);
        assert_eq!(src.token().unwrap().expose(), "token-1");
        assert_eq!(src.token().unwrap().expose(), "token-1");
        assert_eq!(src.clone().refresh().unwrap().unwrap().expose(), "token-2");
        assert_eq!(src.token().unwrap().expose(), "token-2", "clones share the token");
        // refused again at once: not run again before the pause is over
        assert!(src.refresh().unwrap().is_none());
        assert_eq!(src.token().unwrap().expose(), "token-2");
        assert_eq!(std::fs::read_to_string(&count).unwrap().lines().count(), 2);
        assert!(!format!("{src:?}").contains("token-"));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn sasl_messages() {
        let t = Secret::new("tok");
        assert_eq!(Sasl::Xoauth2.initial_response("a@b.c", &t), b"user=a@b.c\x01auth=Bearer tok\x01\x01");
        assert_eq!(Sasl::Oauthbearer.initial_response("a=b,c@d", &t), b"n,a=a=3Db=2Cc@d,\x01auth=Bearer tok\x01\x01");
        assert_eq!(Sasl::choose(OAuth2Mechanism::Auto, true, true), Sasl::Xoauth2);
        assert_eq!(Sasl::choose(OAuth2Mechanism::Auto, false, true), Sasl::Oauthbearer);
        assert_eq!(Sasl::choose(OAuth2Mechanism::Auto, false, false), Sasl::Xoauth2);
        assert_eq!(Sasl::choose(OAuth2Mechanism::Oauthbearer, true, false), Sasl::Oauthbearer);
        assert_eq!(
            describe_error_challenge(br#"{"status":"401","schemes":"bearer","scope":"mail"}"#).as_deref(),
            Some("status 401, scope mail")
        );
        assert_eq!(describe_error_challenge(b"garbage"), None);
    }
}
