import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import {
  declareOperation,
  type OperationArgument,
  operationRequest,
  type PathParams,
} from './operation';

const sample = declareOperation<{ done: boolean }>()({
  method: 'POST',
  path: '/things/:thingId/parts/:partId',
  input: () =>
    Promise.resolve(
      z.object({ thingId: z.string(), partId: z.string(), note: z.optional(z.string()) }),
    ),
  status: 201,
});

describe('a declared operation', () => {
  it('names its path parameters in its type, and a schema must give each', () => {
    expectTypeOf<PathParams<'/stories/:storyId/reports/mine'>>().toEqualTypeOf<'storyId'>();
    expectTypeOf<PathParams<'/a/:b/c/:d'>>().toEqualTypeOf<'b' | 'd'>();
    expectTypeOf<OperationArgument<typeof sample>>().toEqualTypeOf<{
      thingId: string;
      partId: string;
      note?: string | undefined;
    }>();
    declareOperation<null>()({
      method: 'DELETE',
      path: '/things/:thingId',
      // @ts-expect-error -- a schema without the path's parameter is refused
      input: () => Promise.resolve(z.object({ other: z.string() })),
      status: 204,
    });
  });

  it('fills each parameter into its own segment and sends the other fields as the body', () => {
    expect(operationRequest(sample, { thingId: 't1', partId: 'p2', note: 'n' })).toEqual({
      path: '/things/t1/parts/p2',
      body: { note: 'n' },
    });
    fc.assert(
      fc.property(fc.string(), fc.string(), (thingId, partId) => {
        const { path, body } = operationRequest(sample, { thingId, partId });
        const segments = path.split('/');
        expect(segments).toHaveLength(5);
        expect(decodeURIComponent(segments[2] ?? '')).toBe(thingId);
        expect(decodeURIComponent(segments[4] ?? '')).toBe(partId);
        expect(body).toEqual({});
      }),
    );
  });
});
