import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/vocabularies';
import type { FaqEntry } from '@/domain/entities';

export interface FaqFilter {
  /** Free text matched against question or answer, case-insensitively. Blank matches everything. */
  query: string;
  /** Only entries of this category; `null` means all categories. */
  category: FaqCategory | null;
}

export function isFaqCategory(value: string): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(value);
}

/** The entries that match both the search text and the category, in their original order. */
export function filterFaqs<T extends Pick<FaqEntry, 'question' | 'answer' | 'category'>>(
  entries: readonly T[],
  { query, category }: FaqFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === null || entry.category === category) &&
      (needle === '' ||
        entry.question.toLowerCase().includes(needle) ||
        entry.answer.toLowerCase().includes(needle)),
  );
}
