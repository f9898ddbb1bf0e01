//! Players writing to the bot through its public API (`Bot::handle`), the
//! scheduler run with `Bot::run_due`, and the mails they receive read back
//! from the outbox exactly as they would go on the wire: no mail server, no
//! daemon, no waiting. Time is made up: `at(secs)` is `secs` after
//! 2026-03-02 06:00:00 UTC; a mail without a time of its own is sent at
//! its number (the n-th mail at `n` s). Each reply is threaded under the
//! bot's last mail to its sender, as a mail client's Reply would be; every
//! mail the bot queues is checked against RFC 5322 (`wire.rs`).
#![allow(dead_code)]

#[path = "wire.rs"]
mod wire;

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use mail_parser::{MessageParser, MimeHeaders};
use tandem::bot::{Bot, BotError, Handled, Incoming};
use tandem::config::Config;
use tandem::store::{GameId, GameStatus, Store, StoreError};

pub const BOT: &str = "play@example.org";
/// How the clock tests' configs write times (`[time] time_format`).
pub const FMT: &str = "%Y-%m-%d %H:%M:%S";

/// whatlang, not the bot's detector, limited to the bot's nine languages.
pub fn nine_languages() -> whatlang::Detector {
    use whatlang::Lang::*;
    whatlang::Detector::with_allowlist(vec![Eng, Deu, Rus, Pol, Ita, Spa, Fra, Nld, Por])
}

/// The `Content-Language` of a raw mail, or nothing.
pub fn content_language_of(raw: &[u8]) -> String {
    let raw = String::from_utf8_lossy(raw);
    raw.lines().find_map(|l| l.strip_prefix("Content-Language: ")).unwrap_or("").trim().to_string()
}

/// `secs` after 2026-03-02 06:00:00 UTC, a Monday.
pub fn at(secs: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 2, 6, 0, 0).unwrap() + TimeDelta::seconds(secs)
}

/// `at(secs)` written in `FMT`, as the mails show a deadline.
pub fn show(secs: i64) -> String {
    at(secs).format(FMT).to_string()
}

/// The bot at `BOT`, with `sections` (TOML) after its address: more keys
/// of `[bot]` first, then other sections.
pub fn config(sections: &str) -> Config {
    Config::from_toml(&format!("[bot]\naddress = \"{BOT}\"\n{sections}\n")).expect("test config")
}

/// One mail the bot sent, as its recipient's mail program shows it.
#[derive(Debug, Clone)]
pub struct Received {
    pub to: String,
    pub reply_to: Option<String>,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub auto_submitted: String,
    /// Attachments, not counting the images the HTML shows.
    pub attachments: usize,
    /// The images the HTML shows (the board pictures): Content-ID, bytes.
    pub pictures: Vec<(String, Vec<u8>)>,
    pub raw: Vec<u8>,
}

impl Received {
    /// The `N` of a `[#N]` tag in the subject.
    pub fn game_tag(&self) -> Option<i64> {
        wire::game_tag(&self.subject)
    }
}

pub struct World {
    pub bot: Bot,
    /// Mails sent so far; the next is `test/{n + 1}`, at `n + 1` s unless
    /// given a time. A world on a store that saw mail before starts past it.
    pub n: usize,
    /// The bot's last Message-ID to each address, and each address's display name.
    last: Vec<(String, String)>,
    names: Vec<(String, String)>,
}

impl World {
    /// The bot at `BOT` with an empty store in memory.
    pub fn new() -> World {
        World::with_config(&config(""))
    }

    /// The bot as `cfg` says, with an empty store in memory.
    pub fn with_config(cfg: &Config) -> World {
        World::with(cfg, Store::open_in_memory().unwrap())
    }

    pub fn with(cfg: &Config, store: Store) -> World {
        World { bot: Bot::new(cfg, store).unwrap(), n: 0, last: vec![], names: vec![] }
    }

    /// Mail from `from` shows the display name `name` from now on.
    pub fn name(&mut self, from: &str, name: &str) {
        self.names.push((from.to_string(), name.to_string()));
    }

    /// A mail from `from` with `body`, replying to the bot's last mail to
    /// them (if any).
    pub fn mail(&mut self, from: &str, body: &str) -> Handled {
        self.send(from, BOT, "move", body, true, None)
    }

    /// The same at `secs`.
    pub fn mail_at(&mut self, from: &str, body: &str, secs: i64) -> Handled {
        self.send(from, BOT, "move", body, true, Some(secs))
    }

    /// The same to another address of the bot's (a secret reply address).
    pub fn mail_to(&mut self, from: &str, to: &str, body: &str, secs: i64) -> Handled {
        self.send(from, to, "move", body, true, Some(secs))
    }

    /// A new mail from `from` (no thread).
    pub fn fresh(&mut self, from: &str, subject: &str, body: &str) -> Handled {
        self.send(from, BOT, subject, body, false, None)
    }

    /// A mail that must be applied; what it made the bot send.
    pub fn ok(&mut self, from: &str, body: &str) -> Vec<Received> {
        let handled = self.mail(from, body);
        self.applied(from, body, handled)
    }

    /// The same at `secs`.
    pub fn ok_at(&mut self, from: &str, body: &str, secs: i64) -> Vec<Received> {
        let handled = self.mail_at(from, body, secs);
        self.applied(from, body, handled)
    }

    fn applied(&mut self, from: &str, body: &str, handled: Handled) -> Vec<Received> {
        match handled {
            Handled::Applied { .. } => self.outbox(),
            other => panic!("{from}: {body:?} was not applied: {other:?}\n{:#?}", self.outbox()),
        }
    }

    /// A mail that must be refused; the reason.
    pub fn refused(&mut self, from: &str, body: &str) -> String {
        match self.mail(from, body) {
            Handled::Refused { problem, .. } => {
                self.outbox();
                problem
            }
            other => panic!("{from}: {body:?} was not refused: {other:?}"),
        }
    }

    /// A new mail from `from` handled under `key` (the mail's name in its
    /// mailbox) at `secs`; the same key and mail again are the same
    /// delivery again. The bot's answer as it is, errors included.
    pub fn deliver(&mut self, key: &str, from: &str, body: &str, secs: i64) -> Result<Handled, BotError> {
        let raw = self.raw(from, BOT, "move", body, &format!("{}@players.example.org", key.replace('/', ".")), None, secs);
        self.bot.handle(key, raw.as_bytes(), at(secs))
    }

    fn send(&mut self, from: &str, to: &str, subject: &str, body: &str, threaded: bool, secs: Option<i64>) -> Handled {
        self.n += 1;
        let reply = if threaded { self.last.iter().rev().find(|(to, _)| to == from).map(|(_, id)| id.clone()) } else { None };
        let secs = secs.unwrap_or(self.n as i64);
        let raw = self.raw(from, to, subject, body, &format!("m{}@players.example.org", self.n), reply.as_deref(), secs);
        self.bot.handle(&format!("test/{}", self.n), raw.as_bytes(), at(secs)).expect("handled")
    }

    /// The mail as `from`'s mail program writes it.
    #[allow(clippy::too_many_arguments)]
    fn raw(&self, from: &str, to: &str, subject: &str, body: &str, message_id: &str, in_reply_to: Option<&str>, secs: i64) -> String {
        let shown = match self.names.iter().rev().find(|(a, _)| a == from) {
            Some((_, name)) => format!("\"{name}\" <{from}>"),
            None => from.to_string(),
        };
        let thread = in_reply_to.map(|id| format!("In-Reply-To: <{id}>\r\nReferences: <{id}>\r\n")).unwrap_or_default();
        format!(
            "From: {shown}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <{message_id}>\r\n{thread}Date: {}\r\n\r\n{body}\r\n",
            at(secs).to_rfc2822()
        )
    }

    /// A mail that arrived in the bot's mailbox at `arrived` and is read at
    /// `read` (after an outage, or a stop of the bot), the mailbox read
    /// through `read`; replying to the bot's last mail to `from`.
    pub fn mail_arrived(&mut self, from: &str, body: &str, arrived: i64, read: i64) -> Handled {
        self.n += 1;
        let reply = self.last.iter().rev().find(|(to, _)| to == from).map(|(_, id)| id.clone());
        let raw = self.raw(from, BOT, "move", body, &format!("m{}@players.example.org", self.n), reply.as_deref(), arrived);
        let key = format!("test/{}", self.n);
        let mail = Incoming { source_key: &key, raw: raw.as_bytes(), oversize: None, arrived: at(arrived) };
        self.bot.handle_arrived(&mail, at(read), at(read)).expect("handled")
    }

    /// Runs the scheduler at `secs` (nothing may fail); returns when it
    /// wants to look again.
    pub fn tick(&mut self, secs: i64) -> Option<DateTime<Utc>> {
        let r = self.bot.run_due(at(secs)).expect("scheduler");
        assert_eq!(r.failed, 0, "{r:?}");
        r.next
    }

    /// Everything the bot queued since the last look, marked sent when it
    /// was queued (a turn's clock starts when the mail announcing it left).
    pub fn outbox(&mut self) -> Vec<Received> {
        self.sent_at(None)
    }

    /// The same, sent at `secs` (the mail server was away until then).
    /// Mail that states a deadline is written again first, as the daemon's
    /// sender does before it sends.
    pub fn send_late(&mut self, secs: i64) -> Vec<Received> {
        self.bot.restate_deadlines(at(secs)).expect("restated");
        self.sent_at(Some(at(secs)))
    }

    fn sent_at(&mut self, when: Option<DateTime<Utc>>) -> Vec<Received> {
        let far = at(1_000_000_000);
        let rows = self
            .bot
            .store()
            .transaction(|tx| {
                let v = tx.due_outbox(when.unwrap_or(far), 1000)?;
                for m in &v {
                    tx.mark_sent(m.id, when.unwrap_or(m.created_at))?;
                }
                Ok::<_, StoreError>(v)
            })
            .unwrap();
        // As the sender sends them: the pictures drawn.
        let pictures = tandem::picture::Cache::new();
        let drawn: Vec<Vec<u8>> = rows.iter().map(|m| tandem::bot::diagram::drawn(&m.raw, &pictures).into_owned()).collect();
        let out: Vec<Received> = rows
            .iter()
            .zip(&drawn)
            .map(|(m, raw)| {
                wire::assert_wire_valid(&format!("mail to {}", m.to_addr), raw);
                let msg = MessageParser::default().parse(raw).expect("the bot's mail parses");
                let header = |name: &str| msg.header_raw(name).map(|s| s.trim().trim_matches(['<', '>']).to_string());
                let html = msg
                    .html_bodies()
                    .find(|p| p.content_type().is_some_and(|c| c.subtype() == Some("html")))
                    .and_then(|p| p.text_contents())
                    .map(str::to_string);
                Received {
                    to: m.to_addr.clone(),
                    reply_to: msg.reply_to().and_then(|a| a.first()).and_then(|a| a.address()).map(str::to_string),
                    subject: msg.subject().unwrap_or_default().to_string(),
                    text: msg.body_text(0).map(|t| t.replace("\r\n", "\n")).unwrap_or_default(),
                    html,
                    message_id: m.message_id.clone(),
                    in_reply_to: header("In-Reply-To"),
                    auto_submitted: header("Auto-Submitted").unwrap_or_default(),
                    attachments: msg.attachments().filter(|a| a.content_id().is_none()).count(),
                    pictures: msg
                        .attachments()
                        .filter_map(|a| a.content_id().map(|id| (id.trim_matches(['<', '>']).to_string(), a.contents().to_vec())))
                        .collect(),
                    // As sent: with its pictures drawn.
                    raw: raw.clone(),
                }
            })
            .collect();
        for o in &out {
            self.last.push((o.to.clone(), o.message_id.clone()));
        }
        out
    }

    /// (status, result, reason) of game `game`.
    pub fn status(&mut self, game: i64) -> (GameStatus, Option<String>, Option<String>) {
        let g = self.bot.store().transaction(|tx| tx.game(GameId(game))).unwrap().unwrap();
        (g.status, g.result, g.result_reason)
    }

    /// `challenger` starts `variant` with the others (`with` one opponent,
    /// or partner and two opponents for four-player bughouse), everyone
    /// accepts; returns the mails of the start.
    pub fn start(&mut self, variant: &str, challenger: &str, others: &[&str]) -> Vec<Received> {
        self.start_game(variant, "", challenger, others, None)
    }

    /// The same with `terms` after the players ("as black days 2"): the
    /// challenge at `secs`, each acceptance 1 s after the one before.
    pub fn start_at(&mut self, secs: i64, variant: &str, terms: &str, challenger: &str, others: &[&str]) -> Vec<Received> {
        self.start_game(variant, terms, challenger, others, Some(secs))
    }

    fn start_game(&mut self, variant: &str, terms: &str, challenger: &str, others: &[&str], secs: Option<i64>) -> Vec<Received> {
        let players = match others {
            [opponent] => opponent.to_string(),
            [partner, a, b] => format!("{partner} against {a} {b}"),
            _ => panic!("two or four players"),
        };
        let command = format!("new {variant} with {players} {terms}");
        let command = command.trim_end();
        let handled = self.send(challenger, BOT, "new game", command, false, secs);
        assert!(matches!(handled, Handled::Applied { .. }), "{command}: {handled:?}");
        self.outbox();
        let mut game = None;
        for (i, o) in others.iter().enumerate() {
            match self.send(o, BOT, "move", "accept", true, secs.map(|s| s + 1 + i as i64)) {
                Handled::Applied { game: g, .. } => game = g,
                other => panic!("{o} accepts: {other:?}"),
            }
        }
        let game = game.expect("the acceptance names its game");
        assert_eq!(self.status(game.0).0, GameStatus::Active, "{command}: everyone accepted");
        self.outbox()
    }
}

impl Default for World {
    fn default() -> Self {
        World::new()
    }
}

/// Every mail to `who` among `mails`.
pub fn to<'a>(mails: &'a [Received], who: &str) -> Vec<&'a Received> {
    mails.iter().filter(|m| m.to == who).collect()
}

/// The one mail to `who` among `mails`.
pub fn one<'a>(mails: &'a [Received], who: &str) -> &'a Received {
    let v = to(mails, who);
    assert_eq!(v.len(), 1, "expected one mail to {who}, got {v:#?}");
    v[0]
}
