//! The tournament commands: `tournament new`, `tournaments`, `tournament
//! N`, `join N [with PARTNER]`, `leave N`, `start N`, `withdraw N` (the
//! start itself is `tournament_start`).
//!
//! Entrants are named to each other by their public names; only the one
//! who names a partner writes to them (one invitation, within the limits).

use chrono::TimeDelta;
use minijinja::context;

use super::challenge::{bad_address, check_time_control, variant_named};
use super::{internal, Refusal, Session, Step};
use crate::bot::limits;
use crate::bot::tournament::{self, describe, letter_to, notice_to, section, subject, teams, title, variant_msg, yes_no};
use crate::clocks::clock::PARTNER_DAYS;
use crate::command::{TournamentCommand, TournamentSpec};
use crate::config::AuthMode;
use crate::i18n::{Arg, Msg};
use crate::mail::mailbox_address;
use crate::rules::{Position, Variant};
use crate::store::{
    check_public_name, Asked, EntrantRow, MailKind, Member, NewTournament, TournamentId, TournamentOptions, TournamentRow, TournamentStatus,
};
use crate::tournaments::{Scoring, Why, MAX_ENTRANTS, MIN_ENTRANTS};

/// How far ahead a start date may be.
const MAX_DAYS_AHEAD: i64 = 365;

/// At most this many tournaments in each list of `tournaments`.
const LISTED: usize = 20;

impl Session<'_, '_> {
    pub(super) fn tournament(&mut self, c: TournamentCommand) -> Step {
        match c {
            TournamentCommand::New(spec) => self.tournament_new(spec),
            TournamentCommand::List => self.tournaments(),
            TournamentCommand::Show(id) => self.tournament_show(id),
            TournamentCommand::Join { id, partner } => self.join(id, partner),
            TournamentCommand::Leave(id) => self.leave(id),
            TournamentCommand::Start(id) => self.start(id),
            TournamentCommand::Withdraw(id) => self.withdraw(id),
        }
    }

    /// The tournament numbered `id`, or a refusal.
    fn tournament_row(&self, id: u64) -> Step<TournamentRow> {
        let found = i64::try_from(id).ok().map(TournamentId).map(|id| self.tx.tournament(id)).transpose()?.flatten();
        Ok(found.ok_or_else(|| Refusal::new(Msg::new("refuse-no-tournament").arg("id", id)))?)
    }

    /// The tournament numbered `id` if it is open, else why `what` cannot be done.
    fn open_tournament(&self, id: u64, what: &str) -> Step<TournamentRow> {
        let t = self.tournament_row(id)?;
        let problem = match t.status {
            TournamentStatus::Open => return Ok(t),
            TournamentStatus::Running => Msg::new("refuse-tournament-started").arg("what", what),
            TournamentStatus::Finished => Msg::new("refuse-tournament-over"),
            TournamentStatus::Cancelled => Msg::new("refuse-tournament-called-off"),
        };
        Err(Refusal::new(problem.arg("id", id)).into())
    }

    /// The answer to the sender about tournament `t`: its subject says
    /// `what` it is (a selector of `tournament-subject`).
    pub(super) fn answer(&mut self, t: &TournamentRow, what: &str, text: Msg) {
        let l = self.reply("notice.txt", context! { subject => subject(t, what), text => text });
        self.letters.push(l);
    }

    // ----- tournament new -----

    fn tournament_new(&mut self, s: TournamentSpec) -> Step {
        let variant = variant_named(&s.variant)?;
        if Position::start(variant).is_err() {
            return Err(Refusal::new(Msg::new("refuse-variant-unsupported").arg("variant", Msg::variant(variant))).into());
        }
        let name = check_public_name(&s.name)
            .map_err(|e| Refusal::new(Msg::new("refuse-tournament-name").arg("problem", super::ratings::name_problem(&e))))?;
        if name.contains(['[', ']']) {
            return Err(Refusal::new(Msg::new("refuse-tournament-name-brackets")).into());
        }
        let (min, max) = s.players.unwrap_or((MIN_ENTRANTS, MAX_ENTRANTS));
        if min < MIN_ENTRANTS || max > MAX_ENTRANTS || min > max {
            return Err(Refusal::new(Msg::new("refuse-tournament-size").arg("min", MIN_ENTRANTS).arg("max", MAX_ENTRANTS)).into());
        }
        check_time_control(s.days, s.moves)?;
        if let Some(at) = s.starts {
            if at <= self.cx.now || at > self.cx.now + TimeDelta::days(MAX_DAYS_AHEAD) {
                return Err(Refusal::new(Msg::new("refuse-tournament-start-date").arg("days", MAX_DAYS_AHEAD)).into());
            }
        }
        if let Some(problem) = limits::tournament_refusal(self.tx, self.cx.limits, self.sender.id, true, self.cx.now)? {
            return Err(Refusal::new(problem).into());
        }
        // The server's default is written into the tournament, as into a game.
        let options = TournamentOptions {
            double: s.double,
            min,
            max,
            days: Some(s.days.unwrap_or(self.cx.timing.time.days_per_move)),
            moves: s.moves,
            casual: s.casual,
            withdrawals: s.withdrawals.unwrap_or_default(),
            private: s.private,
        };
        let new = NewTournament { name: &name, variant: variant.name(), organiser: self.sender.id, options: &options, starts_at: s.starts };
        let id = self.tx.create_tournament(&new, self.cx.now)?;
        let t = self.tx.tournament(id)?.ok_or_else(|| internal("the tournament could not be read back".into()))?;
        let text = Msg::new("tournament-opened")
            .arg("title", title(&t))
            .arg("terms", describe(&self.cx, &t))
            .arg("id", id.0)
            .arg("teams", yes_no(teams(&t)))
            .arg("bot", self.cx.bot.address.as_str())
            .arg("starts", moment_or_none(t.starts_at))
            .arg("min", min)
            .arg("max", max);
        self.answer(&t, "open", text);
        self.done.push(format!("created tournament #{}", id.0));
        Ok(())
    }

    // ----- tournaments, tournament N -----

    fn tournaments(&mut self) -> Step {
        let line = |s: &Session<'_, '_>, t: &TournamentRow| -> Step<Msg> {
            let entrants = s.tx.entrants(t.id)?;
            let state = match t.status {
                TournamentStatus::Open => Msg::new("tournament-state-open")
                    .arg("joined", entrants.len())
                    .arg("max", t.options.max)
                    .arg("starts", moment_or_none(t.starts_at)),
                TournamentStatus::Running => Msg::new("tournament-state-running").arg("count", entrants.len()),
                TournamentStatus::Finished => Msg::new("tournament-state-finished"),
                TournamentStatus::Cancelled => Msg::new("tournament-state-called-off"),
            };
            Ok(Msg::new("tournament-list-line")
                .arg("id", t.id.0)
                .arg("name", t.name.as_str())
                .arg("terms", describe(&s.cx, t))
                .arg("state", state)
                .arg("mine", yes_no(t.organiser == s.sender.id))
                .arg("playing", yes_no(entrants.iter().any(|e| e.has(s.sender.id)))))
        };
        let mut open = Vec::new();
        for t in self.tx.tournaments_with_status(TournamentStatus::Open, LISTED)? {
            open.push(line(self, &t)?);
        }
        let mut mine = Vec::new();
        for t in self.tx.tournaments_of_player(self.sender.id, LISTED)? {
            mine.push(line(self, &t)?);
        }
        let l = self.reply("tournaments.txt", context! { open => open, mine => mine });
        self.letters.push(l);
        self.done.push("listed tournaments".into());
        Ok(())
    }

    fn tournament_show(&mut self, id: u64) -> Step {
        let t = self.tournament_row(id)?;
        let organiser = self.tx.player(t.organiser)?.map_or_else(|| "?".to_string(), |p| p.public_name());
        let what = match t.status {
            TournamentStatus::Open => "entrants",
            TournamentStatus::Running => "crosstable",
            TournamentStatus::Finished => "final",
            TournamentStatus::Cancelled => "called-off",
        };
        let mut context = vec![
            ("title", minijinja::Value::from_serialize(title(&t))),
            ("description", minijinja::Value::from_serialize(describe(&self.cx, &t))),
            ("what", what.into()),
            ("organiser", organiser.into()),
            ("status", t.status.as_str().into()),
            ("id", t.id.0.into()),
            ("min", t.options.min.into()),
            ("max", t.options.max.into()),
            ("teams", teams(&t).into()),
            ("starts", t.starts_at.map(|at| minijinja::Value::from_serialize(Arg::moment(at))).into()),
            ("ended", t.ended_at.map(|at| minijinja::Value::from_serialize(Arg::moment(at))).into()),
        ];
        let mut passages = Vec::new();
        match t.status {
            TournamentStatus::Open => {
                let variant = t.variant.parse::<Variant>().unwrap_or(Variant::Chess);
                let mut lines = Vec::new();
                for (i, e) in self.tx.entrants(t.id)?.iter().enumerate() {
                    let line = format!("{:>2}. {} ({})", i + 1, e.shown(), self.rating_shown(e, variant)?);
                    lines.push(match (&e.partner, e.confirmed_at) {
                        (Some(p), None) => minijinja::Value::from_serialize(
                            Msg::new("tournament-entrant-waiting").arg("line", line).arg("partner", p.shown()),
                        ),
                        _ => minijinja::Value::from(line),
                    });
                }
                context.push(("joined", lines.len().into()));
                context.push(("entrants", lines.into()));
            }
            TournamentStatus::Running | TournamentStatus::Finished => {
                let s = section(self.tx, &t)?;
                let finished = t.status == TournamentStatus::Finished;
                // In the sender's words: the answer is written in their language.
                let words = tournament::crosstable_words(self.language());
                let text = s.table.text(finished, &words);
                passages.push((text.clone(), s.table.html(finished, &words)));
                let waiting: Vec<Msg> =
                    crate::tournaments::section::waiting(self.tx, &t, &s)?.iter().map(tournament::waiting_line).collect();
                context.push(("crosstable", text.into()));
                context.push(("standings", minijinja::Value::from_serialize(tournament::standings(&s.table, finished))));
                context.push(("waiting", minijinja::Value::from_serialize(waiting)));
            }
            TournamentStatus::Cancelled => {}
        }
        let mut l = self.reply("tournament.txt", minijinja::Value::from_iter(context));
        l.passages = passages;
        self.letters.push(l);
        self.done.push(format!("showed tournament #{}", t.id.0));
        Ok(())
    }

    /// A rating as the lists show it: `1512`, `1500?`; a team's mean.
    fn rating_shown(&self, e: &EntrantRow, variant: Variant) -> Step<String> {
        Ok(self.entrant_rating(e, variant)?.1)
    }

    // ----- join, leave -----

    /// `join N [with PARTNER]`. With token auth, entering (or confirming a
    /// partner's team) brings a stream of game mail, so unless the mail
    /// came to one of the sender's secret addresses it starts only when a
    /// reply to the bot's answer confirms it: a forged sender gets its
    /// victim one mail.
    fn join(&mut self, id: u64, partner: Option<String>) -> Step {
        let t = self.open_tournament(id, "join")?;
        if self.cx.bot.auth == AuthMode::Token && !self.came_to_own_secret_address()? {
            let target = match &partner {
                Some(p) => format!("{id} with {p}"),
                None => id.to_string(),
            };
            return self.request(Asked::Join, &target, Msg::new("asked-join").arg("id", id).arg("name", t.name.as_str()));
        }
        self.join_confirmed(id, partner)
    }

    /// `join`, its sender's address proven (or not asked for).
    pub(super) fn join_confirmed(&mut self, id: u64, partner: Option<String>) -> Step {
        let t = self.open_tournament(id, "join")?;
        let me = self.sender.clone();
        if let Some(e) = self.tx.entrant_of(t.id, me.id)? {
            let named = e.partner.as_ref().is_some_and(|p| p.id == me.id);
            let same_leader = partner.as_ref().is_none_or(|p| *p == e.player.address);
            if named && e.confirmed_at.is_none() && same_leader {
                return self.confirm_partner(&t, &e);
            }
            if named && e.confirmed_at.is_none() {
                return Err(Refusal::new(Msg::new("refuse-join-named-partner").arg("who", e.player.shown()).arg("id", id)).into());
            }
            let waiting = if e.confirmed_at.is_none() { "yes" } else { "no" };
            return Err(Refusal::new(Msg::new("refuse-join-already").arg("id", id).arg("waiting", waiting)).into());
        }
        let partner = match (teams(&t), partner) {
            (true, None) => return Err(Refusal::new(Msg::new("refuse-join-teams").arg("variant", variant_msg(&t)).arg("id", id)).into()),
            (false, Some(_)) => {
                return Err(Refusal::new(Msg::new("refuse-join-single").arg("variant", variant_msg(&t)).arg("id", id)).into())
            }
            (_, p) => p,
        };
        let entries = self.tx.entrants(t.id)?;
        if entries.len() as u32 >= t.options.max {
            return Err(Refusal::new(Msg::new("refuse-tournament-full").arg("id", id).arg("max", t.options.max)).into());
        }
        if let Some(problem) = limits::tournament_refusal(self.tx, self.cx.limits, me.id, false, self.cx.now)? {
            return Err(Refusal::new(problem).into());
        }
        let partner = match partner {
            None => None,
            Some(p) => {
                let p = mailbox_address(&p).map_err(|e| bad_address(&e))?;
                if crate::mail::inbound::is_own_address(&p, &self.cx.bot.address) {
                    return Err(Refusal::new(Msg::new("refuse-bot-as-partner")).into());
                }
                if p == me.address {
                    return Err(Refusal::new(Msg::new("refuse-partner-yourself")).into());
                }
                let player = self.tx.ensure_player(&p, None, self.cx.now)?;
                if self.tx.entrant_of(t.id, player.id)?.is_some() {
                    return Err(Refusal::new(Msg::new("refuse-partner-already-in").arg("address", p.as_str()).arg("id", id)).into());
                }
                if let Some(problem) = limits::invitation_refusal(self.tx, self.cx.limits, &p, self.cx.now)? {
                    return Err(Refusal::new(problem).into());
                }
                Some(player)
            }
        };
        self.tx.add_entrant(t.id, me.id, partner.as_ref().map(|p| p.id), self.cx.now)?;
        self.done.push(format!("joined tournament #{id}"));
        let Some(partner) = partner else {
            self.answer(&t, "joined", self.joined_text(&t, entries.len() + 1, None));
            return self.after_join(&t);
        };
        let wait = Msg::duration(u64::from(PARTNER_DAYS) * 86_400);
        let mut invite = letter_to(
            &Member { id: partner.id, address: partner.address.clone(), chosen: partner.public_name.clone() },
            "tournament_partner.txt",
            context! {
                title => title(&t),
                leader => me.public_name(),
                leader_address => me.address,
                description => describe(&self.cx, &t),
                double => t.options.double,
                id => t.id.0,
                wait => wait.clone(),
            },
        );
        invite.counts_as = MailKind::Invitation;
        self.letters.push(invite);
        let text = Msg::new("tournament-partner-asked")
            .arg("address", partner.address.as_str())
            .arg("title", title(&t))
            .arg("wait", wait)
            .arg("id", id);
        self.answer(&t, "waiting-partner", text);
        Ok(())
    }

    /// The partner named in entry `e` confirms it.
    fn confirm_partner(&mut self, t: &TournamentRow, e: &EntrantRow) -> Step {
        self.tx.confirm_entrant(e.id, self.cx.now)?;
        let count = self.tx.entrants(t.id)?.len();
        let text = self.joined_text(t, count, Some(e.player.shown()));
        self.answer(t, "joined", text);
        let l = notice_to(
            &e.player,
            subject(t, "team-in"),
            Msg::new("tournament-team-confirmed").arg("name", self.sender.public_name()).arg("title", title(t)),
        );
        self.letters.push(l);
        self.done.push(format!("confirmed a team in tournament #{}", t.id.0));
        self.after_join(t)
    }

    /// What one who joined reads: the tournament, how many have joined,
    /// when it starts; `partner`: the team's partner, who confirmed.
    fn joined_text(&self, t: &TournamentRow, count: usize, partner: Option<String>) -> Msg {
        Msg::new("tournament-joined")
            .arg("title", title(t))
            .arg("terms", describe(&self.cx, t))
            .arg("count", count)
            .arg("max", t.options.max)
            .arg("min", t.options.min)
            .arg("starts", moment_or_none(t.starts_at))
            .arg("id", t.id.0)
            .arg("partner", partner.unwrap_or_else(|| "none".to_string()))
    }

    /// After an entry became whole: a full tournament starts; the organiser
    /// hears once that the minimum is there.
    fn after_join(&mut self, t: &TournamentRow) -> Step {
        let confirmed = self.tx.entrants(t.id)?.iter().filter(|e| e.confirmed_at.is_some()).count() as u32;
        if confirmed >= t.options.max {
            let games = self.start_section(t)?;
            self.done.push(format!("tournament #{} full: started {games} games", t.id.0));
            return Ok(());
        }
        if confirmed == t.options.min && t.organiser != self.sender.id {
            if let Some(o) = self.tx.player(t.organiser)? {
                let text = Msg::new("tournament-ready")
                    .arg("title", title(t))
                    .arg("count", confirmed)
                    .arg("id", t.id.0)
                    .arg("more", yes_no(confirmed < t.options.max))
                    .arg("max", t.options.max);
                let m = Member { id: o.id, address: o.address.clone(), chosen: o.public_name.clone() };
                self.letters.push(notice_to(&m, subject(t, "ready"), text));
            }
        }
        Ok(())
    }

    fn leave(&mut self, id: u64) -> Step {
        self.authorize_player()?;
        let t = self.open_tournament(id, "leave")?;
        if t.organiser == self.sender.id {
            let why = Msg::new("tournament-why-organiser-left").arg("name", self.sender.public_name());
            let letters = tournament::cancel(self.tx, &self.cx, &t, why)?;
            let told = letters.iter().filter(|l| l.to != self.sender.address).count();
            self.letters.extend(letters.into_iter().filter(|l| l.to != self.sender.address));
            let text = Msg::new("tournament-organiser-left").arg("title", title(&t)).arg("told", told);
            self.answer(&t, "called-off", text);
            self.done.push(format!("called off tournament #{id}"));
            return Ok(());
        }
        let Some(e) = self.tx.entrant_of(t.id, self.sender.id)? else {
            return Err(Refusal::new(Msg::new("refuse-not-in-tournament").arg("id", id)).into());
        };
        self.tx.remove_entrant(e.id)?;
        let me = self.sender.public_name();
        for other in e.members().into_iter().filter(|m| m.id != self.sender.id) {
            let refused = e.partner.as_ref().is_some_and(|p| p.id == self.sender.id) && e.confirmed_at.is_none();
            let key = if refused { "tournament-partner-refused" } else { "tournament-team-left" };
            let text = Msg::new(key).arg("name", me.as_str()).arg("title", title(&t));
            self.letters.push(notice_to(other, subject(&t, "team-left"), text));
        }
        self.answer(&t, "left", Msg::new("tournament-you-left").arg("title", title(&t)));
        self.done.push(format!("left tournament #{id}"));
        Ok(())
    }

    // ----- start, withdraw -----

    fn start(&mut self, id: u64) -> Step {
        self.authorize_player()?;
        let t = self.open_tournament(id, "start")?;
        if t.organiser != self.sender.id {
            return Err(Refusal::new(Msg::new("refuse-start-not-organiser").arg("id", id).arg("max", t.options.max)).into());
        }
        let games = self.start_section(&t)?;
        self.done.push(format!("started tournament #{id}: {games} games"));
        Ok(())
    }

    fn withdraw(&mut self, id: u64) -> Step {
        self.authorize_player()?;
        let t = self.tournament_row(id)?;
        match t.status {
            TournamentStatus::Running => {}
            TournamentStatus::Open => return Err(Refusal::new(Msg::new("refuse-withdraw-not-started").arg("id", id)).into()),
            TournamentStatus::Finished => return Err(Refusal::new(Msg::new("refuse-tournament-over").arg("id", id)).into()),
            TournamentStatus::Cancelled => return Err(Refusal::new(Msg::new("refuse-tournament-called-off").arg("id", id)).into()),
        }
        let Some(e) = self.tx.entrant_of(t.id, self.sender.id)?.filter(|e| e.number.is_some()) else {
            return Err(Refusal::new(Msg::new("refuse-not-in-tournament").arg("id", id)).into());
        };
        if e.withdrawn_at.is_some() {
            return Err(Refusal::new(Msg::new("refuse-withdrawn-already").arg("id", id)).into());
        }
        let (scoring, letters) = tournament::withdraw(self.tx, &self.cx, &t, &e, Why::Withdrew)?;
        let ended = letters.iter().filter_map(|l| l.game).collect::<std::collections::BTreeSet<_>>().len();
        let text = Msg::new("tournament-withdrew")
            .arg("title", title(&t))
            .arg("ended", ended)
            .arg("annulled", yes_no(scoring == Scoring::Annulled));
        // The answer first: it gives the mail its subject.
        self.answer(&t, "withdrew", text);
        self.letters.extend(letters);
        self.done.push(format!("withdrew from tournament #{id}"));
        Ok(())
    }
}

/// A moment as the reader's language writes it, or `none`.
pub(super) fn moment_or_none(at: Option<chrono::DateTime<chrono::Utc>>) -> Arg {
    at.map_or(Arg::from("none"), Arg::moment)
}
