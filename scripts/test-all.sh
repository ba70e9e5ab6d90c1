#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest: static checks, unit tests, build,
# bundle budget, then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh

step() { printf '\n== %s\n' "$1"; }
step "lint and format";   npm run --silent lint
step "typecheck";         npx tsc -b
step "unit tests";        npx vitest run
step "build";             npx vite build --logLevel warn
step "bundle budget";     node scripts/size.mjs
step "browser tests";     npx playwright test
