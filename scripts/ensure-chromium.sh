#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core (TOOLING.md: never
# `playwright install`, which downloads its own browser and fails here). Installs it when missing.
set -uo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "[chromium] $(/usr/bin/chromium --version 2>/dev/null | head -1)"
  exit 0
fi
SUDO=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
echo "[chromium] installing Debian's chromium for the browser tests"
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
[ -x /usr/bin/chromium ] || { echo "[chromium] install failed"; exit 1; }
