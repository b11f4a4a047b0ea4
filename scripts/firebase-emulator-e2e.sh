#!/usr/bin/env bash
# Firebase phone sign-in in Chromium against the Firebase Auth emulator (offline, no Java needed:
# the Auth emulator is plain Node inside firebase-tools). `emulators:exec` starts the emulator,
# runs Playwright and stops the emulator whatever the outcome; the exit code is Playwright's.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/toolchain.sh
source "$ROOT/scripts/toolchain.sh"

PROJECT="${FIREBASE_E2E_PROJECT:-demo-lotusplay}"
export FIREBASE_E2E_PROJECT="$PROJECT"
# The run must work offline: no update check against the npm registry, and CI set so the CLI
# skips its message-of-the-day fetch (offline it would only print a warning).
export NO_UPDATE_NOTIFIER=1 CI="${CI:-1}"
# Its config (and any login) stays out of the user's home.
CONFIG_HOME="$(mktemp -d)"
trap 'rm -rf "$CONFIG_HOME"' EXIT
export XDG_CONFIG_HOME="$CONFIG_HOME"

cd "$ROOT/e2e"
start=$(date +%s)
pnpm exec firebase emulators:exec \
  --non-interactive \
  --config firebase/firebase.json \
  --only auth \
  --project "$PROJECT" \
  "playwright test --config firebase/playwright.config.ts $*"
echo "› firebase emulator e2e finished in $(($(date +%s) - start)) s"
