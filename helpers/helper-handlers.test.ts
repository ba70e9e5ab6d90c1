// What both deployments answer, whatever the provider: input checks, status-based failure
// messages, the translation cache, per-client limits, 503 when unconfigured, and sign-in for
// grammar. A loopback stand-in plays an OpenAI-compatible model server.
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/domain/limits';
import { MESSAGES, type MessageKey } from '../src/domain/messages';
import type { Authenticate } from './helper-handlers';
import { createHelpers } from './helper-services';
import { parseHelpersConfig } from './helpers-config';
import { startFakeUpstream, type FakeUpstream, type UpstreamAnswer } from './testing/fake-upstream';
import { helperRequest, signedIn, signedOut } from './testing/helper-request';

let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

const STORY = { title: 'Walking home', content: 'He followed me for three streets.' };
const modelReply = (content: string) => ({
  body: { choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }] },
});
const TRANSLATED = modelReply('{"title": "घर जाते हुए", "content": "उसने तीन गलियों तक पीछा किया।"}');

async function setUp(answer: (body: string) => UpstreamAnswer, extra: Record<string, string> = {}) {
  upstream = await startFakeUpstream((request) => answer(request.body));
  const log: string[] = [];
  const helpers = createHelpers(
    parseHelpersConfig({
      TRANSLATION_PROVIDER: 'openai',
      GRAMMAR_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${upstream.url}/v1`,
      OPENAI_MODEL: 'test-model',
      ...extra,
    }),
    (line) => log.push(line),
  );
  return { helpers, upstream, log };
}

const translate = (targetLang = 'hi', story = STORY) => helperRequest({ ...story, targetLang });

describe('failures of the provider', () => {
  const serviceStatus = (status: number) => ({
    error: `Translation service failed with status ${status}`,
    code: 'translateServiceStatus',
    params: { status },
  });

  it.each([500, 401, 429, 503])(
    'an upstream %i becomes the spec message with that status, and no story in the log',
    async (status) => {
      const { helpers, log } = await setUp(() => ({ status, body: { error: 'upstream says no' } }));
      const translated = await helpers.translate(translate(), 'client');
      expect(translated.status).toBe(502);
      expect(await translated.json()).toEqual(serviceStatus(status));
      const corrected = await helpers.correctGrammar(
        helperRequest({ content: STORY.content }),
        'client',
        signedIn,
      );
      expect(await corrected.json()).toEqual({
        error: `Grammar correction service failed with status ${status}`,
        code: 'grammarServiceStatus',
        params: { status },
      });
      expect(log.join('\n')).not.toContain('streets');
    },
  );

  it('a provider that does not answer in time is cut off with status 504', async () => {
    const { helpers } = await setUp(() => ({ ...TRANSLATED, delayMs: 3000 }), {
      HELPERS_TIMEOUT_MS: '1000',
    });
    const started = Date.now();
    const response = await helpers.translate(translate(), 'client');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(serviceStatus(504));
  });

  it('a provider that cannot be reached fails with status 502', async () => {
    const { helpers, upstream: server } = await setUp(() => TRANSLATED);
    await server.close();
    const response = await helpers.translate(translate(), 'client');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(serviceStatus(502));
  });
});

describe('the translation cache', () => {
  it('answers a repeated translation without asking the provider again', async () => {
    const { helpers, upstream: server } = await setUp(() => TRANSLATED);
    const first: unknown = await (await helpers.translate(translate('hi'), 'a')).json();
    const second: unknown = await (await helpers.translate(translate('hi'), 'b')).json();
    expect(second).toEqual(first);
    expect(server.received).toHaveLength(1);

    await helpers.translate(translate('mr'), 'a');
    await helpers.translate(translate('hi', { ...STORY, content: `${STORY.content}!` }), 'a');
    expect(server.received).toHaveLength(3);
  });

  it('keeps no failed translation', async () => {
    let fail = true;
    const { helpers, upstream: server } = await setUp(() =>
      fail ? { status: 500, body: {} } : TRANSLATED,
    );
    expect((await helpers.translate(translate(), 'a')).status).toBe(502);
    fail = false;
    expect((await helpers.translate(translate(), 'a')).status).toBe(200);
    expect(server.received).toHaveLength(2);
  });
});

describe('limits per client', () => {
  it('answers 429 past the limit, to that client only', async () => {
    const { helpers, upstream: server } = await setUp(() => TRANSLATED, {
      HELPERS_RATE_LIMIT_PER_MINUTE: '2',
    });
    expect((await helpers.translate(translate(), 'busy')).status).toBe(200);
    expect((await helpers.translate(translate(), 'busy')).status).toBe(200);
    const refused = await helpers.translate(translate(), 'busy');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
      code: 'helperRateLimited',
    });
    expect((await helpers.translate(translate(), 'other')).status).toBe(200);
    expect(server.received).toHaveLength(1);
  });
});

describe('without a provider', () => {
  it('answers 503 with a clear error, checking no grammar request’s token', async () => {
    const helpers = createHelpers(parseHelpersConfig({}));
    const translated = await helpers.translate(translate(), 'a');
    expect(translated.status).toBe(503);
    expect(await translated.json()).toEqual({
      error: 'Translation is not configured on this server',
      code: 'translationNotConfigured',
    });
    let asked = 0;
    const corrected = await helpers.correctGrammar(helperRequest({ content: 'x' }), 'a', () => {
      asked += 1;
      return Promise.resolve({ userId: 'user-1' });
    });
    expect(asked).toBe(0);
    expect(corrected.status).toBe(503);
    expect(await corrected.json()).toEqual({
      error: 'Grammar correction is not configured on this server',
      code: 'grammarNotConfigured',
    });
  });
});

describe('input is checked before the provider is', () => {
  // Each case builds a fresh request: a Request body can be read once.
  type Case = [string, () => Request, number, MessageKey];
  const INVALID = 'helperRequestInvalid';
  const TOO_LONG = 'helperTextTooLong';
  const overLimit = 'a'.repeat(LIMITS.helperTextMaxChars + 1);
  const huge = 'x'.repeat(300_000);
  const formPost = () => new Request('http://helpers.test/', { method: 'POST', body: 'content=x' });
  const body = (fields: unknown) => () => helperRequest(fields);
  const story = (fields: object) => body({ ...fields, targetLang: 'hi' });
  const translateCases: Case[] = [
    ['a targetLang that is not offered', () => translate('de'), 400, 'helperLanguageUnsupported'],
    ['a targetLang that is not text', body({ ...STORY, targetLang: 7 }), 400, INVALID],
    ['no targetLang', body(STORY), 400, INVALID],
    ['no content', story({ title: 't' }), 400, INVALID],
    ['empty content', story({ title: 't', content: '' }), 400, 'helperContentRequired'],
    ['blank content', story({ title: 't', content: ' \n ' }), 400, 'helperContentRequired'],
    ['a title that is not text', story({ title: 5, content: 'x' }), 400, INVALID],
    ['content over the limit', story({ title: '', content: overLimit }), 413, TOO_LONG],
    ['a body over the byte limit, read no further', story({ content: huge }), 413, TOO_LONG],
    ['malformed JSON', body('{"title":'), 400, INVALID],
    ['a JSON array', body([STORY]), 400, INVALID],
    ['a form post', formPost, 415, INVALID],
    ['a GET', () => new Request('http://helpers.test/'), 405, INVALID],
  ];

  it.each(translateCases)(
    'translate answers %s the same whether or not a provider is configured',
    async (_, request, status, code) => {
      const { helpers, upstream: server } = await setUp(() => TRANSLATED);
      const unconfigured = createHelpers(parseHelpersConfig({}));
      for (const response of [
        await helpers.translate(request(), 'a'),
        await unconfigured.translate(request(), 'a'),
      ]) {
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error: MESSAGES[code], code });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect(server.received).toHaveLength(0);
    },
  );

  const grammarCases: Case[] = [
    ['no content', body({}), 400, INVALID],
    ['blank content', body({ content: ' \n ' }), 400, 'helperContentRequired'],
    ['content that is not text', body({ content: 42 }), 400, INVALID],
    ['content over the limit', body({ content: overLimit }), 413, TOO_LONG],
    ['malformed JSON', body('{"content":'), 400, INVALID],
    ['a form post', formPost, 415, INVALID],
  ];

  it.each(grammarCases)(
    'grammar answers %s the same whether or not a provider is configured or anyone signed in',
    async (_, request, status, code) => {
      const { helpers, upstream: server } = await setUp(() => modelReply('{"content": "x"}'));
      const unconfigured = createHelpers(parseHelpersConfig({}));
      const asked: string[] = [];
      const authenticate: Authenticate = () => {
        asked.push('who');
        return Promise.resolve({ userId: 'user-1' });
      };
      for (const response of [
        await helpers.correctGrammar(request(), 'a', authenticate),
        await helpers.correctGrammar(request(), 'a', signedOut),
        await unconfigured.correctGrammar(request(), 'a', authenticate),
        await unconfigured.correctGrammar(request(), 'a', signedOut),
      ]) {
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error: MESSAGES[code], code });
      }
      // Bad input never costs a token check (a key-set fetch on Netlify) or a provider call.
      expect(asked).toEqual([]);
      expect(server.received).toHaveLength(0);
    },
  );
});

describe('grammar correction', () => {
  it('is refused to a visitor who is not signed in, before any provider call', async () => {
    const { helpers, upstream: server } = await setUp(() => modelReply('{"content": "x"}'));
    const response = await helpers.correctGrammar(
      helperRequest({ content: STORY.content }),
      'a',
      signedOut,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Please sign in to use grammar correction.',
      code: 'helperSignInRequired',
    });
    expect(server.received).toHaveLength(0);
  });

  it('takes content at the limit exactly', async () => {
    const { helpers } = await setUp(() =>
      modelReply(JSON.stringify({ content: 'b'.repeat(LIMITS.helperTextMaxChars) })),
    );
    const response = await helpers.correctGrammar(
      helperRequest({ content: 'a'.repeat(LIMITS.helperTextMaxChars) }),
      'a',
      signedIn,
    );
    expect(response.status).toBe(200);
  });
});
