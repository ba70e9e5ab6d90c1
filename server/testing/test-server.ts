// A real server over a fresh in-memory PGlite (or DATABASE_URL's PostgreSQL in CI), with mail
// captured in memory, for integration tests through app.request().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { openDatabase } from '../db/database';
import type { Mail, Mailer } from '../mail/mailer';
import type { HelperHandlers } from '../../helpers/helper-handlers';

export interface TestServerOptions {
  enumerationProtection?: boolean;
  rateLimit?: boolean;
  adminEmails?: string[];
  /** REPORTS_TO_HIDE_STORY; the server default when absent. */
  reportsToHideStory?: number;
  /** Translate and correct-grammar; by default neither is configured. */
  helpers?: HelperHandlers;
  /** FFMPEG_PATH; `ffmpeg` on PATH when absent. */
  ffmpegPath?: string;
  /** MEDIA_WITHOUT_FFMPEG; the server default (refuse) when absent. */
  mediaWithoutFfmpeg?: 'refuse' | 'keep';
}

export const TEST_PUBLIC_URL = 'http://sahas.test';
const PUBLIC_URL = TEST_PUBLIC_URL;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export async function createTestServer(options: TestServerOptions = {}) {
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: 'memory://' });
  await truncateAll(database.db);
  const outbox: Mail[] = [];
  const mediaDir = await mkdtemp(join(tmpdir(), 'sahas-media-'));
  const mailer: Mailer = {
    async send(mail) {
      outbox.push(mail);
    },
  };
  const auth = createAuth({
    db: database.db,
    mailer,
    publicUrl: PUBLIC_URL,
    secret: 'test-secret-that-is-long-enough-for-better-auth',
    enumerationProtection: options.enumerationProtection ?? true,
    rateLimit: options.rateLimit ?? false,
    google: undefined,
    logLevel: 'error',
  });
  const app = createApp({
    env: {
      adminEmails: new Set((options.adminEmails ?? []).map((email) => email.toLowerCase())),
      google: undefined,
      staticDir: '',
      mediaDir,
      ...(options.reportsToHideStory === undefined
        ? {}
        : { reportsToHideStory: options.reportsToHideStory }),
      ffmpegPath: options.ffmpegPath,
      mediaWithoutFfmpeg: options.mediaWithoutFfmpeg,
    },
    db: database.db,
    auth,
    helpers: options.helpers,
  });

  async function request(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set('origin', PUBLIC_URL);
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    return app.request(`${PUBLIC_URL}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
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

  /** Signs up, optionally verifies, and signs in; returns the session cookie. */
  async function userSession(email: string, { verified = true } = {}) {
    await signUp(email);
    if (verified) await verify(email);
    return signIn(email);
  }

  /** A session cookie (none for a visitor) for a role of the authorization matrices. */
  async function sessionFor(role: MatrixRole, adminEmail: string): Promise<string | undefined> {
    switch (role) {
      case 'visitor':
        return undefined;
      case 'user':
        return userSession('reader@example.org');
      case 'unverified admin address':
        return userSession(adminEmail, { verified: false });
      case 'admin':
        return userSession(adminEmail);
    }
  }

  return {
    app,
    db: database.db,
    outbox,
    request,
    lastLinkTo,
    signUp,
    verify,
    signIn,
    userSession,
    sessionFor,
    /** Empties every table and the outbox, for a fresh start per test. */
    async reset() {
      await truncateAll(database.db);
      outbox.length = 0;
    },
    mediaDir,
    async close() {
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Who calls, in the authorization matrices: an admin address counts only once verified. */
export const MATRIX_ROLES = ['visitor', 'user', 'unverified admin address', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function truncateAll(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await db.execute(sql`
    truncate table media, reactions, reports, stories, testimonials, ngos, ngo_requests, profiles,
      session, account, verification, rate_limit, "user" restart identity cascade`);
}
