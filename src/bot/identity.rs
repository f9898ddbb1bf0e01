//! Who the bot is to players: its address and name, and the secret
//! per-game addresses of `auth = "token"`.

use crate::config::{AuthMode, Config};
use crate::store::GameId;

/// Who the bot is to players.
#[derive(Clone, Debug)]
pub struct Identity {
    pub address: String,
    pub name: String,
    domain: String,
    pub auth: AuthMode,
    /// Told by mail when mail is set aside (`[bot] operator`).
    pub operator: Option<String>,
}

impl Identity {
    pub fn from_config(cfg: &Config) -> Identity {
        Identity {
            address: cfg.bot.address.to_ascii_lowercase(),
            name: cfg.bot.name.clone(),
            domain: cfg.bot.domain().to_string(),
            auth: cfg.bot.auth,
            operator: cfg.bot.operator.as_deref().and_then(crate::store::normalize_address),
        }
    }

    pub fn domain(&self) -> &str {
        &self.domain
    }

    /// `bot+<game>.<token>@domain`: replies to it prove the sender's seat.
    pub fn token_address(&self, game: GameId, token: &str) -> String {
        let (local, domain) = self.address.split_once('@').unwrap_or((&self.address, &self.domain));
        format!("{local}+{}.{token}@{domain}", game.0)
    }

    /// `addr` for a log line: a `bot+<game>.<token>@domain` address with
    /// its token withheld (`bot+7.(secret)@domain`), any other as it is.
    pub fn without_secret(&self, addr: &str) -> String {
        match self.parse_token_address(addr) {
            Some((game, _)) => self.token_address(game, "(secret)"),
            None => addr.to_string(),
        }
    }

    /// The (game, token) of a `bot+<game>.<token>@domain` address.
    pub fn parse_token_address(&self, addr: &str) -> Option<(GameId, String)> {
        let (local, domain) = self.address.split_once('@')?;
        let (l, d) = addr.split_once('@')?;
        if !d.eq_ignore_ascii_case(domain) {
            return None;
        }
        let rest = l.strip_prefix(local)?.strip_prefix('+')?;
        let (game, token) = rest.split_once('.')?;
        Some((GameId(game.parse().ok()?), token.to_ascii_lowercase()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_addresses_round_trip() {
        let bot = Identity::from_config(&Config::default());
        let addr = bot.token_address(GameId(42), "abc123");
        assert_eq!(addr, "tandem+42.abc123@localhost");
        assert_eq!(bot.parse_token_address(&addr), Some((GameId(42), "abc123".to_string())));
        assert_eq!(bot.parse_token_address("other+42.abc@localhost"), None);
        assert_eq!(bot.without_secret(&addr), "tandem+42.(secret)@localhost");
        assert_eq!(bot.without_secret("tandem@localhost"), "tandem@localhost");
    }
}
