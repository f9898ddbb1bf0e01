//! `tandem deliver` as the mail server's delivery agent, over the real
//! stack: Postfix hands each mail for `@mda.example.test` to `tandem
//! deliver` through a pipe transport (tests/mailstack.sh), the bot answers
//! over SMTP, Dovecot files the answers in the players' INBOXes. No daemon
//! runs: every mail is handled as the mail server delivers it.

use crate::common;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use common::*;

/// Where tests/mailstack.sh's pipe looks for the bot of a local part.
const MDA_DIR: &str = "/var/lib/mailstack-mda";
const MDA_DOMAIN: &str = "mda.example.test";

/// A bot reached only through the pipe transport: its directory open to
/// the pipe's user (vmail), its config registered for its local part.
struct MdaBot {
    dir: TestDir,
    address: String,
    registration: PathBuf,
}

impl MdaBot {
    fn new(name: &str) -> MdaBot {
        let dir = TestDir::new(name);
        std::fs::set_permissions(&dir.path, std::fs::Permissions::from_mode(0o777)).expect("open the test directory to the pipe");
        let local = format!("mda-{}", random_hex());
        let address = format!("{local}@{MDA_DOMAIN}");
        let mut bot = BotConfig::new(&address);
        bot.token_auth = true;
        let config = write_config(&dir, "tandem.toml", &bot);
        let registration = Path::new(MDA_DIR).join(&local);
        std::fs::write(&registration, format!("{TANDEM} {}\n", config.display()))
            .unwrap_or_else(|e| panic!("register the bot in {MDA_DIR} (run `bash tests/mailstack.sh start`): {e}"));
        MdaBot { dir, address, registration }
    }
}

impl Drop for MdaBot {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.registration);
    }
}

/// A bot on the delivery agent and a game begun between two players.
struct Started {
    bot: MdaBot,
    white: Player,
    black: Player,
    game: i64,
    /// White's mail that the game began.
    start_white: Mail,
}

/// With the mail stack: a bot named `bot`, and a game White `white` began
/// against Black `black` ([`start_game`]). `None` without the stack.
fn started(bot: &str, white: &str, black: &str) -> Option<Started> {
    if !stack("mda_mail") {
        return None;
    }
    let bot = MdaBot::new(bot);
    let (mut white, mut black) = (Player::new(white), Player::new(black));
    let (game, start_white, _) = start_game(&bot, &mut white, &mut black);
    Some(Started { bot, white, black, game, start_white })
}

/// White challenges Black through the bot, Black accepts; each mail on
/// the way checked. The game's number and the last mail of each player.
fn start_game(bot: &MdaBot, white: &mut Player, black: &mut Player) -> (i64, Mail, Mail) {
    let challenge = white.write(&bot.address, "A game?", &format!("new chess with {}\n", black.address));
    let confirm = white.wait_answer(&challenge);
    let game = confirm.game_tag().unwrap_or_else(|| panic!("no [#id] in {}", confirm.subject));
    check_bot_mail(
        &confirm,
        &Expect { bot: &bot.address, to: &white.address, game: Some(game), answers: Some(&challenge.message_id), board: false },
    );
    let invite = black.wait_for("the invitation", |m| m.subject.contains("Invitation"));
    let accept = black.reply(&invite, "accept");
    let start_black = black.wait_answer(&accept);
    check_bot_mail(
        &start_black,
        &Expect { bot: &bot.address, to: &black.address, game: Some(game), answers: Some(&accept.message_id), board: true },
    );
    let confirm_id = confirm.message_id.clone();
    let start_white = white.wait_for("the start of the game", |m| m.in_reply_to.contains(&confirm_id));
    (game, start_white, start_black)
}

/// Challenge, acceptance and moves, each mail handled by the `tandem
/// deliver` Postfix runs for it; every answer in the right INBOX, once.
#[test]
fn a_game_through_the_mail_servers_delivery_agent() {
    let Some(Started { bot, mut white, mut black, game, start_white: mut last_white }) = started("mda-game", "mda-alice", "mda-bob") else {
        return;
    };

    for (i, (w, b)) in [("e4", "e5"), ("Nf3", "Nc6")].into_iter().enumerate() {
        let sent = white.reply(&last_white, w);
        let told_white = white.wait_answer(&sent);
        assert!(told_white.text.contains(w), "White's move {w} confirmed: {told_white}");
        let last_black = black.wait_for(&format!("White's move {w}"), |m| m.game_tag() == Some(game) && m.text.contains(w));
        assert!(last_black.subject.contains("Your move"), "Black is told it is their move: {last_black}");
        let sent = black.reply(&last_black, b);
        let told_black = black.wait_answer(&sent);
        assert!(told_black.text.contains(b), "Black's move {b} confirmed: {told_black}");
        last_white = white.wait_for(&format!("Black's move {b}"), |m| m.game_tag() == Some(game) && m.text.contains(b));
        assert_eq!(turns(&bot.dir.join("tandem.sqlite3"), game).len(), 2 * (i + 1), "every move stored once");
    }
    white.assert_no_new_mail("each mail answered once");
    black.assert_no_new_mail("each mail answered once");
}

/// A mail that comes while the store stays busy (another process holds its
/// write lock past the 10 s the bot waits) is handed back to Postfix (exit
/// 75), which delivers it again later: the move is played then, once.
#[test]
fn a_mail_the_bot_cannot_take_now_is_delivered_again_by_the_mail_server() {
    let Some(Started { bot, mut white, mut black, game, start_white }) = started("mda-again", "mda-carol", "mda-dave") else {
        return;
    };

    let store = bot.dir.join("tandem.sqlite3");
    let holder = rusqlite::Connection::open(&store).expect("open the store");
    holder.execute_batch("BEGIN IMMEDIATE").expect("hold the store's write lock");
    let sent = white.reply(&start_white, "d4");
    // Postfix ran `tandem deliver`, which waited 10 s and gave the mail back: deferred.
    let deferred = wait_until(Duration::from_secs(40), || postfix_log_mentions(&bot.address, "status=deferred"));
    assert!(deferred, "Postfix defers the mail while the store is held (see /var/log/postfix.log)");
    holder.execute_batch("ROLLBACK").expect("let the store go");
    drop(holder);
    assert!(turns(&store, game).is_empty(), "nothing played while the store was held");

    // Postfix's next try (the test stack retries after 10 s) plays it, once.
    let told =
        white.wait_for_within("the answer to d4, delivered again", Duration::from_secs(60), |m| m.in_reply_to.contains(&sent.message_id));
    assert!(told.text.contains("d4"), "{told}");
    black.wait_for("White's move d4", |m| m.game_tag() == Some(game) && m.text.contains("d4"));
    assert_eq!(turns(&store, game), vec!["d4".to_string()]);
    std::thread::sleep(Duration::from_secs(2));
    white.assert_no_new_mail("the move answered once");
    black.assert_no_new_mail("the move told once");
}

fn wait_until(timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = std::time::Instant::now() + timeout;
    while std::time::Instant::now() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    done()
}

/// Whether Postfix's log has a line about mail to `address` saying `what`.
fn postfix_log_mentions(address: &str, what: &str) -> bool {
    let local = address.split('@').next().unwrap_or(address);
    std::fs::read_to_string("/var/log/postfix.log").is_ok_and(|log| log.lines().any(|l| l.contains(local) && l.contains(what)))
}
