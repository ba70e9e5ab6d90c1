// GET /api/config says which helpers this server has: the SPA shows Translate and Fix Grammar
// only where they can work. Decided by what decides the helpers' 503s, on a real server.
import { describe, expect, it } from 'vitest';
import { createHelpers } from '../../helpers/helper-services';
import { parseHelpersConfig } from '../../helpers/helpers-config';
import { backendFor } from '../testing/backend-client';
import { createTestServer } from '../testing/test-server';

const UPSTREAM = 'http://127.0.0.1:9';
const OPENAI = { OPENAI_BASE_URL: `${UPSTREAM}/v1`, OPENAI_MODEL: 'test-model' };

describe('GET /api/config', () => {
  // What the SPA reads through its HTTP adapter, and what the route answers: public, for every
  // reader, needing no session and setting no cookie, yet no-store like every /api answer.
  it.each([
    ['neither helper by default, as both then answer 503', {}, false, false],
    [
      'each helper that has a provider, and only that one: both',
      { TRANSLATION_PROVIDER: 'openai', GRAMMAR_PROVIDER: 'openai', ...OPENAI },
      true,
      true,
    ],
    [
      'each helper that has a provider, and only that one: translation',
      { TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: UPSTREAM },
      true,
      false,
    ],
    [
      'each helper that has a provider, and only that one: grammar',
      { GRAMMAR_PROVIDER: 'languagetool', LANGUAGETOOL_URL: UPSTREAM },
      false,
      true,
    ],
  ])('offers %s', async (_, variables, translate, grammar) => {
    const server = await createTestServer({
      helpers: createHelpers(parseHelpersConfig(variables)),
    });
    try {
      const response = await server.request('/api/config');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toEqual({ google: false, helpers: { translate, grammar } });
      expect(await backendFor(server).helpers.offered()).toEqual({ translate, grammar });
      if (!translate) {
        const refused = await server.request('/.netlify/functions/translate', {
          body: { title: '', content: 'x', targetLang: 'hi' },
        });
        expect(refused.status).toBe(503);
      }
    } finally {
      await server.close();
    }
  });
});
