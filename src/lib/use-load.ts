import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type Load<T> = LoadState<T> & {
  /** Loads again (Try again): the state is 'loading' until the new answer comes. */
  reload: () => void;
  /** Changes the loaded data (a story added or removed) without asking the server again. */
  update: (change: (data: T) => T) => void;
};

export interface LoadOptions {
  /** A failure of the latest load; a failure nobody waits for any more is not reported. */
  onError?: (error: unknown) => void;
}

interface Answer<T> {
  deps: DependencyList;
  attempt: number;
  state: LoadState<T>;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * Runs `load` on mount and whenever a value in `deps` changes (as useEffect does), and gives its
 * state. Only the latest load counts: an older answer arriving late, or any answer after the
 * component has gone, is dropped, and the signal given to `load` is aborted then. While `deps`
 * differ from those of the answer held, the state is 'loading' at once, so a screen never shows
 * the data of another query for a render.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options: LoadOptions = {},
): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const onError = useRef(options.onError);

  useEffect(() => {
    onError.current = options.onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    const answered = (state: LoadState<T>) => {
      if (!controller.signal.aborted) setAnswer({ deps, attempt, state });
      return !controller.signal.aborted;
    };
    // Built this way, a loader that throws at once fails like one whose promise rejects.
    new Promise<T>((resolve) => resolve(load(controller.signal))).then(
      (data) => answered({ status: 'ready', data, error: undefined }),
      (error: unknown) => {
        if (answered({ status: 'error', data: undefined, error })) onError.current?.(error);
      },
    );
    return () => controller.abort();
    // The caller's deps stand for everything `load` reads, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((latest) =>
        latest?.state.status === 'ready'
          ? { ...latest, state: { ...latest.state, data: change(latest.state.data) } }
          : latest,
      ),
    [],
  );

  const current =
    answer !== null && answer.attempt === attempt && sameDeps(answer.deps, deps)
      ? answer.state
      : LOADING;
  return { ...current, reload, update };
}
