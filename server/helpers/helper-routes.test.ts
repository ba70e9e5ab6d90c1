// The helpers mounted by the self-hosted server, driven through the SPA's own HTTP adapter:
// same paths as Netlify, the session for grammar, the socket's address for limits.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHelpers } from '../../helpers/helper-services';
import { parseHelpersConfig } from '../../helpers/helpers-config';
import {
  startFakeUpstream,
  type ChatRequest,
  type FakeUpstream,
} from '../../helpers/testing/fake-upstream';
import { MESSAGES } from '@/domain/messages';
import { backendFor, failureOf } from '../testing/backend-client';
import { createTestServer, type TestServer } from '../testing/test-server';

let model: FakeUpstream;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  model = await startFakeUpstream((request) => {
    const system = (JSON.parse(request.body) as ChatRequest).messages[0].content;
    const content = system.includes('Translate')
      ? '{"title": "पहला दिन", "content": "मैं डरी हुई थी।"}'
      : '{"content": "I was scared."}';
    return { body: { choices: [{ message: { content }, finish_reason: 'stop' }] } };
  });
  const helpers = createHelpers(
    parseHelpersConfig({
      TRANSLATION_PROVIDER: 'openai',
      GRAMMAR_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${model.url}/v1`,
      OPENAI_MODEL: 'test-model',
    }),
  );
  server = await createTestServer({ helpers });
  unconfigured = await createTestServer();
});
afterEach(() => server.reset());
afterAll(async () => {
  await model.close();
  await server.close();
  await unconfigured.close();
});

describe('helpers on the self-hosted server', () => {
  it('translates for any reader at /.netlify/functions/translate', async () => {
    const backend = backendFor(server);
    expect(await backend.helpers.translate('First day', 'I was scared.', 'hi')).toEqual({
      translatedTitle: 'पहला दिन',
      translatedContent: 'मैं डरी हुई थी।',
    });
  });

  it('corrects grammar only for a signed-in user', async () => {
    const backend = backendFor(server);
    const refused = await failureOf(backend.helpers.correctGrammar('i was scarred.'));
    expect(refused.kind).toBe('unauthenticated');
    expect(refused.message).toBe('Please sign in to use grammar correction.');

    await server.signUp('writer@example.org');
    await backend.auth.signIn('writer@example.org', 'Str0ng!pass');
    expect(await backend.helpers.correctGrammar('i was scarred.')).toBe('I was scared.');
  });

  // Each refusal and its order (input, then configuration, then the session), and the 503 with
  // its clear words without a provider, are proved once, in helpers/helper-handlers.test.ts;
  // here, that the server hands both helpers the request and her session as they arrive.
  it('checks input before configuration and the session, asking no provider', async () => {
    const asked = model.received.length;
    const ask = (target: TestServer, helper: string, body: unknown) =>
      target.request(`/.netlify/functions/${helper}`, { body });
    const blank = { error: MESSAGES.helperContentRequired, code: 'helperContentRequired' };
    for (const target of [server, unconfigured]) {
      for (const helper of ['translate', 'correct-grammar']) {
        const response = await ask(target, helper, { content: '  ', targetLang: 'hi' });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(blank);
      }
    }
    expect((await ask(unconfigured, 'correct-grammar', { content: 'x' })).status).toBe(503);
    expect((await ask(server, 'correct-grammar', { content: 'x' })).status).toBe(401);
    expect(model.received).toHaveLength(asked);
  });

  it('sends the security headers and keeps replies out of caches', async () => {
    const response = await server.request('/.netlify/functions/translate', {
      body: { title: '', content: 'x', targetLang: 'xx' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
