//! Secure by default, over the real mail stack of `tests/mailstack.sh`: a
//! bot with IMAP and SMTP and no `auth` line refuses forged `From:` lines
//! (moves count only at the player's own `bot+<game>.<secret>@domain`,
//! which Postfix and Dovecot deliver to the bot's INBOX), and `tandem
//! check-config` checks that plus-addressing works on its mailbox.
//!
//! Without TANDEM_MAILSTACK these tests print why and pass.

use crate::common;

use common::*;

/// The player's secret address in the Reply-To of the bot's mail about `game`.
fn token_address(m: &Mail, bot: &str, game: i64) -> String {
    let r = m.reply_to.clone().unwrap_or_else(|| panic!("no Reply-To: {m}"));
    let local = bot.split('@').next().unwrap_or("");
    assert!(r.starts_with(&format!("{local}+{game}.")) && r.ends_with(&format!("@{DOMAIN}")), "Reply-To {r} is not the token address");
    r
}

#[test]
fn by_default_forged_mail_is_refused_and_nothing_is_applied() {
    if !stack("token_auth") {
        return;
    }
    let dir = TestDir::new("token-default");
    let mut bot = BotConfig::new(&address("bot"));
    bot.omit_auth = true;
    let config = write_config(&dir, "tandem.toml", &bot);
    assert!(!std::fs::read_to_string(&config).unwrap_or_default().contains("auth"), "the config must not set auth");
    let daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let db = dir.join("tandem.sqlite3");
    let bot = bot.address;
    let mut t = Table { dir, bot: BotConfig::new(&bot), config, db, daemon, white: Player::new("alice"), black: Player::new("bob") };

    // Game 1: Alice and Bob, by replies to the bot's mail (which go to
    // their secret addresses). Alice opens with e4.
    let game1 = t.start_game();
    let e4 = t.white.reply(&t.white.last_about(game1), "e4");
    assert_eq!(e4.to, token_address(&t.white.last_about(game1), &bot, game1));
    t.white.wait_answer(&e4);
    let b_prev = t.black.last_about(game1).message_id;
    let to_bob = t.black.wait_for("Alice's e4", |m| m.in_reply_to.contains(&b_prev));
    let bob_token = token_address(&to_bob, &bot, game1);
    assert_eq!(turns(&t.db, game1), ["e4"]);

    // Game 2: Mallory has a game of her own, so a real secret address of the bot.
    let mut mallory = Player::new("mallory");
    let mut dave = Player::new("dave");
    let challenge = mallory.write(&bot, "game", &format!("new chess with {}", dave.address));
    let confirm = mallory.wait_answer(&challenge);
    let game2 = confirm.game_tag().expect("game number");
    let invite = dave.wait_for("the invitation", |m| m.subject.contains("Invitation"));
    dave.wait_answer(&dave.reply(&invite, "accept"));
    let confirm_id = confirm.message_id.clone();
    let start = mallory.wait_for("the start", |m| m.in_reply_to.contains(&confirm_id));
    let mallory_token = token_address(&start, &bot, game2);
    assert_ne!(game1, game2);

    // Mallory forges Bob's From: line, threads her mails under Bob's mail
    // about game 1 and sends them (from her own envelope) ...
    let forge = |to: &str, text: &str| {
        let mut d = Draft::reply(&t.black.address, &to_bob, text);
        d.to = to.to_string();
        smtp_send(Some(&mallory.address), to, &d.to_raw());
        d
    };
    // ... to the bot's plain address,
    let plain = forge(&bot, "e5");
    // ... to her own game's secret address, naming game 1,
    let other_game_named = forge(&mallory_token, &format!("game {game1}\nd5"));
    // ... and to her own game's secret address, as a plain reply.
    let other_game = forge(&mallory_token, "c5");
    for d in [&plain, &other_game_named, &other_game] {
        assert_eq!(wait_recorded(&t.db, &d.message_id), "rejected", "{:?} to {} was not refused", d.subject, d.to);
    }
    assert_eq!(turns(&t.db, game1), ["e4"], "a forged mail moved in game 1");
    assert!(turns(&t.db, game2).is_empty(), "a forged mail moved in game 2");

    // The refusals go to the From: address, the only one the bot has: Bob
    // learns that someone wrote in his name; Mallory gets nothing.
    for d in [&plain, &other_game_named, &other_game] {
        let r = t.black.wait_answer(d);
        assert!(r.text.contains("A mail with your address as sender tried to act in game"), "{r}");
        assert!(
            r.text.contains("did not come to your secret address") || r.text.contains("through another player's secret address"),
            "{r}"
        );
        assert!(r.text.contains("if not, someone tried to act for you and nothing was done"), "{r}");
        assert!(r.text.contains("Nothing in that mail was applied"), "{r}");
        assert!(!r.text.contains(&mallory_token), "the bot told Bob Mallory's secret: {r}");
    }
    mallory.assert_no_new_mail("her forgeries");
    // The operator's log has each at WARN: who it claimed to be, where it
    // came to; the secrets stay out of it.
    let log = t.daemon.log_text();
    let warned: Vec<&str> =
        log.lines().filter(|l| l.contains(" WARN ") && l.contains("did not come to the sender's secret address")).collect();
    assert_eq!(warned.len(), 3, "{log}");
    assert!(warned.iter().all(|l| l.contains(&format!("claimed_from={}", t.black.address))), "{warned:#?}");
    let local = bot.split('@').next().unwrap_or("");
    assert!(warned[0].contains(&format!("came_to={bot}")), "{warned:#?}");
    for l in &warned[1..] {
        assert!(l.contains(&format!("came_to={local}+{game2}.(secret)@{DOMAIN}")), "{warned:#?}");
    }
    for secret in [&mallory_token, &bob_token] {
        let token = secret.split('@').next().unwrap_or_default().rsplit('.').next().unwrap_or_default();
        assert!(!log.contains(token), "a secret address in the log: {secret}");
    }

    // Bob's own reply (to his secret address) is applied.
    let e5 = t.black.reply(&to_bob, "e5");
    assert_eq!(e5.to, bob_token);
    t.black.wait_answer(&e5);
    assert_eq!(turns(&t.db, game1), ["e4", "e5"]);
}

#[test]
fn check_config_probes_plus_addressing() {
    if !stack("token_auth") {
        return;
    }
    let dir = TestDir::new("check-plus");
    let mut bot = BotConfig::new(&address("bot"));
    bot.omit_auth = true;
    let config = write_config(&dir, "tandem.toml", &bot);
    let (ok, out) = tandem_cli(&config, &["check-config"]);
    assert!(ok, "check-config failed:\n{out}");
    assert!(out.contains("auth: token (the default)"), "{out}");
    let local = bot.address.split('@').next().unwrap_or("");
    let probe_line = out.lines().find(|l| l.starts_with("plus-addressing")).unwrap_or_else(|| panic!("no plus-addressing line:\n{out}"));
    assert!(probe_line.contains(&format!("{local}+...@{DOMAIN}: ok")) && probe_line.contains("reached INBOX"), "{out}");
    assert!(folder_contents(&bot.address, "INBOX").is_empty(), "the probe was left in the bot's INBOX");
    // It says what it checked: here STARTTLS on both, a login over IMAP only.
    let line = |out: &str, start: &str| out.lines().find(|l| l.starts_with(start)).unwrap_or_default().to_string();
    let (imap, smtp) = (line(&out, "incoming mail: IMAP"), line(&out, "outgoing mail: SMTP"));
    assert!(imap.contains("ok (STARTTLS to TLS, login accepted;"), "{out}");
    assert!(smtp.contains("ok (server reachable, EHLO accepted, STARTTLS to TLS, no login (smtp.user is not set))"), "{out}");

    // Without TLS it does not claim any.
    let plain = std::fs::read_to_string(&config).unwrap().replace("security = \"starttls\"", "security = \"plain\"");
    let config = dir.join("plain.toml");
    std::fs::write(&config, plain).unwrap();
    let (ok, out) = tandem_cli(&config, &["check-config"]);
    assert!(ok, "check-config failed:\n{out}");
    for start in ["incoming mail: IMAP", "outgoing mail: SMTP"] {
        let l = line(&out, start);
        assert!(l.contains("no TLS (security = \"plain\": nothing on this connection is encrypted)"), "{out}");
        assert!(!l.contains("STARTTLS") && !l.contains("TLS from") && !l.contains("TLS/"), "{out}");
    }
}

#[test]
fn check_config_says_what_to_change_without_plus_addressing() {
    if !stack("token_auth") {
        return;
    }
    // The stack's noplus domain refuses user+detail@ as "User unknown".
    let dir = TestDir::new("check-noplus");
    let mut bot = BotConfig::new(&format!("bot-{}@noplus.{DOMAIN}", &random_hex()[..12]));
    bot.omit_auth = true;
    let config = write_config(&dir, "tandem.toml", &bot);
    let (ok, out) = tandem_cli(&config, &["check-config"]);
    assert!(!ok, "check-config passed without plus-addressing:\n{out}");
    let line = out.lines().find(|l| l.starts_with("plus-addressing")).unwrap_or_else(|| panic!("no plus-addressing line:\n{out}"));
    for words in ["PROBLEM", "refused mail to", "+probe", "User unknown", "recipient_delimiter = +", "auth = \"none\""] {
        assert!(line.contains(words), "{words:?} missing in: {line}");
    }
    assert!(out.contains("1 problem(s) found"), "{out}");

    // The operator's other way out: trust From: lines, knowingly.
    bot.omit_auth = false;
    bot.token_auth = false;
    let config = write_config(&dir, "tandem-none.toml", &bot);
    let (ok, out) = tandem_cli(&config, &["check-config"]);
    assert!(ok, "{out}");
    assert!(out.contains("auth: none (set in [bot])") && out.contains("anyone can move for anyone"), "{out}");
    assert!(!out.contains("plus-addressing ("), "{out}");
}
