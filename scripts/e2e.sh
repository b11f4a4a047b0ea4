#!/usr/bin/env bash
# The Playwright suite in Debian's Chromium: every worker runs the product on a server and a
# database of its own (e2e/fixtures.ts). When a PostgreSQL answers (under CI one must), the account
# flows run once more with the servers on it (the `postgres` project). Arguments go to Playwright.
set -euo pipefail
# shellcheck source=scripts/postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/postgres.sh"
bash "$PG_ROOT/scripts/ensure-chromium.sh"
if postgres_available "the account flows on PostgreSQL (the postgres project)"; then
  export E2E_POSTGRES_URL="$PG_URL"
fi
cd "$PG_ROOT/e2e"
pnpm exec playwright test "$@"
