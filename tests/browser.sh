#!/usr/bin/env bash
# Headless Chromium for tests/mail/mail_diagrams.rs, which opens the bot's HTML
# mail and checks screenshots of it. Installs Debian's `chromium` when it is
# missing (apt-get update first); needs root (CI runs as root). Unattended.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
  exit 0
fi
echo "[browser] installing chromium" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
