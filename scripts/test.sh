#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, failing on the first red step.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
started=$SECONDS
step() { printf '\n━━ %s (%ss)\n' "$1" "$((SECONDS - started))"; }

step "install"
install_workspace

step "format"
pnpm exec prettier --check . --log-level warn

step "lint, type-check, build, unit and component tests, package checks, Storybook build"
pnpm exec turbo run lint typecheck build test test:build build-storybook --concurrency=4 --output-logs=errors-only

step "bundle budget (home route initial JS ≤ 150 KB gzip)"
node apps/web/scripts/bench-bundle.mjs

step "bytes on the wire (home route initial JS ≤ 150 KB brotli, as the server sends it)"
node apps/web/scripts/bench-wire.mjs

step "server tests on PostgreSQL"
bash scripts/server-pg-tests.sh

step "end-to-end tests in Chromium"
bash scripts/ensure-chromium.sh
pnpm --filter @lotusplay/e2e e2e

step "release check: publish to a throw-away registry, build apps/web from it, @smoke specs"
node scripts/release-check.mjs

step "end-to-end account flows with the server on PostgreSQL"
bash scripts/e2e-postgres.sh

step "Firebase phone sign-in against the Auth emulator, in Chromium"
bash scripts/firebase-emulator-e2e.sh

step "done in $((SECONDS - started))s"
