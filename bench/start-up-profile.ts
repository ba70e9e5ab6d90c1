// Benchmark (not a test): where a first visit's main thread goes. Loads one page in Chromium with
// a trace and the JavaScript profiler running from before navigation, and prints the main thread's
// tasks over --min-task ms (each with what took longest inside it, and the functions that ran
// longest in it), the first paints, and the script time of each source module (self time, through the build's source maps; with
// --evaluation, only while modules were being evaluated). Needs a build with source maps, which
// production never ships:
//   npx vite build --sourcemap --outDir dist-modules --logLevel warn
//   TSX_TSCONFIG_PATH=tsconfig.server.json npx tsx bench/start-up-profile.ts [dist-modules]
//     [--page=/] [--language=en] [--top=25] [--min-task=20] [--evaluation] [--cpu-slowdown=N]
//     [--slow-4g]   (Lighthouse's mobile link, applied for real: 150 ms, 1.6 Mbit/s down)
// The profiler slows what it watches (sampled every 0.1 ms): compare runs of this script, not its
// times with Lighthouse's.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { LANGUAGE_COOKIE, SOURCE_LOCALE } from '@/i18n/locales';
import { freePort } from '../server/testing/server-process';
import { option, positional } from './command-line';
import { SMALL, startSeededServer } from './seeded-server';
import { launchMeasuredBrowser } from './measured-browser';

const staticDir = positional[0] ?? 'dist-modules';
const pagePath = option('page') ?? '/';
const language = option('language') ?? SOURCE_LOCALE;
const top = Number(option('top') ?? 25);
const minTaskMs = Number(option('min-task') ?? 20);
const evaluationOnly = process.argv.includes('--evaluation');
const cpuSlowdown = Number(option('cpu-slowdown') ?? 1);
/** Lighthouse's own "slow 4G", as its DevTools throttling applies it (latency and throughput). */
const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
const SLOW_4G = {
  offline: false,
  latency: requestLatencyMs,
  downloadThroughput: (downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (uploadThroughputKbps * 1024) / 8,
};

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  startTime: number;
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'loading',
  '__metadata',
].join(',');
/** Top-level tasks of Chromium's scheduler. */
const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;
const PAINT_MARK = /^(firstPaint|firstContentfulPaint|largestContentfulPaint::Candidate)$/;
/** Wrappers that say nothing of what a task did. */
const WRAPPER = /RunTask|v8\.callFunction|V8\.GC_|DocumentLoader|NavigationBodyLoader/;

const maps = new Map<string, Promise<SourceMapConsumer | null>>();
function sourceMapOf(url: string): Promise<SourceMapConsumer | null> {
  let map = maps.get(url);
  if (!map) {
    map = readFile(join(staticDir, `${new URL(url).pathname}.map`), 'utf8').then(
      (text) => new SourceMapConsumer(JSON.parse(text) as RawSourceMap),
      () => null,
    );
    maps.set(url, map);
  }
  return map;
}

/** Where a sampled frame ran: its source module (else its script's path, or V8's name) and function. */
async function placeOf(frame: CallFrame): Promise<{ module: string; name: string }> {
  // V8's own entries ("(idle)", "(program)", "(garbage collector)") come bracketed already.
  if (!frame.url) {
    return {
      module: /^\(.*\)$/.test(frame.functionName) ? frame.functionName : '(native)',
      name: frame.functionName,
    };
  }
  const path = new URL(frame.url).pathname;
  const map = await sourceMapOf(frame.url);
  const original = map?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  // Named from the project's folder, wherever the build was written.
  const module = original?.source
    ? relative(process.cwd(), resolve(staticDir, dirname(path.slice(1)), original.source))
    : path;
  const line = original?.line ? `:${original.line}` : '';
  return { module, name: `${original?.name ?? (frame.functionName || '(anonymous)')}${line}` };
}

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => {
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? ''));
  });
  await cdp.send('Tracing.end');
  const handle = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.data;
    if (chunk.eof) break;
  }
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
}

const ms = (micros: number) => (micros / 1000).toFixed(1).padStart(6);

const server = await startSeededServer(SMALL, { staticDir, port: await freePort() });
const measured = await launchMeasuredBrowser();
const { browser } = measured;
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const chooseLanguage = () =>
    language === SOURCE_LOCALE
      ? Promise.resolve()
      : context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: server.url }]);
  // One visit first, so that the server's own first answers are not what is timed.
  await chooseLanguage();
  const warm = await context.newPage();
  await warm.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  await warm.close();
  await context.clearCookies();
  await chooseLanguage();

  const page = await context.newPage();
  const pageCdp = await context.newCDPSession(page);
  await pageCdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (cpuSlowdown !== 1) {
    await pageCdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  if (process.argv.includes('--slow-4g')) {
    await pageCdp.send('Network.enable');
    await pageCdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await pageCdp.send('Profiler.enable');
  await pageCdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await pageCdp.send('Profiler.start');
  // The browser's session: a page's own would miss the renderer the navigation moves to.
  const browserCdp = await browser.newBrowserCDPSession();
  await browserCdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES,
    transferMode: 'ReturnAsStream',
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  // Polled through CDP: Playwright's own waits inject its scripts into the page, long tasks that
  // would be listed as the page's.
  const ready = async () => {
    const { result } = await pageCdp.send('Runtime.evaluate', {
      expression: "document.documentElement.hasAttribute('data-ready')",
    });
    return result.value === true;
  };
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { profile } = (await pageCdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const events = await readTrace(browserCdp);

  // The page's main thread: the one that parsed its HTML.
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(server.url) === true,
  );
  if (!parse) throw new Error('The trace has no parsing of the page');
  const onMain = events.filter((event) => event.tid === parse.tid);
  const start = Math.min(...onMain.filter((event) => event.ph === 'X').map((event) => event.ts));
  const at = (ts: number) => `${((ts - start) / 1000).toFixed(0).padStart(5)} ms`;

  // Each profiler sample: when it was taken, for how long it stands, and where it ran.
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples: { at: number; micros: number; module: string; name: string }[] = [];
  let sampledAt = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    const micros = profile.timeDeltas[index] ?? 0;
    sampledAt += micros;
    const frame = frames.get(id);
    if (!frame) continue;
    const place = await placeOf(frame);
    if (place.module === '(idle)' || place.module === '(program)') continue;
    samples.push({ at: sampledAt, micros, ...place });
  }
  /** The places with the most self time among these samples, longest first. */
  const longest = <T extends string>(
    within: typeof samples,
    key: (sample: (typeof samples)[number]) => T,
    count: number,
  ) => {
    const totals = new Map<T, number>();
    for (const sample of within)
      totals.set(key(sample), (totals.get(key(sample)) ?? 0) + sample.micros);
    return [...totals].sort((x, y) => y[1] - x[1]).slice(0, count);
  };
  /** A package's name, or a source file's. */
  const shortModule = (module: string) =>
    /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1] ?? module.split('/').pop() ?? module;

  console.log(`${pagePath} (${language}): main-thread tasks over ${minTaskMs} ms`);
  const complete = onMain.filter((event) => event.ph === 'X');
  for (const task of complete.filter(({ name }) => TASK.test(name))) {
    const end = task.ts + (task.dur ?? 0);
    if ((task.dur ?? 0) < minTaskMs * 1000) continue;
    const inside = complete
      .filter(
        (event) =>
          event !== task &&
          !WRAPPER.test(event.name) &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          (event.dur ?? 0) >= 2000,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4)
      .map((event) => {
        const url = event.args?.data?.url;
        return `${event.name}${url ? ` ${new URL(url).pathname}` : ''} ${((event.dur ?? 0) / 1000).toFixed(0)}`;
      });
    console.log(`  at ${at(task.ts)}: ${ms(task.dur ?? 0)} ms  ${inside.join(', ')}`);
    // The functions that ran longest in it, so a long task can be traced to the code behind it.
    const during = samples.filter((sample) => sample.at >= task.ts && sample.at <= end);
    const functions = longest(
      during,
      (sample) => `${sample.name} (${shortModule(sample.module)})`,
      4,
    );
    if (functions.length > 0) {
      console.log(
        `${' '.repeat(24)}script: ${functions.map(([place, micros]) => `${place} ${(micros / 1000).toFixed(1)}`).join(', ')}`,
      );
    }
  }
  for (const mark of onMain.filter(({ name }) => PAINT_MARK.test(name))) {
    console.log(`  at ${at(mark.ts)}: ${mark.name}`);
  }

  const evaluations = complete.filter(({ name }) => name === 'v8.evaluateModule');
  const counted = evaluationOnly
    ? samples.filter((sample) =>
        evaluations.some(
          (event) => sample.at >= event.ts && sample.at <= event.ts + (event.dur ?? 0),
        ),
      )
    : samples;
  console.log(`script self time by module${evaluationOnly ? ', while modules evaluate' : ''}:`);
  for (const [module, micros] of longest(counted, (sample) => sample.module, top)) {
    console.log(`  ${ms(micros)} ms  ${module}`);
  }
} finally {
  await measured.close();
  await server.stop();
}
