// GET /api/config says which helpers this server has: the SPA shows Translate and Fix Grammar
// only where they can work. Decided by what decides the helpers' 503s, on a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelpers } from '../../helpers/helper-services';
import { parseHelpersConfig } from '../../helpers/helpers-config';
import { backendFor } from '../testing/backend-client';
import { createTestServer, type TestServer } from '../testing/test-server';

const UPSTREAM = 'http://127.0.0.1:9/v1';

function serverWith(variables: Record<string, string>): Promise<TestServer> {
  return createTestServer({ helpers: createHelpers(parseHelpersConfig(variables)) });
}

let unconfigured: TestServer;
let both: TestServer;
let translateOnly: TestServer;
let grammarOnly: TestServer;

beforeAll(async () => {
  unconfigured = await createTestServer();
  both = await serverWith({
    TRANSLATION_PROVIDER: 'openai',
    GRAMMAR_PROVIDER: 'openai',
    OPENAI_BASE_URL: UPSTREAM,
    OPENAI_MODEL: 'test-model',
  });
  translateOnly = await serverWith({
    TRANSLATION_PROVIDER: 'libretranslate',
    LIBRETRANSLATE_URL: 'http://127.0.0.1:9',
  });
  grammarOnly = await serverWith({
    GRAMMAR_PROVIDER: 'languagetool',
    LANGUAGETOOL_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await Promise.all([unconfigured, both, translateOnly, grammarOnly].map((s) => s?.close()));
});

async function config(server: TestServer) {
  const response = await server.request('/api/config');
  expect(response.status).toBe(200);
  return { body: (await response.json()) as unknown, response };
}

describe('GET /api/config', () => {
  it('offers neither helper by default, as both then answer 503', async () => {
    const { body, response } = await config(unconfigured);
    expect(body).toEqual({ google: false, helpers: { translate: false, grammar: false } });
    // Public, for every reader, yet no-store like every /api answer.
    expect(response.headers.get('cache-control')).toBe('no-store');
    const translate = await unconfigured.request('/.netlify/functions/translate', {
      body: { title: '', content: 'x', targetLang: 'hi' },
    });
    expect(translate.status).toBe(503);
  });

  it('offers each helper that has a provider, and only that one', async () => {
    expect((await config(both)).body).toMatchObject({
      helpers: { translate: true, grammar: true },
    });
    expect((await config(translateOnly)).body).toMatchObject({
      helpers: { translate: true, grammar: false },
    });
    expect((await config(grammarOnly)).body).toMatchObject({
      helpers: { translate: false, grammar: true },
    });
  });

  it('is what the SPA reads through its HTTP adapter', async () => {
    expect(await backendFor(unconfigured).helpers.offered()).toEqual({
      translate: false,
      grammar: false,
    });
    expect(await backendFor(translateOnly).helpers.offered()).toEqual({
      translate: true,
      grammar: false,
    });
  });

  it('needs no session and sets no cookie', async () => {
    const { response } = await config(unconfigured);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
