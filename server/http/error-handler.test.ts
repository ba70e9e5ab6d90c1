import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import { onError, refuse, refuseWith } from './error-handler';

function appThrowing(fail: () => never) {
  const app = new Hono();
  app.onError(onError);
  app.get('/x', () => fail());
  return app;
}

async function answer(fail: () => never) {
  const response = await appThrowing(fail).request('/x');
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('API error bodies', () => {
  it('carry a catalogue key as the code, with the values of its placeholders', async () => {
    expect(await answer(() => refuse(409, 'reactionDuplicate'))).toEqual({
      status: 409,
      body: { error: MESSAGES.reactionDuplicate, code: 'reactionDuplicate' },
    });
    expect(await answer(() => refuse(400, 'contentWarningTooLong', { max: 120 }))).toEqual({
      status: 400,
      body: {
        error: message('contentWarningTooLong', { max: 120 }),
        code: 'contentWarningTooLong',
        params: { max: 120 },
      },
    });
  });

  it('carry a generic code beside text of their own', async () => {
    expect(await answer(() => refuseWith(404, 'notFound', 'File not found.'))).toEqual({
      status: 404,
      body: { error: 'File not found.', code: 'notFound' },
    });
  });

  it('give a code by status to refusals raised without one (never by matching their text)', async () => {
    const known = () => {
      throw new HTTPException(404, { message: MESSAGES.storyNotFound });
    };
    expect((await answer(known)).body).toEqual({ error: MESSAGES.storyNotFound, code: 'notFound' });
    const other = () => {
      throw new HTTPException(413, { message: 'Too big.' });
    };
    expect((await answer(other)).body).toEqual({ error: 'Too big.', code: 'tooLarge' });
  });

  it('answer any failure with serverError and nothing of its message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = () => {
      throw new Error('secret detail');
    };
    expect(await answer(failure)).toEqual({
      status: 500,
      body: { error: MESSAGES.serverError, code: 'serverError' },
    });
    expect(log.mock.calls.flat().join(' ')).not.toContain('secret detail');
  });
});
