import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import {
  JOURNAL_LINE_MAX_CHARS,
  JOURNAL_NOTE_MAX_CHARS,
  JOURNAL_TEXT_MAX_CHARS,
  attachmentKindOf,
  byHappenedNewestFirst,
  isCalendarDate,
  journalEntrySchema,
  type JournalEntry,
} from './journal-entry';

const entry: JournalEntry = {
  date: '2025-03-12',
  time: '21:30',
  place: 'At home, the kitchen',
  whatHappened: 'He pushed me against the wall.',
  who: 'My husband',
  types: ['physical', 'verbal-emotional'],
  injuries: 'Bruise on my arm',
  medicalHelp: 'District hospital, report kept',
  witnesses: 'My neighbour heard it',
  helpSought: ['hospital'],
  whatYouDid: '',
  attachments: [
    {
      id: '0f8b4c1e-8b0a-4d7e-9a52-1c2d3e4f5a6b',
      name: 'arm.jpg',
      mime: 'image/jpeg',
      kind: 'photo',
      size: 1200,
    },
  ],
};

function problemOf(value: unknown) {
  const checked = checkInput(journalEntrySchema, value);
  return checked.ok ? null : checked.problem;
}

describe('journal entry', () => {
  it('keeps a full entry as it is, trimmed', () => {
    const padded = { ...entry, place: '  At home, the kitchen \n' };
    expect(checkInput(journalEntrySchema, padded)).toEqual({ ok: true, data: entry });
  });

  it('needs the date it happened and what happened, with the catalogue messages', () => {
    expect(problemOf({ ...entry, date: '' })).toMatchObject({
      key: 'journalDateRequired',
      field: 'date',
    });
    expect(problemOf({ ...entry, date: '2025-02-30' })).toMatchObject({
      key: 'journalDateRequired',
    });
    expect(problemOf({ ...entry, whatHappened: ' \n ' })).toMatchObject({
      key: 'journalWhatHappenedRequired',
      field: 'whatHappened',
    });
    expect(problemOf({ ...entry, time: '25:00' })).toMatchObject({ key: 'journalTimeInvalid' });
    expect(problemOf({ ...entry, time: '' })).toBeNull();
  });

  it('refuses text over its cap (in characters as she counts them), saying the cap', () => {
    const caps = [
      ['whatHappened', JOURNAL_TEXT_MAX_CHARS],
      ['injuries', JOURNAL_NOTE_MAX_CHARS],
      ['witnesses', JOURNAL_NOTE_MAX_CHARS],
      ['place', JOURNAL_LINE_MAX_CHARS],
      ['who', JOURNAL_LINE_MAX_CHARS],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...caps),
        fc.constantFrom('a', 'ह', '😀'),
        fc.integer({ min: 0, max: 3 }),
        ([field, max], unit, over) => {
          const text = unit.repeat(max + over);
          const problem = problemOf({ ...entry, [field]: text });
          if (over === 0) expect(problem).toBeNull();
          else expect(problem).toMatchObject({ key: 'journalTextTooLong', field, params: { max } });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses kinds of abuse and help it does not know, and hidden control characters', () => {
    expect(problemOf({ ...entry, types: ['unknown'] })).not.toBeNull();
    expect(problemOf({ ...entry, helpSought: ['anything'] })).not.toBeNull();
    expect(problemOf({ ...entry, who: 'him\u0000' })).toMatchObject({
      key: 'textHasControlCharacters',
    });
  });

  it('takes only real calendar dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    for (const wrong of ['2025-13-01', '2025-04-31', '12-03-2025', '2025-3-1', ''])
      expect(isCalendarDate(wrong)).toBe(false);
  });

  it('lists entries newest first by when it happened, whatever order they were written in', () => {
    const when = fc.record({
      date: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      time: fc.oneof(fc.constant(''), fc.constantFrom('00:00', '08:15', '23:59')),
    });
    fc.assert(
      fc.property(fc.array(when, { maxLength: 12 }), (times) => {
        const items = times.map((at, index) => ({ id: String(index), entry: { ...entry, ...at } }));
        const sorted = byHappenedNewestFirst(items);
        const keys = sorted.map(({ entry: one }) => `${one.date}T${one.time || '00:00'}`);
        expect(keys).toEqual([...keys].sort().reverse());
        expect(sorted).toHaveLength(items.length);
      }),
    );
  });

  it('names a picked file photo, recording or document by its type', () => {
    expect(attachmentKindOf('image/png')).toBe('photo');
    expect(attachmentKindOf('audio/webm')).toBe('recording');
    expect(attachmentKindOf('video/mp4')).toBe('recording');
    expect(attachmentKindOf('application/pdf')).toBe('document');
    expect(attachmentKindOf('')).toBe('document');
  });
});
