#!/usr/bin/env bash
# Makes sure the local Postgres (127.0.0.1:5432) and Redis (127.0.0.1:6379) the tests and
# `npm start` use are answering, starting (or, on a bare machine, installing) them if not.
# See TOOLING.md: on this machine kind both are Debian packages, not auto-started by apt.
set -uo pipefail
log() { printf '[services] %s\n' "$*"; }
SUDO=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"

pg_up() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

if ! command -v pg_ctlcluster >/dev/null || ! command -v redis-server >/dev/null; then
  log "installing postgresql and redis-server from Debian packages"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql redis-server >/dev/null
fi

if ! pg_up; then
  log "starting PostgreSQL"
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)"
  if [ -n "$version" ]; then
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  fi
  for _ in $(seq 1 30); do pg_up && break; sleep 0.5; done
fi
if ! redis_up; then
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log 2>/dev/null \
    || redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 30); do redis_up && break; sleep 0.2; done
fi

ok=0
if pg_up; then log "PostgreSQL answers on 127.0.0.1:5432"; else log "PostgreSQL is NOT answering"; ok=1; fi
if redis_up; then log "Redis answers on 127.0.0.1:6379"; else log "Redis is NOT answering"; ok=1; fi
exit $ok
