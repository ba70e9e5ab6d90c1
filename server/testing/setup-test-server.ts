// The usual life of a test file's server: one server for the whole file (start-up is slow),
// emptied before each test, closed after the last.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * Registers the hooks in the calling file or describe block and returns the server, filled in
 * by beforeAll: use it inside hooks and tests only. beforeEach hooks registered after this call
 * run after the reset, which `emptyBeforeEach` may narrow (to keep users signed up once, say).
 */
export function setupTestServer(
  options: TestServerOptions = {},
  emptyBeforeEach: (server: TestServer) => Promise<unknown> = (server) => server.reset(),
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await createTestServer(options));
  });
  beforeEach(() => emptyBeforeEach(server));
  // close is missing when start-up failed: let that error show on its own.
  afterAll(() => server.close?.());
  return server;
}
