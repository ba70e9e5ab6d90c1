// The two functions in Netlify's own local runtime (`netlify functions:serve`), called over HTTP
// as the SPA calls them: `npm run test:netlify`. One server runs with no provider, one with an
// OpenAI-compatible stand-in on loopback and a stand-in for Google's token-signing keys, so
// grammar correction can check a Firebase ID token signed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import {
  startFakeUpstream,
  storyHelperModel,
  type ChatRequest,
  type FakeUpstream,
} from '../../helpers/testing/fake-upstream';
import {
  idToken,
  makeSigningKey,
  startJwksServer,
  validClaims,
  type JwksServer,
  type SigningKey,
} from '../../helpers/testing/firebase-tokens';
import { freePort, startFunctionsServer, type FunctionsServer } from './netlify-cli';
import { scratchSite, type ScratchSite } from './scratch-site';

const PROJECT = 'sahas-netlify-cli-test';
const story = { title: 'First day', content: 'I was scared.', targetLang: 'hi' };

let model: FakeUpstream;
let jwks: JwksServer;
let key: SigningKey;
const sites: ScratchSite[] = [];
let unconfigured: FunctionsServer;
let configured: FunctionsServer;

beforeAll(async () => {
  key = await makeSigningKey('netlify-cli-key');
  jwks = await startJwksServer([key]);
  model = await startFakeUpstream(storyHelperModel);
  const [bare, withProvider] = await Promise.all([scratchSite(), scratchSite()]);
  sites.push(bare, withProvider);
  const first = await freePort(47100);
  const second = await freePort(first + 1);
  // Both start at once: each takes a few seconds to bundle its functions.
  [unconfigured, configured] = await Promise.all([
    startFunctionsServer(bare, first, {}),
    startFunctionsServer(withProvider, second, {
      TRANSLATION_PROVIDER: 'openai',
      GRAMMAR_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${model.url}/v1`,
      OPENAI_MODEL: 'netlify-cli-model',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_JWKS_URL: jwks.url,
    }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([unconfigured?.stop(), configured?.stop()]);
  await Promise.all(sites.map((site) => site.remove()));
  await model?.close();
  await jwks?.close();
});

function post(server: FunctionsServer, name: string, body: unknown, token?: string) {
  return fetch(`${server.url}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function expectRefusal(response: Response, status: number, code: keyof typeof MESSAGES) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: MESSAGES[code], code });
}

describe('netlify functions:serve, no provider configured', () => {
  it('answers 503 from both functions', async () => {
    await expectRefusal(
      await post(unconfigured, 'translate', story),
      503,
      'translationNotConfigured',
    );
    await expectRefusal(
      await post(unconfigured, 'correct-grammar', { content: 'i was scarred.' }),
      503,
      'grammarNotConfigured',
    );
  });
  // Bad input is refused before the configuration and the token: helpers/helper-handlers.test.ts
  // and helpers/netlify-entry.test.ts, on the same handlers.
});

describe('netlify functions:serve, the stand-in provider configured', () => {
  it('translates through the provider', async () => {
    const before = model.received.length;
    const response = await post(configured, 'translate', story);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      translatedTitle: 'पहला दिन',
      translatedContent: 'मैं डरी हुई थी।',
    });
    const sent = model.received.slice(before);
    expect(sent).toHaveLength(1);
    expect((JSON.parse(sent[0]?.body ?? '{}') as ChatRequest).model).toBe('netlify-cli-model');
  });

  it('refuses grammar correction without a valid Firebase ID token (401)', async () => {
    const otherProject = await idToken(key, validClaims('another-project'));
    for (const token of [undefined, 'forged.token.here', otherProject]) {
      await expectRefusal(
        await post(configured, 'correct-grammar', { content: 'i was scarred.' }, token),
        401,
        'helperSignInRequired',
      );
    }
  });

  it('corrects grammar for a signed-in user', async () => {
    const token = await idToken(key, validClaims(PROJECT));
    const response = await post(
      configured,
      'correct-grammar',
      { content: 'i was scarred.' },
      token,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ correctedContent: 'I was scared.' });
  });
});
