//! Starting and calling off games: `new` (a challenge), `accept`,
//! `decline` and `abort`.

use minijinja::context;

use super::{News, Refusal, Session, Step};
use crate::bot::game::players_line_with;
use crate::bot::limits;
use crate::command::{self, Challenge};
use crate::i18n::Msg;
use crate::mail::mailbox_address;
use crate::rules::{Position, PositionError, Seat, Variant};
use crate::store::{GameOptions, GameStatus, StoreError};

/// The longest time control a challenge may set.
const MAX_DAYS: u32 = 365;
const MAX_MOVES: u32 = 100;

/// The game named `name`, or a refusal naming the closest one.
pub(super) fn variant_named(name: &str) -> Result<Variant, Refusal> {
    name.parse().map_err(|e: crate::rules::variant::UnknownVariant| {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        let unknown = Msg::new("refuse-unknown-variant").arg("name", e.0.as_str()).arg("games", names.join(", "));
        match command::closest(&e.0, &names) {
            Some(close) => Refusal::new(Msg::new("refuse-did-you-mean").arg("problem", unknown).arg("close", close)),
            None => Refusal::new(unknown),
        }
    })
}

/// An address that cannot be used, with how to write one.
pub(super) fn bad_address(e: &crate::mail::BadAddress) -> Refusal {
    Refusal::new(Msg::new("refuse-bad-address").arg("address", e.address.as_str()).arg("problem", e.code))
}

/// A time control within the bounds a challenge may set.
pub(super) fn check_time_control(days: Option<u32>, moves: Option<u32>) -> Result<(), Refusal> {
    if days.is_some_and(|d| d > MAX_DAYS) || moves.is_some_and(|m| m > MAX_MOVES) {
        return Err(Refusal::new(Msg::new("refuse-time-control-too-long").arg("days", MAX_DAYS).arg("moves", MAX_MOVES)));
    }
    Ok(())
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[impl AsRef<str>]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => format!("{} and {}", init.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", "), last.as_ref()),
    }
}

impl Session<'_, '_> {
    pub(super) fn new_game(&mut self, c: Challenge) -> Step {
        let Challenge { variant, with, against, as_side, days, moves, both_boards, from, casual, private, level } = c;
        let (as_side, from) = (as_side.as_deref(), from.as_deref());
        let variant = variant_named(&variant)?;
        let start = match from {
            None => Position::start(variant),
            Some(fen) => Position::from_fen(variant, fen),
        }
        .map_err(|e| match e {
            PositionError::Unsupported(v) => Refusal::new(Msg::new("refuse-variant-unsupported").arg("variant", Msg::variant(v))),
            other => Refusal::new(Msg::new("refuse-from-position").arg("error", other.to_string())),
        })?;
        if start.legal_turns().is_empty() {
            return Err(Refusal::new(Msg::new("refuse-from-position-over")).into());
        }
        let seats = Seat::of(variant);
        // Who sits where: the challenger first, then the partner and the
        // opponents in four-player games (Seat::of's order).
        let others: Vec<String> = if seats.len() == 4 {
            if with.len() != 1 || against.len() != 2 || as_side.is_some() {
                return Err(Refusal::new(Msg::new("refuse-game-for-four").arg("name", variant.name())).into());
            }
            vec![with[0].clone(), against[0].clone(), against[1].clone()]
        } else {
            if with.len() != 1 || !against.is_empty() {
                return Err(Refusal::new(Msg::new("refuse-game-for-two").arg("name", variant.name())).into());
            }
            vec![with[0].clone()]
        };
        // The computer takes the seats named `computer`, each as a
        // reserved player of its own (see migration 016).
        let computers = self.computer_challenge(&others, level)?;
        let mut addresses = vec![self.sender.address.clone()];
        for other in &others {
            if other == command::COMPUTER {
                addresses
                    .push(crate::store::computer_address(addresses.iter().filter(|a| crate::store::is_computer_address(a)).count() + 1));
                continue;
            }
            let other = mailbox_address(other).map_err(|e| bad_address(&e))?;
            if crate::mail::inbound::is_own_address(&other, &self.cx.bot.address) {
                return Err(Refusal::new(Msg::new("refuse-bot-as-opponent")).into());
            }
            if addresses.contains(&other) {
                return Err(Refusal::new(if other == self.sender.address {
                    Msg::new("refuse-challenge-yourself")
                } else {
                    Msg::new("refuse-named-twice").arg("address", other.as_str())
                })
                .into());
            }
            addresses.push(other);
        }
        check_time_control(days, moves)?;
        let order: Vec<Seat> = match as_side {
            None => seats.to_vec(),
            Some(side) => {
                let mine = *seats.iter().find(|s| s.as_str() == side).ok_or_else(|| {
                    Refusal::new(
                        Msg::new("refuse-play-as")
                            .arg("a", seats[0].as_str())
                            .arg("b", seats[1].as_str())
                            .arg("variant", Msg::variant(variant)),
                    )
                })?;
                let theirs = if mine == seats[0] { seats[1] } else { seats[0] };
                vec![mine, theirs]
            }
        };
        if let Some(problem) = limits::challenge_refusal(self.tx, self.cx.limits, self.sender.id, self.cx.now)? {
            return Err(Refusal::new(problem).into());
        }
        for addr in addresses[1..].iter().filter(|a| !crate::store::is_computer_address(a)) {
            if let Some(problem) = limits::invitation_refusal(self.tx, self.cx.limits, addr, self.cx.now)? {
                return Err(Refusal::new(problem).into());
            }
        }
        let mut players = vec![self.sender.clone()];
        for addr in &addresses[1..] {
            players.push(self.tx.ensure_player(addr, None, self.cx.now)?);
        }
        // The server's default is written into the game: changing the
        // configuration later does not change games already agreed.
        let days = Some(days.unwrap_or(self.cx.timing.time.days_per_move));
        // Private when the challenge says so, or any player keeps their
        // games private: privacy is anyone's to ask.
        let mut private = private;
        for p in &players {
            private |= self.tx.watch_settings(p.id)?.games_private;
        }
        // A game against the computer is never rated.
        let options = GameOptions { days, moves, both_boards, casual: casual || computers.is_some(), private };
        let placed: Vec<(Seat, crate::store::PlayerId, bool)> = order
            .iter()
            .zip(&players)
            .enumerate()
            .map(|(i, (seat, p))| (*seat, p.id, i == 0 || crate::store::is_computer_address(&p.address)))
            .collect();
        let id = self.tx.create_game(variant.name(), &options, &start.fen(), &placed, self.cx.now)?;
        if let Some(level) = computers {
            for (seat, _) in order.iter().zip(&players).filter(|(_, p)| crate::store::is_computer_address(&p.address)) {
                self.tx.set_computer_seat(id, *seat, level)?;
            }
        }
        self.game = Some(id);
        if !private {
            self.seat_followers(id)?;
        }
        let loaded = self.load(id)?;
        if loaded.row.status == GameStatus::Active {
            // Every seat but the challenger's is the computer's: it accepted.
            return self.computer_game_started(&loaded);
        }
        // Rated or casual, and each player's rating in this game.
        let rated = crate::ratings::rated_kind(variant.name(), &options, &start.fen());
        let mut shown = Vec::new();
        for s in &loaded.seats {
            shown.push((s.player_id, crate::ratings::rating_in(self.tx, s.player_id, variant, self.cx.now)?.rating.shown()));
        }
        let rating_of = |s: &crate::store::SeatRow| shown.iter().find(|(p, _)| *p == s.player_id).map(|(_, r)| r.clone());
        let lineup = players_line_with(&loaded, &rating_of);
        for seat in loaded.seats.iter().filter(|s| s.player_id != self.sender.id && !crate::store::is_computer_seat(s)) {
            let invite = self.to_seat(
                id,
                seat,
                "invitation.txt",
                context! {
                    challenger => self.sender.address,
                    variant => variant.name(),
                    variant_title => crate::i18n::Msg::variant(variant),
                    game_id => id.0,
                    your_side => crate::i18n::Msg::seat(seat.seat),
                    others => lineup,
                    time_control => crate::bot::describe::time_control(&self.cx.timing.control(days, moves)),
                    rated => rated,
                    from_position => from.is_some(),
                    private => private,
                },
            );
            self.letters.push(invite);
        }
        // create_game seated the challenger (first).
        let mine = loaded.seat_of(&self.sender).ok_or(StoreError::NoSuchSeat { game: id, seat: order[0] })?;
        let invited: Vec<&str> = addresses[1..].iter().filter(|a| !crate::store::is_computer_address(a)).map(String::as_str).collect();
        let confirm = self.to_seat(
            id,
            mine,
            "challenge_sent.txt",
            context! {
                invited => and_list(&invited),
                invited_count => invited.len(),
                variant_title => crate::i18n::Msg::variant(variant),
                game_id => id.0,
                your_side => crate::i18n::Msg::seat(mine.seat),
                rated => rated,
                from_position => from.is_some(),
                private => private,
            },
        );
        self.letters.push(confirm);
        self.done.push(format!("challenged {} to {} (#{})", invited.join(", "), variant.name(), id.0));
        Ok(())
    }

    pub(super) fn accept(&mut self) -> Step {
        let (g, me) = self.target(&[GameStatus::Invited], "accept")?;
        self.authorize(&g)?;
        if g.row.status != GameStatus::Invited {
            return Err(Refusal::new(Msg::new("refuse-not-waiting-for-answer").arg("id", g.row.id.0)).in_game(g.row.id).into());
        }
        let started = self.tx.accept_seat(g.row.id, me.seat, self.cx.now)?;
        if started {
            let g = self.load(g.row.id)?;
            let notes = self.computer_notes(&g);
            let fallback = self.cx.bot.language;
            self.announce_position(
                &g,
                &News::same(&|s, _| crate::i18n::Msg::new("started").text(super::news::reader_language(s, fallback))),
                &notes,
            )?;
            self.done.push(format!("accepted; game #{} started", g.row.id.0));
        } else {
            let waiting: Vec<String> =
                self.tx.seats(g.row.id)?.into_iter().filter(|s| s.accepted_at.is_none()).map(|s| s.address).collect();
            self.notice(
                g.row.id,
                &me,
                "Accepted",
                &format!(
                    "You accepted game #{}. It starts as soon as {} {} too.",
                    g.row.id.0,
                    and_list(&waiting),
                    if waiting.len() > 1 { "accept" } else { "accepts" }
                ),
            );
            self.done.push(format!("accepted game #{}", g.row.id.0));
        }
        Ok(())
    }

    pub(super) fn decline(&mut self) -> Step {
        let (g, _) = self.target(&[GameStatus::Invited], "decline")?;
        self.authorize(&g)?;
        if g.row.status != GameStatus::Invited {
            return Err(Refusal::new(Msg::new("refuse-not-waiting-for-answer").arg("id", g.row.id.0)).in_game(g.row.id).into());
        }
        self.tx.set_game_status(g.row.id, GameStatus::Declined, self.cx.now)?;
        for seat in g.seats.iter().filter(|s| s.player_id != self.sender.id) {
            let l = self.to_seat(
                g.row.id,
                seat,
                "declined.txt",
                context! { decliner => self.sender.address, variant_title => crate::i18n::Msg::variant(g.variant()), game_id => g.row.id.0 },
            );
            self.letters.push(l);
        }
        self.done.push(format!("declined game #{}", g.row.id.0));
        Ok(())
    }

    pub(super) fn abort(&mut self) -> Step {
        let (g, _) = self.target(&[GameStatus::Active, GameStatus::Invited], "abort")?;
        self.authorize(&g)?;
        if let Some(t) = self.tx.tournament_game(g.row.id)? {
            return Err(Refusal::new(Msg::new("refuse-abort-tournament-game").arg("id", g.row.id.0).arg("tournament", t.tournament.0))
                .in_game(g.row.id)
                .into());
        }
        let turns = g.rules.played().len();
        let allowed = match g.row.status {
            GameStatus::Invited => true,
            GameStatus::Active => turns < 2,
            _ => false,
        };
        if !allowed {
            return Err(Refusal::new(Msg::new("refuse-abort-too-late").arg("id", g.row.id.0)).in_game(g.row.id).into());
        }
        self.tx.set_game_status(g.row.id, GameStatus::Aborted, self.cx.now)?;
        for seat in &g.seats {
            let l = self.to_seat(
                g.row.id,
                seat,
                "aborted.txt",
                context! { aborter => self.sender.address, game_id => g.row.id.0, variant_title => crate::i18n::Msg::variant(g.variant()) },
            );
            self.letters.push(l);
        }
        self.done.push(format!("aborted #{}", g.row.id.0));
        Ok(())
    }
}
