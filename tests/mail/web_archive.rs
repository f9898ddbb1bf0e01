//! The web archive (`[web]`): a store with a game of each of the nine
//! games (some over, rated and casual, players with chosen names and
//! without), a private game, and challenges that never started, written
//! by `tandem web build` (the real binary). Checked as a reader would:
//! every link of every page resolves to a file of the site, every page is
//! HTML5 that parses without an error (html5lib, from PyPI), no e-mail
//! address appears in any file, the private game and the games that never
//! started are nowhere; the pages in headless Chromium at a phone's 390
//! pixels and a desktop's 1280 (screenshots in
//! `CARGO_TARGET_TMPDIR/web/`), stepping through the positions without
//! JavaScript; a game's page after more moves, written by the daemon's
//! update, the same as a whole build writes it; and `tandem web serve`,
//! read only, with no way out of the directory.

use crate::chromium;
use crate::offline;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use offline::{at, World};
use regex::Regex;
use tandem::bot::{public_game, Handled};
use tandem::config::Config;
use tandem::rules::Variant;
use tandem::store::{GameId, GameStatus, RatingRow, Store, StoreError};
use tandem::web::Site;

const BOT: &str = "play@example.org";

/// A store with games, its configuration and the site's directory.
struct Fixture {
    dir: PathBuf,
    config: PathBuf,
    site: PathBuf,
    /// (variant, game) for each of the nine games.
    games: Vec<(Variant, i64)>,
    /// Games that must never be shown.
    hidden: Vec<i64>,
}

fn dir_for(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-archive").join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_config(dir: &Path) -> PathBuf {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[bot]\naddress = \"{BOT}\"\nname = \"Tandem Club\"\n[store]\npath = \"{d}/store.sqlite3\"\n\
             [maildir]\ninbox = \"{d}/inbox\"\noutbox = \"{d}/outbox\"\n[web]\ndir = \"{d}/site\"\nurl = \"https://chess.example.org/\"\n",
            d = dir.display()
        ),
    )
    .unwrap();
    config
}

fn applied(h: Handled, what: &str) {
    assert!(matches!(h, Handled::Applied { .. }), "{what}: {h:?}");
}

/// `plies` legal turns in game `id`, each sent by mail by the player to
/// move (chosen among the legal turns by the ply, so that games differ).
fn play(w: &mut World, id: i64, plies: usize) {
    for _ in 0..plies {
        let next = w
            .bot
            .store()
            .transaction(|tx| {
                let g = public_game::load(tx, GameId(id)).unwrap().unwrap();
                if g.status() != GameStatus::Active {
                    return Ok::<_, StoreError>(None);
                }
                let pos = g.rules().position();
                let movers = pos.sides_to_move();
                let turns = pos.legal_turns();
                let names = pos.turn_notations(&turns);
                let may: Vec<_> = tx.seats(GameId(id))?.into_iter().filter(|s| s.seat.may_act(&movers).is_some()).collect();
                // Both boards of four-player bughouse, in turn.
                let seat = may[g.plies() % may.len()].clone();
                let side = seat.seat.may_act(&movers).unwrap();
                let mine: Vec<&String> =
                    names.iter().filter(|n| !n.contains(':') || n.starts_with(&format!("{}:", (b'A' + side.board) as char))).collect();
                let pick = mine[(g.plies() * 7 + id as usize) % mine.len()].clone();
                Ok(Some((seat.address, pick)))
            })
            .unwrap();
        let Some((who, turn)) = next else { return };
        applied(w.mail(&who, &format!("{turn}\ngame {id}")), &turn);
        w.outbox();
    }
}

/// Players, one game of each of the nine, results, ratings, and games
/// that must not be shown; the site written by `tandem web build`.
fn fixture(name: &str) -> Fixture {
    let dir = dir_for(name);
    let config = write_config(&dir);
    let cfg = Config::load(&config).unwrap();
    let mut w = World::with(&cfg, Store::open(&cfg.store.path).unwrap());
    let p = |n: &str| format!("{n}@players.example.net");
    for (who, name) in [("alice", "Alice Liddell"), ("carol", "Carol Ann"), ("erin", "Erin ☀ Østergaard")] {
        applied(w.mail(&p(who), &format!("name {name}")), "name");
    }
    let mut games = Vec::new();
    for (i, v) in Variant::ALL.iter().enumerate() {
        let others: Vec<String> = if tandem::rules::Seat::of(*v).len() == 4 {
            vec![p("bob"), p("carol"), p("dave")]
        } else {
            vec![p(["bob", "carol", "dave", "erin"][i % 4])]
        };
        let refs: Vec<&str> = others.iter().map(String::as_str).collect();
        let start = w.start(v.name(), &p("alice"), &refs);
        let id = offline::one(&start, &p("alice")).subject.trim_start_matches("[#").split(']').next().unwrap().parse().unwrap();
        games.push((*v, id));
        play(&mut w, id, 6 + i);
    }
    // Results: a rated win, a casual draw by agreement.
    let (_, chess) = games[0];
    applied(w.mail(&p("bob"), &format!("resign\ngame {chess}")), "resign");
    let (_, crazy) = games.iter().find(|(v, _)| *v == Variant::Crazyhouse).copied().unwrap();
    applied(w.mail(&p("alice"), &format!("draw\ngame {crazy}")), "draw");
    w.outbox();
    let other = w.bot.store().transaction(|tx| tx.seats(GameId(crazy))).unwrap()[1].address.clone();
    applied(w.mail(&other, &format!("draw\ngame {crazy}")), "draw");
    // A tournament of three (its games public), and a private one.
    applied(w.mail(&p("alice"), "tournament new chess \"Spring Open\" players 3 casual"), "tournament");
    for who in ["alice", "bob", "carol"] {
        applied(w.mail(&p(who), "join 1"), "join");
    }
    applied(w.mail(&p("frank"), "tournament new chess \"Hidden Cup\" players 3 private"), "private tournament");
    for who in ["frank", "grace", "heidi"] {
        applied(w.mail(&p(who), "join 2"), "join");
    }
    w.outbox();
    let secret_games: Vec<i64> =
        w.bot.store().transaction(|tx| tx.tournament_games(tandem::store::TournamentId(2))).unwrap().iter().map(|g| g.game.0).collect();
    assert_eq!(secret_games.len(), 3);
    // Never shown: a private game, a challenge waiting, one declined.
    applied(w.mail(&p("frank"), &format!("new chess with {} private", p("grace"))), "private");
    w.outbox();
    let private = last_game(&mut w);
    applied(w.mail(&p("grace"), &format!("accept\ngame {private}")), "accept");
    applied(w.mail(&p("frank"), &format!("name Frank Secret\ne4\ngame {private}")), "private move");
    applied(w.mail(&p("frank"), &format!("new chess with {}", p("heidi"))), "waiting");
    let waiting = last_game(&mut w);
    applied(w.mail(&p("frank"), &format!("new chess with {}", p("ivan"))), "declined");
    let declined = last_game(&mut w);
    applied(w.mail(&p("ivan"), &format!("decline\ngame {declined}")), "decline");
    w.outbox();
    // Established ratings for the list (as many rated games would leave).
    w.bot
        .store()
        .transaction(|tx| {
            for (i, who) in ["alice", "bob", "carol", "dave", "erin"].iter().enumerate() {
                let id = tx.ensure_player(&p(who), None, at(0))?.id;
                tx.put_rating(&RatingRow {
                    player_id: id,
                    variant: "chess".into(),
                    rating: 1700.0 - 50.0 * i as f64,
                    deviation: 60.0,
                    volatility: 0.06,
                    games: 20 + i as u32,
                    last_change: 3.0,
                    rated_at: chrono::Utc::now(),
                    established_until: Some(chrono::Utc::now() + chrono::TimeDelta::days(100)),
                })?;
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
    drop(w);
    let out = Command::new(env!("CARGO_BIN_EXE_tandem")).args(["web", "build", "--config"]).arg(&config).output().unwrap();
    assert!(out.status.success(), "web build: {}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("wrote 12 game pages"), "the nine, and the tournament's three: {said}");
    let mut hidden = vec![private, waiting, declined];
    hidden.extend(secret_games);
    Fixture { site: dir.join("site"), dir, config, games, hidden }
}

fn last_game(w: &mut World) -> i64 {
    w.bot.store().transaction(|tx| tx.all_games()).unwrap()[0].0.id.0
}

/// The fixture the reading tests share (written once).
fn shared() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| fixture("shared"))
}

/// Every file of the site, by path.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(files(&p));
        } else {
            out.push(p);
        }
    }
    out.sort();
    out
}

#[test]
fn every_link_resolves_no_address_appears_and_hidden_games_are_nowhere() {
    let f = shared();
    let all = files(&f.site);
    assert!(all.iter().all(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.')), "no temporary file left");
    let pages: Vec<&PathBuf> = all.iter().filter(|p| p.extension().is_some_and(|e| e == "html")).collect();
    for (v, id) in &f.games {
        assert!(f.site.join(format!("games/{id}.html")).is_file(), "{v:?}");
        let record = if matches!(v, Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync) { "bpgn" } else { "pgn" };
        assert!(f.site.join(format!("games/{id}.{record}")).is_file(), "{v:?}");
    }
    // The crawler: every href and src names a file of the site, every
    // fragment an element of its page; nothing is loaded from elsewhere.
    let link = Regex::new(r#"(?:href|src)="([^"]*)""#).unwrap();
    let mut checked = 0;
    for page in &pages {
        let html = std::fs::read_to_string(page).unwrap();
        for cap in link.captures_iter(&html) {
            let target = cap[1].replace("&#x2f;", "/").replace("&amp;", "&");
            // The seeks page's links write to the bot (`accept seek N`): its
            // own address, the one meant to be public, and only there.
            if let Some(to) = target.strip_prefix("mailto:") {
                assert!(page.ends_with("seeks.html"), "{}: {target}", page.display());
                assert!(to == BOT || to.starts_with(&format!("{BOT}?subject=accept%20seek%20")), "{}: {target}", page.display());
                checked += 1;
                continue;
            }
            assert!(!target.contains("://") && !target.starts_with("//"), "{}: {target} leaves the site", page.display());
            let (file, fragment) = target.split_once('#').unwrap_or((&target, ""));
            let resolved = if file.is_empty() { (*page).clone() } else { page.parent().unwrap().join(file) };
            assert!(resolved.is_file(), "{}: {target} resolves to nothing", page.display());
            if !fragment.is_empty() {
                let there = std::fs::read_to_string(&resolved).unwrap();
                assert!(there.contains(&format!("id=\"{fragment}\"")), "{}: no #{fragment} in {}", page.display(), resolved.display());
            }
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked} links");
    // No address in any file; nothing of the hidden games.
    let address = Regex::new(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+").unwrap();
    for file in &all {
        let mut text = String::from_utf8_lossy(&std::fs::read(file).unwrap()).into_owned();
        if file.ends_with("seeks.html") {
            text = text.replace(BOT, "");
        }
        assert!(address.find(&text).is_none(), "{}: {:?}", file.display(), address.find(&text).map(|m| m.as_str()));
        assert!(!text.contains("Frank Secret") && !text.contains("Hidden Cup") && !text.contains(BOT), "{}", file.display());
    }
    for id in &f.hidden {
        assert!(!f.site.join(format!("games/{id}.html")).exists() && !f.site.join(format!("games/{id}.pgn")).exists());
        for page in &pages {
            assert!(!std::fs::read_to_string(page).unwrap().contains(&format!("games/{id}.html")), "#{id} on {}", page.display());
        }
    }
    // What the pages say.
    let index = std::fs::read_to_string(f.site.join("index.html")).unwrap();
    assert!(index.contains("Alice Liddell") && index.contains("Erin ☀ Østergaard"), "chosen names");
    assert!(index.contains("bo…@players.example.net"), "masked addresses");
    let (_, chess) = f.games[0];
    let page = std::fs::read_to_string(f.site.join(format!("games/{chess}.html"))).unwrap();
    assert!(page.contains("<dt>Result</dt><dd>1-0 (") && page.contains("1500 → "), "a finished rated game");
    assert_eq!(page.matches("<section class=\"pos\"").count(), 7, "the start and six turns");
    let pgn = std::fs::read_to_string(f.site.join(format!("games/{chess}.pgn"))).unwrap();
    assert!(pgn.contains("[White \"Alice Liddell\"]") && pgn.contains("[Site \"https://chess.example.org/\"]"), "{pgn}");
    assert!(!f.site.join("tournaments/2.html").exists(), "a private tournament has no page");
    let tournament = std::fs::read_to_string(f.site.join("tournaments/1.html")).unwrap();
    assert!(
        tournament.contains("Spring Open") && tournament.contains("Crosstable") && tournament.contains("Alice Liddell"),
        "{tournament}"
    );
    assert_eq!(tournament.matches("Round ").count(), 3, "three pairings");
    assert!(index.contains("tournaments/1.html"), "the index lists it");
    let ratings = std::fs::read_to_string(f.site.join("ratings/chess.html")).unwrap();
    assert!(ratings.contains("<td>1</td><td>Alice Liddell</td><td>1700</td>"), "{ratings}");
}

#[test]
fn every_page_is_html5_that_parses_without_an_error() {
    let f = shared();
    let pages: Vec<String> =
        files(&f.site).into_iter().filter(|p| p.extension().is_some_and(|e| e == "html")).map(|p| p.display().to_string()).collect();
    let script = "import sys, html5lib\n\
                  bad = 0\n\
                  for path in sys.argv[1:]:\n\
                  \x20   parser = html5lib.HTMLParser(strict=True)\n\
                  \x20   try:\n\
                  \x20       parser.parse(open(path, 'rb'))\n\
                  \x20   except Exception as e:\n\
                  \x20       bad += 1\n\
                  \x20       print(path, e, parser.errors[:3])\n\
                  print('checked', len(sys.argv) - 1, 'bad', bad)\n\
                  sys.exit(1 if bad else 0)\n";
    let have = Command::new("python3").args(["-c", "import html5lib"]).status().is_ok_and(|s| s.success());
    if !have {
        let required = std::env::var("TANDEM_MAILSTACK").is_ok_and(|v| !v.is_empty() && v != "0");
        assert!(!required, "TANDEM_MAILSTACK is set but html5lib is missing: python3 -m pip install html5lib (tests/run.sh does)");
        eprintln!("web_archive: HTML5 check SKIPPED (no html5lib for python3; python3 -m pip install html5lib)");
        return;
    }
    let out = Command::new("python3").arg("-c").arg(script).args(&pages).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}{}", String::from_utf8_lossy(&out.stderr));
    assert!(said.contains(&format!("checked {} bad 0", pages.len())), "{said}");
}

#[test]
fn a_page_after_more_moves_is_what_a_whole_build_writes() {
    let f = fixture("update");
    let cfg = Config::load(&f.config).unwrap();
    let site = Site::from_config(&cfg).unwrap().expect("[web] dir");
    let (_, chess960ish) = f.games[1];
    let path = f.site.join(format!("games/{chess960ish}.html"));
    let before = std::fs::read_to_string(&path).unwrap();
    let mut w = World::with(&cfg, Store::open(&cfg.store.path).unwrap());
    w.n = 1000;
    // The build wrote every page: the daemon has nothing left to do.
    let noted = w.bot.store().transaction(|tx| tx.watch_changes(500)).unwrap();
    w.bot.store().transaction(|tx| tx.forget_watch_changes(&noted)).unwrap();
    play(&mut w, chess960ish, 3);
    // What the daemon does after a pass.
    let changed = w.bot.store().transaction(|tx| tx.watch_changes(500)).unwrap();
    assert!(changed.contains(&GameId(chess960ish)), "{changed:?}");
    // (Others may come with it: a deadline the scheduler stored since.)
    let written = site.update(w.bot.store(), &changed, chrono::Utc::now()).unwrap();
    assert_eq!((written.games, written.removed), (changed.len(), 0));
    let added = std::fs::read_to_string(&path).unwrap();
    let positions = |html: &str| html[html.find("<!--positions-->").unwrap()..html.find("<!--/positions-->").unwrap()].to_string();
    let old = positions(&before);
    // The old positions are kept as they were, but for the last one's step forward.
    let shown = old.matches("<section class=\"pos\"").count();
    let stepped = old.replacen("<span class=\"next\">next &gt;</span>", &format!("<a class=\"next\" href=\"#p{shown}\">next &gt;</a>"), 1);
    assert!(positions(&added).starts_with(&stepped), "the old pictures are kept");
    assert_eq!(positions(&added).matches("<section class=\"pos\"").count(), shown + 3);
    // A whole build writes the same positions.
    drop(w);
    std::fs::remove_file(&path).unwrap();
    // A page left from before (a game aborted while the daemon was down):
    // the build removes it, and keeps pages newer than itself.
    for stale in ["games/9999.html", "games/9999.pgn"] {
        std::fs::write(f.site.join(stale), "old").unwrap();
        assert!(Command::new("touch").args(["-d", "2020-01-01"]).arg(f.site.join(stale)).status().unwrap().success());
    }
    let out = Command::new(env!("CARGO_BIN_EXE_tandem")).args(["web", "build", "--config"]).arg(&f.config).output().unwrap();
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("removed the pages of 1 game no longer shown"), "{said}");
    assert!(!f.site.join("games/9999.html").exists() && !f.site.join("games/9999.pgn").exists());
    let whole = std::fs::read_to_string(&path).unwrap();
    assert_eq!(positions(&added), positions(&whole));
    let defs = |html: &str| html[html.find("<!--defs-->").unwrap()..html.find("<!--/defs-->").unwrap()].to_string();
    assert_eq!(defs(&added), defs(&whole));
    std::fs::remove_dir_all(&f.dir).ok();
}

/// A screenshot of `url` (a file of the site, maybe with a #fragment) in
/// a window `width` wide; `script`: JavaScript on.
fn shot(browser: &Path, url: &str, name: &str, width: u32, script: bool) -> (PathBuf, std::process::Child) {
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("web");
    std::fs::create_dir_all(&shots).unwrap();
    let png = shots.join(format!("{name}-{width}.png"));
    let _ = std::fs::remove_file(&png);
    let profile =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join("chromium-profiles").join(format!("web-{name}-{width}-{}", std::process::id()));
    let mut args = chromium::screenshot_args(&profile, &png, width, 1400);
    if !script {
        args.push("--disable-javascript".into());
    }
    args.push(url.to_string());
    let child = Command::new(browser).args(&args).stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    (png, child)
}

/// The pixels of a PNG (RGB), with its size.
fn pixels(png: &Path) -> (u32, u32, Vec<[u8; 3]>) {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(png).unwrap()));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let step = info.color_type.samples();
    let px = buf[..info.buffer_size()].chunks(step).map(|c| [c[0], c[1], c[2]]).collect();
    (info.width, info.height, px)
}

#[test]
fn the_pages_in_chromium_at_a_phones_width_and_a_desktops() {
    let f = shared();
    let Some(browser) = chromium::find("web_archive") else { return };
    let url = |rel: &str| format!("file://{}/{rel}", f.site.display());
    let mut pages: Vec<(String, String)> = vec![
        ("index".into(), url("index.html")),
        ("ratings-chess".into(), url("ratings/chess.html")),
        ("tournament".into(), url("tournaments/1.html")),
    ];
    for (v, id) in &f.games {
        pages.push((format!("game-{}", v.name()), url(&format!("games/{id}.html"))));
    }
    let mut jobs = Vec::new();
    for (name, u) in &pages {
        for width in [390, 1280] {
            jobs.push((name.clone(), u.clone(), width, true));
        }
    }
    // Stepping without JavaScript: the start of the first game, by its link.
    let (_, chess) = f.games[0];
    jobs.push(("game-chess-start-nojs".into(), url(&format!("games/{chess}.html#p0")), 390, false));
    jobs.push(("game-chess-nojs".into(), url(&format!("games/{chess}.html")), 390, false));
    let mut done = Vec::new();
    for batch in jobs.chunks(4) {
        let running: Vec<_> =
            batch.iter().map(|(name, u, width, js)| (name.clone(), *width, shot(&browser, u, name, *width, *js))).collect();
        for (name, width, (png, mut child)) in running {
            child.wait().unwrap();
            assert!(png.is_file(), "no screenshot of {name} at {width}");
            done.push((name, width, png));
        }
    }
    let light = [0xf0, 0xd9, 0xb5];
    for (name, width, png) in &done {
        let (w, h, px) = pixels(png);
        assert_eq!(w, *width, "{name}");
        // A game's board is on the screen whole: its light squares, and
        // none in the rightmost column (the board is not cut off).
        if name.starts_with("game-") {
            let board = px.iter().filter(|p| **p == light).count();
            assert!(board > 5000, "{name} at {width}: no board ({board} pixels)");
            let right_edge = (0..h).filter(|y| px[(*y * w + w - 1) as usize] == light).count();
            assert_eq!(right_edge, 0, "{name} at {width}: the board runs off the right edge");
        }
    }
    let find = |n: &str| done.iter().find(|(name, _, _)| name == n).map(|(_, _, p)| pixels(p).2).unwrap();
    assert_ne!(find("game-chess-start-nojs"), find("game-chess-nojs"), "the link #p0 shows another position, without JavaScript");
}

#[test]
fn web_serve_serves_the_site_read_only_and_nothing_outside_it() {
    let f = shared();
    std::fs::write(f.dir.join("secret.txt"), "the store's neighbour").unwrap();
    let mut server = Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(["web", "serve", "--port", "0", "--config"])
        .arg(&f.config)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    let mut out = server.stdout.take().unwrap();
    let mut byte = [0u8; 1];
    while !line.ends_with('\n') && out.read(&mut byte).unwrap() == 1 {
        line.push(byte[0] as char);
    }
    let addr = Regex::new(r"http://([0-9.:]+)/").unwrap().captures(&line).unwrap_or_else(|| panic!("{line}"))[1].to_string();
    let get = |method: &str, target: &str| -> (u16, String, Vec<u8>) {
        let mut s = std::net::TcpStream::connect(&addr).unwrap();
        write!(s, "{method} {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").unwrap();
        let mut all = Vec::new();
        s.read_to_end(&mut all).unwrap();
        let split = all.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = String::from_utf8_lossy(&all[..split]).to_string();
        let status = head[9..12].parse().unwrap();
        (status, head, all[split + 4..].to_vec())
    };
    let (status, head, body) = get("GET", "/");
    assert_eq!(status, 200, "{head}");
    assert!(head.to_lowercase().contains("content-type: text/html; charset=utf-8"), "{head}");
    assert!(String::from_utf8_lossy(&body).contains("Games in play"));
    let (_, chess) = f.games[0];
    let (status, head, body) = get("GET", &format!("/games/{chess}.pgn"));
    assert_eq!(status, 200);
    assert!(head.to_lowercase().contains("content-type: application/x-chess-pgn"), "{head}");
    assert!(body.starts_with(b"[Event "));
    let (status, head, _) = get("GET", "/style.css");
    assert!(status == 200 && head.to_lowercase().contains("content-type: text/css"), "{head}");
    let (status, _, body) = get("HEAD", "/index.html");
    assert!(status == 200 && body.is_empty());
    for bad in [
        "/../secret.txt",
        "/games/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/games/%2e%2e/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        &format!("{}/secret.txt", f.dir.display()),
        &format!("/{}/secret.txt", f.dir.display()),
        "/etc/passwd",
        "//etc/passwd",
        "/store.sqlite3",
    ] {
        let (status, _, body) = get("GET", bad);
        assert_eq!(status, 404, "{bad}");
        assert!(!String::from_utf8_lossy(&body).contains("neighbour"), "{bad}");
    }
    for method in ["POST", "PUT", "DELETE"] {
        assert_eq!(get(method, "/index.html").0, 405, "{method}");
    }
    server.kill().unwrap();
    server.wait().unwrap();
}
