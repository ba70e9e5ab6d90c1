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
import { BackendError } from '@/backend/backend-error';
import { backendFor } from '../testing/backend-client';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

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

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

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
    const refused = await rejection(backend.helpers.correctGrammar('i was scarred.'));
    expect(refused.kind).toBe('unauthenticated');
    expect(refused.message).toBe('Please sign in to use grammar correction.');

    await server.signUp('writer@example.org');
    await backend.auth.signIn('writer@example.org', 'Str0ng!pass');
    expect(await backend.helpers.correctGrammar('i was scarred.')).toBe('I was scared.');
  });

  it('answers 503 with a clear error when no provider is configured', async () => {
    const backend = backendFor(unconfigured);
    const translate = await rejection(backend.helpers.translate('', 'x', 'hi'));
    expect(translate.status).toBe(503);
    expect(translate.message).toBe('Translation is not configured on this server');
    const response = await unconfigured.request('/.netlify/functions/correct-grammar', {
      body: { content: 'x' },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Grammar correction is not configured on this server',
      code: 'grammarNotConfigured',
    });
  });

  it('answers a bad translation request 400 even when translation is unconfigured', async () => {
    const asked = model.received.length;
    for (const target of [server, unconfigured]) {
      const language = await target.request('/.netlify/functions/translate', {
        body: { title: '', content: 'x', targetLang: 'xx' },
      });
      expect(language.status).toBe(400);
      expect(await language.json()).toEqual({
        error: 'That language is not offered.',
        code: 'helperLanguageUnsupported',
      });

      const malformed = await target.app.request(
        `${TEST_PUBLIC_URL}/.netlify/functions/translate`,
        {
          method: 'POST',
          headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
          body: '{"content":',
        },
      );
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        error: 'The request is not valid.',
        code: 'helperRequestInvalid',
      });

      const blank = await target.request('/.netlify/functions/translate', {
        body: { content: '  ', targetLang: 'hi' },
      });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({
        error: 'The story has no text to work on.',
        code: 'helperContentRequired',
      });
    }
    expect(model.received).toHaveLength(asked);
  });

  it('checks grammar input first, then configuration, then the session', async () => {
    const asked = model.received.length;
    const cookie = await unconfigured.userSession(`writer-${Date.now()}@example.org`);
    const ask = (target: TestServer, body: unknown, session?: string) =>
      target.request('/.netlify/functions/correct-grammar', { body, cookie: session });

    for (const session of [undefined, cookie]) {
      const blank = await ask(unconfigured, { content: ' ' }, session);
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({
        error: 'The story has no text to work on.',
        code: 'helperContentRequired',
      });
      const wrongType = await ask(unconfigured, { content: 42 }, session);
      expect(wrongType.status).toBe(400);
      expect(await wrongType.json()).toEqual({
        error: 'The request is not valid.',
        code: 'helperRequestInvalid',
      });
      expect((await ask(unconfigured, { content: 'x' }, session)).status).toBe(503);
    }

    const signedOutBad = await ask(server, { content: ' ' });
    expect(signedOutBad.status).toBe(400);
    expect(await signedOutBad.json()).toEqual({
      error: 'The story has no text to work on.',
      code: 'helperContentRequired',
    });
    expect((await ask(server, { content: 'x' })).status).toBe(401);
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
