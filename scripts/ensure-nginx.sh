#!/usr/bin/env bash
# The reliability suite's load rows judge the edge against nginx serving the same bytes on the same
# machine (TOOLING.md: nginx from a private config is the reference for static serving). Installs
# Debian's nginx-light when nginx is missing; the suite falls back to a Node static server if not.
set -uo pipefail
if command -v nginx >/dev/null; then
  echo "[nginx] $(nginx -v 2>&1)"
  exit 0
fi
SUDO=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
echo "[nginx] installing Debian's nginx-light for the reliability suite's load baseline"
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
command -v nginx >/dev/null || { echo "[nginx] install failed"; exit 1; }
