// The first-visit script budgets, gzip level 9.
//
// What the browser fetches (issue 38): every script Chromium loads on a first visit until the
// network is idle, counted by bench/fetched-script-bytes.ts, which `npm run size`
// (scripts/size.mjs) runs as a gate, in English and in Hindi. The issue asks for 100 KB on Home
// and 110 KB on Stories and Resources; until that is reached each budget is the larger language's
// measure plus 0.5 KB, so nothing grows meanwhile (29 November 2026, after the carousel waited for
// its first turn and React Router's unused parts left: Home 112.2 KB in Hindi, from 130.9; Stories
// 134.4, Resources 138.5). The entry, 107 KB, is most of each: React DOM alone is about 60 KB.
export const FETCHED_SCRIPT_BUDGETS = {
  '/': 112.7 * 1024,
  '/stories': 134.9 * 1024,
  '/resources': 139.0 * 1024,
};

// Home's script in the Firebase build as Vite's manifest counts it (the entry and Home's chunk with
// their static imports): scripts/check-backend-bundle.mjs, which cannot run the self-hosted server
// the count above needs. Measured plus 0.5 KB: 110.8 KB (112.3 before React Router's unused parts
// left).
export const HOME_BUDGET_BYTES = 111.3 * 1024;
