#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the tests (Debian's server, installed when we may) and prints
# its URL; `scripts/postgres.sh stop DIR` stops it. Listens on loopback only.
set -euo pipefail
port="${PGTEST_PORT:-55432}"

if [ "${1:-}" = "stop" ]; then
  dir="$2"
  su postgres -c "/usr/lib/postgresql/*/bin/pg_ctl -D '$dir' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "Missing: PostgreSQL server (apt-get install postgresql)." >&2
    exit 1
  fi
fi

dir=$(mktemp -d /tmp/sahas-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
run() { if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else sh -c "$*"; fi; }
run "'$bin/initdb' -D '$dir' -U postgres -A trust --no-sync" >/dev/null
run "'$bin/pg_ctl' -D '$dir' -l '$dir/log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
run "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres sahas_test"
echo "$dir postgres://postgres@127.0.0.1:$port/sahas_test"
