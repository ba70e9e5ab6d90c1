import { existsSync } from 'node:fs';

/** The port and origin of the end-to-end server (its PUBLIC_URL). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const APP_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Headers every write through Playwright's request API needs. The server refuses writes whose
 * Origin is not its own, and API request contexts, unlike browsers, send no Origin.
 */
export const SAME_ORIGIN = { origin: APP_ORIGIN } as const;

/** A small Android phone, the narrowest screen the app is made for, and a laptop's. */
export const PHONE = { width: 360, height: 740 };
export const LAPTOP = { width: 1280, height: 800 };

/** Where the end-to-end server keeps its data; the tests read its mail outbox from here. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
export const E2E_OUTBOX_DIR = `${E2E_DATA_DIR}/outbox`;
/** The build the server serves (a separate one lets several runs share a checkout). */
export const E2E_STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

/** Debian's Chromium, never a downloaded browser; the flags keep it off the network at start. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Debian's headless build of the same Chromium (package chromium-headless-shell). */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
/**
 * The browser tests' Chromium: the headless build where it is installed. It loads a page in
 * about half the time of the full browser and its processes cost less CPU, which on a 2-core
 * machine took the browser tests from 11.7 to 8.9 minutes. The benchmarks keep the full browser,
 * since they measure what a reader's browser does (bench/measured-browser.ts).
 */
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Launch options with Chromium's fake microphone (and no permission prompt), on top of the usual
 * flags, for specs that record a voice note: `test.use({ launchOptions: FAKE_MIC_LAUNCH })`
 * (launchOptions can only be set for a whole file).
 */
export const FAKE_MIC_LAUNCH = {
  executablePath: TEST_BROWSER_PATH,
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};
