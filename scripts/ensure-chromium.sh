#!/usr/bin/env bash
# Finds Debian's Chromium for the browser tests, installing it when we may; never downloads a browser.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Missing: Chromium for the browser tests (apt-get install chromium, or set CHROME_PATH)." >&2
exit 1
