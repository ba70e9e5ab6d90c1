#!/usr/bin/env bash
# The two Netlify functions in Netlify's own runtime (`netlify functions:serve`, called over
# HTTP) and `netlify build` from netlify.toml, all offline (tests/netlify). The CLI runs with
# CI=true (no prompts, no telemetry, no error reports), in scratch copies of the site in the
# temp folder, so its `.netlify/` state never lands in the working tree.
#   NETLIFY_FULL_BUILD=1  also runs the site build command itself (about a minute more)
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run --config tests/netlify/vitest.netlify.config.ts
if [ "${NETLIFY_FULL_BUILD:-}" != 1 ]; then
  build_command="$(sed -nE 's/^[[:space:]]*command[[:space:]]*=[[:space:]]*"(.*)"[[:space:]]*$/\1/p' \
    netlify.toml | head -n1)"
  echo "Netlify build: the site build command ($build_command) not run: the test command's typecheck and Firebase build cover it, and it would add about a minute (NETLIFY_FULL_BUILD=1 runs it)."
fi
