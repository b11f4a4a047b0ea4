#!/usr/bin/env bash
# `npm start`: pinned toolchain, workspace install, build, then the platform server on the
# embedded database serving the built web app from the same origin.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
install_workspace
pnpm exec turbo run build --filter=@lotusplay/web --filter=@lotusplay/server --output-logs=errors-only
exec pnpm --filter @lotusplay/server start
