// Starts the worker's embedded database before a file's tests, under a hook's long timeout: the
// first test server of a worker opens PGlite from the migrated snapshot (about 5 s, three times
// that on a loaded machine), which would otherwise count against the first test's own timeout.
import { beforeAll } from 'vitest';
import { createTestServer } from '@/testing/server-side';

// The files of a worker share their modules (isolate: false), so only its first file starts it.
let warmed = false;

/** Call at the top of a test file whose tests start test servers. */
export function warmTestServerBeforeAll(): void {
  beforeAll(async () => {
    if (warmed) return;
    const server = await createTestServer();
    await server.close();
    warmed = true;
  }, 120_000);
}
