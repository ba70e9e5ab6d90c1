// Sites outside the app that specs leave for, served here so that no test leaves loopback (each
// spec lists their hosts in `allowedHosts`).
import type { BrowserContext } from '@playwright/test';
import { QUICK_EXIT_DEFAULT_URL } from '../../src/domain/limits';

/** Where Quick exit takes her: an everyday site. */
export const NEUTRAL = new URL(QUICK_EXIT_DEFAULT_URL);

/** Serves each of `sites` as a page titled and headed with its host name. */
export async function serveSites(context: BrowserContext, sites: URL[] = [NEUTRAL]) {
  for (const { origin, host } of sites) {
    const body = `<!doctype html><title>${host}</title><h1>${host}</h1>`;
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body }),
    );
  }
}
