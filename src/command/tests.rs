use super::words::edit_distance;
use super::*;

fn one(line: &str) -> Result<Command, CommandError> {
    let mut v = parse_commands(line);
    assert_eq!(v.len(), 1, "{line:?} gave {v:?}");
    v.remove(0)
}

fn mv(s: &str) -> Command {
    Command::Move(s.to_string())
}

fn new(variant: &str, with: &[&str]) -> Command {
    Command::New(Challenge {
        variant: variant.into(),
        with: with.iter().map(|s| s.to_string()).collect(),
        against: vec![],
        as_side: None,
        days: None,
        moves: None,
        both_boards: false,
        from: None,
        casual: false,
        private: false,
        level: None,
    })
}

#[test]
fn plain_commands() {
    let cases: &[(&str, Command)] = &[
        ("accept", Command::Accept),
        ("Accept", Command::Accept),
        ("ACCEPT.", Command::Accept),
        ("I accept!", Command::Accept),
        ("accepted", Command::Accept),
        ("decline", Command::Decline),
        ("resign", Command::Resign),
        ("  Resign  ", Command::Resign),
        ("I resign.", Command::Resign),
        ("draw", Command::Draw),
        ("Draw?", Command::Draw),
        ("offer draw", Command::Draw),
        ("accept  draw", Command::Draw),
        ("claim draw", Command::ClaimDraw),
        ("Claim Draw", Command::ClaimDraw),
        ("board", Command::Board),
        ("games", Command::Games),
        ("history", Command::History),
        ("help", Command::Help),
        ("HELP", Command::Help),
        ("abort", Command::Abort),
        ("rules", Command::Rules(None)),
        ("rules tandem84", Command::Rules(Some("tandem84".into()))),
        ("Rules Bughouse-Sync", Command::Rules(Some("bughouse-sync".into()))),
        ("rules for crazyhouse.", Command::Rules(Some("crazyhouse".into()))),
        ("vacation 5", Command::Vacation(Some(5))),
        ("vacation 5 days", Command::Vacation(Some(5))),
        ("Vacation OFF", Command::Vacation(None)),
        ("remind", Command::Remind(Remind::Show)),
        ("remind after 2 Days", Command::Remind(Remind::After(2 * 86_400))),
        ("say Good luck!", Command::Say { to_partner: false, text: "Good luck!".into() }),
        ("say: hi there", Command::Say { to_partner: false, text: "hi there".into() }),
        ("say partner Take the knight", Command::Say { to_partner: true, text: "Take the knight".into() }),
        ("SAY Partner: sac now", Command::Say { to_partner: true, text: "sac now".into() }),
        ("say partnership matters", Command::Say { to_partner: false, text: "partnership matters".into() }),
    ];
    for (line, want) in cases {
        assert_eq!(one(line), Ok(want.clone()), "{line:?}");
    }
}

#[test]
fn moves_and_turns() {
    let cases: &[(&str, &str)] = &[
        ("e4", "e4"),
        ("Nf3", "Nf3"),
        ("nf3", "nf3"),
        ("exd5", "exd5"),
        ("Nbd2", "Nbd2"),
        ("R1e2", "R1e2"),
        ("Qh4xe1", "Qh4xe1"),
        ("O-O", "O-O"),
        ("0-0-0", "0-0-0"),
        ("o-o+", "o-o+"),
        ("e8=Q", "e8=Q"),
        ("e8Q+", "e8Q+"),
        ("e2e4", "e2e4"),
        ("e7e8q", "e7e8q"),
        ("e2-e4", "e2-e4"),
        ("Ng1-f3", "Ng1-f3"),
        ("Nf3/e4", "Nf3/e4"),
        ("Nf3 / e4", "Nf3 / e4"),
        ("Nf3 & e4", "Nf3 & e4"),
        ("P-b4/Rxh3", "P-b4/Rxh3"),
        ("Rb1<>Nh1", "Rb1<>Nh1"),
        ("b1<>h1/e4", "b1<>h1/e4"),
        ("G<>c1", "G<>c1"),
        ("Ga1<>c7=Q", "Ga1<>c7=Q"),
        ("O-O-O/a5", "O-O-O/a5"),
        ("Te4", "Te4"),
        ("e4^", "e4^"),
        ("e8^=Q", "e8^=Q"),
        ("Nf3 and e4", "Nf3 and e4"),
        ("N@f3", "N@f3"),
        ("N*f3", "N*f3"),
        ("p@e4+", "p@e4+"),
        ("A: Nf3 B: e5", "A: Nf3 B: e5"),
        ("A:Nf3 B:e5", "A:Nf3 B:e5"),
        ("Nf3 e5", "Nf3 e5"),
        ("Te4", "Te4"),
        ("e4^", "e4^"),
        ("Ci3", "Ci3"),
        ("Gxl7", "Gxl7"),
        ("Nf3+", "Nf3+"),
        ("Qxf7#", "Qxf7#"),
        ("e4!?", "e4!?"),
        ("Bb5!!", "Bb5!!"),
        ("exd6 e.p.", "exd6 e.p."),
        ("exd6e.p.", "exd6e.p."),
        ("e4.", "e4"),
        ("12. Nf3", "Nf3"),
        ("12.Nf3", "Nf3"),
        ("12... e5", "e5"),
        ("12...e5", "e5"),
        ("7… Qd8", "Qd8"),
        ("move e4", "e4"),
        ("Move: Nf3", "Nf3"),
        ("move 3. Nf3/e4", "Nf3/e4"),
        ("   e4   ", "e4"),
        ("e4\u{a0}", "e4"),
        ("\u{200b}Nf3", "Nf3"),
        ("Nf9", "Nf9"), // shaped like a move: the engine says why not
    ];
    for (line, want) in cases {
        assert_eq!(one(line), Ok(mv(want)), "{line:?}");
    }
    // `move` is trusted: whatever follows goes to the engine.
    assert_eq!(one("move the knight"), Ok(mv("the knight")));
}

#[test]
fn new_games() {
    let full = |variant: &str, with: &[&str], against: &[&str], side: Option<&str>, days: Option<u32>, both: bool| {
        Command::New(Challenge {
            variant: variant.into(),
            with: with.iter().map(|s| s.to_string()).collect(),
            against: against.iter().map(|s| s.to_string()).collect(),
            as_side: side.map(str::to_string),
            days,
            moves: None,
            both_boards: both,
            from: None,
            casual: false,
            private: false,
            level: None,
        })
    };
    let cases: &[(&str, Command)] = &[
        ("new chess with bob@x.org", new("chess", &["bob@x.org"])),
        ("New Chess with Bob@X.org.", new("chess", &["bob@x.org"])),
        ("new tandem84 with <bob@x.org>", new("tandem84", &["bob@x.org"])),
        ("new chess with bob@x.org as black", full("chess", &["bob@x.org"], &[], Some("black"), None, false)),
        ("new chess with bob@x.org as White.", full("chess", &["bob@x.org"], &[], Some("white"), None, false)),
        ("new chess with bob@x.org days 3", full("chess", &["bob@x.org"], &[], None, Some(3), false)),
        ("new chess with bob@x.org 3 days", full("chess", &["bob@x.org"], &[], None, Some(3), false)),
        ("new two-prong as black days 2 with bob@x.org", full("two-prong", &["bob@x.org"], &[], Some("black"), Some(2), false)),
        (
            "new bughouse with p@x.org against o1@x.org o2@x.org",
            full("bughouse", &["p@x.org"], &["o1@x.org", "o2@x.org"], None, None, false),
        ),
        (
            "new bughouse with p@x.org against o1@x.org, o2@x.org both boards",
            full("bughouse", &["p@x.org"], &["o1@x.org", "o2@x.org"], None, None, true),
        ),
        (
            "new tandem-chess with p@x.org against o1@x.org and o2@x.org days 5",
            full("tandem-chess", &["p@x.org"], &["o1@x.org", "o2@x.org"], None, Some(5), false),
        ),
        ("new bughouse-sync with x@y.org as north", full("bughouse-sync", &["x@y.org"], &[], Some("north"), None, false)),
        ("new bughouse with p@x.org both-boards", full("bughouse", &["p@x.org"], &[], None, None, true)),
    ];
    for (line, want) in cases {
        assert_eq!(one(line), Ok(want.clone()), "{line:?}");
    }
}

#[test]
fn bad_arguments_are_reported_with_usage() {
    let cases: &[(&str, &str)] = &[
        ("new", "needs more"),
        ("new chess", "needs more"),
        ("new chess with", "needs more"),
        ("new chess with bob", "\"bob\" is not an e-mail address"),
        ("new chess with bob@x.org as", "needs a side"),
        ("new chess with bob@x.org days", "number of days"),
        ("new chess with bob@x.org days 0", "number of days"),
        ("new chess with bob@x.org days three", "number of days"),
        ("new chess with bob@x.org agianst a@b.c", "did you mean \"against\""),
        ("new with bob@x.org", "is not a variant name"),
        ("move", "needs more"),
        ("say", "needs more"),
        ("say partner", "needs more"),
        ("rules of the game", "more than one variant"),
        ("vacation", "needs more"),
        ("vacation soon", "not a number of days"),
        ("vacation 0", "vacation off"),
        ("vacation -3", "not a number of days"),
        ("claim victory", "cannot be claimed"),
    ];
    for (line, want) in cases {
        let err = one(line).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains(want), "{line:?}: {msg}");
        assert!(msg.contains("Write:"), "{line:?} has no usage: {msg}");
        assert_eq!(err.line(), *line);
    }
}

#[test]
fn typos_get_suggestions() {
    let cases: &[(&str, Option<&str>)] = &[
        ("resgin", Some("resign")),
        ("Resing.", Some("resign")),
        ("acept", Some("accept")),
        ("decilne", Some("decline")),
        ("drwa", Some("draw")),
        ("dra", Some("draw")),
        ("borad", Some("board")),
        ("gmaes", Some("games")),
        ("histroy", Some("history")),
        ("hlep", Some("help")),
        ("vaction 3", Some("vacation")),
        ("nwe chess with a@b.c", Some("new")),
        ("mvoe e4", Some("move")),
        ("calim draw", Some("claim draw")),
        ("resign now please", Some("resign")),
        ("help me", Some("help")),
        ("game", Some("games")),
        ("Hello", None),
        ("xyzzy", None),
    ];
    for (line, want) in cases {
        assert_eq!(one(line), Err(CommandError::UnknownCommand { line: line.to_string(), suggestion: *want }), "{line:?}");
    }
    let msg = one("resgin").unwrap_err().to_string();
    assert!(msg.contains("Did you mean \"resign\"?"), "{msg}");
    let msg = one("Hello").unwrap_err().to_string();
    assert!(msg.contains("help"), "{msg}");
}

#[test]
fn prose_is_ignored_next_to_commands() {
    let mail = "Hi Bob,\n\nNf3/e4\n\nThanks! Your move.\nBest, Alice\n";
    assert_eq!(parse_commands(mail), vec![Ok(mv("Nf3/e4"))]);

    let mail = "Hello,\naccept\nLooking forward to it, board games are fun\n";
    assert_eq!(parse_commands(mail), vec![Ok(Command::Accept)]);

    // Several commands, in order; the game line is not a command.
    let mail = "game 42\ne4\ndraw\nsay Good game so far";
    assert_eq!(
        parse_commands(mail),
        vec![Ok(mv("e4")), Ok(Command::Draw), Ok(Command::Say { to_partner: false, text: "Good game so far".into() })]
    );

    // Near-misses are dropped next to commands: signatures look like them.
    assert_eq!(parse_commands("e4\nSam"), vec![Ok(mv("e4"))]);
    assert_eq!(parse_commands("e4\ndrwa\nDrew"), vec![Ok(mv("e4"))]);

    // A broken command is reported next to good ones.
    let got = parse_commands("e4\nvacation soon");
    assert!(matches!(got.as_slice(), [Ok(_), Err(CommandError::BadArgument { command: "vacation", .. })]), "{got:?}");
}

#[test]
fn nothing_recognised_reports_what_looks_like_an_attempt() {
    // Only the near-miss is reported, not the greeting around it.
    let got = parse_commands("Hi Bob,\nresgin\nThanks!");
    assert_eq!(got, vec![Err(CommandError::UnknownCommand { line: "resgin".into(), suggestion: Some("resign") })]);
    // A broken command alone: the greeting is not worth an error.
    let got = parse_commands("Hello!\nnew chess with bob");
    assert!(matches!(got.as_slice(), [Err(CommandError::BadArgument { command: "new", .. })]), "{got:?}");
    // No clue at all: every line is reported.
    let got = parse_commands("Hi,\nwhat now?");
    assert_eq!(
        got,
        vec![
            Err(CommandError::UnknownCommand { line: "Hi,".into(), suggestion: None }),
            Err(CommandError::UnknownCommand { line: "what now?".into(), suggestion: None }),
        ]
    );
    // Blank text and a bare game reference give nothing to do.
    assert_eq!(parse_commands(""), vec![]);
    assert_eq!(parse_commands("\n  \n\t\n"), vec![]);
    assert_eq!(parse_commands("game 42"), vec![]);
}

#[test]
fn prose_is_never_taken_for_a_move() {
    for line in [
        "Hi Bob,",
        "Thanks!",
        "Best regards",
        "Sent from my iPhone",
        "See you at 5",
        "I played e4 yesterday",
        "1-0",
        "1/2-1/2",
        "42",
        "A4 paper",
        "Re: [#42] Your move",
        "call me at +1 555 0100",
        "e4 is a good move",
    ] {
        let got = parse_commands(line);
        assert!(matches!(got.as_slice(), [Err(CommandError::UnknownCommand { .. })]), "{line:?} gave {got:?}");
    }
}

#[test]
fn game_references() {
    let cases: &[(&str, Option<u64>)] = &[
        ("game 42", Some(42)),
        ("Game 42", Some(42)),
        ("GAME #42", Some(42)),
        ("game: 7", Some(7)),
        ("game no. 7", Some(7)),
        ("  game 42.  ", Some(42)),
        ("hello\ngame 3\ne4\ngame 4", Some(3)),
        ("e4", None),
        ("game", None),
        ("games", None),
        ("game 42 e4", None),
        ("the game 42", None),
        ("game 99999999999999999999999", None),
        ("game -1", None),
    ];
    for (text, want) in cases {
        assert_eq!(game_reference(text), *want, "{text:?}");
    }
}

#[test]
fn subject_tags() {
    let cases: &[(&str, Option<u64>)] = &[
        ("[#42] Your move in tandem84 against bob", Some(42)),
        ("Re: AW: [#7] Game over", Some(7)),
        ("Re: [# 7] x", None),
        ("new chess", None),
        ("[#] x [#12]", Some(12)),
    ];
    for (subject, want) in cases {
        assert_eq!(subject_game_tag(subject), *want, "{subject:?}");
    }
}

#[test]
fn closest_is_usable_for_variant_names() {
    let variants = [
        "chess",
        "two-prong",
        "tandem-pawn",
        "tandem84",
        "tandem84-knightrider",
        "bughouse",
        "tandem-chess",
        "bughouse-sync",
        "crazyhouse",
    ];
    assert_eq!(closest("tandem-84", &variants), Some("tandem84"));
    assert_eq!(closest("bugouse", &variants), Some("bughouse"));
    assert_eq!(closest("Chess", &variants), Some("chess"));
    assert_eq!(closest("checkers", &variants), None);
    assert_eq!(closest("", &variants), None);
    assert_eq!(edit_distance("resgin", "resign"), 1);
    assert_eq!(edit_distance("", "abc"), 3);
    assert_eq!(edit_distance("kitten", "sitting"), 3);
}

#[test]
fn no_panics_on_odd_input() {
    let long = "x".repeat(100_000);
    let weird = [
        "\u{0}",
        "ü",
        "ßß ßß",
        "é4",
        "Ä:",
        "a:",
        "b:",
        "A: B:",
        "/",
        "&&&",
        "12.",
        "12...",
        "…",
        "@",
        "*f3",
        "=Q",
        "move  ",
        "new ,,,",
        "new chess with ,",
        "say partner ",
        "game #",
        "\u{feff}",
        "🙂 e4",
        "e4 🙂",
        long.as_str(),
    ];
    for text in weird {
        let _ = parse_commands(text);
        let _ = game_reference(text);
        let _ = subject_game_tag(text);
    }
    assert_eq!(parse_commands("*f3"), vec![Ok(mv("*f3"))]);
    assert!(matches!(parse_commands("A: B:").as_slice(), [Err(_)]));
}

#[test]
fn time_controls_in_challenges() {
    let tc = |line: &str| match one(line) {
        Ok(Command::New(Challenge { days, moves, .. })) => (days, moves),
        other => panic!("{line:?} gave {other:?}"),
    };
    assert_eq!(tc("new chess with bob@x.org"), (None, None));
    assert_eq!(tc("new chess with bob@x.org days 3"), (Some(3), None));
    assert_eq!(tc("new chess with bob@x.org 10 moves in 30 days"), (Some(30), Some(10)));
    assert_eq!(tc("New Chess with bob@x.org 1 move in 2 days."), (Some(2), Some(1)));
    assert_eq!(tc("new chess 10 moves in 30 days with bob@x.org as black"), (Some(30), Some(10)));
    // The last time control named wins.
    assert_eq!(tc("new chess with bob@x.org 10 moves in 30 days days 2"), (Some(2), None));
    for (line, want) in [
        ("new chess with bob@x.org 10 moves", "needs the days too"),
        ("new chess with bob@x.org 10 moves in 30", "needs the days too"),
        ("new chess with bob@x.org 10 moves in thirty days", "needs the days too"),
        ("new chess with bob@x.org 10 moves in 0 days", "needs the days too"),
        ("new chess 0 moves in 10 days with bob@x.org", "not understood"),
    ] {
        let msg = one(line).unwrap_err().to_string();
        assert!(msg.contains(want), "{line:?}: {msg}");
    }
}

#[test]
fn reminder_settings() {
    let cases: &[(&str, Remind)] = &[
        ("remind", Remind::Show),
        ("Remind settings", Remind::Show),
        ("remind on", Remind::On),
        ("REMIND OFF.", Remind::Off),
        ("reminders off", Remind::Off),
        ("remind never", Remind::Off),
        ("remind digest", Remind::Digest),
        ("remind daily digest", Remind::Digest),
        ("remind default", Remind::Default),
        ("remind after 12h", Remind::After(12 * 3600)),
        ("remind after 12 hours", Remind::After(12 * 3600)),
        ("remind after 1 day 6 hours", Remind::After(30 * 3600)),
        ("remind after 1d, 30 min", Remind::After(86_400 + 1800)),
        ("remind after 1h30m", Remind::After(5400)),
        ("remind after 2 hours and 5 minutes", Remind::After(7500)),
        ("remind after 45s", Remind::After(45)),
        ("remind before 2h", Remind::Before(7200)),
        ("remind before 1 week", Remind::Before(7 * 86_400)),
    ];
    for (line, want) in cases {
        assert_eq!(one(line), Ok(Command::Remind(*want)), "{line:?}");
    }
    for (line, want) in [
        ("remind after", "needs more"),
        ("remind before", "needs more"),
        ("remind after 12", "is not a time"),
        ("remind after soon", "is not a time"),
        ("remind after 5 months", "is not a time"),
        ("remind after 0s", "too short"),
        ("remind me later", "not a reminder setting"),
    ] {
        let err = one(line).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains(want), "{line:?}: {msg}");
        assert!(msg.contains("Write:"), "{line:?}: {msg}");
    }
    assert_eq!(parse_duration("90m"), Some(5400));
    assert_eq!(parse_duration(""), None);
    assert_eq!(parse_duration("3"), None);
}

#[test]
fn a_challenge_may_start_from_a_position() {
    let fen = "12/9k2/12/12/1nn9/1P10/K5R5 w - - 0 5";
    match parse_commands(&format!("new tandem84 with bob@example.org days 2 from {fen}")).as_slice() {
        [Ok(Command::New(Challenge { variant, with, days, from, .. }))] => {
            assert_eq!(variant, "tandem84");
            assert_eq!(with, &vec!["bob@example.org".to_string()]);
            assert_eq!(*days, Some(2));
            assert_eq!(from.as_deref(), Some(fen), "the FEN keeps its case");
        }
        other => panic!("{other:?}"),
    }
}

fn line(turns: &[&str]) -> Command {
    Command::Conditional(turns.iter().map(|t| t.to_string()).collect())
}

#[test]
fn conditional_lines_and_their_commands() {
    let cases: &[(&str, Command)] = &[
        ("if Nf6 then e5", line(&["Nf6", "e5"])),
        ("If Nf6 then e5.", line(&["Nf6", "e5"])),
        ("if Nf6 e5 Nd5 Bc4", line(&["Nf6", "e5", "Nd5", "Bc4"])),
        ("if Nf6 then e5, Nd5 then Bc4", line(&["Nf6", "e5", "Nd5", "Bc4"])),
        ("if 1... Nf6 then 2. e5", line(&["Nf6", "e5"])),
        ("if Ng8-f6 then e2e4", line(&["Ng8-f6", "e2e4"])),
        ("if Nf3/e4 then e5/Nc6", line(&["Nf3/e4", "e5/Nc6"])),
        ("if P-b4/Rxh3 then N@f3", line(&["P-b4/Rxh3", "N@f3"])),
        ("if d5/Nf3 then e4/Nc6", line(&["d5/Nf3", "e4/Nc6"])),
        ("if A:e5 then A:Nf3", line(&["A:e5", "A:Nf3"])),
        ("conditions", Command::Conditions),
        ("Conditions.", Command::Conditions),
        ("conditions clear", Command::ClearConditions),
        ("clear conditions", Command::ClearConditions),
    ];
    for (l, want) in cases {
        assert_eq!(one(l), Ok(want.clone()), "{l:?}");
    }
}

#[test]
fn a_broken_conditional_line_says_what_is_missing() {
    for (l, argument) in [("if Nf6", "Nf6"), ("if Nf6 then e5 Nd5", "Nd5"), ("if Nf6 then castle", "castle")] {
        match one(l) {
            Err(CommandError::BadArgument { command: "if", argument: a, .. }) => assert_eq!(a, argument, "{l:?}"),
            other => panic!("{l:?} gave {other:?}"),
        }
    }
    assert!(matches!(one("conditions please"), Err(CommandError::BadArgument { command: "conditions", .. })));
    let long = format!("if {}", vec!["Nf6 e5"; 21].join(" "));
    assert!(
        matches!(one(&long), Err(CommandError::BadArgument { problem, .. }) if problem.text(crate::i18n::Language::En).contains("at most 40"))
    );
}

#[test]
fn prose_starting_with_if_is_not_a_command() {
    assert_eq!(parse_commands("If you like, we play another one after this.\ne4"), vec![Ok(mv("e4"))]);
    assert_eq!(parse_commands("if\nresign").len(), 2, "a bare `if` is reported");
}

// ----- ratings -----

#[test]
fn ratings_and_names() {
    use super::{NameChange, RatingsOf};
    let one = |line: &str| match parse_commands(line).as_slice() {
        [Ok(c)] => c.clone(),
        other => panic!("{line:?}: {other:?}"),
    };
    assert_eq!(one("ratings"), Command::Ratings(RatingsOf::Mine));
    assert_eq!(one("Ratings."), Command::Ratings(RatingsOf::Mine));
    assert_eq!(one("ratings chess"), Command::Ratings(RatingsOf::Named("chess".into())));
    assert_eq!(one("standings Crazyhouse"), Command::Ratings(RatingsOf::Named("Crazyhouse".into())));
    assert_eq!(one("ratings Bob@Example.org"), Command::Ratings(RatingsOf::Address("bob@example.org".into())));
    assert_eq!(one("ratings <bob@example.org>"), Command::Ratings(RatingsOf::Address("bob@example.org".into())));
    assert_eq!(one("ratings Magnus the Great"), Command::Ratings(RatingsOf::Named("Magnus the Great".into())));
    assert_eq!(one("name Magnus  the Great"), Command::Name(NameChange::Set("Magnus the Great".into())));
    assert_eq!(one("name"), Command::Name(NameChange::Show));
    assert_eq!(one("name off"), Command::Name(NameChange::Clear));
    // A signature's "Name: Ann" is no command.
    assert_eq!(parse_commands("e4\nName: Ann"), vec![Ok(mv("e4"))]);
    let casual = one("new chess with bob@x.org casual days 3");
    assert!(matches!(casual, Command::New(Challenge { casual: true, days: Some(3), .. })), "{casual:?}");
    assert!(matches!(one("new chess with bob@x.org rated"), Command::New(Challenge { casual: false, .. })));
    assert!(matches!(one("new chess casual with bob@x.org"), Command::New(Challenge { casual: true, .. })));
}

#[test]
fn moves_in_other_notations_are_moves() {
    for line in [
        "5254",
        "57581",
        "T5254",
        "TT5254",
        "5254^",
        "5254/7163",
        "A:5254",
        "1. 5254",
        "♘f3",
        "♞xf3+",
        "♘\u{fe0f}f3",
        "e8=♕",
        "♙e4",
        "Sf3",
        "Lxc4",
        "e8=D",
        "Dd1",
        "Fb5",
        "Ab5",
        "Кf3",
        "Крe2",
        "B@e4",
        "TTe4",
        "N5254",
        "@55",
        "if 5254 then 7866",
    ] {
        let got = parse_commands(line);
        assert!(matches!(got.as_slice(), [Ok(Command::Move(_) | Command::Conditional(_))]), "{line:?} gave {got:?}");
    }
    for line in ["2024", "1-0", "0100", "9999"] {
        assert!(!matches!(parse_commands(line).as_slice(), [Ok(Command::Move(_))]), "{line:?}");
    }
}

#[test]
fn the_notation_setting() {
    use crate::rules::{Dialect, Language};
    assert_eq!(one("notation"), Ok(Command::Notation(None)));
    assert_eq!(one("notation de"), Ok(Command::Notation(Some(Dialect::Letters(Language::De)))));
    assert_eq!(one("Notation: ICCF"), Ok(Command::Notation(Some(Dialect::Iccf))));
    assert_eq!(one("notation figurine"), Ok(Command::Notation(Some(Dialect::Figurine))));
    assert_eq!(one("notation русский"), Ok(Command::Notation(Some(Dialect::Letters(Language::Ru)))));
    let e = one("notation xx").unwrap_err();
    assert!(e.to_string().contains("\"xx\" is not a notation"), "{e}");
    assert!(e.to_string().contains("notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf"), "{e}");
    let e = one("notation dd").unwrap_err();
    assert!(e.to_string().contains("did you mean \"de\""), "{e}");
    assert_eq!(one("notation pl"), Ok(Command::Notation(Some(Dialect::Letters(Language::Pl)))));
    assert_eq!(one("notation português"), Ok(Command::Notation(Some(Dialect::Letters(Language::Pt)))));
}

#[test]
fn the_language_setting_in_every_languages_own_word() {
    use crate::rules::Language;
    assert_eq!(one("language"), Ok(Command::Language(None)));
    assert_eq!(one("language de"), Ok(Command::Language(Some(Language::De))));
    assert_eq!(one("Sprache: Deutsch"), Ok(Command::Language(Some(Language::De))));
    assert_eq!(one("язык ru"), Ok(Command::Language(Some(Language::Ru))));
    assert_eq!(one("Язык русский"), Ok(Command::Language(Some(Language::Ru))));
    assert_eq!(one("język pl"), Ok(Command::Language(Some(Language::Pl))));
    assert_eq!(one("jezyk polski"), Ok(Command::Language(Some(Language::Pl))));
    assert_eq!(one("lingua italiano"), Ok(Command::Language(Some(Language::It))));
    assert_eq!(one("idioma es"), Ok(Command::Language(Some(Language::Es))));
    assert_eq!(one("idioma português"), Ok(Command::Language(Some(Language::Pt))));
    assert_eq!(one("idioma portugues"), Ok(Command::Language(Some(Language::Pt))));
    assert_eq!(one("langue français"), Ok(Command::Language(Some(Language::Fr))));
    assert_eq!(one("langue francais"), Ok(Command::Language(Some(Language::Fr))));
    assert_eq!(one("taal nl"), Ok(Command::Language(Some(Language::Nl))));
    assert_eq!(one("language English"), Ok(Command::Language(Some(Language::En))));
    let e = one("language xx").unwrap_err();
    assert!(e.to_string().contains("is not a language here"), "{e}");
    let e = one("sprache dx").unwrap_err();
    assert!(e.to_string().contains("did you mean \"de\""), "{e}");
}

// ----- tournaments -----

fn tc(c: TournamentCommand) -> Result<Command, CommandError> {
    Ok(Command::Tournament(c))
}

#[test]
fn the_commands_and_their_numbers() {
    assert_eq!(one("tournaments"), tc(TournamentCommand::List));
    assert_eq!(one("Tournament 12"), tc(TournamentCommand::Show(12)));
    assert_eq!(one("tournament #12."), tc(TournamentCommand::Show(12)));
    assert_eq!(one("join 3"), tc(TournamentCommand::Join { id: 3, partner: None }));
    assert_eq!(one("Join #3!"), tc(TournamentCommand::Join { id: 3, partner: None }));
    assert_eq!(one("join tournament 3"), tc(TournamentCommand::Join { id: 3, partner: None }));
    assert_eq!(one("join 3 with Bob@Example.org"), tc(TournamentCommand::Join { id: 3, partner: Some("bob@example.org".into()) }));
    assert_eq!(one("leave 3"), tc(TournamentCommand::Leave(3)));
    assert_eq!(one("start 3"), tc(TournamentCommand::Start(3)));
    assert_eq!(one("withdraw #3"), tc(TournamentCommand::Withdraw(3)));
    assert!(matches!(one("join"), Err(CommandError::MissingArgument { command: "join", .. })));
    assert!(matches!(one("join 3 with nobody"), Err(CommandError::BadArgument { command: "join", .. })));
}

#[test]
fn sentences_that_start_with_the_words_are_no_commands() {
    for prose in ["Join us on Friday", "Start the game please", "Leave it to me", "Tournament was fun", "join 3rd board"] {
        let v = parse_commands(&format!("e4\n{prose}"));
        assert_eq!(v, vec![Ok(Command::Move("e4".into()))], "{prose}");
    }
}

#[test]
fn a_new_tournament_with_every_term() {
    let Ok(Command::Tournament(TournamentCommand::New(s))) = one(
        "tournament new Chess \"Spring Open 2026\" double players 4-8 10 moves in 30 days casual starts 2026-12-01 18:30 withdrawals iccf",
    ) else {
        panic!("not a new tournament")
    };
    assert_eq!(s.variant, "chess");
    assert_eq!(s.name, "Spring Open 2026");
    assert!(s.double && s.casual);
    assert_eq!(s.players, Some((4, 8)));
    assert_eq!((s.days, s.moves), (Some(30), Some(10)));
    assert_eq!(s.starts.map(|d| d.to_rfc3339()), Some("2026-12-01T18:30:00+00:00".into()));
    assert_eq!(s.withdrawals, Some(crate::tournaments::Rule::Iccf));
    let Ok(Command::Tournament(TournamentCommand::New(s))) = one("tournament new bughouse “Club Cup” days 5 players 4") else {
        panic!("not a new tournament")
    };
    assert_eq!((s.name.as_str(), s.days, s.players, s.double), ("Club Cup", Some(5), Some((4, 4)), false));
}

#[test]
fn a_new_tournament_says_what_is_wrong() {
    let problem = |line: &str| match one(line) {
        Err(e) => e.to_string(),
        other => panic!("{line}: {other:?}"),
    };
    assert!(problem("tournament new chess Spring Open").contains("between quotes"));
    assert!(problem("tournament new chess \"Spring").contains("no closing quote"));
    assert!(problem("tournament new chess \"Spring\" dubble").contains("did you mean \"double\""));
    assert!(problem("tournament new chess \"Spring\" starts tomorrow").contains("2026-12-01"));
    assert!(problem("tournament new chess \"Spring\" players many").contains("players 4-8"));
    assert!(problem("tournament new chess \"Spring\" 10 moves").contains("10 moves in 30 days"));
    assert!(matches!(one("tournament new"), Err(CommandError::MissingArgument { .. })));
}

// ----- watching -----

fn watch_command(line: &str) -> WatchCommand {
    match one(line) {
        Ok(Command::Watch(w)) => w,
        other => panic!("{line:?}: {other:?}"),
    }
}

#[test]
fn watching_commands_read_as_players_write_them() {
    assert_eq!(watch_command("observe 42"), WatchCommand::Observe(42));
    assert_eq!(watch_command("Observe #42."), WatchCommand::Observe(42));
    assert_eq!(watch_command("observe game 7"), WatchCommand::Observe(7));
    assert_eq!(watch_command("watch 7"), WatchCommand::Observe(7));
    assert_eq!(watch_command("observe"), WatchCommand::List);
    assert_eq!(watch_command("unobserve 42"), WatchCommand::Unobserve(Watch::Game(42)));
    assert_eq!(watch_command("unobserve all"), WatchCommand::Unobserve(Watch::All));
    assert_eq!(watch_command("observe tournament #3"), WatchCommand::ObserveTournament(3));
    assert_eq!(watch_command("unobserve tournament 3"), WatchCommand::Unobserve(Watch::Tournament(3)));
    assert_eq!(watch_command("follow Bob@Example.org"), WatchCommand::Follow("bob@example.org".into()));
    assert_eq!(watch_command("follow <bob@example.org>."), WatchCommand::Follow("bob@example.org".into()));
    assert_eq!(watch_command("unfollow bob@example.org"), WatchCommand::Unfollow(Watch::Player("bob@example.org".into())));
    assert_eq!(watch_command("unfollow all"), WatchCommand::Unfollow(Watch::All));
    assert_eq!(watch_command("followers off"), WatchCommand::Followers(false));
    assert_eq!(watch_command("Followers on"), WatchCommand::Followers(true));
    assert_eq!(watch_command("games private"), WatchCommand::GamesPrivate(true));
    assert_eq!(watch_command("games public"), WatchCommand::GamesPrivate(false));
    assert_eq!(one("games"), Ok(Command::Games), "the list stays the list");
    // Prose is not a command.
    for prose in ["Follow the link in my last mail please", "Watch out for the knight", "observe the rules of the game"] {
        assert!(!matches!(parse_commands(&format!("{prose}\nresign")).as_slice(), [Err(_), ..]), "{prose}");
    }
}

#[test]
fn wrong_arguments_say_what_to_write() {
    for (line, usage) in [
        ("observe soon", "observe GAME"),
        ("observe tournament soon", "observe tournament N"),
        ("observe 0", "observe GAME"),
        ("unobserve", "unobserve GAME, unobserve tournament N, or unobserve all"),
        ("follow bob", "follow ADDRESS"),
        ("follow", "follow ADDRESS"),
        ("unfollow everyone", "unfollow ADDRESS, or unfollow all"),
        ("followers maybe", "followers on, or followers off"),
        ("games secret", "games private, or games public"),
    ] {
        let e = one(line).expect_err(line);
        assert!(e.to_string().contains(usage), "{line}: {e}");
    }
}

#[test]
fn a_challenge_may_be_private() {
    assert!(matches!(one("new chess with bob@x.org private days 3"), Ok(Command::New(Challenge { private: true, days: Some(3), .. }))));
    assert!(matches!(one("new chess with bob@x.org"), Ok(Command::New(Challenge { private: false, .. }))));
}

#[test]
fn the_computer_stands_for_any_player_and_takes_a_level() {
    let Ok(Command::New(c)) = one("new chess with computer level 5 as black") else { panic!() };
    assert_eq!((c.with, c.level, c.as_side.as_deref()), (vec!["computer".to_string()], Some(5), Some("black")));
    let Ok(Command::New(c)) = one("new bughouse with bob@x.org against computer computer") else { panic!() };
    assert_eq!((c.with, c.against, c.level), (vec!["bob@x.org".to_string()], vec!["computer".to_string(), "computer".to_string()], None));
    let Ok(Command::New(c)) = one("new bughouse with computer against computer carol@x.org") else { panic!() };
    assert_eq!((c.with, c.against), (vec!["computer".to_string()], vec!["computer".to_string(), "carol@x.org".to_string()]));
    for bad in ["new chess with computer level 0", "new chess with computer level 11", "new chess with computer level"] {
        assert!(matches!(parse_commands(bad).as_slice(), [Err(CommandError::BadArgument { .. })]), "{bad}");
    }
}

#[test]
fn analyse_names_a_game() {
    assert_eq!(one("analyse 42"), Ok(Command::Analyse(Some(42))));
    assert_eq!(one("Analyze #7."), Ok(Command::Analyse(Some(7))));
    assert_eq!(one("analyse game 3"), Ok(Command::Analyse(Some(3))));
    assert_eq!(one("analyse"), Ok(Command::Analyse(None)));
    let Err(CommandError::BadArgument { usage, .. }) = one("analyse soon") else { panic!("analyse soon is refused") };
    assert!(Msg::new(usage).text(crate::i18n::Language::En).starts_with("analyse GAME"));
    assert!(matches!(one("analyse 0"), Err(CommandError::BadArgument { .. })));
    // prose is no command
    assert!(parse_commands("Analyse this position for me please\nresign").iter().all(|c| c != &Ok(Command::Analyse(None))));
    assert!(matches!(one("analyse 99999999999999999999999"), Err(CommandError::BadArgument { .. })));
}

#[test]
fn reply_prefixes_and_tags_are_stripped_from_the_subject() {
    assert_eq!(super::strip_reply_prefixes("Re: AW: [#42] accept"), "accept");
    assert_eq!(super::strip_reply_prefixes("help"), "help");
}

/// Found by fuzzing: a multi-byte character across the tenth byte of a
/// tournament command's argument panicked instead of being refused.
#[test]
fn a_tournament_command_with_a_wide_character_is_refused_not_a_panic() {
    for line in ["join ab\u{fffd}cdefghij", "leave 12345678\u{e9}9", "tournament \u{fffd}\u{fffd}\u{fffd}\u{fffd}"] {
        let parsed = parse_commands(line);
        assert_eq!(parsed.len(), 1, "{line}");
    }
}

/// Each command's forms (after "Write:") come from the catalogue: no key
/// shows through where a form should be.
#[test]
fn every_commands_forms_are_in_the_catalogue() {
    let lines = [
        "move",
        "if",
        "conditions maybe",
        "seek",
        "seeks a b",
        "accept seek x",
        "unseek x",
        "notify seeks a b",
        "tournament new",
        "join",
        "new",
        "say",
        "rules a b",
        "claim victory",
        "analyse x",
        "vacation x",
        "remind sometimes",
        "notation xx",
        "language xx",
        "observe x",
        "unobserve x",
        "follow",
        "unfollow",
        "followers maybe",
        "games maybe",
    ];
    for line in lines {
        let Some(Err(e)) = parse_commands(line).into_iter().next() else { panic!("{line:?} reads as a command") };
        let text = e.message().text(crate::i18n::Language::En);
        assert!(text.contains("Write: ") && !text.contains("usage-"), "{line:?}: {text}");
    }
}
