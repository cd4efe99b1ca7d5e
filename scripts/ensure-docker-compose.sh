#!/usr/bin/env bash
# The deploy-files test validates docker-compose.yml offline with Debian's docker-compose 1.29.2
# (TOOLING.md: no Docker engine and no `docker compose` plugin on this machine kind). Installs it
# when missing; the test skips only when the binary is absent.
set -uo pipefail
if command -v docker-compose >/dev/null; then
  echo "[docker-compose] $(docker-compose version --short 2>/dev/null)"
  exit 0
fi
SUDO=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
echo "[docker-compose] installing Debian's docker-compose to validate docker-compose.yml"
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq docker-compose >/dev/null
command -v docker-compose >/dev/null || { echo "[docker-compose] install failed"; exit 1; }
