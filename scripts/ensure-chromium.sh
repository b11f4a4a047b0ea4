#!/usr/bin/env bash
# Debian's Chromium for Playwright; never a downloaded browser. Two packages of one build:
# - chromium-headless-shell: what the Playwright suites run (e2e/chromium.ts). Chromium's own
#   headless build (Blink, V8 and the network stack of the browser, without the browser's UI
#   layer), the build Playwright itself runs headless tests in. Measured on the two-core machine
#   (2026-11-28, 26 specs on two workers): 75 CPU-s against 97 with the full browser headless.
# - chromium: the full browser, for Lighthouse and the lobby benchmark (bench/), which measure
#   what a visitor's browser does.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "› installing Debian's ${missing[*]} (once)"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
