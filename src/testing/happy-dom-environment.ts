// The component tests' environment: happy-dom's DOM, beside which the real server runs in the
// same worker (src/testing/test-backend.ts). Two things keep the server working there:
//
// - Vitest's happy-dom environment replaces fetch, Request, Response, Headers, AbortController
//   and AbortSignal on the global object with happy-dom's, which Hono and better-auth would then
//   build their requests and replies with (Node's Request refuses a happy-dom AbortSignal, and
//   happy-dom's bodies are not Node's streams). This environment takes Node's before happy-dom's
//   setup and puts them back after it: the server and the screens' adapter both use Node's fetch
//   family, as in Node. The DOM (document, events, Blob, File, FormData of a form, URL,
//   XMLHttpRequest) stays happy-dom's; tests that stub fetch still use vi.stubGlobal.
// - Modules are transformed as for the server ('ssr'), not the browser: the browser transform
//   rewrites `new URL(path, import.meta.url)` into an asset address, and the server finds its
//   migrations that way (server/repo-path.ts).
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const NODE_NETWORKING = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
] as const;

const happyDom = builtinEnvironments['happy-dom'];

export default {
  name: 'happy-dom-with-node-fetch',
  viteEnvironment: 'ssr',
  async setup(global: typeof globalThis, options) {
    const node = Object.fromEntries(
      NODE_NETWORKING.map((key) => [key, (global as Record<string, unknown>)[key]]),
    );
    const environment = await happyDom.setup(global, options);
    for (const key of NODE_NETWORKING) {
      Object.defineProperty(global, key, {
        value: node[key],
        writable: true,
        configurable: true,
      });
    }
    return environment;
  },
} satisfies Environment;
