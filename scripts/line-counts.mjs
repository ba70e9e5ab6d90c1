// Non-blank lines of product code and of tests, as issue 35 counts them ("test lines at most
// product lines"): tracked .ts/.tsx/.mjs/.js/.rules files, catalogues and builds left out. A test
// is a *.test.* / *.spec.* / *-test.ts file or anything under tests/, a testing/ folder or bench/.
// Usage: node scripts/line-counts.mjs [--by-folder]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CODE = /\.(ts|tsx|mjs|js|rules)$/;
const LEFT_OUT = /^(src\/locales|dist)/;
const TEST = /(\.test\.|\.spec\.|-test\.ts$|^tests\/|\/testing\/|^bench\/)/;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file) && !LEFT_OUT.test(file));

const totals = { product: 0, test: 0 };
const byFolder = new Map();
for (const file of files) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length;
  const kind = TEST.test(file) ? 'test' : 'product';
  totals[kind] += lines;
  const folder = `${kind} ${file.split('/').slice(0, 2).join('/')}`;
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + lines);
}

if (process.argv.includes('--by-folder')) {
  for (const [folder, lines] of [...byFolder].sort((a, b) => b[1] - a[1])) {
    console.log(`${String(lines).padStart(7)}  ${folder}`);
  }
}
const ratio = (totals.test / totals.product).toFixed(2);
console.log(`product ${totals.product}, tests ${totals.test} (${ratio} of product)`);
