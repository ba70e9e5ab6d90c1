// A real server over a fresh in-memory PGlite (or DATABASE_URL's PostgreSQL in CI), with mail
// captured in memory, for integration tests through app.request().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { type AuthOptions, createAuth } from '../auth/auth';
import { FAST_TEST_HASHER } from '../auth/fast-test-hasher';
import { type OpenDatabase, openDatabase } from '../db/database';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { workerDatabaseUrl } from './worker-database';
import type { Logger } from '../logging/logger';
import type { Mail, Mailer } from '../mail/mailer';
import { createPendingMail } from '../story-mail/pending-mail';
import { localMediaStore } from '../media/local-media-store';
import type { MediaStore } from '../media/media-store';
import type { HelperHandlers } from '../../helpers/helper-handlers';
import type { SessionUser } from '@/domain/entities';
import type { StoryReviewMode } from '@/domain/review';

export interface TestServerOptions {
  /** The real, deliberately slow password hash; other tests use a fast one. */
  realPasswordHash?: boolean;
  enumerationProtection?: boolean;
  rateLimit?: boolean;
  /** How long answers that could tell a registered address are held (none when absent). */
  answerFloorMs?: number;
  /** TRUST_PROXY: proxies whose X-Forwarded-For entries count (0 by default). */
  trustProxy?: number;
  adminEmails?: string[];
  /** REPORTS_TO_HIDE_STORY; the server default when absent. */
  reportsToHideStory?: number;
  /** STORY_REVIEW; off when absent. */
  storyReview?: StoryReviewMode;
  /** Translate and correct-grammar; by default neither is configured. */
  helpers?: HelperHandlers;
  /**
   * A database opened by the test, which closes it: several servers on one database, as behind
   * a load balancer (PGlite can be opened only once, so they share the handle).
   */
  database?: OpenDatabase;
  /** Where media are stored; the local folder `mediaDir` when absent. */
  mediaStore?: (mediaDir: string) => MediaStore;
  /** FFMPEG_PATH; `ffmpeg` on PATH when absent. */
  ffmpegPath?: string;
  /** MEDIA_WITHOUT_FFMPEG; the server default (refuse) when absent. */
  mediaWithoutFfmpeg?: 'refuse' | 'keep';
  /** MEDIA_QUOTA_MB, MEDIA_QUOTA_UNVERIFIED_MB and MEDIA_MIN_FREE_MB, in bytes. */
  mediaQuotaBytes?: number;
  mediaQuotaUnverifiedBytes?: number;
  mediaMinFreeBytes?: number;
  /** Google sign-in, against a stand-in's endpoints (stand-in-google.ts); off when absent. */
  google?: AuthOptions['google'];
  /** PUBLIC_URL; TEST_PUBLIC_URL when absent (an https one gives __Host- cookies and HSTS). */
  publicUrl?: string;
  /** A build to serve (STATIC_DIR); none when absent. */
  staticDir?: string;
  /** The server-side renderer of that build (server/render/); the repository's when absent. */
  renderDir?: string;
  /** The request log's destination; the server default when absent. */
  log?: Logger;
}

export const TEST_PUBLIC_URL = 'http://sahas.test';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

let workerDatabase: Promise<OpenDatabase> | undefined;

/**
 * One embedded database per test worker, which each test server empties as it starts, as each
 * worker has one database of its own on PostgreSQL (worker-database.ts). Starting PGlite, even
 * from the migrated snapshot, costs about a second of CPU, and a worker's server test files share
 * their modules (isolate: false in vite.config.ts), so they share this database too.
 */
function workerPglite(): Promise<OpenDatabase> {
  workerDatabase ??= migratedPgliteSnapshot().then((initialDataDir) =>
    openDatabase({ dataDir: 'memory://', initialDataDir }),
  );
  return workerDatabase;
}

/**
 * Two handles on one fresh database, as two servers behind a load balancer would hold: two pools
 * on this worker's PostgreSQL database, or the one embedded database shared (PGlite can be opened
 * only once). The test closes them.
 */
export async function openOneDatabaseTwice(): Promise<[OpenDatabase, OpenDatabase]> {
  if (TEST_DATABASE_URL) {
    const databaseUrl = await workerDatabaseUrl(TEST_DATABASE_URL);
    const open = () => openDatabase({ databaseUrl, dataDir: 'memory://' });
    // At once: the second start waits for the first one's migrations, then finds them done.
    const [first, second] = await Promise.all([open(), open()]);
    return [first, second];
  }
  const only = await openDatabase({
    dataDir: 'memory://',
    initialDataDir: await migratedPgliteSnapshot(),
  });
  return [only, only];
}

export async function createTestServer(options: TestServerOptions = {}) {
  const PUBLIC_URL = options.publicUrl ?? TEST_PUBLIC_URL;
  const adminEmails = new Set((options.adminEmails ?? []).map((email) => email.toLowerCase()));
  const database =
    options.database ??
    (TEST_DATABASE_URL
      ? await openDatabase({
          databaseUrl: await workerDatabaseUrl(TEST_DATABASE_URL),
          dataDir: 'memory://',
        })
      : await workerPglite());
  await truncateAll(database.db);
  const outbox: Mail[] = [];
  const mediaDir = await mkdtemp(join(tmpdir(), 'sahas-media-'));
  const mediaStore = options.mediaStore?.(mediaDir) ?? localMediaStore(mediaDir);
  // A test may hold the mail back (holdMail) to see that no answer waits for it.
  let held: Promise<void> = Promise.resolve();
  let releaseMail = () => {};
  const mailer: Mailer = {
    async send(mail) {
      await held;
      outbox.push(mail);
    },
  };
  const pendingMail = createPendingMail();
  const auth = createAuth({
    db: database.db,
    mailer,
    publicUrl: PUBLIC_URL,
    secret: 'test-secret-that-is-long-enough-for-better-auth',
    enumerationProtection: options.enumerationProtection ?? true,
    rateLimit: options.rateLimit ?? false,
    google: options.google,
    logLevel: 'error',
    ...(options.realPasswordHash ? {} : { passwordHasher: FAST_TEST_HASHER }),
  });
  const app = createApp({
    env: {
      adminEmails,
      google: options.google,
      staticDir: options.staticDir ?? '',
      ...(options.renderDir ? { renderDir: options.renderDir } : {}),
      mediaDir,
      ...(options.reportsToHideStory === undefined
        ? {}
        : { reportsToHideStory: options.reportsToHideStory }),
      ...(options.storyReview ? { storyReview: options.storyReview } : {}),
      publicUrl: PUBLIC_URL,
      authRateLimit: options.rateLimit ?? false,
      accountAnswerFloorMs: options.answerFloorMs ?? 0,
      trustProxy: options.trustProxy ?? 0,
      ffmpegPath: options.ffmpegPath,
      mediaWithoutFfmpeg: options.mediaWithoutFfmpeg,
      mediaQuotaBytes: options.mediaQuotaBytes,
      mediaQuotaUnverifiedBytes: options.mediaQuotaUnverifiedBytes,
      // The machine's real free space is not what these tests are about.
      mediaMinFreeBytes: options.mediaMinFreeBytes ?? 0,
    },
    db: database.db,
    auth,
    mediaStore,
    helpers: options.helpers,
    log: options.log,
    mailer,
    pendingMail,
  });

  async function request(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      /** Sent as it is, as JSON's content type: a broken text, or a stream (largeBody). */
      rawBody?: string | ReadableStream<Uint8Array>;
      cookie?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set('origin', PUBLIC_URL);
    const sent = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    if (sent !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    return app.request(`${PUBLIC_URL}${path}`, {
      method: init.method ?? (sent === undefined ? 'GET' : 'POST'),
      headers,
      body: sent,
      ...(sent instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
  }

  /** The last link mailed to `to` (verification or reset). */
  function lastLinkTo(to: string): string {
    const mail = outbox.filter((m) => m.to === to).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`No link mailed to ${to}`);
    return link;
  }

  async function signUp(email: string, password = 'Str0ng!pass') {
    const response = await request('/api/auth/sign-up/email', {
      body: { email, password, name: 'Anonymous' },
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  }

  async function verify(email: string) {
    const link = new URL(lastLinkTo(email));
    const response = await request(`${link.pathname}${link.search}`);
    if (response.status >= 400) throw new Error(`verification failed: ${response.status}`);
  }

  async function signIn(email: string, password = 'Str0ng!pass'): Promise<string> {
    const response = await request('/api/auth/sign-in/email', { body: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return cookieFrom(response);
  }

  /** Whom the session in `cookie` signs in, as the app asks (/api/session); null for nobody. */
  async function sessionUser(cookie: string): Promise<SessionUser | null> {
    const response = await request('/api/session', { cookie });
    return ((await response.json()) as { user: SessionUser | null }).user;
  }

  /** Sets the password through a reset link mailed to the address, as its owner would. */
  async function setPasswordByMail(email: string, newPassword = 'Str0ng!pass') {
    const asked = await request('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/auth' },
    });
    if (asked.status !== 200) throw new Error(`reset request failed: ${asked.status}`);
    const token = new URL(lastLinkTo(email)).pathname.split('/').at(-1);
    const reset = await request('/api/auth/reset-password', { body: { token, newPassword } });
    if (reset.status !== 200) throw new Error(`reset failed: ${reset.status}`);
  }

  /**
   * Onboards a listed admin address as an operator would: confirmed, then its password set
   * through the mailed link (admin rights need both). Other addresses are left as they are.
   */
  async function onboardIfAdmin(email: string, password = 'Str0ng!pass') {
    if (adminEmails.has(email.toLowerCase())) await setPasswordByMail(email, password);
  }

  /**
   * Signs up, optionally verifies (a listed admin address is then onboarded), and signs in;
   * returns the session cookie.
   */
  async function userSession(email: string, { verified = true } = {}) {
    await signUp(email);
    if (verified) {
      await verify(email);
      await onboardIfAdmin(email);
    }
    return signIn(email);
  }

  return {
    app,
    auth,
    mailer,
    publicUrl: PUBLIC_URL,
    db: database.db,
    outbox,
    /** Waits for the story mails requests have set going (they answer without waiting). */
    mailSettled: () => pendingMail.settled(),
    /** Mail waits until the returned function is called. */
    holdMail() {
      held = new Promise((resolve) => (releaseMail = resolve));
      return releaseMail;
    },
    request,
    lastLinkTo,
    signUp,
    verify,
    signIn,
    sessionUser,
    setPasswordByMail,
    onboardIfAdmin,
    /** Whether `email` is in the server's admin list (its rights start once onboarded). */
    isAdminEmail: (email: string) => adminEmails.has(email.toLowerCase()),
    userSession,
    /** Empties every table and the outbox, for a fresh start per test. */
    async reset() {
      releaseMail();
      await pendingMail.settled();
      await truncateAll(database.db);
      outbox.length = 0;
    },
    mediaDir,
    mediaStore,
    async close() {
      // The worker's PGlite stays open for its next file; a PostgreSQL pool is this server's own.
      if (!options.database && TEST_DATABASE_URL) await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function truncateAll(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  // A request a test left running (an upload it held, a write after the answer) may still hold a
  // table on PostgreSQL; it finishes on its own, so a truncate that deadlocks with it tries again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql`
        truncate table media, reactions, reports, stories, testimonials, ngos, ngo_requests,
          profiles, session, account, verification, rate_limit, limit_counters, "user"
          restart identity cascade`);
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** PostgreSQL's "deadlock detected" (40P01), as drizzle wraps it. */
function isDeadlock(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return (
    codeOf(error) === '40P01' || codeOf((error as { cause?: unknown } | null)?.cause) === '40P01'
  );
}
