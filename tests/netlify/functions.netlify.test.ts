// The two functions in Netlify's own local runtime (`netlify functions:serve`), called over HTTP
// as the SPA calls them: `npm run test:netlify`, with an OpenAI-compatible stand-in on loopback
// and a stand-in for Google's token-signing keys, so grammar correction can check a Firebase ID
// token signed here. What the same function modules answer without a provider (503), without a
// valid token (401) and to bad input is helpers/netlify-entry.test.ts's and
// helpers/helper-handlers.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let site: ScratchSite | undefined;
let configured: FunctionsServer;

beforeAll(async () => {
  key = await makeSigningKey('netlify-cli-key');
  jwks = await startJwksServer([key]);
  model = await startFakeUpstream(storyHelperModel);
  site = await scratchSite();
  configured = await startFunctionsServer(site, await freePort(47100), {
    TRANSLATION_PROVIDER: 'openai',
    GRAMMAR_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${model.url}/v1`,
    OPENAI_MODEL: 'netlify-cli-model',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: jwks.url,
  });
}, 90_000);

afterAll(async () => {
  await configured?.stop();
  await site?.remove();
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
