import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FaqCategory } from '@/domain/vocabularies';

/** What each stored FAQ category is called on screen; the stored value stays English. */
export const FAQ_CATEGORY_LABELS: Readonly<Record<FaqCategory, MessageDescriptor>> = {
  'Reporting Process': msg`Reporting Process`,
  'Privacy & Security': msg`Privacy & Security`,
  'NGO Support': msg`NGO Support`,
  'Technical Help': msg`Technical Help`,
};
