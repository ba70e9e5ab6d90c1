// Home's first-visit script budget, gzip level 9, for the self-hosted build (scripts/size.mjs)
// and the Firebase build (scripts/check-backend-bundle.mjs). Measured plus 0.5 KB. Issue 35's
// data layer (SWR) took Hindi Home from 111.1 to 118.4 KB; it is 114.0 KB since the entry's code
// is one chunk (scripts/vite-shell-chunk.ts), React Router's and useSyncExternalStore's
// production code ship (vite.config.ts) and the newsletter box's checks load as she reaches it.
// Issue 35 asks for 111.5 KB again and issue 38 for 100 KB, counted in Chromium
// (bench/fetched-script-bytes.ts), by deferring what Home does not need (next: the HTTP adapter,
// about 4 KB, loaded with every page).
export const HOME_BUDGET_BYTES = 114.5 * 1024;
