//! `analyse N` over a Maildir with `tandem serve --once`: a game
//! with a hung queen and one with a missed mate get `??` on that turn with
//! the refutation, a quiet game nothing worse than `?!`, the annotated PGN
//! reads in python-chess with every evaluation; every one of the nine games
//! is analysed by mail (against the computer, resigned after a few turns);
//! and the refusals: a game in play (players and observers alike), an
//! unknown game, a private game asked by a stranger, twice while queued,
//! the daily limit; an analysis already made is sent again without a
//! search. The same over the real mail stack is in tests/mail/analysis_mail.rs.

use crate::chromium;
use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use common::*;
use tandem::rules::{Game, Position, Seat, Variant};

const BOT: &str = "tandem@example.test";

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// A Maildir bot with a shallow analysis (the tests are about the mail;
/// the default depth is the bench's).
fn setup(name: &str, engine: &str) -> (TestDir, PathBuf) {
    let dir = TestDir::new(name);
    let config = maildir_config(&dir, BOT);
    let text = std::fs::read_to_string(&config).expect("config");
    let site = dir.join("site");
    std::fs::write(
        &config,
        format!("{text}[engine]\nanalysis_depth = 4\nanalysis_nodes = 20000\n{engine}[web]\ndir = \"{}\"\n", site.display()),
    )
    .expect("config");
    (dir, config)
}

struct Inbox {
    n: usize,
}

impl Inbox {
    fn drop(&mut self, dir: &TestDir, from: &str, subject: &str, text: &str) {
        let raw = Draft::new(from, BOT, subject, text).to_raw();
        std::fs::write(dir.join("inbox/new").join(format!("{:05}.eml", self.n)), raw).expect("write a mail");
        self.n += 1;
    }
}

fn serve_once(config: &Path) -> String {
    let (ok, log) = tandem_cli(config, &["serve", "--once"]);
    assert!(ok, "serve --once failed:\n{log}");
    assert!(!log.contains("could not be") && !log.contains("analysis failed"), "{log}");
    log
}

fn outbox(dir: &TestDir) -> Vec<Mail> {
    let mut files: Vec<_> = std::fs::read_dir(dir.join("outbox/new")).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort_by_key(|p| (std::fs::metadata(p).and_then(|m| m.modified()).ok(), p.clone()));
    files.into_iter().enumerate().map(|(i, p)| Mail::parse(i as u32, std::fs::read(p).expect("read"))).collect()
}

fn analyses_to(dir: &TestDir, to: &str, game: i64) -> Vec<Mail> {
    let subject = format!("[#{game}] Analysis of game #{game}");
    outbox(dir).into_iter().filter(|m| m.to == vec![to.to_string()] && m.subject.starts_with(&subject)).collect()
}

fn detail_of_last(db: &Path) -> String {
    query_strings(db, "SELECT outcome || ': ' || coalesce(detail, '') FROM inbound ORDER BY id DESC LIMIT 1", &[]).remove(0)
}

fn last_game(db: &Path) -> i64 {
    query_strings(db, "SELECT max(id) FROM games", &[]).first().and_then(|s| s.parse().ok()).expect("a game")
}

/// A chess game between ann and bob played by mail from `moves`, then
/// `end` ("resign" by the side to move, or "draw" twice).
fn chess_game(dir: &TestDir, config: &Path, inbox: &mut Inbox, moves: &[&str], end: &str) -> i64 {
    let (ann, bob) = ("ann@example.test", "bob@example.test");
    inbox.drop(dir, ann, "new", &format!("new chess with {bob}"));
    serve_once(config);
    let db = dir.join("tandem.sqlite3");
    let game = last_game(&db);
    inbox.drop(dir, bob, &format!("[#{game}] accept"), "accept");
    serve_once(config);
    for (i, m) in moves.iter().enumerate() {
        let who = if i.is_multiple_of(2) { ann } else { bob };
        inbox.drop(dir, who, &format!("[#{game}] move"), m);
        serve_once(config);
    }
    let to_move = if moves.len().is_multiple_of(2) { ann } else { bob };
    match end {
        "draw" => {
            inbox.drop(dir, to_move, &format!("[#{game}] draw"), "draw");
            serve_once(config);
            inbox.drop(dir, if to_move == ann { bob } else { ann }, &format!("[#{game}] draw"), "draw");
        }
        _ => inbox.drop(dir, to_move, &format!("[#{game}] resign"), "resign"),
    }
    serve_once(config);
    assert_eq!(query_strings(&db, "SELECT status FROM games WHERE id = ?1", &[&game]).remove(0), "finished");
    game
}

/// python-chess's reading of `pgn`: per mainline move, its SAN, its NAGs,
/// its eval (White's, `cp` or `#mate`, `-` when none) and the first move
/// of its variation. `None` when python-chess is not installed.
fn python_chess(dir: &TestDir, pgn: &str) -> Option<Vec<(String, String, String, String)>> {
    let script = "import sys, chess.pgn\n\
                  g = chess.pgn.read_game(open(sys.argv[1]))\n\
                  assert not g.errors, g.errors\n\
                  node = g\n\
                  while node.variations:\n\
                  \x20   nxt = node.variations[0]\n\
                  \x20   e = nxt.eval()\n\
                  \x20   ev = '-' if e is None else (('#%d' % e.white().mate()) if e.is_mate() else str(e.white().score()))\n\
                  \x20   alt = node.variations[1].san() if len(node.variations) > 1 else '-'\n\
                  \x20   print(node.board().san(nxt.move), ','.join(str(n) for n in sorted(nxt.nags)) or '-', ev, alt)\n\
                  \x20   node = nxt\n";
    let stdout = common::python_chess("analysis", dir, pgn, script)?;
    Some(
        stdout
            .lines()
            .map(|l| {
                let f: Vec<&str> = l.split(' ').collect();
                (f[0].to_string(), f[1].to_string(), f[2].to_string(), f[3].to_string())
            })
            .collect(),
    )
}

/// What every analysis mail holds: the summary, the graph (text part, and
/// a picture in the HTML part), the annotated PGN attached.
fn check_analysis_mail(m: &Mail, game: i64, bpgn: bool) {
    assert!(m.text.contains("inaccurac") && m.text.contains("average loss"), "{m}");
    assert!(
        !m.text.contains(" 1 inaccuracies") && !m.text.contains(" 1 mistakes") && !m.text.contains(" 1 blunders"),
        "one is singular: {m}"
    );
    assert!(m.text.contains("White  |") && m.text.contains("Black  |"), "the text graph: {m}");
    let html = m.html.as_deref().expect("an HTML part");
    assert!(html.contains("cid:graph1."), "the graph picture: {html}");
    assert!(!html.contains("White  |"), "the HTML shows the picture, not the text graph");
    assert!(m.structure.iter().filter(|s| *s == "image/png").count() >= 1, "{:?}", m.structure);
    let ext = if bpgn { "bpgn" } else { "pgn" };
    let (name, _, body) = m.attachments.iter().find(|(n, _, _)| n.ends_with(ext)).unwrap_or_else(|| panic!("no {ext}: {m}"));
    assert_eq!(name, &format!("game-{game}-analysis.{ext}"));
    let pgn = String::from_utf8_lossy(body);
    assert!(pgn.contains("[%eval "), "{pgn}");
}

#[test]
fn a_hung_queen_is_a_blunder_with_its_refutation_and_python_chess_reads_every_eval() {
    let (dir, config) = setup("analysis-hung-queen", "");
    let mut inbox = Inbox { n: 0 };
    let db = dir.join("tandem.sqlite3");
    let game = chess_game(&dir, &config, &mut inbox, &["e4", "e5", "Nf3", "Qg5", "Nxg5"], "resign");
    inbox.drop(&dir, "bob@example.test", &format!("[#{game}] analyse"), &format!("analyse {game}"));
    serve_once(&config);
    let mails = analyses_to(&dir, "bob@example.test", game);
    assert_eq!(mails.len(), 1, "one analysis: {:?}", outbox(&dir).iter().map(|m| &m.subject).collect::<Vec<_>>());
    let m = &mails[0];
    check_analysis_mail(m, game, false);
    // To a player of the game, the players as the game's mails name them.
    assert!(m.text.contains("2... Qg5?? (blunder, bob@example.test)"), "{m}");
    assert!(m.text.contains("Better: 2..."), "{m}");
    // How far the engine looked, and that its marks were looked at again.
    // In chess a turn is a move, and the depth is counted in half-moves.
    assert!(regex::Regex::new(r"looking \d+ half-moves ahead on average\. Every move it marks").unwrap().is_match(&m.text), "{m}");
    // The refutation: White's next turn takes the queen, shown as the
    // engine's best there.
    let pgn = pgn_of(m);
    assert!(pgn.contains("Qg5 $4"), "{pgn}");
    if let Some(moves) = python_chess(&dir, &pgn) {
        assert_eq!(moves.len(), 5, "{moves:?}");
        assert!(moves.iter().all(|(_, _, ev, _)| ev != "-"), "every turn has its eval: {moves:?}");
        let (san, nags, ev, alt) = &moves[3];
        assert_eq!((san.as_str(), nags.as_str()), ("Qg5", "4"), "{moves:?}");
        assert!(ev.parse::<i32>().is_ok_and(|cp| cp > 500), "White wins the queen: {moves:?}");
        assert_ne!(alt, "-", "the better move as a variation: {moves:?}");
        assert_eq!(moves[4].0, "Nxg5");
    }
    graph_in_the_browser(&dir, m);
    // The web archive's page shows it, with no address.
    let page = std::fs::read_to_string(dir.join(&format!("site/games/{game}.html"))).expect("the game's page");
    assert!(page.contains("id=\"analysis\"") && page.contains("Qg5??") && page.contains("<svg"), "{page}");
    assert!(page.contains("was better"), "{page}");
    for whole in ["ann@example.test", "bob@example.test", BOT] {
        assert!(!page.contains(whole), "no address on the page: {whole}");
    }
    // Asked again: the stored analysis is sent at once, without a search.
    let done_at = query_strings(&db, "SELECT done_at FROM analyses WHERE game_id = ?1", &[&game]);
    inbox.drop(&dir, "ann@example.test", &format!("[#{game}] analyse"), "analyze");
    serve_once(&config);
    assert!(detail_of_last(&db).contains("sent the analysis of"), "{}", detail_of_last(&db));
    assert_eq!(query_strings(&db, "SELECT done_at FROM analyses WHERE game_id = ?1", &[&game]), done_at);
    let again = analyses_to(&dir, "ann@example.test", game);
    assert_eq!(again.len(), 1);
    assert_eq!(pgn_of(&again[0]), pgn, "the same analysis");
}

#[test]
fn a_missed_mate_in_one_is_a_blunder_and_a_quiet_game_has_nothing_worse_than_an_inaccuracy() {
    let (dir, config) = setup("analysis-mate", "");
    let mut inbox = Inbox { n: 0 };
    let missed = chess_game(&dir, &config, &mut inbox, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "a3"], "resign");
    let quiet = chess_game(&dir, &config, &mut inbox, &["d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5", "Be7"], "draw");
    inbox.drop(&dir, "ann@example.test", "analyse", &format!("analyse {missed}"));
    inbox.drop(&dir, "ann@example.test", "analyse", &format!("analyse {quiet}"));
    serve_once(&config);
    let m = analyses_to(&dir, "ann@example.test", missed).pop().expect("the first analysis");
    check_analysis_mail(&m, missed, false);
    assert!(m.text.contains("4. a3?? (blunder"), "{m}");
    assert!(m.text.contains("Better: 4. Qxf7#"), "the mate it missed: {m}");
    let q = analyses_to(&dir, "ann@example.test", quiet).pop().expect("the second analysis");
    check_analysis_mail(&q, quiet, false);
    assert!(!q.text.contains("(mistake") && !q.text.contains("(blunder"), "{q}");
    let pgn = pgn_of(&q);
    assert!(!pgn.contains("$2") && !pgn.contains("$4"), "{pgn}");
    if let Some(moves) = python_chess(&dir, &pgn) {
        assert_eq!(moves.len(), 8);
        assert!(moves.iter().all(|(_, nags, ev, _)| ev != "-" && (nags == "-" || nags == "6")), "{moves:?}");
    }
    if let Some(moves) = python_chess(&dir, &pgn_of(&m)) {
        assert_eq!((moves[6].0.as_str(), moves[6].1.as_str(), moves[6].3.as_str()), ("a3", "4", "Qxf7#"), "{moves:?}");
    }
}

#[test]
fn refusals_say_why_and_nothing_is_analysed_during_play() {
    let (dir, config) = setup("analysis-refusals", "analyses_per_day = 1\n");
    let mut inbox = Inbox { n: 0 };
    let db = dir.join("tandem.sqlite3");
    let (ann, bob, eve) = ("ann@example.test", "bob@example.test", "eve@example.test");
    inbox.drop(&dir, ann, "new", &format!("new chess with {bob}"));
    serve_once(&config);
    let game = last_game(&db);
    inbox.drop(&dir, bob, &format!("[#{game}] accept"), "accept");
    inbox.drop(&dir, ann, &format!("[#{game}] move"), "e4");
    serve_once(&config);
    // In play: refused to its players and to anyone else.
    inbox.drop(&dir, bob, "analyse", &format!("analyse {game}"));
    serve_once(&config);
    assert!(detail_of_last(&db).contains("still being played"), "{}", detail_of_last(&db));
    inbox.drop(&dir, eve, "observe", &format!("analyse {game}"));
    serve_once(&config);
    assert!(detail_of_last(&db).contains("still being played"), "{}", detail_of_last(&db));
    inbox.drop(&dir, eve, "analyse", "analyse 999");
    serve_once(&config);
    assert!(detail_of_last(&db).contains("there is no game #999"), "{}", detail_of_last(&db));
    inbox.drop(&dir, eve, "hello", "analyse soon");
    serve_once(&config);
    assert!(detail_of_last(&db).contains("is not a game number"), "{}", detail_of_last(&db));
    // A private game: not for strangers.
    inbox.drop(&dir, ann, "new", &format!("new chess with {bob} private"));
    serve_once(&config);
    let private = last_game(&db);
    inbox.drop(&dir, bob, &format!("[#{private}] decline"), "decline");
    serve_once(&config);
    inbox.drop(&dir, eve, "analyse", &format!("analyse {private}"));
    serve_once(&config);
    assert!(detail_of_last(&db).contains("is private"), "{}", detail_of_last(&db));
    assert_eq!(query_count(&db, "SELECT count(*) FROM analyses", &[]), 0);
    // Over: anyone may have a public game analysed, within the daily limit.
    inbox.drop(&dir, bob, &format!("[#{game}] resign"), "resign");
    serve_once(&config);
    inbox.drop(&dir, eve, "analyse", &format!("analyse {game}"));
    serve_once(&config);
    let m = analyses_to(&dir, eve, game).pop().expect("the stranger's analysis");
    check_analysis_mail(&m, game, false);
    // (The public names mask the addresses: `an…@example.test`.)
    for whole in [ann, bob] {
        assert!(!m.text.contains(whole) && !pgn_of(&m).contains(whole), "no address to a stranger: {m}");
    }
    // a second new one the same day is over eve's limit (1)
    inbox.drop(&dir, ann, "new", &format!("new chess with {eve}"));
    serve_once(&config);
    let second = last_game(&db);
    inbox.drop(&dir, eve, &format!("[#{second}] accept"), "accept");
    inbox.drop(&dir, ann, &format!("[#{second}] move"), "d4");
    serve_once(&config);
    inbox.drop(&dir, eve, &format!("[#{second}] resign"), "resign");
    serve_once(&config);
    inbox.drop(&dir, eve, "analyse", &format!("analyse {second}"));
    serve_once(&config);
    assert!(detail_of_last(&db).contains("this server makes 1 a day"), "{}", detail_of_last(&db));
}

/// Queued and not yet searched (no daemon runs between the mails): a
/// second request of the same player is refused, another player's joins
/// the queue; a restart finds the work waiting; it is stored once.
#[test]
fn twice_while_queued_is_refused_and_the_queue_survives_a_restart() {
    let (dir, config) = setup("analysis-queue", "");
    let cfg = tandem::config::Config::load(&config).expect("config");
    let mut inbox = Inbox { n: 0 };
    let game = chess_game(&dir, &config, &mut inbox, &["e4", "e5"], "resign");
    let db = dir.join("tandem.sqlite3");
    let mut bot = tandem::daemon::open_bot(&cfg).expect("bot");
    let now = chrono::Utc::now();
    let ask = |bot: &mut tandem::bot::Bot, key: &str, from: &str| {
        let raw = Draft::new(from, BOT, "analyse", &format!("analyse {game}")).to_raw();
        bot.handle(key, &raw, now).expect("handled")
    };
    ask(&mut bot, "t:1", "ann@example.test");
    let second = ask(&mut bot, "t:2", "ann@example.test");
    assert!(format!("{second:?}").contains("already"), "{second:?}");
    ask(&mut bot, "t:3", "bob@example.test");
    drop(bot);
    let mut bot = tandem::daemon::open_bot(&cfg).expect("a restart");
    let job = bot.next_analysis_job(&Default::default()).expect("jobs").expect("still queued");
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let done = tandem::bot::analysis::run(&job, &stop, &mut || {}).expect("analysed");
    assert_eq!(bot.apply_analysis(&done, now).expect("stored"), Some(2), "ann and bob answered");
    assert_eq!(bot.apply_analysis(&done, now).expect("twice"), None, "stored once");
    assert!(bot.next_analysis_job(&Default::default()).expect("jobs").is_none());
    let analyses = "SELECT count(*) FROM outbox_bodies WHERE instr(CAST(raw AS TEXT), 'analysis.pgn') > 0";
    assert_eq!(query_count(&db, analyses, &[]), 2);
}

/// Every game: a game against the computer, resigned after a few random
/// turns, analysed by mail.
fn nine(name: &str, variant: Variant, challenge: &str) {
    let (dir, config) = setup(&format!("analysis-{name}"), "");
    let mut inbox = Inbox { n: 0 };
    let db = dir.join("tandem.sqlite3");
    let human = format!("{name}@example.test");
    inbox.drop(&dir, &human, "new game", challenge);
    serve_once(&config);
    let game = last_game(&db);
    let seat: Seat = query_strings(
        &db,
        "SELECT s.seat FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ?1 AND p.address = ?2",
        &[&game, &human],
    )
    .remove(0)
    .parse()
    .expect("a seat");
    let status = || query_strings(&db, "SELECT status FROM games WHERE id = ?1", &[&game]).remove(0);
    let mut rng = Lcg(game as u64 * 31 + variant as u64);
    for _ in 0..4 {
        if status() != "active" {
            break;
        }
        let fen = query_strings(&db, "SELECT fen FROM games WHERE id = ?1", &[&game]).remove(0);
        let pos = Position::from_fen(variant, &fen).expect("a position");
        let Some(side) = seat.may_act(&pos.sides_to_move()) else { break };
        let legal = turns_of(&Game::from_position(pos.clone()), side);
        inbox.drop(&dir, &human, &format!("[#{game}] move"), &pos.turn_notation(&legal[rng.below(legal.len())]));
        serve_once(&config);
    }
    if status() == "active" {
        inbox.drop(&dir, &human, &format!("[#{game}] resign"), "resign");
        serve_once(&config);
    }
    assert_eq!(status(), "finished", "{name}");
    inbox.drop(&dir, &human, &format!("[#{game}] analyse"), "analyse");
    serve_once(&config);
    let mails = analyses_to(&dir, &human, game);
    assert_eq!(mails.len(), 1, "{name}: {:?}", outbox(&dir).iter().map(|m| &m.subject).collect::<Vec<_>>());
    let bpgn = matches!(variant, Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync);
    check_analysis_mail(&mails[0], game, bpgn);
    // A turn is called a move where it is one, a turn where it is two.
    let (said, not) = if variant.turns_of_two_moves() { ("turn by turn", "move by move") } else { ("move by move", "turn by turn") };
    assert!(mails[0].text.contains(said) && !mails[0].text.contains(not), "{name}: {}", mails[0].text);
    // In the game's thread: under the request.
    assert!(!mails[0].in_reply_to.is_empty(), "{name}: threaded");
    assert_eq!(query_count(&db, "SELECT count(*) FROM analyses WHERE done_at IS NOT NULL", &[]), 1);
}

macro_rules! each_game {
    ($test:ident, $variant:expr, $challenge:expr) => {
        #[test]
        fn $test() {
            nine(stringify!($test), $variant, $challenge);
        }
    };
}

each_game!(chess, Variant::Chess, "new chess with computer level 1");
each_game!(crazyhouse, Variant::Crazyhouse, "new crazyhouse with computer level 1");
each_game!(tandem84, Variant::Tandem84, "new tandem84 with computer level 1");
each_game!(tandem84_knightrider, Variant::Tandem84Knightrider, "new tandem84-knightrider with computer level 1");
each_game!(two_prong, Variant::TwoProng, "new two-prong with computer level 1");
each_game!(tandem_pawn, Variant::TandemPawn, "new tandem-pawn with computer level 1");
each_game!(bughouse, Variant::Bughouse, "new bughouse with computer against computer computer level 1");
each_game!(tandem_chess, Variant::TandemChess, "new tandem-chess with computer against computer computer level 1");
each_game!(bughouse_sync, Variant::BughouseSync, "new bughouse-sync with computer level 1");

/// The analysis mail's HTML in headless Chromium, light and dark: the
/// graph (its light and dark areas, the board pictures' colours) is there
/// in both, on its own white paper, the same pixels. Skipped without
/// Chromium (`bash tests/browser.sh`), unless the real-stack run requires it.
fn graph_in_the_browser(dir: &TestDir, m: &Mail) {
    let Some(browser) = chromium::find("analysis") else { return };
    let html = m.html.as_deref().expect("an HTML part");
    let (_, _, png) = m.attachments.iter().find(|(n, _, _)| n.starts_with("graph")).expect("the graph's picture in the mail");
    let shots = dir.join("shots");
    std::fs::create_dir_all(&shots).expect("a directory");
    std::fs::write(shots.join("graph.png"), png).expect("write");
    // The boards are left out: they have the same square colours.
    let start = html.find("cid:graph1.").expect("the graph's link");
    let end = start + html[start..].find('"').expect("the link's end");
    let page = html.replace(&html[start..end], "graph.png").replace("cid:board", "missing-board");
    std::fs::write(shots.join("mail.html"), page).expect("write");
    let light_sq = [0xf0, 0xd9, 0xb5];
    let dark_sq = [0xb5, 0x88, 0x63];
    let mut seen = Vec::new();
    for dark in [false, true] {
        let name = if dark { "dark" } else { "light" };
        let shot = shots.join(format!("{name}.png"));
        let mut args = chromium::screenshot_args(&shots.join(format!("profile-{name}")), &shot, 900, 1600);
        if dark {
            args.extend(["--force-dark-mode".to_string(), "--enable-features=WebContentsForceDark".to_string()]);
        }
        args.push(format!("file://{}", shots.join("mail.html").display()));
        let out = Process::new(&browser).args(&args).output().expect("chromium runs");
        assert!(shot.exists(), "no screenshot: {}", String::from_utf8_lossy(&out.stderr));
        let mut decoder = png::Decoder::new(std::io::Cursor::new(std::fs::read(&shot).expect("read")));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("png header");
        let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut buf).expect("png frame");
        let step = if info.color_type == png::ColorType::Rgba { 4 } else { 3 };
        let width = info.width as usize;
        let px: Vec<[u8; 3]> = buf[..info.buffer_size()].chunks(step).map(|c| [c[0], c[1], c[2]]).collect();
        let where_is =
            |c: [u8; 3]| px.iter().enumerate().filter(|(_, p)| **p == c).map(|(i, _)| (i % width, i / width)).collect::<Vec<_>>();
        let (lights, darks) = (where_is(light_sq), where_is(dark_sq));
        assert!(
            lights.len() > 2000 && darks.len() > 2000,
            "{name}: the graph's areas are not shown ({} light, {} dark pixels)",
            lights.len(),
            darks.len()
        );
        let x0 = lights.iter().chain(&darks).map(|p| p.0).min().unwrap();
        let y0 = lights.iter().chain(&darks).map(|p| p.1).min().unwrap();
        // The paper around the plot is white, also on the dark page.
        assert_eq!(px[(y0 - 3) * width + x0 + 20], [0xff, 0xff, 0xff], "{name}: the graph's paper at {},{}", x0 + 20, y0 - 3);
        seen.push((lights.len(), darks.len()));
    }
    assert_eq!(seen[0], seen[1], "the graph is drawn the same in light and dark mode");
}
