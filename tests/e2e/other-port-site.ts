import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base } from './fixtures';

/**
 * A site on another port of the app's host: same-site with the app, so its pages can set
 * cookies the app's pages receive, and its navigations to the app carry her SameSite=Lax cookie.
 */
export interface OtherPortSite {
  /** Its host and port. */
  host: string;
  /** Serves `html` at `path` and returns its address. */
  publish(path: string, html: string): string;
}

export const test = base.extend<{ otherPort: OtherPortSite }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  otherPort: async ({}, use) => {
    const pages = new Map<string, string>();
    const server = createServer((request, response) => {
      const html = pages.get(request.url ?? '');
      response.writeHead(html === undefined ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
      });
      response.end(html ?? 'Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    await use({
      host,
      publish(path, html) {
        pages.set(path, html);
        return `http://${host}${path}`;
      },
    });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  },
  // The browser visits that site on purpose: only its host is allowed besides the app.
  allowedHosts: async ({ otherPort }, use) => {
    await use([otherPort.host]);
  },
});

/** A page of that site that runs `script` as it loads. */
export function pageRunning(script: string): string {
  return `<!doctype html><title>Recipes</title><script>${script}</script>`;
}
