//! `remind ...`: how and when a player is reminded to move (for all their
//! games).

use minijinja::context;

use super::{Session, Step};
use crate::clocks::clock::describe_secs;
use crate::command::Remind;
use crate::store::RemindMode;

impl Session<'_, '_> {
    pub(super) fn remind(&mut self, r: Remind) -> Step {
        if r != Remind::Show {
            self.authorize_player()?;
        }
        let me = self.sender.id;
        let before = self.tx.reminder_prefs(me)?;
        // Changing a delay means wanting reminders.
        let wake = |tx: &crate::store::Tx<'_>| -> Step {
            if before.mode == RemindMode::Off {
                tx.set_remind_mode(me, RemindMode::Each)?;
            }
            Ok(())
        };
        match r {
            Remind::Show => {}
            Remind::On => self.tx.set_remind_mode(me, RemindMode::Each)?,
            Remind::Off => self.tx.set_remind_mode(me, RemindMode::Off)?,
            Remind::Digest => self.tx.set_remind_mode(me, RemindMode::Digest)?,
            Remind::After(secs) => {
                self.tx.set_remind_delays(me, Some(secs), before.before_secs)?;
                wake(self.tx)?;
            }
            Remind::Before(secs) => {
                self.tx.set_remind_delays(me, before.after_secs, Some(secs))?;
                wake(self.tx)?;
            }
            Remind::Default => self.tx.set_remind_delays(me, None, None)?,
        }
        let p = self.tx.reminder_prefs(me)?;
        let cfg = &self.cx.timing.reminders;
        let after = p.after_secs.unwrap_or(cfg.first_after_secs);
        let before_deadline = p.before_secs.unwrap_or(cfg.before_deadline_secs);
        let last_call = if before_deadline > 0 {
            format!("a last call {} before the deadline", describe_secs(before_deadline))
        } else {
            "no last call before the deadline".to_string()
        };
        let mut text = match p.mode {
            RemindMode::Each if after > 0 => {
                format!("You get a reminder when it has been your move for {} in a game, and {last_call}.", describe_secs(after))
            }
            RemindMode::Each => format!("You get {last_call}."),
            RemindMode::Digest => format!(
                "You get one mail a day, at {:02}:00 UTC, listing the games where it is your move, and {last_call}.",
                cfg.digest_hour
            ),
            RemindMode::Off => {
                format!("You get no reminders. Deadlines still apply: when time runs out, {}.", self.cx.timing.consequence())
            }
        };
        if !cfg.enabled {
            text.push_str("\n\n(This server sends no reminders at the moment; your setting is kept for when it does.)");
        }
        text.push_str(
            "\n\nTo change this, write one of:\n    remind on\n    remind off\n    remind digest\n    remind after 12h\n    remind before 2h\n    remind default",
        );
        let l = self.reply("notice.txt", context! { subject => "Your reminders", text => text });
        self.letters.push(l);
        self.done.push(format!("reminders: {}", p.mode.as_str()));
        Ok(())
    }
}
