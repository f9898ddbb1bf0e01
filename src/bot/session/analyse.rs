//! `analyse N` (issue 35): the engine's analysis of a game that is over,
//! for its players, and for anyone when the game is public. Never during
//! play (fair play): a game in play is refused to players and observers
//! alike. A new analysis is queued for the engine's workers (the daemon's,
//! behind the computer's own moves) within the sender's daily allowance;
//! one already made is sent again at once, at no cost.

use minijinja::context;

use super::{Refusal, Session, Step};
use crate::bot::analysis::{engine_id, stored_letter};
use crate::bot::letters::AnsweredMail;
use crate::bot::public_game;
use crate::store::{GameId, GameStatus};

impl Session<'_, '_> {
    pub(super) fn analyse(&mut self, n: Option<u64>) -> Step {
        let id = match n {
            Some(n) => GameId(i64::try_from(n).unwrap_or(i64::MAX)),
            None => self
                .named_game()?
                .ok_or_else(|| Refusal::new("which game? Write \"analyse N\" with the game's number, or reply to a mail about the game"))?,
        };
        let unknown = || Refusal::new(format!("there is no game #{}", id.0));
        let Some(g) = public_game::load(self.tx, id)? else { return Err(unknown().into()) };
        let player = self.tx.seats(id)?.iter().any(|s| s.player_id == self.sender.id);
        // A stranger learns nothing of a private game, not even its state.
        if !player && g.is_private() {
            return Err(Refusal::new(format!("game #{} is private: only its players can have it analysed", id.0)).into());
        }
        let refuse = |text: String| -> Step {
            let r = Refusal::new(text);
            Err(if player { r.in_game(id) } else { r }.into())
        };
        match g.status() {
            GameStatus::Finished => {}
            GameStatus::Active => {
                return refuse(format!(
                    "game #{} is still being played: the engine analyses a game only once it is over, for its players and \
                     observers alike (fair play). Ask again when it has ended",
                    id.0
                ))
            }
            GameStatus::Invited => return refuse(format!("game #{} has not started: there is nothing to analyse yet", id.0)),
            other => return refuse(format!("game #{} was {}: there is nothing to analyse", id.0, other.as_str())),
        }
        if g.plies() == 0 {
            return refuse(format!("game #{} ended before anyone moved: there is nothing to analyse", id.0));
        }
        let dialect = self.tx.notation(self.sender.id)?;
        let existing = self.tx.analysis(id)?;
        if let Some(row) = &existing {
            if row.done_at.is_some() {
                let Some(mut l) = stored_letter(self.tx, &self.cx, id, &self.sender.address, dialect)? else {
                    return refuse(format!("the analysis of game #{} cannot be read; the server's operator has been told", id.0));
                };
                l.player = Some(self.sender.id);
                self.letters.push(l.in_answer_to(self.mail));
                self.done.push(format!("sent the analysis of #{} again", id.0));
                return Ok(());
            }
        }
        if !self.cx.engine.enabled {
            return refuse("the engine does not run on this server (its operator turned it off): no analysis can be made".into());
        }
        let reply_under = AnsweredMail::of(self.mail).map(|a| a.message_id);
        let ahead = self.tx.queued_analyses()?.iter().filter(|a| a.game != id).count();
        if existing.is_some() {
            if self.tx.waits_for_analysis(id, self.sender.id)? {
                return refuse(format!(
                    "you asked for the analysis of game #{} already: it is queued, and comes by mail as soon as the engine \
                     has finished it",
                    id.0
                ));
            }
            self.tx.wait_for_analysis(id, self.sender.id, reply_under.as_deref(), self.cx.now)?;
        } else {
            let per_day = self.cx.engine.analyses_per_day;
            let today = self.tx.analyses_queued_by(self.sender.id, self.cx.now)?;
            if today >= per_day {
                return refuse(format!(
                    "you have asked for {today} new analyses in the last 24 hours, and this server makes {per_day} a day for \
                     each player: ask again tomorrow (an analysis already made is sent again at any time)"
                ));
            }
            self.tx.queue_analysis(id, self.sender.id, &engine_id(self.cx.engine, g.variant()), reply_under.as_deref(), self.cx.now)?;
        }
        let text = format!(
            "Game #{} is queued for the engine's analysis{}. It comes in this thread when the engine has finished, \
             usually within a few minutes: a summary for each player, the turns that mattered with the better move, \
             the evaluation graph, and the game with the analysis as {} attached.",
            id.0,
            match ahead {
                0 => String::new(),
                1 => " (one other game is before it)".to_string(),
                n => format!(" ({n} other games are before it)"),
            },
            if matches!(g.rules().start(), crate::rules::Position::Bughouse(_)) { "BPGN" } else { "PGN" }
        );
        let mut l = self.reply("notice.txt", context! { subject => format!("Game #{} queued for analysis", id.0), text => text });
        l.game = Some(id);
        l.player = Some(self.sender.id);
        self.letters.push(l);
        self.done.push(format!("queued the analysis of #{}", id.0));
        Ok(())
    }
}
