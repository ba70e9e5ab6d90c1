#!/usr/bin/env bash
# Finds the Debian programs the tests use, installing them when we may; never downloads a browser.
# Chromium's headless build runs the browser tests (the full browser is the benchmarks', and the
# tests' when the headless one is missing); exiftool checks, as an independent reader, that
# uploads lose their metadata.
set -euo pipefail
missing=()
faster=()
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH ($CHROME_PATH) is not a program." >&2; exit 1; }
else
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/lib/chromium/chromium-headless-shell ] || faster+=(chromium-headless-shell)
fi
command -v exiftool >/dev/null 2>&1 || missing+=(libimage-exiftool-perl)
if [ ${#missing[@]} -eq 0 ] && [ ${#faster[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} ${faster[*]} for the tests..."
  apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" "${faster[@]}" >/dev/null
  exit 0
fi
if [ ${#missing[@]} -eq 0 ]; then
  echo "The browser tests run on the full Chromium, slower than its headless build (apt-get install chromium-headless-shell)."
  exit 0
fi
echo "Missing for the tests: ${missing[*]} (apt-get install ${missing[*]}; or set CHROME_PATH)." >&2
exit 1
