//! Players writing to the bot through its public API (`Bot::handle`), and
//! the mails they receive read back from the outbox exactly as they would
//! go on the wire: no mail server, no daemon. Each reply is threaded under
//! the bot's last mail to its sender, as a mail client's Reply would be.
#![allow(dead_code)]

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use mail_parser::{MessageParser, MimeHeaders};
use tandem::bot::{Bot, Handled};
use tandem::config::Config;
use tandem::store::{Store, StoreError};

pub const BOT: &str = "play@example.org";

/// One mail the bot sent, as its recipient's mail program shows it.
#[derive(Debug, Clone)]
pub struct Received {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub raw: Vec<u8>,
}

pub struct World {
    pub bot: Bot,
    n: usize,
    /// The bot's last Message-ID to each address, and each address's display name.
    last: Vec<(String, String)>,
    names: Vec<(String, String)>,
}

fn at(secs: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 2, 6, 0, 0).unwrap() + TimeDelta::seconds(secs)
}

impl World {
    pub fn new() -> World {
        let cfg = Config::from_toml(&format!("[bot]\naddress = \"{BOT}\"\n")).expect("test config");
        World { bot: Bot::new(&cfg, Store::open_in_memory().unwrap()).unwrap(), n: 0, last: vec![], names: vec![] }
    }

    /// Mail from `from` shows the display name `name` from now on.
    pub fn name(&mut self, from: &str, name: &str) {
        self.names.push((from.to_string(), name.to_string()));
    }

    /// A mail from `from` with `body`, replying to the bot's last mail to
    /// them (if any).
    pub fn mail(&mut self, from: &str, body: &str) -> Handled {
        let reply = self.last.iter().rev().find(|(to, _)| to == from).map(|(_, id)| id.clone());
        self.mail_about(from, "move", body, reply.as_deref())
    }

    /// A new mail from `from` (no thread).
    pub fn fresh(&mut self, from: &str, subject: &str, body: &str) -> Handled {
        self.mail_about(from, subject, body, None)
    }

    fn mail_about(&mut self, from: &str, subject: &str, body: &str, in_reply_to: Option<&str>) -> Handled {
        self.n += 1;
        let shown = match self.names.iter().rev().find(|(a, _)| a == from) {
            Some((_, name)) => format!("\"{name}\" <{from}>"),
            None => from.to_string(),
        };
        let thread = in_reply_to.map(|id| format!("In-Reply-To: <{id}>\r\nReferences: <{id}>\r\n")).unwrap_or_default();
        let raw = format!(
            "From: {shown}\r\nTo: {BOT}\r\nSubject: {subject}\r\nMessage-ID: <m{}@players.example.org>\r\n{thread}Date: {}\r\n\r\n{body}\r\n",
            self.n,
            at(self.n as i64).to_rfc2822()
        );
        self.bot.handle(&format!("test/{}", self.n), raw.as_bytes(), at(self.n as i64)).expect("handled")
    }

    /// Everything the bot queued since the last look.
    pub fn outbox(&mut self) -> Vec<Received> {
        let far = at(1_000_000_000);
        let rows = self
            .bot
            .store()
            .transaction(|tx| {
                let v = tx.due_outbox(far, 1000)?;
                for m in &v {
                    tx.mark_sent(m.id, far)?;
                }
                Ok::<_, StoreError>(v)
            })
            .unwrap();
        let out: Vec<Received> = rows
            .iter()
            .map(|m| {
                let msg = MessageParser::default().parse(&m.raw).expect("the bot's mail parses");
                let html = msg
                    .html_bodies()
                    .find(|p| p.content_type().is_some_and(|c| c.subtype() == Some("html")))
                    .and_then(|p| p.text_contents())
                    .map(str::to_string);
                Received {
                    to: m.to_addr.clone(),
                    subject: msg.subject().unwrap_or_default().to_string(),
                    text: msg.body_text(0).map(|t| t.replace("\r\n", "\n")).unwrap_or_default(),
                    html,
                    message_id: m.message_id.clone(),
                    in_reply_to: msg.header_raw("In-Reply-To").map(|s| s.trim().trim_matches(['<', '>']).to_string()),
                    raw: m.raw.clone(),
                }
            })
            .collect();
        for o in &out {
            self.last.push((o.to.clone(), o.message_id.clone()));
        }
        out
    }

    /// `challenger` starts `variant` with the others (`with` one opponent,
    /// or partner and two opponents for four-player bughouse), everyone
    /// accepts; returns the mails of the start.
    pub fn start(&mut self, variant: &str, challenger: &str, others: &[&str]) -> Vec<Received> {
        let command = match others {
            [opponent] => format!("new {variant} with {opponent}"),
            [partner, a, b] => format!("new {variant} with {partner} against {a} {b}"),
            _ => panic!("two or four players"),
        };
        assert!(matches!(self.fresh(challenger, "new game", &command), Handled::Applied { .. }), "{command}");
        self.outbox();
        for o in others {
            assert!(matches!(self.mail(o, "accept"), Handled::Applied { .. }), "{o} accepts");
        }
        self.outbox()
    }
}

impl Default for World {
    fn default() -> Self {
        World::new()
    }
}

/// The one mail to `who` among `mails`.
pub fn to<'a>(mails: &'a [Received], who: &str) -> &'a Received {
    let v: Vec<&Received> = mails.iter().filter(|m| m.to == who).collect();
    assert_eq!(v.len(), 1, "expected one mail to {who}, got {v:#?}");
    v[0]
}
