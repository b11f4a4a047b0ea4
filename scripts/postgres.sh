#!/usr/bin/env bash
# Sourced by the PostgreSQL legs of `npm test`. `require_postgres <what>` returns when the
# PostgreSQL at $PG_URL answers; when nothing listens there it skips the leg (exit 0, saying so)
# unless CI=true; any other failure (wrong credentials, missing database, time-out, a host that
# does not resolve) fails with pg-ping's message, everywhere.
PG_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PG_SHOWN="$(printf '%s' "$PG_URL" | sed -E 's#//([^:@/]+):[^@/]*@#//\1:***@#')"

# `postgres_available <what>`: like require_postgres, but answers 1 (having said so) where that one
# would skip the whole script, so that a script can run its other parts.
postgres_available() {
  local what="$1" status=0
  # Straight through node (not pnpm exec, which folds every exit code into 1).
  (cd "$PG_ROOT/apps/server" && node scripts/pg-ping.mjs "$PG_URL") || status=$?
  [ "$status" -eq 0 ] && return 0
  if [ "$status" -eq 3 ] && [ "${CI:-}" != "true" ]; then
    echo "⚠ SKIPPED: nothing listens at $PG_SHOWN — $what (CI never skips this)."
    return 1
  fi
  echo "✗ $what needs the PostgreSQL at $PG_SHOWN (see the message above)." >&2
  exit 1
}

require_postgres() {
  postgres_available "$1 (PGlite only this time)" || exit 0
}
