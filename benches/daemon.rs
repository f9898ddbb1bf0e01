//! The daemon's costs, measured on the real binary over the Maildir default:
//! idle CPU and memory with many active games, process start,
//! one `deliver`, mails per second through `serve --once`, store bytes per
//! move. Prints each figure beside its goal.
//!
//! The stores are made the way players make games: a challenge
//! mail and an acceptance each, handled by the bot (in this process, a
//! fetch's worth at a time) and their mail sent; every game is active and
//! its player to move has a clock running, nothing due for a day. The idle
//! daemon polls its Maildir at the default interval.
//!
//! `cargo bench --bench daemon` (release build; about 6 minutes), or
//! `cargo bench --bench daemon -- --quick` for a small, fast run (what CI
//! does, to show the bench works; its figures mean little). Names after
//! `--` run only those measures, e.g. `-- throughput`; `-- computer` is the
//! throughput with 100 games against the computer in play;
//! TANDEM_BENCH_WRAP runs the measured `serve --once` under a tool
//! (`valgrind --tool=callgrind`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use chrono::Utc;
use mail_parser::MimeHeaders;
use tandem::bot::{Bot, Incoming};
use tandem::config::{Config, RetryConfig};
use tandem::daemon::outbox::send_outbox;
use tandem::mail::{MailSink, SendError};
use tandem::rules::Seat;
use tandem::store::{GameOptions, Store};

const TANDEM: &str = env!("CARGO_BIN_EXE_tandem");
/// Ten plies every throughput game plays, one mail each.
const MOVES: [&str; 10] = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4"];

#[derive(Clone)]
struct Scale {
    idle_games: usize,
    idle_secs: u64,
    throughput_games: usize,
    /// Move mails per throughput game, and in how many `serve --once`.
    plies: usize,
    rounds: usize,
    rated_players: usize,
    /// Entrants of the measured start (16: 240 games in a double round
    /// robin), and how many such tournaments are in play for a day of moves.
    tournament_entrants: usize,
    tournaments_in_play: usize,
    /// Finished games `tandem web build` writes.
    archive_games: usize,
    /// Open seeks in the store of the lobby's measure.
    seeks: usize,
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let scale = if quick {
        Scale {
            idle_games: 2_000,
            idle_secs: 5,
            throughput_games: 50,
            plies: 10,
            rounds: 1,
            rated_players: 2_000,
            tournament_entrants: 6,
            tournaments_in_play: 2,
            archive_games: 200,
            seeks: 1_000,
        }
    } else {
        Scale {
            idle_games: 100_000,
            idle_secs: 60,
            throughput_games: 500,
            plies: 10,
            rounds: 1,
            rated_players: 100_000,
            tournament_entrants: 16,
            tournaments_in_play: 5,
            archive_games: 10_000,
            seeks: 10_000,
        }
    };
    let root = std::env::temp_dir().join(format!("tandem-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("bench dir");

    // Names after `--` pick some of the measures: `start deliver idle
    // throughput same web same-web rounds computer computer-web standings tournaments
    // archive seeks sizes`.
    let picked: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let wants = |name: &str| picked.is_empty() || picked.iter().any(|p| p == name);
    if wants("start") {
        start_time();
    }
    if wants("deliver") {
        deliver_time(&root.join("deliver"));
    }
    if wants("idle") {
        idle(&root.join("idle"), &scale);
    }
    if wants("throughput") {
        throughput(&root.join("throughput"), &scale, false, Moves::Varied);
    }
    // The throughput workload as it was first measured: every game the same
    // moves, so each picture is drawn once and shared (the rest of the path).
    if wants("same") {
        throughput(&root.join("same"), &scale, false, Moves::Same);
    }
    // The same with the web archive written after each pass ([web]).
    if wants("web") {
        throughput(&root.join("throughput-web"), &scale, true, Moves::Varied);
    }
    if wants("same-web") {
        throughput(&root.join("same-web"), &scale, true, Moves::Same);
    }
    // The throughput's second workload: three rounds of four moves a game.
    if wants("rounds") {
        throughput(&root.join("rounds"), &Scale { plies: 12, rounds: 3, ..scale.clone() }, false, Moves::Varied);
    }
    // The human games' throughput with 100 games against the
    // computer in play (src/daemon/engine_workers.rs).
    if wants("computer") {
        computer_throughput(&root.join("computer"), &scale, false);
    }
    // Both loads at once: the default configuration with the
    // web archive on and 100 games against the computer in play.
    if wants("computer-web") {
        computer_throughput(&root.join("computer-web"), &scale, true);
    }
    if wants("archive") {
        archive(&root.join("archive"), &scale);
    }
    if wants("standings") {
        standings(&root.join("standings"), &scale);
    }
    if wants("tournaments") {
        tournaments(&root.join("tournaments"), &scale);
    }
    if wants("seeks") {
        seeks(&root.join("seeks"), &scale);
    }
    // The size of a board mail in each game.
    if wants("sizes") {
        sizes(&root.join("sizes"), &scale);
    }
    // TANDEM_BENCH_KEEP=1 leaves the stores and mailboxes for a look.
    if std::env::var_os("TANDEM_BENCH_KEEP").is_some() {
        println!("kept {}", root.display());
    } else {
        let _ = std::fs::remove_dir_all(&root);
    }
}

fn config(dir: &Path) -> PathBuf {
    config_with(dir, "")
}

/// The Maildir default (polled every 2 s), with more `[store]` keys.
fn config_with(dir: &Path, store_extra: &str) -> PathBuf {
    std::fs::create_dir_all(dir).expect("dir");
    let path = dir.join("tandem.toml");
    std::fs::write(
        &path,
        format!(
            "[bot]\naddress = \"bot@bench.invalid\"\n[store]\npath = \"{}\"\n{store_extra}\n[maildir]\ninbox = \"{}\"\noutbox = \"{}\"\n\
             [limits]\nchallenges_per_day = 1000000\nopen_invitations = 1000000\nreplies_per_hour = 1000000\n",
            dir.join("tandem.sqlite3").display(),
            dir.join("inbox").display(),
            dir.join("outbox").display()
        ),
    )
    .expect("config");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(dir.join("inbox").join(sub)).expect("maildir");
    }
    path
}

/// Mail that goes nowhere: the store is made, not the players' mailboxes.
struct Nowhere;

impl MailSink for Nowhere {
    fn send(&mut self, _: &str, _: &str, _: &[u8]) -> Result<(), SendError> {
        Ok(())
    }

    fn batch_size(&self) -> usize {
        200
    }
}

/// `games` active chess games (`w{i}` challenges `b{i}` to 3 days per move,
/// `b{i}` accepts), made through the bot by mail as players make them, their
/// mail sent: White to move in each, nothing due for a day. The players
/// first chose their languages by mail (`language de`): the nine, spread.
fn fill(config: &Path, games: usize) {
    let cfg = Config::load(config).expect("config");
    let mut bot: Bot = tandem::daemon::open_bot(&cfg).expect("bot");
    let keep = cfg.store.keep_sent_mail();
    let mut n = 0;
    let mut round = |bot: &mut Bot, body: &dyn Fn(usize) -> (String, String)| {
        for start in (0..games).step_by(100) {
            let raws: Vec<(String, String)> = (start..games.min(start + 100))
                .map(|g| {
                    n += 1;
                    let (from, text) = body(g);
                    (format!("fill:{n}"), mail(&from, n, &text))
                })
                .collect();
            let now = Utc::now();
            let incoming: Vec<Incoming<'_>> =
                raws.iter().map(|(key, raw)| Incoming { source_key: key, raw: raw.as_bytes(), oversize: None, arrived: now }).collect();
            for r in bot.handle_batch(&incoming, now, &Utc::now).expect("a batch") {
                r.expect("handled");
            }
            send_outbox(bot, &mut Nowhere, &RetryConfig::default(), Utc::now()).expect("sent");
        }
    };
    // The players spread over the nine languages, each game's two in two.
    round(&mut bot, &|g| (format!("w{g}@bench.invalid"), format!("language {}", player_language(g, true).code())));
    round(&mut bot, &|g| (format!("b{g}@bench.invalid"), format!("language {}", player_language(g, false).code())));
    round(&mut bot, &|g| (format!("w{g}@bench.invalid"), format!("new chess with b{g}@bench.invalid days 3")));
    // Games are numbered from 1 in a new store, in the order challenged.
    round(&mut bot, &|g| (format!("b{g}@bench.invalid"), format!("game {}\naccept", g + 1)));
    // As the daemon would on its next pass.
    bot.store().transaction(|tx| tx.forget_sent_bodies(Utc::now() - keep)).expect("bodies dropped");
}

/// The language game `g`'s White (or Black) reads and writes their moves
/// in, chosen by mail in [`fill`]: the nine spread over the players.
fn player_language(g: usize, white: bool) -> tandem::rules::Language {
    let all = tandem::rules::Language::ALL;
    all[(g + if white { 0 } else { 4 }) % all.len()]
}

fn mail(from: &str, n: usize, body: &str) -> String {
    format!(
        "From: {from}\r\nTo: bot@bench.invalid\r\nSubject: move\r\nMessage-ID: <{n}.{}@bench.invalid>\r\n\r\n{body}\r\n",
        std::process::id()
    )
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn start_time() {
    let runs: Vec<f64> = (0..15)
        .map(|_| {
            let t = Instant::now();
            let out = Command::new(TANDEM).args(["perft", "chess", "1"]).output().expect("perft");
            assert!(out.status.success());
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    println!(
        "process start (`tandem perft chess 1`): median {:.1} ms, best {:.1} ms (goal < 10 ms)",
        median(runs.clone()),
        runs.iter().cloned().fold(f64::MAX, f64::min)
    );
}

/// `tandem deliver` of `raw` with the configuration `cfg`: milliseconds.
fn deliver_ms(cfg: &Path, raw: &str) -> f64 {
    let t = Instant::now();
    let mut child = Command::new(TANDEM)
        .args(["deliver", "--config"])
        .arg(cfg)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("deliver");
    use std::io::Write;
    child.stdin.take().expect("stdin").write_all(raw.as_bytes()).expect("write");
    assert!(child.wait().expect("wait").success());
    t.elapsed().as_secs_f64() * 1000.0
}

fn deliver_time(dir: &Path) {
    let cfg = config(dir);
    let deliver = |raw: &str| deliver_ms(&cfg, raw);
    deliver(&mail("alice@bench.invalid", 1, "new chess with bob@bench.invalid"));
    deliver(&mail("bob@bench.invalid", 2, "accept"));
    let runs: Vec<f64> = MOVES
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let who = if i % 2 == 0 { "alice" } else { "bob" };
            deliver(&mail(&format!("{who}@bench.invalid"), 10 + i, m))
        })
        .collect();
    println!(
        "`tandem deliver` of one move mail: median {:.1} ms, best {:.1} ms (goal < 30 ms)",
        median(runs.clone()),
        runs.iter().cloned().fold(f64::MAX, f64::min)
    );
}

/// utime + stime of `pid`, in seconds.
fn cpu_secs(pid: u32) -> f64 {
    stat_secs(&pid.to_string(), 11)
}

/// utime + stime of this process's waited-for children, in seconds: what
/// a run cost in CPU, whatever else the machine was doing.
fn children_cpu_secs() -> f64 {
    stat_secs("self", 13)
}

/// Two clock-tick fields of /proc/PID/stat from `first` (counted after the
/// command's name), summed, in seconds.
fn stat_secs(pid: &str, first: usize) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, r)| r).split_whitespace().collect();
    let ticks: f64 = fields.get(first).and_then(|u| u.parse::<f64>().ok()).unwrap_or(0.0)
        + fields.get(first + 1).and_then(|s| s.parse::<f64>().ok()).unwrap_or(0.0);
    ticks / 100.0
}

fn rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|k| k.parse::<f64>().ok())
        .unwrap_or(0.0)
        / 1024.0
}

fn idle(dir: &Path, scale: &Scale) {
    let cfg = config(dir);
    let t = Instant::now();
    fill(&cfg, scale.idle_games);
    println!("store with {} active games made by mail in {:.1} s", scale.idle_games, t.elapsed().as_secs_f64());
    let mut child =
        Command::new(TANDEM).args(["serve", "--config"]).arg(&cfg).stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("serve");
    let pid = child.id();
    // The first pass computes every game's wake-up time; then it sleeps.
    let settled = Instant::now();
    let mut last = cpu_secs(pid);
    loop {
        std::thread::sleep(Duration::from_secs(1));
        let now = cpu_secs(pid);
        if now - last < 0.02 || settled.elapsed() > Duration::from_secs(300) {
            break;
        }
        last = now;
    }
    println!("first pass over {} games: {:.1} s CPU", scale.idle_games, cpu_secs(pid));
    let before = cpu_secs(pid);
    std::thread::sleep(Duration::from_secs(scale.idle_secs));
    let used = cpu_secs(pid) - before;
    let share = used / scale.idle_secs as f64 * 100.0;
    let rss = rss_mb(pid);
    let _ = child.kill();
    let _ = child.wait();
    println!(
        "idle with {} active games: {:.2}% of a core over {} s (goal <= 0.5%), RSS {:.1} MB (goal <= 64 MB)",
        scale.idle_games, share, scale.idle_secs, rss
    );
}

/// Ten plies of a random legal game for each of `games` games (seeded by
/// the game's number: the same on every run), none ending the game: real
/// games differ, so their pictures are drawn for every mail, not shared.
fn varied_games(games: usize, plies: usize) -> Vec<Vec<String>> {
    (0..games)
        .map(|g| {
            let mut rand = Rand::for_game(g);
            'again: loop {
                let mut game = tandem::rules::Game::new(tandem::rules::Variant::Chess).expect("chess");
                let mut names = Vec::with_capacity(plies);
                for _ in 0..plies {
                    let pos = game.position();
                    let turns = pos.legal_turns();
                    let name = pos.turn_notation(&turns[rand.below(turns.len())]);
                    game.play(&name).expect("a legal turn");
                    if game.automatic_outcome().is_some() {
                        continue 'again;
                    }
                    names.push(name);
                }
                return names;
            }
        })
        .collect()
}

/// What `serve --once` cost: wall time, CPU (user + system) and bytes it
/// wrote to the disk (written pages, counted when the process dirtied
/// them: the store, its WAL and the Maildir files), from the kernel's
/// accounting of waited-for children (getrusage).
struct Cost {
    secs: f64,
    cpu: f64,
    /// The part of `cpu` spent in the kernel (the files, the WAL): when
    /// the machine is slowed it grows with the rest, so the two together
    /// tell a slow machine from slower code.
    system: f64,
    written: f64,
}

/// The waited-for children's CPU (user + system), of which system, and
/// bytes written.
fn children_usage() -> (f64, f64, f64) {
    // SAFETY: getrusage only writes into the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    (secs(u.ru_utime) + secs(u.ru_stime), secs(u.ru_stime), u.ru_oublock as f64 * 512.0)
}

/// Before a measured run: the disk written out and, as root, the kernel's
/// caches dropped. On ext4 without a journal (these machines' disks) a new
/// file's inode is not taken from those freed in the last minutes, and the
/// allocator reads each such inode's block from the cache to tell: right
/// after a mass deletion (the previous measure's cleanup, a cargo build)
/// that cost up to 0.4 ms of CPU a move mail (its two Maildir files), a
/// cost a long-running server does not pay. Dropped caches leave the
/// blocks out, and the check free. Then what a running server finds in
/// the cache is read back: the mail just delivered into the inbox, the
/// store and its WAL in use, the mail folders' listings; else each move
/// mail would be read cold from the disk, as no server reads its mail.
/// Says once which it was.
fn settle_disk(dir: &Path) {
    static SAID: std::sync::Once = std::sync::Once::new();
    // SAFETY: sync only flushes the kernel's buffers.
    unsafe { libc::sync() };
    // Not in the quick run (CI's): its figures mean little anyway.
    let quick = std::env::args().any(|a| a == "--quick");
    let dropped = !quick && std::fs::write("/proc/sys/vm/drop_caches", "3").is_ok();
    if dropped {
        warm(dir);
    }
    SAID.call_once(|| match (quick, dropped) {
        (true, _) => {}
        (false, true) => println!(
            "(before each measured run: the disk synced, the kernel's caches dropped, then the inbox's new mail, \
             the store and the folders' listings read back, as a running server finds them)"
        ),
        (false, false) => println!(
            "(not root: the kernel's caches are not dropped before a run; on ext4 without a journal, file creation right after a mass deletion costs more)"
        ),
    });
}

/// Reads into the page cache what a server that has been running finds
/// there (see [`settle_disk`]).
fn warm(dir: &Path) {
    let read_all = |path: &Path| drop(std::fs::read(path));
    for store in ["tandem.sqlite3", "tandem.sqlite3-wal", "tandem.sqlite3-shm"] {
        read_all(&dir.join(store));
    }
    for folder in ["inbox/new", "inbox/cur", "inbox/tmp", "outbox/new", "outbox/cur", "outbox/tmp"] {
        let Ok(entries) = std::fs::read_dir(dir.join(folder)) else { continue };
        for entry in entries.flatten() {
            if folder == "inbox/new" {
                read_all(&entry.path());
            }
        }
    }
}

fn serve_once_cost(cfg: &Path) -> Cost {
    settle_disk(cfg.parent().expect("the bench's folder"));
    let ((cpu, system, written), t) = (children_usage(), Instant::now());
    // TANDEM_BENCH_WRAP runs the server under a tool, e.g. "valgrind
    // --tool=callgrind" (instruction counts, the same whatever the load).
    let wrap = std::env::var("TANDEM_BENCH_WRAP").unwrap_or_default();
    let mut words = wrap.split_whitespace();
    let mut command = match words.next() {
        Some(tool) => {
            let mut c = Command::new(tool);
            c.args(words).arg(TANDEM);
            c
        }
        None => Command::new(TANDEM),
    };
    // Its log beside the config (what the web archive wrote, for one).
    let log = std::fs::File::create(cfg.with_file_name("serve.log")).expect("log");
    let out = command.args(["serve", "--once", "--config"]).arg(cfg).stdout(Stdio::null()).stderr(log).status().expect("serve --once");
    assert!(out.success(), "serve --once failed");
    let secs = t.elapsed().as_secs_f64();
    let (cpu2, system2, written2) = children_usage();
    Cost { secs, cpu: cpu2 - cpu, system: system2 - system, written: written2 - written }
}

fn dir_bytes(dir: &Path) -> u64 {
    std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok()?.metadata().ok().map(|m| m.len())).sum()).unwrap_or(0)
}

fn dir_count(dir: &Path) -> usize {
    std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0)
}

/// The throughput workload, as a server sees it: `throughput_games` chess
/// games made by mail (challenge, accept), then `plies` move mails per game
/// (each game its own random legal moves), dropped into the Maildir inbox
/// in `rounds` at once and handled by one `serve --once` each, with the
/// default configuration (sent mail kept 3 days; only `[limits]` raised,
/// one bench player would otherwise be over `replies_per_hour`).
/// Which moves the throughput games play.
#[derive(Clone, Copy, PartialEq)]
enum Moves {
    /// Each game its own random legal moves, as real games differ.
    Varied,
    /// Every game [`MOVES`] (the throughput's first measure).
    Same,
}

fn throughput(dir: &Path, scale: &Scale, web: bool, moves: Moves) {
    let web_section = if web { format!("[web]\ndir = \"{}\"\n", dir.join("site").display()) } else { String::new() };
    let cfg = config_with(dir, &web_section);
    fill(&cfg, scale.throughput_games);
    if web {
        // The site as `tandem web build` leaves it: then each move's page.
        let out = Command::new(TANDEM).args(["web", "build", "--config"]).arg(&cfg).output().expect("web build");
        assert!(out.status.success(), "web build: {}", String::from_utf8_lossy(&out.stderr));
    }
    // The same workload with 100 games against the computer in play is
    // `-- computer` (`computer_throughput`). The games made above are not
    // news (to the observers and the site).
    let conn = rusqlite::Connection::open(dir.join("tandem.sqlite3")).expect("open the store");
    conn.execute("DELETE FROM watch_changes", []).expect("watch_changes");
    drop(conn);
    let games = match moves {
        Moves::Varied => varied_games(scale.throughput_games, scale.plies),
        Moves::Same => vec![MOVES.iter().map(|m| m.to_string()).collect(); scale.throughput_games],
    };
    let per_round = scale.plies.min(games[0].len()) / scale.rounds;
    let with = if web { " with [web] (each game's page, its list, the index after every pass)" } else { "" };
    println!(
        "throughput{with}: {} chess games made by mail, {}; {} rounds of {} move mails ({} per game) \
         through one `serve --once` each, default configuration",
        scale.throughput_games,
        if moves == Moves::Varied { "each its own random legal moves" } else { "every game the same moves (pictures shared)" },
        scale.rounds,
        per_round * scale.throughput_games,
        per_round
    );
    let mut n = 0;
    for round in 0..scale.rounds {
        let (made, file) = (live_bytes(dir), store_file_bytes(dir));
        let (out_bytes, out_count) = (dir_bytes(&dir.join("outbox/new")), dir_count(&dir.join("outbox/new")));
        // Move k of every game before move k+1 of any: one mail each, in name order.
        let mut mails = 0;
        for k in round * per_round..(round + 1) * per_round {
            for (g, moves) in games.iter().enumerate() {
                let who = if k % 2 == 0 { format!("w{g}") } else { format!("b{g}") };
                // Each move as its player writes it, in their language's letters.
                let dialect = tandem::rules::Dialect::Letters(player_language(g, k % 2 == 0));
                let text = dialect.write_text(tandem::rules::Variant::Chess, &moves[k]);
                let raw = mail(&format!("{who}@bench.invalid"), 100_000 + n, &format!("game {}\n{text}", g + 1));
                std::fs::write(dir.join("inbox/new").join(format!("{k:02}-{g:06}.eml")), raw).expect("mail");
                n += 1;
                mails += 1;
            }
        }
        let cost = serve_once_cost(&cfg);
        let rate = mails as f64 / cost.secs;
        let sent = dir_count(&dir.join("outbox/new")) - out_count;
        let sent_bytes = (dir_bytes(&dir.join("outbox/new")) - out_bytes) as f64;
        let per = |b: f64| b / 1024.0 / mails as f64;
        println!(
            "  round {}: {mails} move mails in {:.1} s: {rate:.0} mails/s (goal >= {}), {:.2} ms CPU per mail (goal <= 0.6; \
             {:.2} of it in the kernel); {sent} answers of {:.1} KB on average",
            round + 1,
            cost.secs,
            if web { "1,000" } else { "1,500" },
            cost.cpu * 1000.0 / mails as f64,
            cost.system * 1000.0 / mails as f64,
            sent_bytes / 1024.0 / sent.max(1) as f64
        );
        println!(
            "    written per move mail: {:.1} KB in all (pages the process dirtied: store, WAL, Maildir), of which {:.1} KB the outbox's \
             files; the store {:+.1} KB in use, {:+.1} KB on disk",
            per(cost.written),
            per(sent_bytes),
            per((live_bytes(dir) - made) as f64),
            per(store_file_bytes(dir) as f64 - file as f64)
        );
    }
    if web {
        let pages = std::fs::read_dir(dir.join("site/games")).map(|d| d.count()).unwrap_or(0);
        let (updates, written) = site_updates(&dir.join("serve.log"));
        println!(
            "  the site: {pages} files in games/; the last round's {updates} updates wrote {written} game pages ({:.2} per move mail)",
            written as f64 / (scale.throughput_games * per_round) as f64
        );
    }
}

/// The web archive's updates in a `serve` log, and the game pages they
/// wrote (its `web archive games=N` lines).
fn site_updates(log: &Path) -> (usize, usize) {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let games: Vec<usize> = text
        .lines()
        .filter(|l| l.contains("web archive"))
        .filter_map(|l| l.split("games=").nth(1)?.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok())
        .collect();
    (games.len(), games.iter().sum())
}

fn store_file_bytes(dir: &Path) -> u64 {
    std::fs::metadata(dir.join("tandem.sqlite3")).map_or(0, |m| m.len())
}

/// Bytes of the store in live pages (free pages are reused, so the file
/// does not shrink).
fn live_bytes(dir: &Path) -> i64 {
    let conn = rusqlite::Connection::open(dir.join("tandem.sqlite3")).expect("open the store");
    let page = |p: &str| conn.query_row(&format!("PRAGMA {p}"), [], |r| r.get::<_, i64>(0)).expect("pragma");
    (page("page_count") - page("freelist_count")) * page("page_size")
}

/// `ratings chess` on a store where `rated_players` players have a chess
/// rating (two in three established): the query the bot runs (the top 20
/// and where the asker stands, the asker ranked last so that counting the
/// players above is the longest), in the process and through `tandem
/// deliver` (with the process start, the mail and its answer).
fn standings(dir: &Path, scale: &Scale) {
    let cfg = config(dir);
    let n = scale.rated_players;
    // The lowest-rated established player (every third from 0 is).
    let lowest = (n - 1) / 3 * 3;
    {
        let mut store = Store::open(dir.join("tandem.sqlite3")).expect("store");
        let now = Utc::now();
        store
            .transaction(|tx| {
                for i in 0..n {
                    let p = tx.ensure_player(&format!("r{i}@bench.invalid"), None, now)?;
                    // Spread over 1000..2500; the last player the lowest.
                    let rating = 2500.0 - 1500.0 * (i as f64 / n as f64);
                    let deviation = if i % 3 == 0 {
                        60.0 + (i % 50) as f64
                    } else if i % 3 == 1 {
                        100.0
                    } else {
                        200.0
                    };
                    let r = tandem::ratings::Rating { rating, deviation, volatility: 0.06 };
                    tx.put_rating(&tandem::store::RatingRow {
                        player_id: p.id,
                        variant: "chess".into(),
                        rating,
                        deviation,
                        volatility: 0.06,
                        games: 30,
                        last_change: 1.0,
                        rated_at: now,
                        established_until: r.established_until(now),
                    })?;
                }
                Ok::<_, tandem::store::StoreError>(())
            })
            .expect("fill the ratings");
        let last = store.transaction(|tx| tx.player_by_address(&format!("r{lowest}@bench.invalid"))).expect("player").expect("player");
        let runs: Vec<f64> = (0..20)
            .map(|_| {
                let t = Instant::now();
                store
                    .transaction(|tx| {
                        let s = tandem::ratings::standings(tx, tandem::rules::Variant::Chess, Utc::now(), 20, Some(last.id))?;
                        assert_eq!(s.top.len(), 20);
                        assert!(matches!(s.asker, Some(tandem::ratings::Stand::Ranked { .. })), "{:?}", s.asker);
                        Ok::<_, tandem::store::StoreError>(())
                    })
                    .expect("standings");
                t.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        println!(
            "`ratings chess` with {n} rated players: the standings query {:.1} ms median, {:.1} ms best (goal < 50 ms)",
            median(runs.clone()),
            runs.iter().cloned().fold(f64::MAX, f64::min)
        );
    }
    let runs: Vec<f64> =
        (0..10).map(|i| deliver_ms(&cfg, &mail(&format!("r{}@bench.invalid", lowest - 3 * i), 500 + i, "ratings chess"))).collect();
    println!(
        "  the whole answer through `tandem deliver` (process start, mail in, answer queued): {:.1} ms median, {:.1} ms best",
        median(runs.clone()),
        runs.iter().cloned().fold(f64::MAX, f64::min)
    );
}

/// `serve --once` over what waits in the inbox: (seconds, CPU seconds).
fn serve_once(cfg: &Path) -> (f64, f64) {
    let cost = serve_once_cost(cfg);
    (cost.secs, cost.cpu)
}

/// Tournaments: the start of a double round robin of
/// `tournament_entrants` (16: 240 games and their mails in one
/// transaction) through `tandem deliver` of the mail that fills it; then a
/// day of play in `tournaments_in_play` such tournaments (1,200 games for
/// 16 entrants): ten moves in every game and a resignation in every tenth,
/// through `serve --once`, with the crosstables that follow.
fn tournaments(dir: &Path, scale: &Scale) {
    let cfg = config_with(dir, "keep_sent_mail_days = 0");
    let n = scale.tournament_entrants;
    let player = |t: usize, i: usize| format!("t{t}p{i}@bench.invalid");
    let mut k = 0;
    let mut drop_mail = |from: &str, body: &str| {
        k += 1;
        std::fs::write(dir.join("inbox/new").join(format!("{k:07}.eml")), mail(from, 200_000 + k, body)).expect("mail");
    };
    // Every tournament but the last entrant of the first.
    for t in 0..scale.tournaments_in_play {
        drop_mail(&format!("org{t}@bench.invalid"), &format!("tournament new chess \"Bench {t}\" players {n} double days 30"));
        for i in 0..n {
            if t == 0 && i == n - 1 {
                continue;
            }
            drop_mail(&player(t, i), &format!("join {}", t + 1));
        }
    }
    let (secs, _) = serve_once(&cfg);
    println!("tournaments: {} opened, {} of them started, in {secs:.1} s", scale.tournaments_in_play, scale.tournaments_in_play - 1);
    let games = n * (n - 1);
    let ms = deliver_ms(&cfg, &mail(&player(0, n - 1), 300_000, "join 1"));
    println!(
        "tournament start: a {n}-player double round robin, {games} games and their {} mails in one transaction: {:.0} ms \
         through `tandem deliver` of the mail that filled it (process start and sending to the Maildir included)",
        2 * games + n + 1,
        ms
    );
    // A day of play: the moves of every game, move k before move k+1.
    let mut store = Store::open(dir.join("tandem.sqlite3")).expect("store");
    let all: Vec<(i64, String, String)> = store
        .transaction(|tx| {
            let mut out = Vec::new();
            for t in 1..=scale.tournaments_in_play as i64 {
                for g in tx.tournament_games(tandem::store::TournamentId(t))? {
                    let seats = tx.seats(g.game)?;
                    out.push((g.game.0, seats[0].address.clone(), seats[1].address.clone()));
                }
            }
            Ok::<_, tandem::store::StoreError>(out)
        })
        .expect("the games");
    drop(store);
    let mut mails = 0;
    for (ply, m) in MOVES.iter().enumerate() {
        for (g, white, black) in &all {
            drop_mail(if ply % 2 == 0 { white } else { black }, &format!("game {g}\n{m}"));
            mails += 1;
        }
    }
    for (g, white, _) in all.iter().step_by(10) {
        drop_mail(white, &format!("game {g}\nresign"));
        mails += 1;
    }
    let before = std::fs::read_dir(dir.join("outbox/new")).map(|d| d.count()).unwrap_or(0);
    let (secs, cpu) = serve_once(&cfg);
    let after = std::fs::read_dir(dir.join("outbox/new")).map(|d| d.count()).unwrap_or(0);
    let rate = mails as f64 / secs;
    println!(
        "tournament games in play: {} games in {} tournaments, {mails} move mails (a resignation in every tenth game) in {secs:.1} s \
         through `serve --once`: {rate:.0} mails/s ({:.2} of the goal of 1,000/s), {:.2} ms CPU per mail; {} mails out, crosstables included",
        all.len(),
        scale.tournaments_in_play,
        rate / 1000.0,
        cpu * 1000.0 / mails as f64,
        after - before
    );
}

/// A tiny random source (xorshift), the same games on every run.
struct Rand(u64);

impl Rand {
    /// Game `g`'s own sequence, the same on every run.
    fn for_game(g: usize) -> Rand {
        Rand(0x9e37_79b9_7f4a_7c15 ^ (g as u64 + 1).wrapping_mul(0x2545_f491_4f6c_dd1d))
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// `tandem web build` of a store with `archive_games` finished chess games
/// of 40 to 120 plies (80 on average, a correspondence game's length),
/// random legal turns: the time, against the goal of 60 s for 10,000.
fn archive(dir: &Path, scale: &Scale) {
    let cfg = config_with(dir, &format!("[web]\ndir = \"{}\"\n", dir.join("site").display()));
    let made = Instant::now();
    let mut rand = Rand(0x9e37_79b9_7f4a_7c15);
    let start = tandem::rules::Position::start(tandem::rules::Variant::Chess).expect("chess").fen();
    let mut plies = 0usize;
    {
        let mut store = Store::open(dir.join("tandem.sqlite3")).expect("store");
        let now = Utc::now();
        store
            .transaction(|tx| {
                for i in 0..scale.archive_games {
                    let w = tx.ensure_player(&format!("p{}@bench.invalid", i % 500), None, now)?;
                    let b = tx.ensure_player(&format!("p{}@bench.invalid", (i * 7 + 1) % 500), None, now)?;
                    let b = if b.id == w.id { tx.ensure_player("other@bench.invalid", None, now)? } else { b };
                    let id = tx.create_game(
                        "chess",
                        &GameOptions { days: Some(3), ..Default::default() },
                        &start,
                        &[(Seat::White, w.id, true), (Seat::Black, b.id, true)],
                        now,
                    )?;
                    let mut game = tandem::rules::Game::new(tandem::rules::Variant::Chess).expect("chess");
                    let length = 40 + rand.below(81);
                    for ply in 0..length {
                        let pos = game.position();
                        let turns = pos.legal_turns();
                        if turns.is_empty() || game.automatic_outcome().is_some() {
                            break;
                        }
                        let name = pos.turn_notation(&turns[rand.below(turns.len())]);
                        let played = game.play(&name).expect("a legal turn").clone();
                        let seat = if ply % 2 == 0 { Seat::White } else { Seat::Black };
                        tx.append_turn(id, seat, &played.notation, &played.fen_after, None, now)?;
                        plies += 1;
                    }
                    let (result, reason) = [("1-0", "Black resigns"), ("0-1", "White resigns"), ("1/2-1/2", "Draw by agreement")][i % 3];
                    tx.finish_game(id, result, Some(reason), now)?;
                }
                Ok::<_, tandem::store::StoreError>(())
            })
            .expect("fill the archive");
    }
    println!(
        "store with {} finished games ({:.0} plies on average) made in {:.1} s",
        scale.archive_games,
        plies as f64 / scale.archive_games as f64,
        made.elapsed().as_secs_f64()
    );
    let (t, cpu) = (Instant::now(), children_cpu_secs());
    let out = Command::new(TANDEM).args(["web", "build", "--config"]).arg(&cfg).output().expect("web build");
    let (secs, cpu) = (t.elapsed().as_secs_f64(), children_cpu_secs() - cpu);
    assert!(out.status.success(), "web build: {}", String::from_utf8_lossy(&out.stderr));
    let bytes: u64 =
        std::fs::read_dir(dir.join("site/games")).map(|d| d.filter_map(|e| e.ok()?.metadata().ok().map(|m| m.len())).sum()).unwrap_or(0);
    println!(
        "`tandem web build` of {} finished games: {secs:.1} s (goal < 60 s for 10,000), {cpu:.1} s CPU; the game pages {:.0} MB, {:.0} KB a game",
        scale.archive_games,
        bytes as f64 / 1e6,
        bytes as f64 / 1024.0 / scale.archive_games as f64
    );
}

/// Games against the computer that play while the throughput is measured.
const COMPUTER_GAMES: usize = 100;

/// The throughput workload to the running daemon (`tandem serve`, as in
/// production: its workers search while it reads mail), with
/// [`COMPUTER_GAMES`] games against the computer whose human moved, so that
/// the computer searches all along: move mails per second for the human
/// games, counted until the last of them is handled; then how long the
/// computer took for its answers. With `web`, the default configuration
/// and the web archive written as the games move; without, sent bodies are
/// not kept (`keep_sent_mail_days = 0`, as first measured).
fn computer_throughput(dir: &Path, scale: &Scale, web: bool) {
    let store_extra = if web { String::new() } else { "keep_sent_mail_days = 0".to_string() };
    let cfg = config_with(dir, &store_extra);
    let text = std::fs::read_to_string(&cfg).expect("config");
    let web_section = if web { format!("[web]\ndir = \"{}\"\n", dir.join("site").display()) } else { String::new() };
    std::fs::write(&cfg, format!("{text}[engine]\ngames_per_player = 1\n{web_section}")).expect("config");
    fill(&cfg, scale.throughput_games);
    // The computer's games, started at once: their human (White) to move.
    {
        let c = Config::load(&cfg).expect("config");
        let mut bot: Bot = tandem::daemon::open_bot(&c).expect("bot");
        let raws: Vec<(String, String)> = (0..COMPUTER_GAMES)
            .map(|i| (format!("fill-computer:{i}"), mail(&format!("c{i}@bench.invalid"), 50_000 + i, "new chess with computer")))
            .collect();
        let now = Utc::now();
        let incoming: Vec<Incoming<'_>> =
            raws.iter().map(|(key, raw)| Incoming { source_key: key, raw: raw.as_bytes(), oversize: None, arrived: now }).collect();
        for r in bot.handle_batch(&incoming, now, &Utc::now).expect("a batch") {
            r.expect("handled");
        }
        send_outbox(&mut bot, &mut Nowhere, &RetryConfig::default(), Utc::now()).expect("sent");
    }
    if web {
        // The site as `tandem web build` leaves it: then each move's page.
        let out = Command::new(TANDEM).args(["web", "build", "--config"]).arg(&cfg).output().expect("web build");
        assert!(out.status.success(), "web build: {}", String::from_utf8_lossy(&out.stderr));
    }
    let db = dir.join("tandem.sqlite3");
    let conn = rusqlite::Connection::open(&db).expect("open the store");
    conn.execute("DELETE FROM watch_changes", []).expect("watch_changes");
    let first_computer: usize =
        conn.query_row("SELECT min(game_id) FROM computer_seats", [], |r| r.get::<_, i64>(0)).expect("games") as usize;
    let mut n = 0;
    for (k, m) in MOVES.iter().enumerate() {
        for g in 0..scale.throughput_games {
            let who = if k % 2 == 0 { format!("w{g}") } else { format!("b{g}") };
            let raw = mail(&format!("{who}@bench.invalid"), 100_000 + n, &format!("game {}\n{m}", g + 1));
            std::fs::write(dir.join("inbox/new").join(format!("{k:02}-{g:06}.eml")), raw).expect("mail");
            n += 1;
        }
        // The computer's opponents move first, among the first mails.
        if k == 0 {
            for i in 0..COMPUTER_GAMES {
                let raw = mail(&format!("c{i}@bench.invalid"), 90_000 + i, &format!("game {}\ne4", first_computer + i));
                std::fs::write(dir.join("inbox/new").join(format!("00-c{i:05}.eml")), raw).expect("mail");
            }
        }
    }
    let handled = |sql: &str| -> usize { conn.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap_or(0) as usize };
    let before = handled("SELECT count(*) FROM inbound");
    settle_disk(dir);
    let t = Instant::now();
    let mut child =
        Command::new(TANDEM).args(["serve", "--config"]).arg(&cfg).stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("serve");
    let total = n + COMPUTER_GAMES;
    let mut human_secs = None;
    let mut computer_secs = None;
    let limit = Duration::from_secs(600);
    while t.elapsed() < limit && (human_secs.is_none() || computer_secs.is_none()) {
        std::thread::sleep(Duration::from_millis(20));
        if human_secs.is_none() && handled("SELECT count(*) FROM inbound WHERE source_key NOT LIKE 'computer/%'") >= before + total {
            human_secs = Some(t.elapsed().as_secs_f64());
        }
        if computer_secs.is_none() && handled("SELECT count(*) FROM inbound WHERE source_key LIKE 'computer/%'") >= COMPUTER_GAMES {
            computer_secs = Some(t.elapsed().as_secs_f64());
        }
    }
    let _ = Command::new("kill").arg(child.id().to_string()).status();
    let _ = child.wait();
    let played = handled("SELECT count(*) FROM inbound WHERE source_key LIKE 'computer/%'");
    match human_secs {
        Some(secs) => {
            let rate = n as f64 / secs;
            let how = if web { "default configuration, [web] on" } else { "sent bodies not kept" };
            println!(
                "computer: {n} move mails of human games in {secs:.1} s through `tandem serve` ({how}) with {COMPUTER_GAMES} games \
                 against the computer in play: {rate:.0} mails/s ({:.2} of the goal of 1,000/s)",
                rate / 1000.0
            );
        }
        None => println!("computer: the human games' mail was not all handled in {limit:?}"),
    }
    match computer_secs {
        Some(secs) => println!("  the computer answered its {COMPUTER_GAMES} games within {secs:.1} s of the start"),
        None => println!("  the computer answered {played} of its {COMPUTER_GAMES} games in {limit:?}"),
    }
}

/// The lobby: `seeks` open seeks in the store (a quarter of them
/// `seek chess days 3` without a range, the rest of other games, time
/// controls and ranges), `throughput_games` games in play. Measured: a
/// `seeks` answer (the bot's whole handling of the mail, in this process),
/// and ten moves in every game through `serve --once` with a seek posted
/// and a `seeks` asked for every ten move mails (every other seek fits an
/// open one: a pairing, a game started).
fn seeks(dir: &Path, scale: &Scale) {
    let cfg = config(dir);
    fill(&cfg, scale.throughput_games);
    let variants = ["chess", "crazyhouse", "tandem84", "two-prong", "bughouse-sync"];
    {
        let mut store = Store::open(dir.join("tandem.sqlite3")).expect("store");
        let now = Utc::now();
        store
            .transaction(|tx| {
                for i in 0..scale.seeks {
                    let p = tx.ensure_player(&format!("s{i}@bench.invalid"), None, now)?;
                    let plain = i % 4 == 0;
                    let range = (!plain && i % 3 == 0).then(|| (1000 + (i % 7) as i64 * 100, 1700 + (i % 5) as i64 * 100));
                    tx.add_seek(
                        &tandem::store::NewSeek {
                            player: p.id,
                            partner: None,
                            partner_confirmed: true,
                            variant: if plain { "chess" } else { variants[i % variants.len()] },
                            days: if plain { 3 } else { 1 + (i % 30) as u32 },
                            moves: None,
                            casual: !plain && i % 2 == 0,
                            private: false,
                            side: [None, Some("white"), Some("black")][i % 3],
                            rating: 1500,
                            rating_min: range.map(|r| r.0),
                            rating_max: range.map(|r| r.1),
                            expires_at: now + chrono::TimeDelta::days(14),
                        },
                        now - chrono::TimeDelta::seconds((scale.seeks - i) as i64),
                    )?;
                }
                Ok::<_, tandem::store::StoreError>(())
            })
            .expect("fill the seeks");
    }
    // One `seeks` answer, the bot's whole handling of the mail.
    {
        let config = Config::load(&cfg).expect("config");
        let mut bot: Bot = tandem::daemon::open_bot(&config).expect("bot");
        let runs: Vec<f64> = (0..20)
            .map(|i| {
                let raw = mail(&format!("asker{i}@bench.invalid"), 900_000 + i, "seeks");
                let t = Instant::now();
                bot.handle(&format!("seeks:{i}"), raw.as_bytes(), Utc::now()).expect("handled");
                t.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        println!(
            "`seeks` with {} open seeks: the answer (mail read, listed, answer queued) {:.1} ms median, {:.1} ms best (goal < 20 ms)",
            scale.seeks,
            median(runs.clone()),
            runs.iter().cloned().fold(f64::MAX, f64::min)
        );
        send_outbox(&mut bot, &mut Nowhere, &RetryConfig::default(), Utc::now()).expect("sent");
    }
    let conn = rusqlite::Connection::open(dir.join("tandem.sqlite3")).expect("open the store");
    conn.execute("DELETE FROM watch_changes", []).expect("watch_changes");
    drop(conn);
    let (mut n, mut moves, mut lobby) = (0, 0, 0);
    for (k, m) in MOVES.iter().enumerate() {
        for g in 0..scale.throughput_games {
            let who = if k % 2 == 0 { format!("w{g}") } else { format!("b{g}") };
            let raw = mail(&format!("{who}@bench.invalid"), 100_000 + n, &format!("game {}\n{m}", g + 1));
            std::fs::write(dir.join("inbox/new").join(format!("{k:02}-{g:06}-a.eml")), raw).expect("mail");
            n += 1;
            moves += 1;
            if g % 10 == 9 {
                // A seek (every other one fits an open `seek chess days 3`), and a listing.
                let body =
                    if lobby % 4 == 0 { "seek chess days 3".to_string() } else { format!("seek crazyhouse days {}", 31 + lobby % 300) };
                for (i, text) in [body.as_str(), "seeks"].iter().enumerate() {
                    let raw = mail(&format!("l{lobby}-{i}@bench.invalid"), 100_000 + n, text);
                    std::fs::write(dir.join("inbox/new").join(format!("{k:02}-{g:06}-b{i}.eml")), raw).expect("mail");
                    n += 1;
                }
                lobby += 2;
            }
        }
    }
    let games_before = games_count(dir);
    let (secs, cpu) = serve_once(&cfg);
    println!(
        "lobby and play: {moves} move mails with {lobby} lobby mails (seeks posted, {} games paired, listings) among {} open seeks \
         in {secs:.1} s through `serve --once`: {:.0} move mails/s ({:.2} of the goal of 1,000/s), {:.0} mails/s in all; CPU {cpu:.1} s",
        games_count(dir) - games_before,
        scale.seeks,
        moves as f64 / secs,
        moves as f64 / secs / 1000.0,
        n as f64 / secs
    );
}

fn games_count(dir: &Path) -> i64 {
    let conn = rusqlite::Connection::open(dir.join("tandem.sqlite3")).expect("open the store");
    conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0)).expect("count")
}

/// Mail that is kept: each mail's recipient and its bytes.
#[derive(Default)]
struct Kept(Vec<(String, Vec<u8>)>);

impl MailSink for Kept {
    fn send(&mut self, _: &str, to: &str, raw: &[u8]) -> Result<(), SendError> {
        self.0.push((to.to_string(), raw.to_vec()));
        Ok(())
    }
}

/// The size of the board mails of every game (a two-board mail at most
/// 24 KB, Tandem-84's at most 20 KB, any other at most 16 KB; squares of
/// 32 px and more): games made by mail, each
/// playing random legal turns by mail (seeded: the same on every run; in
/// the four-player games, board A's), every answer to every player
/// measured as sent, with the bytes of its pictures. The players of a game
/// all read one language, a game's in turn (English, then Russian, whose
/// words weigh the most, then the others): a mail's words are in its
/// text part, its HTML part and its pictures' alt text.
fn sizes(dir: &Path, scale: &Scale) {
    use tandem::rules::{Game, Variant};
    const LANGUAGES: [&str; 9] = ["en", "ru", "de", "pl", "it", "es", "fr", "nl", "pt"];
    let (games, plies) = if scale.throughput_games < 500 { (2, 16) } else { (18, 40) };
    println!(
        "sizes: {games} games of each variant made by mail, the players of each in one language ({}), \
         up to {plies} random legal turns each by mail; every answer to every player after a turn, as sent",
        LANGUAGES[..games.min(LANGUAGES.len())].join(", ")
    );
    let cfg = config(dir);
    let config = Config::load(&cfg).expect("config");
    let mut bot: Bot = tandem::daemon::open_bot(&config).expect("bot");
    let mut n = 0;
    let mut handle = |bot: &mut Bot, from: &str, body: &str| -> Vec<(String, Vec<u8>)> {
        n += 1;
        let raw = mail(from, 200_000 + n, body);
        let key = format!("sizes:{n}");
        let incoming = [Incoming { source_key: &key, raw: raw.as_bytes(), oversize: None, arrived: Utc::now() }];
        for r in bot.handle_batch(&incoming, Utc::now(), &Utc::now).expect("a batch") {
            r.expect("handled");
        }
        let mut sink = Kept::default();
        send_outbox(bot, &mut sink, &RetryConfig::default(), Utc::now()).expect("sent");
        sink.0
    };
    let mut game_number = 0;
    // TANDEM_SIZES_GAMES=tandem-chess,bughouse measures only those games;
    // TANDEM_SIZES_KEEP=DIR keeps each game's largest mail there, to read.
    let only = std::env::var("TANDEM_SIZES_GAMES").unwrap_or_default();
    let keep = std::env::var_os("TANDEM_SIZES_KEEP").map(PathBuf::from);
    for variant in Variant::ALL.into_iter().filter(|v| only.is_empty() || only.split(',').any(|o| o == v.name())) {
        let four = Seat::of(variant).len() == 4;
        let (mut count, mut total, mut most, mut png_total, mut over) = (0usize, 0.0f64, 0.0f64, 0.0f64, 0usize);
        let mut most_pictures = 0.0f64;
        let mut most_language = "en";
        let mut limit = 16.0;
        for g in 0..games {
            let p = |who: &str| format!("{who}{g}.{}@bench.invalid", variant.name());
            let (white, black) = (p("w"), p(if four { "c" } else { "b" }));
            let players = if four { format!("{} against {black} {}", p("b"), p("d")) } else { black.clone() };
            handle(&mut bot, &white, &format!("new {} with {players} days 3", variant.name()));
            let others: Vec<String> = if four { vec![p("b"), black.clone(), p("d")] } else { vec![black.clone()] };
            let language = LANGUAGES[g % LANGUAGES.len()];
            for who in std::iter::once(&white).chain(&others) {
                handle(&mut bot, who, &format!("language {language}"));
            }
            for o in &others {
                handle(&mut bot, o, &format!("game {}\naccept", game_number + 1));
            }
            game_number += 1;
            let mut rand = Rand::for_game(g);
            let mut game = Game::new(variant).expect("a game");
            for ply in 0..plies {
                let pos = game.position();
                let names: Vec<String> = pos.legal_turn_notations().into_iter().filter(|t| !four || t.starts_with("A:")).collect();
                if names.is_empty() {
                    break;
                }
                let name = names[rand.below(names.len())].clone();
                let mover = if ply % 2 == 0 { &white } else { &black };
                let sent = handle(&mut bot, mover, &format!("game {game_number}\n{}", name.trim_start_matches("A:")));
                game.play(&name).expect("a legal turn");
                for (_, raw) in &sent {
                    let kb = raw.len() as f64 / 1024.0;
                    let message = mail_parser::MessageParser::default().parse(raw).expect("a mail");
                    let pictures: Vec<usize> = message
                        .attachments()
                        .filter(|a| a.content_type().is_some_and(|t| t.ctype() == "image"))
                        .map(|a| a.contents().len())
                        .collect();
                    // A mail with a picture per board is a two-board mail;
                    // Tandem-84's twin boards are one picture.
                    let mail_limit = if pictures.len() > 1 {
                        24.0
                    } else if matches!(variant, Variant::Tandem84 | Variant::Tandem84Knightrider) {
                        20.0
                    } else {
                        16.0
                    };
                    limit = mail_limit;
                    over += usize::from(kb > mail_limit);
                    let pictures: usize = pictures.iter().sum();
                    count += 1;
                    total += kb;
                    if kb > most {
                        most_pictures = pictures as f64 / 1024.0;
                        most_language = language;
                        if let Some(keep) = &keep {
                            std::fs::create_dir_all(keep).expect("the folder of TANDEM_SIZES_KEEP");
                            std::fs::write(keep.join(format!("{}.eml", variant.name())), raw).expect("the largest mail kept");
                        }
                    }
                    most = most.max(kb);
                    png_total += pictures as f64 / 1024.0;
                }
                if game.automatic_outcome().is_some() {
                    break;
                }
            }
        }
        let mean = total / count.max(1) as f64;
        println!(
            "  {:<22} {count:>4} mails: {mean:5.1} KB on average ({:4.1} KB of pictures), largest {most:5.1} KB ({most_pictures:4.1} KB of pictures, {most_language}); limit {limit:.0} KB: {}",
            variant.name(),
            png_total / count.max(1) as f64,
            if over == 0 { "met".to_string() } else { format!("NOT met ({over} over)") }
        );
    }
}
