//! Over the real Postfix and Dovecot: text a player controls
//! (their display name, `say` lines, the subject, encoded so that it holds
//! bare CRs, LFs and lone dots) cannot smuggle SMTP commands into the bot's
//! authenticated connection (RUSTSEC-2026-0561). It reaches the opponent as
//! text, every mail delivered is valid on the wire (checked in
//! `Mail::parse`), and the would-be victim's mailbox stays empty.

use crate::common;

use std::time::Duration;

use common::*;

/// RFC 2047 `B` encoding, so a header can carry line ends after decoding.
fn encoded_word(text: &str) -> String {
    const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in text.as_bytes().chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= chunk.len() { B64[(n >> (18 - 6 * i) & 63) as usize] as char } else { '=' });
        }
    }
    format!("=?utf-8?B?{out}?=")
}

#[test]
fn smtp_commands_in_player_text_reach_the_opponent_as_text_and_nobody_else() {
    if !stack("mail_on_the_wire") {
        return;
    }
    let mut t = Table::open("smuggling", false);
    let game = t.start_game();
    let victim = address("victim");
    let smuggled = format!("\n.\nMAIL FROM:<x@example.test>\r\nRCPT TO:<{victim}>\r\nDATA\r\nSubject: smuggled\r\n\r\nowned\r\n.\r\n");

    // The payload in the display name and the subject (encoded words decode
    // to bare line ends), and in `say` lines: quoted-printable `=0D`
    // puts bare CRs inside them, `.` lines stand alone.
    let mut body = String::from("game ");
    body.push_str(&game.to_string());
    body.push_str("\r\nsay Hello=0D.=0DMAIL FROM:<x@example.test>=0DRCPT TO:<");
    body.push_str(&victim);
    body.push_str(">=0D=\r\nDATA=0D\r\nsay .\r\nsay MAIL FROM:<x@example.test>\r\nsay RCPT TO:<");
    body.push_str(&victim);
    body.push_str(">\r\nsay DATA\r\nsay Subject: smuggled\r\nsay .\r\n");
    let mut draft = Draft::new(&t.white.address, &t.bot.address, "", "")
        .header("X-Note", "from a test")
        .body(Body::Raw { headers: "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable".into(), body });
    draft.from_name = Some(encoded_word(&format!("Mallory{smuggled}")));
    draft.subject = encoded_word(&format!("[#{game}] {smuggled}"));
    let sent = t.white.send(draft);

    // Black reads the text as text (all the say lines in one mail).
    let said = t.black.wait_for("the say lines", |m| m.text.contains("MAIL FROM:<x@example.test>") && m.text.contains("Subject: smuggled"));
    assert_eq!(said.game_tag(), Some(game), "{said}");
    let outcome = query_strings(&t.db, "SELECT outcome FROM inbound WHERE message_id = ?1", &[&sent.message_id]);
    assert_eq!(outcome, ["applied"]);

    // Whatever went through the bot's SMTP session, nothing reached the victim.
    std::thread::sleep(Duration::from_secs(5));
    t.black.poll();
    let stolen = folder_contents(&victim, "INBOX");
    assert!(stolen.is_empty(), "smuggled mail reached {victim}: {}", stolen[0]);
    t.daemon.assert_running();
}
