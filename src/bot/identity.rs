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
    /// Where the web archive is served, with a final slash (`[web] url`).
    pub web_url: Option<String>,
    /// The language of the mails to a player whose own is not known yet.
    pub language: crate::rules::Language,
}

impl Identity {
    pub fn from_config(cfg: &Config) -> Identity {
        Identity {
            address: cfg.bot.address.to_ascii_lowercase(),
            name: cfg.bot.name.clone(),
            domain: cfg.bot.domain().to_string(),
            auth: cfg.bot.auth,
            operator: cfg.bot.operator.as_deref().and_then(crate::store::normalize_address),
            web_url: cfg.web.dir.as_ref().and(cfg.web.base_url()),
            language: cfg.bot.language(),
        }
    }

    pub fn domain(&self) -> &str {
        &self.domain
    }

    /// The web page of `game`, when the site is written and its address known.
    pub fn game_url(&self, game: GameId) -> Option<String> {
        self.web_url.as_ref().map(|u| format!("{u}games/{}.html", game.0))
    }

    /// What a public PGN names as its Site: the web archive, else the
    /// bot's name (never its address).
    pub fn public_site(&self) -> String {
        self.web_url.clone().unwrap_or_else(|| self.name.clone())
    }

    /// `bot+<game>.<token>@domain`: replies to it prove the sender's seat.
    pub fn token_address(&self, game: GameId, token: &str) -> String {
        let (local, domain) = self.address.split_once('@').unwrap_or((&self.address, &self.domain));
        format!("{local}+{}.{token}@{domain}", game.0)
    }

    /// `addr` for a log line: a `bot+<game>.<token>@domain` address with
    /// its token withheld (`bot+7.(secret)@domain`), and so a
    /// `bot+watch.<token>@domain`; any other as it is.
    pub fn without_secret(&self, addr: &str) -> String {
        match (self.parse_token_address(addr), self.parse_watch_address(addr)) {
            (Some((game, _)), _) => self.token_address(game, "(secret)"),
            (None, Some(_)) => self.watch_address("(secret)"),
            (None, None) => addr.to_string(),
        }
    }

    /// `bot+watch.<token>@domain`: a reply to it confirms the request to
    /// observe or follow that `token` names (token mode).
    pub fn watch_address(&self, token: &str) -> String {
        let (local, domain) = self.address.split_once('@').unwrap_or((&self.address, &self.domain));
        format!("{local}+watch.{token}@{domain}")
    }

    /// The token of a `bot+watch.<token>@domain` address.
    pub fn parse_watch_address(&self, addr: &str) -> Option<String> {
        let (local, domain) = self.address.split_once('@')?;
        let (l, d) = addr.split_once('@')?;
        if !d.eq_ignore_ascii_case(domain) {
            return None;
        }
        let token = l.to_ascii_lowercase().strip_prefix(&format!("{}+watch.", local.to_ascii_lowercase()))?.to_string();
        (!token.is_empty()).then_some(token)
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
        let watch = bot.watch_address("f00d");
        assert_eq!(watch, "tandem+watch.f00d@localhost");
        assert_eq!(bot.parse_watch_address(&watch).as_deref(), Some("f00d"));
        assert_eq!(bot.parse_token_address(&watch), None, "not a game's address");
        assert_eq!(bot.without_secret(&watch), "tandem+watch.(secret)@localhost");
    }
}
