// Forgetting every cached answer at once, from outside React too: Quick exit blanks the page
// and must leave nothing of hers in memory, whether or not the sign-out reaches the server.
import type { Cache, ScopedMutator } from 'swr';

const forgetters = new Set<() => void>();

/**
 * Empties a cache: each entry's data goes (through mutate, so what shows it hears of it), and
 * with `reload` what is still on screen asks again, as the new viewer. The entries of `leaving`
 * (keyed by her id: her stories, her account) are not asked again: what shows them moves to
 * the next person's key as it renders, and asking as her would only be refused once more.
 */
export function forgetCache(
  cache: Cache,
  mutate: ScopedMutator,
  reload: boolean,
  leaving: string | null = null,
): Promise<unknown> {
  // Every key, the infinite lists' own ones too (a filter given to mutate skips those).
  return Promise.all(
    [...cache.keys()].map((key) =>
      mutate(key, undefined, {
        revalidate: reload && (leaving === null || !keyedBy(cache, key, leaving)),
      }),
    ),
  );
}

/**
 * Whether a cached entry's key holds `userId`. SWR keeps each mounted query's own key beside
 * its answer (`_k`); without it the entry counts as anyone's, and is asked again.
 */
function keyedBy(cache: Cache, key: string, userId: string): boolean {
  const original = (cache.get(key) as { _k?: unknown } | undefined)?._k;
  return Array.isArray(original) && original.includes(userId);
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
