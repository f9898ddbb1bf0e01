#!/usr/bin/env bash
# The whole test suite: starts the local mail stack (Dovecot + Postfix on
# loopback, installed from Debian packages when missing), installs headless
# Chromium for the screenshots of the mail diagrams, checks formatting
# and clippy, and runs every test against the stack, then runs every fuzz target for a bounded time
# (TANDEM_FUZZ_SECONDS per target, default 20; 0 skips the fuzzing; see
# tests/fuzz/run.sh). Needs root (or sudo) for the mail stack.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" -eq 0 ]; then
  bash tests/mailstack.sh start
  bash tests/browser.sh
else
  sudo bash tests/mailstack.sh start
  sudo bash tests/browser.sh
fi
# python-chess reads the PGN of tests/bot_notation_mail.rs (PyPI's `chess`).
if ! python3 -c 'import chess.pgn' 2>/dev/null; then
  python3 -m pip install -q chess || echo "[run] python-chess could not be installed: tests/bot_notation_mail.rs will say it skips its PGN check" >&2
fi
# html5lib checks that every page of the web archive is HTML5 that parses
# without an error (tests/web_archive.rs).
if ! python3 -c 'import html5lib' 2>/dev/null; then
  python3 -m pip install -q html5lib || echo "[run] html5lib could not be installed: tests/web_archive.rs will fail its HTML5 check" >&2
fi
export TANDEM_MAILSTACK=1
# The house rules first: formatted as rustfmt.toml says, no clippy warning.
cargo fmt --all --check
cargo clippy --locked --all-targets -- -D warnings
cargo test --locked "$@"
# The daemon's benchmark, small and on the test build: it must keep working
# (`cargo bench --bench daemon` gives the real figures).
cargo bench --locked --profile dev --bench daemon -- --quick
fuzz_seconds="${TANDEM_FUZZ_SECONDS:-20}"
if [ "$fuzz_seconds" != 0 ]; then
  bash tests/fuzz/run.sh "$fuzz_seconds"
fi
