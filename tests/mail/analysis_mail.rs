//! `analyse N` over the real mail stack and the running daemon
//! (token mode): a chess game with a hung queen played by mail, resigned,
//! then analysed by a reply in its thread. The answer comes in the thread,
//! marks the blunder and carries the graph and the annotated PGN. Needs
//! TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use std::time::Duration;

use common::*;

#[test]
fn a_game_analysed_by_mail_over_the_stack() {
    if !stack("analysis_mail") {
        return;
    }
    let mut t = Table::open_with("analysis-mail", true, "[engine]\nanalysis_depth = 5\n");
    let game = t.start_game();
    for (i, m) in ["e4", "e5", "Nf3", "Qg5", "Nxg5"].iter().enumerate() {
        let p = if i.is_multiple_of(2) { &mut t.white } else { &mut t.black };
        p.poll();
        let last = p.last_about(game);
        let sent = p.reply(&last, m);
        p.wait_answer(&sent);
    }
    t.black.poll();
    let last = t.black.last_about(game);
    let resigned = t.black.reply(&last, "resign");
    let over = t.black.wait_answer(&resigned);
    assert!(over.subject.contains("Game over") || over.text.contains("resign"), "{over}");
    let ask = t.black.reply(&over, "analyse");
    let queued = t.black.wait_answer(&ask);
    assert!(queued.subject.contains("queued for analysis"), "{queued}");
    let analysis = t.black.wait_for_within("the analysis", Duration::from_secs(120), |m| m.subject.contains("Analysis of game"));
    assert_eq!(analysis.game_tag(), Some(game));
    assert!(analysis.in_reply_to.contains(&ask.message_id), "in the thread, under the request: {analysis}");
    assert!(analysis.text.contains("2... Qg5?? (blunder"), "{analysis}");
    assert!(analysis.html.as_deref().is_some_and(|h| h.contains("cid:graph1.")), "{analysis}");
    let pgn =
        analysis.attachments.iter().find(|(n, _, _)| n.ends_with("analysis.pgn")).map(|(_, _, b)| String::from_utf8_lossy(b).into_owned());
    let pgn = pgn.expect("the annotated PGN");
    assert!(pgn.contains("Qg5 $4") && pgn.contains("[%eval "), "{pgn}");
    assert!(!t.daemon.log_text().contains("could not be stored"), "{}", t.daemon.log_text());
}
