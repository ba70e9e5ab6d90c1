import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test imports `test` and `expect` from here. The automatic fixture watches
 * every page of the test's browser context and fails the test if the app asked any host but its
 * own (privacy: no third-party request at runtime). A test that deliberately leaves the app (the
 * quick exit) fulfils that navigation with `context.route` and lists the host in `allowedHosts`.
 */
export const test = base.extend<{ allowedHosts: string[]; foreignRequests: undefined }>({
  allowedHosts: [[], { option: true }],
  foreignRequests: [
    async ({ context, baseURL, allowedHosts }, use) => {
      const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin === ownOrigin || allowedHosts.includes(url.host)) return;
        foreign.push(request.url());
      });
      await use(undefined);
      expect(foreign, 'requests to hosts other than the app').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
