// What each NGO category is called on screen: in the directory and on the admin's cards. The
// stored values stay the English of src/domain/vocabularies.ts (the data and the rules use them);
// only the label is translated, in the `labels` catalogue.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NgoCategory } from '@/domain/vocabularies';

export const NGO_CATEGORY_LABELS: Record<NgoCategory, MessageDescriptor> = {
  'Legal Aid': msg`Legal Aid`,
  Counseling: msg`Counseling`,
  Emergency: msg`Emergency`,
  Shelter: msg`Shelter`,
  General: msg`General`,
};

/** A category's label in the active language; a value outside the vocabulary shows as stored. */
export function ngoCategoryLabel(i18n: I18n, category: string): string {
  return Object.hasOwn(NGO_CATEGORY_LABELS, category)
    ? i18n._(NGO_CATEGORY_LABELS[category as NgoCategory])
    : category;
}
