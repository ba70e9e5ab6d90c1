// Which modules the script of a first visit is made of: loads Home, Stories and Resources in
// Chromium as bench/fetched-script-bytes.ts does, and splits every fetched script into the source
// modules its source map names. Each module's weight is what leaving it out would save: the
// script's gzip level 9 size less the size of the script without that module's code (gzip is not
// additive, so the weights of one script add up to a little less than its size; the rest is
// printed as "shared"). Needs a build with source maps, which production never ships:
//   npx vite build --sourcemap --outDir dist-modules --logLevel warn
//   TSX_TSCONFIG_PATH=tsconfig.server.json npx tsx bench/script-modules.ts [dist-modules]
//     [--top=25] [--language=en]
import { readFile } from 'node:fs/promises';
import { join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SOURCE_LOCALE } from '../src/i18n/locales';
import { FETCHED_SCRIPT_BUDGETS } from '../scripts/home-budget.mjs';
import { freePort } from '../server/testing/server-process';
import { option, positional } from './command-line';
import { firstVisitScripts } from './first-visit-scripts';
import { SMALL, startSeededServer } from './seeded-server';
import { launchMeasuredBrowser } from './measured-browser';

const staticDir = positional[0] ?? 'dist-modules';
const top = Number(option('top') ?? 25);
const language = option('language') ?? SOURCE_LOCALE;
/** Code the source map gives no module (the bundler's own glue). */
const UNMAPPED = '(unmapped)';

interface ModuleWeight {
  module: string;
  script: string;
  /** Its code's length in the script, minified, before compression. */
  rawBytes: number;
  /** What the script's gzip size would lose without it. */
  gzipBytes: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One line of a source map's mappings: each segment's fields, relative as the format writes them. */
function decodeLine(line: string): number[][] {
  const segments: number[][] = [];
  for (const text of line.split(',')) {
    if (text === '') continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of text) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    segments.push(fields);
  }
  return segments;
}

/** Each source's pieces of the generated code, as [start, end) offsets into it. */
function rangesBySource(code: string, map: { sources: string[]; mappings: string }) {
  const ranges = new Map<number, [number, number][]>();
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let lineStart = 0;
  let source = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const segments = decodeLine(mappingLines[index] ?? '');
    let column = 0;
    // Segments run from their column to the next one's, the last to the end of the line.
    const starts: { column: number; source: number | null }[] = [];
    for (const fields of segments) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      starts.push({ column, source: fields.length >= 4 ? source : null });
    }
    let covered = 0;
    for (let at = 0; at < starts.length; at++) {
      const start = starts[at];
      if (!start) continue;
      const end = starts[at + 1]?.column ?? line.length;
      const owner = start.source ?? -1;
      if (start.column > covered) push(ranges, -1, lineStart + covered, lineStart + start.column);
      push(ranges, owner, lineStart + start.column, lineStart + end);
      covered = end;
    }
    if (covered < line.length) push(ranges, -1, lineStart + covered, lineStart + line.length);
    lineStart += line.length + 1;
  }
  return ranges;
}

function push(ranges: Map<number, [number, number][]>, key: number, start: number, end: number) {
  if (end <= start) return;
  const list = ranges.get(key) ?? [];
  const last = list.at(-1);
  if (last && last[1] === start) last[1] = end;
  else list.push([start, end]);
  ranges.set(key, list);
}

function without(code: string, cut: [number, number][]): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of cut) {
    kept += code.slice(from, start);
    from = end;
  }
  return kept + code.slice(from);
}

const gzipSize = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** A source map's path for a module, as the repository names it (node_modules/... or src/...). */
function moduleName(mapFile: string, source: string): string {
  const path = relative(process.cwd(), normalize(join(mapFile, '..', source)));
  return path.replace(/^.*node_modules[\\/]/, 'node_modules/');
}

const weightsCache = new Map<string, Promise<ModuleWeight[]>>();

/** The modules of one built script and what each costs it. */
function weightsOf(script: string): Promise<ModuleWeight[]> {
  const cached = weightsCache.get(script);
  if (cached) return cached;
  const computed = (async () => {
    const file = join(staticDir, script);
    const code = await readFile(file, 'utf8');
    let map: { sources: string[]; mappings: string };
    try {
      map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as typeof map;
    } catch {
      return [{ module: UNMAPPED, script, rawBytes: code.length, gzipBytes: gzipSize(code) }];
    }
    const whole = gzipSize(code);
    return [...rangesBySource(code, map)].map(([source, ranges]) => ({
      module: source < 0 ? UNMAPPED : moduleName(file, map.sources[source] ?? '?'),
      script,
      rawBytes: ranges.reduce((sum, [start, end]) => sum + end - start, 0),
      gzipBytes: whole - gzipSize(without(code, ranges)),
    }));
  })();
  weightsCache.set(script, computed);
  return computed;
}

/** node_modules/react-dom/... → react-dom; src/app/layout/x.tsx → src/app/layout. */
function packageOf(module: string): string {
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inPackage?.[1]) return inPackage[1];
  return module.split('/').slice(0, -1).join('/') || module;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const server = await startSeededServer(SMALL, { staticDir, port: await freePort() });
const measured = await launchMeasuredBrowser();
const { browser } = measured;
try {
  for (const path of Object.keys(FETCHED_SCRIPT_BUDGETS)) {
    const scripts = await firstVisitScripts(browser, `${server.url}${path}`, language);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const weights = (await Promise.all(scripts.map((script) => weightsOf(script.path)))).flat();
    const attributed = weights.reduce((sum, weight) => sum + weight.gzipBytes, 0);
    console.log(`\n${path} in ${language}: ${kb(total)} in ${scripts.length} scripts`);
    console.log(`  top ${top} modules (gzip saved without it, minified bytes, script):`);
    for (const weight of [...weights].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, top)) {
      console.log(
        `  ${kb(weight.gzipBytes).padStart(10)} ${String(weight.rawBytes).padStart(7)}  ${weight.module}  (${weight.script})`,
      );
    }
    const byPackage = new Map<string, number>();
    for (const weight of weights) {
      const name = packageOf(weight.module);
      byPackage.set(name, (byPackage.get(name) ?? 0) + weight.gzipBytes);
    }
    console.log('  by package or folder:');
    for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
    }
    console.log(
      `  ${kb(total - attributed).padStart(10)}  shared (what compresses across modules)`,
    );
  }
} finally {
  await measured.close();
  await server.stop();
}
