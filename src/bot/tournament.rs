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

use super::describe::{names_in_words, time_control};
use super::letters::Letter;
use super::{BotError, Ctx};
use crate::i18n::{Language, Msg};
use crate::rules::{Color, Outcome, Variant, WinReason};
use crate::store::{EntrantRow, GameId, GameStatus, Member, TournamentGameRow, TournamentRow, TournamentStatus, Tx};
use crate::tournaments::section::Waiting;
pub(super) use crate::tournaments::section::{names, section, Section};
use crate::tournaments::{withdrawal, Crosstable, Scoring, Standing, Why, Words};

/// `Tournament #3, Spring Open`: how mails name a tournament.
pub(super) fn title(t: &TournamentRow) -> Msg {
    Msg::new("tournament-title").arg("id", t.id.0).arg("name", t.name.as_str())
}

/// The game of a tournament, in words (`Chess`).
pub(super) fn variant_msg(t: &TournamentRow) -> Msg {
    Msg::new("variant").arg("v", t.variant.as_str())
}

/// What a tournament is, in a line: `Chess, single round robin, 3 to 16
/// entrants, 3 days per move, rated, FIDE withdrawal rule`.
pub(super) fn describe(cx: &Ctx<'_>, t: &TournamentRow) -> Msg {
    let o = &t.options;
    let teams = yes_no(teams(t));
    let size = if o.min == o.max {
        Msg::new("tournament-size").arg("n", o.min).arg("teams", teams)
    } else {
        Msg::new("tournament-size-range").arg("min", o.min).arg("max", o.max).arg("teams", teams)
    };
    let control = time_control(&cx.timing.control(Some(o.days.unwrap_or(cx.timing.time.days_per_move)), o.moves));
    Msg::new("tournament-terms")
        .arg("variant", variant_msg(t))
        .arg("double", yes_no(o.double))
        .arg("size", size)
        .arg("control", control)
        .arg("rated", if o.casual { "casual" } else { "rated" })
        .arg("rule", o.withdrawals.name())
}

/// `yes` or `no`, as the catalogue's selectors read a flag.
pub(super) fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The subject of a mail about `t`: its title, then `what` it is (a
/// selector of `tournament-subject`: `open`, `joined`, `final`...).
pub(super) fn subject(t: &TournamentRow, what: &str) -> Msg {
    Msg::new("tournament-subject").arg("title", title(t)).arg("what", what)
}

/// The words a crosstable is drawn with in `language` (the web archive's
/// and the operator's: English).
pub fn crosstable_words(language: Language) -> Words {
    let w = |id: &'static str| Msg::new(id).text(language);
    let left = |why: &str, annulled: &str| Msg::new("crosstable-left").arg("why", why).arg("annulled", annulled).text(language);
    let html = |annulled: &str| Msg::new("crosstable-left-html").arg("annulled", annulled).text(language);
    Words {
        pts: w("crosstable-pts"),
        sb: w("crosstable-sb"),
        won: w("crosstable-won"),
        place: w("crosstable-place"),
        perf: w("crosstable-perf"),
        number: w("crosstable-number"),
        name: w("crosstable-name"),
        points: w("crosstable-points"),
        withdrew: left("withdrew", "no"),
        withdrawn_on_time: left("time", "no"),
        withdrew_annulled: left("withdrew", "yes"),
        withdrawn_on_time_annulled: left("time", "yes"),
        withdrawn: html("no"),
        withdrawn_annulled: html("yes"),
    }
}

/// The standings of `table` by place, a line each: `1. Dan   3½ points
/// (SB 5.75, 3 won, performance 1767)`; `performance` adds that.
pub fn standings(table: &Crosstable, performance: bool) -> Vec<Msg> {
    table.standings(performance).iter().map(standing).collect()
}

fn standing(s: &Standing) -> Msg {
    Msg::new("crosstable-standing")
        .arg("place", s.place.as_str())
        .arg("name", s.name.as_str())
        .arg("points", s.points.as_str())
        .arg("whole", s.whole)
        .arg("half", yes_no(s.half))
        .arg("sb", s.sb.as_str())
        .arg("won", s.wins)
        .arg("performance", s.performance.map_or(crate::i18n::Arg::from("none"), crate::i18n::Arg::from))
        .arg("annulled", yes_no(s.annulled))
}

/// A game in play and who is to move: `#12, round 3: Ann against Dan: Ann to move`.
pub fn waiting_line(w: &Waiting) -> Msg {
    let names: Vec<&str> = w.to_move.iter().map(String::as_str).collect();
    Msg::new("tournament-waiting")
        .arg("id", w.game)
        .arg("round", w.round)
        .arg("white", w.white.as_str())
        .arg("black", w.black.as_str())
        .arg("to_move", names_in_words(&names))
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

/// A short notice about a tournament to `m`, in their language.
pub(super) fn notice_to(m: &Member, subject: Msg, text: Msg) -> Letter {
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
    let mut letters = Vec::new();
    for g in games.iter().filter(|g| g.status == GameStatus::Active) {
        tx.set_game_status(g.game, GameStatus::Aborted, cx.now)?;
        tx.set_forfeit(g.game, (!annulled).then_some(no))?;
        let text = Msg::new("tournament-withdrawal-game")
            .arg("id", g.game.0)
            .arg("name", name.as_str())
            .arg("title", title(t))
            .arg("why", why.as_str())
            .arg("annulled", yes_no(annulled))
            .arg("finished", finished)
            .arg("total", games.len());
        let subject = Msg::new("tournament-withdrawal-subject").arg("name", name.as_str());
        for seat in tx.seats(g.game)? {
            let l = Letter::to_seat(cx.bot, g.game, &seat, "notice.txt", context! { subject => subject, text => text });
            letters.push(l);
        }
    }
    after_result(tx, cx, t)?;
    Ok((scoring, letters))
}

/// Calls `t` off: its games in play are aborted (they do not count), and
/// every entrant is told why (`why`, a sentence: `tournament-why-*`). The
/// letters are for the caller to send.
pub(super) fn cancel(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow, why: Msg) -> Result<Vec<Letter>, BotError> {
    let mut letters = Vec::new();
    for g in tx.tournament_games(t.id)?.iter().filter(|g| g.status == GameStatus::Active) {
        tx.set_game_status(g.game, GameStatus::Aborted, cx.now)?;
        let text = Msg::new("tournament-called-off-game").arg("id", g.game.0).arg("title", title(t)).arg("why", why.clone());
        for seat in tx.seats(g.game)? {
            letters.push(Letter::to_seat(
                cx.bot,
                g.game,
                &seat,
                "notice.txt",
                context! { subject => Msg::new("tournament-called-off-game-subject"), text => text },
            ));
        }
    }
    tx.set_tournament_status(t.id, TournamentStatus::Cancelled, cx.now)?;
    let text = Msg::new("tournament-called-off").arg("title", title(t)).arg("terms", describe(cx, t)).arg("why", why);
    for e in tx.entrants(t.id)? {
        tx.news_sent(e.id, cx.now, false)?;
        for m in e.members() {
            letters.push(notice_to(m, subject(t, "called-off"), text.clone()));
        }
    }
    Ok(letters)
}

/// When an entry still waiting for its partner is given up.
pub(super) fn partner_deadline(cx: &Ctx<'_>, joined: DateTime<Utc>) -> DateTime<Utc> {
    joined + crate::clocks::clock::partner_wait(cx.timing.time.day())
}
