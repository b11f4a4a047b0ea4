#!/usr/bin/env bash
# Runs the server tests again against a real PostgreSQL. Under CI a PostgreSQL must answer: any
# failure to reach it fails the run. Elsewhere only "nothing listens" may skip this leg, and it
# says so; wrong credentials, a missing database or a time-out fail with pg-ping's message.
set -euo pipefail
# shellcheck source=scripts/postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/postgres.sh"
require_postgres "the server tests"
TEST_DATABASE_URL="$PG_URL" pnpm --filter @lotusplay/server test
