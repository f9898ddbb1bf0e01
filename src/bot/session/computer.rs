//! The computer's act in its game, carried out like a player's mail: the
//! same commands (`play`, `draw`, `claim draw`, `resign`), conditional
//! answers, results and news, in a transaction of its own. It applies only
//! if the game still stands where the computer searched it; it is recorded
//! as an inbound row of its own (`computer/<game>/<ply>/<seat>`), so that it
//! is applied once even if a decision came twice.

use super::news::TurnNews;
use super::play::move_number;
use super::{Failure, News, Refusal, Session, Step};
use crate::bot::computer::decision::{Act, Decision};
use crate::bot::game::Loaded;
use crate::bot::letters::enqueue;
use crate::bot::{BotError, Ctx};
use crate::command;
use crate::config::DEFAULT_COMPUTER_LEVEL;
use crate::i18n::Msg;
use crate::mail::Inbound;
use crate::rules::{Position, Seat};
use crate::store::{computer_name, is_computer_seat, GameStatus, MailOutcome, NewInbound, Player, Store, COMPUTER_DOMAIN};

/// Carries out `d` (see the module's comment); what was done, or `None`
/// when the game moved on (or ended) since the search.
pub(in crate::bot) fn computer_acts(store: &mut Store, cx: &Ctx<'_>, d: &Decision) -> Result<Option<String>, BotError> {
    let attempt = store.transaction(|tx| -> Result<Option<String>, Failure> {
        let Some(row) = tx.game(d.game)? else { return Ok(None) };
        let offered = row.draw_offer_seat.is_some_and(|s| s.team() != d.seat.team());
        if row.status != GameStatus::Active || row.fen != d.fen || offered != d.draw_offered {
            return Ok(None);
        }
        let Some(me) = tx.seats(d.game)?.into_iter().find(|s| s.seat == d.seat && is_computer_seat(s)) else { return Ok(None) };
        let Ok(pos) = Position::from_fen(row.variant.parse().unwrap_or(crate::rules::Variant::Chess), &row.fen) else {
            return Ok(None);
        };
        if me.seat.may_act(&pos.sides_to_move()).is_none() {
            return Ok(None);
        }
        let plies = tx.turns(d.game)?.len();
        let source_key = format!("computer/{}/{}/{}", d.game.0, plies, d.seat);
        if tx.inbound_seen(&source_key, None)? {
            return Ok(None);
        }
        let Some(player) = tx.player(me.player_id)? else { return Ok(None) };
        let text = match &d.act {
            Act::Move(t) => t.clone(),
            Act::AcceptDraw => "draw".to_string(),
            Act::ClaimDraw => "claim draw".to_string(),
            Act::Resign => "resign".to_string(),
        };
        // The mail the computer would have written: to its own secret
        // address (token mode), in the game's thread.
        let mail = Inbound {
            message_id: format!("computer.{}.{}.{}@{COMPUTER_DOMAIN}", d.game.0, plies, d.seat),
            from: player.address.clone(),
            from_name: None,
            to: vec![cx.bot.token_address(d.game, &me.token)],
            subject: format!("[#{}]", d.game.0),
            in_reply_to: vec![],
            references: vec![],
            text: text.clone(),
            html: false,
            skip: None,
            content_language: None,
        };
        let inbound = tx.record_inbound(&NewInbound {
            source_key: &source_key,
            message_id: Some(&mail.message_id),
            from_addr: &player.address,
            subject: Some(&mail.subject),
            received_at: cx.now,
            processed_at: cx.now,
            outcome: MailOutcome::Applied,
            game_id: Some(d.game),
            detail: None,
        })?;
        // Named as its seat reads (`tandem level 3`) in the others' news.
        let sender = Player { address: me.address.clone(), display_name: None, ..player };
        let mut s = Session::new(tx, cx, &mail, sender, inbound);
        s.game = Some(d.game);
        // The mails telling the players of the turn before, still waiting
        // to leave: the mail of this turn tells both, if it shows the game
        // going on.
        let mut waiting = Vec::new();
        let g = s.load(d.game)?;
        for seat in g.seats.iter().filter(|x| !is_computer_seat(x) && plies > 0) {
            let ids = tx.unsent_board_mail(d.game, seat.player_id, plies as u32)?;
            waiting.extend(ids.into_iter().map(|id| (seat.seat, seat.player_id, id)));
        }
        if matches!(d.act, Act::Move(_)) && !waiting.is_empty() {
            if let (Some(last), Some(played)) = (tx.turns(d.game)?.last(), g.rules.played().last()) {
                let actor = g.seats.iter().find(|x| x.seat == last.seat);
                {
                    let earlier = TurnNews {
                        actor: last.seat,
                        who: actor.map_or_else(|| last.seat.title().to_string(), |a| a.address.clone()),
                        number: move_number(&g, played),
                        description: crate::bot::describe::turn_words(played),
                        played: played.clone(),
                        variant: g.variant(),
                        in_advance: false,
                        language: cx.bot.language,
                    };
                    s.superseded = Some((earlier, waiting.iter().map(|w| w.0).collect()));
                }
            }
        }
        match &d.act {
            Act::Move(t) => s.play(t)?,
            Act::AcceptDraw => s.draw()?,
            Act::ClaimDraw => s.claim_draw()?,
            Act::Resign => s.resign()?,
        }
        let merging = s.superseded.is_some();
        s.settle()?;
        let summary = s.done.join("; ");
        let letters = s.final_letters()?;
        // Dropped where the new mail shows the game (the superseded turn in
        // its first lines); where the game ended, it leaves now, before the
        // result.
        let next = plies as u32 + 1;
        for (_, player, id) in waiting {
            if merging && letters.iter().any(|l| l.player == Some(player) && l.board_ply == Some(next)) {
                tx.drop_unsent_mail(id)?;
            } else {
                tx.release_held_mail(id, cx.now)?;
            }
        }
        for letter in letters {
            enqueue(tx, cx, letter)?;
        }
        tx.set_inbound_outcome(inbound, MailOutcome::Applied, Some(d.game), Some(&summary))?;
        Ok(Some(summary))
    });
    match attempt {
        Ok(done) => Ok(done),
        Err(Failure::Bot(e)) => Err(e),
        // Never expected (the position is the one searched): nothing was
        // applied, and the search is not run again for this position
        // before a restart.
        Err(Failure::Refused(r)) => Err(BotError::Computer(format!("game #{}: {} refused: {}", d.game.0, text_of(&d.act), r.logged()))),
    }
}

fn text_of(act: &Act) -> String {
    match act {
        Act::Move(t) => format!("the move {t}"),
        Act::AcceptDraw => "accepting the draw".into(),
        Act::ClaimDraw => "claiming a draw".into(),
        Act::Resign => "resigning".into(),
    }
}

impl Session<'_, '_> {
    /// A challenge naming the computer among `others`: the level it plays
    /// at, or a refusal (the operator's `[engine]` is off, or the sender has
    /// as many games with it as `games_per_player` allows). `None` when it
    /// is not named (and then `level` has no meaning).
    pub(super) fn computer_challenge(&self, others: &[String], level: Option<u8>) -> Step<Option<u8>> {
        if !others.iter().any(|o| o == command::COMPUTER) {
            return match level {
                Some(_) => Err(Refusal::new(Msg::new("refuse-level-without-computer")).into()),
                None => Ok(None),
            };
        }
        let engine = self.cx.engine;
        if !engine.enabled {
            return Err(Refusal::new(Msg::new("refuse-computer-off")).into());
        }
        let playing = self.tx.computer_games_of(self.sender.id)?;
        if playing >= engine.games_per_player {
            return Err(
                Refusal::new(Msg::new("refuse-computer-games").arg("playing", playing).arg("allowed", engine.games_per_player)).into()
            );
        }
        Ok(Some(level.unwrap_or(DEFAULT_COMPUTER_LEVEL)))
    }

    /// A game the computer accepted at once (every other seat is its own):
    /// everyone is told it started; the computer's first move, if it has
    /// it, comes from the daemon's search.
    pub(super) fn computer_game_started(&mut self, g: &Loaded) -> Step {
        let name =
            g.seats.iter().find(|s| is_computer_seat(s)).map_or_else(|| computer_name(DEFAULT_COMPUTER_LEVEL), |s| s.address.clone());
        let fallback = self.cx.bot.language;
        let headline = crate::i18n::Msg::new("started-against-computer").arg("name", name.as_str());
        let notes = self.computer_notes(g);
        self.announce_position(g, &News::same(&|s, _| headline.text(super::news::reader_language(s, fallback))), &notes)?;
        self.done.push(format!("started game #{} against {name}", g.row.id.0));
        Ok(())
    }

    /// The line that tells a player their partner is the computer (the
    /// four-player games).
    pub(super) fn computer_notes(&self, g: &Loaded) -> Vec<(Seat, crate::i18n::Msg)> {
        g.seats
            .iter()
            .filter(|s| !is_computer_seat(s))
            .filter_map(|s| {
                let partner = g.seats.iter().find(|p| Some(p.seat) == s.seat.partner())?;
                is_computer_seat(partner)
                    .then(|| (s.seat, crate::i18n::Msg::new("note-computer-partner").arg("name", partner.address.as_str())))
            })
            .collect()
    }
}
