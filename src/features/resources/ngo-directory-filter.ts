// Directory search, category filter and paging. They run in the browser over
// the whole approved list: the list of verified NGOs is small (dozens, not thousands), so one
// fetch and instant filtering beat a round trip per keystroke on a weak connection.
import type { Ngo } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { NGO_CATEGORIES, type NgoCategory } from '@/domain/vocabularies';

export const ALL_CATEGORIES = 'all';
export type CategoryChoice = NgoCategory | typeof ALL_CATEGORIES;

export interface DirectoryFilter {
  /** Matched against name or description, case-insensitively; blank matches every NGO. */
  query: string;
  category: CategoryChoice;
}

export const NO_FILTER: DirectoryFilter = { query: '', category: ALL_CATEGORIES };

export function isCategoryChoice(value: string): value is CategoryChoice {
  return value === ALL_CATEGORIES || (NGO_CATEGORIES as readonly string[]).includes(value);
}

function fold(text: string): string {
  return text.toLocaleLowerCase();
}

export function matchesNgo(ngo: Ngo, filter: DirectoryFilter): boolean {
  if (filter.category !== ALL_CATEGORIES && ngo.category !== filter.category) return false;
  const query = fold(filter.query.trim());
  if (query === '') return true;
  return fold(ngo.name).includes(query) || fold(ngo.description).includes(query);
}

/** The NGOs that match, in the order given. */
export function filterNgos(ngos: readonly Ngo[], filter: DirectoryFilter): Ngo[] {
  return ngos.filter((ngo) => matchesNgo(ngo, filter));
}

export const DIRECTORY_PAGE_SIZE = LIMITS.directoryPageSize;

/** The first `limit` items and whether Load More has more to add. */
export function directoryPage<T>(
  items: readonly T[],
  limit: number,
): { shown: T[]; hasMore: boolean } {
  return { shown: items.slice(0, Math.max(0, limit)), hasMore: items.length > limit };
}
