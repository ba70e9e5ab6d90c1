// The first-visit script budgets, gzip level 9.
//
// What the browser fetches (issue 38): every script Chromium loads on a first visit until the
// network is idle, counted by bench/fetched-script-bytes.ts, which `npm run size`
// (scripts/size.mjs) runs as a gate, in every interface language: 100 KB on Home and 110 KB on
// Stories and Resources, as the issue asks. Measured on 29 November 2026, once React 18 took
// React 19's place (docs/architecture.md says why): Home 87.8 KB in Telugu, Stories 99.5,
// Resources 97.2 in Hindi; the entry, 82.5 KB, is most of each (bench/script-modules.ts gives
// the whole map).
export const FETCHED_SCRIPT_BUDGETS = {
  '/': 100 * 1024,
  '/stories': 110 * 1024,
  '/resources': 110 * 1024,
};

// Home's script in the Firebase build as Vite's manifest counts it (the entry and Home's chunk with
// their static imports): scripts/check-backend-bundle.mjs, which cannot run the self-hosted server
// the count above needs. Held to Home's 100 KB as well: 86.5 KB with React 18 (108.7 with React
// 19).
export const HOME_BUDGET_BYTES = 100 * 1024;
