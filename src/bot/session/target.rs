//! Which game a mail is about, and whether the sender may act on it: the
//! game named (or the sender's only one), and in token mode the secret
//! address that proves the sender's seat.

use super::{Failure, Refusal, Session, Step};
use crate::bot::game::{load_game, variant_of, Loaded};
use crate::command;
use crate::config::AuthMode;
use crate::i18n::Msg;
use crate::store::{GameId, GameRow, GameStatus, SeatRow};

impl Session<'_, '_> {
    /// The game the mail names: a `game 42` line, the token address, the
    /// mail it replies to, the subject tag, in this order.
    pub(super) fn named_game(&self) -> Result<Option<GameId>, Failure> {
        if let Some(n) = command::game_reference(&self.mail.text) {
            return Ok(Some(GameId(n as i64)));
        }
        if let Some((g, _)) = self.mail.to.iter().find_map(|a| self.cx.bot.parse_token_address(a)) {
            return Ok(Some(g));
        }
        let mut ids: Vec<&String> = self.mail.in_reply_to.iter().collect();
        ids.extend(self.mail.references.iter().rev());
        if let Some(g) = self.tx.game_for_message_ids(&ids)? {
            return Ok(Some(g));
        }
        Ok(command::subject_game_tag(&self.mail.subject).map(|n| GameId(n as i64)))
    }

    /// The game for a command, and the sender's seat in it; without a name,
    /// the sender's only game in one of `statuses`.
    pub(super) fn target(&mut self, statuses: &[GameStatus], what: &str) -> Step<(Loaded, SeatRow)> {
        let id = match self.game.map(Some).map_or_else(|| self.named_game(), Ok)? {
            Some(id) => id,
            None => {
                let mine: Vec<(GameRow, Vec<SeatRow>)> = self
                    .tx
                    .games_of_player(self.sender.id)?
                    .into_iter()
                    .filter(|(g, seats)| {
                        statuses.contains(&g.status)
                            && (g.status != GameStatus::Invited
                                || seats.iter().any(|s| s.player_id == self.sender.id && s.accepted_at.is_none()))
                    })
                    .collect();
                match mine.as_slice() {
                    [] => return Err(Refusal::new(Msg::new("refuse-no-game").arg("what", what)).into()),
                    [(g, _)] => g.id,
                    many => {
                        let list: Vec<Msg> = many
                            .iter()
                            .map(|(g, _)| Msg::new("game-number-of").arg("id", g.id.0).arg("variant", Msg::variant(variant_of(g))))
                            .collect();
                        return Err(
                            Refusal::new(Msg::new("refuse-several-games").arg("games", Msg::list(list)).arg("id", many[0].0.id.0)).into()
                        );
                    }
                }
            }
        };
        let loaded = self.load(id)?;
        let Some(me) = loaded.seat_of(&self.sender).cloned() else {
            if self.cx.bot.auth == AuthMode::Token && self.mail.to.iter().any(|a| self.cx.bot.parse_token_address(a).is_some()) {
                // Someone else's secret address, with this sender's name on it.
                self.warn_forged(&format!("game #{}", id.0));
                return Err(Refusal { forged: true, ..Refusal::new(Msg::new("refuse-forged-other-address").arg("id", id.0)) }.into());
            }
            if self.tx.observed_by(self.sender.id)?.iter().any(|o| o.game_id == id) {
                return Err(Refusal::new(Msg::new("refuse-observer-acts").arg("id", id.0)).into());
            }
            return Err(Refusal::new(Msg::new("refuse-not-a-player").arg("id", id.0)).into());
        };
        self.game = Some(id);
        Ok((loaded, me))
    }

    pub(super) fn load(&self, id: GameId) -> Step<Loaded> {
        Ok(load_game(self.tx, id)?.ok_or_else(|| Refusal::new(Msg::new("refuse-no-such-game").arg("id", id.0)))?)
    }

    /// In token mode, acting on a game needs the sender's secret address.
    pub(super) fn authorize(&self, g: &Loaded) -> Step {
        if self.cx.bot.auth != AuthMode::Token {
            return Ok(());
        }
        let Some(seat) = g.seat_of(&self.sender) else {
            return Err(Refusal::new(Msg::new("refuse-not-a-player").arg("id", g.row.id.0)).into());
        };
        let proven = self
            .mail
            .to
            .iter()
            .filter_map(|a| self.cx.bot.parse_token_address(a))
            .any(|(game, token)| game == g.row.id && token == seat.token.to_ascii_lowercase());
        if proven {
            return Ok(());
        }
        self.warn_forged(&format!("game #{}", g.row.id.0));
        Err(Refusal { forged: true, ..Refusal::new(Msg::new("refuse-forged-not-secret").arg("id", g.row.id.0)).in_game(g.row.id) }.into())
    }

    /// The log line of a command refused for want of the secret address:
    /// who the mail claims to be from and where it came to (secrets
    /// withheld), at WARN, since it may be someone acting for another.
    fn warn_forged(&self, what: &str) {
        let to: Vec<String> = self.mail.to.iter().map(|a| self.cx.bot.without_secret(a)).collect();
        let to = if to.is_empty() { "(no recipient in To: or Cc:)".to_string() } else { to.join(", ") };
        tracing::warn!(
            claimed_from = %self.mail.from,
            came_to = %to,
            "a command for {what} did not come to the sender's secret address: refused \
             (a forged sender, or the player wrote a new mail instead of replying)"
        );
    }

    pub(super) fn require_active(&self, g: &Loaded) -> Step {
        match g.row.status {
            GameStatus::Active => Ok(()),
            GameStatus::Invited => Err(Refusal::new(Msg::new("refuse-game-not-started").arg("id", g.row.id.0)).in_game(g.row.id).into()),
            GameStatus::Finished | GameStatus::Declined | GameStatus::Aborted => {
                let result = g.row.result.clone().unwrap_or_else(|| "none".into());
                Err(Refusal::new(
                    Msg::new("refuse-game-over").arg("id", g.row.id.0).arg("status", g.row.status.as_str()).arg("result", result),
                )
                .in_game(g.row.id)
                .into())
            }
        }
    }

    /// The mail came to one of the sender's secret addresses (of any of
    /// their games), so the sender's address on it is not forged.
    pub(super) fn came_to_own_secret_address(&self) -> Step<bool> {
        let me = self.sender.id;
        let games = self.tx.games_of_player(me)?;
        Ok(self.mail.to.iter().filter_map(|a| self.cx.bot.parse_token_address(a)).any(|(id, token)| {
            games.iter().any(|(g, seats)| g.id == id && seats.iter().any(|s| s.player_id == me && s.token.eq_ignore_ascii_case(&token)))
        }))
    }

    /// In token mode, commands about the player rather than one game
    /// (`vacation`, `remind`) need one of the player's secret addresses, of
    /// any of their games. A player without games has none to show, and
    /// nothing to lose.
    pub(super) fn authorize_player(&self) -> Step {
        if self.cx.bot.auth != AuthMode::Token {
            return Ok(());
        }
        if self.tx.games_of_player(self.sender.id)?.is_empty() || self.came_to_own_secret_address()? {
            return Ok(());
        }
        self.warn_forged("the player's settings");
        Err(Refusal { forged: true, ..Refusal::new(Msg::new("refuse-forged-settings")) }.into())
    }
}
