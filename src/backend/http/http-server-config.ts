// What the self-hosted server says it offers (GET /api/config: Google sign-in, the writing
// helpers), read once per page for everyone who asks: /auth needs both answers at once, and the
// answer does not change while the page is open.
import type { HttpClient } from '@/backend/http/http-client';

/** The server's answer as sent; each reader checks the part it needs (anything but `true` is no). */
export interface ServerConfig {
  google?: unknown;
  helpers?: { translate?: unknown; grammar?: unknown };
}

// One read per client, so each test's client (and each page) starts unasked.
const reads = new WeakMap<HttpClient, Promise<ServerConfig>>();

/** The shared read; a failed one is forgotten, so the next caller asks again (offline, then back). */
export function readServerConfig(http: HttpClient): Promise<ServerConfig> {
  const known = reads.get(http);
  if (known) return known;
  const read = http.json<ServerConfig | null>('/api/config').then((config) => config ?? {});
  reads.set(http, read);
  read.catch(() => {
    if (reads.get(http) === read) reads.delete(http);
  });
  return read;
}
