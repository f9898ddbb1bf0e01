//! The systemd unit in `contrib/systemd/tandem.service`: `systemd-analyze
//! verify` accepts it without a warning, `systemd-analyze security` rates
//! its exposure 1.1 or lower, it keeps its sandboxing, the command line it
//! starts is one `tandem` understands, and `tandem serve` speaks systemd's
//! notify protocol (READY=1, the watchdog's WATCHDOG=1, STOPPING=1) on a
//! real datagram socket.
//!
//! `systemd-analyze` comes with Debian's `systemd` package; when it is
//! missing the test installs the package (as root, with apt-get) and skips,
//! saying why, only when that is not possible.

use std::path::{Path, PathBuf};
use std::process::Command;

const UNIT: &str = include_str!("../../contrib/systemd/tandem.service");
const EXEC_START: &str = "/usr/local/bin/tandem serve --config /etc/tandem/config.toml";

/// Where `systemd-analyze` is, after installing it if needed; `Err` says why not.
fn systemd_analyze() -> Result<PathBuf, String> {
    let find = || {
        ["/usr/bin/systemd-analyze", "/bin/systemd-analyze", "/usr/local/bin/systemd-analyze"]
            .iter()
            .map(PathBuf::from)
            .find(|p| p.exists())
    };
    if let Some(p) = find() {
        return Ok(p);
    }
    // Root (`id -u`, rather than an unsafe libc call) may install packages.
    let uid = Command::new("id").arg("-u").output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string()).ok();
    if uid.as_deref() != Some("0") {
        return Err("systemd-analyze is missing and the test does not run as root to install Debian's systemd package".into());
    }
    let apt = |args: &[&str]| {
        Command::new("apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .output()
            .map(|o| (o.status.success(), String::from_utf8_lossy(&o.stderr).into_owned()))
            .unwrap_or_else(|e| (false, format!("apt-get does not run: {e}")))
    };
    let install = ["install", "-y", "-q", "--no-install-recommends", "systemd"];
    eprintln!("systemd-analyze is missing: installing Debian's systemd package");
    let (mut ok, mut err) = apt(&install);
    if !ok {
        // A fresh container has no package lists yet.
        apt(&["update", "-q"]);
        (ok, err) = apt(&install);
    }
    match find() {
        Some(p) if ok => Ok(p),
        _ => Err(format!("systemd-analyze is missing and `apt-get install systemd` failed: {}", err.trim())),
    }
}

/// `systemd-analyze`, or `None` after saying why the test is skipped.
fn analyze_or_skip() -> Option<PathBuf> {
    systemd_analyze().map_err(|why| eprintln!("systemd unit: SKIPPED: {why}")).ok()
}

/// The repository's unit with ExecStart pointing at `binary`, in a directory
/// of its own (verify checks that the program exists and is executable).
fn unit_copy(name: &str, binary: &Path) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("systemd-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = UNIT.replace("ExecStart=/usr/local/bin/tandem ", &format!("ExecStart={} ", binary.display()));
    assert_ne!(text, UNIT, "the unit's ExecStart starts /usr/local/bin/tandem");
    let path = dir.join("tandem.service");
    std::fs::write(&path, text).unwrap();
    path
}

/// `systemd-analyze verify`'s complaints about the unit (empty when none);
/// a failing run counts as one.
fn verify(analyze: &Path, unit: &Path) -> Vec<String> {
    let o = Command::new(analyze).args(["verify", "--man=no"]).arg(unit).output().expect("systemd-analyze runs");
    let stderr = String::from_utf8_lossy(&o.stderr);
    // Only what concerns this unit: a container may add notes about itself.
    let mut problems: Vec<String> = stderr.lines().filter(|l| l.contains("tandem")).map(str::to_string).collect();
    if !o.status.success() {
        problems.push(format!("systemd-analyze verify exited with {}: {}", o.status, stderr.trim()));
    }
    problems
}

#[test]
fn systemd_analyze_verify_accepts_the_unit() {
    let Some(analyze) = analyze_or_skip() else { return };
    let unit = unit_copy("ok", Path::new(env!("CARGO_BIN_EXE_tandem")));
    let problems = verify(&analyze, &unit);
    assert!(problems.is_empty(), "systemd-analyze verify {}:\n{}", unit.display(), problems.join("\n"));

    // The check is real: a misspelt setting and a missing program are reported.
    std::fs::write(&unit, std::fs::read_to_string(&unit).unwrap().replace("ProtectHome=yes", "ProtectHome=yess")).unwrap();
    assert!(verify(&analyze, &unit).iter().any(|l| l.contains("yess")), "a bad value goes unnoticed");
    let missing = unit_copy("missing", Path::new("/nonexistent/tandem"));
    assert!(!verify(&analyze, &missing).is_empty(), "a missing ExecStart program goes unnoticed");
    std::fs::remove_dir_all(unit.parent().unwrap()).ok();
    std::fs::remove_dir_all(missing.parent().unwrap()).ok();
}

/// The settings the README promises, one line each.
#[test]
fn the_unit_runs_tandem_sandboxed_with_its_state_in_var_lib() {
    let lines: Vec<&str> = UNIT.lines().map(str::trim).filter(|l| !l.starts_with('#')).collect();
    for wanted in [
        "ExecStart=/usr/local/bin/tandem serve --config /etc/tandem/config.toml",
        "DynamicUser=yes",
        "StateDirectory=tandem",
        "ConfigurationDirectory=tandem",
        "WorkingDirectory=/var/lib/tandem",
        "Restart=on-failure",
        "KillSignal=SIGTERM",
        "NoNewPrivileges=yes",
        "ProtectSystem=strict",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "PrivateDevices=yes",
        "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX",
        "SystemCallFilter=@system-service",
        "CapabilityBoundingSet=",
        "WantedBy=multi-user.target",
        "Type=notify",
        "WatchdogSec=5min",
        "RestartPreventExitStatus=78",
        "StartLimitIntervalSec=10min",
        "StartLimitBurst=5",
        "PrivateMounts=yes",
        "SystemCallFilter=~@resources",
        "DevicePolicy=closed",
    ] {
        assert!(lines.contains(&wanted), "the unit lacks the line {wanted}");
    }
    assert!(lines.iter().any(|l| l.starts_with("TimeoutStopSec=")), "the unit lacks TimeoutStopSec");
}

/// The unit's command line is one the binary takes: it gets as far as
/// reading the configuration file.
#[test]
fn the_units_command_line_is_understood() {
    let args: Vec<&str> = EXEC_START.split(' ').skip(1).collect();
    assert_eq!(args[..3], ["serve", "--config", "/etc/tandem/config.toml"]);
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("systemd-no-such-config.toml");
    let o = Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(["serve", "--config"])
        .arg(&missing)
        .env_remove("TANDEM_CONFIG")
        .output()
        .expect("tandem runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(err.contains(&format!("cannot read configuration file {}", missing.display())), "{err}");
}

/// The overall exposure `systemd-analyze security` gives the unit (lower is
/// better; it was 1.4 before Type=notify, PrivateMounts and the rest).
#[test]
fn systemd_analyze_security_rates_the_unit_1_1_or_better() {
    let Some(analyze) = analyze_or_skip() else { return };
    let unit = unit_copy("security", Path::new(env!("CARGO_BIN_EXE_tandem")));
    let o = Command::new(&analyze).args(["security", "--offline=yes", "--no-pager"]).arg(&unit).output().expect("systemd-analyze runs");
    let out = String::from_utf8_lossy(&o.stdout);
    let line = out
        .lines()
        .find(|l| l.contains("Overall exposure level"))
        .unwrap_or_else(|| panic!("no rating from systemd-analyze security ({}):\n{out}{}", o.status, String::from_utf8_lossy(&o.stderr)));
    let rating: f64 = line.split(':').nth(1).and_then(|r| r.split_whitespace().next()).and_then(|r| r.parse().ok()).expect("a number");
    eprintln!("systemd-analyze security: {}", line.trim());
    assert!(rating <= 1.1, "the unit's exposure grew: {line}\n{out}");
    std::fs::remove_dir_all(unit.parent().unwrap()).ok();
}

/// `tandem serve` under a made-up systemd: a datagram socket in
/// NOTIFY_SOCKET and a 2 s watchdog. It says READY=1 once running, pings
/// the watchdog while it waits for mail (its poll is a minute), and says
/// STOPPING=1 on SIGTERM.
#[test]
fn serve_tells_systemd_it_is_ready_and_pings_the_watchdog_while_idle() {
    use std::os::unix::net::UnixDatagram;
    use std::time::{Duration, Instant};
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("systemd-notify-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inbox/new")).unwrap();
    let config = dir.join("tandem.toml");
    std::fs::write(
        &config,
        format!(
            "[bot]\naddress = \"tandem@example.test\"\n[store]\npath = \"{0}/tandem.sqlite3\"\n[maildir]\ninbox = \"{0}/inbox\"\n\
             outbox = \"{0}/outbox\"\npoll_interval_secs = 60\n",
            dir.display()
        ),
    )
    .unwrap();
    let socket_path = dir.join("notify.sock");
    let _ = std::fs::remove_file(&socket_path);
    let socket = UnixDatagram::bind(&socket_path).unwrap();
    socket.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(["serve", "--config"])
        .arg(&config)
        .env("NOTIFY_SOCKET", &socket_path)
        .env("WATCHDOG_USEC", "2000000")
        .env("TANDEM_LOG", "warn")
        .spawn()
        .expect("tandem serve");
    let mut got: Vec<(Instant, String)> = Vec::new();
    let mut buf = [0u8; 4096];
    // READY first (however long the start takes), then pings: at least
    // three in 2.5 s of idling.
    while !got.iter().any(|(_, m)| m.lines().any(|l| l == "READY=1")) {
        let n = socket.recv(&mut buf).unwrap_or_else(|e| panic!("no READY=1 within 10 s ({e}): {got:?}"));
        got.push((Instant::now(), String::from_utf8_lossy(&buf[..n]).into_owned()));
    }
    let idle = Instant::now();
    while idle.elapsed() < Duration::from_millis(2500) {
        let n = socket.recv(&mut buf).expect("a notification within 10 s");
        got.push((Instant::now(), String::from_utf8_lossy(&buf[..n]).into_owned()));
    }
    let ready = got.iter().position(|(_, m)| m.lines().any(|l| l == "READY=1")).expect("READY=1");
    let pings: Vec<Instant> = got[ready..].iter().filter(|(_, m)| m.lines().any(|l| l == "WATCHDOG=1")).map(|(t, _)| *t).collect();
    assert!(pings.len() >= 3, "too few WATCHDOG=1 while idle: {got:?}");
    assert!(pings.windows(2).all(|w| w[1] - w[0] < Duration::from_millis(1900)), "a gap past the watchdog's 2 s: {got:?}");
    // SAFETY: kill(2) on our own child.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGTERM) }, 0);
    let mut stopping = false;
    while let Ok(n) = socket.recv(&mut buf) {
        if String::from_utf8_lossy(&buf[..n]).lines().any(|l| l == "STOPPING=1") {
            stopping = true;
            break;
        }
    }
    assert!(stopping, "no STOPPING=1 on SIGTERM");
    assert_eq!(child.wait().unwrap().code(), Some(0));
    std::fs::remove_dir_all(&dir).ok();
}

/// A wrong configuration ends `serve` with 78 (EX_CONFIG), which the unit's
/// RestartPreventExitStatus keeps systemd from restarting every 10 s.
#[test]
fn a_wrong_configuration_exits_78_and_the_unit_does_not_restart_it() {
    let bad = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("systemd-bad-{}.toml", std::process::id()));
    std::fs::write(&bad, "[bot]\naddress = \"tandem@example.test\"\nno_such_key = 1\n").unwrap();
    for config in [bad.clone(), Path::new(env!("CARGO_TARGET_TMPDIR")).join("systemd-no-such-config.toml")] {
        let o = Command::new(env!("CARGO_BIN_EXE_tandem")).args(["serve", "--config"]).arg(&config).output().expect("tandem runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(78), "{err}");
        assert!(err.contains("(exit 78: the configuration must change first)"), "{err}");
    }
    let lines: Vec<&str> = UNIT.lines().map(str::trim).collect();
    assert!(lines.contains(&"RestartPreventExitStatus=78") && lines.contains(&"Restart=on-failure"));
    std::fs::remove_file(&bad).ok();
}
