import { z } from 'zod';
import * as mini from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';

describe('checkInput', () => {
  it('gives the parsed value of a zod or a zod/mini schema', () => {
    expect(checkInput(z.object({ a: z.string().trim() }), { a: ' x ' })).toEqual({
      ok: true,
      data: { a: 'x' },
    });
    expect(checkInput(mini.object({ a: mini.string().check(mini.trim()) }), { a: ' x ' })).toEqual({
      ok: true,
      data: { a: 'x' },
    });
  });

  it('names the first problem: a catalogue key with its values, or English by field', () => {
    const schema = mini
      .object({ a: mini.string().check(mini.maxLength(1, 'too long here')) })
      .check((ctx) => {
        ctx.issues.push({
          code: 'custom',
          message: 'contentWarningTooLong',
          params: { max: 3, ignored: {} },
          input: ctx.value,
        });
      });
    expect(checkInput(schema, { a: 'xy' })).toEqual({
      ok: false,
      problem: { key: undefined, params: undefined, field: 'a', said: 'too long here' },
    });
    expect(checkInput(schema, { a: 'x' })).toEqual({
      ok: false,
      problem: {
        key: 'contentWarningTooLong',
        params: { max: 3 },
        field: '',
        said: 'contentWarningTooLong',
      },
    });
  });
});
