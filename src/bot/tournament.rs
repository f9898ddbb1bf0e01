//! What a tournament's section does without a mail to act on: a finished
//! game's place in it (told by `end_game`, in the transaction of the
//! result), the withdrawal of an entrant and the forfeits it brings, the
//! end of the section, and calling a tournament off.
//!
//! Entrants are named to each other by their public names
//! (`crate::store::public_name`); the mails of the games themselves are
//! ordinary game mail.

use chrono::{DateTime, Utc};
use minijinja::context;

use super::letters::Letter;
use super::{BotError, Ctx};
use crate::rules::{Color, Outcome, Variant, WinReason};
use crate::store::{EntrantRow, GameId, GameStatus, Member, TournamentGameRow, TournamentRow, TournamentStatus, Tx};
pub(super) use crate::tournaments::section::{names, section, Section};
use crate::tournaments::{withdrawal, Scoring, Why};

/// `Tournament #3, Spring Open`: how mails name a tournament.
pub(super) fn title(t: &TournamentRow) -> String {
    format!("Tournament #{}, {}", t.id.0, t.name)
}

/// The game of a tournament: its title (`Chess`).
pub(super) fn variant_title(t: &TournamentRow) -> &'static str {
    t.variant.parse::<Variant>().map_or("?", |v| v.title())
}

/// What a tournament is, in a line: `Chess, single round robin, 3 to 16
/// entrants, 3 days per move, rated, FIDE withdrawal rule`.
pub(super) fn describe(cx: &Ctx<'_>, t: &TournamentRow) -> String {
    let o = &t.options;
    let kind = if o.double { "double round robin" } else { "single round robin" };
    let teams = if teams(t) { "teams of two" } else { "entrants" };
    let size = if o.min == o.max { format!("{} {teams}", o.min) } else { format!("{} to {} {teams}", o.min, o.max) };
    let control = cx.timing.control(Some(o.days.unwrap_or(cx.timing.time.days_per_move)), o.moves).describe();
    let rated = if o.casual { "casual" } else { "rated" };
    format!("{}, {kind}, {size}, {control}, {rated}, {} withdrawal rule", variant_title(t), o.withdrawals.name().to_uppercase())
}

/// Whether the tournament's entrants are teams of two (four-player games).
pub(super) fn teams(t: &TournamentRow) -> bool {
    t.variant.parse::<Variant>().is_ok_and(|v| crate::rules::Seat::of(v).len() == 4)
}

/// A mail about a tournament to one of its players.
pub(super) fn letter_to(m: &Member, template: &'static str, context: minijinja::Value) -> Letter {
    let mut l = Letter::new(&m.address, template, context);
    l.player = Some(m.id);
    l
}

/// A short notice about a tournament to `m`.
pub(super) fn notice_to(m: &Member, subject: &str, text: &str) -> Letter {
    letter_to(m, "notice.txt", context! { subject => subject, text => text })
}

/// The game `game` just ended with `o` (in the transaction of the result):
/// a loss on time is counted (the third withdraws the entrant), the
/// entrants' crosstables are due, and the section ends with its last game.
/// The letters are the withdrawal's, for the caller to send with the result.
pub(super) fn game_ended(tx: &Tx<'_>, cx: &Ctx<'_>, game: GameId, o: &Outcome) -> Result<Vec<Letter>, BotError> {
    let Some(g) = tx.tournament_game(game)? else { return Ok(vec![]) };
    let Some(t) = tx.tournament(g.tournament)?.filter(|t| t.status == TournamentStatus::Running) else { return Ok(vec![]) };
    let mut letters = Vec::new();
    if let Outcome::Win { winner, reason: WinReason::Time } = o {
        tx.mark_time_loss(game)?;
        let loser = if *winner == Color::White { g.black } else { g.white };
        let losses = tx
            .tournament_games(t.id)?
            .iter()
            .filter(|x| x.time_loss && x.status == GameStatus::Finished)
            .filter(|x| {
                (x.white == loser && x.result.as_deref() == Some("0-1")) || (x.black == loser && x.result.as_deref() == Some("1-0"))
            })
            .count() as u32;
        let entrant = tx.entrants(t.id)?.into_iter().find(|e| e.number == Some(loser) && e.withdrawn_at.is_none());
        if let (true, Some(e)) = (losses >= withdrawal::TIME_LOSSES, entrant) {
            let (_, more) = withdraw(tx, cx, &t, &e, Why::Time)?;
            letters.extend(more);
            return Ok(letters);
        }
    }
    after_result(tx, cx, &t)?;
    Ok(letters)
}

/// After a result: every entrant still in the section is due a crosstable
/// (at most one a clock day: one sent less than a day ago waits), and the
/// section ends with its last game.
fn after_result(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow) -> Result<(), BotError> {
    let entrants = tx.entrants(t.id)?;
    if tx.tournament_games(t.id)?.iter().all(|g| g.status != GameStatus::Active) {
        // The final standings go to every entrant at once.
        tx.set_tournament_status(t.id, TournamentStatus::Finished, cx.now)?;
        for e in &entrants {
            tx.news_due(e.id, cx.now)?;
        }
        return Ok(());
    }
    let day = cx.timing.time.day();
    for e in entrants.iter().filter(|e| e.withdrawn_at.is_none()) {
        let at: DateTime<Utc> = match e.news_sent_at {
            Some(sent) if sent + day > cx.now => sent + day,
            _ => cx.now,
        };
        tx.news_due(e.id, at)?;
    }
    Ok(())
}

/// Withdraws entrant `e` from the running section `t`: their games in play
/// end (aborted: unrated), lost by forfeit or, under FIDE's rule when they
/// finished fewer than half of their games, all their games annulled. The
/// players of those games are told in each game's thread (the letters).
pub(super) fn withdraw(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow, e: &EntrantRow, why: Why) -> Result<(Scoring, Vec<Letter>), BotError> {
    let Some(no) = e.number else { return Ok((Scoring::RestLost, vec![])) };
    let games: Vec<TournamentGameRow> = tx.tournament_games(t.id)?.into_iter().filter(|g| g.white == no || g.black == no).collect();
    let finished = games.iter().filter(|g| g.status == GameStatus::Finished).count() as u32;
    let scoring = withdrawal::scoring(t.options.withdrawals, finished, games.len() as u32);
    let annulled = scoring == Scoring::Annulled;
    tx.withdraw_entrant(e.id, why.as_str(), annulled, cx.now)?;
    // No more crosstables for them; the final standings come to everyone.
    tx.news_sent(e.id, cx.now, false)?;
    let name = e.shown();
    let reason = match why {
        Why::Withdrew => format!("{name} withdrew from {}", title(t)),
        Why::Time => format!("{name} lost three games on time and is withdrawn from {}", title(t)),
    };
    let counts = if annulled {
        format!(
            "{name} finished {finished} of {} games, fewer than half, so none of {name}'s games counts in the crosstable (FIDE's rule).",
            games.len()
        )
    } else {
        format!("The game counts as lost by {name}.")
    };
    let mut letters = Vec::new();
    for g in games.iter().filter(|g| g.status == GameStatus::Active) {
        tx.set_game_status(g.game, GameStatus::Aborted, cx.now)?;
        tx.set_forfeit(g.game, (!annulled).then_some(no))?;
        for seat in tx.seats(g.game)? {
            let text = format!("Game #{} is over: {reason}.\n{counts}", g.game.0);
            let l = Letter::to_seat(
                cx.bot,
                g.game,
                &seat,
                "notice.txt",
                context! { subject => format!("Game over: {name} left the tournament"), text => text },
            );
            letters.push(l);
        }
    }
    after_result(tx, cx, t)?;
    Ok((scoring, letters))
}

/// Calls `t` off: its games in play are aborted (they do not count), and
/// every entrant is told why (`why`, a sentence). The letters are for the
/// caller to send.
pub(super) fn cancel(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow, why: &str) -> Result<Vec<Letter>, BotError> {
    let mut letters = Vec::new();
    for g in tx.tournament_games(t.id)?.iter().filter(|g| g.status == GameStatus::Active) {
        tx.set_game_status(g.game, GameStatus::Aborted, cx.now)?;
        for seat in tx.seats(g.game)? {
            let text = format!("Game #{} is over: {} was called off. {why}\nThe game does not count.", g.game.0, title(t));
            letters.push(Letter::to_seat(
                cx.bot,
                g.game,
                &seat,
                "notice.txt",
                context! { subject => "Game over: tournament called off", text => text },
            ));
        }
    }
    tx.set_tournament_status(t.id, TournamentStatus::Cancelled, cx.now)?;
    for e in tx.entrants(t.id)? {
        tx.news_sent(e.id, cx.now, false)?;
        for m in e.members() {
            let text = format!("{} ({}) is called off. {why}", title(t), describe(cx, t));
            letters.push(notice_to(m, &format!("{}: called off", title(t)), &text));
        }
    }
    Ok(letters)
}

/// When an entry still waiting for its partner is given up.
pub(super) fn partner_deadline(cx: &Ctx<'_>, joined: DateTime<Utc>) -> DateTime<Utc> {
    joined + crate::clocks::clock::partner_wait(cx.timing.time.day())
}
