import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from '@/lib/use-load';

/**
 * A promise the test settles when it chooses. Settling it gives a promise that waits for it to
 * settle, for `act` to wait on: what the hook does with the answer then happens inside `act`.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  return {
    promise,
    resolve: (value: T) => {
      resolve(value);
      return settled;
    },
    reject: (error: unknown) => {
      reject(error);
      return settled;
    },
  };
}

describe('useLoad', () => {
  it('is loading, then ready with the answer', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useLoad(() => answer.promise, []));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    await act(() => answer.resolve('stories'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'stories', error: undefined });
  });

  it('gives the error of a failed load, and reports it once', async () => {
    const failure = new Error('offline');
    const onError = vi.fn();
    const { result } = renderHook(() => useLoad(() => Promise.reject(failure), [], { onError }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeUndefined();
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('treats a loader that throws at once as a failed load', async () => {
    const { result } = renderHook(() =>
      useLoad((): Promise<string> => {
        throw new Error('no backend');
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('ignores a slow first answer that arrives after a fast second one', async () => {
    const answers = { first: deferred<string>(), second: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ query }: { query: keyof typeof answers }) =>
        useLoad(() => answers[query].promise, [query]),
      { initialProps: { query: 'first' } },
    );
    rerender({ query: 'second' });
    expect(result.current.status).toBe('loading');
    await act(() => answers.second.resolve('second answer'));
    expect(result.current.data).toBe('second answer');

    await act(() => answers.first.resolve('first answer'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second answer' });
  });

  it('ignores a late failure of a load that was replaced', async () => {
    const slow = deferred<string>();
    const onError = vi.fn();
    const { result, rerender } = renderHook(
      ({ query }) =>
        useLoad(() => (query === 'slow' ? slow.promise : Promise.resolve('fast')), [query], {
          onError,
        }),
      { initialProps: { query: 'slow' } },
    );
    rerender({ query: 'fast' });
    await waitFor(() => expect(result.current.data).toBe('fast'));
    await act(() => slow.reject(new Error('too late')));
    expect(result.current.status).toBe('ready');
    expect(onError).not.toHaveBeenCalled();
  });

  it('is loading at once when the deps change, never showing the old answer', async () => {
    const { result, rerender } = renderHook(
      ({ query }) => useLoad(() => Promise.resolve(`answer for ${query}`), [query]),
      { initialProps: { query: 'a' } },
    );
    await waitFor(() => expect(result.current.data).toBe('answer for a'));
    const seen: (string | undefined)[] = [];
    rerender({ query: 'b' });
    seen.push(result.current.data);
    await waitFor(() => expect(result.current.data).toBe('answer for b'));
    expect(seen).toEqual([undefined]);
  });

  it('loads again on reload, loading until the new answer comes', async () => {
    let calls = 0;
    const { result } = renderHook(() => useLoad(() => Promise.resolve(++calls), []));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('changes the loaded data without loading again', async () => {
    const load = vi.fn(() => Promise.resolve(['a', 'b']));
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.update((items) => items.filter((item) => item !== 'a')));
    expect(result.current.data).toEqual(['b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the load and drops its answer once the component has gone', async () => {
    const answer = deferred<string>();
    const onError = vi.fn();
    let signal: AbortSignal | undefined;
    const { result, unmount } = renderHook(() =>
      useLoad(
        (given) => {
          signal = given;
          return answer.promise;
        },
        [],
        { onError },
      ),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(() => answer.reject(new Error('after unmount')));
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });
});
