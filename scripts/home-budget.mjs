// The first-visit script budgets, gzip level 9.
//
// What the browser fetches (issue 38): every script Chromium loads on a first visit until the
// network is idle, counted by bench/fetched-script-bytes.ts, which `npm run size`
// (scripts/size.mjs) runs as a gate, in every interface language. The issue asks for 100 KB on
// Home and 110 KB on Stories and Resources; until that is reached each budget is the largest
// language's measure plus 0.5 KB, so nothing grows meanwhile (29 November 2026, after the NGO
// request form, an admin's Delete dialog, the data routers' rendering and, on Stories and
// Resources, the toasts' catalogue left the first visit, and the story lists stopped bringing
// every message's English: Home 109.9 KB in Telugu, from 112.2 in Hindi; Stories 121.7, from
// 133.9; Resources 119.3, from 138.4). The entry, 104.7 KB, is most of each: React DOM alone is
// 60.5 KB of it (bench/script-modules.ts gives the whole map).
export const FETCHED_SCRIPT_BUDGETS = {
  '/': 110.4 * 1024,
  '/stories': 122.2 * 1024,
  '/resources': 119.8 * 1024,
};

// Home's script in the Firebase build as Vite's manifest counts it (the entry and Home's chunk with
// their static imports): scripts/check-backend-bundle.mjs, which cannot run the self-hosted server
// the count above needs. Measured plus 0.5 KB: 108.7 KB (110.8 before the data routers' rendering
// left, 112.3 before React Router's other unused parts did).
export const HOME_BUDGET_BYTES = 109.2 * 1024;
