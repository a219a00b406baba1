#!/usr/bin/env bash
# Prepares this machine for Hivemind: makes sure PostgreSQL and Redis run, that the pgvector
# extension is available (built from Debian's source package when it is missing, see
# ARCHITECTURE.md), and optionally installs Debian's Chromium for the browser tests.
# Safe to run again: every step checks before it acts.
#   scripts/setup-system.sh            services + pgvector
#   scripts/setup-system.sh --browser  also chromium
# Where the Docker CLI has no Compose plugin, it also puts Debian trixie's into Docker's plugin folder,
# so tests/deploy can check docker-compose.yml with `docker compose config` (no engine needed).
set -euo pipefail
want_browser=0
for a in "$@"; do [ "$a" = "--browser" ] && want_browser=1; done
log() { printf '[setup] %s\n' "$*"; }
SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
apt_updated=0
apt_install() {
  if [ $apt_updated = 0 ]; then $SUDO apt-get update -qq >/dev/null; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
pg_start() {
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    log "starting PostgreSQL"
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
}
PSQL="psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt"

command -v pg_ctlcluster >/dev/null || { log "PostgreSQL is not installed; installing"; apt_install postgresql; }
pg_start
if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  command -v redis-server >/dev/null || { log "Redis is not installed; installing"; apt_install redis-server; }
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 20); do redis-cli ping >/dev/null 2>&1 && break; sleep 0.5; done
fi

if [ -z "$($PSQL -c "select 1 from pg_available_extensions where name='vector'")" ]; then
  pgver=$($PSQL -c "show server_version_num" | cut -c1-2)
  log "pgvector missing: building it from Debian's source package for PostgreSQL $pgver"
  src=/etc/apt/sources.list.d/hivemind-trixie-src.list
  [ -f "$src" ] || echo "deb-src http://deb.debian.org/debian trixie main" | $SUDO tee "$src" >/dev/null
  apt_updated=0
  apt_install "postgresql-server-dev-$pgver" build-essential dpkg-dev
  work=$(mktemp -d)
  (cd "$work" && apt-get source -qq pgvector >/dev/null 2>&1 && cd pgvector-*/ && make -s PG_CONFIG="/usr/lib/postgresql/$pgver/bin/pg_config" >/dev/null && $SUDO make -s install PG_CONFIG="/usr/lib/postgresql/$pgver/bin/pg_config" >/dev/null)
  rm -rf "$work"
  # installing the server-dev package may have upgraded PostgreSQL under the running server
  log "restarting PostgreSQL"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main restart
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
$PSQL -c "select 'pgvector '||default_version from pg_available_extensions where name='vector'" | sed 's/^/[setup] /'

if [ $want_browser = 1 ] && [ ! -x /usr/bin/chromium ]; then
  log "installing Debian's chromium"
  apt_install chromium fonts-dejavu-core
fi
# Debian bookworm only has Compose v1, which predates the Compose Specification (it refuses the file's
# top-level `name`). Trixie's v2 package is fetched with an apt configuration of its own (the machine's
# sources and pins stay as they are; apt still checks the archive's signature), and only its plugin
# binary is unpacked. Best effort: without it the compose check is skipped and says so.
if command -v docker >/dev/null && ! docker compose version >/dev/null 2>&1; then
  log "installing the Docker Compose plugin (Debian trixie's docker-compose package)"
  work=$(mktemp -d)
  mkdir -p "$work/lists/partial" "$work/archives/partial"
  echo "deb http://deb.debian.org/debian trixie main" >"$work/sources.list"
  apt_trixie() {
    apt-get -qq -o Dir::Etc::SourceList="$work/sources.list" -o Dir::Etc::SourceParts=/dev/null \
      -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null \
      -o Dir::State::Lists="$work/lists" -o Dir::Cache::Archives="$work/archives" -o Dir::Cache="$work" "$@"
  }
  if (cd "$work" && apt_trixie update >/dev/null 2>&1 && apt_trixie download docker-compose >/dev/null 2>&1 &&
    dpkg-deb -x docker-compose_*.deb root) &&
    $SUDO install -D -m 0755 "$work/root/usr/libexec/docker/cli-plugins/docker-compose" \
      /usr/local/lib/docker/cli-plugins/docker-compose; then
    log "$(docker compose version)"
  else
    log "could not install the Compose plugin: docker compose config will be skipped"
  fi
  rm -rf "$work"
fi
log "ready"
