// Benchmark (not a test): Lighthouse's mobile audit (its defaults: a mid-range phone, CPU slowed
// 4x, a slow 4G link, all simulated) of the pages issue 38 names, in English and in Hindi, on the
// self-hosted server with a few stories, in Debian's Chromium. Needs a build: npx vite build, then
//   npm run bench:lighthouse [-- <static dir> [<folder for each page's median report, as JSON>]]
//     [--pages=/,/stories] [--languages=en]   (one page or language while trying a change)
//     [--throttling=devtools]   (the browser really slowed instead of simulated: a check of the
//                                simulation, which counts scripts the watched run had early)
//     [--cpu-slowdown=N]        (Lighthouse's CPU multiplier, 4 by default: meant for a fast
//                                desktop; its docs suggest a lower one on a slower machine, which
//                                the last line prints from the machine's CPU index)
// Prints, per page and language, the median of three runs: performance, LCP, TBT, CLS,
// accessibility, the bytes the page fetched (from the report's network requests) and Lighthouse's
// CPU benchmark of the machine (benchmarkIndex, higher is faster: runs of one build on two days
// compare only where it is alike); then what Lighthouse says holds each page back (its run of
// median performance). The goals: README.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LANGUAGE_COOKIE } from '@/i18n/locales';
import { listOption, option, positional } from './command-line';
import { launchMeasuredBrowser } from './measured-browser';
import { SMALL, startSeededServer } from './seeded-server';

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const staticDir = positional[0] ?? 'dist';
const reportsDir = positional[1];
const PAGES = listOption('pages') ?? ['/', '/stories', '/resources', '/faqs', '/auth'];
/** English as a first visit sends it; Hindi as she has it once she chose it (its cookie). */
const LANGUAGES = listOption('languages') ?? ['en', 'hi'];
/** Lighthouse's default is 'simulate': the goals are stated for it. */
const throttlingMethod = option('throttling') ?? 'simulate';
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') {
  throw new Error(`--throttling=${throttlingMethod}: simulate or devtools`);
}
/** Lighthouse's default, 4, is its mid-tier phone seen from a high-end desktop. */
const cpuSlowdown = Number(option('cpu-slowdown') ?? 4);
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
  throw new Error(`--cpu-slowdown=${option('cpu-slowdown')}: a number from 1 to 20`);
}

/**
 * The multiplier Lighthouse's throttling docs (docs/throttling.md, "Calibrating the CPU
 * slowdown") suggest for emulating its mid-tier phone from a machine of this CPU index: 4x
 * from a high-end desktop (1500-2000), 2x from a low-end desktop (1000-1500), 1x from a phone
 * above the mid tier (800-1200 overlaps the desktop bracket below it).
 */
function suggestedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 1000) return 2;
  return 1;
}

/** Lighthouse varies from run to run; the median of three is printed. */
const RUNS = 3;

/** The numbers of one run. */
interface Result {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  styleBytes: number;
  documentBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** What the page fetched, by kind, from the report's network-requests audit (bytes on the wire). */
function fetchedBytes(lhr: Report) {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  const items = details?.items ?? [];
  const sum = (type?: string) =>
    items
      .filter((item) => type === undefined || item.resourceType === type)
      .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    scriptBytes: sum('Script'),
    styleBytes: sum('Stylesheet'),
    documentBytes: sum('Document'),
    totalBytes: sum(),
  };
}

function resultOf(lhr: Report): Result {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: lhr.categories['performance']?.score ?? NaN,
    accessibility: lhr.categories['accessibility']?.score ?? NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    ...fetchedBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Rows of a report's table details (insights nest theirs in a list), as plain objects. */
function rows(lhr: Report, audit: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (details: unknown) => {
    if (!details || typeof details !== 'object') return;
    const { type, items } = details as { type?: string; items?: unknown[] };
    if (type === 'list') for (const item of items ?? []) visit(item);
    else if (Array.isArray(items)) found.push(...(items as Record<string, unknown>[]));
    if (type === 'node') found.push(details as Record<string, unknown>);
  };
  visit(lhr.audits[audit]?.details);
  return found;
}

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const file = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** What Lighthouse's own diagnostics say holds the page back, in a few lines. */
function diagnosis(lhr: Report): string[] {
  const lines: string[] = [];
  const blocking = rows(lhr, 'render-blocking-insight').filter((row) => 'url' in row);
  lines.push(
    `render-blocking: ${blocking.length === 0 ? 'none' : blocking.map((row) => `${file(row['url'])} ${ms(row['wastedMs'] ?? row['totalBytes'])}`).join(', ')}`,
  );
  const lcp = rows(lhr, 'lcp-breakdown-insight');
  const element = lcp.find((row) => row['type'] === 'node');
  const label = element?.['snippet'] ?? element?.['nodeLabel'];
  const subparts = lcp.filter((row) => 'subpart' in row);
  lines.push(
    `LCP element: ${(typeof label === 'string' ? label : '?').slice(0, 90)}`,
    `LCP breakdown: ${subparts.map((row) => `${String(row['subpart'])} ${ms(row['duration'])}`).join(', ')}`,
  );
  const work = rows(lhr, 'mainthread-work-breakdown')
    .slice(0, 4)
    .map((row) => `${String(row['groupLabel'] ?? row['group'])} ${ms(row['duration'])}`);
  lines.push(
    `main thread ${ms(lhr.audits['mainthread-work-breakdown']?.numericValue)}: ${work.join(', ')}`,
  );
  const scripts = rows(lhr, 'bootup-time')
    .slice(0, 3)
    .map((row) => `${file(row['url'])} ${ms(row['total'])}`);
  if (scripts.length > 0) lines.push(`script time: ${scripts.join(', ')}`);
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const si = lhr.audits['speed-index']?.numericValue;
  lines.push(`FCP ${ms(fcp)}, Speed Index ${ms(si)}`);
  return lines;
}

/** Her language choice, as the switcher leaves it, in the browser Lighthouse drives. */
async function chooseLanguage(cdp: CDPSession, origin: string, language: string) {
  await cdp.send('Storage.clearCookies', {});
  if (language === 'en') return;
  await cdp.send('Storage.setCookies', {
    cookies: [{ name: LANGUAGE_COOKIE, value: language, url: origin, sameSite: 'Lax' }],
  });
}

const server = await startSeededServer(SMALL, { staticDir, port: 4393 });
// Lighthouse drives the browser itself through the debugging port; Playwright only sets cookies.
const measured = await launchMeasuredBrowser();
const diagnoses: string[] = [];
const indexes: number[] = [];
try {
  const cdp = await measured.browser.newBrowserCDPSession();
  if (reportsDir) await mkdir(reportsDir, { recursive: true });
  console.log(
    `CPU slowed ${cpuSlowdown}x (${throttlingMethod})\n` +
      'page        lang  perf  LCP      TBT     CLS    a11y  script KB  style KB  doc KB  total KB  CPU index  (median of 3)',
  );
  for (const language of LANGUAGES) {
    for (const path of PAGES) {
      const runs: { result: Result; lhr: Report }[] = [];
      for (let run = 0, failed = 0; run < RUNS; run += 1) {
        // Before each run: Lighthouse clears the origin's cookies when it ends.
        await chooseLanguage(cdp, server.url, language);
        const answer = await lighthouse(`${server.url}${path}`, {
          port: measured.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          throttlingMethod,
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        const lhr = answer?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        // A trace Lighthouse could not read (NO_NAVSTART now and then) is run again, not counted.
        if (lhr.runtimeError) {
          failed += 1;
          if (failed > RUNS)
            throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.code}`);
          run -= 1;
          continue;
        }
        runs.push({ result: resultOf(lhr), lhr });
      }
      const pick = (key: keyof Result) => median(runs.map((run) => run.result[key]));
      indexes.push(pick('benchmarkIndex'));
      console.log(
        [
          path.padEnd(11),
          language.padEnd(5),
          pick('performance').toFixed(2).padEnd(5),
          `${(pick('lcpMs') / 1000).toFixed(2)} s`.padEnd(8),
          `${Math.round(pick('tbtMs'))} ms`.padEnd(7),
          pick('cls').toFixed(3).padEnd(6),
          pick('accessibility').toFixed(2).padEnd(5),
          kb(pick('scriptBytes')).padEnd(10),
          kb(pick('styleBytes')).padEnd(9),
          kb(pick('documentBytes')).padEnd(7),
          kb(pick('totalBytes')).padEnd(9),
          Math.round(pick('benchmarkIndex')),
        ].join(' '),
      );
      const typical = [...runs].sort((a, b) => a.result.performance - b.result.performance)[
        Math.floor(runs.length / 2)
      ];
      if (typical) {
        diagnoses.push(
          `${path} (${language}):`,
          ...diagnosis(typical.lhr).map((line) => `  ${line}`),
        );
        if (reportsDir) {
          const name = `${language}${path === '/' ? '-home' : path.replace(/\//g, '-')}.json`;
          await writeFile(join(reportsDir, name), JSON.stringify(typical.lhr));
        }
      }
    }
  }
  console.log(
    `\nWhat holds each page back (its run of median performance):\n${diagnoses.join('\n')}`,
  );
  const index = median(indexes);
  console.log(
    `\nCPU index ${Math.round(index)} (median of the pages'): Lighthouse's docs suggest ` +
      `--cpu-slowdown=${suggestedCpuSlowdown(index)} for its mid-tier phone on this machine.`,
  );
} finally {
  await measured.close();
  await server.stop();
}
