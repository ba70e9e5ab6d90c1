// Proves the build-time adapter choice: a self-hosted build holds no Firebase SDK, a Firebase
// build holds no self-hosted adapter, and a Firebase build's first visit to Home loads no Firebase
// SDK at all (auth, Firestore and Storage are lazy chunks) and stays within the Home budget.
// Usage: node scripts/check-backend-bundle.mjs <self-hosted dist> <firebase dist>
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
// The same Home budget as the self-hosted build's (scripts/size.mjs).
import { HOME_BUDGET_BYTES } from './home-budget.mjs';

const [selfHostedDist = 'dist', firebaseDist = 'dist-firebase'] = process.argv.slice(2);
const HOME_PAGE = 'src/features/home/home-page.tsx';

/** Strings only the Firebase SDK (and its lazy parts) contain. */
const FIREBASE_MARKERS = ['@firebase/app', 'identitytoolkit.googleapis.com'];
const FIRESTORE_MARKER = 'firestore.googleapis.com';
const STORAGE_MARKER = 'firebasestorage.googleapis.com';
/** Strings only the self-hosted HTTP adapter contains. */
const HTTP_MARKERS = ['/api/stories', '/api/session'];

function scripts(dist) {
  const dir = join(dist, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
}

function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest: did the build run?`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const failures = [];
const holding = (files, marker) => files.filter((f) => f.text.includes(marker)).map((f) => f.file);

const selfHosted = scripts(selfHostedDist);
for (const marker of FIREBASE_MARKERS) {
  const found = holding(selfHosted, marker);
  if (found.length)
    failures.push(`${selfHostedDist}: Firebase SDK (${marker}) in ${found.join(', ')}`);
}
if (holding(selfHosted, HTTP_MARKERS[0]).length === 0) {
  failures.push(`${selfHostedDist}: the self-hosted adapter is missing; is this the right build?`);
}

const firebase = scripts(firebaseDist);
for (const marker of HTTP_MARKERS) {
  const found = holding(firebase, marker);
  if (found.length)
    failures.push(`${firebaseDist}: self-hosted adapter (${marker}) in ${found.join(', ')}`);
}
if (holding(firebase, FIREBASE_MARKERS[0]).length === 0) {
  failures.push(`${firebaseDist}: no Firebase SDK; was it built with VITE_BACKEND=firebase?`);
}

const manifest = JSON.parse(readFileSync(join(firebaseDist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstVisit = new Set([
  ...staticClosure(manifest, entryKey),
  ...staticClosure(manifest, HOME_PAGE),
]);
const firstVisitFiles = firebase.filter((f) => firstVisit.has(f.file));
for (const marker of [...FIREBASE_MARKERS, FIRESTORE_MARKER, STORAGE_MARKER]) {
  const eager = holding(firstVisitFiles, marker);
  if (eager.length)
    failures.push(`${firebaseDist}: ${marker} loads on the first visit (${eager.join(', ')})`);
}
const gzip = firstVisitFiles.reduce((total, f) => total + gzipSync(f.text, { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Firebase build, Home first visit: ${kb(gzip)} gzip of ${kb(HOME_BUDGET_BYTES)} (SDK chunks load after)`,
);
if (gzip > HOME_BUDGET_BYTES) failures.push(`${firebaseDist}: Home loads ${kb(gzip)}, over budget`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('Adapter bundles: each build holds only its own adapter and SDK.');
