//! `remind ...`: how and when a player is reminded to move (for all their
//! games).

use minijinja::context;

use super::{Session, Step};
use crate::command::Remind;
use crate::i18n::Msg;
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
            Msg::new("remind-last-call").arg("before", Msg::duration(before_deadline))
        } else {
            Msg::new("remind-no-last-call")
        };
        let setting = match p.mode {
            RemindMode::Each if after > 0 => Msg::new("remind-each-after").arg("after", Msg::duration(after)).arg("last_call", last_call),
            RemindMode::Each => Msg::new("remind-each").arg("last_call", last_call),
            RemindMode::Digest => Msg::new("remind-digest").arg("hour", format!("{:02}:00", cfg.digest_hour)).arg("last_call", last_call),
            RemindMode::Off => Msg::new("remind-off").arg("consequence", crate::bot::deadlines::consequence(self.cx.timing)),
        };
        let mut text = self.words(&setting);
        if !cfg.enabled {
            text = format!("{text}\n\n{}", self.words(&Msg::new("remind-server-off")));
        }
        text = format!(
            "{text}\n\n{}\n    remind on\n    remind off\n    remind digest\n    remind after 12h\n    remind before 2h\n    remind default",
            self.words(&Msg::new("remind-how"))
        );
        let l = self.reply("notice.txt", context! { subject => Msg::new("remind-subject"), text => text });
        self.letters.push(l);
        self.done.push(format!("reminders: {}", p.mode.as_str()));
        Ok(())
    }
}
