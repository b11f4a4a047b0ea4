#!/usr/bin/env bash
# Debian's Chromium for Playwright; never a downloaded browser.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "› installing Debian's chromium (once)"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
