import type { JournalEntry } from '@/domain/journal-entry';

/** When it happened, in her language's way of writing dates ("12 March 2025, 9:30 pm"). */
export function happenedWhen(entry: Pick<JournalEntry, 'date' | 'time'>, locale: string): string {
  const [year = 0, month = 1, day = 1] = entry.date.split('-').map(Number);
  const [hours = 0, minutes = 0] = entry.time ? entry.time.split(':').map(Number) : [];
  const when = new Date(year, month - 1, day, hours, minutes);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(entry.time ? { timeStyle: 'short' } : {}),
  }).format(when);
}
