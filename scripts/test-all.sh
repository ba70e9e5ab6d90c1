#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest: static checks, unit tests, build,
# bundle budget, then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-test-tools.sh

started=$SECONDS
# Each step says when it began, so a slow step shows in the log.
step() { printf '\n== %s (at %ds)\n' "$1" "$((SECONDS - started))"; }
# Waits for a step started in the background (its pid and log), prints its output, and stops
# the run with its exit code if it failed.
finish() {
  local name="$1" pid="$2" log="$3" status=0
  wait "$pid" || status=$?
  step "$name output"
  cat "$log"
  rm -f "$log"
  [ "$status" -eq 0 ] || exit "$status"
}
# Type-aware ESLint takes one core for about a minute and a half, longer than the type check
# beside it: it runs on through the catalogue check and the first unit tests instead of leaving
# the other core idle, and its output is printed once the unit tests are done.
lint_log="$(mktemp)"
step "lint and format (in the background) and typecheck"
npm run --silent lint >"$lint_log" 2>&1 &
lint=$!
npx tsc -b
step "catalogues (extracted, complete, placeholders kept) and pseudo-locales"
bash scripts/check-i18n.sh
# With TEST_DATABASE_URL (CI) the server's integration tests run on that PostgreSQL, the
# database a deployment grows into, with the `postgres` project (several servers on one
# database) and the `embedded` one (what the embedded database's engine could change, run again
# on it: vite.config.ts); without it, on the embedded one. Either way, the tests that start the
# real server as a process (faults, start-up, data folder) and the browser tests run it on the
# embedded default.
database="embedded PostgreSQL, as TEST_DATABASE_URL is not set: no two-server test"
[ -z "${TEST_DATABASE_URL:-}" ] || database="PostgreSQL"
step "unit and integration tests (server tests on $database)"
npx vitest run
finish "lint and format" "$lint" "$lint_log"
# The Firebase suites wait partly on their emulators' start-up: they run beside the steps below,
# and their output is printed once the browser tests are done.
firebase_log="$(mktemp)"
step "Firebase suites (Auth, Firestore and Storage emulators), in the background"
npm run --silent test:firebase >"$firebase_log" 2>&1 &
firebase=$!
# The budget counts what a visitor gets: a production build of its own, without the
# pseudo-locales' code, in a folder of its own (its renderer beside it, in $size_dist-render).
# A build keeps about two thirds of one core busy (16 CPU-seconds in 24 s alone), and the
# measurement then loads 18 pages in Chromium's headless build (53 CPU-seconds in 67 s alone; the
# full browser took 115 in 85). They run beside the steps below, and their output is printed
# before the browser tests start. Not beside those: run there (30 November) they saved the
# browser tests' 60 s wait but made them 100 s slower. Nor beside Vitest: the measurement's
# server rebuilds dist-server/, which the tests' servers start from.
budget_log="$(mktemp)"
size_dist="$(mktemp -d)"
step "bundle budget (production build and first visits in Chromium), in the background"
(
  npx vite build --outDir "$size_dist" --emptyOutDir --logLevel warn
  SIZE_DIST="$size_dist" node scripts/size.mjs
) >"$budget_log" 2>&1 &
budget=$!
# Netlify's own runtime beside them too (8 CPU-seconds in 10 s alone).
netlify_log="$(mktemp)"
step "Netlify functions in Netlify's own runtime (netlify-cli, offline), in the background"
npm run --silent test:netlify >"$netlify_log" 2>&1 &
netlify=$!
# With the pseudo-locales, which the browser tests switch to by the language cookie.
step "build";             VITE_PSEUDO_LOCALES=1 npx vite build --logLevel warn
step "CSS variables";     node scripts/check-css-variables.mjs
step "adapter bundles";   bash scripts/check-backend-bundles.sh
finish "Netlify functions" "$netlify" "$netlify_log"
finish "bundle budget" "$budget" "$budget_log"
rm -rf "$size_dist" "$size_dist-render"
step "browser tests (the Firebase suites finishing beside them)"
browser=0
npx playwright test || browser=$?
finish "Firebase suites'" "$firebase" "$firebase_log"
[ "$browser" -eq 0 ] || exit "$browser"
step "done"
