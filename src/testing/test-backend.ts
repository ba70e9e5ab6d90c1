// Component and page tests against the real self-hosted server, in process, through the SPA's
// real HTTP adapter: what a screen meets (answers, refusals, hiding by reports, limits) is what
// the server does, not a copy of its rules.
//
// Usage, in a test:
//
//   const { backend, server, network } = await startTestBackend({ signedIn: 'her@example.org' });
//   const [story] = await seedStories(server, 1);       // src/testing/seed.ts
//   renderWithProviders(<StoriesPage />, { backend });
//   expect(await screen.findByRole('heading', { name: story.title })).toBeVisible();
//
// - One call per test (at its start or in beforeEach): each gives a server on the worker's one
//   database, emptied (servers with the same plain options are kept from test to test).
// - `signedIn` signs her up, verified (`verified: false` leaves the link unfollowed), and in;
//   `admin: true` lists her address as an admin's and onboards it. Without it, a visitor.
//   `adminEmails`, `helpers` (translate, grammar with a stand-in provider), `reportsToHideStory`
//   and the rest go to the server (server/testing/test-server.ts).
// - `server` reads mail (`server.outbox`, `server.lastLinkTo`) and reaches the database; seed.ts
//   fills it through the server's own functions (stories, a hidden one, NGOs, testimonials).
// - `network` (src/testing/test-network.ts) sits under the adapter: hold a request to see a
//   loading state or a race (`const held = network.hold('POST', '/api/stories')`, then
//   `held.release()`), drop it as a lost connection does (`network.fail('GET', /^\/api\/stories/)`),
//   or assert what was sent (`network.requestsTo('POST', '/api/testimonials')`). Refusals (not
//   found, forbidden, limits) come from the server reaching that state, never from here.
// - `openBrowser(email?)` is another browser on the same server: another reader, the admin.
// - A component that takes a story as a prop needs no server: src/testing/story-fixture.ts.
// - The environment (src/testing/happy-dom-environment.ts) keeps Node's fetch family beside the
//   DOM for the server.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, onTestFinished } from 'vitest';
import type { AuthPort, BackendPort } from '@/backend/port';
import { createHttpBackend } from '@/backend/http/http-backend';
import { createHttpClient } from '@/backend/http/http-client';
import { createHttpMedia, fetchTransport } from '@/backend/http/http-media';
import type { SessionUser } from '@/domain/entities';
import {
  cookieJarFetch,
  createTestServer,
  TEST_PUBLIC_URL,
  type TestServer,
  type TestServerOptions,
  user as users,
} from '@/testing/server-side';
import { testNetwork, type TestNetwork } from '@/testing/test-network';

export const TEST_PASSWORD = 'Str0ng!pass';

/** One browser on the test server: its port (the HTTP adapter) and its network. */
export interface TestBrowser {
  backend: BackendPort;
  auth: AuthPort;
  network: TestNetwork;
  /** Who is signed in, as the server answered the sign-in; null for a visitor. */
  user: SessionUser | null;
}

export interface StartTestBackendOptions extends TestServerOptions {
  /** Her address: signed up, verified and signed in to the first browser. */
  signedIn?: string;
  /** Her address is an admin's (listed and onboarded as an operator would). */
  admin?: boolean;
  /** Whether she followed the confirmation link; true unless said otherwise. */
  verified?: boolean;
}

export interface TestBackend extends TestBrowser {
  server: TestServer;
  /** Another browser on the same server: signed in to `email` (made if new), or a visitor's. */
  openBrowser(email?: string, options?: { verified?: boolean }): Promise<TestBrowser>;
}

/** A browser with no one signed in: the real adapter over a cookie jar and the test network. */
export function visitorBrowser(server: TestServer): TestBrowser {
  const { fetch, network } = testNetwork(cookieJarFetch(server));
  const backend = createHttpBackend({ baseUrl: TEST_PUBLIC_URL, fetch });
  // happy-dom has an XMLHttpRequest, but it would go out to the real network: uploads take the
  // adapter's other transport, a streamed fetch, through the same jar and network.
  const http = createHttpClient({ baseUrl: TEST_PUBLIC_URL, fetch });
  backend.media = createHttpMedia(http, { transport: fetchTransport(fetch) });
  return { backend, auth: backend.auth, network, user: null };
}

/**
 * Makes the account at `email` with TEST_PASSWORD as better-auth's sign-up does (its user, with
 * the server's hooks, and its password account), without the request and the mail: a test
 * about the sign-up itself goes through the page. An admin address is signed up and onboarded
 * as an operator would (the link mailed to it), which is what gives admin rights.
 */
export async function makeAccount(
  server: TestServer,
  email: string,
  { verified = true } = {},
): Promise<void> {
  if (verified && server.isAdminEmail(email)) {
    await server.signUp(email, TEST_PASSWORD);
    await server.verify(email);
    await server.onboardIfAdmin(email, TEST_PASSWORD);
    return;
  }
  const auth = await server.auth.$context;
  const created = await auth.internalAdapter.createUser(
    { email: email.toLowerCase(), name: 'Anonymous', emailVerified: verified },
    { method: 'email-password' },
  );
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await auth.password.hash(TEST_PASSWORD),
  });
}

/**
 * A browser signed in to `email`: the account is made first if it does not exist (signed up,
 * verified unless said otherwise; an address in the server's admin list is onboarded).
 */
export async function signedInBrowser(
  server: TestServer,
  email: string,
  { verified = true } = {},
): Promise<TestBrowser> {
  const browser = visitorBrowser(server);
  const [existing] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!existing) await makeAccount(server, email, { verified });
  const user = await browser.auth.signIn(email, TEST_PASSWORD);
  // The network's record starts with what the screen does, not with the sign-in above.
  browser.network.forget();
  return { ...browser, user };
}

/**
 * This worker's servers by their options, kept from test to test: making one (auth, routes, a
 * media folder) costs more than emptying the database, which every start does. Options holding
 * objects a test made for itself (helpers, a media store, a database) get a server of their own.
 */
const keptServers = new Map<string, Promise<TestServer>>();

function keptServerKey(options: TestServerOptions): string | null {
  const plain = Object.values(options).every(
    (value) => value === undefined || typeof value !== 'object' || Array.isArray(value),
  );
  return plain ? JSON.stringify(options, Object.keys(options).sort()) : null;
}

/** A server with these options, its database empty (see keptServers). */
async function emptyServer(options: TestServerOptions): Promise<TestServer> {
  const key = keptServerKey(options);
  if (key === null) {
    const server = await createTestServer(options);
    onTestFinished(() => server.close());
    return server;
  }
  const kept = keptServers.get(key);
  if (!kept) {
    const made = createTestServer(options);
    keptServers.set(key, made);
    // Its media folder goes when the worker does (synchronously: the process is ending).
    void made.then((server) =>
      process.once('exit', () => rmSync(server.mediaDir, { recursive: true, force: true })),
    );
    return made;
  }
  const server = await kept;
  await server.reset();
  return server;
}

/**
 * The worker's database and a first server are made before the first test that imports this
 * module, so that test's time is its own: opening the database takes seconds on a busy machine.
 * (Its files share this module, so only the worker's first such file registers the hook.)
 */
beforeAll(() => emptyServer({ adminEmails: [] }).then(() => undefined), 120_000);

export async function startTestBackend(
  options: StartTestBackendOptions = {},
): Promise<TestBackend> {
  const { signedIn, admin = false, verified = true, ...serverOptions } = options;
  const adminEmails = [
    ...(serverOptions.adminEmails ?? []),
    ...(admin && signedIn ? [signedIn] : []),
  ];
  const server = await emptyServer({ ...serverOptions, adminEmails });
  const first = signedIn
    ? await signedInBrowser(server, signedIn, { verified })
    : visitorBrowser(server);
  return {
    ...first,
    server,
    openBrowser: (email, browserOptions) =>
      email
        ? signedInBrowser(server, email, browserOptions)
        : Promise.resolve(visitorBrowser(server)),
  };
}
