//! Players' notations end to end over the real mail stack, against the real
//! `tandem serve`: a whole game in ICCF numeric notation, one in
//! figurines, one between a German and a French player, each checked from
//! the players' INBOXes: every move as each player reads it, and the PGN of
//! the last mail in English SAN, read by python-chess. Needs
//! TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`; python-chess is
//! installed by tests/run.sh.

use crate::common;

use common::*;

/// Sets each player's notation by mail (a fresh mail, no game yet).
fn set_notation(t: &mut Table, white: &str, black: &str) {
    let bot = t.bot.address.clone();
    for (p, code) in [(&mut t.white, white), (&mut t.black, black)] {
        // English mails (a notation alone would make its language theirs:
        // tests/offline/languages.rs); the letters are what is tested here.
        let sent = p.write(&bot, "notation", &format!("notation {code}\nlanguage en\n"));
        let answer = p.wait_answer(&sent);
        assert!(answer.subject.contains("Your notation"), "{answer}");
    }
}

/// Plays `moves` (each as its mover writes it), White first, replying to
/// the last mail about the game; checks that the mover reads "You played
/// N. X" and the other "... played N. Y" with X and Y the move in each
/// one's notation (`seen[i] = (mover's, other's)`). Returns the last mail
/// of each player.
fn play(t: &mut Table, game: i64, moves: &[&str], seen: &[(&str, &str)]) -> [Mail; 2] {
    let mut last = [t.white.last_about(game), t.black.last_about(game)];
    for (i, (mv, (mine, theirs))) in moves.iter().zip(seen).enumerate() {
        let (m, o) = (i % 2, 1 - i % 2);
        let number = if m == 0 { format!("{}. ", i / 2 + 1) } else { format!("{}... ", i / 2 + 1) };
        let sent = if m == 0 { t.white.reply(&last[0], mv) } else { t.black.reply(&last[1], mv) };
        let answer = if m == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
        let prev = last[o].message_id.clone();
        let news = if o == 0 {
            t.white.wait_for(&format!("the news of {mv}"), |x| x.in_reply_to.contains(&prev))
        } else {
            t.black.wait_for(&format!("the news of {mv}"), |x| x.in_reply_to.contains(&prev))
        };
        assert!(answer.text.starts_with(&format!("You played {number}{mine}")), "{mv}: the mover reads {mine}: {answer}");
        assert!(
            news.text.lines().next().unwrap_or_default().contains(&format!(" played {number}{theirs}")),
            "{mv}: the other reads {theirs}: {news}"
        );
        last[m] = answer;
        last[o] = news;
    }
    last
}

/// python-chess reads `pgn`: its moves in SAN as python-chess writes them,
/// and whether the game ends in checkmate. `None` (with the reason printed)
/// when python-chess is not installed.
fn python_chess(dir: &TestDir, pgn: &str) -> Option<(Vec<String>, bool)> {
    let script = "import sys, chess.pgn\n\
                  g = chess.pgn.read_game(open(sys.argv[1]))\n\
                  assert not g.errors, g.errors\n\
                  b = g.board()\n\
                  sans = []\n\
                  for m in g.mainline_moves():\n    sans.append(b.san(m)); b.push(m)\n\
                  print(' '.join(sans)); print(b.is_checkmate())\n";
    let stdout = common::python_chess("bot_notation_mail", dir, pgn, script)?;
    let mut lines = stdout.lines();
    let sans = lines.next().unwrap_or_default().split_whitespace().map(str::to_string).collect();
    Some((sans, lines.next() == Some("True")))
}

/// The game's last mails: both players got the result and an English PGN
/// with `sans`, which python-chess reads as a game ending in mate.
fn check_end(t: &Table, last: &[Mail; 2], sans: &[&str]) {
    for m in last {
        assert!(m.subject.contains("Game over") && m.text.contains("checkmate"), "{m}");
        let pgn = pgn_of(m);
        let movetext = sans.iter().enumerate().map(|(i, s)| if i % 2 == 0 { format!("{}. {s}", i / 2 + 1) } else { s.to_string() });
        assert!(pgn.contains(&movetext.collect::<Vec<_>>().join(" ")), "the PGN is in English SAN: {pgn}");
        if let Some((read, mate)) = python_chess(&t.dir, &pgn) {
            assert_eq!(read, sans, "python-chess reads the moves");
            assert!(mate, "python-chess sees the mate");
        }
    }
}

#[test]
fn a_game_in_iccf_numeric_notation() {
    if !stack("bot_notation_mail") {
        return;
    }
    let mut t = Table::open("iccf", false);
    set_notation(&mut t, "iccf", "iccf");
    let game = t.start_game();
    // Fool's mate, in numbers; each reads the numbers back.
    let moves = ["6263", "5755", "7274", "4884"];
    let seen: Vec<(&str, &str)> = moves.iter().map(|m| (*m, *m)).collect();
    let last = play(&mut t, game, &moves, &seen);
    check_end(&t, &last, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(turns(&t.db, game), ["f3", "e5", "g4", "Qh4#"]);
    t.white.assert_no_new_mail("after the game");
    t.black.assert_no_new_mail("after the game");
}

#[test]
fn a_game_in_figurines() {
    if !stack("bot_notation_mail") {
        return;
    }
    let mut t = Table::open("figurine", false);
    set_notation(&mut t, "figurine", "figurine");
    let game = t.start_game();
    // Scholar's mate, glyphs of either colour as pasted; written back in white ones.
    let moves = ["♙e4", "e5", "♗c4", "♞c6", "♕h5", "♘f6", "♛xf7#"];
    let seen = [("e4", "e4"), ("e5", "e5"), ("♗c4", "♗c4"), ("♘c6", "♘c6"), ("♕h5", "♕h5"), ("♘f6", "♘f6"), ("♕xf7#", "♕xf7#")];
    let last = play(&mut t, game, &moves, &seen);
    check_end(&t, &last, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
}

#[test]
fn a_german_player_against_a_french_one() {
    if !stack("bot_notation_mail") {
        return;
    }
    let mut t = Table::open("de-fr", false);
    set_notation(&mut t, "de", "fr");
    let game = t.start_game();
    // Scholar's mate: Alice writes German (L bishop, D queen), Bob French
    // (C knight); each reads the other's moves in their own letters.
    let moves = ["e4", "e5", "Lc4", "Cc6", "Dh5", "Cf6", "Dxf7#"];
    let seen = [("e4", "e4"), ("e5", "e5"), ("Lc4", "Fc4"), ("Cc6", "Sc6"), ("Dh5", "Dh5"), ("Cf6", "Sf6"), ("Dxf7#", "Dxf7#")];
    let last = play(&mut t, game, &moves, &seen);
    check_end(&t, &last, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
}
