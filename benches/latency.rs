//! From a player's move to the opponent's mailbox, over the real stack:
//! the player submits the move to Postfix over SMTP, the bot
//! handles it and sends the opponent's mail back through Postfix, and
//! Dovecot files it in the opponent's Maildir. The clock stops when the
//! file appears there (read from the disk, so no IMAP client's own delay
//! counts).
//!
//! Two ways for the mail to reach the bot, measured on the same moves:
//! - MDA: Postfix hands each mail to `tandem deliver` through a pipe
//!   transport (tests/mailstack.sh, `@mda.example.test`);
//! - IDLE: `tandem serve` watches its IMAP inbox with IDLE; Dovecot tells
//!   it of new mail only after its own notify delay (half a second).
//!
//! Needs the test mail stack (`bash tests/mailstack.sh start`,
//! TANDEM_MAILSTACK=1) and root, to read the players' Maildirs under
//! /var/vmail. `cargo bench --bench latency` (50 moves each way, 1.5 s apart: about
//! 3 minutes) or `-- --quick` (10).

use std::net::TcpStream;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use lettre::address::Envelope;
use lettre::{SmtpTransport, Transport};

const TANDEM: &str = env!("CARGO_BIN_EXE_tandem");
const SMTP_PORT: u16 = 2525;
const DOMAIN: &str = "example.test";
const MDA_DOMAIN: &str = "mda.example.test";
const MDA_DIR: &str = "/var/lib/mailstack-mda";
const VMAIL: &str = "/var/vmail";
/// The plies of every game, one move mail each.
const MOVES: [&str; 10] = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4"];
const WAIT: Duration = Duration::from_secs(30);
/// Between a mail's arrival and the next move.
const PAUSE: Duration = Duration::from_millis(1500);

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let games = if quick { 1 } else { 5 };
    let stack = std::env::var("TANDEM_MAILSTACK").is_ok_and(|v| !v.is_empty() && v != "0");
    if !stack || TcpStream::connect(("127.0.0.1", SMTP_PORT)).is_err() {
        println!("latency: skipped (needs the test mail stack: `bash tests/mailstack.sh start`, TANDEM_MAILSTACK=1)");
        return;
    }
    if effective_uid() != 0 || Path::new(VMAIL).read_dir().is_err() {
        println!("latency: skipped (needs root, to read the players' Maildirs in {VMAIL})");
        return;
    }
    let root = std::env::temp_dir().join(format!("tandem-latency-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("bench dir");
    std::fs::set_permissions(&root, std::fs::Permissions::from_mode(0o777)).expect("open the dir to the pipe's user");

    println!(
        "latency: {games} chess game(s) of {} plies each way, by players over SMTP (127.0.0.1:{SMTP_PORT}); from the move's submission to the opponent's mail in their Maildir",
        MOVES.len()
    );
    let mda = mda(&root.join("mda"), games);
    report("MDA (`tandem deliver` run by Postfix for each mail)", &mda, Some(0.2));
    let idle = idle(&root.join("idle"), games);
    report("IMAP IDLE (`tandem serve`)", &idle, None);
    if std::env::var_os("TANDEM_BENCH_KEEP").is_some() {
        println!("kept {}", root.display());
    } else {
        let _ = std::fs::remove_dir_all(&root);
    }
}

/// The effective user, as `id -u` says.
fn effective_uid() -> u32 {
    Command::new("id")
        .arg("-u")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(u32::MAX)
}

fn report(way: &str, secs: &[f64], goal: Option<f64>) {
    let mut v = secs.to_vec();
    v.sort_by(f64::total_cmp);
    let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    let goal = goal.map_or(String::new(), |g| format!(" (goal: median <= {:.0} ms)", g * 1000.0));
    println!(
        "  {way}: median {:.0} ms, best {:.0} ms, 90th percentile {:.0} ms, worst {:.0} ms over {} moves{goal}",
        at(0.5) * 1000.0,
        v[0] * 1000.0,
        at(0.9) * 1000.0,
        v[v.len() - 1] * 1000.0,
        v.len()
    );
}

/// The bot's configuration: auth by `From:` (the players' mail is trusted
/// here: the measure is of the path, not of the token), SMTP to the local
/// Postfix without TLS, and `imap` for the IDLE way.
fn write_config(dir: &Path, address: &str, imap: bool) -> PathBuf {
    std::fs::create_dir_all(dir).expect("dir");
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o777)).expect("open the dir to the pipe's user");
    let imap = if imap {
        format!(
            "[imap]\nhost = \"127.0.0.1\"\nport = 1143\nsecurity = \"starttls\"\nuser = \"{address}\"\npassword = \"secret\"\nca_file = \"/etc/mailstack/ca.pem\"\nidle = true\n"
        )
    } else {
        String::new()
    };
    let path = dir.join("tandem.toml");
    std::fs::write(
        &path,
        format!(
            "[bot]\naddress = \"{address}\"\nauth = \"none\"\n[store]\npath = \"{}\"\n{imap}[smtp]\nhost = \"127.0.0.1\"\nport = {SMTP_PORT}\nsecurity = \"plain\"\n",
            dir.join("tandem.sqlite3").display()
        ),
    )
    .expect("config");
    path
}

/// The MDA way: the bot registered for the stack's pipe transport.
fn mda(dir: &Path, games: usize) -> Vec<f64> {
    let local = format!("bench-mda-{}", std::process::id());
    let bot = format!("{local}@{MDA_DOMAIN}");
    let config = write_config(dir, &bot, false);
    let registration = Path::new(MDA_DIR).join(&local);
    std::fs::write(&registration, format!("{TANDEM} {}\n", config.display())).expect("register the bot for the pipe transport");
    let secs = play(&bot, "mda", games);
    let _ = std::fs::remove_file(&registration);
    secs
}

/// The IDLE way: `tandem serve` on the bot's IMAP inbox.
fn idle(dir: &Path, games: usize) -> Vec<f64> {
    let bot = format!("bench-idle-{}@{DOMAIN}", std::process::id());
    let config = write_config(dir, &bot, true);
    let log = std::fs::File::create(dir.join("serve.log")).expect("log");
    let mut serve =
        Serve(Command::new(TANDEM).args(["serve", "--config"]).arg(&config).stderr(log).stdout(Stdio::null()).spawn().expect("serve"));
    // Logged in and idling before the first move.
    std::thread::sleep(Duration::from_secs(2));
    assert!(serve.0.try_wait().expect("serve").is_none(), "tandem serve stopped: see {}", dir.join("serve.log").display());
    play(&bot, "idle", games)
}

struct Serve(Child);

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `games` games between two new players, each started by mail; returns
/// the seconds from each move's submission to the opponent's mail.
fn play(bot: &str, tag: &str, games: usize) -> Vec<f64> {
    let pid = std::process::id();
    let white = format!("bench-{tag}-{pid}-w@{DOMAIN}");
    let black = format!("bench-{tag}-{pid}-b@{DOMAIN}");
    let mut secs = Vec::new();
    for game in 1..=games {
        let invitations = count(&black);
        send(&white, bot, "A game?", &format!("new chess with {black} days 3"));
        wait_more(&black, invitations);
        let starts = count(&white);
        send(&black, bot, &format!("Re: [#{game}] Invitation"), "accept");
        wait_more(&white, starts);
        for (ply, san) in MOVES.iter().enumerate() {
            let (mover, opponent) = if ply % 2 == 0 { (&white, &black) } else { (&black, &white) };
            // A player's move comes long after the last mail: the bot is
            // back waiting (in IDLE, or not running at all) when it comes.
            std::thread::sleep(PAUSE);
            let before = count(opponent);
            let t = Instant::now();
            send(mover, bot, &format!("Re: [#{game}] Your move"), san);
            wait_more(opponent, before);
            secs.push(t.elapsed().as_secs_f64());
        }
    }
    secs
}

fn send(from: &str, to: &str, subject: &str, text: &str) {
    let id = format!("<{}.{}@{DOMAIN}>", std::process::id(), next_number());
    let raw = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: {id}\r\nDate: {}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{text}\r\n",
        chrono::Utc::now().to_rfc2822()
    );
    let transport = SmtpTransport::builder_dangerous("127.0.0.1").port(SMTP_PORT).timeout(Some(Duration::from_secs(10))).build();
    let envelope = Envelope::new(Some(from.parse().expect("sender")), vec![to.parse().expect("recipient")]).expect("envelope");
    transport.send_raw(&envelope, raw.as_bytes()).unwrap_or_else(|e| panic!("SMTP to {to}: {e}"));
}

/// A number of its own for each mail of this process (its Message-ID).
fn next_number() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

/// The Maildir Dovecot files `address`'s new mail in.
fn maildir_new(address: &str) -> PathBuf {
    let (local, domain) = address.split_once('@').expect("address");
    Path::new(VMAIL).join(domain).join(local).join("Maildir").join("new")
}

fn count(address: &str) -> usize {
    std::fs::read_dir(maildir_new(address)).map_or(0, |d| d.count())
}

/// Waits until `address` has more than `before` new mails, looking every
/// millisecond.
fn wait_more(address: &str, before: usize) {
    let deadline = Instant::now() + WAIT;
    while count(address) <= before {
        assert!(Instant::now() < deadline, "{address} got no mail within {WAIT:?} (see /var/log/postfix.log)");
        std::thread::sleep(Duration::from_millis(1));
    }
}
