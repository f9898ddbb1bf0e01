//! End to end over the real mail stack: mail as real clients write it (HTML
//! only, the whole previous mail quoted below, Outlook's original-message
//! block): only the fresh move counts (docs/players.md, "How to write to the bot").
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

/// `> ` before every line, as a mail client quotes.
fn quoted(text: &str) -> String {
    text.lines().map(|l| if l.is_empty() { ">".to_string() } else { format!("> {l}") }).collect::<Vec<_>>().join("\n")
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[test]
fn html_only_and_quoting_replies_apply_only_the_fresh_move() {
    if !stack("bot_mail_shapes") {
        return;
    }
    let mut t = Table::open("shapes", false);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let (wa, ba) = (t.white.address.clone(), t.black.address.clone());

    // 1. White: an HTML-only mail (no text/plain part), like some web mailers,
    //    with the bot's mail quoted in a Gmail-style blockquote.
    let start = t.white.last_about(game);
    let html = format!(
        "<html><body><div dir=\"ltr\">e4</div><br><div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">\
         On Sun, Nov 22, 2026 at 9:00 AM tandem &lt;{bot}&gt; wrote:<br></div>\
         <blockquote class=\"gmail_quote\" style=\"margin:0 0 0 .8ex\">{}</blockquote></div></body></html>",
        start.html.as_deref().unwrap_or("")
    );
    let d = t.white.send(Draft::reply(&wa, &start, "").body(Body::Html(html)));
    let w1 = t.white.wait_answer(&d);
    check_bot_mail(&w1, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&d.message_id), board: true });
    assert!(w1.text.contains("played 1. e4"), "{w1}");
    assert_eq!(turns(&t.db, game), ["e4"]);

    // 2. Black: the move on top, then the whole bot mail quoted with `>`
    //    under an "On ... wrote:" line (moves and boards in the quote).
    let b_prev = t.black.last_about(game).message_id;
    let b1 = t.black.wait_for("e4", |m| m.in_reply_to.contains(&b_prev));
    let body = format!("e5\n\nOn Sun, 22 Nov 2026 09:01:02 +0000, tandem <{bot}> wrote:\n{}\n", quoted(&b1.text));
    assert!(body.contains("played 1. e4. Your move."), "the quote has a move in it: {body}");
    let d = t.black.reply(&b1, &body);
    let b2 = t.black.wait_answer(&d);
    check_bot_mail(&b2, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&d.message_id), board: true });
    assert_eq!(turns(&t.db, game), ["e4", "e5"]);

    // 3. White: Outlook style, the bot's mail unquoted below
    //    -----Original Message----- and a header block.
    let w2 = t.white.wait_for("e5", |m| m.in_reply_to.contains(&w1.message_id));
    let body = format!(
        "Nf3\n\n-----Original Message-----\nFrom: tandem <{bot}>\nSent: Sunday, November 22, 2026 9:02 AM\nTo: {wa}\nSubject: {}\n\n{}",
        w2.subject, w2.text
    );
    let d = t.white.reply(&w2, &body);
    let w3 = t.white.wait_answer(&d);
    check_bot_mail(&w3, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&d.message_id), board: true });
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3"]);

    // 4. Black: Outlook's HTML reply (text + HTML), the previous mail below a
    //    rule and a From:/Sent: block, its board in <pre>.
    let b3 = t.black.wait_for("Nf3", |m| m.in_reply_to.contains(&b2.message_id));
    let header_block = format!("From: tandem <{bot}>\nSent: Sunday, November 22, 2026 9:03 AM\nTo: {ba}\nSubject: {}", b3.subject);
    let text = format!("Nc6\n\n________________________________\n{header_block}\n\n{}", b3.text);
    let html = format!(
        "<html><body><div>Nc6</div><div><br></div><hr style=\"display:inline-block;width:98%\">\
         <div id=\"divRplyFwdMsg\" dir=\"ltr\"><b>From:</b> tandem &lt;{bot}&gt;<br><b>Sent:</b> Sunday, November 22, 2026 9:03 AM<br>\
         <b>To:</b> {ba}<br><b>Subject:</b> {}</div><div><pre>{}</pre></div></body></html>",
        html_escape(&b3.subject),
        html_escape(&b3.text)
    );
    let d = t.black.send(Draft::reply(&ba, &b3, "").body(Body::Alternative { text, html }));
    let b4 = t.black.wait_answer(&d);
    check_bot_mail(&b4, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&d.message_id), board: true });
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3", "Nc6"]);

    // 5. White: a top-posted reply whose quote holds a legal move of White's
    //    (the example move), and a signature with a move-like line under it.
    let w4 = t.white.wait_for("Nc6", |m| m.in_reply_to.contains(&w3.message_id));
    assert!(w4.text.contains("for example: "), "{w4}");
    let body = format!("Bb5\n\nBest,\nAlice\n-- \nAlice\nd4\n\nOn Sun, 22 Nov 2026, tandem wrote:\n{}\n", quoted(&w4.text));
    let d = t.white.reply(&w4, &body);
    let w5 = t.white.wait_answer(&d);
    check_bot_mail(&w5, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&d.message_id), board: true });
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);

    // 6. Black: the same Outlook reply as HTML only; the bot converts it to
    //    text and must still stop at the From:/Sent: block.
    let b5 = t.black.wait_for("Bb5", |m| m.in_reply_to.contains(&b4.message_id));
    let html = format!(
        "<html><body><div style=\"font-family:Calibri\">a6</div><div><br></div><hr style=\"display:inline-block;width:98%\">\
         <div id=\"divRplyFwdMsg\" dir=\"ltr\"><font face=\"Calibri\"><b>From:</b> tandem &lt;{bot}&gt;<br><b>Sent:</b> Sunday, November 22, 2026 9:05 AM<br>\
         <b>To:</b> {ba}<br><b>Subject:</b> {}</font><div>&nbsp;</div></div>{}</body></html>",
        html_escape(&b5.subject),
        b5.html.as_deref().unwrap_or("")
    );
    let d = t.black.send(Draft::reply(&ba, &b5, "").body(Body::Html(html)));
    let b6 = t.black.wait_answer(&d);
    check_bot_mail(&b6, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&d.message_id), board: true });
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);

    // 7. White: bottom-posted, the move below the quote.
    let w6 = t.white.wait_for("a6", |m| m.in_reply_to.contains(&w5.message_id));
    let body = format!("On Sun, 22 Nov 2026 at 09:06, tandem <{bot}> wrote:\n{}\n\nBa4\n", quoted(&w6.text));
    let d = t.white.reply(&w6, &body);
    let w7 = t.white.wait_answer(&d);
    check_bot_mail(&w7, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&d.message_id), board: true });
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);

    // 8. Black: ISO-8859-1, quoted-printable; a message and a move in one mail.
    let b7 = t.black.wait_for("Ba4", |m| m.in_reply_to.contains(&b6.message_id));
    let latin1 = Body::Raw {
        headers: "Content-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable".into(),
        body: "say Gr=FC=DFe aus K=F6ln!\nNf6\n".into(),
    };
    let d = t.black.send(Draft::reply(&ba, &b7, "").body(latin1));
    let b8 = t.black.wait_answer(&d);
    check_bot_mail(&b8, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&d.message_id), board: true });
    // One mail per recipient: White's holds the message and the move.
    let w8 = t.white.wait_for("Nf6", |m| m.subject.contains("Your move"));
    assert!(w8.text.contains("Grüße aus Köln!") && w8.has_board(), "{w8}");
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"]);

    // 9. White: format=flowed, a long `say` wrapped by the client arrives
    //    as one line; then castling.
    let flowed = Body::Raw {
        headers: "Content-Type: text/plain; charset=utf-8; format=flowed\nContent-Transfer-Encoding: 8bit".into(),
        body: "say This is a rather long message that my mail client has wrapped \nover two lines, as format=flowed allows.\nO-O\n".into(),
    };
    let d = t.white.send(Draft::reply(&wa, &w8, "").body(flowed));
    t.white.wait_answer(&d);
    let said = t.black.wait_for("the long message and the move", |m| m.subject.contains("Your move"));
    assert!(
        said.text.contains("This is a rather long message that my mail client has wrapped over two lines, as format=flowed allows.")
            && said.text.contains("O-O"),
        "{said}"
    );
    assert_eq!(turns(&t.db, game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"]);

    let outcomes = query_strings(&t.db, "SELECT outcome FROM inbound ORDER BY id", &[]);
    assert!(outcomes.iter().all(|o| o == "applied"), "{outcomes:?}");
    t.white.assert_no_new_mail("after the quoting replies");
    t.black.assert_no_new_mail("after the quoting replies");
}
