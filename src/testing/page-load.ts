// A browser as a new page load finds it: her session cookie is already in the jar (signed in
// earlier), but the adapter has not yet asked the server who she is. Holding that question
// (`network.hold('GET', SESSION_CHECK)`) shows what a screen does before it knows: a file picked
// while the check is under way, a visitor's or a member's first paint.
import { createHttpBackend } from '@/backend/http/http-backend';
import { createHttpClient } from '@/backend/http/http-client';
import { createHttpMedia, fetchTransport } from '@/backend/http/http-media';
import { seedUser } from '@/testing/seed';
import { cookieJarFetch, TEST_PUBLIC_URL, type TestServer } from '@/testing/server-side';
import { TEST_PASSWORD, type TestBrowser } from '@/testing/test-backend';
import { testNetwork } from '@/testing/test-network';

/** The adapter's question "who is signed in?" as a page asks it when it loads. */
export const SESSION_CHECK = '/api/session';

/**
 * A browser that signed in to `email` (made and verified if new) before this page loaded; a
 * visitor's without one. Its `user` is null: the page has not asked yet.
 */
export async function pageLoadBrowser(server: TestServer, email?: string): Promise<TestBrowser> {
  const jar = cookieJarFetch(server);
  if (email) {
    await seedUser(server, email);
    const signedIn = await jar(`${TEST_PUBLIC_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, rememberMe: false }),
    });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
  }
  const { fetch, network } = testNetwork(jar);
  const backend = createHttpBackend({ baseUrl: TEST_PUBLIC_URL, fetch });
  // As in test-backend.ts: uploads take the adapter's streamed-fetch transport.
  backend.media = createHttpMedia(createHttpClient({ baseUrl: TEST_PUBLIC_URL, fetch }), {
    transport: fetchTransport(fetch),
  });
  return { backend, auth: backend.auth, network, user: null };
}
