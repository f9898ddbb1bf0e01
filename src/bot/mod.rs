//! The referee: one incoming mail in, game changes and outgoing mail out,
//! all in one SQLite transaction so that a mail is applied at most once and
//! its replies are never lost.

pub mod analysis;
pub mod computer;
mod ctx;
mod deadlines;
mod describe;
pub mod diagram;
mod error;
mod game;
mod handled;
mod identity;
mod language;
mod letters;
pub mod limits;
mod move_refusal;
mod observers;
mod operator;
pub mod public_game;
mod restate;
mod seeks;
mod session;
pub mod templates;
mod tournament;
mod tournament_news;
mod unhandled;

use chrono::{DateTime, SubsecRound, Utc};
use tracing::info;

use crate::bot::templates::Templates;
use crate::clocks::schedule::Timing;
use crate::config::{Config, LimitsConfig};
use crate::error::chain;
use crate::store::Store;

pub use ctx::Ctx;
pub use deadlines::{lose_on_time, lose_on_time_because, remind_seat, Reminder, TaskReport};
pub use error::BotError;
pub use handled::Handled;
pub use identity::Identity;
pub use observers::Told;
pub use restate::clock_from_stated;
pub use seeks::public_line as seek_line;
pub use tournament::{crosstable_words, standings as tournament_standings, waiting_line as tournament_waiting};

/// One fetched mail for [`Bot::handle_batch`].
pub struct Incoming<'a> {
    /// Where it came from, stable across restarts.
    pub source_key: &'a str,
    /// The whole mail, or only its header when `oversize` is set.
    pub raw: &'a [u8],
    /// The mail's size when it was larger than `[limits] max_mail_bytes`.
    pub oversize: Option<u64>,
    /// When it arrived in the bot's mailbox (see [`Ctx::at`]).
    pub arrived: DateTime<Utc>,
}

pub struct Bot {
    store: Store,
    templates: Templates,
    identity: Identity,
    timing: Timing,
    limits: LimitsConfig,
    lobby: crate::config::LobbyConfig,
    engine: crate::config::EngineConfig,
    keep_sent_mail: chrono::TimeDelta,
    /// The board pictures drawn lately (`crate::picture::Cache`).
    pictures: crate::picture::Cache,
}

impl Bot {
    pub fn new(cfg: &Config, mut store: Store) -> Result<Bot, BotError> {
        let timing = Timing::from_config(cfg);
        // Reminder delays or day length changed: every wake-up time is stale.
        store.transaction(|tx| tx.refresh_wakes_unless(&timing.fingerprint()))?;
        // Once, after the upgrade that brought ratings: the games finished
        // before are rated, in the order they finished.
        if let Some(done) = crate::ratings::catch_up(&mut store, &mut |_, _| {})? {
            info!("ratings: {} finished games replayed, {} of them rated", done.games, done.rated);
        }
        Ok(Bot {
            store,
            templates: Templates::load(cfg.templates.dir.as_deref())?,
            identity: Identity::from_config(cfg),
            timing,
            limits: cfg.limits.clone(),
            lobby: cfg.lobby.clone(),
            engine: cfg.engine.clone(),
            keep_sent_mail: cfg.store.keep_sent_mail(),
            pictures: crate::picture::Cache::new(),
        })
    }

    pub fn store(&mut self) -> &mut Store {
        &mut self.store
    }

    pub fn identity(&self) -> &Identity {
        &self.identity
    }

    pub fn limits(&self) -> &LimitsConfig {
        &self.limits
    }

    /// The store, and the setting to handle something at `now` in (apart,
    /// so that the store can be borrowed mutably beside it).
    fn parts(&mut self, now: DateTime<Utc>) -> (&mut Store, Ctx<'_>) {
        let cx = Ctx {
            bot: &self.identity,
            templates: &self.templates,
            timing: &self.timing,
            limits: &self.limits,
            lobby: &self.lobby,
            engine: &self.engine,
            pictures: &self.pictures,
            now,
            at: now,
        };
        (&mut self.store, cx)
    }

    /// Does what is due at `now` (reminders, time-outs, digests) and says
    /// when to look again, the mailbox read through `now` (as in `deliver`,
    /// which is handed each mail as it arrives). Mail is queued in the
    /// outbox, not sent.
    pub fn run_due(&mut self, now: DateTime<Utc>) -> Result<TaskReport, BotError> {
        self.run_due_judged(now, now)
    }

    /// [`Bot::run_due`] with the mailbox read through `judged` (every mail
    /// that arrived before it handled): a time-out after it waits, since a
    /// move in time may still be in the mailbox.
    pub fn run_due_judged(&mut self, now: DateTime<Utc>, judged: DateTime<Utc>) -> Result<TaskReport, BotError> {
        // Times are stored to the millisecond: the scheduler works in them.
        let now = now.trunc_subsecs(3);
        let (store, cx) = self.parts(now);
        deadlines::run_due(store, &cx, judged)
    }

    /// Before the outbox is sent at `now`: the mail that waited and states
    /// a deadline is written again with the deadline as it stands when the
    /// mail leaves (see `restate.rs`). How many were.
    pub fn restate_deadlines(&mut self, now: DateTime<Utc>) -> Result<usize, BotError> {
        restate::restate_deadlines(&mut self.store, &self.timing, now)
    }

    /// The operator calls tournament `id` off (`tandem tournament N
    /// --cancel`): its games in play are aborted and every entrant is told,
    /// in one transaction; the mails wait in the outbox. How many mails,
    /// or `None` when it is over already (or there is no such tournament).
    pub fn cancel_tournament(&mut self, id: crate::store::TournamentId, now: DateTime<Utc>) -> Result<Option<usize>, BotError> {
        let (store, cx) = self.parts(now);
        store.transaction(|tx| {
            let Some(t) = tx
                .tournament(id)?
                .filter(|t| matches!(t.status, crate::store::TournamentStatus::Open | crate::store::TournamentStatus::Running))
            else {
                return Ok(None);
            };
            let letters = tournament::cancel(tx, &cx, &t, crate::i18n::Msg::new("tournament-why-operator"))?;
            let n = letters.len();
            for l in letters {
                letters::enqueue(tx, &cx, l.generated())?;
            }
            Ok(Some(n))
        })
    }

    /// Tells the observers of `changed` games (and those whose held news is
    /// due at `now`) what they have not been told yet; the mail is queued
    /// in the outbox, not sent. When the batch fails, each game is told of
    /// alone, so that one game that cannot be (a broken `observer.txt`, a
    /// game that does not replay) neither silences the others nor comes
    /// back every pass: its error is logged and its news dropped. An `Err`
    /// only when no game could be told of (the store, then, not a game).
    pub fn tell_observers(&mut self, changed: &[crate::store::GameId], now: DateTime<Utc>) -> Result<Told, BotError> {
        let (store, cx) = self.parts(now);
        let batch_failed = match observers::tell(store, &cx, changed) {
            Ok(told) => return Ok(told),
            Err(e) if changed.len() < 2 => return Err(e),
            Err(e) => e,
        };
        let mut all: Option<Told> = None;
        for &game in changed {
            match observers::tell(store, &cx, &[game]) {
                Ok(t) => {
                    let sum = all.get_or_insert_with(Told::default);
                    sum.mails += t.mails;
                    sum.held += t.held;
                    sum.next = [sum.next, t.next].into_iter().flatten().min();
                }
                Err(e) => tracing::error!(game = game.0, "the observers of game #{} are not told of its change: {}", game.0, chain(&e)),
            }
        }
        all.ok_or(batch_failed)
    }

    /// How long the text of sent mail is kept (`[store] keep_sent_mail_days`).
    pub fn keep_sent_mail(&self) -> chrono::TimeDelta {
        self.keep_sent_mail
    }

    /// Handles one raw mail identified by `source_key` (stable across
    /// restarts). Safe to call again for the same mail: it is applied once.
    ///
    /// An `Err` is always a failure of the bot's own resources
    /// ([`BotError::is_transient`]): the mail stays where it is and is tried
    /// again later. Whatever is wrong with the mail itself ends as
    /// [`Handled::Refused`], [`Handled::Ignored`] or [`Handled::SetAside`].
    pub fn handle(&mut self, source_key: &str, raw: &[u8], now: DateTime<Utc>) -> Result<Handled, BotError> {
        self.handle_fetched(source_key, raw, None, now)
    }

    /// A fetched mail that arrived `now` (as `deliver` is handed it): whole
    /// ([`Bot::handle`]), or only its header when it was larger than the
    /// limit (`oversize` its size: its sender is told, nothing is applied).
    pub fn handle_fetched(&mut self, source_key: &str, raw: &[u8], oversize: Option<u64>, now: DateTime<Utc>) -> Result<Handled, BotError> {
        let mail = Incoming { source_key, raw, oversize, arrived: now };
        self.handle_arrived(&mail, now, now)
    }

    /// A mail larger than `[limits] max_mail_bytes`, of which only the
    /// header was read: its sender is told so, nothing in it is applied.
    pub fn handle_oversize(&mut self, source_key: &str, header: &[u8], size: u64, now: DateTime<Utc>) -> Result<Handled, BotError> {
        let mail = Incoming { source_key, raw: header, oversize: Some(size), arrived: now };
        self.handle_arrived(&mail, now, now)
    }

    /// A mail that arrived at `mail.arrived`, handled at `now`, the mailbox
    /// read through `judged`. The sender's games whose deadline passed
    /// before the mail arrived are judged first (in transactions of their
    /// own), as far as the mailbox was read: waiting mail and due times are
    /// applied in the order they happened.
    pub fn handle_arrived(&mut self, mail: &Incoming<'_>, judged: DateTime<Utc>, now: DateTime<Utc>) -> Result<Handled, BotError> {
        let (source_key, raw) = (mail.source_key, mail.raw);
        let at = mail.arrived.min(now);
        let (store, cx) = self.parts(now);
        // What goes wrong with the mail itself goes one way: `unhandled.rs`.
        let parsed = match unhandled::read(raw, cx.bot) {
            Ok(m) => m,
            Err(reason) => return unhandled::unreadable(store, &cx, source_key, raw, &reason),
        };
        if parsed.skip.is_none() {
            deadlines::time_outs_before(store, &cx, &parsed.from, at.min(judged))?;
        }
        // Its commands count from its arrival (a move is played then).
        let arrived = Ctx { at, ..cx };
        unhandled::guarded(store, &cx, source_key, raw, &parsed, |store| match mail.oversize {
            None => session::run(store, &arrived, source_key, &parsed),
            Some(size) => unhandled::refuse_oversize(store, &cx, source_key, &parsed, size),
        })
    }

    /// Several fetched mails in one store transaction (one commit, one sync
    /// of the disk, instead of one per mail), in the order given (the order
    /// they arrived); `clock` gives each mail its time. Each mail's result
    /// is as [`Bot::handle_arrived`] would give it, in order: a mail that
    /// failed is undone alone and the others stand. `judged`: the mailbox
    /// is read through each mail's arrival, but not past this (mail older
    /// still waits for another try) nor past a mail of the batch that
    /// failed. None of it is durable before this returns `Ok`, so only then
    /// may the mails be moved out of the mailbox; on `Err` none of them was
    /// handled.
    pub fn handle_batch(
        &mut self,
        mails: &[Incoming<'_>],
        judged: DateTime<Utc>,
        clock: &dyn Fn() -> DateTime<Utc>,
    ) -> Result<Vec<Result<Handled, BotError>>, BotError> {
        if mails.is_empty() {
            return Ok(Vec::new());
        }
        self.store.begin_batch()?;
        let mut judged = judged;
        let mut results = Vec::with_capacity(mails.len());
        for m in mails {
            let r = self.handle_arrived(m, judged, clock());
            if r.is_err() {
                judged = judged.min(m.arrived);
            }
            results.push(r);
        }
        self.store.commit_batch()?;
        Ok(results)
    }

    /// A mail whose handling failed `attempts` times for a failure of the
    /// bot's own resources (`last_error`): recorded as set aside, its sender
    /// told that nothing was applied, the operator told. The caller then
    /// moves it to the set-aside folder. Fails only when the store cannot
    /// even record that (the mail is set aside all the same).
    pub fn give_up(
        &mut self,
        source_key: &str,
        raw: &[u8],
        attempts: u32,
        last_error: &str,
        now: DateTime<Utc>,
    ) -> Result<Handled, BotError> {
        let (store, cx) = self.parts(now);
        unhandled::give_up(store, &cx, source_key, raw, attempts, last_error)
    }

    /// Notes for `tandem status` (and the next run) that a mail server
    /// refuses the login, or (`refusal` is `None`) that `server` took it
    /// again. With `tell_operator` (the first refusal of a run of them) the
    /// operator gets a mail, at most one an hour; it waits in the outbox
    /// when it is the SMTP login that fails.
    pub fn note_login(
        &mut self,
        server: &str,
        refusal: Option<&crate::store::LoginRefusal>,
        tell_operator: bool,
        now: DateTime<Utc>,
    ) -> Result<(), BotError> {
        let (store, cx) = self.parts(now);
        operator::note_login(store, &cx, server, refusal, tell_operator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bot() -> Bot {
        Bot::new(&Config::default(), Store::open_in_memory().expect("store")).expect("bot")
    }

    fn outbox(bot: &mut Bot) -> Vec<String> {
        let now = Utc::now();
        bot.store()
            .transaction(|tx| tx.due_outbox(now, 100))
            .expect("outbox")
            .into_iter()
            .map(|m| String::from_utf8_lossy(&m.raw).into_owned())
            .collect()
    }

    #[test]
    fn a_mail_without_message_id_is_answered_unthreaded_and_applied_once() {
        let mut bot = bot();
        let raw = b"From: alice@example.org\r\nTo: tandem@localhost\r\nSubject: hi\r\n\r\nhelp\r\n";
        let now = Utc::now();
        assert!(matches!(bot.handle("k1", raw, now).unwrap(), Handled::Applied { .. }));
        // The same bytes under another key: recognised by the made-up id.
        assert_eq!(bot.handle("k2", raw, now).unwrap(), Handled::Duplicate);
        let mails = outbox(&mut bot);
        assert_eq!(mails.len(), 1);
        assert!(!mails[0].contains("In-Reply-To:"), "{}", mails[0]);
        assert!(mails[0].contains("How to play"), "{}", mails[0]);
    }

    fn bot_with(limits: LimitsConfig) -> Bot {
        let cfg = Config { limits, ..Config::default() };
        Bot::new(&cfg, Store::open_in_memory().expect("store")).expect("bot")
    }

    fn mail_from(from: &str, body: &str) -> Vec<u8> {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        format!("From: {from}\r\nTo: tandem@localhost\r\nSubject: x\r\nMessage-ID: <m{n}@example.org>\r\n\r\n{body}\r\n").into_bytes()
    }

    fn recipients(bot: &mut Bot) -> Vec<String> {
        let now = Utc::now();
        bot.store().transaction(|tx| tx.due_outbox(now, 1000)).expect("outbox").into_iter().map(|m| m.to_addr).collect()
    }

    #[test]
    fn one_mail_gets_one_answer_whatever_it_asks() {
        let mut bot = bot();
        let h = bot.handle("k", &mail_from("alice@example.org", "help\nrules chess\ngames"), Utc::now()).unwrap();
        assert!(matches!(h, Handled::Applied { .. }), "{h:?}");
        let mails = outbox(&mut bot);
        assert_eq!(mails.len(), 1, "{mails:?}");
        assert!(mails[0].contains("How to play") && mails[0].contains("Chess") && mails[0].contains("games"), "{}", mails[0]);
    }

    #[test]
    fn a_challenge_and_a_move_each_answer_the_sender_once() {
        let mut bot = bot();
        bot.handle("k1", &mail_from("alice@example.org", "new chess with bob@example.org\nhelp"), Utc::now()).unwrap();
        assert_eq!(recipients(&mut bot), ["bob@example.org", "alice@example.org"]);
    }

    #[test]
    fn too_many_commands_or_challenges_in_one_mail_are_refused_whole() {
        let mut bot = bot();
        let body: String = (0..21).map(|_| "help\n").collect();
        let h = bot.handle("k1", &mail_from("alice@example.org", &body), Utc::now()).unwrap();
        assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("at most 20")), "{h:?}");
        let body: String = (0..4).map(|i| format!("new chess with p{i}@example.org\n")).collect();
        let h = bot.handle("k2", &mail_from("alice@example.org", &body), Utc::now()).unwrap();
        assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("at most 3")), "{h:?}");
        assert!(recipients(&mut bot).iter().all(|r| r == "alice@example.org"), "no invitation went out");
    }

    #[test]
    fn challenges_are_limited_per_day_and_while_open() {
        let mut bot = bot_with(LimitsConfig { challenges_per_day: 3, ..LimitsConfig::default() });
        let now = Utc::now();
        for i in 0..3 {
            let h =
                bot.handle(&format!("k{i}"), &mail_from("alice@example.org", &format!("new chess with p{i}@example.org")), now).unwrap();
            assert!(matches!(h, Handled::Applied { .. }), "{h:?}");
        }
        let h = bot.handle("k3", &mail_from("alice@example.org", "new chess with p3@example.org"), now).unwrap();
        assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("3 challenges in the last 24 hours")), "{h:?}");
        let tomorrow = now + chrono::TimeDelta::hours(25);
        let h = bot.handle("k4", &mail_from("alice@example.org", "new chess with p3@example.org"), tomorrow).unwrap();
        assert!(matches!(h, Handled::Applied { .. }), "{h:?}");

        let mut bot = bot_with(LimitsConfig { open_invitations: 2, ..LimitsConfig::default() });
        for i in 0..2 {
            bot.handle(&format!("k{i}"), &mail_from("alice@example.org", &format!("new chess with p{i}@example.org")), now).unwrap();
        }
        let h = bot.handle("k2", &mail_from("alice@example.org", "new chess with p2@example.org"), now).unwrap();
        assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("still waiting")), "{h:?}");
        // An answer frees a place.
        bot.handle("k3", &mail_from("p0@example.org", "decline"), now).unwrap();
        let h = bot.handle("k4", &mail_from("alice@example.org", "new chess with p2@example.org"), now).unwrap();
        assert!(matches!(h, Handled::Applied { .. }), "{h:?}");
    }

    #[test]
    fn nobody_is_invited_past_their_hourly_allowance() {
        let mut bot = bot_with(LimitsConfig { replies_per_hour: 2, ..LimitsConfig::default() });
        let now = Utc::now();
        for (i, challenger) in ["a@example.org", "b@example.org"].iter().enumerate() {
            let h = bot.handle(&format!("k{i}"), &mail_from(challenger, "new chess with victim@example.org"), now).unwrap();
            assert!(matches!(h, Handled::Applied { .. }), "{h:?}");
        }
        let h = bot.handle("k3", &mail_from("c@example.org", "new chess with victim@example.org"), now).unwrap();
        assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("victim@example.org has had")), "{h:?}");
        assert_eq!(recipients(&mut bot).iter().filter(|r| *r == "victim@example.org").count(), 2);
    }

    #[test]
    fn the_bot_and_its_sub_addresses_are_never_invited() {
        let mut bot = bot();
        for (i, who) in ["tandem@localhost", "TANDEM+foo@localhost", "tandem+7.abc@localhost"].iter().enumerate() {
            let h = bot.handle(&format!("k{i}"), &mail_from("alice@example.org", &format!("new chess with {who}")), Utc::now()).unwrap();
            assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("does not play")), "{who}: {h:?}");
        }
        let h = bot.handle("k9", &mail_from("alice@example.org", "new chess with bob@@example.org"), Utc::now()).unwrap();
        assert!(matches!(&h, Handled::Refused { problem, .. } if problem.contains("more than one @")), "{h:?}");
    }

    #[test]
    fn what_cannot_be_used_is_treated_as_absent_or_set_aside() {
        let mut bot = bot();
        let raw = b"From: alice@example.org\r\nTo: tandem@localhost\r\nMessage-ID: <noatsign>\r\nIn-Reply-To: <also none>\r\n\r\nhelp\r\n";
        assert!(matches!(bot.handle("k1", raw, Utc::now()).unwrap(), Handled::Applied { .. }));
        let mails = outbox(&mut bot);
        assert!(!mails[0].contains("noatsign") && !mails[0].contains("In-Reply-To:"), "{}", mails[0]);
        for (i, from) in ["alice", "alice@@example.org", "\"@example.org\"", "alice\u{200b}@example.org"].iter().enumerate() {
            let h = bot.handle(&format!("s{i}"), &mail_from(from, "help"), Utc::now()).unwrap();
            assert!(matches!(h, Handled::SetAside { .. }), "{from}: {h:?}");
        }
        assert_eq!(outbox(&mut bot).len(), 1, "nobody else was answered");
    }

    #[test]
    fn a_batch_answers_each_mail_as_alone() {
        let mut bot = bot();
        let mails =
            [mail_from("alice@example.org", "help"), mail_from("alice@@example.org", "help"), mail_from("bob@example.org", "games")];
        let keys = ["b1", "b2", "b3"];
        let incoming: Vec<Incoming<'_>> =
            keys.iter().zip(&mails).map(|(k, m)| Incoming { source_key: k, raw: m, oversize: None, arrived: Utc::now() }).collect();
        let results = bot.handle_batch(&incoming, Utc::now(), &Utc::now).expect("the batch commits");
        assert!(matches!(results[0], Ok(Handled::Applied { .. })), "{results:?}");
        assert!(matches!(results[1], Ok(Handled::SetAside { .. })), "{results:?}");
        assert!(matches!(results[2], Ok(Handled::Applied { .. })), "{results:?}");
        assert_eq!(recipients(&mut bot), ["alice@example.org", "bob@example.org"]);
        // Handled once: the same mails again are duplicates.
        let again = bot.handle_batch(&incoming, Utc::now(), &Utc::now).expect("the batch commits");
        assert!(again.iter().all(|r| matches!(r, Ok(Handled::Duplicate))), "{again:?}");
    }
}
