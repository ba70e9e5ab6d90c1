import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { ngoApprovalInputSchema } from './ngo-approval-input';
import { NGO_CATEGORIES } from './vocabularies';

describe('NGO approval input', () => {
  it('takes each category, General when none is given', () => {
    for (const category of NGO_CATEGORIES) {
      expect(checkInput(ngoApprovalInputSchema, { category })).toEqual({
        ok: true,
        data: { category },
      });
    }
    expect(checkInput(ngoApprovalInputSchema, {})).toEqual({
      ok: true,
      data: { category: 'General' },
    });
  });

  it('refuses any other category, in English (code invalidRequest)', () => {
    expect(checkInput(ngoApprovalInputSchema, { category: 'general' })).toMatchObject({
      ok: false,
      problem: { key: undefined, field: 'category' },
    });
  });
});
