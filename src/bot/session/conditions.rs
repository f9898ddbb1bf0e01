//! Conditional moves: `if THEIRS then MINE` lines given in advance,
//! `conditions`, `conditions clear`, and the answers the bot plays from
//! them in the transaction of the opponent's turn.
//!
//! A line stands while it is the opponent's move (on the player's own board
//! in four-player bughouse). The opponent's next turn there either matches
//! the first turn of one line (compared as turns: both in the engine's
//! canonical notation, in the position before it), whose answer is then
//! played and which goes on with its next pair, or drops every line of
//! the player. The opponent learns nothing of a line before its answer is
//! played: only its holder is written to about it.

use super::news::{turns_headline, News, TurnNews};
use super::play::move_number;
use super::{Failure, Pending, Refusal, Report, Session, Step};
use crate::bot::game::{bughouse_notes, outcome, Loaded};
use crate::bot::move_refusal;
use crate::i18n::Msg;
use crate::rules::{board_letter, Dialect, Game as RulesGame, Outcome, PlayError, Played, Position, Seat, Side};
use crate::store::{GameId, GameStatus, SeatRow};

/// The most lines one player may have standing in one game.
const MAX_LINES: usize = 50;

impl Session<'_, '_> {
    /// `if THEIRS then MINE ...`: checked whole against the position now
    /// (after the mail's own move), then kept.
    pub(super) fn conditional(&mut self, turns: &[String]) -> Step {
        let (g, me) = self.target(&[GameStatus::Active, GameStatus::Finished], "conditions-give")?;
        self.authorize(&g)?;
        if self.ended_by_this_mail(&g)? {
            // The mail's own move ended the game: its lines have nothing to answer.
            return Ok(());
        }
        self.require_active(&g)?;
        let id = g.row.id;
        let written = format!("if {}", turns.join(" "));
        let refuse = |problem: Msg, legal: Vec<String>| {
            Failure::from(Refusal { problem, line: Some(written.clone()), game: Some(id), legal, forged: false })
        };
        let Some(opponent) = opponent_on_board(&g, me.seat).cloned() else {
            return Err(refuse(Msg::new("refuse-if-no-opponent"), vec![]));
        };
        if me.seat.may_act(&g.rules.position().sides_to_move()).is_some() {
            return Err(refuse(Msg::new("refuse-if-your-move").arg("id", id.0), vec![]));
        }
        let (theirs, mine) = (opponent.seat.primary_side(), me.seat.primary_side());
        let mut sim: RulesGame = g.rules.clone();
        let mut played: Vec<Played> = Vec::with_capacity(turns.len());
        for (i, text) in turns.iter().enumerate() {
            let (side, whose) = if i % 2 == 0 {
                (theirs, Msg::new("line-their-turn").arg("who", opponent.address.as_str()).arg("kind", crate::i18n::turn_kind(g.variant())))
            } else {
                (mine, Msg::new("line-your-answer"))
            };
            match sim.play_in(Some(side), text, me.notation) {
                Ok(p) => played.push(p.clone()),
                Err(e) => {
                    let reason = match &e {
                        PlayError::Notation(n) => move_refusal::notation_error(n),
                        PlayError::GameOver(o) => Msg::new("line-game-over").arg("outcome", outcome(o)),
                    };
                    let so_far: Vec<String> = played.iter().map(|p| p.written(g.variant(), me.notation)).collect();
                    let when = if so_far.is_empty() { Msg::new("line-now") } else { Msg::new("line-after").arg("turns", so_far.join(" ")) };
                    let legal = legal_for(sim.position(), side, g.four_players(), me.notation);
                    let said = Msg::new("line-refused").arg("whose", whose).arg("turn", text).arg("when", when).arg("reason", reason);
                    return Err(refuse(said, legal));
                }
            }
        }
        let canonical: Vec<String> = played.iter().map(|p| p.notation.clone()).collect();
        let pos = g.rules.position();
        let standing = self.tx.conditions(id, me.seat)?;
        let mut replaced = false;
        for l in &standing {
            if same_turn(pos, theirs, &l.turns[0], &canonical[0]) {
                self.tx.delete_condition(l.id)?;
                replaced = true;
            }
        }
        if standing.len() - usize::from(replaced) >= MAX_LINES {
            return Err(refuse(Msg::new("refuse-if-too-many").arg("lines", MAX_LINES).arg("id", id.0), vec![]));
        }
        self.tx.add_condition(id, me.seat, g.rules.played().len() as u32, &canonical, self.cx.now)?;
        let noted =
            Msg::new("conditions-noted").arg("line", line_text(&g, &me, &canonical)).arg("replaced", if replaced { "yes" } else { "no" });
        self.report(id, &me, self.words(&noted));
        self.done.push(format!("conditional line in #{}", id.0));
        Ok(())
    }

    /// `conditions`: the sender's lines, sent at the end of the mail.
    pub(super) fn conditions(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active, GameStatus::Finished], "conditions-list")?;
        self.report(g.row.id, &me, String::new());
        self.done.push(format!("listed conditional moves of #{}", g.row.id.0));
        Ok(())
    }

    /// `conditions clear`.
    pub(super) fn clear_conditions(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Active, GameStatus::Finished], "conditions-clear")?;
        self.authorize(&g)?;
        if self.ended_by_this_mail(&g)? {
            return Ok(());
        }
        self.require_active(&g)?;
        let n = self.tx.clear_conditions(g.row.id, Some(me.seat))?;
        let news = self.words(&Msg::new("conditions-dropped").arg("count", n));
        self.report(g.row.id, &me, news);
        self.done.push(format!("cleared conditional moves in #{}", g.row.id.0));
        Ok(())
    }

    /// Whether `g` is over because of a turn this mail played.
    fn ended_by_this_mail(&self, g: &Loaded) -> Step<bool> {
        Ok(g.row.status == GameStatus::Finished && self.tx.turns(g.row.id)?.last().is_some_and(|t| t.inbound_id == Some(self.inbound)))
    }

    fn report(&mut self, game: GameId, seat: &SeatRow, news: String) {
        let at = match self.reports.iter().position(|r| r.game == game) {
            Some(i) => i,
            None => {
                self.reports.push(Report { game, seat: seat.clone(), news: vec![] });
                self.reports.len() - 1
            }
        };
        if !news.is_empty() {
            self.reports[at].news.push(news);
        }
    }

    /// After the mail's commands: the answers from conditions to the turns
    /// the mail played, then the news of each game, then what the sender
    /// is to know of their own lines.
    pub(super) fn settle(&mut self) -> Step {
        for mut p in std::mem::take(&mut self.pending) {
            let mut g = match p.after.take() {
                Some(g) => self.still_as_played(*g, &p.played)?,
                None => self.load(p.game)?,
            };
            let mut turns = vec![p.news.clone()];
            let mut notes = Vec::new();
            if g.row.status == GameStatus::Active {
                if let Some(o) = self.answer_from_conditions(&mut g, &p, &mut turns, &mut notes)? {
                    self.finish(&g, o, &|s: &SeatRow| turns_headline(&turns, s, false, false))?;
                    continue;
                }
            }
            let mut all = bughouse_notes(&g, &p.hands_before);
            all.extend(notes);
            // A lone turn is told in words on a line of its own.
            let described = (turns.len() == 1).then_some(&p.news.description);
            let superseded = self.superseded.take().filter(|_| p.game == self.game.unwrap_or(p.game));
            let superseded = superseded.as_ref();
            let headline = |s: &SeatRow, your_turn: bool| {
                let now = turns_headline(&turns, s, your_turn, true);
                match superseded {
                    Some((earlier, seats)) if seats.contains(&s.seat) => format!("{}\n{now}", earlier.line_for(s, false)),
                    _ => now,
                }
            };
            self.announce_position(&g, &News { headline: &headline, described }, &all)?;
        }
        for r in std::mem::take(&mut self.reports) {
            let lines = self.tx.conditions(r.game, r.seat.seat)?;
            let g = self.load(r.game)?;
            let mut text: Vec<String> = r.news;
            if lines.is_empty() {
                text.push(self.words(&Msg::new("conditions-none").arg("id", r.game.0)));
            } else {
                text.push(self.words(&Msg::new("conditions-head").arg("id", r.game.0)));
                text.extend(lines.iter().map(|l| format!("    {}", line_text(&g, &r.seat, &l.turns))));
                text.push(self.words(&Msg::new("conditions-how")));
            }
            let subject = self.words(&Msg::new("conditions-subject"));
            self.notice(r.game, &r.seat, &subject, &text.join("\n"));
        }
        Ok(())
    }

    /// `g` as its turn `played` left it, with its row read again (a later
    /// command of the mail may have offered a draw), and its seats where a
    /// later command may have changed them (a player's language); read whole if the store no longer
    /// holds that position (another turn of the mail in the same game).
    /// Replaying every turn again is most of loading a game.
    fn still_as_played(&self, mut g: Loaded, played: &Played) -> Step<Loaded> {
        match self.tx.game(g.row.id)? {
            Some(row) if row.fen == played.fen_after => {
                if self.acted_after_turn {
                    g.seats = self.tx.seats(row.id)?;
                }
                g.ratings = if row.status == GameStatus::Finished { self.tx.game_ratings(row.id)? } else { vec![] };
                g.row = row;
                Ok(g)
            }
            _ => self.load(g.row.id),
        }
    }

    /// Plays the answers given in advance to the turn `p` (and to each
    /// answer in turn, when the other side has lines too), recording each
    /// in the store at the time of the turn. The outcome, if one ended
    /// the game.
    fn answer_from_conditions(
        &mut self,
        g: &mut Loaded,
        p: &Pending,
        turns: &mut Vec<TurnNews>,
        notes: &mut Vec<(Seat, Msg)>,
    ) -> Step<Option<Outcome>> {
        let variant = g.variant();
        let (mut mover, mut before, mut last) = (p.mover, p.before.clone(), p.played.clone());
        loop {
            let Some(holder) = opponent_on_board(g, mover).cloned() else { return Ok(None) };
            let lines = self.tx.conditions(g.row.id, holder.seat)?;
            if lines.is_empty() {
                return Ok(None);
            }
            let side = mover.primary_side();
            let matched = lines.iter().position(|l| same_turn(&before, side, &l.turns[0], &last.notation));
            let theirs = last.written(variant, holder.notation);
            for (i, l) in lines.iter().enumerate() {
                if Some(i) != matched {
                    self.tx.delete_condition(l.id)?;
                }
            }
            let Some(line) = matched.map(|i| &lines[i]) else {
                notes.push((holder.seat, Msg::new("note-conditions-dropped").arg("move", theirs.as_str())));
                return Ok(None);
            };
            let answer = &line.turns[1];
            // Checked when the line came, so this fails only where the other
            // board changed the position (a piece to drop gone from the hand).
            let after = g.rules.position().clone();
            let tried = match holder.seat.may_act(&after.sides_to_move()) {
                Some(s) => g.rules.play_for(s, answer).cloned().map_err(|e| e.to_string()),
                None => Err("it is not your move".to_string()),
            };
            let played = match tried {
                Ok(played) => played,
                Err(why) => {
                    self.tx.delete_condition(line.id)?;
                    notes.push((
                        holder.seat,
                        Msg::new("note-condition-unplayable")
                            .arg("answer", holder.notation.write_text(variant, answer))
                            .arg("move", theirs.as_str())
                            .arg("why", why),
                    ));
                    return Ok(None);
                }
            };
            // At the time of the turn it answers; no mail of the holder carried it.
            self.tx.append_turn(g.row.id, holder.seat, &played.notation, &played.fen_after, None, self.cx.at)?;
            if g.row.draw_offer_seat.is_some_and(|s| s.team() != holder.seat.team()) {
                self.tx.set_draw_offer(g.row.id, None, self.cx.now)?;
                g.row.draw_offer_seat = None;
            }
            self.tx.advance_condition(line.id, g.rules.played().len() as u32, &line.turns[2..])?;
            turns.push(TurnNews {
                actor: holder.seat,
                who: holder.address.clone(),
                number: move_number(g, &played),
                description: crate::bot::describe::turn_words(&played),
                played: played.clone(),
                variant,
                in_advance: true,
                language: self.cx.bot.language,
            });
            notes.push((
                holder.seat,
                Msg::new("note-condition-played")
                    .arg("move", played.written(variant, holder.notation))
                    .arg("goes_on", u8::from(line.turns.len() > 2)),
            ));
            self.done.push(format!("played {} in #{} from {}'s conditional moves", played.notation, g.row.id.0, holder.address));
            if let Some(o) = g.rules.automatic_outcome() {
                return Ok(Some(o));
            }
            mover = holder.seat;
            before = after;
            last = played;
        }
    }
}

/// The player whose turns `seat`'s lines answer, and who answers theirs:
/// the other player, or in four-player bughouse the opponent on the seat's
/// board.
fn opponent_on_board(g: &Loaded, seat: Seat) -> Option<&SeatRow> {
    let own = seat.primary_side();
    if g.four_players() {
        let theirs = Side::new(own.board, own.color.other());
        g.seats.iter().find(|s| s.seat.primary_side() == theirs)
    } else {
        g.seats.iter().find(|s| s.seat != seat)
    }
}

/// Whether `text`, read as `side`'s turn in `pos`, is the turn whose
/// canonical notation there is `canonical` (so `Nf6`, `Ng8-f6` and
/// `g8f6` are one turn).
fn same_turn(pos: &Position, side: Side, text: &str, canonical: &str) -> bool {
    pos.parse_turn_for(side, text).is_ok_and(|t| pos.turn_notation(&t) == canonical)
}

/// `if Nf6 then e5, then if Nd5 then Bc4`: a line of `seat`'s (its turns in
/// canonical notation, from the position now) in the seat's notation.
fn line_text(g: &Loaded, seat: &SeatRow, turns: &[String]) -> String {
    let variant = g.variant();
    // Numeric notation needs the turns themselves: play the line out.
    let mut sim = g.rules.clone();
    let theirs = opponent_on_board(g, seat.seat).map(|o| o.seat.primary_side());
    let written: Vec<String> = turns
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let side = if i % 2 == 0 { theirs } else { Some(seat.seat.primary_side()) };
            match side.map(|s| sim.play_for(s, t)) {
                Some(Ok(p)) => p.written(variant, seat.notation),
                _ => seat.notation.write_text(variant, t),
            }
        })
        .collect();
    written.chunks(2).map(|p| format!("if {} then {}", p[0], p.get(1).map_or("?", String::as_str))).collect::<Vec<_>>().join(", then ")
}

/// The legal turns of `side` in `pos`, in `dialect`, to list in a refusal.
fn legal_for(pos: &Position, side: Side, four_players: bool, dialect: Dialect) -> Vec<String> {
    let turns = pos.legal_turns();
    let names = pos.turn_notations(&turns);
    let label = format!("{}:", board_letter(side.board));
    turns
        .iter()
        .zip(names)
        .filter(|(_, n)| !four_players || n.starts_with(&label))
        .map(|(t, n)| dialect.write_turn(pos.variant(), t, &n))
        .collect()
}
