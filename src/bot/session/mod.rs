//! One incoming mail's commands, carried out against the store inside one
//! transaction. A refusal rolls everything back; the caller then records the
//! mail as rejected and sends the sender one explanation.
//!
//! Here: the transaction, the dispatch of commands, and what every command
//! needs (refusals, the letters to send, the position mail). The commands
//! live in the submodules, by family: `challenge`, `play`, `conditions`,
//! `info`, `vacation`, `remind`, `ratings` (and `name`), `tournament` (and
//! `tournament_start`, the start of a section); `target` finds the game a mail is about and says
//! whether the sender may act on it.

mod analyse;
mod challenge;
pub(super) mod computer;
mod conditions;
mod info;
mod language;
mod news;
mod notation;
mod observe;
mod play;
mod ratings;
mod remind;
mod seek;
mod target;
mod tournament;
pub(super) mod tournament_start;
mod vacation;

use minijinja::context;
use serde::Serialize;

use self::news::{News, TurnNews};
use super::game::{figure, notation_examples, seat_view, variant_of, Loaded};
use super::letters::{combine, enqueue, Deadline, Figure, Letter};
use super::limits::{self, Allowance};
use super::{BotError, Ctx, Handled, Identity};
use crate::clocks::schedule::{self, GameClock, View};
use crate::command::{self, Command, CommandError};
use crate::i18n::{Arg, Msg};
use crate::mail::{clip, Inbound};
use crate::rules::{Color, Played, Position, Seat, Side};
use crate::store::{GameId, GameStatus, InboundId, MailKind, MailOutcome, NewInbound, Player, SeatRow, Store, StoreError, Tx};

/// Why a mail's commands were not applied, for the sender.
#[derive(Clone, Debug)]
pub(super) struct Refusal {
    /// What was wrong, told in the sender's language when the answer is
    /// written (and in English in the inbound log).
    problem: Msg,
    line: Option<String>,
    /// The game concerned: the error mail then shows its position.
    game: Option<GameId>,
    /// Legal turns to list, when the problem was a move.
    legal: Vec<String>,
    /// The mail did not come to the sender's secret address: the answer
    /// goes to an address that may not have sent it, and says so.
    forged: bool,
}

/// A refusal for what should not happen (the bot's own record cannot be
/// read back): the detail is for the operator, who is asked.
fn internal(detail: String) -> Refusal {
    Refusal::new(Msg::new("refuse-internal").arg("detail", detail))
}

impl Refusal {
    fn new(problem: Msg) -> Refusal {
        Refusal { problem, line: None, game: None, legal: vec![], forged: false }
    }

    /// The problem in the operator's log: English.
    fn logged(&self) -> String {
        self.problem.text(crate::rules::Language::En)
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
pub(super) fn run(store: &mut Store, cx: &Ctx<'_>, source_key: &str, mail: &Inbound) -> Result<Handled, BotError> {
    if let Some(skip) = &mail.skip {
        return ignore(store, cx, source_key, mail, &skip.to_string());
    }
    // Only the computer's own acts (session/computer.rs) speak for it.
    if crate::store::is_computer_address(&mail.from) {
        return ignore(store, cx, source_key, mail, "from the computer's reserved address");
    }
    if let Some(h) = throttle(store, cx, source_key, mail)? {
        return Ok(h);
    }
    let attempt = store.transaction(|tx| -> Step<Handled> {
        if let Some(h) = duplicate(tx, source_key, mail, cx)? {
            return Ok(h);
        }
        let inbound = record(tx, source_key, mail, MailOutcome::Applied, None, None, cx)?;
        let mut sender = tx.ensure_player(&mail.from, mail.from_name.as_deref(), cx.now)?;
        let guessed = crate::bot::language::guess_language(tx, mail, &mut sender)?;
        let mut s = Session::new(tx, cx, mail, sender, inbound);
        s.language_guessed = guessed;
        s.run_commands()?;
        let summary = s.done.join("; ");
        let game = s.game;
        for letter in s.final_letters()? {
            enqueue(tx, cx, letter)?;
        }
        tx.set_inbound_outcome(inbound, MailOutcome::Applied, game, Some(&summary))?;
        Ok(Handled::Applied { game, summary })
    });
    match attempt {
        Ok(h) => Ok(h),
        Err(Failure::Bot(e)) => Err(e),
        Err(Failure::Refused(refusal)) => refuse(store, cx, source_key, mail, &refusal),
    }
}

/// Records a mail that must not be answered (a bounce, an auto-reply...).
fn ignore(store: &mut Store, cx: &Ctx<'_>, source_key: &str, mail: &Inbound, reason: &str) -> Result<Handled, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, cx)? {
            return Ok(h);
        }
        record(tx, source_key, mail, MailOutcome::IgnoredAuto, None, Some(reason), cx)?;
        Ok(Handled::Ignored { reason: reason.to_string() })
    })
}

/// Records a mail as refused and sends its sender the reason.
fn refuse(store: &mut Store, cx: &Ctx<'_>, source_key: &str, mail: &Inbound, refusal: &Refusal) -> Result<Handled, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, cx)? {
            return Ok(h);
        }
        // A game the mail itself created (`new ...` then a move in it) was
        // undone with the rest of the mail: the answer cannot be about it.
        let undone;
        let refusal = match refusal.game {
            Some(g) if tx.game(g)?.is_none() => {
                undone = Refusal { problem: Msg::new("refuse-game-not-started-yet"), game: None, ..refusal.clone() };
                &undone
            }
            _ => refusal,
        };
        record(tx, source_key, mail, MailOutcome::Rejected, refusal.game, Some(&refusal.logged()), cx)?;
        let mut sender = tx.ensure_player(&mail.from, mail.from_name.as_deref(), cx.now)?;
        let guessed = crate::bot::language::guess_language(tx, mail, &mut sender)?;
        let mut letter = error_letter(tx, cx.bot, &sender, mail, refusal)?;
        letter.language = sender.language;
        letter.note = guessed.map(|l| crate::bot::language::language_line(l, true));
        letter.counts_as = MailKind::Reply;
        enqueue(tx, cx, letter)?;
        Ok(Handled::Refused { game: refusal.game, problem: refusal.logged() })
    })
}

/// A mail that was not read (too large): its sender is told `problem`,
/// within the limits like any answer.
pub(super) fn refuse_unread(store: &mut Store, cx: &Ctx<'_>, source_key: &str, mail: &Inbound, problem: Msg) -> Result<Handled, BotError> {
    if let Some(skip) = &mail.skip {
        return ignore(store, cx, source_key, mail, &format!("{skip}; {}", problem.text(crate::rules::Language::En)));
    }
    if let Some(h) = throttle(store, cx, source_key, mail)? {
        return Ok(h);
    }
    let refusal = Refusal::new(problem);
    refuse(store, cx, source_key, mail, &refusal)
}

/// A sender over their hourly allowance: the mail is recorded but not
/// read; the first such mail in the window gets one notice.
fn throttle(store: &mut Store, cx: &Ctx<'_>, source_key: &str, mail: &Inbound) -> Result<Option<Handled>, BotError> {
    store.transaction(|tx| {
        if let Some(h) = duplicate(tx, source_key, mail, cx)? {
            return Ok(Some(h));
        }
        let (until, notice) = match limits::reply_allowance(tx, cx.limits, &mail.from, cx.now)? {
            Allowance::Open => return Ok(None),
            Allowance::NoticeDue { count, until } => (until, Some(count)),
            Allowance::Silent { until } => (until, None),
        };
        let limit = format!("replies_per_hour ({}) reached; not read until {until}", cx.limits.replies_per_hour);
        record(tx, source_key, mail, MailOutcome::Throttled, None, Some(&limit), cx)?;
        if let Some(count) = notice {
            let mut l = Letter::new(
                &mail.from,
                "notice.txt",
                context! { subject => Msg::new("limit-notice-subject"), text => limits::notice_text(count, until) },
            )
            .in_answer_to(mail);
            l.counts_as = MailKind::LimitNotice;
            enqueue(tx, cx, l)?;
        }
        Ok(Some(Handled::Throttled { limit }))
    })
}

/// How much of a player's line an answer quotes: enough to recognise it,
/// never enough to make the answer much larger than the bot's own words.
const QUOTE_CHARS: usize = 200;

/// Seen before? A new copy of a known Message-ID is recorded as a duplicate
/// so that the source can let go of it.
pub(super) fn duplicate(tx: &Tx<'_>, source_key: &str, mail: &Inbound, cx: &Ctx<'_>) -> Result<Option<Handled>, BotError> {
    if !tx.inbound_seen(source_key, Some(&mail.message_id))? {
        return Ok(None);
    }
    if !tx.inbound_seen(source_key, None)? {
        record(tx, source_key, mail, MailOutcome::Duplicate, None, None, cx)?;
    }
    Ok(Some(Handled::Duplicate))
}

/// Records `mail` in the inbound log with its `outcome`, received when it arrived.
pub(super) fn record(
    tx: &Tx<'_>,
    source_key: &str,
    mail: &Inbound,
    outcome: MailOutcome,
    game: Option<GameId>,
    detail: Option<&str>,
    cx: &Ctx<'_>,
) -> Result<InboundId, BotError> {
    Ok(tx.record_inbound(&NewInbound {
        source_key,
        message_id: Some(&mail.message_id),
        from_addr: &mail.from,
        subject: Some(&mail.subject),
        received_at: cx.at,
        processed_at: cx.now,
        outcome,
        game_id: game,
        detail,
    })?)
}

/// The reply to a refused mail: what was wrong, and the position when a game
/// is concerned.
fn error_letter(tx: &Tx<'_>, bot: &Identity, sender: &Player, mail: &Inbound, r: &Refusal) -> Result<Letter, BotError> {
    let mut board = None;
    let mut mine = None;
    // The legal turns are listed only with a game's board.
    let mut kind = "single";
    if let Some(g) = r.game.and_then(|g| tx.game(g).ok().flatten()) {
        mine = tx.seats(g.id)?.into_iter().find(|s| s.player_id == sender.id);
        let variant = variant_of(&g);
        kind = crate::i18n::turn_kind(variant);
        if let Ok(pos) = Position::from_fen(variant, &g.fen) {
            let side = mine.as_ref().map_or(Side::new(0, Color::White), |s| s.seat.primary_side());
            board = Some(Figure { text: pos.board_text_for(side), diagram: pos.diagram_for(side) });
        }
    }
    let context = context! {
        bot_name => bot.name,
        game_id => r.game.map(|g| g.0),
        problem => r.problem.clipped(QUOTE_CHARS * 3),
        line => r.line.as_deref().map(|l| clip(l, QUOTE_CHARS)),
        done => true,
        board => board.as_ref().map(|b| &b.text),
        legal => r.legal.iter().take(40).collect::<Vec<_>>(),
        legal_total => r.legal.len(),
        kind,
        forged => r.forged,
    };
    let letter = match (r.game, &mine) {
        (Some(game), Some(seat)) => Letter::to_seat(bot, game, seat, "error.txt", context),
        // No seat to write to: no game, or one made by the refused mail
        // itself (gone with its transaction).
        (game, _) => {
            let mut l = Letter::new(&sender.address, "error.txt", context);
            l.game = game;
            l.player = Some(sender.id);
            l
        }
    };
    let letter = match board {
        Some(b) => letter.with_figure(b),
        None => letter,
    };
    Ok(letter.in_answer_to(mail))
}

/// What a mail waiting for the computer's answer waits beyond the time the
/// computer's search is given: the daemon's poll, the answer's transaction.
const COMPUTER_ANSWER_MARGIN: std::time::Duration = std::time::Duration::from_millis(1500);

struct Session<'a, 't> {
    tx: &'a Tx<'t>,
    cx: Ctx<'a>,
    mail: &'a Inbound,
    sender: Player,
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
    /// Turns the mail played, whose news waits for the answers given in
    /// advance ([`Session::settle`]).
    pending: Vec<Pending>,
    /// A command ran after a turn the mail played: the players may have
    /// changed since the game was loaded for the turn (a language, say).
    acted_after_turn: bool,
    /// What the sender is told of their conditional moves, per game.
    reports: Vec<Report>,
    /// The computer's session: the turn before its own, whose mail to
    /// these seats had not left and was dropped, so that the mail of the
    /// computer's turn tells both.
    superseded: Option<(TurnNews, Vec<Seat>)>,
    /// The sender's language, when this mail was the one it was guessed
    /// from: the answer says so in its first line.
    language_guessed: Option<crate::rules::Language>,
}

/// A turn the mail's sender played, until the end of the mail.
struct Pending {
    game: GameId,
    mover: Seat,
    /// The position before the turn (conditions are read in it).
    before: Position,
    played: Played,
    hands_before: Vec<(Side, [u8; 5])>,
    /// The turn as each player's first line tells it.
    news: TurnNews,
    /// The game as the turn left it (read again unless the store still
    /// holds that position: see `settle`).
    after: Option<Box<Loaded>>,
}

/// What the mail's sender is told about their conditional moves in a game.
struct Report {
    game: GameId,
    seat: SeatRow,
    news: Vec<String>,
}

impl<'a, 't> Session<'a, 't> {
    /// The session of `mail` from `sender`, recorded as `inbound`.
    fn new(tx: &'a Tx<'t>, cx: &Ctx<'a>, mail: &'a Inbound, sender: Player, inbound: InboundId) -> Session<'a, 't> {
        Session {
            tx,
            cx: *cx,
            mail,
            sender,
            inbound,
            letters: vec![],
            done: vec![],
            game: None,
            asked: false,
            pending: vec![],
            acted_after_turn: false,
            reports: vec![],
            superseded: None,
            language_guessed: None,
        }
    }
}

impl Session<'_, '_> {
    fn run_commands(&mut self) -> Step {
        // A reply that confirms a request to observe, follow or join: whatever
        // else it holds (often nothing) comes after.
        let confirmed = match self.confirmation() {
            Some(token) => {
                self.confirm(&token)?;
                true
            }
            None => false,
        };
        let mut commands = command::parse_commands(&self.mail.text);
        if commands.is_empty() || commands.iter().all(Result::is_err) {
            // Nothing usable in the body: the subject may hold the command.
            let subject = command::strip_reply_prefixes(&self.mail.subject);
            let from_subject = command::parse_commands(&subject);
            if !from_subject.is_empty() && from_subject.iter().all(Result::is_ok) {
                commands = from_subject;
            }
        }
        // Nothing that even looks like a command ("Hi, how does this
        // work?"): the answer is the help text, once.
        if commands.iter().all(|c| matches!(c, Err(CommandError::UnknownCommand { suggestion: None, .. }))) {
            if confirmed {
                return Ok(());
            }
            self.asked = true;
            // In a game's thread the answer stays in it (its `[#N]` tag),
            // and says first what was not understood.
            let game = self.named_game()?.filter(|g| self.tx.seats(*g).is_ok_and(|s| s.iter().any(|s| s.player_id == self.sender.id)));
            let preface = match commands.first() {
                Some(Err(e)) if commands.len() == 1 => Msg::new("help-preface-unknown-line")
                    .arg("line", clip(e.line(), 60))
                    .arg("game", game.map_or(Arg::Text("none".into()), |g| Arg::from(g.0))),
                _ => Msg::new("help-preface-no-command"),
            };
            return self.help_in(Some(preface), game);
        }
        if commands.len() > self.cx.limits.commands_per_mail {
            return Err(Refusal::new(
                Msg::new("refuse-too-many-commands").arg("lines", commands.len()).arg("max", self.cx.limits.commands_per_mail),
            )
            .into());
        }
        let challenges = commands.iter().filter(|c| matches!(c, Ok(Command::New(_)))).count();
        if challenges > self.cx.limits.challenges_per_mail {
            return Err(Refusal::new(
                Msg::new("refuse-too-many-challenges").arg("challenges", challenges).arg("max", self.cx.limits.challenges_per_mail),
            )
            .into());
        }
        for c in &commands {
            if let Err(e) = c {
                // In a game's thread the answer stays in it, with the game's tag.
                let game = self.own_named_game()?;
                return Err(Refusal { game, ..command_refusal(e) }.into());
            }
        }
        // Conditional lines count from the position after the mail's own
        // move, wherever they stand in the mail.
        let (first, last): (Vec<Command>, Vec<Command>) = commands
            .into_iter()
            .flatten()
            .partition(|c| !matches!(c, Command::Conditional(_) | Command::Conditions | Command::ClearConditions));
        for c in first.into_iter().chain(last) {
            self.execute(c)?;
        }
        self.settle()
    }

    /// The sender as the other players read it: `Alice (alice@example.org)`
    /// when their mail gave a name, else the address.
    fn sender_shown(&self) -> String {
        match self.sender.display_name.as_deref().map(str::trim) {
            Some(name) if !name.is_empty() && name != self.sender.address => {
                format!("{} ({})", clip(name, 60), self.sender.address)
            }
            _ => self.sender.address.clone(),
        }
    }

    /// The game the mail names, if the sender plays in it.
    fn own_named_game(&self) -> Step<Option<GameId>> {
        let Some(id) = self.named_game()? else { return Ok(None) };
        Ok(self.tx.seats(id)?.iter().any(|s| s.player_id == self.sender.id).then_some(id))
    }

    fn execute(&mut self, c: Command) -> Step {
        self.acted_after_turn |= !self.pending.is_empty();
        self.asked |= matches!(
            c,
            Command::New(_)
                | Command::Board
                | Command::Games
                | Command::History
                | Command::Help
                | Command::Rules(_)
                | Command::Vacation(_)
                | Command::Remind(_)
                | Command::Conditions
                | Command::Notation(_)
                | Command::Language(_)
                | Command::Ratings(_)
                | Command::Name(_)
                | Command::Tournament(_)
                | Command::Watch(_)
                | Command::Seek(_)
                | Command::Analyse(_)
        );
        match c {
            Command::New(challenge) => self.new_game(challenge),
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
            Command::Help => self.help(None),
            Command::Rules(v) => self.rules(v.as_deref()),
            Command::Abort => self.abort(),
            Command::Vacation(days) => self.vacation(days),
            Command::Remind(r) => self.remind(r),
            Command::Conditional(turns) => self.conditional(&turns),
            Command::Conditions => self.conditions(),
            Command::ClearConditions => self.clear_conditions(),
            Command::Notation(d) => self.notation(d),
            Command::Language(l) => self.language_command(l),
            Command::Ratings(of) => self.ratings(of),
            Command::Name(change) => self.name(change),
            Command::Tournament(c) => self.tournament(c),
            Command::Watch(w) => self.watch(w),
            Command::Seek(c) => self.seek_command(c),
            Command::Analyse(n) => self.analyse(n),
        }
    }

    /// The letters to send: one mail per recipient, whatever the mail held
    /// (several letters to one address are combined where the first one
    /// stood), and what each is to its recipient for the limits.
    fn final_letters(&mut self) -> Result<Vec<Letter>, BotError> {
        // A request's confirmation goes alone: combined, its reply address
        // would be lost.
        let mut groups: Vec<Vec<Letter>> = Vec::new();
        for l in std::mem::take(&mut self.letters) {
            match groups.iter_mut().find(|g| g[0].to == l.to && !g[0].asks_confirmation() && !l.asks_confirmation()) {
                Some(g) => g.push(l),
                None => groups.push(vec![l]),
            }
        }
        let mut out = Vec::with_capacity(groups.len());
        for mut group in groups {
            let counts_as = if group[0].to == self.sender.address {
                if self.asked {
                    MailKind::Reply
                } else {
                    MailKind::Game
                }
            } else if group.iter().any(|l| l.template == "invitation.txt") {
                MailKind::Invitation
            } else {
                MailKind::Game
            };
            let mut letter = if group.len() == 1 {
                group.remove(0)
            } else {
                let language = match group[0].language {
                    Some(l) => l,
                    None => self.tx.language_of_address(&group[0].to)?.unwrap_or(self.cx.bot.language),
                };
                combine(group, self.cx.templates, language)?
            };
            letter.counts_as = counts_as;
            if letter.to == self.sender.address {
                // What the mail set is what its answer reads.
                letter.language = Some(self.language());
                if let Some(l) = self.language_guessed.take() {
                    if letter.template != "help.txt" {
                        letter.note = Some(crate::bot::language::language_line(l, true));
                    }
                }
            }
            out.push(letter);
        }
        Ok(out)
    }

    // ----- mail to the players -----

    /// A letter about `game` to `seat`; the sender's own answers their mail.
    fn to_seat(&self, game: GameId, seat: &SeatRow, template: &'static str, context: impl Serialize) -> Letter {
        let l = Letter::to_seat(self.cx.bot, game, seat, template, context);
        if seat.player_id == self.sender.id {
            l.in_answer_to(self.mail)
        } else {
            l
        }
    }

    /// The answer to the sender's mail, about no game in particular.
    fn reply(&self, template: &'static str, context: impl Serialize) -> Letter {
        let mut l = Letter::new(&self.sender.address, template, context).in_answer_to(self.mail);
        l.language = Some(self.language());
        l
    }

    /// The language the sender reads: theirs, or the server's.
    fn language(&self) -> crate::rules::Language {
        self.sender.language.unwrap_or(self.cx.bot.language)
    }

    /// A short notice to the player in `seat` of `game`, in their language.
    fn notice_in(&mut self, game: GameId, seat: &SeatRow, subject: &Msg, text: &Msg) {
        let language = if seat.player_id == self.sender.id { self.language() } else { news::reader_language(seat, self.cx.bot.language) };
        let l = self.to_seat(game, seat, "notice.txt", context! { subject => subject.text(language), text => text.text(language) });
        self.letters.push(l);
    }

    /// A short notice to the sender (in their seat `me` of `game`).
    fn notice(&mut self, game: GameId, me: &SeatRow, subject: &str, text: &str) {
        let l = self.to_seat(game, me, "notice.txt", context! { subject => subject, text => text });
        self.letters.push(l);
    }

    /// The clocks running in `g` as its board mails state them. `view`:
    /// [`View::Sending`] for the mails announcing a turn, which state the
    /// deadline as it will be when they leave.
    fn running_clocks(&self, g: &Loaded, view: View) -> Step<Vec<GameClock>> {
        if g.row.status != GameStatus::Active {
            return Ok(vec![]);
        }
        let Some(row) = self.tx.clock_row(g.row.id)? else { return Ok(vec![]) };
        let movers = g.rules.position().sides_to_move();
        Ok(schedule::game_clocks_of(self.tx, self.cx.timing, &row, &g.seats, &movers, self.cx.now, view)?)
    }

    /// The clock lines of a board mail to `seat`, from the game's running
    /// `clocks`: the deadline of the player to move (in four-player
    /// bughouse: the seat's own if it may move, else that of the player to
    /// move on its board, else the other board's), the time control, and a
    /// vacation pausing the clock; with the clock shown.
    fn clock_context(&self, clocks: &[GameClock], seat: &SeatRow) -> (minijinja::Value, Option<GameClock>) {
        let board = seat.seat.primary_side().board;
        let Some(clock) = clocks
            .iter()
            .find(|c| c.seat == seat.seat)
            .or_else(|| clocks.iter().find(|c| c.seat.primary_side().board == board))
            .or(clocks.first())
        else {
            return (context! {}, None);
        };
        let context = context! {
            deadline => self.cx.timing.deadline_words(clock.schedule.deadline),
            time_control => super::describe::time_control(&clock.control),
            paused_until => clock.paused_until.map(|t| self.cx.timing.deadline_words(t)),
        };
        (context, Some(clock.clone()))
    }

    /// The position mail to `seat`: `news` gives its first line (told
    /// whether it is the seat's move) and, after a move, the move in words.
    /// `announce`: it tells of a turn played (or the start), so to the seat
    /// whose turn begins now it is the turn's notice, and its clock starts
    /// when the mail leaves.
    fn position_letter(&self, g: &Loaded, seat: &SeatRow, news: &News<'_>, notes: &[(Seat, Msg)], announce: bool) -> Step<Letter> {
        let clocks = self.running_clocks(g, if announce { View::Sending } else { View::Running })?;
        self.position_letter_with(g, seat, news, notes, announce, &clocks)
    }

    /// [`Self::position_letter`] with the game's clocks already read (one
    /// reading serves every player's mail: nothing is written between).
    fn position_letter_with(
        &self,
        g: &Loaded,
        seat: &SeatRow,
        news: &News<'_>,
        notes: &[(Seat, Msg)],
        announce: bool,
        clocks: &[GameClock],
    ) -> Step<Letter> {
        let pos = g.rules.position();
        let movers = pos.sides_to_move();
        let to_move: Vec<&SeatRow> = g.seats_to_move();
        let team = seat.seat.team();
        let your_turn = seat.seat.may_act(&movers).is_some() && g.row.status == GameStatus::Active;
        let legal = if your_turn { g.legal_turns_for(seat.seat.primary_side()) } else { vec![] };
        let opponents: Vec<&str> = g.seats.iter().filter(|s| s.seat.team() != team).map(|s| s.address.as_str()).collect();
        let draw_offer =
            g.row.draw_offer_seat.filter(|s| s.team() != team).map(|s| {
                Msg::new("draw-offered").arg("who", g.seats.iter().find(|x| x.seat == s).map_or(s.as_str(), |x| x.address.as_str()))
            });
        let mine: Vec<&Msg> = notes.iter().filter(|(to, _)| *to == seat.seat).map(|(_, n)| n).collect();
        let (clock, shown) = self.clock_context(clocks, seat);
        let (example_move, example_form) =
            notation_examples(g.variant(), &legal, g.row.id.0 as usize * 7 + g.rules.played().len(), seat.notation);
        let context = context! {
            clock => clock,
            headline => (news.headline)(seat, your_turn),
            described => news.described,
            active => g.row.status == GameStatus::Active,
            notes => mine,
            check => pos.is_check() && !g.four_players(),
            your_turn => your_turn,
            to_move_name => g.names_to_move(),
            to_move_count => to_move.len(),
            to_move_side => seat_list(to_move.iter().map(|s| s.seat)),
            example_move => example_move,
            example_form => example_form,
            draw_offer => draw_offer,
            opponents => opponents.join(", "),
            fen => pos.fen(),
            ..seat_view(g, seat)
        };
        let mut letter = self.to_seat(g.row.id, seat, "position.txt", context).with_figure(figure(g, seat));
        // (Not the mail that starts the game: it says more than a turn.)
        if announce && !g.rules.played().is_empty() && g.seats.iter().any(crate::store::is_computer_seat) {
            letter.board_ply = Some(g.rules.played().len() as u32);
            // The computer to move next: the mail waits for its answer (see
            // `computer::computer_acts`), as long as its search may take.
            let computer_next = g.seats.iter().any(|s| crate::store::is_computer_seat(s) && s.seat.may_act(&movers).is_some());
            if computer_next && g.row.status == GameStatus::Active {
                if let Some(level) = self.tx.computer_level(g.row.id)? {
                    letter.hold = Some(self.cx.engine.move_time(g.variant(), level) + COMPUTER_ANSWER_MARGIN);
                }
            }
        }
        if let Some(c) = shown {
            let plies = g.rules.played().len() as u32;
            if announce && your_turn && c.seat == seat.seat && c.ply == plies {
                letter.notice = Some((c.seat, c.ply));
            }
            letter.deadlines.push(Deadline { game: g.row.id, seat: c.seat, ply: c.ply, at: c.schedule.deadline });
        }
        Ok(letter)
    }

    /// Every player gets the new position; `notes` are (seat, line) extras.
    fn announce_position(&mut self, g: &Loaded, news: &News<'_>, notes: &[(Seat, Msg)]) -> Step {
        let clocks = self.running_clocks(g, View::Sending)?;
        for seat in &g.seats {
            let l = self.position_letter_with(g, seat, news, notes, true, &clocks)?;
            self.letters.push(l);
        }
        Ok(())
    }
}

/// The seats to move, in words: one, or two (`White on board A, Black on
/// board B`).
fn seat_list(seats: impl Iterator<Item = Seat>) -> Msg {
    Msg::list(seats.map(Msg::seat).collect())
}

fn command_refusal(e: &CommandError) -> Refusal {
    Refusal { line: Some(e.line().to_string()), ..Refusal::new(e.message()) }
}
