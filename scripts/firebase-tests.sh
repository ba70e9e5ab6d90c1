#!/usr/bin/env bash
# Firebase test suites under `firebase emulators:exec` (demo project: nothing reaches Google).
#   auth      the adapter's auth flows on the Auth emulator (pure JavaScript: runs anywhere)
#   rules     firestore.rules and storage.rules, the full grid (Firestore + Storage emulators)
#   contract  the backend port contract against the Firebase adapter (all three emulators)
#   all       the three, under one start of the emulators (each start costs the JVMs' warm-up)
# Firebase's Firestore and Storage emulators need Java 21 and a jar they download on first use.
# Where those cannot be had, the Firestore half still runs on the Google Cloud CLI's Firestore
# emulator if it is installed (it is offline and runs on older Java), and the script prints one
# line for each part that did not run, saying why. Nothing here fails for a missing emulator.
set -euo pipefail
cd "$(dirname "$0")/.."
suite="${1:?usage: scripts/firebase-tests.sh auth|rules|contract|all}"
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true
# The admin SDK the suites drive the emulators with has no credential, so Google's auth library
# asks the cloud metadata address (169.254.169.254) whether it runs on Google Cloud: a request
# off this machine that the emulators never need. This tells it not to ask.
export METADATA_SERVER_DETECTION=none
# The emulators' JVMs live for a minute or two: the optimising compiler and parallel garbage
# collection they start cost more CPU than they save in that time (on 2 cores the suites took
# 131 CPU-seconds with the defaults, 86 with these).
export JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:--XX:TieredStopAtLevel=1 -XX:+UseSerialGC}"
vitest="npx vitest run --config tests/vitest.emulators.config.ts"

java_major() {
  # Not only the first line: a JVM announces JAVA_TOOL_OPTIONS (above) before its version.
  "$1" -version 2>&1 | sed -nE 's/.*version "([0-9]+)(\.[0-9]+)*.*/\1/p' | head -n1
}

# The first Java 21 or newer: on PATH, in JAVA_HOME, or among the JVMs installed side by side.
java21_dir() {
  local candidate major
  for candidate in "$(command -v java || true)" "${JAVA_HOME:+$JAVA_HOME/bin/java}" \
    /usr/lib/jvm/*/bin/java; do
    [ -n "$candidate" ] && [ -x "$candidate" ] || continue
    major="$(java_major "$candidate")"
    if [ "${major:-0}" -ge 21 ]; then
      dirname "$(readlink -f "$candidate")"
      return 0
    fi
  done
  return 1
}

# Firebase's own emulator jar for $1 (firestore or storage): cached, or downloaded now.
firebase_emulator_ready() {
  npx firebase setup:emulators:"$1" >/dev/null 2>&1
}

why_not=""
firebase_emulators=false
if dir="$(java21_dir)"; then
  export PATH="$dir:$PATH"
  if firebase_emulator_ready firestore && firebase_emulator_ready storage; then
    firebase_emulators=true
  else
    why_not="Firebase's emulator jars are not cached and could not be downloaded"
  fi
else
  why_not="they need Java 21 (none found)"
fi

run() {
  npx firebase emulators:exec --project demo-sahas --only "$1" "$2"
}

# The Google Cloud CLI's Firestore emulator on a free port, for as long as this script runs.
cloud_sdk_firestore() {
  command -v gcloud >/dev/null 2>&1 || return 1
  local root
  root="$(gcloud info --format='value(installation.sdk_root)' 2>/dev/null)" || return 1
  [ -f "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" ] || return 1
  local port
  port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  setsid gcloud emulators firestore start --host-port="127.0.0.1:$port" \
    >"${TMPDIR:-/tmp}/sahas-firestore-emulator.log" 2>&1 &
  local group=$!
  trap 'kill -- -'"$group"' 2>/dev/null || true' EXIT
  for _ in $(seq 1 120); do
    if curl -sf "http://127.0.0.1:$port" >/dev/null 2>&1; then
      export FIRESTORE_EMULATOR_HOST="127.0.0.1:$port"
      return 0
    fi
    sleep 0.5
  done
  echo "The Google Cloud CLI's Firestore emulator did not start (log: sahas-firestore-emulator.log)." >&2
  return 1
}

not_run() {
  echo "Firebase $1 not run: the Firestore and Storage emulators could not start ($why_not)."
}

storage_not_run() {
  echo "Firebase $1 not run: the Storage emulator could not start ($why_not); the Firestore part ran on the Google Cloud CLI's Firestore emulator."
}

case "$suite" in
  auth) run auth "$vitest tests/firebase/auth.emulator.test.ts" ;;
  rules)
    if $firebase_emulators; then
      run firestore,storage "$vitest tests/rules"
    elif cloud_sdk_firestore; then
      $vitest tests/rules/firestore-*.test.ts
      storage_not_run "storage rules tests (tests/rules/storage-*.test.ts: media and her notes)"
    else
      not_run "rules tests"
    fi
    ;;
  contract)
    if $firebase_emulators; then
      run auth,firestore,storage "$vitest tests/firebase/contract.emulator.test.ts"
    elif cloud_sdk_firestore; then
      # Without the Storage emulator the contract leaves its media cases out by itself.
      run auth "$vitest tests/firebase/contract.emulator.test.ts"
      storage_not_run "contract media cases"
    else
      not_run "contract tests"
    fi
    ;;
  all)
    if $firebase_emulators; then
      run auth,firestore,storage "$vitest tests/firebase tests/rules"
    elif cloud_sdk_firestore; then
      # The emulator hub does not know the Cloud CLI's Firestore, which the rules tests then
      # name as "not running" in a warning; they reach it by FIRESTORE_EMULATOR_HOST all the same.
      run auth "$vitest tests/firebase tests/rules/firestore-*.test.ts"
      storage_not_run "storage rules tests (tests/rules/storage-*.test.ts: media and her notes) and contract media cases"
    else
      run auth "$vitest tests/firebase/auth.emulator.test.ts"
      not_run "rules and contract tests"
    fi
    ;;
  *) echo "unknown suite: $suite" >&2; exit 2 ;;
esac
