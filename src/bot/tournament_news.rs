//! What the scheduler does for a tournament when its time comes: the
//! crosstable mails (one per entrant after results, at most one a clock
//! day: the results in between wait for it, a digest), the final standings
//! with every game of the tournament as PGN, the start at the start date,
//! and the entries whose partner did not confirm in time. Each runs in the
//! transaction that queues its mail, as the reminders do.

use minijinja::context;

use super::game::{load_game, pgn_named, stored_result};
use super::letters::{enqueue, Letter};
use super::session::tournament_start::start_at_date;
use super::tournament::{crosstable_words, letter_to, names, notice_to, partner_deadline, section, standings, subject, title, Section};
use super::{BotError, Ctx};
use crate::clocks::clock::PARTNER_DAYS;
use crate::i18n::{Arg, Language, Msg};
use crate::mail::Attachment;
use crate::store::{EntrantRow, GameStatus, TournamentGameRow, TournamentId, TournamentRow, TournamentStatus, Tx};

/// Does what is due in tournament `id` at `cx.now`; what was done, if anything.
pub(super) fn run(tx: &Tx<'_>, cx: &Ctx<'_>, id: TournamentId) -> Result<Option<String>, BotError> {
    let Some(t) = tx.tournament(id)? else { return Ok(None) };
    let mut done = Vec::new();
    if t.status == TournamentStatus::Open {
        for e in tx.entrants(t.id)? {
            if e.confirmed_at.is_some() || partner_deadline(cx, e.joined_at) > cx.now {
                continue;
            }
            tx.remove_entrant(e.id)?;
            let partner = e.partner.as_ref().map_or("none", |p| p.address.as_str());
            let text = Msg::new("tournament-partner-late").arg("partner", partner).arg("days", PARTNER_DAYS).arg("title", title(&t));
            enqueue(tx, cx, notice_to(&e.player, subject(&t, "partner-late"), text).generated())?;
            done.push(format!("tournament #{}: an entry without its partner dropped", t.id.0));
        }
        if t.starts_at.is_some_and(|at| at <= cx.now) {
            done.push(start_at_date(tx, cx, &t)?);
        }
    }
    let Some(t) = tx.tournament(id)? else { return Ok(None) };
    let due: Vec<EntrantRow> = tx.entrants(t.id)?.into_iter().filter(|e| e.news_due_at.is_some_and(|at| at <= cx.now)).collect();
    if !due.is_empty() {
        match t.status {
            TournamentStatus::Running | TournamentStatus::Finished => {
                let sent = news(tx, cx, &t, &due)?;
                done.push(format!("tournament #{}: {sent} crosstable mails", t.id.0));
            }
            _ => {
                for e in &due {
                    tx.news_sent(e.id, cx.now, false)?;
                }
            }
        }
    }
    Ok((!done.is_empty()).then(|| done.join("; ")))
}

/// The crosstable (or, once the section is over, the final standings) to
/// the entrants `due`, each player in their language; the number of mails.
fn news(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow, due: &[EntrantRow]) -> Result<usize, BotError> {
    let s = section(tx, t)?;
    let finished = t.status == TournamentStatus::Finished;
    // The crosstable as text and as HTML, drawn once per language read.
    let mut drawn: Vec<(Language, String, String)> = Vec::new();
    let file = format!("tournament-{}.pgn", t.id.0);
    let pgn = if finished { Some(tournament_pgn(tx, cx, t, &s)?) } else { None };
    let in_play = s.games.iter().filter(|g| g.status == GameStatus::Active).count();
    // The PGN holds the games played to a result; the mail names the others.
    let left_out: Vec<Msg> = s
        .games
        .iter()
        .filter(|g| finished && g.status != GameStatus::Finished)
        .map(|g| Msg::new("tournament-game-number").arg("id", g.game.0))
        .collect();
    let left_count = left_out.len();
    let left_out = (left_count > 0).then(|| Msg::list(left_out));
    let standings = standings(&s.table, finished);
    let mut sent = 0;
    for e in due {
        let results: Vec<Msg> = s
            .games
            .iter()
            .filter(|g| g.status.is_final() && e.news_sent_at.is_none_or(|at| g.updated_at > at))
            .map(|g| result_line(&s, g))
            .collect();
        for m in e.members() {
            let language = tx.language_of_address(&m.address)?.unwrap_or(cx.bot.language);
            if !drawn.iter().any(|(l, ..)| *l == language) {
                let words = crosstable_words(language);
                drawn.push((language, s.table.text(finished, &words), s.table.html(finished, &words)));
            }
            let Some((_, text, html)) = drawn.iter().find(|(l, ..)| *l == language) else { continue };
            let mut l: Letter = letter_to(
                m,
                "crosstable.txt",
                context! {
                    title => title(t),
                    id => t.id.0,
                    final => finished,
                    over => s.table.over,
                    total => s.table.games,
                    results => results,
                    standings => standings,
                    crosstable => text,
                    in_play => in_play,
                    file => file,
                    left_out => left_out,
                    left_count => left_count,
                },
            )
            .generated();
            // The crosstable's words are the reader's: the mail is written in theirs.
            l.language = Some(language);
            l.passages.push((text.clone(), html.clone()));
            if let Some(pgn) = &pgn {
                l.attachments.push(Attachment {
                    filename: file.clone(),
                    content_type: "application/x-chess-pgn".into(),
                    body: pgn.clone().into_bytes(),
                });
            }
            enqueue(tx, cx, l)?;
            sent += 1;
        }
        tx.news_sent(e.id, cx.now, true)?;
    }
    Ok(sent)
}

/// `Round 1, game #12: Ben 1-0 Eve (White wins by resignation)`.
fn result_line(s: &Section, g: &TournamentGameRow) -> Msg {
    let (w, b) = (s.shown(g.white), s.shown(g.black));
    let what = match (g.status, &g.result, g.forfeit) {
        (GameStatus::Finished, Some(r), _) => Msg::new("tournament-result")
            .arg("white", w)
            .arg("score", r.replace("1/2", "½"))
            .arg("black", b)
            .arg("reason", g.reason.as_deref().map_or(Arg::from("none"), |x| Arg::from(stored_result(x)))),
        (_, _, Some(loser)) => {
            let (score, loser) = if loser == g.white { ("-:+", &w) } else { ("+:-", &b) };
            Msg::new("tournament-result-forfeit")
                .arg("white", w.as_str())
                .arg("score", score)
                .arg("black", b.as_str())
                .arg("loser", loser.as_str())
        }
        _ => Msg::new("tournament-result-void").arg("white", w).arg("black", b),
    };
    Msg::new("tournament-result-line").arg("round", g.round).arg("id", g.game.0).arg("what", what)
}

/// Every finished game of the section as PGN (BPGN for the two-board
/// games), round by round, the players by their public names, Event and
/// Round the tournament's.
fn tournament_pgn(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow, s: &Section) -> Result<String, BotError> {
    let names = names(&s.entrants);
    let name =
        |seat: &crate::store::SeatRow| names.iter().find(|(id, _)| *id == seat.player_id).map_or("?".to_string(), |(_, n)| n.clone());
    let mut out = Vec::new();
    for g in s.games.iter().filter(|g| g.status == GameStatus::Finished) {
        if let Some(loaded) = load_game(tx, g.game)? {
            out.push(pgn_named(cx.bot, &loaded, &name, Some((&t.name, g.round)), &cx.bot.address));
        }
    }
    Ok(out.join("\n"))
}
