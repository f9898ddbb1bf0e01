//! `tandem tournaments`: every tournament in the store; `tandem tournament
//! N`: one, with its entrants (their addresses too: this is the operator)
//! and the crosstable the players get; `--cancel` calls it off (its games
//! in play aborted, every entrant told by mail, sent at once).

use chrono::Utc;
use tandem::config::Config;
use tandem::i18n::{Language, Msg};
use tandem::store::{TournamentId, TournamentRow, TournamentStatus};
use tandem::tournaments::section::{section, waiting};

use super::error::{CliError, CliResult};
use super::operator::open_store;

fn line(t: &TournamentRow, entrants: usize, organiser: &str) -> String {
    let kind = if t.options.double { "double" } else { "single" };
    format!(
        "#{:<4} {:<24} {:<14} {:<9} {kind:<6} {entrants:>2} entrants  organiser {organiser}",
        t.id.0,
        t.name,
        t.variant,
        t.status.as_str()
    )
}

pub fn tournaments(cfg: &Config) -> CliResult {
    let mut store = open_store(cfg)?;
    store.transaction(|tx| {
        let all = tx.all_tournaments()?;
        if all.is_empty() {
            println!("no tournaments");
        }
        for t in all {
            let organiser = tx.player(t.organiser)?.map_or_else(|| "?".to_string(), |p| p.address);
            println!("{}", line(&t, tx.entrants(t.id)?.len(), &organiser));
        }
        Ok::<_, CliError>(())
    })
}

pub fn tournament(cfg: &Config, id: i64, cancel: bool) -> CliResult {
    if cancel {
        return cancel_tournament(cfg, id);
    }
    let mut store = open_store(cfg)?;
    store.transaction(|tx| {
        let t = tx.tournament(TournamentId(id))?.ok_or(CliError::NoSuchTournament(id))?;
        let organiser = tx.player(t.organiser)?.map_or_else(|| "?".to_string(), |p| p.address);
        let s = section(tx, &t)?;
        println!("{}", line(&t, s.entrants.len(), &organiser));
        for e in &s.entrants {
            let members: Vec<String> = e.members().iter().map(|m| format!("{} <{}>", m.shown(), m.address)).collect();
            let number = e.number.map_or("-".to_string(), |n| n.to_string());
            let waiting = if e.confirmed_at.is_none() { " (partner not confirmed)" } else { "" };
            let left = e
                .withdrawal
                .as_deref()
                .map(|w| format!(" (withdrawn: {w}{})", if e.annulled { ", annulled" } else { "" }))
                .unwrap_or_default();
            println!("  {number:>2}. {}{waiting}{left}", members.join(" & "));
        }
        if matches!(t.status, TournamentStatus::Running | TournamentStatus::Finished) {
            let finished = t.status == TournamentStatus::Finished;
            println!("\nafter {} of {} games:", s.table.over, s.table.games);
            // The crosstable the players get, in English.
            print!("{}", s.table.text(finished, &tandem::bot::crosstable_words(Language::En)));
            println!("{}", Msg::new("crosstable-legend").text(Language::En));
            if finished {
                println!();
                for l in tandem::bot::tournament_standings(&s.table, true) {
                    println!("{}", l.text(Language::En));
                }
            }
            let games = waiting(tx, &t, &s)?;
            if !games.is_empty() {
                println!("\ngames in play:");
                for g in &games {
                    println!("  {}", tandem::bot::tournament_waiting(g).text(Language::En));
                }
            }
        }
        Ok::<_, CliError>(())
    })
}

/// Calls tournament `id` off and sends the mails (SMTP or the Maildir
/// outbox, as the bot does).
fn cancel_tournament(cfg: &Config, id: i64) -> CliResult {
    // The store must exist: the operator's commands never make an empty one.
    drop(open_store(cfg)?);
    let mut bot = tandem::daemon::open_bot(cfg)?;
    match bot.cancel_tournament(TournamentId(id), Utc::now()).map_err(|e| CliError::Daemon(tandem::daemon::DaemonError::Start(e)))? {
        None => {
            let t = bot.store().transaction(|tx| tx.tournament(TournamentId(id)))?;
            return Err(match t {
                None => CliError::NoSuchTournament(id),
                Some(t) => CliError::input("--cancel", format!("tournament #{id} is {} already", t.status.as_str())),
            });
        }
        Some(mails) => println!("tournament #{id} called off: its games in play aborted, {mails} mails to its players"),
    }
    let mut sink = tandem::mail::open_sink(cfg).map_err(CliError::Mail)?;
    let retry = cfg.smtp.as_ref().map(|s| s.retry.clone()).unwrap_or_default();
    match tandem::daemon::outbox::send_outbox(&mut bot, sink.as_mut(), &retry, Utc::now()) {
        Ok(r) if r.deferred + r.failed == 0 => println!("sent {} mails", r.sent),
        Ok(r) => println!("sent {} mails; {} wait in the outbox for the bot to send", r.sent, r.deferred + r.failed),
        Err(e) => println!("the mails wait in the outbox for the bot to send: {}", tandem::error::chain(&e)),
    }
    Ok(())
}
