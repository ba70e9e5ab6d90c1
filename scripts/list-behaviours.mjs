// The behaviours the tests cover, as issue 35 item 6 asks them listed: the port contract's cases,
// the rules' authorization grid (and the rules' edge cases beside it), and the browser journeys.
// Markdown on stdout, each list with its count, so a checkout before a change of the tests and one
// after can be compared (docs/behaviours.md). Reads the test files; the rules and the journeys are
// listed by their own runners (`vitest list`, `playwright test --list`), which expand the loops
// and tables but start no emulator, server or browser.
// Usage: node scripts/list-behaviours.mjs [--counts] [--before FOLDER]
//   --counts         only each list's count
//   --before FOLDER  also list a checkout of an earlier commit (`git worktree add FOLDER COMMIT`,
//                    with a node_modules link): its counts beside these, and what it had that
//                    this checkout has not (by name), which must be nothing
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const countsOnly = args.includes('--counts');
const beforeRoot = args.includes('--before') ? args[args.indexOf('--before') + 1] : undefined;

/** `describe(...)` and `test(...)` titles of one file, in order, as written (string literals). */
function titlesIn(source) {
  const call = /\b(describe|test)\(\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;
  return [...source.matchAll(call)].map(([, kind, , title]) => ({ kind, title }));
}

/** The port contract: each case under the block it is in (both adapters run every case). */
function contractCases(root) {
  const folder = join(root, 'src/testing');
  const files = readdirSync(folder).filter((name) => /^port-contract-.*\.ts$/.test(name));
  const cases = [];
  for (const file of files.sort()) {
    let block = '';
    for (const { kind, title } of titlesIn(readFileSync(join(folder, file), 'utf8'))) {
      if (kind === 'describe') block = title;
      else cases.push(`${block} › ${title}`);
    }
  }
  return cases;
}

/** Every rules test by its full name, from `vitest list` with the emulators' config. */
function rulesTests(root) {
  const json = execFileSync(
    'npx',
    ['vitest', 'list', '--config', 'tests/vitest.emulators.config.ts', 'tests/rules', '--json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(json).map(({ name }) => name);
}

// A grid cell names a collection (or Storage's story-media), a role and an operation, and says
// allowed or denied (firestore-grid.test.ts, storage-rules.test.ts).
const GRID_CELL = /^(firestore\.rules: role|storage\.rules > role)/;
const ROLE_OPERATION = / (visitor|user|author|admin) (get|list|create|update|delete) → /;

function gridCells(tests) {
  return tests.filter((name) => GRID_CELL.test(name) && ROLE_OPERATION.test(name));
}

/** A cell or case by its own title: the file's outer block says only which rules it tests. */
const shortName = (name) =>
  name
    .replace(/^firestore\.rules: role[^>]*> /, 'firestore › ')
    .replace(/^storage\.rules > role[^>]*> /, 'storage story-media › ')
    .replaceAll(' > ', ' › ');

/** Browser journeys: `project › title path`, without file positions (they move as files change). */
function journeys(root) {
  const listing = execFileSync('npx', ['playwright', 'test', '--list'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return listing
    .split('\n')
    .filter((line) => line.startsWith('  ['))
    .map((line) => line.trim().replace(/ › [^ ]+\.ts:\d+:\d+ › /, ' › '));
}

/** The four lists of the checkout at `root`, by heading. */
function listsOf(root) {
  const rules = rulesTests(root);
  const grid = gridCells(rules);
  return [
    ['Port contract cases (each runs on the HTTP and the Firebase adapter)', contractCases(root)],
    ['Rules grid cells (collection × role × operation)', grid.map(shortName)],
    [
      'Rules edge cases (beyond the grid)',
      rules.filter((name) => !grid.includes(name)).map(shortName),
    ],
    ['Browser journeys (Playwright, by project)', journeys(root)],
  ];
}

/** The commit a checkout is at, shortened. */
const commitOf = (root) =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

const lists = listsOf(process.cwd());
if (!countsOnly) {
  console.log('# Behaviours the tests cover\n');
  console.log(
    `What \`npm run behaviours\` lists at ${commitOf(process.cwd())}` +
      (beforeRoot ? `, and its counts at ${commitOf(beforeRoot)} beside them` : '') +
      ' (issue 35, item 6: none may be lost). Regenerate it with `npm run -s behaviours -- ' +
      '--before FOLDER > docs/behaviours.md` and `npx prettier --write docs/behaviours.md` in a ' +
      'clean checkout, FOLDER a checkout of the earlier commit with a link to node_modules.\n',
  );
}
if (beforeRoot) {
  const before = new Map(listsOf(beforeRoot));
  console.log('| List | Before | After | Before, not found after |');
  console.log('| --- | ---: | ---: | --- |');
  for (const [heading, items] of lists) {
    const earlier = before.get(heading) ?? [];
    const lost = earlier.filter((item) => !items.includes(item));
    const names = lost.length === 0 ? 'none' : lost.join('<br>');
    console.log(`| ${heading} | ${earlier.length} | ${items.length} | ${names} |`);
  }
  console.log('');
}
for (const [heading, items] of lists) {
  if (countsOnly) {
    console.log(`- ${heading}: ${items.length}`);
    continue;
  }
  console.log(`## ${heading}: ${items.length}\n`);
  for (const item of items) console.log(`- ${item}`);
  console.log('');
}
