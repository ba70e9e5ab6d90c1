import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { reportInputSchema } from './report-input';
import { REPORT_REASONS } from './vocabularies';

describe('report input', () => {
  it('takes each reason, other when none is given', () => {
    for (const { id } of REPORT_REASONS) {
      expect(checkInput(reportInputSchema, { reason: id })).toEqual({
        ok: true,
        data: { reason: id },
      });
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
