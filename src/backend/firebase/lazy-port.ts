// A port whose implementation loads on first call. The Firebase build keeps its data modules
// (stories, media, admin, ...) out of the first-visit bundle: they come with Firestore, which
// loads on first use anyway.
type AsyncMethods<P> = {
  [K in keyof P]: P[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R>
    : never;
};

/** `methods` lists every method of the port (the `Record` type makes the list complete). */
export function lazyPort<P extends AsyncMethods<P>>(
  load: () => Promise<P>,
  methods: Record<keyof P, true>,
): P {
  let pending: Promise<P> | null = null;
  const port = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null; // A chunk that failed to download (offline) is fetched again next time.
      throw error;
    });
    return pending;
  };
  const entries = (Object.keys(methods) as (keyof P)[]).map((name) => [
    name,
    async (...args: unknown[]) => {
      const implementation = await port();
      return (implementation[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    },
  ]);
  return Object.fromEntries(entries) as P;
}
