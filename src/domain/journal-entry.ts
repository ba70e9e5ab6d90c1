// One entry of her journal (issue 37): what a Protection Officer, a lawyer or a court will ask
// for. It is sealed in her browser (src/lib/vault) before it is stored, so this schema is the
// only check of its fields: the server sees ciphertext. Kinds of abuse are the Protection of
// Women from Domestic Violence Act 2005's, with dowry-related abuse named apart as Form I does.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import type { MessageKey } from './messages';
import { codePointCount, plainText } from './text-input';

export const ABUSE_TYPES = ['physical', 'sexual', 'verbal-emotional', 'economic', 'dowry'] as const;
export type AbuseType = (typeof ABUSE_TYPES)[number];

/** Who she went to afterwards (the journal's "what you did"). */
export const HELP_SOUGHT = ['police', 'hospital', 'ngo', 'protection-officer', 'family'] as const;
export type HelpSought = (typeof HELP_SOUGHT)[number];

export const ATTACHMENT_KINDS = ['photo', 'recording', 'document'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

// In code points. A whole entry at these, in Devanagari (3 bytes a character), seals to about
// 80,000 base64url characters: under the server's LIMITS.vaultSealedItemMaxChars.
/** What happened: a long account fits. */
export const JOURNAL_TEXT_MAX_CHARS = 8_000;
/** Injuries, medical help, witnesses, what she did. */
export const JOURNAL_NOTE_MAX_CHARS = 2_000;
/** Place, who did it, a file's name. */
export const JOURNAL_LINE_MAX_CHARS = 300;
/** Attachments on one entry (the server's cap). */
export const JOURNAL_ATTACHMENTS_MAX = LIMITS.vaultAttachmentsPerItemMax;

const TOO_LONG = 'journalTextTooLong' satisfies MessageKey;

function text(max: number, multiline: boolean) {
  return plainText({ multiline }).check(
    z.refine((value) => codePointCount(value) <= max, {
      message: TOO_LONG,
      params: { max },
    }),
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date as a date input gives it (YYYY-MM-DD), and a real one (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const journalAttachmentSchema = z.object({
  /** The attachment's id where its ciphertext is stored (client-made uuid). */
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Her file's name, shown in her list and in the export (never sent in clear). */
  name: text(JOURNAL_LINE_MAX_CHARS, false),
  mime: z.string().check(z.maxLength(200)),
  kind: z.enum(ATTACHMENT_KINDS),
  size: z.number().check(z.int(), z.nonnegative()),
});

export type JournalAttachment = z.output<typeof journalAttachmentSchema>;

export const journalEntrySchema = z.object({
  /** When it happened (not when she wrote it). */
  date: z.string().check(
    z.refine((value) => value.trim() !== '', 'journalDateRequired' satisfies MessageKey),
    z.refine(isCalendarDate, 'journalDateRequired' satisfies MessageKey),
  ),
  /** HH:MM, or empty when she does not know. */
  time: z
    .string()
    .check(
      z.refine(
        (value) => value === '' || TIME.test(value),
        'journalTimeInvalid' satisfies MessageKey,
      ),
    ),
  place: text(JOURNAL_LINE_MAX_CHARS, false),
  whatHappened: text(JOURNAL_TEXT_MAX_CHARS, true).check(
    z.minLength(1, 'journalWhatHappenedRequired' satisfies MessageKey),
  ),
  /** Free text: she decides whom to name. */
  who: text(JOURNAL_LINE_MAX_CHARS, false),
  types: z.array(z.enum(ABUSE_TYPES)).check(z.maxLength(ABUSE_TYPES.length)),
  injuries: text(JOURNAL_NOTE_MAX_CHARS, true),
  medicalHelp: text(JOURNAL_NOTE_MAX_CHARS, true),
  witnesses: text(JOURNAL_NOTE_MAX_CHARS, true),
  helpSought: z.array(z.enum(HELP_SOUGHT)).check(z.maxLength(HELP_SOUGHT.length)),
  whatYouDid: text(JOURNAL_NOTE_MAX_CHARS, true),
  attachments: z.array(journalAttachmentSchema).check(z.maxLength(JOURNAL_ATTACHMENTS_MAX)),
});

export type JournalEntryInput = z.input<typeof journalEntrySchema>;
export type JournalEntry = z.output<typeof journalEntrySchema>;

export const EMPTY_JOURNAL_ENTRY: JournalEntry = {
  date: '',
  time: '',
  place: '',
  whatHappened: '',
  who: '',
  types: [],
  injuries: '',
  medicalHelp: '',
  witnesses: '',
  helpSought: [],
  whatYouDid: '',
  attachments: [],
};

/** A picked file's kind, by its type: a photo, a recording, or anything else as a document. */
export function attachmentKindOf(mime: string): AttachmentKind {
  if (mime.startsWith('image/')) return 'photo';
  if (mime.startsWith('audio/') || mime.startsWith('video/')) return 'recording';
  return 'document';
}

/** Sort key: when it happened (an entry without a time counts as that day's start). */
export function happenedKey(entry: Pick<JournalEntry, 'date' | 'time'>): string {
  return `${entry.date}T${entry.time || '00:00'}`;
}

/** Newest first by when it happened; ties keep their order. */
export function byHappenedNewestFirst<T extends { entry: JournalEntry }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => happenedKey(b.entry).localeCompare(happenedKey(a.entry)));
}
