#!/usr/bin/env bash
# The catalogue check: every catalogue is what extraction from the code gives (nothing stale,
# nothing new left uncommitted), and every language has every message, with the same
# placeholders as the English (scripts/check-catalogues.mjs). Run by the test command.
set -euo pipefail
cd "$(dirname "$0")/.."
npx lingui extract --clean > /dev/null
if ! git diff --exit-code --stat -- src/locales || [ -n "$(git status --porcelain -- src/locales)" ]; then
  echo "The catalogues in src/locales differ from the code: run npm run i18n:extract and commit them." >&2
  git status --short -- src/locales >&2
  exit 1
fi
node scripts/check-catalogues.mjs
# The pseudo-locales (gitignored) for the browser checks and development.
node scripts/i18n-pseudo.mjs > /dev/null
