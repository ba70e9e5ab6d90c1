import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/vocabularies';
import type { FaqEntry } from '@/domain/entities';

export interface FaqFilter {
  /**
   * Free text matched against question or answer as shown (in the reader's language),
   * case-insensitively. Blank matches everything.
   */
  query: string;
  /** Only entries of this category; `null` means all categories. */
  category: FaqCategory | null;
}

export function isFaqCategory(value: string): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Lower case in one Unicode form: Hindi keyboards differ in how they type a letter with a nukta
 * (फ़ as one character or as फ plus ़), and either must find the other.
 */
function comparable(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The entries that match both the search text and the category, in their original order. */
export function filterFaqs<T extends Pick<FaqEntry, 'question' | 'answer' | 'category'>>(
  entries: readonly T[],
  { query, category }: FaqFilter,
): T[] {
  const needle = comparable(query.trim());
  return entries.filter(
    (entry) =>
      (category === null || entry.category === category) &&
      (needle === '' ||
        comparable(entry.question).includes(needle) ||
        comparable(entry.answer).includes(needle)),
  );
}
