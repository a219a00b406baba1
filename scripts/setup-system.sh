#!/usr/bin/env bash
# Prepares this machine for Hivemind: makes sure PostgreSQL and Redis run, that the pgvector
# extension is available (built from Debian's source package when it is missing, see
# ARCHITECTURE.md), and optionally installs Debian's Chromium for the browser tests.
# Safe to run again: every step checks before it acts.
#   scripts/setup-system.sh            services + pgvector
#   scripts/setup-system.sh --browser  also chromium
#   scripts/setup-system.sh --deploy-tools  also Docker Compose and kubectl for tests/deploy (from
#                                       Debian trixie's packages where missing, see below)
set -euo pipefail
want_browser=0
want_deploy_tools=0
for a in "$@"; do
  [ "$a" = "--browser" ] && want_browser=1
  [ "$a" = "--deploy-tools" ] && want_deploy_tools=1
done
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
# Tools the deployment checks (tests/deploy) run, with --deploy-tools (.ci/run, and `npm test` when it
# runs the unit suite): Compose's own parser for docker-compose.yml (`docker compose config`, no engine
# needed) and kubectl's kustomize for k8s/. Bookworm has neither in a usable version (Compose v1
# predates the Compose Specification and refuses the file's top-level `name`; its kubectl 1.20 embeds
# kustomize 2, which knows neither `labels` nor `patches`), and only the npm registry and Debian's
# archive are reachable here, so both come from Debian trixie's packages: fetched with an apt
# configuration of their own (the machine's sources and pins stay as they are; apt still checks the
# archive's signature), and only their binaries unpacked into /usr/local. In CI a tool still missing
# afterwards fails its tests (tests/deploy); elsewhere those tests are skipped and say so.
trixie_binary() { # <package> <path inside the package> <destination>
  local work ok=1
  work=$(mktemp -d)
  mkdir -p "$work/lists/partial" "$work/archives/partial"
  : >"$work/status"
  echo "deb http://deb.debian.org/debian trixie main" >"$work/sources.list"
  # An empty dpkg status of its own: a package of the same name installed from elsewhere (the Google
  # Cloud SDK's kubectl) would otherwise make apt look for that version in trixie.
  apt_trixie() {
    apt-get -qq -o Dir::Etc::SourceList="$work/sources.list" -o Dir::Etc::SourceParts=/dev/null \
      -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null \
      -o Dir::State::Lists="$work/lists" -o Dir::State::status="$work/status" \
      -o Dir::Cache::Archives="$work/archives" -o Dir::Cache="$work" "$@"
  }
  (cd "$work" && apt_trixie update >/dev/null 2>&1 && apt_trixie download "$1" >/dev/null 2>&1 &&
    dpkg-deb -x "$1"_*.deb root) &&
    $SUDO install -D -m 0755 "$work/root/$2" "$3" || ok=0
  rm -rf "$work"
  [ $ok = 1 ]
}
if [ $want_deploy_tools = 1 ]; then
  if ! { docker compose version >/dev/null 2>&1 || docker-compose version >/dev/null 2>&1; }; then
    # Docker's plugin folder when the Docker CLI is there, a standalone docker-compose otherwise.
    dest=/usr/local/bin/docker-compose
    command -v docker >/dev/null && dest=/usr/local/lib/docker/cli-plugins/docker-compose
    log "installing Docker Compose (Debian trixie's docker-compose package) as $dest"
    if trixie_binary docker-compose usr/libexec/docker/cli-plugins/docker-compose "$dest"; then
      log "$( (docker compose version || docker-compose version) 2>/dev/null | head -1)"
    else
      log "could not install Docker Compose: tests/deploy's compose check cannot run"
    fi
  fi
  if ! kubectl kustomize --help >/dev/null 2>&1; then
    log "installing kubectl (Debian trixie's kubectl package) as /usr/local/bin/kubectl"
    if trixie_binary kubectl usr/bin/kubectl /usr/local/bin/kubectl; then
      log "$(kubectl version --client 2>/dev/null | tr '\n' ' ')"
    else
      log "could not install kubectl: tests/deploy's kustomize check cannot run"
    fi
  fi
fi
log "ready"
