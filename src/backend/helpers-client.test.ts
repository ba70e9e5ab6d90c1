import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { createHelpersClient, HELPER_PATHS } from '@/backend/helpers-client';

function replying(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

/** What a request sent: its body, which must be JSON text. */
function sentJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') throw new Error('expected a JSON text body');
  return JSON.parse(init.body);
}

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe('helpers client', () => {
  it('posts the spec bodies to the helper paths and returns the replies', async () => {
    const fetch = replying(200, { translatedTitle: 'शीर्षक', translatedContent: 'कहानी' });
    const client = createHelpersClient({ baseUrl: 'https://sahas.example', fetch });
    expect(await client.translate('Title', 'Story', 'hi')).toEqual({
      translatedTitle: 'शीर्षक',
      translatedContent: 'कहानी',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`https://sahas.example${HELPER_PATHS.translate}`);
    expect(init?.method).toBe('POST');
    expect(init?.cache).toBe('no-store');
    expect(sentJson(init)).toEqual({ title: 'Title', content: 'Story', targetLang: 'hi' });

    const grammarFetch = replying(200, { correctedContent: 'Fixed.' });
    const grammar = createHelpersClient({ fetch: grammarFetch });
    expect(await grammar.correctGrammar('fixd')).toBe('Fixed.');
    expect(grammarFetch.mock.calls[0]?.[0]).toBe(HELPER_PATHS.correctGrammar);
    expect(sentJson(grammarFetch.mock.calls[0]?.[1])).toEqual({ content: 'fixd' });
  });

  it('sends the signed-in user’s authorization when the adapter has one', async () => {
    const fetch = replying(200, { correctedContent: 'x' });
    await createHelpersClient({
      fetch,
      authorization: () => Promise.resolve('Bearer id-token'),
    }).correctGrammar('x');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer id-token',
    );
  });

  it('carries the helper’s code and placeholder values', async () => {
    const error = await failure(
      createHelpersClient({
        fetch: replying(429, {
          error: 'Too many requests. Please wait a minute and try again.',
          code: 'helperRateLimited',
        }),
      }).translate('t', 'c', 'hi'),
    );
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, code: 'helperRateLimited' });
    const upstream = await failure(
      createHelpersClient({
        fetch: replying(502, {
          error: 'Grammar correction service failed with status 503',
          code: 'grammarServiceStatus',
          params: { status: 503 },
        }),
      }).correctGrammar('x'),
    );
    expect(upstream).toMatchObject({ code: 'grammarServiceStatus', params: { status: 503 } });
  });

  it('fails with the helper’s {error} text, its status and a kind', async () => {
    const client = createHelpersClient({
      fetch: replying(401, { error: 'Please sign in to use grammar correction.' }),
    });
    expect(await failure(client.correctGrammar('x'))).toMatchObject({
      message: 'Please sign in to use grammar correction.',
      status: 401,
      kind: 'unauthenticated',
    });
  });

  it('falls back to the spec’s status messages when there is no {error}', async () => {
    const translate = await failure(
      createHelpersClient({ fetch: replying(500, '<html>oops</html>') }).translate('', 'x', 'hi'),
    );
    expect(translate.message).toBe('Translation service failed with status 500');
    expect(translate.kind).toBe('unavailable');
    const grammar = await failure(
      createHelpersClient({ fetch: replying(503, { error: '' }) }).correctGrammar('x'),
    );
    expect(grammar.message).toBe('Grammar correction service failed with status 503');
  });

  it('treats a reply without the promised fields as a failure', async () => {
    const client = createHelpersClient({ fetch: replying(200, { translatedTitle: 'x' }) });
    const error = await failure(client.translate('', 'x', 'hi'));
    expect(error.message).toBe('Translation service failed with status 502');
  });

  it('says when the helper cannot be reached', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const error = await failure(createHelpersClient({ fetch }).correctGrammar('x'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      'The service could not be reached. Check your connection and try again.',
    );
  });
});
