// The two Netlify functions as Netlify runs them (a Request in, a Response out), configured by
// environment variables: rate limits by Netlify's client-address header, grammar by Firebase
// ID token. The functions live in netlify/functions/, where every file becomes a function, so
// their tests live here.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import correctGrammar from '../netlify/functions/correct-grammar';
import translate from '../netlify/functions/translate';
import { resetNetlifyHelpersForTests } from './netlify-entry';
import { startFakeUpstream, storyHelperModel, type FakeUpstream } from './testing/fake-upstream';
import {
  idToken,
  makeSigningKey,
  startJwksServer,
  validClaims,
  type JwksServer,
  type SigningKey,
} from './testing/firebase-tokens';
import { helperRequest } from './testing/helper-request';

const PROJECT = 'sahas-netlify-test';
let model: FakeUpstream;
let jwks: JwksServer;
let key: SigningKey;

beforeAll(async () => {
  key = await makeSigningKey('netlify-key');
  model = await startFakeUpstream(storyHelperModel);
  jwks = await startJwksServer([key]);
});
afterAll(async () => {
  await model.close();
  await jwks.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetNetlifyHelpersForTests();
});

function configure(extra: Record<string, string> = {}) {
  const env = {
    TRANSLATION_PROVIDER: 'openai',
    GRAMMAR_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${model.url}/v1`,
    OPENAI_MODEL: 'test-model',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: jwks.url,
    HELPERS_RATE_LIMIT_PER_MINUTE: '3',
    ...extra,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

const fromIp = (ip: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-nf-client-connection-ip': ip, ...headers },
});
const story = { title: 'First day', content: 'I was scared.', targetLang: 'hi' };

describe('netlify/functions/translate', () => {
  it('translates and limits each client by its Netlify address', async () => {
    configure();
    const ok = await translate(helperRequest(story, fromIp('203.0.113.1')));
    expect(await ok.json()).toEqual({
      translatedTitle: 'पहला दिन',
      translatedContent: 'मैं डरी हुई थी।',
    });
    await translate(helperRequest(story, fromIp('203.0.113.1')));
    await translate(helperRequest(story, fromIp('203.0.113.1')));
    expect((await translate(helperRequest(story, fromIp('203.0.113.1')))).status).toBe(429);
    expect((await translate(helperRequest(story, fromIp('203.0.113.2')))).status).toBe(200);
  });

  // A bad request is refused before the configuration is read: helper-handlers.test.ts's table.
  it('answers 503 when unconfigured, and when a variable is wrong', async () => {
    expect((await translate(helperRequest(story))).status).toBe(503);
    resetNetlifyHelpersForTests();
    configure({ TRANSLATION_PROVIDER: 'deepl' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await translate(helperRequest(story));
    expect(response.status).toBe(503);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('TRANSLATION_PROVIDER'));
  });
});

describe('netlify/functions/correct-grammar', () => {
  it('corrects for a valid Firebase ID token', async () => {
    configure();
    const token = await idToken(key, validClaims(PROJECT));
    const response = await correctGrammar(
      helperRequest(
        { content: 'i was scarred.' },
        fromIp('203.0.113.9', { authorization: `Bearer ${token}` }),
      ),
    );
    expect(await response.json()).toEqual({ correctedContent: 'I was scared.' });
  });

  it('refuses no token, a forged one, and one for another project', async () => {
    configure();
    const other = await idToken(key, validClaims('other'));
    for (const authorization of [undefined, 'Bearer forged.token.here', `Bearer ${other}`]) {
      const response = await correctGrammar(
        helperRequest({ content: 'x' }, authorization ? { headers: { authorization } } : {}),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'Please sign in to use grammar correction.',
        code: 'helperSignInRequired',
      });
    }
  });

  it('checks the input before the configuration and the token', async () => {
    const blank = await correctGrammar(helperRequest({ content: ' ' }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      error: 'The story has no text to work on.',
      code: 'helperContentRequired',
    });
    expect((await correctGrammar(helperRequest({ content: 'x' }))).status).toBe(503);

    resetNetlifyHelpersForTests();
    configure();
    const before = jwks.fetches();
    const token = await idToken(key, validClaims(PROJECT));
    for (const authorization of [undefined, `Bearer ${token}`]) {
      const response = await correctGrammar(
        helperRequest({ content: 42 }, authorization ? { headers: { authorization } } : {}),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'The request is not valid.',
        code: 'helperRequestInvalid',
      });
    }
    // Bad input costs no token check, so no key-set fetch.
    expect(jwks.fetches()).toBe(before);
  });

  it('stays off without a Firebase project to check tokens against', async () => {
    configure({ FIREBASE_PROJECT_ID: '' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await correctGrammar(helperRequest({ content: 'x' }));
    expect(response.status).toBe(503);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('FIREBASE_PROJECT_ID'));
  });
});
