//! The systemd unit in `contrib/systemd/tandem.service`: `systemd-analyze
//! verify` accepts it without a warning, it keeps its sandboxing, and the
//! command line it starts is one `tandem` understands.
//!
//! `systemd-analyze` comes with Debian's `systemd` package; when it is
//! missing the test installs the package (as root, with apt-get) and skips,
//! saying why, only when that is not possible.

use std::path::{Path, PathBuf};
use std::process::Command;

const UNIT: &str = include_str!("../contrib/systemd/tandem.service");
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
    let analyze = match systemd_analyze() {
        Ok(p) => p,
        Err(why) => {
            eprintln!("systemd unit: SKIPPED: {why}");
            return;
        }
    };
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
