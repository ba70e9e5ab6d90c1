import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { reportInputSchema, reportWithdrawalSchema } from './report-input';
import { REPORT_REASONS } from './vocabularies';

describe('report input', () => {
  it('takes each reason, other when none is given', () => {
    for (const { id: reason } of REPORT_REASONS) {
      expect(checkInput(reportInputSchema, { reason })).toEqual({ ok: true, data: { reason } });
    }
    expect(checkInput(reportInputSchema, {})).toEqual({ ok: true, data: { reason: 'other' } });
  });

  it('refuses an unknown reason (code invalidRequest)', () => {
    expect(checkInput(reportInputSchema, { reason: 'boring' })).toMatchObject({
      ok: false,
      problem: { key: undefined, field: 'reason' },
    });
  });
});

describe('report withdrawal input', () => {
  it('takes a uuid or a Firestore id', () => {
    for (const storyId of ['3f1c2a9e-0b7d-4c1e-9a53-7d2e4f6a8b10', 'AbC123_-xyz']) {
      expect(checkInput(reportWithdrawalSchema, { storyId })).toEqual({
        ok: true,
        data: { storyId },
      });
    }
  });

  it('refuses any id with a character outside letters, digits, _ and -, or none, or too long', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((id) => /[^A-Za-z0-9_-]/.test(id)),
        (storyId) => {
          expect(checkInput(reportWithdrawalSchema, { storyId })).toMatchObject({
            ok: false,
            problem: { field: 'storyId' },
          });
        },
      ),
    );
    for (const storyId of ['', 'a\u0000b', 'x'.repeat(129), 'a/b']) {
      expect(checkInput(reportWithdrawalSchema, { storyId }).ok).toBe(false);
    }
    expect(checkInput(reportWithdrawalSchema, {}).ok).toBe(false);
  });
});
