//! One incoming mail's commands, carried out against the store inside one
//! transaction. A refusal rolls everything back; the caller then records the
//! mail as rejected and sends the sender one explanation.
//!
//! `vacation` and `remind` live in the submodules of the same names.

mod remind;
mod vacation;

use chrono::{DateTime, Utc};
use minijinja::context;
use serde::Serialize;

use super::game::{bughouse_notes, end_game, hands, load_game, pgn_attachment, pgn_of, players_line, variant_of, Loaded};
use super::letters::{combine, enqueue, AnsweredMail, Letter};
use super::limits::{self, Allowance};
use super::seats::{may_act, partner_of, primary_side, seat_title, seats_of, team_of};
use super::{BotError, Handled, Identity};
use crate::command::{self, Command, CommandError};
use crate::config::{AuthMode, LimitsConfig};
use crate::mail::{clip, mailbox_address, Inbound};
use crate::rules::{Color, DrawReason, Outcome, PlayError, Position, PositionError, Variant, WinReason};
use crate::scheduler::{self, Timing};
use crate::store::{outcome, Game, GameId, GameOptions, GameStatus, InboundId, MailKind, NewInbound, Player, Seat, Store, StoreError, Tx};
use crate::templates::Templates;

/// Why a mail's commands were not applied, for the sender.
#[derive(Clone, Debug)]
pub(super) struct Refusal {
    problem: String,
    line: Option<String>,
    /// The game concerned: the error mail then shows its position.
    game: Option<GameId>,
    /// Legal turns to list, when the problem was a move.
    legal: Vec<String>,
}

impl Refusal {
    fn new(problem: impl Into<String>) -> Refusal {
        Refusal { problem: problem.into(), line: None, game: None, legal: vec![] }
    }

    fn in_game(mut self, game: GameId) -> Refusal {
        self.game = Some(game);
        self
    }
}

pub(super) enum Failure {
    Refused(Refusal),
    Bot(BotError),
}

impl From<BotError> for Failure {
    fn from(e: BotError) -> Self {
        Failure::Bot(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Bot(BotError::Store(e))
    }
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Self {
        Failure::Refused(r)
    }
}

type Step<T = ()> = Result<T, Failure>;

/// Handles a parsed mail: duplicates, mail not to be answered, commands.
#[allow(clippy::too_many_arguments)]
pub(super) fn run(
    store: &mut Store,
    bot: &Identity,
    templates: &Templates,
    timing: &Timing,
    limits: &LimitsConfig,
    source_key: &str,
    mail: &Inbound,
    now: DateTime<Utc>,
) -> Result<Handled, BotError> {
    if let Some(skip) = &mail.skip {
        return ignore(store, source_key, mail, &skip.to_string(), now);
    }
    if let Some(h) = throttle(store, bot, templates, limits, source_key, mail, now)? {
        return Ok(h);
    }
    let attempt = store.transaction(|tx| -> Step<Handled> {
        if let Some(h) = duplicate(tx, source_key, mail, now)? {
            return Ok(h);
        }
        let inbound = record(tx, source_key, mail, outcome::APPLIED, None, None, now)?;
        let sender = tx.ensure_player(&mail.from, mail.from_name.as_deref(), now)?;
        let mut s = Session {
            tx,
            bot,
            templates,
            timing,
            limits,
            mail,
            sender,
            now,
            inbound,
            letters: vec![],
            done: vec![],
            game: None,
            asked: false,
        };
        s.run_commands()?;
        let summary = s.done.join("; ");
        let game = s.game;
        for letter in s.final_letters()? {
            enqueue(tx, bot, templates, letter, now)?;
        }
        tx.set_inbound_outcome(inbound, outcome::APPLIED, game, Some(&summary))?;
        Ok(Handled::Applied { game, summary })
    });
    match attempt {
        Ok(h) => Ok(h),
        Err(Failure::Bot(e)) => Err(e),
        Err(Failure::Refused(refusal)) => refuse(store, bot, templates, source_key, mail, &refusal, now),
    }
}

/// Records a mail that must not be answered (a bounce, an auto-reply...).
fn ignore(store: &mut Store, source_key: &str, mail: &Inbound, reason: &str, now: DateTime<Utc>) -> Result<Handled, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, now)? {
            return Ok(h);
        }
        record(tx, source_key, mail, outcome::IGNORED_AUTO, None, Some(reason), now)?;
        Ok(Handled::Ignored { reason: reason.to_string() })
    })
}

/// Records a mail as refused and sends its sender the reason.
fn refuse(
    store: &mut Store,
    bot: &Identity,
    templates: &Templates,
    source_key: &str,
    mail: &Inbound,
    refusal: &Refusal,
    now: DateTime<Utc>,
) -> Result<Handled, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, now)? {
            return Ok(h);
        }
        record(tx, source_key, mail, outcome::REJECTED, refusal.game, Some(&refusal.problem), now)?;
        let sender = tx.ensure_player(&mail.from, mail.from_name.as_deref(), now)?;
        let mut letter = error_letter(tx, bot, &sender, mail, refusal)?;
        letter.counts_as = MailKind::Reply;
        enqueue(tx, bot, templates, letter, now)?;
        Ok(Handled::Refused { game: refusal.game, problem: refusal.problem.clone() })
    })
}

/// A mail that was not read (too large): its sender is told `problem`,
/// within the limits like any answer.
#[allow(clippy::too_many_arguments)]
pub(super) fn refuse_unread(
    store: &mut Store,
    bot: &Identity,
    templates: &Templates,
    limits: &LimitsConfig,
    source_key: &str,
    mail: &Inbound,
    problem: &str,
    now: DateTime<Utc>,
) -> Result<Handled, BotError> {
    if let Some(skip) = &mail.skip {
        return ignore(store, source_key, mail, &format!("{skip}; {problem}"), now);
    }
    if let Some(h) = throttle(store, bot, templates, limits, source_key, mail, now)? {
        return Ok(h);
    }
    let refusal = Refusal::new(problem);
    refuse(store, bot, templates, source_key, mail, &refusal, now)
}

/// A mail the bot could not handle because of what it holds: recorded as
/// set aside with `reason` (for the operator), never tried again. With
/// `reply`, the sender (when it is someone to answer, within the limits)
/// gets a short notice that nothing was applied.
#[allow(clippy::too_many_arguments)]
pub(super) fn set_aside(
    store: &mut Store,
    bot: &Identity,
    templates: &Templates,
    limits: &LimitsConfig,
    source_key: &str,
    mail: &Inbound,
    reason: &str,
    reply: bool,
    now: DateTime<Utc>,
) -> Result<Handled, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, now)? {
            return Ok(h);
        }
        record(tx, source_key, mail, outcome::SET_ASIDE, None, Some(reason), now)?;
        if reply && mail.skip.is_none() && limits::reply_allowance(tx, limits, &mail.from, now)? == Allowance::Open {
            let mut l = Letter::new(
                &mail.from,
                "error.txt",
                context! {
                    bot_name => bot.name,
                    problem => "something in your mail could not be handled (the operator can see what). \
                                If it held a move or another command, send it again in a new mail, \
                                written as plain text.",
                    done => true,
                },
            );
            l.answering = AnsweredMail::of(mail);
            l.counts_as = MailKind::Reply;
            enqueue(tx, bot, templates, l, now)?;
        }
        Ok(Handled::SetAside { reason: reason.to_string() })
    })
}

/// A sender over their hourly allowance: the mail is recorded but not
/// read; the first such mail in the window gets one notice.
fn throttle(
    store: &mut Store,
    bot: &Identity,
    templates: &Templates,
    limits: &LimitsConfig,
    source_key: &str,
    mail: &Inbound,
    now: DateTime<Utc>,
) -> Result<Option<Handled>, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, now)? {
            return Ok(Some(h));
        }
        let (until, notice) = match limits::reply_allowance(tx, limits, &mail.from, now)? {
            Allowance::Open => return Ok(None),
            Allowance::NoticeDue { count, until } => (until, Some(count)),
            Allowance::Silent { until } => (until, None),
        };
        let limit = format!("replies_per_hour ({}) reached; not read until {until}", limits.replies_per_hour);
        record(tx, source_key, mail, outcome::THROTTLED, None, Some(&limit), now)?;
        if let Some(count) = notice {
            let mut l = Letter::new(
                &mail.from,
                "notice.txt",
                context! { subject => "Your mail was not read", text => limits::notice_text(count, until) },
            );
            l.answering = AnsweredMail::of(mail);
            l.counts_as = MailKind::LimitNotice;
            enqueue(tx, bot, templates, l, now)?;
        }
        Ok(Some(Handled::Throttled { limit }))
    })
}

/// How much of a player's line an answer quotes: enough to recognise it,
/// never enough to make the answer much larger than the bot's own words.
const QUOTE_CHARS: usize = 200;

/// The longest message `say` passes on.
const SAY_CHARS: usize = 2000;

/// Seen before? A new copy of a known Message-ID is recorded as a duplicate
/// so that the source can let go of it.
fn duplicate(tx: &Tx<'_>, source_key: &str, mail: &Inbound, now: DateTime<Utc>) -> Result<Option<Handled>, BotError> {
    if !tx.inbound_seen(source_key, Some(&mail.message_id))? {
        return Ok(None);
    }
    if !tx.inbound_seen(source_key, None)? {
        record(tx, source_key, mail, outcome::DUPLICATE, None, None, now)?;
    }
    Ok(Some(Handled::Duplicate))
}

fn record(
    tx: &Tx<'_>,
    source_key: &str,
    mail: &Inbound,
    outcome: &str,
    game: Option<GameId>,
    detail: Option<&str>,
    now: DateTime<Utc>,
) -> Result<InboundId, BotError> {
    Ok(tx.record_inbound(&NewInbound {
        source_key,
        message_id: Some(&mail.message_id),
        from_addr: &mail.from,
        subject: Some(&mail.subject),
        received_at: now,
        processed_at: now,
        outcome,
        game_id: game,
        detail,
    })?)
}

/// The reply to a refused mail: what was wrong, and the position when a game
/// is concerned.
fn error_letter(tx: &Tx<'_>, bot: &Identity, sender: &Player, mail: &Inbound, r: &Refusal) -> Result<Letter, BotError> {
    let mut board = None;
    let mut token = None;
    if let Some(g) = r.game.and_then(|g| tx.game(g).ok().flatten()) {
        let seats = tx.seats(g.id)?;
        let mine = seats.iter().find(|s| s.player_id == sender.id);
        if let Ok(pos) = Position::from_fen(variant_of(&g), &g.fen) {
            board = Some(mine.map_or_else(|| pos.render(Color::White), |s| pos.render_for(primary_side(&s.seat))));
        }
        if let (Some(seat), AuthMode::Token) = (mine, bot.auth) {
            token = Some(bot.token_address(g.id, &seat.token));
        }
    }
    let mut letter = Letter::new(
        &sender.address,
        "error.txt",
        context! {
            bot_name => bot.name,
            game_id => r.game.map(|g| g.0),
            problem => clip(&r.problem, QUOTE_CHARS * 3),
            line => r.line.as_deref().map(|l| clip(l, QUOTE_CHARS)),
            done => true,
            board => board,
            legal => r.legal.iter().take(40).collect::<Vec<_>>(),
            legal_total => r.legal.len(),
        },
    );
    letter.game = r.game;
    letter.player = Some(sender.id);
    letter.answering = AnsweredMail::of(mail);
    letter.token = token;
    Ok(letter)
}


struct Session<'a, 't> {
    tx: &'a Tx<'t>,
    bot: &'a Identity,
    templates: &'a Templates,
    timing: &'a Timing,
    limits: &'a LimitsConfig,
    mail: &'a Inbound,
    sender: Player,
    now: DateTime<Utc>,
    inbound: InboundId,
    letters: Vec<Letter>,
    /// What was done, for the log and the inbound record.
    done: Vec<String>,
    /// The game the mail acted on (the last one).
    game: Option<GameId>,
    /// The mail asked for something other than a game action (help, a
    /// board, a challenge...): its answer counts against the sender's
    /// hourly allowance; the answer to a move does not.
    asked: bool,
}

impl Session<'_, '_> {
    fn run_commands(&mut self) -> Step {
        let mut commands = command::parse_commands(&self.mail.text);
        if commands.is_empty() || commands.iter().all(Result::is_err) {
            // Nothing usable in the body: the subject may hold the command.
            let subject = strip_reply_prefixes(&self.mail.subject);
            let from_subject = command::parse_commands(&subject);
            if !from_subject.is_empty() && from_subject.iter().all(Result::is_ok) {
                commands = from_subject;
            }
        }
        if commands.is_empty() {
            return Err(Refusal::new("I found no command in your mail. Write one command per line, such as a move (e4) or help.").into());
        }
        if commands.len() > self.limits.commands_per_mail {
            return Err(Refusal::new(format!(
                "your mail holds {} command lines; the bot takes at most {} in one mail",
                commands.len(),
                self.limits.commands_per_mail
            ))
            .into());
        }
        let challenges = commands.iter().filter(|c| matches!(c, Ok(Command::New { .. }))).count();
        if challenges > self.limits.challenges_per_mail {
            return Err(Refusal::new(format!(
                "your mail holds {challenges} challenges; the bot takes at most {} in one mail",
                self.limits.challenges_per_mail
            ))
            .into());
        }
        for c in &commands {
            if let Err(e) = c {
                return Err(command_refusal(e).into());
            }
        }
        for c in commands.into_iter().flatten() {
            self.execute(c)?;
        }
        Ok(())
    }

    fn execute(&mut self, c: Command) -> Step {
        self.asked |= matches!(
            c,
            Command::New { .. }
                | Command::Board
                | Command::Games
                | Command::History
                | Command::Help
                | Command::Rules(_)
                | Command::Vacation(_)
                | Command::Remind(_)
        );
        match c {
            Command::New { variant, with, against, as_side, days, moves, both_boards, from } => {
                self.new_game(&variant, &with, &against, as_side.as_deref(), (days, moves), both_boards, from.as_deref())
            }
            Command::Accept => self.accept(),
            Command::Decline => self.decline(),
            Command::Move(text) => self.play(&text),
            Command::Resign => self.resign(),
            Command::Draw => self.draw(),
            Command::ClaimDraw => self.claim_draw(),
            Command::Board => self.board(),
            Command::Games => self.games(),
            Command::History => self.history(),
            Command::Say { to_partner, text } => self.say(to_partner, &text),
            Command::Help => self.help(),
            Command::Rules(v) => self.rules(v.as_deref()),
            Command::Abort => self.abort(),
            Command::Vacation(days) => self.vacation(days),
            Command::Remind(r) => self.remind(r),
        }
    }

    /// The letters to send: one mail per recipient, whatever the mail held
    /// (several letters to one address are combined where the first one
    /// stood), and what each is to its recipient for the limits.
    fn final_letters(&mut self) -> Result<Vec<Letter>, BotError> {
        let mut groups: Vec<Vec<Letter>> = Vec::new();
        for l in std::mem::take(&mut self.letters) {
            match groups.iter_mut().find(|g| g[0].to == l.to) {
                Some(g) => g.push(l),
                None => groups.push(vec![l]),
            }
        }
        let mut out = Vec::with_capacity(groups.len());
        for mut group in groups {
            let counts_as = if group[0].to == self.sender.address {
                if self.asked { MailKind::Reply } else { MailKind::Game }
            } else if group.iter().any(|l| l.template == "invitation.txt") {
                MailKind::Invitation
            } else {
                MailKind::Game
            };
            let mut letter = if group.len() == 1 { group.remove(0) } else { combine(group, self.templates)? };
            letter.counts_as = counts_as;
            out.push(letter);
        }
        Ok(out)
    }

    // ----- finding the game a command is about -----

    /// The game the mail names: a `game 42` line, the token address, the
    /// mail it replies to, the subject tag (EMAIL.md's order).
    fn named_game(&self) -> Result<Option<GameId>, Failure> {
        if let Some(n) = command::game_reference(&self.mail.text) {
            return Ok(Some(GameId(n as i64)));
        }
        if let Some((g, _)) = self.mail.to.iter().find_map(|a| self.bot.parse_token_address(a)) {
            return Ok(Some(g));
        }
        let mut ids: Vec<&String> = self.mail.in_reply_to.iter().collect();
        ids.extend(self.mail.references.iter().rev());
        if let Some(g) = self.tx.game_for_message_ids(&ids)? {
            return Ok(Some(g));
        }
        Ok(command::subject_game_tag(&self.mail.subject).map(|n| GameId(n as i64)))
    }

    /// The game for a command; without a name, the sender's only game in
    /// one of `statuses`.
    fn target(&mut self, statuses: &[GameStatus], what: &str) -> Step<Loaded> {
        let id = match self.game.map(Some).map_or_else(|| self.named_game(), Ok)? {
            Some(id) => id,
            None => {
                let mine: Vec<(Game, Vec<Seat>)> = self
                    .tx
                    .games_of_player(self.sender.id)?
                    .into_iter()
                    .filter(|(g, seats)| {
                        statuses.contains(&g.status)
                            && (g.status != GameStatus::Invited
                                || seats.iter().any(|s| s.player_id == self.sender.id && s.accepted_at.is_none()))
                    })
                    .collect();
                match mine.as_slice() {
                    [] => return Err(Refusal::new(format!("you have no game to {what}")).into()),
                    [(g, _)] => g.id,
                    many => {
                        let list: Vec<String> = many.iter().map(|(g, _)| format!("#{} ({})", g.id.0, g.variant)).collect();
                        return Err(Refusal::new(format!(
                            "you have several games ({}); add a line such as \"game {}\" to say which one, or reply to the bot's mail about it",
                            list.join(", "),
                            many[0].0.id.0
                        ))
                        .into());
                    }
                }
            }
        };
        let loaded = self.load(id)?;
        if loaded.seat_of(&self.sender).is_none() {
            return Err(Refusal::new(format!("you are not a player in game #{}", id.0)).into());
        }
        self.game = Some(id);
        Ok(loaded)
    }

    fn load(&self, id: GameId) -> Step<Loaded> {
        Ok(load_game(self.tx, id)?.ok_or_else(|| Refusal::new(format!("there is no game #{}", id.0)))?)
    }

    /// In token mode, acting on a game needs the sender's secret address.
    fn authorize(&self, g: &Loaded) -> Step {
        if self.bot.auth != AuthMode::Token {
            return Ok(());
        }
        let Some(seat) = g.seat_of(&self.sender) else {
            return Err(Refusal::new(format!("you are not a player in game #{}", g.row.id.0)).into());
        };
        let proven = self
            .mail
            .to
            .iter()
            .filter_map(|a| self.bot.parse_token_address(a))
            .any(|(game, token)| game == g.row.id && token == seat.token.to_ascii_lowercase());
        if proven {
            Ok(())
        } else {
            Err(Refusal::new(
                "this server only accepts game commands sent as a reply to the bot's own mail about the game (its Reply-To address carries your secret)",
            )
            .in_game(g.row.id)
            .into())
        }
    }

    fn require_active(&self, g: &Loaded) -> Step {
        match g.row.status {
            GameStatus::Active => Ok(()),
            GameStatus::Invited => Err(Refusal::new(format!("game #{} has not started: not every player has accepted yet", g.row.id.0)).in_game(g.row.id).into()),
            GameStatus::Finished => Err(Refusal::new(format!(
                "game #{} is over ({})",
                g.row.id.0,
                g.row.result_reason.clone().or(g.row.result.clone()).unwrap_or_default()
            ))
            .in_game(g.row.id)
            .into()),
            GameStatus::Declined | GameStatus::Aborted => {
                Err(Refusal::new(format!("game #{} was {}", g.row.id.0, g.row.status.as_str())).in_game(g.row.id).into())
            }
        }
    }

    // ----- commands -----

    #[allow(clippy::too_many_arguments)]
    fn new_game(
        &mut self,
        variant: &str,
        with: &[String],
        against: &[String],
        as_side: Option<&str>,
        (days, moves): (Option<u32>, Option<u32>),
        both_boards: bool,
        from: Option<&str>,
    ) -> Step {
        let variant: Variant = variant.parse().map_err(|e: crate::rules::variant::UnknownVariant| {
            let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
            match command::closest(&e.0, &names) {
                Some(close) => Refusal::new(format!("{e}. Did you mean {close}?")),
                None => Refusal::new(e.to_string()),
            }
        })?;
        let start = match from {
            None => Position::start(variant),
            Some(fen) => Position::from_fen(variant, fen),
        }
        .map_err(|e| match e {
            PositionError::Unsupported(v) => Refusal::new(format!("{} cannot be played on this server yet", v.name())),
            other => Refusal::new(format!("the position after \"from\" cannot be used: {other}")),
        })?;
        if start.legal_turns().is_empty() {
            return Err(Refusal::new("that position is already over: the side to move has no legal turn").into());
        }
        let seats = seats_of(variant);
        // Who sits where: the challenger first, then the partner and the
        // opponents in four-player games (seats_of's order).
        let others: Vec<String> = if seats.len() == 4 {
            if with.len() != 1 || against.len() != 2 || as_side.is_some() {
                return Err(Refusal::new(format!(
                    "{0} is a game for four: write \"new {0} with PARTNER against OPPONENT1 OPPONENT2\" (you play White on board A, your partner Black on board B)",
                    variant.name()
                ))
                .into());
            }
            vec![with[0].clone(), against[0].clone(), against[1].clone()]
        } else {
            if with.len() != 1 || !against.is_empty() {
                return Err(Refusal::new(format!("{0} is a game for two: write \"new {0} with ADDRESS\"", variant.name())).into());
            }
            vec![with[0].clone()]
        };
        let mut addresses = vec![self.sender.address.clone()];
        for other in &others {
            let other = mailbox_address(other).map_err(|e| Refusal::new(format!("{e}; write the address as name@example.org")))?;
            if crate::mail::inbound::is_own_address(&other, &self.bot.address) {
                return Err(Refusal::new("the bot referees games but does not play them; challenge a person").into());
            }
            if addresses.contains(&other) {
                return Err(Refusal::new(if other == self.sender.address {
                    "you cannot challenge yourself".to_string()
                } else {
                    format!("{other} is named twice; every player needs their own address")
                })
                .into());
            }
            addresses.push(other);
        }
        if days.is_some_and(|d| d > MAX_DAYS) || moves.is_some_and(|m| m > MAX_MOVES) {
            return Err(Refusal::new(format!(
                "a time control can give at most {MAX_DAYS} days (for at most {MAX_MOVES} moves)"
            ))
            .into());
        }
        let order: Vec<&str> = match as_side {
            None => seats.to_vec(),
            Some(side) => {
                let mine = *seats.iter().find(|s| **s == side).ok_or_else(|| {
                    Refusal::new(format!("you can play as {} or {} in {}", seats[0], seats[1], variant.name()))
                })?;
                let theirs = if mine == seats[0] { seats[1] } else { seats[0] };
                vec![mine, theirs]
            }
        };
        if let Some(problem) = limits::challenge_refusal(self.tx, self.limits, self.sender.id, self.now)? {
            return Err(Refusal::new(problem).into());
        }
        for addr in &addresses[1..] {
            if let Some(problem) = limits::invitation_refusal(self.tx, self.limits, addr, self.now)? {
                return Err(Refusal::new(problem).into());
            }
        }
        let mut players = vec![self.sender.clone()];
        for addr in &addresses[1..] {
            players.push(self.tx.ensure_player(addr, None, self.now)?);
        }
        // The server's default is written into the game: changing the
        // configuration later does not change games already agreed.
        let days = Some(days.unwrap_or(self.timing.time.days_per_move));
        let options = GameOptions { days, moves, both_boards };
        let placed: Vec<(&str, crate::store::PlayerId, bool)> =
            order.iter().zip(&players).enumerate().map(|(i, (seat, p))| (*seat, p.id, i == 0)).collect();
        let id = self.tx.create_game(variant.name(), &options, &start.fen(), &placed, self.now)?;
        self.game = Some(id);
        let loaded = self.load(id)?;
        let lineup = Self::players_line(&loaded);
        for seat in loaded.seats.iter().filter(|s| s.player_id != self.sender.id) {
            let mut invite = Letter::new(
                &seat.address,
                "invitation.txt",
                context! {
                    challenger => self.sender.address,
                    variant => variant.name(),
                    variant_title => variant.title(),
                    game_id => id.0,
                    your_side => seat_title(&seat.seat),
                    others => lineup,
                    time_control => self.timing.control(days, moves).describe(),
                },
            );
            invite.game = Some(id);
            invite.player = Some(seat.player_id);
            invite.token = self.token_for(id, Some(seat.token.clone()));
            self.letters.push(invite);
        }
        let mine = loaded.seat_of(&self.sender).cloned();
        let invited: Vec<&str> = addresses[1..].iter().map(String::as_str).collect();
        let mut confirm = Letter::new(
            &self.sender.address,
            "challenge_sent.txt",
            context! {
                invited => invited.join(", "),
                variant_title => variant.title(),
                game_id => id.0,
                your_side => mine.as_ref().map(|s| seat_title(&s.seat)),
            },
        );
        confirm.game = Some(id);
        confirm.player = Some(self.sender.id);
        confirm.answering = AnsweredMail::of(self.mail);
        confirm.token = self.token_for(id, mine.map(|s| s.token));
        self.letters.push(confirm);
        self.done.push(format!("challenged {} to {} (#{})", invited.join(", "), variant.name(), id.0));
        Ok(())
    }

    fn token_for(&self, game: GameId, token: Option<String>) -> Option<String> {
        match (self.bot.auth, token) {
            (AuthMode::Token, Some(t)) => Some(self.bot.token_address(game, &t)),
            _ => None,
        }
    }

    fn accept(&mut self) -> Step {
        let g = self.target(&[GameStatus::Invited], "accept")?;
        self.authorize(&g)?;
        if g.row.status != GameStatus::Invited {
            return Err(Refusal::new(format!("game #{} is not waiting for an answer", g.row.id.0)).in_game(g.row.id).into());
        }
        let seat = g.seat_of(&self.sender).map(|s| s.seat.clone()).unwrap_or_default();
        let started = self.tx.accept_seat(g.row.id, &seat, self.now)?;
        if started {
            let g = self.load(g.row.id)?;
            self.announce_position(&g, "The game has started.".to_string(), &[])?;
            self.done.push(format!("accepted; game #{} started", g.row.id.0));
        } else {
            let waiting: Vec<String> = self
                .tx
                .seats(g.row.id)?
                .into_iter()
                .filter(|s| s.accepted_at.is_none())
                .map(|s| s.address)
                .collect();
            self.notice(
                &g,
                "Accepted",
                &format!("You accepted game #{}. It starts when {} accepted too.", g.row.id.0, waiting.join(" and ")),
            );
            self.done.push(format!("accepted game #{}", g.row.id.0));
        }
        Ok(())
    }

    fn decline(&mut self) -> Step {
        let g = self.target(&[GameStatus::Invited], "decline")?;
        self.authorize(&g)?;
        if g.row.status != GameStatus::Invited {
            return Err(Refusal::new(format!("game #{} is not waiting for an answer", g.row.id.0)).in_game(g.row.id).into());
        }
        self.tx.set_game_status(g.row.id, GameStatus::Declined, self.now)?;
        for seat in g.seats.iter().filter(|s| s.player_id != self.sender.id) {
            let mut l = Letter::new(
                &seat.address,
                "declined.txt",
                context! { decliner => self.sender.address, variant_title => g.variant().title(), game_id => g.row.id.0 },
            );
            l.game = Some(g.row.id);
            l.player = Some(seat.player_id);
            self.letters.push(l);
        }
        self.done.push(format!("declined game #{}", g.row.id.0));
        Ok(())
    }

    fn play(&mut self, text: &str) -> Step {
        let mut g = self.target(&[GameStatus::Active], "move in")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        let seat = g.seat_of(&self.sender).map(|s| s.seat.clone()).unwrap_or_default();
        let movers = g.rules.position().seats_to_move();
        let Some(side) = may_act(&seat, &movers) else {
            let waiting = g.names_to_move();
            return Err(Refusal { line: Some(text.to_string()), ..Refusal::new(format!("it is not your turn in game #{}: waiting for {waiting}", g.row.id.0)).in_game(g.row.id) }.into());
        };
        let hands_before = hands(g.rules.position());
        let played = match g.rules.play_for(side, text) {
            Ok(p) => p.clone(),
            Err(e) => {
                let legal = g.legal_for(side);
                let problem = match &e {
                    PlayError::Notation(n) => n.to_string(),
                    other => other.to_string(),
                };
                return Err(Refusal { problem, line: Some(text.to_string()), game: Some(g.row.id), legal }.into());
            }
        };
        self.tx.append_turn(g.row.id, &seat, &played.notation, &played.fen_after, Some(self.inbound), self.now)?;
        if g.row.draw_offer_seat.as_deref().is_some_and(|s| team_of(s) != team_of(&seat)) {
            // Playing on declines the other side's offer.
            self.tx.set_draw_offer(g.row.id, None, self.now)?;
            g.row.draw_offer_seat = None;
        }
        let pos = g.rules.position();
        let move_no = if g.four_players() {
            played.notation.clone()
        } else {
            let number = pos.fullmove_number();
            match played.by {
                Color::White => format!("{}. {}", if pos.to_move() == Color::White { number - 1 } else { number }, played.notation),
                Color::Black => format!("{}... {}", number.saturating_sub(1).max(1), played.notation),
            }
        };
        let headline = format!("{} played {} ({}).", self.sender.address, move_no, played.description);
        let notes = bughouse_notes(&g, &hands_before);
        self.done.push(format!("played {} in #{}", played.notation, g.row.id.0));
        match g.rules.automatic_outcome() {
            Some(o) => self.finish(&g, o, headline),
            None => self.announce_position(&g, headline, &notes),
        }
    }

    fn resign(&mut self) -> Step {
        let g = self.target(&[GameStatus::Active], "resign")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        let seat = g.seat_of(&self.sender).map(|s| s.seat.clone()).unwrap_or_default();
        let winner = team_of(&seat).other();
        self.done.push(format!("resigned #{}", g.row.id.0));
        self.finish(&g, Outcome::Win { winner, reason: WinReason::Resignation }, format!("{} resigned.", self.sender.address))
    }

    fn draw(&mut self) -> Step {
        let g = self.target(&[GameStatus::Active], "offer a draw in")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        let seat = g.seat_of(&self.sender).map(|s| s.seat.clone()).unwrap_or_default();
        match g.row.draw_offer_seat.as_deref() {
            Some(s) if team_of(s) != team_of(&seat) => {
                self.done.push(format!("accepted the draw in #{}", g.row.id.0));
                self.finish(&g, Outcome::Draw { reason: DrawReason::Agreement }, "The players agreed to a draw.".into())
            }
            Some(_) => Err(Refusal::new("your side has already offered a draw; it stands until the other side answers").in_game(g.row.id).into()),
            None => {
                self.tx.set_draw_offer(g.row.id, Some(&seat), self.now)?;
                for other in g.seats.iter().filter(|s| team_of(&s.seat) != team_of(&seat)) {
                    let mut l = Letter::new(
                        &other.address,
                        "draw_offer.txt",
                        context! { offerer => self.sender.address, game_id => g.row.id.0, variant_title => g.variant().title() },
                    );
                    l.game = Some(g.row.id);
                    l.player = Some(other.player_id);
                    l.token = self.token_for(g.row.id, Some(other.token.clone()));
                    self.letters.push(l);
                }
                self.notice(&g, "Draw offer sent", &format!("Your draw offer in game #{} was passed on.", g.row.id.0));
                self.done.push(format!("offered a draw in #{}", g.row.id.0));
                Ok(())
            }
        }
    }

    fn claim_draw(&mut self) -> Step {
        let g = self.target(&[GameStatus::Active], "claim a draw in")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        match g.rules.claimable_draw() {
            Some(reason) => {
                self.done.push(format!("claimed a draw in #{}", g.row.id.0));
                self.finish(&g, Outcome::Draw { reason }, format!("{} claimed a draw.", self.sender.address))
            }
            None => Err(Refusal::new(format!(
                "there is no draw to claim: the position has not occurred three times, and {} half-moves passed without a capture or pawn move (100 are needed)",
                g.rules.position().halfmove_clock()
            ))
            .in_game(g.row.id)
            .into()),
        }
    }

    fn board(&mut self) -> Step {
        let g = self.target(&[GameStatus::Active, GameStatus::Finished, GameStatus::Invited], "show")?;
        let headline = match g.row.status {
            GameStatus::Active => "The position, as you asked.".to_string(),
            other => format!("Game #{} is {}.", g.row.id.0, other.as_str()),
        };
        let seat = g.seat_of(&self.sender).cloned();
        if let Some(seat) = seat {
            let mut l = self.position_letter(&g, &seat, headline, &[])?;
            l.answering = AnsweredMail::of(self.mail);
            self.letters.push(l);
        }
        self.done.push(format!("sent the board of #{}", g.row.id.0));
        Ok(())
    }

    fn games(&mut self) -> Step {
        #[derive(Serialize)]
        struct Line {
            id: i64,
            variant: String,
            opponents: String,
            state: String,
        }
        let mut lines = Vec::new();
        for (game, seats) in self.tx.games_of_player(self.sender.id)? {
            let opponents: Vec<&str> = seats.iter().filter(|s| s.player_id != self.sender.id).map(|s| s.address.as_str()).collect();
            let state = match game.status {
                GameStatus::Active => {
                    let movers = Position::from_fen(variant_of(&game), &game.fen).map(|p| p.seats_to_move()).unwrap_or_default();
                    let mine = seats.iter().find(|s| s.player_id == self.sender.id).map(|s| s.seat.as_str()).unwrap_or("");
                    if may_act(mine, &movers).is_some() { "your move".to_string() } else { "waiting for the opponent".to_string() }
                }
                GameStatus::Invited => {
                    if seats.iter().any(|s| s.player_id == self.sender.id && s.accepted_at.is_none()) {
                        "invitation waiting for your answer".into()
                    } else {
                        "invitation sent".into()
                    }
                }
                GameStatus::Finished => format!("finished, {}", game.result.clone().unwrap_or_default()),
                other => other.as_str().to_string(),
            };
            lines.push(Line { id: game.id.0, variant: game.variant.clone(), opponents: opponents.join(", "), state });
        }
        let mut l = Letter::new(&self.sender.address, "games.txt", context! { games => lines });
        l.answering = AnsweredMail::of(self.mail);
        self.letters.push(l);
        self.done.push("listed games".into());
        Ok(())
    }

    fn history(&mut self) -> Step {
        let g = self.target(&[GameStatus::Active, GameStatus::Finished], "show the history of")?;
        let pgn = self.pgn(&g);
        let mut l = Letter::new(&self.sender.address, "history.txt", context! { game_id => g.row.id.0, variant_title => g.variant().title(), pgn => pgn });
        l.game = Some(g.row.id);
        l.player = Some(self.sender.id);
        l.answering = AnsweredMail::of(self.mail);
        l.attachments.push(pgn_attachment(&g, &pgn));
        self.letters.push(l);
        self.done.push(format!("sent the history of #{}", g.row.id.0));
        Ok(())
    }

    fn say(&mut self, to_partner: bool, text: &str) -> Step {
        let g = self.target(&[GameStatus::Active, GameStatus::Invited, GameStatus::Finished], "talk in")?;
        self.authorize(&g)?;
        let my_seat = g.seat_of(&self.sender).map(|s| s.seat.clone()).unwrap_or_default();
        let partner = partner_of(&my_seat);
        if to_partner && partner.is_none() {
            return Err(Refusal::new("\"say partner\" is for four-player bughouse; use \"say TEXT\"").in_game(g.row.id).into());
        }
        if text.chars().count() > SAY_CHARS {
            return Err(Refusal::new(format!("a message with \"say\" is at most {SAY_CHARS} characters; split it into several lines")).in_game(g.row.id).into());
        }
        let listeners = g.seats.iter().filter(|s| s.player_id != self.sender.id && (!to_partner || Some(s.seat.as_str()) == partner));
        for other in listeners {
            let mut l = Letter::new(
                &other.address,
                "say.txt",
                context! { sender => self.sender.address, text => text, to_partner => to_partner, game_id => g.row.id.0, variant_title => g.variant().title() },
            );
            l.game = Some(g.row.id);
            l.player = Some(other.player_id);
            l.token = self.token_for(g.row.id, Some(other.token.clone()));
            self.letters.push(l);
        }
        self.done.push(format!("passed on a message in #{}", g.row.id.0));
        Ok(())
    }

    fn help(&mut self) -> Step {
        let variants: Vec<&str> = Variant::ALL.iter().filter(|v| Position::start(**v).is_ok()).map(|v| v.name()).collect();
        let mut l = Letter::new(&self.sender.address, "help.txt", context! {
            bot_name => self.bot.name,
            bot_address => self.bot.address,
            variants => variants,
            days_per_move => self.timing.time.days_per_move,
            vacation_days => self.timing.time.vacation_days_per_year,
        });
        l.answering = AnsweredMail::of(self.mail);
        self.letters.push(l);
        self.done.push("sent help".into());
        Ok(())
    }

    fn rules(&mut self, variant: Option<&str>) -> Step {
        let variant = match variant {
            Some(v) => v.parse::<Variant>().map_err(|e| Refusal::new(e.to_string()))?,
            None => match self.named_game()?.and_then(|id| self.tx.game(id).ok().flatten()) {
                Some(g) => variant_of(&g),
                None => Variant::Chess,
            },
        };
        let text = rules_text(self.templates, variant).ok_or_else(|| Refusal::new(format!("there is no rules text for {} yet", variant.name())))?;
        let mut l = Letter::new(&self.sender.address, "rules.txt", context! { variant_title => variant.title(), rules => text });
        l.answering = AnsweredMail::of(self.mail);
        self.letters.push(l);
        self.done.push(format!("sent the rules of {}", variant.name()));
        Ok(())
    }

    fn abort(&mut self) -> Step {
        let g = self.target(&[GameStatus::Active, GameStatus::Invited], "abort")?;
        self.authorize(&g)?;
        let turns = g.rules.played().len();
        let allowed = match g.row.status {
            GameStatus::Invited => true,
            GameStatus::Active => turns < 2,
            _ => false,
        };
        if !allowed {
            return Err(Refusal::new(format!(
                "game #{} can no longer be aborted: both sides have moved (resign or offer a draw instead)",
                g.row.id.0
            ))
            .in_game(g.row.id)
            .into());
        }
        self.tx.set_game_status(g.row.id, GameStatus::Aborted, self.now)?;
        for seat in &g.seats {
            let mut l = Letter::new(&seat.address, "aborted.txt", context! { aborter => self.sender.address, game_id => g.row.id.0, variant_title => g.variant().title() });
            l.game = Some(g.row.id);
            l.player = Some(seat.player_id);
            if seat.player_id == self.sender.id {
                l.answering = AnsweredMail::of(self.mail);
            }
            self.letters.push(l);
        }
        self.done.push(format!("aborted #{}", g.row.id.0));
        Ok(())
    }

    // ----- mail to the players -----

    fn notice(&mut self, g: &Loaded, subject: &str, text: &str) {
        let mut l = Letter::new(&self.sender.address, "notice.txt", context! { subject => subject, text => text });
        l.game = Some(g.row.id);
        l.player = Some(self.sender.id);
        l.answering = AnsweredMail::of(self.mail);
        l.token = self.token_for(g.row.id, g.seat_of(&self.sender).map(|s| s.token.clone()));
        self.letters.push(l);
    }

    fn players_line(g: &Loaded) -> String {
        players_line(g)
    }

    /// The clock lines of a board mail to `seat`: the deadline of the player
    /// to move (in four-player bughouse: the seat's own if it may move, else
    /// that of the player to move on its board, else the other board's),
    /// the time control, and a vacation pausing the clock.
    fn clock_context(&self, g: &Loaded, seat: &Seat) -> Step<minijinja::Value> {
        if g.row.status != GameStatus::Active {
            return Ok(context! {});
        }
        let Some(row) = self.tx.clock_row(g.row.id)? else { return Ok(context! {}) };
        let clocks = scheduler::game_clocks(self.tx, self.timing, &row, self.now)?;
        let board = primary_side(&seat.seat).board;
        let Some(clock) = clocks
            .iter()
            .find(|c| c.seat == seat.seat)
            .or_else(|| clocks.iter().find(|c| primary_side(&c.seat).board == board))
            .or(clocks.first())
        else {
            return Ok(context! {});
        };
        Ok(context! {
            deadline => self.timing.format(clock.schedule.deadline),
            time_control => clock.control.describe(),
            paused_until => clock.paused_until.map(|t| self.timing.format(t)),
        })
    }

    fn position_letter(&self, g: &Loaded, seat: &Seat, headline: String, notes: &[(String, String)]) -> Step<Letter> {
        let pos = g.rules.position();
        let movers = pos.seats_to_move();
        let to_move: Vec<&Seat> = g.seats_to_move();
        let your_turn = may_act(&seat.seat, &movers).is_some() && g.row.status == GameStatus::Active;
        let legal = if your_turn { g.legal_for(primary_side(&seat.seat)) } else { vec![] };
        let opponents: Vec<&str> = g.seats.iter().filter(|s| team_of(&s.seat) != team_of(&seat.seat)).map(|s| s.address.as_str()).collect();
        let draw_offer = g.row.draw_offer_seat.as_deref().filter(|s| team_of(s) != team_of(&seat.seat)).map(|s| {
            format!("{} offers a draw: reply \"draw\" to accept, or play on to decline.", g.seats.iter().find(|x| x.seat == s).map_or(s, |x| x.address.as_str()))
        });
        let mine: Vec<&str> = notes.iter().filter(|(to, _)| *to == seat.seat).map(|(_, n)| n.as_str()).collect();
        let last = g.rules.played().last();
        let clock = self.clock_context(g, seat)?;
        let mut l = Letter::new(
            &seat.address,
            "position.txt",
            context! {
                clock => clock,
                headline => headline,
                notes => mine,
                board => pos.render_for(primary_side(&seat.seat)),
                last_move => last.map(|p| format!("{} ({})", p.notation, p.description)),
                check => pos.is_check() && !g.four_players(),
                your_turn => your_turn,
                your_side => seat_title(&seat.seat),
                to_move_name => g.names_to_move(),
                to_move_side => to_move.iter().map(|s| seat_title(&s.seat)).collect::<Vec<_>>().join(", "),
                example_move => legal.first().cloned().unwrap_or_default(),
                draw_offer => draw_offer,
                game_id => g.row.id.0,
                variant => g.variant().name(),
                variant_title => g.variant().title(),
                players => Self::players_line(g),
                opponents => opponents.join(", "),
                fen => pos.fen(),
            },
        );
        l.game = Some(g.row.id);
        l.player = Some(seat.player_id);
        l.token = self.token_for(g.row.id, Some(seat.token.clone()));
        if seat.player_id == self.sender.id {
            l.answering = AnsweredMail::of(self.mail);
        }
        Ok(l)
    }

    /// Every player gets the new position; `notes` are (seat, line) extras.
    fn announce_position(&mut self, g: &Loaded, headline: String, notes: &[(String, String)]) -> Step {
        for seat in &g.seats {
            let l = self.position_letter(g, seat, headline.clone(), notes)?;
            self.letters.push(l);
        }
        Ok(())
    }

    fn pgn(&self, g: &Loaded) -> String {
        pgn_of(self.bot, g)
    }

    /// Ends the game and sends everyone the result, final position and PGN
    /// (see [`end_game`]); the sender's copy answers their mail.
    fn finish(&mut self, g: &Loaded, o: Outcome, headline: String) -> Step {
        for mut l in end_game(self.tx, self.bot, g, &o, None, &headline, self.now)? {
            if l.player == Some(self.sender.id) {
                l.answering = AnsweredMail::of(self.mail);
            }
            self.letters.push(l);
        }
        self.done.push(format!("game #{} over: {o}", g.row.id.0));
        Ok(())
    }
}


/// The longest time control a challenge may set.
const MAX_DAYS: u32 = 365;
const MAX_MOVES: u32 = 100;

fn command_refusal(e: &CommandError) -> Refusal {
    Refusal { line: Some(e.line().to_string()), ..Refusal::new(e.to_string()) }
}

/// `Re: [#42] Your move` -> `Your move`: what is left may be a command.
fn strip_reply_prefixes(subject: &str) -> String {
    let mut s = subject.trim();
    loop {
        let lower = s.to_ascii_lowercase();
        if let Some(p) = ["re:", "aw:", "fwd:", "fw:", "wg:", "sv:"].iter().find(|p| lower.starts_with(**p)) {
            s = s[p.len()..].trim_start();
        } else if s.starts_with("[#") {
            s = s.find(']').map_or("", |i| &s[i + 1..]).trim_start();
        } else {
            return s.to_string();
        }
    }
}

/// The rules-and-notation text of a variant, if there is one.
pub fn rules_text(templates: &Templates, variant: Variant) -> Option<String> {
    let name = format!("rules/{}.txt", variant.name());
    if !templates.has(&name) {
        return None;
    }
    templates.render_text(&name, context! {}).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reply_prefixes_and_tags_are_stripped_from_the_subject() {
        assert_eq!(strip_reply_prefixes("Re: AW: [#42] accept"), "accept");
        assert_eq!(strip_reply_prefixes("help"), "help");
    }
}
