// What a load balancer or orchestrator asks: is the process alive (/api/health), and can it
// serve (/api/ready: the database answers and the media store, a folder or a bucket, is there). Mounted before the
// request guards and sessions, so a probe with no Origin or cookie is answered and opens none.
import { type Context, Hono } from 'hono';
import { type Database, pingDatabase } from '../db/database';
import { errorSummary } from '../http/error-handler';
import { log } from '../logging/logger';
import type { MediaStore } from '../media/media-store';

export interface HealthDeps {
  db: Database;
  mediaStore: Pick<MediaStore, 'check'>;
  /** How long a check may take before it counts as failed. */
  checkTimeoutMs?: number;
}

type CheckResult = 'ok' | 'fail';

const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

class CheckTimeout extends Error {}

export function healthRoutes({ db, mediaStore, checkTimeoutMs }: HealthDeps) {
  const app = new Hono();
  const timeoutMs = checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;

  // Never touches the database: a slow database must not get a live process restarted.
  app.get('/health', (c) => {
    noStore(c);
    return c.json({ status: 'ok' });
  });

  app.get('/ready', async (c) => {
    noStore(c);
    const [database, media] = await Promise.all([
      check('database', () => pingDatabase(db), timeoutMs),
      check('media', () => mediaStore.check(), timeoutMs),
    ]);
    const ready = database === 'ok' && media === 'ok';
    // Only ok/fail per check: the reason (a host, a path, a driver's message) stays in our log.
    return c.json(
      { status: ready ? 'ready' : 'unavailable', checks: { database, media } },
      ready ? 200 : 503,
    );
  });

  return app;
}

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

async function check(
  name: string,
  probe: () => Promise<unknown>,
  timeoutMs: number,
): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (error) {
    log.warn('readiness check failed', { check: name, ...errorSummary(error) });
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}
