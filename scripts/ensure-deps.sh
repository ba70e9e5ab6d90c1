#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null 2>&1; then
  echo "Missing: Node.js 20 or newer (https://nodejs.org) is needed." >&2
  exit 1
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
