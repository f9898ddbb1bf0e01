//! Playing a game to its end: a move, `resign`, `draw` (an offer or its
//! acceptance), `claim draw`, and the end of the game they may bring.

use minijinja::context;

use super::news::{act_headline, turns_headline, TurnNews};
use super::{Pending, Refusal, Session, Step};
use crate::bot::game::{end_game, hands, Loaded};
use crate::clocks::schedule::{self, View};
use crate::config::OnTimeout;
use crate::i18n::{Arg, Msg};
use crate::rules::{Color, DrawReason, Outcome, Played, WinReason};
use crate::store::{GameStatus, SeatRow};

impl Session<'_, '_> {
    pub(super) fn play(&mut self, text: &str) -> Step {
        let (mut g, me) = self.target(&[GameStatus::Active], "move")?;
        self.authorize(&g)?;
        self.not_lost_on_time(&g, &me, text)?;
        self.require_active(&g)?;
        let seat = me.seat;
        let movers = g.rules.position().sides_to_move();
        let Some(side) = seat.may_act(&movers) else {
            return Err(Refusal {
                line: Some(text.to_string()),
                ..Refusal::new(Msg::new("refuse-not-your-turn").arg("id", g.row.id.0).arg("waiting", g.names_to_move())).in_game(g.row.id)
            }
            .into());
        };
        self.in_time(&g, &me, text)?;
        let hands_before = hands(g.rules.position());
        let before = g.rules.position().clone();
        let played = match g.rules.play_in(Some(side), text, me.notation) {
            Ok(p) => p.clone(),
            Err(e) => {
                let legal = g.legal_for(side, me.notation);
                let problem = crate::bot::move_refusal::play_error(&e);
                return Err(Refusal { problem, line: Some(text.to_string()), game: Some(g.row.id), legal, forged: false }.into());
            }
        };
        self.tx.append_turn(g.row.id, seat, &played.notation, &played.fen_after, Some(self.inbound), self.cx.at)?;
        if g.row.draw_offer_seat.is_some_and(|s| s.team() != seat.team()) {
            // Playing on declines the other side's offer.
            self.tx.set_draw_offer(g.row.id, None, self.cx.now)?;
            g.row.draw_offer_seat = None;
        }
        let news = TurnNews {
            actor: seat,
            who: self.sender_shown(),
            number: move_number(&g, &played),
            description: crate::bot::describe::turn_words(&played),
            played: played.clone(),
            variant: g.variant(),
            in_advance: false,
            language: self.cx.bot.language,
        };
        self.done.push(format!("played {} in #{}", played.notation, g.row.id.0));
        if let Some(o) = g.rules.automatic_outcome() {
            let turns = [news];
            return self.finish(&g, o, &|s: &SeatRow| turns_headline(&turns, s, false, false));
        }
        // The news waits for the end of the mail: its conditional lines
        // count from this turn on, and the answers given in advance are
        // played first (see `settle`).
        self.pending.push(Pending { game: g.row.id, mover: seat, before, played, hands_before, news, after: Some(Box::new(g)) });
        Ok(())
    }

    /// A move for a game the sender lost on time before the mail arrived
    /// (the bot judged the deadline first: see `time_outs_before`): refused
    /// with that reason.
    fn not_lost_on_time(&self, g: &Loaded, me: &SeatRow, text: &str) -> Step {
        if g.row.status != GameStatus::Finished
            || self.cx.timing.time.on_timeout == OnTimeout::Notify
            || self.tx.timed_out(g.row.id, me.seat)?.is_none()
        {
            return Ok(());
        }
        Err(Refusal {
            line: Some(text.to_string()),
            ..Refusal::new(Msg::new("refuse-lost-before").arg("at", Arg::exact(self.cx.at)).arg("id", g.row.id.0).arg("move", text))
                .in_game(g.row.id)
        }
        .into())
    }

    /// A move that arrived after the mover's deadline is not played. (The
    /// deadline is normally judged before the mail is read, and the game
    /// found lost; this is for a deadline not judged yet because older
    /// mail waits in the mailbox.) With `on_timeout = "notify"` the game
    /// goes on after a deadline, and so does the move.
    fn in_time(&self, g: &Loaded, me: &SeatRow, text: &str) -> Step {
        // The computer's clock is never judged.
        if self.cx.timing.time.on_timeout == OnTimeout::Notify || crate::store::is_computer_seat(me) {
            return Ok(());
        }
        let at = self.cx.at;
        let Some(row) = self.tx.clock_row(g.row.id)? else { return Ok(()) };
        // The stored deadline is the earliest of the game's: later than the
        // mail, and nothing changed since it was computed, is in time.
        if !row.changed && row.deadline_at.is_none_or(|d| at < d) {
            return Ok(());
        }
        // The game as this mail loaded it: its seats and its movers, not
        // read again.
        let movers = g.rules.position().sides_to_move();
        let clocks = schedule::game_clocks_of(self.tx, self.cx.timing, &row, &g.seats, &movers, self.cx.now, View::Running)?;
        let Some(deadline) = clocks.iter().find(|c| c.seat == me.seat).map(|c| c.schedule.deadline).filter(|d| at >= *d) else {
            return Ok(());
        };
        Err(Refusal {
            line: Some(text.to_string()),
            ..Refusal::new(
                Msg::new("refuse-after-deadline")
                    .arg("at", Arg::exact(at))
                    .arg("deadline", Arg::exact(deadline))
                    .arg("move", text)
                    .arg("id", g.row.id.0),
            )
            .in_game(g.row.id)
        }
        .into())
    }

    pub(super) fn resign(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active], "resign")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        let winner = me.seat.team().other();
        self.done.push(format!("resigned #{}", g.row.id.0));
        let who = self.sender_shown();
        let fallback = self.cx.bot.language;
        self.finish(&g, Outcome::Win { winner, reason: WinReason::Resignation }, &|s: &SeatRow| {
            act_headline(me.seat, &who, s, "resigned", fallback)
        })
    }

    pub(super) fn draw(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active], "draw-offer")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        let team = me.seat.team();
        match g.row.draw_offer_seat {
            Some(s) if s.team() != team => {
                self.done.push(format!("accepted the draw in #{}", g.row.id.0));
                let fallback = self.cx.bot.language;
                self.finish(&g, Outcome::Draw { reason: DrawReason::Agreement }, &|s: &SeatRow| {
                    Msg::new("draw-agreed").text(super::news::reader_language(s, fallback))
                })
            }
            Some(_) => Err(Refusal::new(Msg::new("refuse-draw-offered-already")).in_game(g.row.id).into()),
            None => {
                // An offer changes what a player would answer: it drops
                // every standing line (the store does), and their holders
                // are told.
                let mut holders = Vec::new();
                for s in &g.seats {
                    if !self.tx.conditions(g.row.id, s.seat)?.is_empty() {
                        holders.push(s.clone());
                    }
                }
                self.tx.set_draw_offer(g.row.id, Some(me.seat), self.cx.now)?;
                for h in &holders {
                    self.notice_in(
                        g.row.id,
                        h,
                        &Msg::new("conditions-dropped-subject"),
                        &Msg::new("conditions-dropped-draw").arg("id", g.row.id.0),
                    );
                }
                for other in g.seats.iter().filter(|s| s.seat.team() != team) {
                    let l = self.to_seat(
                        g.row.id,
                        other,
                        "draw_offer.txt",
                        context! { offerer => self.sender.address, game_id => g.row.id.0, variant_title => crate::i18n::Msg::variant(g.variant()) },
                    );
                    self.letters.push(l);
                }
                self.notice_in(g.row.id, &me, &Msg::new("draw-offer-sent-subject"), &Msg::new("draw-offer-sent").arg("id", g.row.id.0));
                self.done.push(format!("offered a draw in #{}", g.row.id.0));
                Ok(())
            }
        }
    }

    pub(super) fn claim_draw(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active], "draw-claim")?;
        self.authorize(&g)?;
        self.require_active(&g)?;
        match g.rules.claimable_draw() {
            Some(reason) => {
                self.done.push(format!("claimed a draw in #{}", g.row.id.0));
                let who = self.sender_shown();
                let fallback = self.cx.bot.language;
                self.finish(&g, Outcome::Draw { reason }, &|s: &SeatRow| act_headline(me.seat, &who, s, "claimed-draw", fallback))
            }
            None => Err(Refusal::new(Msg::new("refuse-no-draw-to-claim").arg("halfmoves", g.rules.position().halfmove_clock()))
                .in_game(g.row.id)
                .into()),
        }
    }

    /// Ends the game and sends everyone the result, final position and PGN
    /// (see [`end_game`]); the sender's copy answers their mail.
    pub(super) fn finish(&mut self, g: &Loaded, o: Outcome, headline: &dyn Fn(&SeatRow) -> String) -> Step {
        for l in end_game(self.tx, &self.cx, g, &o, None, headline)? {
            let l = if l.player == Some(self.sender.id) { l.in_answer_to(self.mail) } else { l };
            self.letters.push(l);
        }
        self.done.push(format!("game #{} over: {o}", g.row.id.0));
        Ok(())
    }
}

/// `12. `, `12... ` (four-player bughouse: nothing, the move names its
/// board) before a turn just played in `g`.
pub(super) fn move_number(g: &Loaded, played: &Played) -> String {
    if g.four_players() {
        return String::new();
    }
    let pos = g.rules.position();
    let number = pos.fullmove_number();
    match played.by {
        Color::White => format!("{}. ", if pos.to_move() == Color::White { number - 1 } else { number }),
        Color::Black => format!("{}... ", number.saturating_sub(1).max(1)),
    }
}
