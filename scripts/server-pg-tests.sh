#!/usr/bin/env bash
# Runs the server tests again against a real PostgreSQL when one answers; says so when it skips.
set -euo pipefail
URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if ! pnpm --filter @lotusplay/server exec node scripts/pg-ping.mjs "$URL"; then
  echo "⚠ SKIPPED: no PostgreSQL answers at $URL — the server tests ran on PGlite only."
  exit 0
fi
TEST_DATABASE_URL="$URL" pnpm --filter @lotusplay/server test
