#!/usr/bin/env bash
# The whole test suite: starts the local mail stack (Dovecot + Postfix on
# loopback, installed from Debian packages when missing) and runs every test
# against it. Needs root (or sudo) for the mail stack.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" -eq 0 ]; then
  bash tests/mailstack.sh start
else
  sudo bash tests/mailstack.sh start
fi
export TANDEM_MAILSTACK=1
cargo test --locked "$@"
