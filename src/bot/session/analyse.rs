//! `analyse N`: the engine's analysis of a game that is over,
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
use crate::i18n::{turn_kind, Msg};
use crate::store::{GameId, GameStatus};

impl Session<'_, '_> {
    pub(super) fn analyse(&mut self, n: Option<u64>) -> Step {
        let id = match n {
            Some(n) => GameId(i64::try_from(n).unwrap_or(i64::MAX)),
            None => self.named_game()?.ok_or_else(|| Refusal::new(Msg::new("refuse-analyse-which")))?,
        };
        let unknown = || Refusal::new(Msg::new("refuse-no-such-game").arg("id", id.0));
        let Some(g) = public_game::load(self.tx, id)? else { return Err(unknown().into()) };
        let player = self.tx.seats(id)?.iter().any(|s| s.player_id == self.sender.id);
        // A stranger learns nothing of a private game, not even its state.
        if !player && g.is_private() {
            return Err(Refusal::new(Msg::new("refuse-analyse-private").arg("id", id.0)).into());
        }
        let refuse = |problem: Msg| -> Step {
            let r = Refusal::new(problem.arg("id", id.0));
            Err(if player { r.in_game(id) } else { r }.into())
        };
        match g.status() {
            GameStatus::Finished => {}
            GameStatus::Active => return refuse(Msg::new("refuse-analyse-in-play")),
            GameStatus::Invited => return refuse(Msg::new("refuse-analyse-not-started")),
            other => return refuse(Msg::new("refuse-analyse-not-played").arg("status", other.as_str())),
        }
        if g.plies() == 0 {
            return refuse(Msg::new("refuse-analyse-no-moves"));
        }
        let dialect = self.tx.notation(self.sender.id)?;
        let existing = self.tx.analysis(id)?;
        if let Some(row) = &existing {
            if row.done_at.is_some() {
                let Some(mut l) = stored_letter(self.tx, &self.cx, id, &self.sender.address, dialect)? else {
                    return refuse(Msg::new("refuse-analyse-unreadable"));
                };
                l.player = Some(self.sender.id);
                self.letters.push(l.in_answer_to(self.mail));
                self.done.push(format!("sent the analysis of #{} again", id.0));
                return Ok(());
            }
        }
        if !self.cx.engine.enabled {
            return refuse(Msg::new("refuse-analyse-no-engine"));
        }
        let reply_under = AnsweredMail::of(self.mail).map(|a| a.message_id);
        let ahead = self.tx.queued_analyses()?.iter().filter(|a| a.game != id).count();
        if existing.is_some() {
            if self.tx.waits_for_analysis(id, self.sender.id)? {
                return refuse(Msg::new("refuse-analyse-asked-already"));
            }
            self.tx.wait_for_analysis(id, self.sender.id, reply_under.as_deref(), self.cx.now)?;
        } else {
            let per_day = self.cx.engine.analyses_per_day;
            let today = self.tx.analyses_queued_by(self.sender.id, self.cx.now)?;
            if today >= per_day {
                return refuse(Msg::new("refuse-analyse-daily-limit").arg("today", today).arg("per_day", per_day));
            }
            self.tx.queue_analysis(id, self.sender.id, &engine_id(self.cx.engine, g.variant()), reply_under.as_deref(), self.cx.now)?;
        }
        let queued = self.words(
            &Msg::new("analysis-queued")
                .arg("id", id.0)
                .arg("ahead", ahead)
                .arg("kind", turn_kind(g.variant()))
                .arg("format", if matches!(g.rules().start(), crate::rules::Position::Bughouse(_)) { "BPGN" } else { "PGN" }),
        );
        // Roughly how long, in whole minutes: an order of magnitude.
        let secs = self.cx.engine.analysis_estimate(g.variant(), g.plies()).as_secs();
        let minutes = secs.div_ceil(60).max(1);
        let text = format!("{queued} {}", self.words(&Msg::new("analysis-queued-time").arg("minutes", minutes)));
        let subject = self.words(&Msg::new("analysis-queued-subject").arg("id", id.0));
        let mut l = self.reply("notice.txt", context! { subject => subject, text => text });
        l.game = Some(id);
        l.player = Some(self.sender.id);
        self.letters.push(l);
        self.done.push(format!("queued the analysis of #{}", id.0));
        Ok(())
    }
}
