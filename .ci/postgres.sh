# Starts a throwaway PostgreSQL as the postgres user (initdb refuses root) and
# exports PG_URL. Installs the Debian package when the binaries are missing.
find_pg_bin() {
  local dir
  for dir in /usr/local/bin /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

start_postgres() {
  PG_BIN=$(find_pg_bin || true)
  if [ -z "$PG_BIN" ]; then
    apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
    PG_BIN=$(find_pg_bin)
  fi
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  PG_DIR=$(mktemp -d /tmp/vitrine-pg.XXXXXX)
  chown postgres "$PG_DIR"
  PG_PORT=${PG_PORT:-55432}
  su postgres -s /bin/sh -c "cd / && $PG_BIN/initdb -D $PG_DIR/data -U postgres --auth=trust >/dev/null"
  su postgres -s /bin/sh -c "cd / && $PG_BIN/pg_ctl -D $PG_DIR/data -o '-p $PG_PORT -k /tmp -c fsync=off' -l $PG_DIR/log -w start >/dev/null"
  export PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL ready at $PG_URL"
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] && su postgres -s /bin/sh -c "cd / && $PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop >/dev/null" || true
}
