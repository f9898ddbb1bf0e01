//! The documentation (`README.md` and every `docs/*.md`) agrees with what
//! the bot does and says:
//! - the `help` mail and the guide's command table (`docs/players.md`) list
//!   the same commands, and together every command the bot understands
//!   (each form is filled in and read by the bot's own command parser);
//! - every mail example in the README and `docs/` is understood, every
//!   position in one is a valid position;
//! - every game has a section in `docs/rules.md` that shows every move
//!   example of its `rules` mail;
//! - every `$ tandem ...` example in the README and `docs/` prints exactly
//!   what it shows;
//! - the README's five-minute tour, run step by step on the Maildir
//!   default, gives the mails the README shows;
//! - every link of the README and `docs/` leads to a file that exists, and
//!   to a heading of it that exists; the README stays a front door (at most
//!   300 lines), and no document speaks of the issue tracker;
//! - nothing points at texts a clone of the repository does not have.

use crate::common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::sync::LazyLock;

use tandem::command::{parse_commands, Command, NameChange, RatingsOf, Remind, SeekCommand, TournamentCommand, Watch, WatchCommand};
use tandem::rules::{Position, Variant};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

// ----- commands -----

/// What a command is, as the docs list it. The match is exhaustive: a new
/// command does not compile until it has a name here, and [`ALL_KINDS`]
/// then makes the docs and the help mail list it.
fn kind(c: &Command) -> &'static str {
    match c {
        Command::New(c) if c.private => "new ... private", // watching
        Command::New(c) if c.casual => "new ... casual",   // ratings
        Command::New(c) if !c.against.is_empty() => "new ... against",
        Command::New(c) if c.from.is_some() => "new ... from",
        Command::New(_) => "new",
        Command::Accept => "accept",
        Command::Decline => "decline",
        Command::Move(_) => "a move",
        Command::Resign => "resign",
        Command::Draw => "draw",
        Command::ClaimDraw => "claim draw",
        Command::Board => "board",
        Command::Games => "games",
        Command::History => "history",
        Command::Say { to_partner: false, .. } => "say",
        Command::Say { to_partner: true, .. } => "say partner",
        Command::Help => "help",
        Command::Rules(_) => "rules",
        Command::Vacation(Some(_)) => "vacation",
        Command::Vacation(None) => "vacation off",
        Command::Remind(r) => match r {
            Remind::Show => "remind",
            Remind::On => "remind on",
            Remind::Off => "remind off",
            Remind::Digest => "remind digest",
            Remind::After(_) => "remind after",
            Remind::Before(_) => "remind before",
            Remind::Default => "remind default",
        },
        Command::Abort => "abort",
        Command::Conditional(turns) if turns.len() == 2 => "if ... then",
        Command::Conditional(_) => "if line",
        Command::Conditions => "conditions",
        Command::ClearConditions => "conditions clear",
        Command::Notation(None) => "notation",
        Command::Notation(Some(_)) => "notation CODE",
        Command::Language(None) => "language",
        Command::Language(Some(_)) => "language CODE",
        // ratings
        Command::Ratings(RatingsOf::Mine) => "ratings",
        Command::Ratings(RatingsOf::Named(_)) => "ratings VARIANT",
        Command::Ratings(RatingsOf::Address(_)) => "ratings ADDRESS",
        Command::Name(NameChange::Set(_)) => "name",
        Command::Name(NameChange::Clear) => "name off",
        Command::Name(NameChange::Show) => "name (show)",
        // tournaments
        Command::Tournament(t) => match t {
            TournamentCommand::New(_) => "tournament new",
            TournamentCommand::List => "tournaments",
            TournamentCommand::Show(_) => "tournament N",
            TournamentCommand::Join { partner: None, .. } => "join",
            TournamentCommand::Join { partner: Some(_), .. } => "join ... with",
            TournamentCommand::Leave(_) => "leave",
            TournamentCommand::Start(_) => "start",
            TournamentCommand::Withdraw(_) => "withdraw",
        },
        // watching
        Command::Watch(w) => match w {
            WatchCommand::List => "observe (list)",
            WatchCommand::Observe(_) => "observe",
            WatchCommand::Unobserve(Watch::All) => "unobserve all",
            WatchCommand::Unobserve(Watch::Tournament(_)) => "unobserve tournament",
            WatchCommand::ObserveTournament(_) => "observe tournament",
            WatchCommand::Unobserve(_) => "unobserve",
            WatchCommand::Follow(_) => "follow",
            WatchCommand::Unfollow(Watch::All) => "unfollow all",
            WatchCommand::Unfollow(_) => "unfollow",
            WatchCommand::Followers(true) => "followers on",
            WatchCommand::Followers(false) => "followers off",
            WatchCommand::GamesPrivate(true) => "games private",
            WatchCommand::GamesPrivate(false) => "games public",
        },
        // the lobby
        Command::Seek(c) => match c {
            SeekCommand::Post(s) if s.partner.is_some() => "seek ... with",
            SeekCommand::Post(_) => "seek",
            SeekCommand::List(None) => "seeks",
            SeekCommand::List(Some(_)) => "seeks VARIANT",
            SeekCommand::Accept(_) => "accept seek",
            SeekCommand::Withdraw(Some(_)) => "unseek",
            SeekCommand::Withdraw(None) => "unseek all",
            SeekCommand::Notify(Some(_)) => "notify seeks",
            SeekCommand::Notify(None) => "notify seeks off",
        },
        // the analysis after the game
        Command::Analyse(_) => "analyse",
    }
}

const ALL_KINDS: &[&str] = &[
    "analyse",
    "new",
    "new ... from",
    "new ... against",
    "accept",
    "decline",
    "a move",
    "resign",
    "draw",
    "claim draw",
    "abort",
    "if ... then",
    "if line",
    "conditions",
    "conditions clear",
    "notation",
    "notation CODE",
    "language",
    "language CODE",
    "board",
    "games",
    "history",
    "say",
    "say partner",
    "vacation",
    "vacation off",
    "remind",
    "remind on",
    "remind off",
    "remind digest",
    "remind after",
    "remind before",
    "remind default",
    "rules",
    "help",
    // ratings
    "new ... casual",
    "ratings",
    "ratings VARIANT",
    "ratings ADDRESS",
    "name",
    "name off",
    "name (show)",
    // tournaments
    "tournament new",
    "tournaments",
    "tournament N",
    "join",
    "join ... with",
    "leave",
    "start",
    "withdraw",
    // watching
    "new ... private",
    "observe",
    "observe (list)",
    "unobserve",
    "unobserve all",
    "observe tournament",
    "unobserve tournament",
    "follow",
    "unfollow",
    "unfollow all",
    "followers on",
    "followers off",
    "games private",
    "games public",
    // the lobby
    "seek",
    "seek ... with",
    "seeks",
    "seeks VARIANT",
    "accept seek",
    "unseek",
    "unseek all",
    "notify seeks",
    "notify seeks off",
];

/// A command form as the docs write it (`new VARIANT with ADDRESS [as
/// white|black]`, `remind after 12h`) made into a line a player would write:
/// placeholders filled in, each optional part and alternative taken as its
/// first choice, `...` dropped.
fn instantiate(form: &str) -> String {
    let form = form.replace("\\|", "|");
    // Optional parts: their first alternative.
    let mut line = String::new();
    let mut rest = form.as_str();
    while let Some(open) = rest.find('[') {
        line.push_str(&rest[..open]);
        let close = rest[open..].find(']').map(|c| open + c).unwrap_or_else(|| panic!("unclosed [ in {form:?}"));
        line.push_str(rest[open + 1..close].split('|').next().unwrap_or("").trim());
        rest = &rest[close + 1..];
    }
    line.push_str(rest);
    line.split_whitespace()
        .filter(|w| *w != "...")
        .map(|w| w.split('|').next().unwrap_or(w))
        .map(|w| match w {
            "VARIANT" => "chess",
            "ADDRESS" => "bob@example.org",
            "PARTNER" => "carol@example.org",
            "OPPONENT1" | "OPP1" => "dave@example.org",
            "OPPONENT2" | "OPP2" => "erin@example.org",
            "N" => "3",
            "M" => "10",
            "D" => "30",
            "TEXT" => "Good luck!",
            "TIME" => "12h",
            "TURN" => "e4",
            "THEIRS" => "Nf6",
            "CODE" => "de",
            "MINE" => "e5",
            "FEN" => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "NAME" => "Magnus",
            "\"NAME\"" => "\"Spring Open\"",
            "MIN-MAX" => "4-8",
            "DATE" => "2030-12-01",
            "GAME" => "42",
            w => w,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The one command a line is, or why not.
fn one_command(line: &str) -> Result<Command, String> {
    match parse_commands(line).as_slice() {
        [Ok(c)] => Ok(c.clone()),
        other => Err(format!("{line:?} is not one command: {other:?}")),
    }
}

/// The kinds of the given forms; every form must be a command.
fn kinds_of(forms: &[String], source: &str) -> BTreeSet<&'static str> {
    forms
        .iter()
        .map(|f| match one_command(&instantiate(f)) {
            Ok(c) => kind(&c),
            Err(e) => panic!("{source} lists `{f}`, which the bot does not understand: {e}"),
        })
        .collect()
}

/// The commands of the help mail: the lines indented by two spaces, up to
/// the gap before the explanation. `accept / decline` and `e4, Nf3, ...` are
/// several; a part that is no command alone (`remind off / on`) takes the
/// first word of the entry.
fn help_forms(help: &str) -> Vec<String> {
    let mut forms = Vec::new();
    for line in help.lines() {
        let Some(entry) = line.strip_prefix("  ").filter(|l| !l.starts_with(' ')) else { continue };
        let entry = entry.split("  ").next().unwrap().trim();
        let first_word = entry.split(' ').next().unwrap();
        for part in entry.split(" / ").flat_map(|p| p.split(", ")).map(str::trim).filter(|p| *p != "...") {
            if one_command(&instantiate(part)).is_ok() {
                forms.push(part.to_string());
            } else {
                forms.push(format!("{first_word} {part}"));
            }
        }
    }
    forms
}

/// The lines of a markdown section: from its heading to the next heading of
/// the same or a higher level.
fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
    let start = doc.find(&format!("\n{heading}\n")).unwrap_or_else(|| panic!("no section {heading:?}")) + 1;
    let level = heading.chars().take_while(|c| *c == '#').count();
    let body = &doc[start + heading.len()..];
    let end = body
        .match_indices("\n#")
        .find(|(i, _)| {
            let hashes = body[i + 1..].chars().take_while(|c| *c == '#').count();
            hashes <= level && body[i + 1 + hashes..].starts_with(' ')
        })
        .map_or(body.len(), |(i, _)| i);
    &doc[start..start + heading.len() + end]
}

/// The command forms of the guide's table: every code span of the first
/// column.
fn guide_forms(guide: &str) -> Vec<String> {
    let table = section(guide, "## All commands");
    let mut forms = Vec::new();
    for row in table.lines().filter(|l| l.starts_with("| `")) {
        let cell = row.trim_start_matches('|').split(" | ").next().unwrap();
        forms.extend(cell.split('`').skip(1).step_by(2).map(str::to_string));
    }
    assert!(!forms.is_empty(), "the guide's table of commands is empty");
    forms
}

fn missing(want: &[&str], have: &BTreeSet<&str>) -> Vec<String> {
    want.iter().filter(|k| !have.contains(*k)).map(|k| k.to_string()).collect()
}

#[test]
fn the_help_mail_lists_every_command() {
    let forms = help_forms(&read("templates/help.txt"));
    let kinds = kinds_of(&forms, "templates/help.txt");
    assert_eq!(missing(ALL_KINDS, &kinds), Vec::<String>::new(), "commands the help mail does not list (read: {forms:?})");
}

#[test]
fn the_guide_lists_every_command_of_the_help_mail_and_no_other() {
    let guide = read("docs/players.md");
    let guide_kinds = kinds_of(&guide_forms(&guide), "docs/players.md");
    let help_kinds = kinds_of(&help_forms(&read("templates/help.txt")), "templates/help.txt");
    let only_help: Vec<_> = help_kinds.difference(&guide_kinds).collect();
    let only_guide: Vec<_> = guide_kinds.difference(&help_kinds).collect();
    assert!(only_help.is_empty() && only_guide.is_empty(), "only in the help mail: {only_help:?}; only in docs/players.md: {only_guide:?}");
    assert_eq!(missing(ALL_KINDS, &guide_kinds), Vec::<String>::new(), "commands docs/players.md does not list");
    // The help mail's other advice: naming a game.
    assert!(read("templates/help.txt").contains("\"game 42\"") && guide.contains("game 42"));
}

/// The parts of this checker are real: a missing command is noticed.
#[test]
fn a_command_left_out_is_noticed() {
    let help = read("templates/help.txt");
    let without: String = help.lines().filter(|l| !l.trim_start().starts_with("claim draw")).map(|l| format!("{l}\n")).collect();
    assert_ne!(help, without);
    let kinds = kinds_of(&help_forms(&without), "the test's help mail");
    assert_eq!(missing(ALL_KINDS, &kinds), vec!["claim draw".to_string()]);
    let guide = read("docs/players.md").replace("| `remind digest` |", "| remind digest |");
    let kinds = kinds_of(&guide_forms(&guide), "the test's guide");
    assert_eq!(missing(ALL_KINDS, &kinds), vec!["remind digest".to_string()]);
    assert!(std::panic::catch_unwind(|| kinds_of(&["remind sometimes".to_string()], "the test")).is_err());
}

// ----- examples -----

/// The fenced blocks of a markdown text: (info string, lines).
fn fenced_blocks(doc: &str) -> Vec<(String, Vec<String>)> {
    let mut blocks = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        let indent = line.len() - line.trim_start().len();
        let Some(info) = line.trim_start().strip_prefix("```") else { continue };
        let mut body = Vec::new();
        for l in lines.by_ref() {
            if l.trim_start().starts_with("```") {
                break;
            }
            body.push(l.get(indent..).unwrap_or(l.trim_start()).to_string());
        }
        blocks.push((info.trim().to_string(), body));
    }
    blocks
}

/// The README and every document of `docs/`, wherever the text lives.
fn docs() -> Vec<String> {
    let mut docs: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/")
        .map(|e| e.expect("docs/").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    for doc in ["docs/players.md", "docs/rules.md", "docs/operators.md", "docs/engine.md"] {
        assert!(docs.iter().any(|d| d == doc), "{doc} is missing");
    }
    docs.insert(0, "README.md".to_string());
    docs
}

/// Each ```mail block is one mail's text: the bot reads every line of it
/// without a complaint, and a game started from a position starts there.
#[test]
fn every_mail_example_is_understood() {
    let mut mails = 0;
    for doc in &docs() {
        for (info, body) in fenced_blocks(&read(doc)) {
            if info != "mail" {
                continue;
            }
            mails += 1;
            let text = body.join("\n");
            let commands = parse_commands(&text);
            assert!(
                !commands.is_empty() || tandem::command::game_reference(&text).is_some(),
                "{doc}: the mail example {text:?} holds no command"
            );
            for c in commands {
                match c {
                    Ok(Command::New(c)) => {
                        let v: Variant = c.variant.parse().unwrap_or_else(|e| panic!("{doc}: {text:?}: {e}"));
                        if let Some(fen) = c.from {
                            Position::from_fen(v, &fen).unwrap_or_else(|e| panic!("{doc}: {text:?}: the position: {e}"));
                        }
                    }
                    Ok(Command::Rules(Some(v))) => {
                        v.parse::<Variant>().unwrap_or_else(|e| panic!("{doc}: {text:?}: {e}"));
                    }
                    Ok(_) => {}
                    Err(e) => panic!("{doc}: the mail example {text:?} is not understood: {e}"),
                }
            }
        }
    }
    assert!(mails >= 10, "only {mails} mail examples found");
}

/// `$ tandem ARGS` followed by its output, in a fenced block, is a real run.
#[test]
fn every_tandem_example_prints_what_the_docs_show() {
    let mut runs = 0;
    for doc in &docs() {
        for (_, body) in fenced_blocks(&read(doc)) {
            let Some(command) = body.first().and_then(|l| l.strip_prefix("$ tandem ")) else { continue };
            runs += 1;
            let args = shell_words(command);
            let o = Process::new(env!("CARGO_BIN_EXE_tandem")).args(&args).env_remove("TANDEM_CONFIG").output().expect("tandem runs");
            let stdout = String::from_utf8_lossy(&o.stdout);
            assert!(o.status.success(), "{doc}: `tandem {command}` failed: {}", String::from_utf8_lossy(&o.stderr));
            let shown = body[1..].join("\n");
            assert_eq!(stdout.trim_end(), shown.trim_end(), "{doc}: `tandem {command}` prints something else than the docs show");
        }
    }
    assert!(runs >= 9, "only {runs} `$ tandem` examples found");
}

/// Words, with "double quotes" grouping (all the examples need).
fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut started) = (false, false);
    for c in s.chars() {
        match c {
            '"' => (quoted, started) = (!quoted, true),
            ' ' if !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            c => (word, started) = (word + &c.to_string(), true),
        }
    }
    assert!(!quoted, "unbalanced quotes in {s:?}");
    if started {
        words.push(word);
    }
    words
}

// ----- the README's five-minute tour -----

/// A date as the bot writes deadlines in English ("26 November 2026,
/// 06:00 UTC"), which differs from run to run.
fn without_dates(line: &str) -> String {
    let re = regex::Regex::new(r"\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC").unwrap();
    re.replace_all(line.trim_end(), "DATE").into_owned()
}

/// Runs the shell blocks of "A five-minute tour without a mail server" in a
/// fresh directory, with `tandem` the built binary, and finds every mail a
/// `To: ...` block after them shows among the mails that step wrote: same
/// recipient, same subject, and its text starting with the lines shown.
#[test]
fn the_readme_quick_start_gives_the_mails_it_shows() {
    let readme = read("README.md");
    let quick = section(&readme, "## A five-minute tour without a mail server");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("docs-quick-start-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_tandem"), bin.join("tandem")).unwrap();
    let work = dir.join("work");
    std::fs::create_dir_all(&work).unwrap();
    let outbox = work.join("tandem-data/mail/outbox/new");
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());

    let mut seen: BTreeSet<PathBuf> = BTreeSet::new();
    let mut step: Vec<common::Mail> = Vec::new();
    let (mut steps, mut shown) = (0, 0);
    for (info, body) in fenced_blocks(quick) {
        if info == "sh" {
            let script = body.join("\n");
            let o = Process::new("bash")
                .args(["-euo", "pipefail", "-c", &script])
                .current_dir(&work)
                .env("PATH", &path)
                .env_remove("TANDEM_CONFIG")
                .output()
                .expect("bash runs");
            assert!(o.status.success(), "the README's step\n{script}\nfailed: {}", String::from_utf8_lossy(&o.stderr));
            steps += 1;
            let mut files: Vec<PathBuf> = std::fs::read_dir(&outbox).unwrap().map(|e| e.unwrap().path()).collect();
            files.retain(|f| !seen.contains(f));
            seen.extend(files.iter().cloned());
            step = files.iter().map(|f| common::Mail::parse(0, std::fs::read(f).unwrap())).collect();
            assert!(!step.is_empty(), "the README's step\n{script}\nwrote no mail");
        } else if info == "text" && body.first().is_some_and(|l| l.starts_with("To: ")) {
            shown += 1;
            let to = body[0].trim_start_matches("To: ");
            let subject = body[1].strip_prefix("Subject: ").expect("a Subject: line after To:");
            let mail = step.iter().find(|m| m.to == [to] && m.subject == subject).unwrap_or_else(|| {
                let got: Vec<(&Vec<String>, &String)> = step.iter().map(|m| (&m.to, &m.subject)).collect();
                panic!("the README shows a mail to {to} with the subject {subject:?}; the step wrote {got:?}")
            });
            let want: Vec<String> = body[2..].iter().map(|l| without_dates(l)).collect();
            let have: Vec<String> = std::iter::once("").chain(mail.text.lines()).map(without_dates).collect();
            assert!(
                have.len() >= want.len() && have[..want.len()] == want[..],
                "the README's mail to {to} ({subject}) is not what the bot wrote:\n{}\n--- the bot wrote:\n{}",
                want.join("\n"),
                have.join("\n")
            );
        }
    }
    assert!(steps >= 3 && shown >= 5, "the quick start has {steps} steps and shows {shown} mails");
    std::fs::remove_dir_all(&dir).ok();
}

// ----- rules -----

/// The move examples of a rules mail: the words the bot reads as a move
/// (that name a square, so not `O-O`).
fn move_examples(text: &str) -> BTreeSet<String> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| "()[],.;:'\"".contains(c)))
        .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
        .filter(|w| matches!(parse_commands(w).as_slice(), [Ok(Command::Move(_))]))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_game_has_a_rules_section_with_the_examples_of_its_rules_mail() {
    let rules = read("docs/rules.md");
    let guide = read("docs/players.md");
    for v in Variant::ALL {
        let heading = format!("## `{}`", v.name());
        let line =
            rules.lines().find(|l| l.starts_with(&format!("{heading}:"))).unwrap_or_else(|| panic!("docs/rules.md has no {heading}"));
        let body = section(&rules, line);
        assert!(body.contains(v.title()), "docs/rules.md, {heading}: the game's title {:?} is missing", v.title());
        let mail = read(&format!("templates/rules/{}.txt", v.name()));
        let absent: Vec<String> = move_examples(&mail).into_iter().filter(|m| !body.contains(m.as_str())).collect();
        assert!(absent.is_empty(), "docs/rules.md, {heading}: the rules mail's examples {absent:?} are missing");
        assert!(guide.contains(&format!("`{}`", v.name())), "docs/players.md does not name {}", v.name());
    }
    // And the check is real.
    assert!(move_examples("Drops: N@f3 (or N*f3), castling O-O, e8=Q.").contains("N@f3"));
}

// ----- references -----

/// The contract the project was built from is not part of the repository:
/// every reference goes to docs/ instead.
#[test]
fn nothing_points_at_texts_a_clone_lacks() {
    let names = [concat!("EMAIL", ".md"), concat!("RULES", ".md")];
    let mut offenders = Vec::new();
    let mut files = vec![Path::new(ROOT).join("README.md"), Path::new(ROOT).join("config.example.toml")];
    for dir in ["src", "templates", "tests", "docs", "contrib", "benches", "migrations"] {
        collect(&Path::new(ROOT).join(dir), &mut files);
    }
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else { continue };
        for (n, line) in text.lines().enumerate() {
            if names.iter().any(|name| line.contains(name)) {
                offenders.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(offenders.is_empty(), "references to files that are not in the repository:\n{}", offenders.join("\n"));
}

/// The lines of a markdown text outside its fenced blocks, with their
/// inline code spans blanked out (a code span is no link and no heading).
fn prose_lines(doc: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut fenced = false;
    for line in doc.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            let mut prose = String::new();
            for (i, part) in line.split('`').enumerate() {
                prose.push_str(if i % 2 == 0 { part } else { "code" });
            }
            lines.push(prose);
        }
    }
    lines
}

/// The anchors GitHub gives a markdown text's headings: lower case, spaces
/// as hyphens, other punctuation dropped, `-1`, `-2` ... after repeats.
fn anchors(doc: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut fenced = false;
    for line in doc.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if fenced || hashes == 0 || hashes > 6 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let slug: String = line[hashes..]
            .trim()
            .trim_end_matches('#')
            .trim()
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let mut anchor = slug.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{slug}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

/// The links of a markdown text that lead nowhere: `[text](target)` and
/// `src="target"`, each target a file relative to the text's own
/// directory, and `#anchor` a heading of it (or of the text itself).
fn broken_links(doc_path: &str, doc: &str) -> Vec<String> {
    let link = regex::Regex::new(r#"\]\(([^)\s]+)(?:\s+"[^"]*")?\)|\bsrc="([^"]+)""#).unwrap();
    let dir = Path::new(ROOT).join(doc_path).parent().unwrap().to_path_buf();
    let mut broken = Vec::new();
    for line in prose_lines(doc) {
        for c in link.captures_iter(&line) {
            let target = c.get(1).or_else(|| c.get(2)).unwrap().as_str();
            if target.starts_with("http://") || target.starts_with("https://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = target.split_once('#').map_or((target, None), |(f, a)| (f, Some(a)));
            let text = if file.is_empty() {
                doc.to_string()
            } else {
                let path = dir.join(file);
                if !path.exists() {
                    broken.push(format!("{doc_path}: {target}: no file {}", path.display()));
                    continue;
                }
                std::fs::read_to_string(&path).unwrap_or_default()
            };
            if let Some(anchor) = anchor {
                if !anchors(&text).contains(anchor) {
                    broken.push(format!("{doc_path}: {target}: no heading with the anchor #{anchor}"));
                }
            }
        }
    }
    broken
}

#[test]
fn every_link_of_the_docs_leads_somewhere() {
    let mut broken = Vec::new();
    for doc in &docs() {
        broken.extend(broken_links(doc, &read(doc)));
    }
    assert!(broken.is_empty(), "links that lead nowhere:\n{}", broken.join("\n"));
    // And the check is real.
    let bad = "# Title\n\n## `tandem84`: Tandem-84\n\n[a](#title) [b](#tandem84-tandem-84) [c](players.md#all-commands) \
               [d](#nowhere) [e](nowhere.md) [f](rules.md#nowhere) `[g](#in-code)`\n\n```\n[h](#in-a-block)\n```\n";
    let found = broken_links("docs/test.md", bad);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found.iter().all(|b| b.contains("nowhere")), "{found:?}");
}

/// The README is the front door: what tandem is, how to try and run it,
/// and where to read on. Everything else lives in `docs/`.
#[test]
fn the_readme_stays_a_front_door() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(lines <= 300, "README.md has {lines} lines; move what it need not say to docs/");
    let next = section(&readme, "## Where to go next");
    for doc in docs().iter().filter(|d| d.starts_with("docs/")) {
        assert!(next.contains(&format!("]({doc})")), "the README's \"Where to go next\" does not link {doc}");
    }
}

/// Whether a line of prose speaks of the issue tracker: "issue" and a number,
/// "#" and a number, or "the issue". `game #42`, `[#1]`, `Tournament #1` and
/// `[%eval #3]` are the bot's own numbers.
fn speaks_of_issues(line: &str) -> bool {
    static ISSUE: LazyLock<regex::Regex> = LazyLock::new(|| regex::Regex::new(r"(?i)\bissues?\s+#?\d|\bthe issue\b").unwrap());
    static NUMBER: LazyLock<regex::Regex> = LazyLock::new(|| regex::Regex::new(r"(\S*)\s*#\d").unwrap());
    let own = |before: &str| {
        let word = before.trim_start_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        before.ends_with('[') || ["game", "tournament", "eval"].contains(&word.as_str())
    };
    ISSUE.is_match(line) || NUMBER.captures_iter(line).any(|c| !own(&c[1]))
}

/// The documents speak of the project, not of its issue tracker.
#[test]
fn no_document_speaks_of_the_issue_tracker() {
    let mut offenders = Vec::new();
    for doc in &docs() {
        for line in prose_lines(&read(doc)) {
            if speaks_of_issues(&line) {
                offenders.push(format!("{doc}: {}", line.trim()));
            }
        }
    }
    assert!(offenders.is_empty(), "issue numbers in the documentation:\n{}", offenders.join("\n"));
    // And the check is real.
    for talk in ["the lobby (issue 33)", "as issue #37 measured", "(#37)", "#37 made it faster", "as the issue asks", "issues 12 and 27"] {
        assert!(speaks_of_issues(talk), "{talk:?} goes unnoticed");
    }
    for own in ["each turn of game #42", "Subject: [#1] Invitation", "(game #1, Chess)", "Tournament #1, Spring Open", "[%eval #3]"] {
        assert!(!speaks_of_issues(own), "{own:?} is taken for an issue");
    }
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name();
        if p.is_dir() {
            // The fuzzers' build and corpora are not documentation.
            if name != "target" && name != "corpus" && name != "artifacts" {
                collect(&p, out);
            }
        } else {
            out.push(p);
        }
    }
}
