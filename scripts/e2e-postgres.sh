#!/usr/bin/env bash
# The account flows in Chromium again, with the platform server on a real PostgreSQL (a fresh
# database for the run, dropped afterwards) instead of the embedded PGlite. Same skip rule as the
# server tests on PostgreSQL: under CI it always runs.
set -euo pipefail
# shellcheck source=scripts/postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/postgres.sh"
require_postgres "the end-to-end account flows"
cd "$PG_ROOT/e2e"
E2E_POSTGRES_URL="$PG_URL" E2E_PORT="${E2E_PG_PORT:-8188}" \
  pnpm exec playwright test --project=desktop specs/auth- specs/session- "$@"
