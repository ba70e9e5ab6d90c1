// Fails when the built CSS reads a custom property it never defines. The browser drops such a
// declaration without a word (that is how every focus ring once vanished), and no DOM test sees it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const assets = 'dist/assets';
const files = readdirSync(assets).filter((name) => name.endsWith('.css'));
if (files.length === 0) {
  console.error('No CSS in dist/assets: run the build first.');
  process.exit(1);
}

let failed = false;
for (const file of files) {
  const css = readFileSync(join(assets, file), 'utf8');
  const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  for (const match of css.matchAll(/@property\s+(--[\w-]+)/g)) defined.add(match[1]);
  // A var() with a fallback is safe whatever happens to its variable.
  const readWithoutFallback = [...css.matchAll(/var\((--[\w-]+)\s*\)/g)].map((match) => match[1]);
  const undefinedNames = [...new Set(readWithoutFallback)].filter((name) => !defined.has(name));
  if (undefinedNames.length > 0) {
    failed = true;
    console.error(`${file} reads undefined custom properties: ${undefinedNames.join(', ')}`);
  }
}
if (failed) process.exit(1);
console.log(`CSS variables: every one read in ${files.length} stylesheet(s) is defined.`);
