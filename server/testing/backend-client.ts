// The SPA's own HTTP adapter, pointed at a test server: the contract suite drives the port
// exactly as the browser does, with a cookie jar standing in for the browser's.
import { createHttpBackend } from '@/backend/http/http-backend';
import type { BackendPort } from '@/backend/port';
import { TEST_PUBLIC_URL, type TestServer } from './test-server';

export function backendFor(server: TestServer): BackendPort {
  const jar = new Map<string, string>();

  const fetchWithJar: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), TEST_PUBLIC_URL);
    const headers = new Headers(init?.headers);
    headers.set('origin', TEST_PUBLIC_URL);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await server.app.request(url.toString(), { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (!value || /max-age=0/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };

  return createHttpBackend({ baseUrl: TEST_PUBLIC_URL, fetch: fetchWithJar });
}
