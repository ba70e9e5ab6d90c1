import { COPY } from '@/domain/copy';
import { fillCopy } from '@/features/admin/fill-copy';

/** A date as the reader's locale writes it; '' for a date that cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A story may have no title (a voice message); it still needs a name on screen. */
export function storyTitle(title: string): string {
  return title.trim() === '' ? COPY.untitledStory : title;
}

export function reportCountText(count: number): string {
  return count === 1 ? COPY.reportCountOne : fillCopy(COPY.reportCountMany, { count });
}
