// The browser the benchmarks measure pages in: Debian's Chromium, launched as Lighthouse launches
// it (chrome-launcher's flags), headless, with Playwright attached over CDP for what a benchmark
// does itself (cookies, throttling, traces).
import { chromium, type Browser } from '@playwright/test';
import { launch, Launcher } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/e2e-env';

/**
 * Browser UI that headless Chromium renders for nobody: its omnibox popups are web pages
 * (WebUI) with a renderer of their own, which took 0.5-1 s of CPU during each measured page
 * load, beside the page on a 2-core machine (a trace of bench/start-up-profile.ts's run). A
 * phone's browser draws its address bar natively and leaves it idle while a page loads.
 */
export const HIDDEN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * chrome-launcher's flags, this project's (tests/e2e/e2e-env.ts) and headless mode. Chromium
 * reads only the last --disable-features it is given, so HIDDEN_UI_FEATURES join
 * chrome-launcher's list instead of replacing it (Playwright's launch puts its own list first,
 * which is why the benchmarks no longer launch through it).
 */
export function measuredBrowserFlags(): string[] {
  const flags = [...Launcher.defaultFlags(), ...CHROMIUM_ARGS, '--headless=new'];
  const lists = flags.filter((flag) => flag.startsWith(DISABLE_FEATURES));
  const features = lists.flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  return [
    ...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)),
    `${DISABLE_FEATURES}${[...new Set([...features, ...HIDDEN_UI_FEATURES])].join(',')}`,
  ];
}

export interface MeasuredBrowser {
  /** Playwright, attached to the browser. */
  browser: Browser;
  /** The browser's debugging port, for Lighthouse. */
  port: number;
  close(): Promise<void>;
}

/** Starts the browser (on `port`, else a free one) and attaches Playwright to it. */
export async function launchMeasuredBrowser(port?: number): Promise<MeasuredBrowser> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: measuredBrowserFlags(),
    ignoreDefaultFlags: true,
    port,
    logLevel: 'silent',
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    return {
      browser,
      port: chrome.port,
      close: async () => {
        await browser.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
