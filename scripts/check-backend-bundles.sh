#!/usr/bin/env bash
# Builds the Firebase variant beside the self-hosted build in dist/ (built first if missing) and
# checks that each holds only its own adapter, and that Firebase's Home stays in budget.
# The Firebase values are a demo project's: the bundle is inspected, never deployed.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/.vite/manifest.json ] || npx vite build --logLevel warn
VITE_BACKEND=firebase \
VITE_FIREBASE_API_KEY=demo-api-key \
VITE_FIREBASE_AUTH_DOMAIN=demo-sahas.firebaseapp.com \
VITE_FIREBASE_PROJECT_ID=demo-sahas \
VITE_FIREBASE_STORAGE_BUCKET=demo-sahas.appspot.com \
VITE_FIREBASE_APP_ID=1:000000000000:web:demo \
  npx vite build --outDir dist-firebase --emptyOutDir --logLevel warn
node scripts/check-backend-bundle.mjs dist dist-firebase
