// Forgetting every cached answer at once, from outside React too: Quick exit blanks the page
// and must leave nothing of hers in memory, whether or not the sign-out reaches the server.
import type { Cache, ScopedMutator } from 'swr';

const forgetters = new Set<() => void>();

/**
 * Empties a cache: each entry's data goes (through mutate, so what shows it hears of it), and
 * with `reload` what is still on screen asks again, as the new viewer.
 */
export function forgetCache(
  cache: Cache,
  mutate: ScopedMutator,
  reload: boolean,
): Promise<unknown> {
  // Every key, the infinite lists' own ones too (a filter given to mutate skips those).
  return Promise.all(
    [...cache.keys()].map((key) => mutate(key, undefined, { revalidate: reload })),
  );
}

/** Registers a mounted cache with forgetAllData; returns the unregistration. */
export function registerForgetter(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Quick exit: every mounted cache forgets everything, and nothing is asked again. */
export function forgetAllData(): void {
  for (const forget of forgetters) forget();
}
