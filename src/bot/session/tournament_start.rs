//! The start of a tournament's section: every game of its Berger table
//! created in one transaction and announced to its players through the
//! path every game starts by (the game's first mail, as after the last
//! acceptance of a challenge, each in a thread of its own), and one mail
//! to each entrant with the section. `start N`, the `join` that fills a
//! tournament, and the scheduler at a start date all start it here.

use minijinja::context;

use super::{internal, News, Refusal, Session, Step};
use crate::bot::describe::time_control;
use crate::bot::letters::{enqueue, Letter};
use crate::bot::tournament::{self, describe, letter_to, notice_to, subject, title};
use crate::bot::{BotError, Ctx};
use crate::i18n::Msg;
use crate::mail::Inbound;
use crate::rules::{Position, Seat, Variant};
use crate::store::{EntrantRow, GameId, GameOptions, InboundId, Member, Player, PlayerId, TournamentRow, TournamentStatus, Tx};
use crate::tournaments::{berger, seating};

impl Session<'_, '_> {
    /// Starts the section of the open tournament `t`: the entries still
    /// waiting for a partner are dropped (and told), the others numbered in
    /// the order they joined, every game of the Berger table created at
    /// once and announced to its players as any game's start is, and every
    /// entrant sent the section. The number of games.
    pub(super) fn start_section(&mut self, t: &TournamentRow) -> Step<usize> {
        let (tx, now) = (self.tx, self.cx.now);
        let variant = t.variant.parse::<Variant>().map_err(|e| internal(e.to_string()))?;
        let mut entrants = Vec::new();
        for e in tx.entrants(t.id)? {
            if e.confirmed_at.is_some() {
                entrants.push(e);
                continue;
            }
            tx.remove_entrant(e.id)?;
            let text = Msg::new("tournament-team-out")
                .arg("title", title(t))
                .arg("partner", e.partner.as_ref().map_or("none".to_string(), Member::shown));
            for m in e.members() {
                self.send(notice_to(m, subject(t, "team-out"), text.clone()))?;
            }
        }
        let n = entrants.len() as u32;
        if n < t.options.min {
            return Err(
                Refusal::new(Msg::new("refuse-start-too-few").arg("id", t.id.0).arg("entrants", n).arg("min", t.options.min)).into()
            );
        }
        // Numbers in the order of joining; ratings as they stand now.
        let mut shown_ratings = Vec::new();
        for (i, e) in entrants.iter_mut().enumerate() {
            let (rating, shown) = self.entrant_rating(e, variant)?;
            e.number = Some(i as u32 + 1);
            e.rating = Some(rating);
            tx.number_entrant(e.id, i as u32 + 1, Some(rating))?;
            shown_ratings.push(shown);
        }
        let team = |no: u32| {
            let e = &entrants[no as usize - 1];
            seating::Team { leader: e.player.id, partner: e.partner.as_ref().map(|p| p.id) }
        };
        let start = Position::start(variant).map_err(|e| internal(e.to_string()))?.fen();
        let options = GameOptions {
            days: t.options.days,
            moves: t.options.moves,
            both_boards: false,
            casual: t.options.casual,
            private: t.options.private,
        };
        let pairings = berger::pairings(n, t.options.double);
        let rounds = berger::rounds(n, t.options.double);
        // Games before, per entrant: as White, as Black (the seating of teams).
        let mut before = vec![[0u32; 2]; n as usize + 1];
        let mut games = Vec::with_capacity(pairings.len());
        for p in &pairings {
            let (w, b) = (p.white as usize, p.black as usize);
            let seats = seating::seats(variant, team(p.white), before[w][0], team(p.black), before[b][1])
                .ok_or_else(|| internal("a team lacks its partner".into()))?;
            before[w][0] += 1;
            before[b][1] += 1;
            let placed: Vec<(Seat, PlayerId, bool)> = seats.into_iter().map(|(seat, player)| (seat, player, true)).collect();
            let game = tx.create_game(variant.name(), &options, &start, &placed, now)?;
            tx.add_tournament_game(game, t.id, p.round, p.white, p.black)?;
            if !t.options.private {
                // Observers of the tournament, and of its players, watch it.
                self.seat_followers(game)?;
                self.seat_tournament_observers(game, t.id)?;
            }
            games.push((game, *p));
        }
        tx.set_tournament_rounds(t.id, rounds)?;
        tx.set_tournament_status(t.id, TournamentStatus::Running, now)?;
        // Each game's first mail to each of its players, as after the last
        // acceptance of a challenge, in a thread of its own.
        let fallback = self.cx.bot.language;
        for (game, p) in &games {
            let g = self.load(*game)?;
            let headline = Msg::new("tournament-game-started").arg("round", p.round).arg("title", title(t));
            let headline = |s: &crate::store::SeatRow, _: bool| headline.text(super::news::reader_language(s, fallback));
            for seat in &g.seats {
                let mut l = self.position_letter(&g, seat, &News::same(&headline), &[], true)?;
                l.answering = None;
                self.send(l)?;
            }
        }
        // The section, to every entrant.
        let lines: Vec<String> =
            entrants.iter().zip(&shown_ratings).map(|(e, r)| format!("{:>2}. {} ({r})", e.number.unwrap_or(0), e.shown())).collect();
        let control = time_control(&self.cx.timing.control(t.options.days, t.options.moves));
        for e in &entrants {
            for m in e.members() {
                let mine = self.games_of(m.id, e, &entrants, &shown_ratings, &games)?;
                let l = letter_to(
                    m,
                    "tournament_start.txt",
                    context! {
                        title => title(t),
                        id => t.id.0,
                        description => describe(&self.cx, t),
                        variant_title => t.variant.parse::<crate::rules::Variant>().map(crate::i18n::Msg::variant).ok(),
                        count => n,
                        entrants => lines,
                        game_count => mine.len(),
                        games => mine,
                        time_control => control,
                        casual => t.options.casual,
                        withdrawal_rule => Msg::new("tournament-rule").arg("rule", t.options.withdrawals.name()),
                    },
                );
                if m.id == self.sender.id {
                    self.letters.push(l);
                } else {
                    self.send(l)?;
                }
            }
        }
        let text = Msg::new("tournament-started").arg("title", title(t)).arg("count", n).arg("games", games.len()).arg("rounds", rounds);
        if t.organiser == self.sender.id {
            self.answer(t, "started", text);
        } else if let Some(o) = tx.player(t.organiser)? {
            let m = Member { id: o.id, address: o.address, chosen: o.public_name };
            self.send(notice_to(
                &m,
                subject(t, "started"),
                Msg::new("tournament-started-full").arg("title", title(t)).arg("started", text),
            ))?;
        }
        Ok(games.len())
    }

    /// `Round 2: game #14, White against Ben (1500?)`: the games of player
    /// `player` of entrant `e`.
    fn games_of(
        &self,
        player: PlayerId,
        e: &EntrantRow,
        entrants: &[EntrantRow],
        ratings: &[String],
        games: &[(GameId, berger::Pairing)],
    ) -> Step<Vec<Msg>> {
        let no = e.number.unwrap_or(0);
        let mut out = Vec::new();
        for (game, p) in games.iter().filter(|(_, p)| p.white == no || p.black == no) {
            let other = if p.white == no { p.black } else { p.white };
            let seat = self.tx.seats(*game)?.into_iter().find(|s| s.player_id == player).map(|s| s.seat);
            let o = &entrants[other as usize - 1];
            out.push(
                Msg::new("tournament-start-game")
                    .arg("round", p.round)
                    .arg("id", game.0)
                    .arg("seat", seat.map_or(Msg::new("name").arg("name", "?"), Msg::seat))
                    .arg("name", o.shown())
                    .arg("rating", ratings[other as usize - 1].as_str()),
            );
        }
        Ok(out)
    }

    /// An entrant's rating in `variant` now (a team's: the mean of its
    /// players'), and as shown: `1512`, `1500?` when one is provisional.
    pub(super) fn entrant_rating(&self, e: &EntrantRow, variant: Variant) -> Step<(f64, String)> {
        let mut ratings = Vec::new();
        for m in e.members() {
            ratings.push(crate::ratings::rating_in(self.tx, m.id, variant, self.cx.now)?.rating);
        }
        let n = ratings.len().max(1) as f64;
        let mean = ratings.iter().map(|r| r.rating).sum::<f64>() / n;
        let provisional = ratings.iter().any(|r| r.is_provisional());
        Ok((mean, format!("{}{}", mean.round() as i64, if provisional { "?" } else { "" })))
    }

    /// Queues `letter` at once, apart from the answer to the mail: the
    /// mails of a tournament's start are one per game and entrant, each in
    /// a thread of its own.
    fn send(&self, letter: Letter) -> Step {
        enqueue(self.tx, &self.cx, letter)?;
        Ok(())
    }
}

/// The start of a tournament at its start date, by the scheduler: as if
/// its organiser had written `start N`, without a mail to answer (too few
/// entrants call it off instead). What was done, for the log.
pub(crate) fn start_at_date(tx: &Tx<'_>, cx: &Ctx<'_>, t: &TournamentRow) -> Result<String, BotError> {
    let confirmed = tx.entrants(t.id)?.iter().filter(|e| e.confirmed_at.is_some()).count() as u32;
    if confirmed < t.options.min {
        let why = Msg::new("tournament-why-too-few").arg("joined", confirmed).arg("min", t.options.min);
        for l in tournament::cancel(tx, cx, t, why)? {
            enqueue(tx, cx, l.generated())?;
        }
        return Ok(format!("tournament #{} called off at its start date: {confirmed} entrants", t.id.0));
    }
    let organiser =
        tx.player(t.organiser)?.ok_or_else(|| BotError::Store(crate::store::StoreError::InvalidInput("no organiser".into())))?;
    let mail = scheduled_mail(&organiser, cx, t);
    // No mail: nothing of a start refers to the inbound record.
    let mut s = Session::new(tx, cx, &mail, organiser, InboundId(0));
    let games = match s.start_section(t) {
        Ok(n) => n,
        Err(super::Failure::Bot(e)) => return Err(e),
        // What would refuse `start N` (a tournament that cannot start) calls it off.
        Err(super::Failure::Refused(r)) => {
            for l in tournament::cancel(tx, cx, t, Msg::new("tournament-why-no-start").arg("problem", r.problem.clone()))? {
                enqueue(tx, cx, l.generated())?;
            }
            return Ok(format!("tournament #{} called off at its start date: {}", t.id.0, r.logged()));
        }
    };
    // The organiser's answer, with their copy of the section when they play.
    let letters = s.final_letters()?;
    for l in letters {
        enqueue(tx, cx, l.generated())?;
    }
    Ok(format!("tournament #{} started at its start date: {games} games", t.id.0))
}

/// The mail a scheduled start acts as if it answered: none (its id is one
/// the bot makes up, which nothing is threaded under).
fn scheduled_mail(organiser: &Player, cx: &Ctx<'_>, t: &TournamentRow) -> Inbound {
    Inbound {
        message_id: crate::mail::message_id::synthetic(format!("tournament {} start {}", t.id.0, cx.now).as_bytes()),
        from: organiser.address.clone(),
        from_name: None,
        to: vec![],
        subject: String::new(),
        in_reply_to: vec![],
        references: vec![],
        text: String::new(),
        html: false,
        skip: None,
        content_language: None,
    }
}
