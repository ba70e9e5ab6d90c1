#!/usr/bin/env bash
# Finds the Debian programs the tests use, installing them when we may; never downloads a browser.
# Chromium runs the browser tests; exiftool checks, as an independent reader, that uploads lose
# their metadata.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chrome" ] || missing+=(chromium)
command -v exiftool >/dev/null 2>&1 || missing+=(libimage-exiftool-perl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the tests: ${missing[*]} (apt-get install ${missing[*]}; or set CHROME_PATH)." >&2
exit 1
