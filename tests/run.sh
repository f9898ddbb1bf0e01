#!/usr/bin/env bash
# The whole test suite: starts the local mail stack (Dovecot + Postfix on
# loopback, installed from Debian packages when missing), installs headless
# Chromium for the screenshots of the mail diagrams, checks formatting
# and clippy (in the tests' build), and runs every test against the stack, then runs every fuzz
# target for a bounded time
# (TANDEM_FUZZ_SECONDS per target, default 20; 0 skips the fuzzing; see
# tests/fuzz/run.sh). Needs root (or sudo) for the mail stack.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took, and the whole run at the end: the
# figure of docs/testing.md for a fresh machine comes from these lines.
run_start=$(date +%s)
step_start=$run_start
step_done() {
  local now
  now=$(date +%s)
  echo "[run] $1: $((now - step_start)) s (whole run so far: $((now - run_start)) s)" >&2
  step_start=$now
}
if [ "$(id -u)" -eq 0 ]; then
  bash tests/mailstack.sh start
  bash tests/browser.sh
else
  sudo bash tests/mailstack.sh start
  sudo bash tests/browser.sh
fi
step_done "mail stack and browser"
# Python modules the tests read with: python-chess (the PGN of
# tests/mail/bot_notation_mail.rs) and html5lib (every page of the web archive
# parses as HTML5, tests/mail/web_archive.rs). pip first; Debian's own python3
# refuses pip (PEP 668) unless told, which a test machine may be; without
# pip, Debian's python3-pip (and the module's own package if Debian has one).
apt_quiet() {
  local run=(env DEBIAN_FRONTEND=noninteractive)
  [ "$(id -u)" -eq 0 ] || run=(sudo "${run[@]}")
  "${run[@]}" "$@" >/dev/null 2>&1 || true
}
py_module() {
  local module=$1 pypi=$2 debian=$3
  python3 -c "import $module" 2>/dev/null && return 0
  python3 -m pip install -q "$pypi" 2>/dev/null && return 0
  python3 -m pip install -q --break-system-packages "$pypi" 2>/dev/null && return 0
  apt_quiet apt-get install -y -q python3 python3-pip $debian
  python3 -c "import $module" 2>/dev/null && return 0
  python3 -m pip install -q --break-system-packages "$pypi" 2>/dev/null && return 0
  echo "[run] the Python module $module could not be installed (PyPI: $pypi): the tests that read with it will fail" >&2
}
py_module chess.pgn chess ""
py_module html5lib html5lib python3-html5lib
step_done "Python modules"
export TANDEM_MAILSTACK=1
# The house rules first: formatted as rustfmt.toml says.
cargo fmt --all --check
step_done "fmt"
# The fuzz targets' build runs from here to the end of the tests, beside
# the tests' build and then beside the tests, at the lowest priority
# (`nice 19`: it takes only the cores they leave idle), in a target
# directory of its own (no lock shared with the tests'); its output is
# shown after the tests.
logs=target/run-logs
mkdir -p "$logs"
# In a process group of its own (setsid), stopped whole if the run ends
# early.
background=()
# Starts "$@" in a session of its own (setsid, so that it can be stopped
# whole) at priority $1. A new session is a scheduling group of its own
# (the kernel's autogroup), in which nice counts only against the group's
# own processes, and groups share the cores evenly: the group's own nice
# is what makes the job yield to the rest (with setsid and nice 19 alone,
# the fuzz build took half the cores from the tests' build: 863 s instead
# of 581).
at_priority() {
  local priority=$1
  shift
  setsid sh -c 'echo "$0" >/proc/self/autogroup 2>/dev/null || true; exec nice -n "$0" "$@"' "$priority" "$@"
}
stop_background() {
  local pid
  for pid in "${background[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
}
trap stop_background EXIT
fuzz_seconds="${TANDEM_FUZZ_SECONDS:-20}"
if [ "$fuzz_seconds" != 0 ]; then
  # The fuzz build is not tandem's workspace: no clippy there.
  at_priority 19 env -u RUSTC_WORKSPACE_WRAPPER bash tests/fuzz/run.sh --build-only "$fuzz_seconds" >"$logs/fuzz-build.log" 2>&1 &
  fuzz_build_pid=$!
  background+=("$fuzz_build_pid")
fi
# The tests' build on every core, and clippy's lints with it: every target
# of tandem (the lib, the binary, the tests, the benches) is compiled by
# clippy's driver (tests/clippy-driver.sh), warnings denied, so a lint
# fails the build. The cargo commands below inherit the wrapper and reuse
# this build (without it, cargo would build tandem's targets again).
if ! clippy-driver --version >/dev/null 2>&1; then
  echo "[run] clippy is missing: rustup component add clippy" >&2
  exit 1
fi
export RUSTC_WORKSPACE_WRAPPER="$PWD/tests/clippy-driver.sh"
cargo test --locked --no-run --all-targets "$@"
step_done "the tests' build, with clippy"
# Three kinds of tests share the two cores. The mail tests (tests/mail/,
# one binary) mostly wait for mail: they run in the foreground. The files
# among them that wait longest, for mail and for clocks (days of a few
# seconds: fair_time, tournament_mail, mda_mail), run beside them at
# normal priority. The tests that need no mail server (the lib's, the
# binary's, tests/offline/) mostly compute: they run beside them at
# `nice 10`, and take the cores the mail tests leave. `clocks` runs after
# the other mail tests, because one of its tests restarts Dovecot (which
# the others would see as an outage); the quick daemon bench (no mail
# server) runs beside it at `nice 19`. The output of what ran beside
# follows; a failure anywhere fails the run.
run_beside() {
  local name=$1 priority=$2
  shift 2
  at_priority "$priority" "$@" >"$logs/$name.log" 2>&1 &
  background+=($!)
  beside_pids[$name]=$!
}
finish_beside() {
  local name=$1 status=0
  wait "${beside_pids[$name]}" || status=$?
  cat "$logs/$name.log"
  if [ "$status" -ne 0 ]; then
    echo "[run] $name failed (above)" >&2
    exit 1
  fi
}
declare -A beside_pids
waiting=(fair_time:: tournament_mail:: mda_mail::)
skip=()
for name in "${waiting[@]}" clocks::; do skip+=(--skip "$name"); done
run_beside waiting-tests 0 cargo test --locked --test mail "$@" -- "${waiting[@]}"
run_beside offline-tests 10 cargo test --locked --lib --bins --test offline "$@"
cargo test --locked --test mail "$@" -- "${skip[@]}"
finish_beside waiting-tests
# The daemon's benchmark, small and on the test build: it must keep working
# (`cargo bench --bench daemon` gives the real figures).
run_beside bench 19 cargo bench --locked --profile dev --bench daemon -- --quick
cargo test --locked --test mail "$@" -- clocks::
cargo test --locked --doc "$@"
finish_beside offline-tests
step_done "cargo test (the offline tests, the fuzz build beside it)"
finish_beside bench
step_done "the daemon bench, quick (what was left of it)"
if [ "$fuzz_seconds" != 0 ]; then
  if ! wait "$fuzz_build_pid"; then
    cat "$logs/fuzz-build.log" >&2
    echo "[run] the fuzz targets' build failed (above)" >&2
    exit 1
  fi
  sed -n 's/^fuzz: built/[run] fuzz: built/p' "$logs/fuzz-build.log" >&2
  step_done "the fuzz build (what was left of it)"
  env -u RUSTC_WORKSPACE_WRAPPER bash tests/fuzz/run.sh "$fuzz_seconds"
  step_done "fuzzing"
fi
echo "[run] all passed in $(($(date +%s) - run_start)) s" >&2
