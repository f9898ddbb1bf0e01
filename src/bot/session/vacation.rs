//! `vacation N` / `vacation off`: the player's clocks stand still for N
//! clock days, taken from a yearly allowance; opponents are told.

use chrono::{DateTime, Utc};
use minijinja::context;

use crate::i18n::{Arg, Msg};

use super::{variant_of, Refusal, Session, Step};
use crate::bot::letters::{About, GameLine};
use crate::clocks::clock;
use crate::clocks::schedule;
use crate::store::GameStatus;

impl Session<'_, '_> {
    pub(super) fn vacation(&mut self, days: Option<u32>) -> Step {
        self.authorize_player()?;
        match days {
            Some(n) => self.start_vacation(n),
            None => self.end_vacation(),
        }
    }

    /// From when the mail arrived: a vacation written before a deadline
    /// counts before it, however late the bot read the mail.
    fn start_vacation(&mut self, days: u32) -> Step {
        let me = self.sender.id;
        let at = self.cx.at;
        if let Some(v) = self.tx.vacation_at(me, at)? {
            return Err(Refusal::new(Msg::new("refuse-vacation-already").arg("until", Arg::moment(v.ends_at))).into());
        }
        let allowance = self.cx.timing.time.vacation_days_per_year;
        let taken = self.tx.vacation_days_taken(me, clock::allowance_year(at))?;
        let left = allowance.saturating_sub(taken);
        if days > left {
            return Err(Refusal::new(Msg::new("refuse-vacation-days-left").arg("left", left).arg("allowance", allowance)).into());
        }
        let day = self.cx.timing.time.day();
        let until = at + day * days as i32;
        self.tx.start_vacation(me, at, until, days)?;
        self.vacation_letters(Some((until, days)), left - days)?;
        self.done.push(format!("vacation of {days} days until {until}"));
        Ok(())
    }

    fn end_vacation(&mut self) -> Step {
        let me = self.sender.id;
        let at = self.cx.at;
        let Some(v) = self.tx.vacation_at(me, at)? else {
            return Err(Refusal::new(Msg::new("refuse-vacation-none")).into());
        };
        let used = clock::vacation_days_used(v.starts_at, at, self.cx.timing.time.day()).min(v.days);
        self.tx.end_vacation(v.id, at, used)?;
        let allowance = self.cx.timing.time.vacation_days_per_year;
        let taken = self.tx.vacation_days_taken(me, clock::allowance_year(at))?;
        self.vacation_letters(None, allowance.saturating_sub(taken))?;
        self.done.push(format!("vacation ended after {used} of {} days", v.days));
        Ok(())
    }

    /// The sender's confirmation, and a notice in each active game to the
    /// opponents. `started`: the new vacation's end and length.
    fn vacation_letters(&mut self, started: Option<(DateTime<Utc>, u32)>, days_left: u32) -> Step {
        let me = self.sender.id;
        let until = started.map(|(u, _)| self.cx.timing.deadline_words(u));
        let mut lines = Vec::new();
        for (game, seats) in self.tx.games_of_player(me)? {
            if game.status != GameStatus::Active {
                continue;
            }
            let clock = match self.tx.clock_row(game.id)? {
                Some(row) => {
                    let clocks = schedule::game_clocks(self.tx, self.cx.timing, &row, self.cx.now, schedule::View::Running)?;
                    // The player's own clock if it runs, else the first.
                    let mine = clocks.iter().position(|c| c.player == me).unwrap_or(0);
                    clocks.into_iter().nth(mine)
                }
                None => None,
            };
            let my_move = clock.as_ref().is_some_and(|c| c.player == me);
            let deadline = clock.as_ref().map(|c| self.cx.timing.deadline_words(c.schedule.deadline));
            let state = match (&clock, &deadline, my_move, started.is_some()) {
                (None, _, _, _) | (_, None, _, _) => Msg::new("state-no-clock"),
                (Some(_), Some(due), true, true) => Msg::new("state-your-move-paused").arg("deadline", due.clone()),
                (Some(_), Some(due), true, false) => Msg::new("state-your-move-until").arg("deadline", due.clone()),
                (Some(_), Some(_), false, true) => Msg::new("state-their-move-paused"),
                (Some(_), Some(_), false, false) => Msg::new("state-their-move"),
            };
            let variant = variant_of(&game);
            for other in seats.iter().filter(|s| s.player_id != me) {
                let l = self.to_seat(
                    game.id,
                    other,
                    "vacation_notice.txt",
                    context! {
                        started => started.is_some(),
                        player => self.sender.address,
                        until => until,
                        game_id => game.id.0,
                        variant_title => crate::i18n::Msg::variant(variant),
                        deadline => if my_move { deadline.clone() } else { None },
                    },
                );
                self.letters.push(l);
            }
            lines.push(GameLine::new(game.id, &game.variant, &seats, me, About::State { state }));
        }
        let l = self.reply(
            "vacation.txt",
            context! {
                started => started.is_some(),
                until => until,
                days => started.map(|(_, d)| d),
                days_left => days_left,
                allowance => self.cx.timing.time.vacation_days_per_year,
                games => lines,
            },
        );
        self.letters.push(l);
        Ok(())
    }
}
