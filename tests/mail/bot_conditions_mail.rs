//! Conditional moves end to end over the real mail stack, against the real
//! `tandem serve`: players reply to the bot's mail with lines given in
//! advance, and the answers come back played, in the mail of the
//! opponent's turn. Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

const FROM_YOURS: &str = "was played from your conditional moves";
const IN_ADVANCE: &str = "a conditional move given in advance";

/// One player's mail: `who` (0 White/South, 1 Black/North) replies to
/// their last mail about `game` with `text`; returns (the answer to the
/// sender, the news to the other), after checking both.
fn exchange(t: &mut Table, game: i64, last: &mut [Mail; 2], who: usize, text: &str) -> (Mail, Mail) {
    let bot = t.bot.address.clone();
    let other = 1 - who;
    let sent = if who == 0 { t.white.reply(&last[0], text) } else { t.black.reply(&last[1], text) };
    let mine = if who == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
    let prev = last[other].message_id.clone();
    let theirs = if other == 0 {
        t.white.wait_for(&format!("the news of {text:?}"), |m| m.in_reply_to.contains(&prev))
    } else {
        t.black.wait_for(&format!("the news of {text:?}"), |m| m.in_reply_to.contains(&prev))
    };
    let (me, them) = if who == 0 { (&t.white.address, &t.black.address) } else { (&t.black.address, &t.white.address) };
    check_bot_mail(&mine, &Expect { bot: &bot, to: me, game: Some(game), answers: Some(&sent.message_id), board: true });
    check_bot_mail(&theirs, &Expect { bot: &bot, to: them, game: Some(game), answers: Some(&prev), board: true });
    last[who] = mine.clone();
    last[other] = theirs.clone();
    (mine, theirs)
}

#[test]
fn chess_by_mail_with_lines_of_both_players() {
    if !stack("bot_conditions_mail") {
        return;
    }
    let mut t = Table::open("cond-chess", false);
    let game = t.start_game();
    let mut last = [t.white.last_about(game), t.black.last_about(game)];

    // White moves and gives two lines; Black hears of the move only.
    let (w, b) = exchange(&mut t, game, &mut last, 0, "e4\nif Ng8-f6 then e5, Nd5 then c4\nif c5 then Nf3");
    assert!(w.text.contains("Your conditional moves in game") && w.text.contains("if Nf6 then e5, then if Nd5 then c4"), "{w}");
    assert!(!b.text.to_lowercase().contains("condition") && b.subject.contains("Your move"), "{b}");

    // Black's Nf6 is answered at once, in the same mail.
    let (b, w) = exchange(&mut t, game, &mut last, 1, "Nf6");
    assert_eq!(turns(&t.db, game), ["e4", "Nf6", "e5"]);
    assert!(b.text.contains(IN_ADVANCE) && b.subject.contains("Your move"), "{b}");
    assert!(w.text.contains("e5 was played from your conditional moves; the line goes on") && !w.subject.contains("Your move"), "{w}");

    // Black follows the line and answers White's next turn in advance: both play.
    let (b, w) = exchange(&mut t, game, &mut last, 1, "Nd5\nif c4 then Nb6");
    assert_eq!(turns(&t.db, game), ["e4", "Nf6", "e5", "Nd5", "c4", "Nb6"]);
    // Black reads White's answer as given in advance, and its own as "from your conditional moves".
    assert!(b.text.contains(FROM_YOURS) && b.text.matches(IN_ADVANCE).count() == 1 && !b.subject.contains("Your move"), "{b}");
    assert!(b.text.contains("Nb6 (") && b.text.contains(", from your conditional moves."), "{b}");
    assert!(w.text.contains(IN_ADVANCE) && w.subject.contains("Your move"), "{w}");
    assert_eq!(query_count(&t.db, "SELECT count(*) FROM conditions", &[]), 0);

    t.white.assert_no_new_mail("after the lines");
    t.black.assert_no_new_mail("after the lines");
    t.daemon.assert_running();
}

#[test]
fn bughouse_sync_by_mail_with_whole_turns_and_drops() {
    if !stack("bot_conditions_mail") {
        return;
    }
    let mut t = Table::open("cond-sync", false);
    let game = t.start_game_of("bughouse-sync", " h g f e d c b a");
    let mut last = [t.white.last_about(game), t.black.last_about(game)];

    let (_, n) = exchange(&mut t, game, &mut last, 0, "e4\nif d7d5/d2-d4 exd5/P@e3 Qxd5/fxe3 Nc3/Nc6");
    assert!(!n.text.to_lowercase().contains("condition"), "{n}");
    let (n, s) = exchange(&mut t, game, &mut last, 1, "d5/d4");
    assert_eq!(turns(&t.db, game), ["e4", "d5/d4", "exd5/P@e3"]);
    assert!(n.text.contains(IN_ADVANCE) && s.text.contains(FROM_YOURS), "{n}\n{s}");
    let (n, s) = exchange(&mut t, game, &mut last, 1, "Qxd5/fxe3\nif Nb1-c3/Nb8c6 then Qa5/P@e4");
    assert_eq!(turns(&t.db, game), ["e4", "d5/d4", "exd5/P@e3", "Qxd5/fxe3", "Nc3/Nc6", "Qa5/P@e4"]);
    assert!(n.text.contains(FROM_YOURS) && s.text.contains(FROM_YOURS), "{n}\n{s}");
    assert!(s.subject.contains("Your move"), "{s}");
    t.white.assert_no_new_mail("after the lines");
    t.black.assert_no_new_mail("after the lines");
}
