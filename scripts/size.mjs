// Prints the gzip size of the JavaScript each route must load before it runs (Vite's manifest),
// fails when a route shares its chunk with another, then counts in Chromium what Home, Stories and
// Resources really fetch on a first visit, in every interface language (src/i18n/locales.ts), and
// fails when one is over its budget (bench/fetched-script-bytes.ts, scripts/home-budget.mjs). Run
// after a build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = process.env.SIZE_DIST ?? 'dist';
const PAGES = {
  '/': 'src/features/home/home-page.tsx',
  '/stories': 'src/features/stories/stories-page.tsx',
  '/share-story': 'src/features/share-story/share-story-page.tsx',
  '/edit-story/:id': 'src/features/edit-story/edit-story-page.tsx',
  '/resources': 'src/features/resources/resources-page.tsx',
  '/about': 'src/features/about/about-page.tsx',
  '/faqs': 'src/features/faqs/faqs-page.tsx',
  '/auth': 'src/features/auth/auth-page.tsx',
  '/admin': 'src/features/admin/admin-page.tsx',
  '/account': 'src/features/account/account-page.tsx',
  '/PrivacyPolicy': 'src/features/legal/privacy-policy-page.tsx',
  '/termsandconditions': 'src/features/legal/terms-page.tsx',
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** Every JS file a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest: did the build run?`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

console.log(`Entry (every route): ${kb(sum(entryFiles))} gzip`);
const pageFiles = new Map();
for (const [route, source] of Object.entries(PAGES)) {
  const files = new Set([...staticClosure(source), ...entryFiles]);
  const total = sum(files);
  pageFiles.set(route, manifest[source].file);
  console.log(`${route.padEnd(20)} ${kb(total).padStart(9)} gzip on a first visit`);
}

const failures = [];
const chunkOwners = new Map();
for (const [route, file] of pageFiles) {
  if (chunkOwners.has(file)) failures.push(`${route} shares ${file} with ${chunkOwners.get(file)}`);
  chunkOwners.set(file, route);
}
// Code a page uses only when she asks for it, in a chunk of its own that no page fetches first:
// the Suggest Tags keyword lists of every language, about 9 KB (load-tag-suggestion.ts).
const ON_DEMAND = ['src/domain/tag-suggestion.ts'];
for (const source of ON_DEMAND) {
  const chunk = manifest[source];
  if (!chunk?.isDynamicEntry) {
    failures.push(`${source} is not a chunk of its own, loaded on demand`);
    continue;
  }
  for (const [route, page] of Object.entries(PAGES)) {
    if (staticClosure(page).has(chunk.file)) failures.push(`${route} loads ${source} first`);
  }
}

// Home with its text in each language: the shell's and Home's catalogues (src/i18n/i18n.ts).
const locales = [
  ...new Set(
    Object.keys(manifest)
      // Real languages only: a build for the browser checks also holds the pseudo-locales.
      .map((key) => /^src\/locales\/([a-z]{2,3})\/shell\.po$/.exec(key)?.[1])
      .filter(Boolean),
  ),
];
if (locales.length === 0)
  failures.push('The manifest has no catalogue chunks (src/locales/*/shell.po)');
const homeFiles = new Set([...staticClosure(PAGES['/']), ...entryFiles]);
for (const locale of locales) {
  const files = new Set(homeFiles);
  for (const area of ['shell', 'home']) {
    const key = `src/locales/${locale}/${area}.po`;
    if (manifest[key]) staticClosure(key, files);
  }
  console.log(`Home in ${locale.padEnd(6)} ${kb(sum(files)).padStart(9)} gzip with its text`);
}

// What the browser fetches, against the budgets (a real server and Chromium: about 25 s).
if (failures.length === 0) {
  const fetched = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/fetched-script-bytes.ts', DIST, '--gate'],
    { stdio: 'inherit', env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json' } },
  );
  if (fetched.status !== 0) failures.push('A page fetches more script than its budget (above)');
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
