//! The lobby: `seek`, `seeks`, `accept seek N`, `unseek` and
//! `notify seeks`. A seek is an open challenge to anyone; a new one that
//! fits an open one starts the game at once (`crate::bot::seeks` says what
//! fits), as the last acceptance of a challenge does.
//!
//! Seekers are named to strangers by their public names only; the players
//! of the game a pairing starts see each other's addresses in its mails,
//! as in every game. With token auth a `seek` or `accept seek` that did not
//! come to one of the sender's secret addresses waits for a reply to the
//! bot's answer (as `join` does): a forged sender gets its victim one mail,
//! never a stranger's game.

use chrono::TimeDelta;
use minijinja::context;

use super::challenge::{bad_address, check_time_control, variant_named};
use super::observe::REQUEST_DAYS;
use super::{internal, News, Refusal, Session, Step};
use crate::bot::game::players_line_with;
use crate::bot::limits;
use crate::bot::seeks::{self as lobby, Terms};
use crate::command::{self, Command, SeekCommand, SeekSpec};
use crate::config::AuthMode;
use crate::i18n::{Arg, Msg};
use crate::mail::mailbox_address;
use crate::rules::{Position, Seat, Variant};
use crate::store::{GameOptions, MailKind, Member, NewSeek, PlayerId, SeekQuery, SeekRow};

/// How many fitting seeks, oldest first, a new seek looks through.
const FOUR_CANDIDATES: usize = 200;

impl Session<'_, '_> {
    pub(super) fn seek_command(&mut self, c: SeekCommand) -> Step {
        match c {
            SeekCommand::Post(spec) => self.seek(spec, false),
            SeekCommand::List(v) => self.list_seeks(v.as_deref()),
            SeekCommand::Accept(n) => self.accept_seek(n, false),
            SeekCommand::Withdraw(n) => self.unseek(n),
            SeekCommand::Notify(v) => self.notify_seeks(v.as_deref()),
        }
    }

    /// Token auth, and the mail did not come to one of the sender's secret
    /// addresses: what it asks waits for a reply.
    fn must_confirm(&self) -> Step<bool> {
        Ok(self.cx.bot.auth == AuthMode::Token && !self.came_to_own_secret_address()?)
    }

    /// Keeps `line` until a reply to the bot's answer confirms it (as
    /// `request` does for `observe` and `join`).
    fn seek_request(&mut self, line: &str, asked: Msg) -> Step {
        if self.letters.iter().any(crate::bot::letters::Letter::asks_confirmation) {
            return Err(Refusal::new(Msg::new("refuse-one-confirmation-per-mail")).into());
        }
        let since = self.cx.now - TimeDelta::days(REQUEST_DAYS);
        if self.tx.seek_requests_since(self.sender.id, since)? >= self.cx.lobby.seeks_per_player * 2 {
            return Err(Refusal::new(Msg::new("refuse-seek-requests-waiting")).into());
        }
        let token = self.tx.add_seek_request(self.sender.id, line, self.cx.now)?;
        self.ask_confirmation(&token, asked);
        Ok(())
    }

    /// A reply confirming the seek request `line` of `player`.
    pub(super) fn confirm_seek(&mut self, player: PlayerId, line: &str) -> Step {
        if player != self.sender.id {
            return Err(Refusal::new(Msg::new("refuse-confirmation-other-address")).into());
        }
        match command::parse_commands(line).into_iter().next() {
            Some(Ok(Command::Seek(SeekCommand::Post(spec)))) => self.seek(spec, true),
            Some(Ok(Command::Seek(SeekCommand::Accept(n)))) => self.accept_seek(n, true),
            _ => Err(Refusal::new(Msg::new("refuse-confirmation-unreadable")).into()),
        }
    }

    // ----- seek -----

    fn seek(&mut self, spec: SeekSpec, confirmed: bool) -> Step {
        let variant = variant_named(&spec.variant)?;
        if Position::start(variant).is_err() {
            return Err(Refusal::new(Msg::new("refuse-variant-unsupported").arg("variant", Msg::variant(variant))).into());
        }
        let four = Seat::of(variant).len() == 4;
        if four && spec.side.is_some() {
            return Err(Refusal::new(Msg::new("refuse-seek-four-as").arg("variant", Msg::variant(variant))).into());
        }
        if !four && spec.partner.is_some() {
            return Err(Refusal::new(Msg::new("refuse-seek-two-partner").arg("variant", Msg::variant(variant))).into());
        }
        check_time_control(spec.days, spec.moves)?;
        let partner = match &spec.partner {
            None => None,
            Some(p) => {
                let p = mailbox_address(p).map_err(|e| bad_address(&e))?;
                if crate::mail::inbound::is_own_address(&p, &self.cx.bot.address) {
                    return Err(Refusal::new(Msg::new("refuse-bot-as-partner")).into());
                }
                if p == self.sender.address {
                    return Err(Refusal::new(Msg::new("refuse-partner-yourself")).into());
                }
                Some(p)
            }
        };
        self.seek_limit(self.sender.id, None)?;
        if !confirmed && self.must_confirm()? {
            let line = spec_line(&spec);
            return self.seek_request(&line, Msg::new("asked-seek").arg("line", line.as_str()));
        }
        let partner = match partner {
            None => None,
            Some(p) => {
                let player = self.tx.ensure_player(&p, None, self.cx.now)?;
                self.seek_limit(player.id, Some(&p))?;
                if let Some(problem) = limits::invitation_refusal(self.tx, self.cx.limits, &p, self.cx.now)? {
                    return Err(Refusal::new(problem).into());
                }
                Some(player)
            }
        };
        let mut rating = self.rating(self.sender.id, variant)?;
        if let Some(p) = &partner {
            rating = (rating + self.rating(p.id, variant)?) / 2;
        }
        let days = spec.days.unwrap_or(self.cx.timing.time.days_per_move);
        let new = NewSeek {
            player: self.sender.id,
            partner: partner.as_ref().map(|p| p.id),
            partner_confirmed: partner.is_none(),
            variant: variant.name(),
            days,
            moves: spec.moves,
            casual: spec.casual,
            private: spec.private,
            side: spec.side.as_deref(),
            rating,
            rating_min: spec.rating.map(|r| r.0),
            rating_max: spec.rating.map(|r| r.1),
            expires_at: self.cx.now + self.cx.timing.time.day() * self.cx.lobby.seek_days as i32,
        };
        if let Some(p) = &partner {
            let id = self.tx.add_seek(&new, self.cx.now)?;
            let seek = self.stored(id)?;
            let mut invite = Letter::new(
                &p.address,
                "notice.txt",
                context! {
                    subject => Msg::new("seek-partner-invite-subject").arg("who", self.sender.public_name()).arg("variant", Msg::variant(variant)),
                    text => Msg::new("seek-partner-invite")
                        .arg("who", self.sender.public_name())
                        .arg("address", self.sender.address.as_str())
                        .arg("variant", Msg::variant(variant))
                        .arg("terms", lobby::describe(self.cx.timing, &seek))
                        .arg("id", id)
                        .arg("bot", self.cx.bot.address.as_str()),
                },
            );
            invite.player = Some(p.id);
            invite.counts_as = MailKind::Invitation;
            self.letters.push(invite);
            let text = Msg::new("seek-waits-for-partner")
                .arg("id", id)
                .arg("terms", lobby::describe(self.cx.timing, &seek))
                .arg("partner", p.address.as_str());
            self.seek_answer(Msg::new("seek-waits-for-partner-subject").arg("id", id), text);
            self.done.push(format!("seek #{id}: waiting for a partner"));
            return Ok(());
        }
        let terms = Terms::of_new(&new, None);
        self.place(new, terms, None)
    }

    /// Refuses when `player` has their fill of open seeks.
    /// `partner`: the address of the player, when not the sender.
    fn seek_limit(&self, player: PlayerId, partner: Option<&str>) -> Step {
        // A seek naming `player` as partner counts once they confirmed it:
        // a stranger cannot use up someone else's seeks.
        let open = self.tx.seeks_of(player)?.iter().filter(|s| s.player.id == player || s.partner_confirmed).count();
        if open >= self.cx.lobby.seeks_per_player {
            return Err(Refusal::new(Msg::new("refuse-seek-limit").arg("open", open).arg("partner", partner.unwrap_or("none"))).into());
        }
        Ok(())
    }

    /// A player's rating in `variant`, rounded, as seeks compare them.
    fn rating(&self, player: PlayerId, variant: Variant) -> Step<i64> {
        Ok(crate::ratings::rating_in(self.tx, player, variant, self.cx.now)?.rating.rating.round() as i64)
    }

    fn stored(&self, id: i64) -> Step<SeekRow> {
        Ok(self.tx.seek(id)?.ok_or_else(|| internal(format!("seek #{id} could not be read back")))?)
    }

    /// A seek ready to pair (`new`, stored already as `stored` or not):
    /// paired at once when open seeks fit it, else kept open.
    fn place(&mut self, new: NewSeek<'_>, terms: Terms, stored: Option<i64>) -> Step {
        let variant: Variant = new.variant.parse().map_err(|e: crate::rules::variant::UnknownVariant| internal(e.to_string()))?;
        let four = Seat::of(variant).len() == 4;
        let q = SeekQuery {
            variant: new.variant,
            days: new.days,
            moves: new.moves,
            casual: new.casual,
            players: [Some(new.player), new.partner],
            rating: new.rating,
            rating_min: new.rating_min,
            rating_max: new.rating_max,
            side: new.side,
        };
        // The store's query narrows the open seeks to those that fit; the
        // choice among them is `lobby`'s (checked against a reference).
        let candidates = self.tx.fitting_seeks(&q, FOUR_CANDIDATES)?;
        let open: Vec<Terms> = candidates.iter().map(Terms::of_row).collect();
        let picked = if four { lobby::assemble_four(&terms, &open) } else { lobby::pick_two(&terms, &open).map(|i| vec![i]) };
        let group = picked.map(|p| p.into_iter().map(|i| candidates[i].clone()).collect::<Vec<_>>());
        let Some(others) = group else {
            let id = match stored {
                Some(id) => id,
                None => self.tx.add_seek(&new, self.cx.now)?,
            };
            // Those who asked news of the game hear of it (`notify seeks`).
            self.tx.note_new_seek(new.variant, [Some(new.player), new.partner], self.cx.now)?;
            let seek = self.stored(id)?;
            let text = Msg::new("seek-open")
                .arg("id", id)
                .arg("terms", lobby::describe(self.cx.timing, &seek))
                .arg("four", if four { "yes" } else { "no" })
                .arg("days", self.cx.lobby.seek_days);
            self.seek_answer(Msg::new("seek-open-subject").arg("id", id), text);
            self.done.push(format!("seek #{id} open"));
            return Ok(());
        };
        if let Some(id) = stored {
            self.tx.remove_seek(id)?;
        }
        for o in &others {
            self.tx.remove_seek(o.id)?;
        }
        self.start_paired(variant, &new, &terms, &others)
    }

    /// Starts the game of seek `new` (of the sender) with the open seeks
    /// `others` (oldest first), and tells every player.
    fn start_paired(&mut self, variant: Variant, new: &NewSeek<'_>, terms: &Terms, others: &[SeekRow]) -> Step {
        let mut mine = Vec::new();
        for p in std::iter::once(new.player).chain(new.partner) {
            if let Some(p) = self.tx.player(p)? {
                mine.push(Member { id: p.id, address: p.address, chosen: p.public_name });
            }
        }
        let mut units: Vec<(Vec<Member>, Terms)> =
            others.iter().map(|o| (o.members().into_iter().cloned().collect(), Terms::of_row(o))).collect();
        units.push((mine, terms.clone()));
        let seated = lobby::seat(variant, &units).ok_or_else(|| internal("the seeks could not be seated".into()))?;
        let mut private = new.private || others.iter().any(|o| o.private);
        for (_, m) in &seated {
            private |= self.tx.watch_settings(m.id)?.games_private;
        }
        let options = GameOptions { days: Some(new.days), moves: new.moves, both_boards: false, casual: new.casual, private };
        let start = Position::start(variant).map_err(|e| internal(e.to_string()))?.fen();
        let placed: Vec<(Seat, PlayerId, bool)> = seated.iter().map(|(s, m)| (*s, m.id, true)).collect();
        let id = self.tx.create_game(variant.name(), &options, &start, &placed, self.cx.now)?;
        self.game = Some(id);
        if !private {
            self.seat_followers(id)?;
        }
        let g = self.load(id)?;
        let mut shown = Vec::new();
        for s in &g.seats {
            shown.push((s.player_id, crate::ratings::rating_in(self.tx, s.player_id, variant, self.cx.now)?.rating.shown()));
        }
        let rating_of = |s: &crate::store::SeatRow| shown.iter().find(|(p, _)| *p == s.player_id).map(|(_, r)| r.clone());
        let lineup = players_line_with(&g, &rating_of);
        let numbers: Vec<String> = others.iter().map(|o| format!("#{}", o.id)).collect();
        let headline = Msg::new("seek-game-started")
            .arg("seeks", numbers.len())
            .arg("numbers", numbers.join(", "))
            .arg("players", lineup)
            .arg("four", if g.four_players() { "yes" } else { "no" });
        let fallback = self.cx.bot.language;
        self.announce_position(&g, &News::same(&|s: &crate::store::SeatRow, _| headline.text(s.language.unwrap_or(fallback))), &[])?;
        self.done.push(format!("paired {} into game #{}", numbers.join(", "), id.0));
        Ok(())
    }

    fn seek_answer(&mut self, subject: Msg, text: Msg) {
        let l = self.reply("notice.txt", context! { subject => subject, text => text });
        self.letters.push(l);
    }

    // ----- seeks -----

    fn list_seeks(&mut self, variant: Option<&str>) -> Step {
        let variant = match variant {
            Some(v) => Some(variant_named(v)?),
            None => None,
        };
        let (open, total) = self.tx.open_seeks(variant.map(|v| v.name()), self.cx.lobby.listed)?;
        let lines: Vec<Msg> = open.iter().map(|s| lobby::listing_line(self.cx.timing, s, self.sender.id, self.cx.now)).collect();
        let mine: Vec<Msg> = self
            .tx
            .seeks_of(self.sender.id)?
            .iter()
            .filter(|s| !s.partner_confirmed)
            .map(|s| Msg::new("seek-waiting-line").arg("id", s.id).arg("terms", lobby::describe(self.cx.timing, s)))
            .collect();
        let l = self.reply(
            "seeks.txt",
            context! {
                game => variant.map(Msg::variant),
                seeks => lines,
                total => total,
                more => total.saturating_sub(open.len()),
                waiting => mine,
                bot => self.cx.bot.address,
                days => self.cx.lobby.seek_days,
            },
        );
        self.letters.push(l);
        self.done.push("listed seeks".into());
        Ok(())
    }

    // ----- accept seek -----

    fn accept_seek(&mut self, n: u64, confirmed: bool) -> Step {
        let highest = self.tx.highest_seek_number()?;
        let never = i64::try_from(n).map_or(true, |id| id > highest);
        let gone = || Refusal::new(Msg::new(if never { "refuse-seek-never" } else { "refuse-seek-closed" }).arg("n", n));
        let seek = i64::try_from(n).ok().map(|id| self.tx.seek(id)).transpose()?.flatten().ok_or_else(gone)?;
        let me = self.sender.id;
        let named_partner = seek.partner.as_ref().is_some_and(|p| p.id == me);
        if seek.player.id == me || (named_partner && seek.partner_confirmed) {
            return Err(Refusal::new(Msg::new("refuse-seek-own").arg("n", n)).into());
        }
        if !seek.partner_confirmed && !named_partner {
            return Err(gone().into());
        }
        let variant: Variant = seek.variant.parse().map_err(|e: crate::rules::variant::UnknownVariant| internal(e.to_string()))?;
        let rating = self.rating(me, variant)?;
        if !named_partner && !seek.admits(rating) {
            return Err(Refusal::new(
                Msg::new("refuse-seek-rating")
                    .arg("n", n)
                    .arg("min", seek.rating_min.unwrap_or(0))
                    .arg("max", seek.rating_max.map_or(Arg::Text("none".into()), Arg::from))
                    .arg("variant", Msg::variant(variant))
                    .arg("rating", rating),
            )
            .into());
        }
        if !named_partner {
            self.seek_limit(me, None)?;
        }
        if !confirmed && self.must_confirm()? {
            return self.seek_request(&format!("accept seek {n}"), Msg::new("asked-accept-seek").arg("n", n));
        }
        let new = NewSeek {
            player: seek.player.id,
            partner: seek.partner.as_ref().map(|p| p.id),
            partner_confirmed: true,
            variant: variant.name(),
            days: seek.days,
            moves: seek.moves,
            casual: seek.casual,
            private: seek.private,
            side: seek.side.as_deref(),
            rating: seek.rating,
            rating_min: seek.rating_min,
            rating_max: seek.rating_max,
            expires_at: seek.expires_at,
        };
        if named_partner {
            // The team is whole: it pairs as a new seek would.
            self.tx.confirm_seek_partner(seek.id)?;
            let leader = seek.player.clone();
            let l = Letter::new(
                &leader.address,
                "notice.txt",
                context! {
                    subject => Msg::new("seek-partner-confirmed-subject").arg("n", n),
                    text => Msg::new("seek-partner-confirmed").arg("who", self.sender.public_name()).arg("n", n),
                },
            );
            let l = Letter { player: Some(leader.id), ..l };
            self.letters.push(l);
            let terms = Terms::of_row(&seek);
            return self.place(new, terms, Some(seek.id));
        }
        if Seat::of(variant).len() == 4 {
            // A single joining seek N: a seek of the taker's with its terms,
            // paired with N first.
            let mine = NewSeek {
                player: me,
                partner: None,
                side: None,
                rating,
                rating_min: None,
                rating_max: None,
                expires_at: self.cx.now + self.cx.timing.time.day() * self.cx.lobby.seek_days as i32,
                ..new
            };
            let terms = Terms::of_new(&mine, None);
            return self.place_with(mine, terms, &seek);
        }
        self.tx.remove_seek(seek.id)?;
        let taker = NewSeek { player: me, partner: None, side: None, rating, rating_min: None, rating_max: None, ..new };
        let terms = Terms::of_new(&taker, None);
        self.start_paired(variant, &taker, &terms, std::slice::from_ref(&seek))
    }

    /// A four-player seek of the sender's that takes `first` first.
    fn place_with(&mut self, new: NewSeek<'_>, terms: Terms, first: &SeekRow) -> Step {
        let variant: Variant = new.variant.parse().map_err(|e: crate::rules::variant::UnknownVariant| internal(e.to_string()))?;
        let q = SeekQuery {
            variant: new.variant,
            days: new.days,
            moves: new.moves,
            casual: new.casual,
            players: [Some(new.player), None],
            rating: new.rating,
            rating_min: None,
            rating_max: None,
            side: None,
        };
        let mut candidates = vec![first.clone()];
        candidates.extend(self.tx.fitting_seeks(&q, FOUR_CANDIDATES)?.into_iter().filter(|c| c.id != first.id));
        let open: Vec<Terms> = candidates.iter().map(Terms::of_row).collect();
        match lobby::assemble_four(&terms, &open) {
            Some(picked) if picked.contains(&0) => {
                let others: Vec<SeekRow> = picked.into_iter().map(|i| candidates[i].clone()).collect();
                for o in &others {
                    self.tx.remove_seek(o.id)?;
                }
                self.start_paired(variant, &new, &terms, &others)
            }
            _ => {
                let id = self.tx.add_seek(&new, self.cx.now)?;
                self.tx.note_new_seek(new.variant, [Some(new.player), None], self.cx.now)?;
                let text = Msg::new("seek-joined").arg("first", first.id).arg("id", id).arg("days", self.cx.lobby.seek_days);
                self.seek_answer(Msg::new("seek-joined-subject").arg("first", first.id), text);
                self.done.push(format!("joined seek #{} as #{id}", first.id));
                Ok(())
            }
        }
    }

    // ----- unseek -----

    fn unseek(&mut self, n: Option<u64>) -> Step {
        let mine = self.tx.seeks_of(self.sender.id)?;
        let text = match n {
            Some(n) => match mine.iter().find(|s| s.id as u64 == n && s.player.id == self.sender.id) {
                Some(s) => {
                    self.tx.remove_seek(s.id)?;
                    Msg::new("unseek-one").arg("n", n)
                }
                None => return Err(Refusal::new(Msg::new("refuse-unseek-none").arg("n", n)).into()),
            },
            None => {
                let own: Vec<&SeekRow> = mine.iter().filter(|s| s.player.id == self.sender.id).collect();
                for s in &own {
                    self.tx.remove_seek(s.id)?;
                }
                Msg::new("unseek-all").arg("count", own.len())
            }
        };
        self.seek_answer(Msg::new("unseek-subject"), text);
        self.done.push("unseek".into());
        Ok(())
    }

    // ----- notify seeks -----

    fn notify_seeks(&mut self, variant: Option<&str>) -> Step {
        let text = match variant {
            None => match self.tx.clear_seek_notify(self.sender.id)? {
                0 => Msg::new("notify-seeks-none"),
                _ => Msg::new("notify-seeks-off"),
            },
            Some(v) => {
                let variant = variant_named(v)?;
                self.tx.add_seek_notify(self.sender.id, variant.name(), self.cx.now)?;
                let all = self.tx.seek_notify_of(self.sender.id)?;
                let games: Vec<Msg> = all.iter().map(|v| Msg::new("variant").arg("v", v.as_str())).collect();
                Msg::new("notify-seeks-on").arg("games", Msg::list(games))
            }
        };
        self.seek_answer(Msg::new("notify-seeks-subject"), text);
        self.done.push("notify seeks".into());
        Ok(())
    }
}

use crate::bot::letters::Letter;

/// The seek as a command line again (what a confirmation replays).
fn spec_line(s: &SeekSpec) -> String {
    let mut line = format!("seek {}", s.variant);
    match (s.days, s.moves) {
        (Some(d), Some(m)) => line += &format!(" {m} moves in {d} days"),
        (Some(d), None) => line += &format!(" days {d}"),
        _ => {}
    }
    if s.casual {
        line += " casual";
    }
    if let Some(side) = &s.side {
        line += &format!(" as {side}");
    }
    if let Some((lo, hi)) = s.rating {
        line += &format!(" rating {lo}-{hi}");
    }
    if s.private {
        line += " private";
    }
    if let Some(p) = &s.partner {
        line += &format!(" with {p}");
    }
    line
}
