//! What observers are told, after each pass of the daemon: for every game
//! that changed (`watch_changes`, filled by the store's triggers), each
//! observer who has not been told of it yet gets the news (the turns since
//! their last mail, the start, the end with the PGN), the board from
//! White's (South's) side and the clock: the observer's view. Players are
//! named by their public names; nothing a player did not make public
//! (secret reply addresses, `say`, conditional moves) is in it, since
//! it is all made from the store's public record (`public_game.rs`).
//!
//! What each observer was told is kept with the observation, in the
//! transaction that queues the mail, so news goes out once. An observer
//! gets at most `[limits] observer_mails_per_hour` mails an hour: news of
//! several games at once is one digest, and news past the limit waits
//! (`observer_holds`) and goes out as one digest when the hour is over.

use std::collections::BTreeMap;

use chrono::{DateTime, TimeDelta, Utc};
use minijinja::{context, Value};
use serde::Serialize;

use super::letters::{enqueue, Figure, Letter};
use super::public_game::{self, PublicGame};
use super::{BotError, Ctx};
use crate::i18n::Msg;
use crate::mail::Attachment;
use crate::store::{GameId, GameStatus, ObserverRow, PlayerId, Store, StoreError, Tx, Via};

/// The window of `observer_mails_per_hour`.
const HOUR: TimeDelta = TimeDelta::hours(1);
/// Held observers looked at in one pass.
const HOLDS_PER_PASS: usize = 100;

/// What telling the observers did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Told {
    /// Mails queued.
    pub mails: usize,
    /// Observers whose news waits for the hour to end.
    pub held: usize,
    /// When held news is due next.
    pub next: Option<DateTime<Utc>>,
}

/// Tells the observers of `changed` what they have not been told, and
/// the held observers whose hour is over everything that waited.
pub(super) fn tell(store: &mut Store, cx: &Ctx<'_>, changed: &[GameId]) -> Result<Told, BotError> {
    store.transaction(|tx| {
        let mut games: BTreeMap<GameId, Option<PublicGame>> = BTreeMap::new();
        // Per observer: their observations with news, in game order.
        let mut news: BTreeMap<PlayerId, Vec<ObserverRow>> = BTreeMap::new();
        for &id in changed {
            let observers = tx.observers_of(id)?;
            if observers.is_empty() {
                continue;
            }
            let g = load_or_log(tx, id)?;
            for o in observers {
                if g.as_ref().is_some_and(|g| has_news(&o, g)) {
                    news.entry(o.player_id).or_default().push(o);
                }
            }
            games.insert(id, g);
        }
        let mut released = Vec::new();
        for player in tx.observer_holds_due(cx.now, HOLDS_PER_PASS)? {
            tx.release_observer(player)?;
            released.push(player);
            let mut all = Vec::new();
            for o in tx.observed_by(player)? {
                if let std::collections::btree_map::Entry::Vacant(e) = games.entry(o.game_id) {
                    e.insert(load_or_log(tx, o.game_id)?);
                }
                if games[&o.game_id].as_ref().is_some_and(|g| has_news(&o, g)) {
                    all.push(o);
                }
            }
            news.insert(player, all);
        }
        let mut told = Told::default();
        for (player, list) in news {
            if list.is_empty() {
                continue;
            }
            if tx.observer_held_until(player)?.is_some_and(|until| until > cx.now) {
                continue;
            }
            let (count, oldest) = tx.observer_mail_since(player, cx.now - HOUR)?;
            if count >= cx.limits.observer_mails_per_hour.max(1) {
                tx.hold_observer(player, oldest.unwrap_or(cx.now) + HOUR)?;
                told.held += 1;
                continue;
            }
            let list: Vec<(&ObserverRow, &PublicGame)> =
                list.iter().filter_map(|o| games.get(&o.game_id).and_then(Option::as_ref).map(|g| (o, g))).collect();
            if send(tx, cx, &list, released.contains(&player))? {
                tx.note_observer_mail(player, cx.now)?;
                told.mails += 1;
            }
            for (o, g) in &list {
                if g.status().is_final() {
                    tx.unobserve(o.game_id, o.player_id)?;
                } else {
                    tx.set_told(o.game_id, o.player_id, g.plies() as u32, g.status())?;
                }
            }
        }
        told.next = tx.next_observer_hold()?;
        Ok(told)
    })
}

/// Game `id` as the public sees it; a game that cannot be read (it does
/// not replay) is logged and has no news, so that it holds up no one
/// else's. Only the store failing is an error.
fn load_or_log(tx: &Tx<'_>, id: GameId) -> Result<Option<PublicGame>, BotError> {
    match public_game::load(tx, id) {
        Err(e @ BotError::Store(StoreError::Corrupt(_))) => {
            tracing::error!(game = id.0, "game #{} cannot be read for its observers: {}", id.0, crate::error::chain(&e));
            Ok(None)
        }
        other => other,
    }
}

/// Whether `o` has not been told of something in `g`.
fn has_news(o: &ObserverRow, g: &PublicGame) -> bool {
    g.plies() as u32 > o.told_ply || g.status() != o.told_status
}

/// What an observer is told of `g` since `o`'s last mail: a line per
/// turn, the start, the end. `None`: nothing worth a mail (a followed
/// player's challenge that was never played).
fn headline(o: &ObserverRow, g: &PublicGame) -> Option<Vec<Msg>> {
    let mut lines = Vec::new();
    if o.told_status == GameStatus::Invited && g.status() != GameStatus::Invited && g.status() != GameStatus::Declined {
        lines.push(Msg::new("observed-started"));
    }
    for t in g.turns().iter().skip(o.told_ply as usize) {
        lines.push(Msg::new("observed-turn").arg("who", t.by.as_str()).arg("turn", t.numbered()).arg("words", t.words.clone()));
    }
    match g.status() {
        GameStatus::Finished => lines.push(Msg::new("observed-over").arg("result", g.result_words())),
        GameStatus::Declined | GameStatus::Aborted if o.via != Via::Game => return None,
        GameStatus::Declined => lines.push(Msg::new("observed-declined").arg("id", g.id().0)),
        GameStatus::Aborted => lines.push(Msg::new("observed-aborted").arg("id", g.id().0)),
        GameStatus::Active | GameStatus::Invited => {}
    }
    (!lines.is_empty()).then_some(lines)
}

/// Queues the mail for one observer's news (`list`, all theirs): a board
/// mail for one game, a digest for several. `false` when there was
/// nothing worth a mail.
fn send(tx: &Tx<'_>, cx: &Ctx<'_>, list: &[(&ObserverRow, &PublicGame)], held: bool) -> Result<bool, BotError> {
    let told: Vec<(&ObserverRow, &PublicGame, Vec<Msg>)> = list.iter().filter_map(|(o, g)| headline(o, g).map(|h| (*o, *g, h))).collect();
    match told.as_slice() {
        [] => Ok(false),
        [(o, g, headline)] => {
            let l = letter(tx, cx, g, o.player_id, &o.address, o.via, headline)?;
            enqueue(tx, cx, l.generated())?;
            Ok(true)
        }
        many => {
            let (o, _, _) = many[0];
            let mut entries = Vec::new();
            let mut figures = Vec::new();
            let mut attachments = Vec::new();
            for (_, g, headline) in many {
                let (view, figure) = view(tx, cx, g, headline)?;
                entries.push(view);
                figures.push(figure);
                if g.status() == GameStatus::Finished {
                    attachments.push(pgn_attachment(cx, g));
                }
            }
            let mut l = Letter::new(
                &o.address,
                "observer_digest.txt",
                context! { count => many.len(), games => entries, held => held, per_hour => cx.limits.observer_mails_per_hour },
            );
            l.player = Some(o.player_id);
            l.figures = figures;
            l.attachments = attachments;
            enqueue(tx, cx, l.generated())?;
            Ok(true)
        }
    }
}

/// What a mail shows of one game to an observer.
#[derive(Serialize)]
struct View {
    game_id: i64,
    variant_title: crate::i18n::Msg,
    players: Msg,
    sides: String,
    headline: Vec<Msg>,
    board: crate::rules::BoardText,
    active: bool,
    to_move: Msg,
    deadline: Option<Msg>,
    paused_until: Option<Msg>,
    time_control: Option<Msg>,
    result: Option<String>,
    result_text: Msg,
    url: Option<String>,
}

/// What a mail shows of `g` to an observer, after `headline`: the board
/// (as text and as a picture), whose move and until when, or the result.
fn view(tx: &Tx<'_>, cx: &Ctx<'_>, g: &PublicGame, headline: &[Msg]) -> Result<(View, Figure), BotError> {
    let (diagram, board) = g.board();
    let clock = public_game::clock(tx, cx.timing, g.id(), cx.now)?;
    let row = g.row();
    let finished = g.status() == GameStatus::Finished;
    let view = View {
        game_id: g.id().0,
        variant_title: crate::i18n::Msg::variant(g.variant()),
        players: g.players_words(),
        sides: g.sides_short(),
        headline: headline.to_vec(),
        board: board.clone(),
        active: g.status() == GameStatus::Active,
        to_move: g.to_move_words(),
        deadline: clock.as_ref().map(|c| cx.timing.deadline_words(c.deadline)),
        paused_until: clock.as_ref().and_then(|c| c.paused_until).map(|t| cx.timing.deadline_words(t)),
        time_control: clock.as_ref().map(|c| c.control_words.clone()),
        result: if finished { row.result.clone() } else { None },
        result_text: g.result_words(),
        url: cx.bot.game_url(g.id()),
    };
    Ok((view, Figure { text: board, diagram }))
}

fn pgn_attachment(cx: &Ctx<'_>, g: &PublicGame) -> Attachment {
    Attachment { filename: g.pgn_name(), content_type: "application/x-chess-pgn".into(), body: g.pgn(cx.bot).into_bytes() }
}

/// The board mail about `g` to the observer `player` at `address`, who
/// observes it `via` that way, opening with `headline`; threaded under
/// the last mail to them about the game. The final one carries the PGN.
pub(super) fn letter(
    tx: &Tx<'_>,
    cx: &Ctx<'_>,
    g: &PublicGame,
    player: PlayerId,
    address: &str,
    via: Via,
    headline: &[Msg],
) -> Result<Letter, BotError> {
    let (view, figure) = view(tx, cx, g, headline)?;
    let finished = g.status() == GameStatus::Finished;
    let why = Msg::new("observed-why")
        .arg(
            "via",
            match via {
                Via::Game => "game",
                Via::Follow => "follow",
                Via::Tournament => "tournament",
            },
        )
        .arg("id", g.id().0);
    let pgn = finished.then(|| g.pgn(cx.bot));
    let mut l = Letter::new(address, "observer.txt", context! { why => why, pgn => pgn, ..Value::from_serialize(&view) });
    l.game = Some(g.id());
    l.player = Some(player);
    if finished {
        l.attachments.push(pgn_attachment(cx, g));
    }
    Ok(l.with_figure(figure))
}
