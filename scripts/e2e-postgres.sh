#!/usr/bin/env bash
# The account flows in Chromium alone, with the platform servers on a real PostgreSQL (a database
# of each worker's, a copy of the run's template, dropped afterwards): the `postgres` project of
# the Playwright suite, which `npm test` runs together with the others (scripts/e2e.sh). Same skip
# rule as the server tests on PostgreSQL: under CI it always runs.
set -euo pipefail
# shellcheck source=scripts/postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/postgres.sh"
require_postgres "the end-to-end account flows"
cd "$PG_ROOT/e2e"
E2E_POSTGRES_URL="$PG_URL" pnpm exec playwright test --project=postgres "$@"
