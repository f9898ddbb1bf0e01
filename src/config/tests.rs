use super::*;
use std::time::Duration;

fn parse(text: &str) -> Result<Config, ConfigError> {
    Config::parse_with(text, None, &|name| (name == "TANDEM_TEST_PW").then(|| "from-env".to_string()))
}

#[test]
fn default_is_local() {
    let c = Config::default();
    assert_eq!(c.store.path, Path::new("tandem-data/tandem.sqlite3"));
    assert_eq!(c.maildir.inbox, Path::new("tandem-data/mail/inbox"));
    assert_eq!(c.maildir.outbox, Path::new("tandem-data/mail/outbox"));
    assert!(c.imap.is_none() && c.smtp.is_none());
    assert_eq!(c.bot.domain(), "localhost");
    c.validate().unwrap();
}

#[test]
fn minimal_file_gets_defaults() {
    let c = parse("[bot]\naddress = \"play@example.org\"\n").unwrap();
    assert_eq!(c.bot.domain(), "example.org");
    assert_eq!(c.bot.name, "tandem");
    assert_eq!(c.bot.auth, AuthMode::None);
    assert_eq!(c.store.path, Path::new("tandem-data/tandem.sqlite3"));
}

#[test]
fn auth_defaults_to_token_with_a_mail_server() {
    // Maildirs only (the quick start, local tests): the From: line is trusted unless auth says otherwise.
    assert_eq!(Config::default().bot.auth, AuthMode::None);
    let c = parse("[bot]\naddress=\"a@b.c\"\n").unwrap();
    assert_eq!(c.bot.auth, AuthMode::None);
    assert!(!c.bot.auth_is_set());
    for section in ["[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"p\"\n", "[smtp]\nhost=\"h\"\n"] {
        let c = parse(&format!("[bot]\naddress=\"a@b.c\"\n{section}")).unwrap();
        assert_eq!(c.bot.auth, AuthMode::Token, "{section}");
        assert!(!c.bot.auth_is_set());
        let c = parse(&format!("[bot]\naddress=\"a@b.c\"\nauth=\"none\"\n{section}")).unwrap();
        assert_eq!(c.bot.auth, AuthMode::None, "an explicit auth wins");
        assert!(c.bot.auth_is_set());
    }
    assert_eq!(parse("[bot]\naddress=\"a@b.c\"\nauth=\"token\"\n").unwrap().bot.auth, AuthMode::Token);
    let e = parse("[bot]\naddress=\"a@b.c\"\nauth=\"password\"\n").unwrap_err().to_string();
    assert!(e.contains("auth") && e.contains("token"), "{e}");
}

#[test]
fn oauth2_token_command_replaces_the_password() {
    let c = parse(
        "[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\"oama access u\"\n\
         [smtp]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\"oama access u\"\noauth2_mechanism=\"oauthbearer\"\n",
    )
    .unwrap();
    let imap = c.imap.unwrap();
    assert!(imap.secret().is_none());
    assert_eq!(imap.oauth2_token_command.as_deref(), Some("oama access u"));
    assert_eq!(imap.oauth2_mechanism, OAuth2Mechanism::Auto);
    assert_eq!(c.smtp.unwrap().oauth2_mechanism, OAuth2Mechanism::Oauthbearer);

    for (text, key, words) in [
        ("[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"p\"\noauth2_token_command=\"x\"\n", "imap.oauth2_token_command", "not both"),
        ("[imap]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\" \"\n", "imap.oauth2_token_command", "empty"),
        ("[smtp]\nhost=\"h\"\noauth2_token_command=\"x\"\n", "smtp.user", "no user"),
        ("[smtp]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\"x\"\noauth2_mechanism=\"plain\"\n", "oauth2_mechanism", "xoauth2"),
        ("[imap]\nhost=\"h\"\nuser=\"u\"\n", "imap.password", "oauth2_token_command"),
    ] {
        let e = parse(&format!("[bot]\naddress=\"a@b.c\"\n{text}")).unwrap_err().to_string();
        assert!(e.contains(key) && e.contains(words), "{text}: {e}");
    }
}

#[test]
fn example_file_parses() {
    let text = include_str!("../../config.example.toml");
    let c = Config::parse_with(text, None, &|_| Some("x".into())).unwrap();
    let imap = c.imap.unwrap();
    assert_eq!(imap.port(), 993);
    assert_eq!(imap.processed_folder, "Processed");
    assert!(imap.secret().is_some());
    let smtp = c.smtp.unwrap();
    assert_eq!(smtp.port(), 465);
    assert_eq!(c.bot.auth, AuthMode::Token);
}

#[test]
fn full_config_and_ports() {
    let c = parse(
        r#"
        [bot]
        address = "play@example.org"
        name = "Tandem referee"
        domain = "mail.example.org"
        auth = "token"
        [imap]
        host = "imap.example.org"
        security = "starttls"
        user = "play@example.org"
        password_env = "TANDEM_TEST_PW"
        idle = false
        [smtp]
        host = "smtp.example.org"
        security = "starttls"
        user = "play@example.org"
        password = "pw"
        [smtp.retry]
        max_attempts = 3
        backoff_base_secs = 10
        "#,
    )
    .unwrap();
    assert_eq!(c.bot.domain(), "mail.example.org");
    let imap = c.imap.as_ref().unwrap();
    assert_eq!(imap.port(), 143);
    assert_eq!(imap.secret().unwrap().expose(), "from-env");
    assert!(!imap.idle);
    let smtp = c.smtp.as_ref().unwrap();
    assert_eq!(smtp.port(), 587);
    assert_eq!(smtp.retry.delay_after(1), Some(Duration::from_secs(10)));
    assert_eq!(smtp.retry.delay_after(2), Some(Duration::from_secs(20)));
    assert_eq!(smtp.retry.delay_after(3), None);
}

#[test]
fn debug_redacts_passwords() {
    let c = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"hunter2\"\n").unwrap();
    let dbg = format!("{c:?}");
    assert!(!dbg.contains("hunter2"), "{dbg}");
    assert!(dbg.contains("redacted"));
}

#[test]
fn password_file_is_read_and_trimmed() {
    let dir = std::env::temp_dir().join(format!("tandem-cfg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("pw");
    std::fs::write(&f, "s3cret\n").unwrap();
    let text = format!("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword_file={:?}\n", f.to_str().unwrap());
    let c = parse(&text).unwrap();
    assert_eq!(c.imap.unwrap().secret().unwrap().expose(), "s3cret");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn errors_name_the_key() {
    let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"x\"\nsecurity=\"tsl\"\n").unwrap_err().to_string();
    assert!(e.contains("security") && e.contains("tls") && e.contains("starttls"), "{e}");

    let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npasword=\"x\"\n").unwrap_err().to_string();
    assert!(e.contains("pasword"), "{e}");

    let e = parse("[bot]\nname=\"x\"\n").unwrap_err().to_string();
    assert!(e.contains("address"), "{e}");

    let e = parse("[bot]\naddress=\"nobody\"\n").unwrap_err().to_string();
    assert!(e.contains("bot.address"), "{e}");

    let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\n").unwrap_err().to_string();
    assert!(e.contains("imap.password"), "{e}");

    let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword_env=\"NOPE_UNSET\"\n").unwrap_err().to_string();
    assert!(e.contains("NOPE_UNSET") && e.contains("imap.password_env"), "{e}");

    let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\npassword=\"topsecret\"\npassword_env=\"X\"\nuser=\"u\"\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("only one") && !e.contains("topsecret"), "{e}");

    let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\nport=\"x\"\n").unwrap_err().to_string();
    assert!(e.contains("line 5, key `smtp.port`") && e.contains("u16"), "{e}");

    // a malformed password line must not be echoed
    let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\npassword=123456\n").unwrap_err().to_string();
    assert!(e.contains("smtp.password") && !e.contains("123456"), "{e}");
    let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\npassword=\"abc\n").unwrap_err().to_string();
    assert!(!e.contains("abc"), "{e}");
}

#[test]
fn smtp_without_user_sends_unauthenticated() {
    let c = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"localhost\"\nsecurity=\"plain\"\n").unwrap();
    let smtp = c.smtp.unwrap();
    assert!(smtp.user.is_none() && smtp.secret().is_none());
    assert_eq!(smtp.port(), 25);
}

#[test]
fn time_and_reminders() {
    let c = parse("[bot]\naddress=\"a@b.c\"\n").unwrap();
    assert_eq!(c.time.days_per_move, 3);
    assert_eq!(c.time.day(), chrono::TimeDelta::days(1));
    assert_eq!(c.time.on_timeout, OnTimeout::Lose);
    assert_eq!(c.time.vacation_days_per_year, 30);
    assert!(c.reminders.enabled);
    assert_eq!((c.reminders.first_after_secs, c.reminders.before_deadline_secs, c.reminders.digest_hour), (86_400, 43_200, 7));

    let c = parse(
        "[bot]\naddress=\"a@b.c\"\n[time]\ndays_per_move=5\nday_length_secs=2\non_timeout=\"draw-if-insufficient\"\n\
         vacation_days_per_year=10\ntime_format=\"%H:%M:%S\"\n[reminders]\nfirst_after_secs=3\nbefore_deadline_secs=1\ndigest_hour=23\n",
    )
    .unwrap();
    assert_eq!(c.time.days_per_move, 5);
    assert_eq!(c.time.day(), chrono::TimeDelta::seconds(2));
    assert_eq!(c.time.on_timeout, OnTimeout::DrawIfInsufficient);
    assert_eq!(c.reminders.first_after_secs, 3);
    assert_eq!((c.reminders.gentleman_moves, c.reminders.gentleman_grace_secs), (3, 86_400));
    assert_eq!(parse("[bot]\naddress=\"a@b.c\"\n[time]\non_timeout=\"notify\"\n").unwrap().time.on_timeout, OnTimeout::Notify);

    for (text, key) in [
        ("[time]\nfirst=\"1d\"\n", "first"),
        ("[time]\non_timeout=\"forfeit\"\n", "on_timeout"),
        ("[time]\ndays_per_move=0\n", "time.days_per_move"),
        ("[time]\nday_length_secs=0\n", "time.day_length_secs"),
        ("[time]\ntime_format=\"%Q\"\n", "time.time_format"),
        ("[reminders]\ndigest_hour=24\n", "reminders.digest_hour"),
        ("[reminders]\nfirst=\"1d\"\n", "first"),
    ] {
        let e = parse(&format!("[bot]\naddress=\"a@b.c\"\n{text}")).unwrap_err().to_string();
        assert!(e.contains(key), "{text}: {e}");
    }
}

#[test]
fn the_games_of_two_moves_a_turn_have_their_own_level_times() {
    use crate::rules::Variant;
    let c = parse("[bot]\naddress=\"a@b.c\"\n").unwrap();
    // The defaults: the engine's own tables (docs/engine.md, "Levels").
    assert_eq!(c.engine.move_time(Variant::Chess, 6), Duration::from_millis(800));
    assert_eq!(c.engine.move_time(Variant::TandemPawn, 6), Duration::from_millis(800));
    for two in [Variant::TwoProng, Variant::Tandem84, Variant::Tandem84Knightrider, Variant::BughouseSync] {
        assert_eq!(c.engine.move_time(two, 6), Duration::from_millis(500), "{two}");
        assert_eq!(c.engine.move_time(two, 8), Duration::from_millis(3000), "{two}");
    }
    let c = parse("[bot]\naddress=\"a@b.c\"\n[engine]\ntwo_move_time_ms = [1, 2, 3, 4, 5, 6, 7, 8]\n").unwrap();
    assert_eq!(c.engine.move_time(Variant::TwoProng, 7), Duration::from_millis(7));
    assert_eq!(c.engine.move_time(Variant::Chess, 7), Duration::from_millis(1200), "the other table is untouched");
    let e = parse("[bot]\naddress=\"a@b.c\"\n[engine]\ntwo_move_time_ms = [100, 200]\n").unwrap_err().to_string();
    assert!(e.contains("engine.two_move_time_ms") && e.contains("expected 8 times"), "{e}");
    let e = parse("[bot]\naddress=\"a@b.c\"\n[engine]\ntwo_move_time_ms = [0, 1, 2, 3, 4, 5, 6, 7]\n").unwrap_err().to_string();
    assert!(e.contains("engine.two_move_time_ms") && e.contains("1 to 600000"), "{e}");
}
