//! Mail bookkeeping: mail read (`inbound`), mail to send (`outbox`) and the
//! Message-IDs of mail sent about games (`sent`).

use chrono::{DateTime, Duration, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::text_enum::text_enum;
use super::time::{opt_ts, ts, Ts};
use super::{bare_message_id, GameId, InboundId, OutboxId, PlayerId, StoreError, Tx};
use crate::rules::{Language, Seat};

text_enum! {
    /// What became of an incoming mail (`inbound.outcome`).
    MailOutcome, "inbound outcome" {
        /// The mail changed a game (or started one).
        Applied => "applied",
        /// The sender got an error reply; nothing changed.
        Rejected => "rejected",
        /// Auto-reply, bulk mail, bounce or our own mail: no answer.
        IgnoredAuto => "ignored-auto",
        /// A second copy of a mail already processed (same Message-ID, new
        /// source). The only outcome that may repeat a Message-ID.
        Duplicate => "duplicate",
        /// The mail could not be handled because of what it holds (an address
        /// or id the bot cannot use, an internal error); `detail` says why. It
        /// is never tried again.
        SetAside => "set-aside",
        /// The sender was over a limit of `[limits]`; the mail was not read.
        Throttled => "throttled",
    }
}

text_enum! {
    /// What an outgoing mail is to its recipient (`outbox.kind`), for the
    /// limits of `[limits]` (see migrations/003_limits.sql).
    #[derive(Default)]
    MailKind, "mail kind" {
        /// News of a game the recipient plays: never counted.
        #[default]
        Game => "game",
        /// An answer to the recipient's own mail.
        Reply => "reply",
        /// A challenge to the recipient.
        Invitation => "invitation",
        /// The one notice that the recipient went over a limit.
        LimitNotice => "limit",
    }
}

/// An incoming mail to record; see [`Tx::record_inbound`].
#[derive(Debug, Clone)]
pub struct NewInbound<'a> {
    /// Where this copy came from: `INBOX/<uidvalidity>/<uid>`, a maildir name.
    pub source_key: &'a str,
    /// With or without `<>`; `None` if the mail had none.
    pub message_id: Option<&'a str>,
    pub from_addr: &'a str,
    pub subject: Option<&'a str>,
    pub received_at: DateTime<Utc>,
    pub processed_at: DateTime<Utc>,
    pub outcome: MailOutcome,
    pub game_id: Option<GameId>,
    /// For the operator: what was wrong, what was done.
    pub detail: Option<&'a str>,
}

/// A deadline a mail states: whose turn's, as written in the mail
/// (migration 008), and in the language it was written in. A mail that
/// leaves late is written again with it counted from when it leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatedDeadline {
    pub game: GameId,
    pub seat: Seat,
    pub ply: u32,
    pub shown: String,
    pub language: Language,
}

/// An unsent mail that states deadlines: its id, its text, the deadlines
/// as written in it.
pub type MailStating = (OutboxId, Vec<u8>, Vec<StatedDeadline>);

/// [`StatedDeadline`] as `outbox_bodies.deadlines` holds it, in JSON.
#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    game: i64,
    seat: String,
    ply: u32,
    shown: String,
    /// The language code; none in mails queued before deadlines followed
    /// the reader's language (they were written in English).
    #[serde(default)]
    lang: Option<String>,
}

fn deadlines_to_json(v: &[StatedDeadline]) -> Option<String> {
    let stored: Vec<Stored> = v
        .iter()
        .map(|d| Stored {
            game: d.game.0,
            seat: d.seat.as_str().to_string(),
            ply: d.ply,
            shown: d.shown.clone(),
            lang: Some(d.language.code().to_string()),
        })
        .collect();
    (!stored.is_empty()).then(|| serde_json::to_string(&stored).ok()).flatten()
}

/// The deadlines of `json` that still read (a seat the engine no longer
/// knows is dropped: the mail is then sent as written).
fn deadlines_from_json(json: &str) -> Vec<StatedDeadline> {
    let stored: Vec<Stored> = serde_json::from_str(json).unwrap_or_default();
    stored
        .into_iter()
        .filter_map(|d| {
            let language = d.lang.as_deref().and_then(Language::from_code).unwrap_or(Language::En);
            Some(StatedDeadline { game: GameId(d.game), seat: d.seat.parse().ok()?, ply: d.ply, shown: d.shown, language })
        })
        .collect()
}

/// A mail to queue; see [`Tx::enqueue_mail`].
#[derive(Debug, Clone)]
pub struct NewMail<'a> {
    /// The game the mail is about: replies to the mail find it.
    pub game_id: Option<GameId>,
    /// The recipient, when they are a player (for threading).
    pub player_id: Option<PlayerId>,
    pub to_addr: &'a str,
    /// The Message-ID in `raw`, with or without `<>`.
    pub message_id: &'a str,
    /// The complete RFC 822 message.
    pub raw: &'a [u8],
    pub kind: MailKind,
    pub now: DateTime<Utc>,
    /// The turn of `game_id` this mail tells its recipient about (it is
    /// their move): its clock starts when the mail leaves.
    pub notice: Option<(Seat, u32)>,
    /// The deadlines the mail states.
    pub deadlines: &'a [StatedDeadline],
    /// The mail shows its game after this many turns (migration 020),
    /// and leaves no sooner than the time given.
    pub board: Option<(u32, Option<DateTime<Utc>>)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMail {
    pub id: OutboxId,
    pub game_id: Option<GameId>,
    pub to_addr: String,
    /// Bare, without `<>`.
    pub message_id: String,
    pub raw: Vec<u8>,
    pub created_at: DateTime<Utc>,
    /// Delivery attempts so far (successful or not).
    pub attempts: u32,
    /// `None` once sent, or after the sender gave up.
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub sent_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
}

/// The outbox row with its body (empty once dropped), from `outbox o LEFT
/// JOIN outbox_bodies b`.
const OUTBOX_COLUMNS: &str =
    "o.id, o.game_id, o.to_addr, o.message_id, coalesce(b.raw, x''), o.created_at, o.attempts, o.next_attempt_at, o.sent_at, o.last_error";

fn outbox_from_row(row: &Row<'_>) -> rusqlite::Result<OutboxMail> {
    Ok(OutboxMail {
        id: row.get(0)?,
        game_id: row.get(1)?,
        to_addr: row.get(2)?,
        message_id: row.get(3)?,
        raw: row.get(4)?,
        created_at: row.get::<_, Ts>(5)?.0,
        attempts: row.get(6)?,
        next_attempt_at: opt_ts(row.get(7)?),
        sent_at: opt_ts(row.get(8)?),
        last_error: row.get(9)?,
    })
}

/// Exponential backoff for the sender: `base` after the first failure,
/// doubling per further failure, never more than `max`.
pub fn retry_delay(failures: u32, base: Duration, max: Duration) -> Duration {
    let factor = 1i32 << failures.saturating_sub(1).min(30);
    base.checked_mul(factor).map_or(max, |d| d.min(max))
}

fn bare_opt(id: Option<&str>) -> Option<&str> {
    id.map(bare_message_id).filter(|s| !s.is_empty())
}

impl Tx<'_> {
    /// Whether this copy (`source_key`) or this mail (`message_id`) was
    /// already recorded. A mail seen before must not be processed again.
    pub fn inbound_seen(&self, source_key: &str, message_id: Option<&str>) -> Result<bool, StoreError> {
        let n: i64 = self.row(
            "SELECT count(*) FROM inbound
             WHERE source_key = ?1 OR (?2 IS NOT NULL AND message_id = ?2 AND outcome <> 'duplicate')",
            params![source_key, bare_opt(message_id)],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    /// Records an incoming mail. Fails with [`StoreError::AlreadySeen`] if
    /// its `source_key` is known, or its Message-ID is known and `outcome` is
    /// not [`MailOutcome::Duplicate`] (which is how a second copy is recorded).
    pub fn record_inbound(&self, m: &NewInbound<'_>) -> Result<InboundId, StoreError> {
        let message_id = bare_opt(m.message_id);
        let already_seen = || StoreError::AlreadySeen { source_key: m.source_key.to_string(), message_id: message_id.map(str::to_string) };
        let duplicate = m.outcome == MailOutcome::Duplicate;
        let seen = if duplicate { self.inbound_seen(m.source_key, None)? } else { self.inbound_seen(m.source_key, message_id)? };
        if seen {
            return Err(already_seen());
        }
        if m.source_key.is_empty() {
            return Err(StoreError::InvalidInput("inbound mail needs a source key".into()));
        }
        self.exec(
            "INSERT INTO inbound (source_key, message_id, from_addr, subject, received_at,
                                  processed_at, outcome, game_id, detail)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                m.source_key,
                message_id,
                m.from_addr,
                m.subject,
                ts(m.received_at),
                ts(m.processed_at),
                m.outcome,
                m.game_id,
                m.detail
            ],
        )?;
        Ok(InboundId(self.tx.last_insert_rowid()))
    }

    /// Changes the outcome of a recorded mail, when it is only known after
    /// the turn that references the mail was appended.
    pub fn set_inbound_outcome(
        &self,
        id: InboundId,
        outcome: MailOutcome,
        game_id: Option<GameId>,
        detail: Option<&str>,
    ) -> Result<(), StoreError> {
        let n =
            self.exec("UPDATE inbound SET outcome = ?2, game_id = ?3, detail = ?4 WHERE id = ?1", params![id, outcome, game_id, detail])?;
        if n == 0 {
            return Err(StoreError::InvalidInput(format!("no inbound mail with id {}", id.0)));
        }
        Ok(())
    }

    /// Queues a mail. Its row stays after it was sent (the body goes after
    /// `[store] keep_sent_mail_days`): a reply to it finds its game, and the
    /// next mail to the same player is threaded under it.
    pub fn enqueue_mail(&self, m: &NewMail<'_>) -> Result<OutboxId, StoreError> {
        let message_id = bare_message_id(m.message_id);
        if message_id.is_empty() || m.to_addr.trim().is_empty() {
            return Err(StoreError::InvalidInput("outgoing mail needs a recipient and a Message-ID".into()));
        }
        // One notice per turn: a second mail about the same turn (there is
        // none today) would not move its clock.
        let notice = match (m.game_id, m.notice) {
            (Some(game), Some((seat, ply))) => {
                let told: i64 = self.row(
                    "SELECT count(*) FROM outbox WHERE game_id = ?1 AND turn_seat = ?2 AND turn_ply = ?3",
                    params![game, seat, ply],
                    |r| r.get(0),
                )?;
                (told == 0).then_some((seat, ply))
            }
            _ => None,
        };
        let (board_ply, hold_until) = match m.board {
            Some((ply, hold)) => (Some(ply), hold),
            None => (None, None),
        };
        // A Message-ID used before fails the column's UNIQUE constraint:
        // looked up only then (every mail is written here).
        let inserted = self.exec(
            "INSERT INTO outbox (game_id, player_id, to_addr, message_id, created_at, next_attempt_at, kind, turn_seat, turn_ply, board_ply)
             VALUES (?1, ?2, ?3, ?4, ?5, coalesce(?9, ?5), ?6, ?7, ?8, ?10)",
            params![
                m.game_id,
                m.game_id.and(m.player_id),
                m.to_addr.trim(),
                message_id,
                ts(m.now),
                m.kind,
                notice.map(|n| n.0),
                notice.map(|n| n.1),
                hold_until.map(ts),
                board_ply
            ],
        );
        if let Err(e) = inserted {
            let known: i64 = self.row("SELECT count(*) FROM outbox WHERE message_id = ?1", [message_id], |r| r.get(0))?;
            return Err(if known > 0 { StoreError::DuplicateMessageId(message_id.to_string()) } else { e.into() });
        }
        let id = OutboxId(self.tx.last_insert_rowid());
        let deadlines = deadlines_to_json(m.deadlines);
        self.exec("INSERT INTO outbox_bodies (outbox_id, raw, deadlines) VALUES (?1, ?2, ?3)", params![id, m.raw, deadlines])?;
        Ok(id)
    }

    /// The mail to `player` showing `game` after `ply` turns that has not
    /// left yet (no attempt made).
    pub fn unsent_board_mail(&self, game: GameId, player: PlayerId, ply: u32) -> Result<Vec<OutboxId>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id FROM outbox WHERE game_id = ?1 AND player_id = ?2 AND board_ply = ?3
             AND sent_at IS NULL AND gave_up_at IS NULL AND attempts = 0",
        )?;
        let rows = stmt.query_map(params![game, player, ply], |r| Ok(OutboxId(r.get(0)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Unsent mail `id`, held, is due at `now`.
    pub fn release_held_mail(&self, id: OutboxId, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec("UPDATE outbox SET next_attempt_at = ?2 WHERE id = ?1 AND sent_at IS NULL AND attempts = 0", params![id, ts(now)])?;
        Ok(())
    }

    /// Every mail to `player` about `game` held for the computer's answer
    /// is due at `now`.
    pub fn release_held_mail_of(&self, game: GameId, player: PlayerId, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec(
            "UPDATE outbox SET next_attempt_at = ?3 WHERE game_id = ?1 AND player_id = ?2 AND board_ply IS NOT NULL
             AND sent_at IS NULL AND attempts = 0 AND next_attempt_at > ?3",
            params![game, player, ts(now)],
        )?;
        Ok(())
    }

    /// Drops unsent mail `id` (a later mail says what it said).
    pub fn drop_unsent_mail(&self, id: OutboxId) -> Result<(), StoreError> {
        self.exec("DELETE FROM outbox_bodies WHERE outbox_id = ?1", [id])?;
        self.exec("DELETE FROM outbox WHERE id = ?1 AND sent_at IS NULL", [id])?;
        Ok(())
    }

    /// The mail queued for `to_addr` since `since` that counts against its
    /// hourly limit (every kind but [`MailKind::Game`]): how many, the
    /// oldest one's time, and whether the limit notice is among them.
    pub fn counted_mail_to(&self, to_addr: &str, since: DateTime<Utc>) -> Result<(usize, Option<DateTime<Utc>>, bool), StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT count(*), min(created_at), coalesce(max(kind = 'limit'), 0) FROM outbox
             WHERE to_addr = ?1 AND kind <> 'game' AND created_at >= ?2",
        )?;
        let (n, oldest, notice) = stmt.query_row(params![to_addr.trim().to_lowercase(), ts(since)], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, Option<Ts>>(1)?, r.get::<_, bool>(2)?))
        })?;
        Ok((usize::try_from(n).unwrap_or(0), oldest.map(|t| t.0), notice))
    }

    /// Unsent mail whose next attempt is due at `now`, oldest due first.
    pub fn due_outbox(&self, now: DateTime<Utc>, limit: usize) -> Result<Vec<OutboxMail>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {OUTBOX_COLUMNS} FROM outbox o LEFT JOIN outbox_bodies b ON b.outbox_id = o.id
             WHERE o.sent_at IS NULL AND o.next_attempt_at IS NOT NULL AND o.next_attempt_at <= ?1
             ORDER BY o.next_attempt_at, o.id LIMIT ?2"
        ))?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = stmt.query_map(params![ts(now), limit], outbox_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Unsent mail due at `now`, queued before `queued_before`, that states
    /// deadlines: its id, its text and the deadlines as written.
    pub fn due_mail_stating_deadlines(&self, now: DateTime<Utc>, queued_before: DateTime<Utc>) -> Result<Vec<MailStating>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT o.id, b.raw, b.deadlines FROM outbox o JOIN outbox_bodies b ON b.outbox_id = o.id
             WHERE o.sent_at IS NULL AND o.next_attempt_at IS NOT NULL AND o.next_attempt_at <= ?1
               AND o.created_at < ?2 AND b.deadlines IS NOT NULL
             ORDER BY o.next_attempt_at, o.id",
        )?;
        let rows = stmt.query_map(params![ts(now), ts(queued_before)], |r| {
            Ok((r.get::<_, OutboxId>(0)?, r.get::<_, Vec<u8>>(1)?, r.get::<_, String>(2)?))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, raw, json) = row?;
            out.push((id, raw, deadlines_from_json(&json)));
        }
        Ok(out)
    }

    /// Replaces the text of an unsent mail, with the deadlines it now states.
    pub fn rewrite_unsent(&self, id: OutboxId, raw: &[u8], deadlines: &[StatedDeadline]) -> Result<(), StoreError> {
        let n = self.exec(
            "UPDATE outbox_bodies SET raw = ?2, deadlines = ?3
             WHERE outbox_id = ?1 AND EXISTS (SELECT 1 FROM outbox WHERE id = ?1 AND sent_at IS NULL)",
            params![id, raw, deadlines_to_json(deadlines)],
        )?;
        if n == 1 {
            Ok(())
        } else {
            Err(StoreError::InvalidInput(format!("outgoing mail {} is sent or has no text", id.0)))
        }
    }

    /// The earliest next attempt of unsent mail, if any.
    pub fn next_outbox_attempt(&self) -> Result<Option<DateTime<Utc>>, StoreError> {
        let at: Option<Ts> =
            self.row("SELECT min(next_attempt_at) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL", [], |r| r.get(0))?;
        Ok(at.map(|t| t.0))
    }

    pub fn outbox_mail(&self, id: OutboxId) -> Result<Option<OutboxMail>, StoreError> {
        Ok(self
            .row(
                &format!("SELECT {OUTBOX_COLUMNS} FROM outbox o LEFT JOIN outbox_bodies b ON b.outbox_id = o.id WHERE o.id = ?1"),
                [id],
                outbox_from_row,
            )
            .optional()?)
    }

    /// The mail left: counts the attempt and takes it off the queue.
    pub fn mark_sent(&self, id: OutboxId, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.mark_sent_starting(id, now, None)
    }

    /// [`Tx::mark_sent`]; if the mail is a turn's notice, its clock starts
    /// at `clock_from` (migration 014) rather than when it left.
    pub fn mark_sent_starting(&self, id: OutboxId, now: DateTime<Utc>, clock_from: Option<DateTime<Utc>>) -> Result<(), StoreError> {
        let n = self.exec(
            "UPDATE outbox SET sent_at = ?2, attempts = attempts + 1, next_attempt_at = NULL,
                clock_from = CASE WHEN turn_seat IS NOT NULL THEN ?3 END
             WHERE id = ?1 AND sent_at IS NULL",
            params![id, ts(now), clock_from.map(ts)],
        )?;
        self.one_outbox_row(id, n)?;
        // Beside the body, not in its row: writing a column there wrote
        // the whole message again (migration 018).
        self.exec(
            "INSERT OR REPLACE INTO outbox_bodies_sent (outbox_id, sent_at)
             SELECT outbox_id, ?2 FROM outbox_bodies WHERE outbox_id = ?1",
            params![id, ts(now)],
        )?;
        Ok(())
    }

    /// Drops the text of mail sent at or before `before` (what threading and
    /// the duplicate guard need stays in the outbox row); how many.
    pub fn forget_sent_bodies(&self, before: DateTime<Utc>) -> Result<usize, StoreError> {
        // Their rows in outbox_bodies_sent go with them (ON DELETE CASCADE).
        Ok(self.exec(
            "DELETE FROM outbox_bodies WHERE outbox_id IN (SELECT outbox_id FROM outbox_bodies_sent WHERE sent_at <= ?1)",
            [ts(before)],
        )?)
    }

    /// A delivery attempt failed at `now`: counts it, keeps the error, and
    /// schedules the next attempt (see [`retry_delay`]), or gives up with
    /// `None` (noting when: a turn's clock then starts).
    pub fn mark_failed(
        &self,
        id: OutboxId,
        error: &str,
        next_attempt_at: Option<DateTime<Utc>>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let gave_up = next_attempt_at.is_none().then(|| ts(now));
        let n = self.exec(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3, gave_up_at = coalesce(gave_up_at, ?4)
             WHERE id = ?1 AND sent_at IS NULL",
            params![id, error, next_attempt_at.map(ts), gave_up],
        )?;
        self.one_outbox_row(id, n)
    }

    fn one_outbox_row(&self, id: OutboxId, changed: usize) -> Result<(), StoreError> {
        if changed == 1 {
            return Ok(());
        }
        match self.outbox_mail(id)? {
            None => Err(StoreError::NoSuchOutboxMail(id)),
            Some(_) => Err(StoreError::InvalidInput(format!("outgoing mail {} was already sent", id.0))),
        }
    }

    /// The game of the first of `ids` that names a mail the bot sent about
    /// a game. Pass In-Reply-To first, then References newest first.
    pub fn game_for_message_ids<S: AsRef<str>>(&self, ids: &[S]) -> Result<Option<GameId>, StoreError> {
        let mut stmt = self.tx.prepare_cached("SELECT game_id FROM outbox WHERE message_id = ?1 AND game_id IS NOT NULL")?;
        for id in ids {
            let id = bare_message_id(id.as_ref());
            if id.is_empty() {
                continue;
            }
            if let Some(game) = stmt.query_row([id], |r| r.get(0)).optional()? {
                return Ok(Some(game));
            }
        }
        Ok(None)
    }

    /// The Message-ID (bare) of the last mail queued to `player` about
    /// `game`, to thread the next one under it.
    pub fn last_sent_to(&self, game: GameId, player: PlayerId) -> Result<Option<String>, StoreError> {
        Ok(self
            .row(
                "SELECT message_id FROM outbox WHERE game_id = ?1 AND player_id = ?2
                 ORDER BY created_at DESC, id DESC LIMIT 1",
                params![game, player],
                |r| r.get(0),
            )
            .optional()?)
    }
}
