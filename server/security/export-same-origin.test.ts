// "Download my data" holds her address and everything she wrote. A page on another site that
// navigates to the export (location = ".../api/account/data") takes her SameSite=Lax cookie with
// it, and the browser would save the file into her Downloads. The export answers only a request
// made by Sahas's own page: a POST from our origin.
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';

const HER_EMAIL = 'asha@example.org';
const EXPORT = '/api/account/data';

describe('the export of her data', () => {
  const server = setupTestServer();
  let cookie: string;
  beforeEach(async () => {
    cookie = await server.userSession(HER_EMAIL);
  });

  /** A request exactly as a browser sends it: only the headers given, and her cookie. */
  function browserRequest(method: string, headers: Record<string, string>) {
    return server.app.request(`${TEST_PUBLIC_URL}${EXPORT}`, {
      method,
      headers: { ...headers, cookie },
    });
  }

  const refused = {
    'a top-level navigation from another site': {
      method: 'GET',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    },
    'a top-level navigation from a page on another port': {
      method: 'GET',
      headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
    },
    'a navigation typed into the address bar': {
      method: 'GET',
      headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    },
    'a GET by a browser that sends no fetch metadata': { method: 'GET', headers: {} },
    'a form post from a page on another port': {
      method: 'POST',
      headers: { origin: 'http://sahas.test:18500', 'sec-fetch-site': 'same-site' },
    },
    'a form post from another site': {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    },
    'a post with no Origin from another site': {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    },
    'a post with no Origin and no fetch metadata': { method: 'POST', headers: {} },
  } as const;

  for (const [name, { method, headers }] of Object.entries(refused)) {
    it(`gives ${name} nothing of hers, and no attachment`, async () => {
      const response = await browserRequest(method, headers);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-disposition')).toBeNull();
      const body = await response.text();
      expect(body).not.toContain(HER_EMAIL);
      expect(body).not.toContain('sahas-my-data');
    });
  }

  it("answers a fetch from Sahas's own page", async () => {
    const response = await browserRequest('POST', {
      origin: TEST_PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { profile: { email: string } }).profile.email).toBe(
      HER_EMAIL,
    );
  });
});
