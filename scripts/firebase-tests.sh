#!/usr/bin/env bash
# Firebase test suites under `firebase emulators:exec` (demo project: nothing reaches Google).
#   auth      the adapter's auth flows on the Auth emulator (pure JavaScript: runs anywhere)
#   rules     firestore.rules and storage.rules, the full grid (Firestore + Storage emulators)
#   contract  the backend port contract against the Firebase adapter (all three emulators)
# The Firestore and Storage emulators need Java 21 and download their jar on first use; where
# Java 21 is missing, `rules` and `contract` print one line saying they did not run, and pass.
set -euo pipefail
cd "$(dirname "$0")/.."
suite="${1:?usage: scripts/firebase-tests.sh auth|rules|contract}"
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true

java_major() {
  command -v java >/dev/null 2>&1 || { echo 0; return; }
  java -version 2>&1 | sed -nE '1s/.*version "([0-9]+)(\.[0-9]+)*.*/\1/p' | head -n1
}

needs_java() {
  local found
  found="$(java_major)"
  if [ "${found:-0}" -lt 21 ]; then
    local what="found ${found}"
    [ "${found:-0}" -eq 0 ] && what="none found"
    echo "Firebase ${suite} tests not run: the Firestore and Storage emulators need Java 21 (${what})."
    exit 0
  fi
}

run() {
  npx firebase emulators:exec --project demo-sahas --only "$1" \
    "npx vitest run --config tests/vitest.emulators.config.ts $2"
}

case "$suite" in
  auth) run auth tests/firebase/auth.emulator.test.ts ;;
  rules) needs_java; run firestore,storage tests/rules ;;
  contract) needs_java; run auth,firestore,storage tests/firebase/contract.emulator.test.ts ;;
  *) echo "unknown suite: $suite" >&2; exit 2 ;;
esac
