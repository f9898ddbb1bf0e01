//! The web archive in the operator's language (`[web] language`), offline
//! (the bot's public API on a real SQLite store, the site written by
//! `Site::build`): every page says its language (`<html lang="de">`) and
//! shows each of its sentences as the catalogue writes it in that language,
//! never as English writes it where the two differ (the web's own words,
//! `locales/*/web.ftl`, are English in every language until translated, so
//! for them the test says "the German catalogue's text"; the games' names,
//! seats, results, time controls and dates it takes from the mails' words
//! are German already); no web template writes a word of its own, outside
//! the catalogue; and an unknown `[web] language` is refused when the
//! configuration is read.

use crate::offline;

use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use offline::*;
use regex::Regex;
use tandem::bot::public_game;
use tandem::clocks::schedule::Timing;
use tandem::config::Config;
use tandem::i18n::{dates, Language, Msg};
use tandem::rules::{Seat, Variant};
use tandem::store::{GameId, Store, TournamentId};
use tandem::web::Site;

const ALICE: &str = "alice@players.example.net";
const BOB: &str = "bob@players.example.net";
const CAROL: &str = "carol@players.example.net";
const DAVE: &str = "dave@players.example.net";
const SITE: &str = "Tandem Club";
const DE: Language = Language::De;

/// The page as a reader reads it: no tags, the entities written out,
/// white space as single spaces. Without the pictures: their words (each
/// position in words, for a screen reader) are the picture module's
/// English, as in the mails' pictures, for now.
fn text_of(html: &str) -> String {
    let tags = Regex::new(r"(?s)<script>.*?</script>|<svg.*?</svg>|<[^>]*>").unwrap();
    norm(&unescape(&tags.replace_all(html, "")))
}

fn unescape(s: &str) -> String {
    [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#x27;", "'"), ("&#39;", "'"), ("&#x2f;", "/"), ("&#x2F;", "/"), ("&amp;", "&")]
        .iter()
        .fold(s.to_string(), |s, (entity, c)| s.replace(entity, c))
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The site's pages: (path under the site, the page as written).
fn pages(site: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut stack = vec![site.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "html") {
                out.push((p.strip_prefix(site).unwrap().display().to_string(), std::fs::read_to_string(&p).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// `page` (its text) shows `what` as German writes it, and not as English
/// does where the two differ (a sentence: a word alone, as "Chess", may be
/// part of another name, as "Two-Prong Chess").
#[track_caller]
fn shows(name: &str, page: &str, what: &Msg) {
    let de = norm(&what.text(DE));
    assert!(page.contains(&de), "{name} does not show {} as German writes it: {de:?}\n{page}", what.id);
    let en = norm(&what.text(Language::En));
    if en != de && en.contains(' ') {
        assert!(!page.contains(&en), "{name} shows {} in English: {en:?}", what.id);
    }
}

/// The game `id` as the public sees it.
fn game(store: &mut Store, id: i64) -> public_game::PublicGame {
    store.read(|tx| public_game::load(tx, GameId(id))).unwrap().unwrap()
}

/// How many players have an established rating in `v`.
fn established(store: &mut Store, v: Variant) -> u64 {
    store.read(|tx| tandem::ratings::standings(tx, v, Utc::now(), 0, None)).unwrap().established
}

/// A store with a game over (Fool's mate, rated), a game in play, a
/// tournament of three and an open seek; the site written in German.
struct Fixture {
    dir: PathBuf,
    cfg: Config,
    /// When the site was written: between these.
    written: (DateTime<Utc>, DateTime<Utc>),
}

fn fixture() -> Fixture {
    let dir = std::env::temp_dir().join(format!("tandem-web-language-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = Config::from_toml(&format!(
        "[bot]\naddress = \"{BOT}\"\nname = \"{SITE}\"\nauth = \"none\"\n[store]\npath = \"{}\"\n[web]\ndir = \"{}\"\nlanguage = \"de\"\n",
        dir.join("tandem.sqlite3").display(),
        dir.join("site").display()
    ))
    .unwrap();
    let mut w = World::with(&cfg, Store::open(&cfg.store.path).unwrap());
    for (who, name) in [(ALICE, "Alice Liddell"), (BOB, "Bob Stone"), (CAROL, "Carol Ann"), (DAVE, "Dave Moss")] {
        w.ok_at(who, &format!("name {name}"), 1);
    }
    // Game 1: Fool's mate. Game 2: one move, Dave to move.
    w.start_at(10, "chess", "as white", ALICE, &[BOB]);
    for (i, (who, turn)) in [(ALICE, "f3"), (BOB, "e5"), (ALICE, "g4"), (BOB, "Qh4#")].into_iter().enumerate() {
        w.ok_at(who, &format!("{turn}\ngame 1"), 20 + i as i64);
    }
    w.start_at(30, "chess", "as white", CAROL, &[DAVE]);
    w.ok_at(CAROL, "e4\ngame 2", 40);
    // A tournament of three: it starts when the third joins.
    w.ok_at(ALICE, "tournament new chess \"Spring Open\" players 3 casual", 50);
    for who in [ALICE, BOB, CAROL] {
        w.ok_at(who, "join 1", 60);
    }
    w.ok_at(DAVE, "seek chess", 70);
    drop(w);
    let before = Utc::now();
    let site = Site::from_config(&cfg).unwrap().expect("[web] dir");
    site.build(&cfg.store.path, 1, &|_, _| {}).unwrap();
    Fixture { dir, cfg, written: (before, Utc::now()) }
}

#[test]
fn the_pages_are_written_in_the_language_of_web_language() {
    let f = fixture();
    let site = f.dir.join("site");
    let mut store = Store::open_existing(&f.cfg.store.path).unwrap();
    let timing = Timing::from_config(&f.cfg);
    let all = pages(&site);
    assert!(all.len() >= 10, "{:?}", all.iter().map(|(n, _)| n).collect::<Vec<_>>());
    let page = |name: &str| text_of(&all.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("no {name}")).1);
    let chess = || Msg::variant(Variant::Chess);

    // Every page says its language, has the site's links in it, and its foot.
    let feet: Vec<String> = [f.written.0, f.written.1]
        .iter()
        .map(|t| norm(&Msg::new("web-footer").arg("site", SITE).arg("written", dates::moment(DE, *t)).text(DE)))
        .collect();
    for (name, html) in &all {
        assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"de\">\n"), "{name}");
        let text = text_of(html);
        for key in ["web-nav-games", "web-nav-ratings", "web-nav-seeks"] {
            shows(name, &text, &Msg::new(key));
        }
        assert!(feet.iter().any(|foot| text.contains(foot)), "{name}: the foot, as German writes it: {feet:?}\n{text}");
    }

    // The index.
    let over = game(&mut store, 1);
    let index = page("index.html");
    for key in ["web-index-in-play", "web-index-results", "web-tournaments", "web-ratings", "web-index-all-games"] {
        shows("index.html", &index, &Msg::new(key));
    }
    // Two games and the tournament's three.
    let (_, last) = store.read(|tx| tx.archive_size()).unwrap();
    assert_eq!(last, 5);
    shows("index.html", &index, &Msg::new("web-games-range").arg("first", 1).arg("last", last));
    shows("index.html", &index, &Msg::new("players-two").arg("a", "Alice Liddell").arg("b", "Bob Stone"));
    let ended = over.row().finished_at.expect("the day it ended");
    let result = over.row().result.clone().expect("a result");
    let finished =
        Msg::new("web-game-over-on").arg("result", result.as_str()).arg("how", over.result_words()).arg("day", dates::day(DE, ended));
    shows("index.html", &index, &finished);
    // (Black wins by checkmate, as the mails' German says it.)
    assert_ne!(over.result_words().text(DE), over.result_words().text(Language::En));
    let in_play = game(&mut store, 2);
    let last_move = in_play.turns().last().unwrap().played_at;
    shows("index.html", &index, &Msg::new("web-line-last-move").arg("day", dates::day(DE, last_move)));
    let spring = store.read(|tx| tx.tournament(TournamentId(1))).unwrap().unwrap();
    let running = Msg::new("web-tournament-state").arg("state", "running");
    shows("index.html", &index, &Msg::new("web-tournament-about").arg("variant", chess()).arg("state", running.clone()));
    for v in Variant::ALL {
        shows("index.html", &index, &Msg::variant(v));
        shows("index.html", &index, &Msg::new("web-rated-players").arg("n", established(&mut store, v)));
    }

    // A game over.
    let name = "games/1.html";
    let html = &all.iter().find(|(n, _)| n == name).unwrap().1;
    let one = page(name);
    shows(name, &one, &Msg::new("web-game-title").arg("id", 1).arg("variant", chess()));
    for seat in [Seat::White, Seat::Black] {
        shows(name, &one, &Msg::seat(seat));
    }
    let control = public_game::time_control_words(&timing.control(over.row().options.days, over.row().options.moves));
    shows(name, &one, &Msg::new("web-game-terms").arg("variant", chess()).arg("rated", "yes").arg("control", control));
    shows(name, &one, &finished);
    shows(name, &one, &Msg::new("web-game-record").arg("kind", "PGN"));
    assert!(one.contains(&dates::day(DE, over.row().created_at)), "{name}: the day it started, as German writes it");
    for key in [
        "web-fact-game",
        "web-fact-result",
        "web-fact-started",
        "web-fact-record",
        "web-jump-start",
        "web-jump-final",
        "web-moves",
        "web-position-start",
        "web-step-first",
        "web-step-back",
        "web-step-next",
    ] {
        shows(name, &one, &Msg::new(key));
    }
    for t in over.turns() {
        shows(name, &one, &Msg::new("web-position-after").arg("turn", t.numbered()));
        // The turn in words, as a line starts (the mails' German: "Der
        // weiße Bauer zieht von f2 nach f3").
        let words = t.words.text(DE);
        let line = words.chars().next().unwrap().to_uppercase().chain(words.chars().skip(1)).collect::<String>();
        assert!(one.contains(&norm(&line)), "{name}: {line:?}");
        let english = t.words.text(Language::En);
        assert!(english == words || !one.contains(&english[1..]), "{name}: {english:?}");
    }
    let label = tandem::picture::escape(&Msg::new("web-steps-label").text(DE));
    assert!(html.contains(&format!("aria-label=\"{label}\"")), "{name}: the steps' label");

    // A game in play: who is to move, until when (as German writes dates).
    let name = "games/2.html";
    let two = page(name);
    let deadline = store.read(|tx| tx.clock_row(GameId(2))).unwrap().and_then(|r| r.deadline_at).expect("a deadline");
    let to_move =
        Msg::new("observed-to-move").arg("who", in_play.to_move_words()).arg("deadline", dates::moment(DE, deadline)).arg("paused", "none");
    shows(name, &two, &to_move);
    shows(name, &two, &Msg::new("web-fact-state"));
    shows(name, &two, &Msg::new("web-jump-now"));

    // The list of games, the rating lists.
    shows("games/list-1.html", &page("games/list-1.html"), &Msg::new("web-games-range").arg("first", 1).arg("last", last));
    let ratings = page("ratings/index.html");
    shows("ratings/index.html", &ratings, &Msg::new("web-ratings-about"));
    let list = page("ratings/chess.html");
    shows("ratings/chess.html", &list, &Msg::new("web-ratings-title").arg("variant", chess()));
    let n = established(&mut store, Variant::Chess);
    let intro = Msg::new("web-ratings-intro").arg("established", n).arg("variant", chess()).arg("shown", n).arg("listed", "all");
    shows("ratings/chess.html", &list, &intro);

    // The seeks: the commands stay as the bot reads them.
    let seeks = page("seeks.html");
    shows("seeks.html", &seeks, &Msg::new("web-seeks-title"));
    let how = Msg::new("web-seeks-intro").arg("accept", "accept seek N").arg("bot", BOT).arg("seek", "seek VARIANT");
    shows("seeks.html", &seeks, &how);

    // The tournaments.
    let tournaments = page("tournaments/index.html");
    shows("tournaments/index.html", &tournaments, &Msg::new("web-tournaments"));
    let name = "tournaments/1.html";
    let cup = page(name);
    shows(name, &cup, &Msg::new("web-tournament-title").arg("id", 1).arg("name", "Spring Open"));
    let form = Msg::new("web-tournament-form").arg("kind", "single").arg("entrants", 3).arg("rounds", spring.rounds.unwrap_or(0));
    shows(name, &cup, &form);
    shows(name, &cup, &running);
    for key in ["web-fact-form", "web-tournament-crosstable", "web-tournament-pairings", "web-pairing-in-play"] {
        shows(name, &cup, &Msg::new(key));
    }
    shows(name, &cup, &Msg::new("web-tournament-round").arg("round", 1));

    // No page shows a sentence of the web's catalogue (one without
    // arguments, of two words or more) as English writes it, where German
    // writes it otherwise.
    let source = tandem::i18n::catalog::sources(Language::En).find(|(area, _)| *area == "web").unwrap().1;
    let keys = Regex::new(r"(?m)^(web-[a-z0-9-]+) =").unwrap();
    for key in keys.captures_iter(source).map(|c| c[1].to_string()) {
        let en = norm(&tandem::i18n::text(Language::En, &key, &[]));
        if en.contains('{') || en.split(' ').count() < 2 || en == norm(&tandem::i18n::text(DE, &key, &[])) {
            continue;
        }
        for (name, html) in &all {
            assert!(!text_of(html).contains(&en), "{name} shows {key} in English: {en:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&f.dir);
}

/// The web templates write no word of their own: what a reader sees comes
/// from the catalogue (`t(...)`, `markup(...)`, `|words`) or the store.
/// Left: punctuation, and the commands a reader writes to the bot, which
/// it reads in English from everyone.
#[test]
fn the_web_templates_take_every_word_from_the_catalogue() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/web");
    let code = Regex::new(r"(?s)\{\{.*?\}\}|\{%.*?%\}|<script>.*?</script>|<!--.*?-->").unwrap();
    let tag = Regex::new(r"<[^>]*>").unwrap();
    let attribute = Regex::new(r#"\b(?:title|alt|aria-label|placeholder)="([^"]*)""#).unwrap();
    let word = Regex::new(r"\p{L}{2,}").unwrap();
    let mut checked = 0;
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = e.path();
        if path.extension().is_none_or(|x| x != "html") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).unwrap();
        let without_code = code.replace_all(&source, "");
        for a in attribute.captures_iter(&without_code) {
            assert!(!word.is_match(&a[1]), "{name}: an attribute in English: {}", &a[0]);
        }
        let text = tag.replace_all(&without_code, " ").replace("accept seek", "");
        let words: Vec<&str> = word.find_iter(&text).map(|m| m.as_str()).collect();
        assert!(words.is_empty(), "{name}: words not from the catalogue: {words:?}");
        checked += 1;
    }
    assert!(checked >= 10, "{checked} templates");
}

/// `[web] language` takes one of the nine codes; unset, the pages follow
/// `[bot] language`; anything else is refused when the configuration is read.
#[test]
fn web_language_is_one_of_the_nine_and_follows_bot_language_unless_set() {
    let cfg = |sections: &str| Config::from_toml(&format!("[bot]\naddress = \"{BOT}\"\n{sections}\n"));
    let bot = cfg("language = \"ru\"\n[web]\ndir = \"/tmp/site\"").unwrap();
    assert_eq!(bot.web.language(bot.bot.language()), Language::Ru);
    let both = cfg("language = \"ru\"\n[web]\nlanguage = \"pl\"").unwrap();
    assert_eq!(both.web.language(both.bot.language()), Language::Pl);
    let none = cfg("").unwrap();
    assert_eq!(none.web.language(none.bot.language()), Language::En);
    for bad in ["xx", "deutsch", "EN-gb", ""] {
        let err = cfg(&format!("[web]\nlanguage = \"{bad}\"")).expect_err(bad).to_string();
        assert!(err.contains("web.language") && err.contains("en, de, ru"), "{bad}: {err}");
    }
}
