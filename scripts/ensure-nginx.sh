#!/usr/bin/env bash
# The base path test runs a real nginx in front of the edge (`location /docs/ { proxy_pass … }`),
# started by the test itself on a free port with its own prefix directory (no root, no system
# config). Installs Debian's nginx when missing; the package's own service is not needed.
set -uo pipefail
if [ -x /usr/sbin/nginx ]; then
  echo "[nginx] $(/usr/sbin/nginx -v 2>&1 | head -1)"
  exit 0
fi
SUDO=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
echo "[nginx] installing Debian's nginx for the base path test"
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null 2>&1 ||
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
[ -x /usr/sbin/nginx ] || { echo "[nginx] install failed"; exit 1; }
