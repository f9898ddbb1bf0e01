//! Watching games by mail: `observe N`, `unobserve N|all`, `follow
//! ADDRESS`, `unfollow ADDRESS|all`, `followers on|off`, `games
//! private|public`, `observe` (the list), and the confirmation of a
//! request (a reply to `bot+watch.<token>@domain`). What observers are
//! then told is `crate::bot::observers`.
//!
//! Who may observe: anyone, any game that is not private and not over,
//! except its own players, up to `[limits] observed_games` at a time. With
//! `auth = "token"` an `observe` or `follow` starts only when a reply to
//! the bot's answer confirms it: a mail with a forged sender gets its
//! victim one mail, never a stream of them.

use chrono::TimeDelta;
use minijinja::context;

use super::{Refusal, Session, Step};
use crate::bot::public_game;
use crate::command::{Watch, WatchCommand};
use crate::config::AuthMode;
use crate::i18n::Msg;
use crate::store::{Asked, GameId, GameStatus, TournamentId, TournamentStatus, Via, WatchRequest, WatchSettings};

/// How long a request to observe or follow waits for its confirmation.
pub(in crate::bot) const REQUEST_DAYS: i64 = 7;

impl Session<'_, '_> {
    pub(super) fn watch(&mut self, w: WatchCommand) -> Step {
        match w {
            WatchCommand::List => self.watching(),
            WatchCommand::Observe(n) => self.observe(GameId(n as i64)),
            WatchCommand::ObserveTournament(n) => self.observe_tournament(TournamentId(n as i64)),
            WatchCommand::Unobserve(what) => self.unobserve(what),
            WatchCommand::Follow(addr) => self.follow(&addr, false),
            WatchCommand::Unfollow(what) => self.unfollow(what),
            WatchCommand::Followers(on) => self.followers(on),
            WatchCommand::GamesPrivate(private) => self.games_private(private),
        }
    }

    /// Why `game` cannot be observed by the sender now, if so.
    fn observe_refusal(&self, game: GameId) -> Step<Option<Refusal>> {
        let n = game.0;
        let Some(row) = self.tx.game(game)? else { return Ok(Some(Refusal::new(Msg::new("refuse-no-such-game").arg("id", n)))) };
        if self.tx.seats(game)?.iter().any(|s| s.player_id == self.sender.id) {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-own-game").arg("id", n))));
        }
        if row.options.private {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-private").arg("id", n))));
        }
        if matches!(row.status, GameStatus::Finished | GameStatus::Declined | GameStatus::Aborted) {
            let result = row.result.clone().unwrap_or_else(|| "none".into());
            return Ok(Some(Refusal::new(
                Msg::new("refuse-observe-over").arg("id", n).arg("status", row.status.as_str()).arg("result", result),
            )));
        }
        // An invitation is between its players until it is accepted (the
        // invited may decline it, or make it private).
        if row.status == GameStatus::Invited {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-not-started").arg("id", n))));
        }
        let count = self.tx.observed_count(self.sender.id)?;
        if count >= self.cx.limits.observed_games {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-limit").arg("count", count))));
        }
        Ok(None)
    }

    fn observe(&mut self, game: GameId) -> Step {
        if self.tx.observed_by(self.sender.id)?.iter().any(|o| o.game_id == game) {
            return self.watch_answer("observing", Msg::new("observe-already").arg("id", game.0));
        }
        if let Some(r) = self.observe_refusal(game)? {
            return Err(r.into());
        }
        if self.cx.bot.auth == AuthMode::Token {
            return self.request(Asked::Game, &game.0.to_string(), Msg::new("asked-observe-game").arg("id", game.0));
        }
        self.start_observing(game)
    }

    /// The sender observes `game` from now on (checked): told so, with the
    /// board.
    fn start_observing(&mut self, game: GameId) -> Step {
        let Some(g) = public_game::load(self.tx, game)? else {
            return Err(Refusal::new(Msg::new("refuse-no-such-game").arg("id", game.0)).into());
        };
        self.tx.observe(game, self.sender.id, Via::Game, g.plies() as u32, g.status(), self.cx.now)?;
        let headline = match g.status() {
            GameStatus::Invited => Msg::new("observe-start-not-started"),
            _ => match g.turns().last() {
                Some(t) => Msg::new("observe-start-after").arg("turn", t.numbered()).arg("by", t.by.as_str()),
                None => Msg::new("observe-start-no-move"),
            },
        };
        let headline = [Msg::new("observe-start").arg("id", game.0).arg("headline", headline)];
        let letter = super::super::observers::letter(self.tx, &self.cx, &g, self.sender.id, &self.sender.address, Via::Game, &headline)?;
        self.letters.push(letter.in_answer_to(self.mail));
        self.done.push(format!("observes #{}", game.0));
        Ok(())
    }

    fn unobserve(&mut self, what: Watch) -> Step {
        let text = match what {
            Watch::Tournament(n) => {
                if self.tx.unobserve_tournament(TournamentId(n as i64), self.sender.id)? {
                    Msg::new("unobserve-tournament").arg("id", n)
                } else {
                    Msg::new("unobserve-tournament-not").arg("id", n)
                }
            }
            Watch::Game(n) => {
                if self.tx.unobserve(GameId(n as i64), self.sender.id)? {
                    Msg::new("unobserve-game").arg("id", n)
                } else {
                    Msg::new("unobserve-game-not").arg("id", n)
                }
            }
            _ => {
                let mine = self.tx.observed_by(self.sender.id)?;
                for o in &mine {
                    self.tx.unobserve(o.game_id, self.sender.id)?;
                }
                for t in self.tx.tournaments_observed_by(self.sender.id)? {
                    self.tx.unobserve_tournament(t, self.sender.id)?;
                }
                Msg::new("unobserve-all").arg("count", mine.len())
            }
        };
        let follows = self.tx.followed_by(self.sender.id)?;
        let follows = if follows.is_empty() { "none".to_string() } else { follows.join(", ") };
        self.done.push("unobserve".into());
        self.watch_answer("not-observing", Msg::new("unobserve-answer").arg("text", text).arg("follows", follows))
    }

    /// `follow ADDRESS`; `confirmed`: by the reply to the request (the
    /// limits are looked at again, the count may have changed meanwhile).
    fn follow(&mut self, addr: &str, confirmed: bool) -> Step {
        if addr == self.sender.address {
            return Err(Refusal::new(Msg::new("refuse-follow-yourself")).into());
        }
        if crate::mail::inbound::is_own_address(addr, &self.cx.bot.address) {
            return Err(Refusal::new(Msg::new("refuse-follow-bot")).into());
        }
        let followed = self.tx.followed_by(self.sender.id)?;
        if followed.iter().any(|a| a == addr) {
            return self.watch_answer("following", Msg::new("follow-already").arg("address", addr));
        }
        let count = followed.len();
        if count >= self.cx.limits.follows {
            return Err(Refusal::new(Msg::new("refuse-follow-limit").arg("count", count)).into());
        }
        if self.cx.bot.auth == AuthMode::Token && !confirmed {
            return self.request(Asked::Follow, addr, Msg::new("asked-follow").arg("address", addr));
        }
        self.start_following(addr)
    }

    fn start_following(&mut self, addr: &str) -> Step {
        let followed = self.tx.ensure_player(addr, None, self.cx.now)?;
        self.tx.follow(self.sender.id, followed.id, self.cx.now)?;
        self.done.push("follow".into());
        // The same answer whether the address plays here or not, and
        // whether it takes followers: it tells nobody who plays here.
        self.watch_answer("following", Msg::new("follow-started").arg("address", addr))
    }

    fn unfollow(&mut self, what: Watch) -> Step {
        let text = match what {
            Watch::Player(addr) => match self.tx.player_by_address(&addr)? {
                Some(p) if self.tx.unfollow(self.sender.id, p.id)? => Msg::new("unfollow-one").arg("address", addr.as_str()),
                _ => Msg::new("unfollow-not").arg("address", addr.as_str()),
            },
            _ => {
                let all = self.tx.followed_by(self.sender.id)?;
                for a in &all {
                    if let Some(p) = self.tx.player_by_address(a)? {
                        self.tx.unfollow(self.sender.id, p.id)?;
                    }
                }
                match all.len() {
                    0 => Msg::new("unfollow-nobody"),
                    _ => Msg::new("unfollow-all").arg("addresses", all.join(", ")),
                }
            }
        };
        self.done.push("unfollow".into());
        self.watch_answer("not-following", text)
    }

    /// `followers on|off`: a player setting (token mode: from a secret address).
    fn followers(&mut self, on: bool) -> Step {
        self.authorize_player()?;
        let mut s = self.tx.watch_settings(self.sender.id)?;
        s.followers_off = !on;
        self.tx.set_watch_settings(self.sender.id, s)?;
        let text = if on {
            Msg::new("followers-on")
        } else {
            // Observing through a follow ends at once for the games in play.
            for (g, _) in self.tx.games_of_player(self.sender.id)? {
                for o in self.tx.observers_of(g.id)?.iter().filter(|o| o.via == Via::Follow) {
                    self.tx.unobserve(g.id, o.player_id)?;
                }
            }
            Msg::new("followers-off")
        };
        self.done.push("followers".into());
        self.watch_answer("followers", text)
    }

    /// `games private|public`: the sender's default for new games.
    fn games_private(&mut self, private: bool) -> Step {
        self.authorize_player()?;
        let s = WatchSettings { games_private: private, ..self.tx.watch_settings(self.sender.id)? };
        self.tx.set_watch_settings(self.sender.id, s)?;
        let text = Msg::new(if private { "games-private" } else { "games-public" });
        self.done.push("games privacy".into());
        self.watch_answer("your-games", text)
    }

    /// `observe`: what the sender observes and follows, and their settings.
    fn watching(&mut self) -> Step {
        let mut lines = Vec::new();
        let observed = self.tx.observed_by(self.sender.id)?;
        if observed.is_empty() {
            lines.push(self.words(&Msg::new("watching-no-game")));
        } else {
            lines.push(self.words(&Msg::new("watching-games")));
            for o in &observed {
                if let Some(g) = public_game::load(self.tx, o.game_id)? {
                    let via = match o.via {
                        Via::Game => "game",
                        Via::Follow => "follow",
                        Via::Tournament => "tournament",
                    };
                    let line = Msg::new("watching-game")
                        .arg("id", o.game_id.0)
                        .arg("variant", Msg::variant(g.variant()))
                        .arg("sides", g.sides_short())
                        .arg("via", via);
                    lines.push(format!("  {}", self.words(&line)));
                }
            }
        }
        let tournaments: Vec<String> = self.tx.tournaments_observed_by(self.sender.id)?.iter().map(|t| format!("#{}", t.0)).collect();
        if !tournaments.is_empty() {
            lines.push(self.words(&Msg::new("watching-tournaments").arg("tournaments", tournaments.join(", "))));
        }
        let follows = self.tx.followed_by(self.sender.id)?;
        lines.push(self.words(&if follows.is_empty() {
            Msg::new("watching-follow-nobody")
        } else {
            Msg::new("watching-follows").arg("addresses", follows.join(", "))
        }));
        let s = self.tx.watch_settings(self.sender.id)?;
        lines.push(
            self.words(
                &Msg::new("watching-settings")
                    .arg("games", if s.games_private { "private" } else { "public" })
                    .arg("followers", if s.followers_off { "off" } else { "on" }),
            ),
        );
        lines.push(
            self.words(&Msg::new("watching-limits").arg("games", self.cx.limits.observed_games).arg("players", self.cx.limits.follows)),
        );
        self.done.push("listed observed games".into());
        self.watch_answer("observing", lines.join("\n"))
    }

    /// Token mode: keeps the request and asks for its confirmation by a
    /// reply, whose address carries the request's secret.
    pub(super) fn request(&mut self, what: Asked, target: &str, asked: Msg) -> Step {
        // One confirmation per mail: a forged mail of many requests would
        // otherwise become as many mails to its victim.
        if self.letters.iter().any(crate::bot::letters::Letter::asks_confirmation) {
            return Err(Refusal::new(Msg::new("refuse-one-watch-confirmation-per-mail")).into());
        }
        let pending = self.tx.watch_requests_since(self.sender.id, self.cx.now - TimeDelta::days(REQUEST_DAYS))?;
        if pending >= self.cx.limits.observed_games + self.cx.limits.follows {
            return Err(Refusal::new(Msg::new("refuse-watch-requests-waiting").arg("pending", pending)).into());
        }
        let token = self.tx.add_watch_request(self.sender.id, what, target, self.cx.now)?;
        self.ask_confirmation(&token, asked);
        Ok(())
    }

    /// The mail that asks the sender to confirm `asked` by a reply to the
    /// request's secret address (`token`); the requests of seeks too.
    pub(super) fn ask_confirmation(&mut self, token: &str, asked: Msg) {
        let text = Msg::new("confirm-request").arg("asked", asked.clone()).arg("days", REQUEST_DAYS);
        let subject = Msg::new("confirm-subject").arg("asked", asked.clone());
        let mut l = self.reply("notice.txt", context! { subject => subject, text => text });
        l.token = Some(self.cx.bot.watch_address(token));
        self.letters.push(l);
        self.done.push(format!("asked to confirm: {}", asked.text(crate::rules::Language::En)));
    }

    /// The token of a request this mail confirms (it came to the request's
    /// secret address), if any.
    pub(super) fn confirmation(&self) -> Option<String> {
        self.mail.to.iter().find_map(|a| self.cx.bot.parse_watch_address(a))
    }

    /// A reply to `bot+watch.<token>@domain`: the request starts.
    pub(super) fn confirm(&mut self, token: &str) -> Step {
        self.asked = true;
        let since = self.cx.now - TimeDelta::days(REQUEST_DAYS);
        let request = match self.tx.take_watch_request(token, since)? {
            Some(r) if r.player_id == self.sender.id => r,
            // Forwarded to someone else (the refusal undoes the take).
            Some(_) => return Err(Refusal::new(Msg::new("refuse-confirmation-other-address")).into()),
            None => {
                // A seek's request (`session/seek.rs`) is kept apart.
                if let Some((player, line)) = self.tx.take_seek_request(token, since)? {
                    return self.confirm_seek(player, &line);
                }
                return Err(Refusal::new(Msg::new("refuse-confirmation-none").arg("days", REQUEST_DAYS)).into());
            }
        };
        self.start_request(&request)
    }

    fn start_request(&mut self, r: &WatchRequest) -> Step {
        match r.what {
            Asked::Game => {
                let game = GameId(r.target.parse().unwrap_or(0));
                if self.tx.observed_by(self.sender.id)?.iter().any(|o| o.game_id == game) {
                    return self.watch_answer("observing", Msg::new("observe-already").arg("id", game.0));
                }
                if let Some(refusal) = self.observe_refusal(game)? {
                    return Err(refusal.into());
                }
                self.start_observing(game)
            }
            Asked::Follow => self.follow(&r.target, true),
            Asked::Join => {
                let (id, partner) = match r.target.split_once(" with ") {
                    Some((id, partner)) => (id, Some(partner.to_string())),
                    None => (r.target.as_str(), None),
                };
                self.join_confirmed(id.parse().unwrap_or(0), partner)
            }
            Asked::Tournament => {
                let t = TournamentId(r.target.parse().unwrap_or(0));
                if let Some(refusal) = self.observe_tournament_refusal(t)? {
                    return Err(refusal.into());
                }
                self.start_observing_tournament(t)
            }
        }
    }

    /// The answer to a watching command: `subject` names the subject
    /// line's message (`watch-subject`).
    fn watch_answer(&mut self, subject: &'static str, text: impl serde::Serialize) -> Step {
        let subject = Msg::new("watch-subject").arg("what", subject);
        let l = self.reply("notice.txt", context! { subject => subject, text => text });
        self.letters.push(l);
        Ok(())
    }

    /// Followers of the players of the new game `game` observe it, each
    /// within their own limit (a private game has none). Told nothing yet:
    /// the start is their first news.
    pub(super) fn seat_followers(&mut self, game: GameId) -> Step {
        let seats = self.tx.seats(game)?;
        let players: Vec<_> = seats.iter().map(|s| s.player_id).collect();
        for s in &seats {
            for follower in self.tx.followers_of(s.player_id)? {
                if players.contains(&follower) || self.tx.observed_count(follower)? >= self.cx.limits.observed_games {
                    continue;
                }
                self.tx.observe(game, follower, Via::Follow, 0, GameStatus::Invited, self.cx.now)?;
            }
        }
        Ok(())
    }

    /// The observers of tournament `t` observe its new game `game` (but
    /// those who play in it), from its start.
    pub(super) fn seat_tournament_observers(&mut self, game: GameId, t: TournamentId) -> Step {
        let players: Vec<_> = self.tx.seats(game)?.iter().map(|s| s.player_id).collect();
        for o in self.tx.tournament_observers(t)? {
            if !players.contains(&o) {
                self.tx.observe(game, o, Via::Tournament, 0, GameStatus::Invited, self.cx.now)?;
            }
        }
        Ok(())
    }

    /// Why tournament `t` cannot be observed by the sender now, if so.
    fn observe_tournament_refusal(&self, t: TournamentId) -> Step<Option<Refusal>> {
        let n = t.0;
        let Some(row) = self.tx.tournament(t)? else { return Ok(Some(Refusal::new(Msg::new("refuse-no-tournament").arg("id", n)))) };
        if row.options.private {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-tournament-private").arg("id", n))));
        }
        if matches!(row.status, TournamentStatus::Finished | TournamentStatus::Cancelled) {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-tournament-over").arg("id", n))));
        }
        let count = self.tx.observed_count(self.sender.id)?;
        if count >= self.cx.limits.observed_games {
            return Ok(Some(Refusal::new(Msg::new("refuse-observe-limit-tournaments").arg("count", count))));
        }
        Ok(None)
    }

    /// `observe tournament N`.
    fn observe_tournament(&mut self, t: TournamentId) -> Step {
        if self.tx.tournaments_observed_by(self.sender.id)?.contains(&t) {
            return self.watch_answer("observing", Msg::new("observe-tournament-already").arg("id", t.0));
        }
        if let Some(r) = self.observe_tournament_refusal(t)? {
            return Err(r.into());
        }
        if self.cx.bot.auth == AuthMode::Token {
            return self.request(Asked::Tournament, &t.0.to_string(), Msg::new("asked-observe-tournament").arg("id", t.0));
        }
        self.start_observing_tournament(t)
    }

    /// The sender observes tournament `t` (checked): its games in play
    /// from now on, and each game it starts.
    fn start_observing_tournament(&mut self, t: TournamentId) -> Step {
        self.tx.observe_tournament(t, self.sender.id, self.cx.now)?;
        let mut playing = 0;
        for g in self.tx.tournament_games(t)?.iter().filter(|g| g.status == GameStatus::Active) {
            if self.tx.seats(g.game)?.iter().any(|s| s.player_id == self.sender.id) {
                continue;
            }
            let plies = self.tx.turns(g.game)?.len() as u32;
            if self.tx.observe(g.game, self.sender.id, Via::Tournament, plies, GameStatus::Active, self.cx.now)? {
                playing += 1;
            }
        }
        self.done.push(format!("observes tournament #{}", t.0));
        let name = self.tx.tournament(t)?.map_or_else(String::new, |r| r.name);
        self.watch_answer("observing", Msg::new("observe-tournament-started").arg("id", t.0).arg("name", name).arg("playing", playing))
    }
}
