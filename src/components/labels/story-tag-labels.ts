// What each story tag is called on screen, for every screen that shows tags (Stories' filters
// and cards, Share and Edit Story's chips and "your stories"). The stored values stay the
// English of src/domain/vocabularies.ts (the data and the rules use them); only the label is
// translated, in the `labels` catalogue.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoryTag } from '@/domain/vocabularies';

export const STORY_TAG_LABELS: Record<StoryTag, MessageDescriptor> = {
  'Workplace Harassment': msg`Workplace Harassment`,
  'Domestic Violence': msg`Domestic Violence`,
  'Street Harassment': msg`Street Harassment`,
  Cyberbullying: msg`Cyberbullying`,
  'Sexual Harassment': msg`Sexual Harassment`,
  Discrimination: msg`Discrimination`,
  Recovery: msg`Recovery`,
  Support: msg`Support`,
  Healing: msg`Healing`,
  'Mental Health': msg`Mental Health`,
  Legal: msg`Legal`,
};

/** A tag's label in the active language; a value outside the vocabulary shows as stored. */
export function storyTagLabel(i18n: I18n, tag: string): string {
  return Object.hasOwn(STORY_TAG_LABELS, tag) ? i18n._(STORY_TAG_LABELS[tag as StoryTag]) : tag;
}
