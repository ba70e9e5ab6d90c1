import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import {
  EMPTY_SAFETY_PLAN,
  RISK_SIGNS,
  SAFETY_PLAN_TEXT_MAX_CHARS,
  TAKE_ITEMS,
  needsHelpNow,
  safetyPlanSchema,
} from './safety-plan';

describe('safety plan', () => {
  it('may be left empty: every step can be skipped', () => {
    expect(checkInput(safetyPlanSchema, EMPTY_SAFETY_PLAN)).toEqual({
      ok: true,
      data: EMPTY_SAFETY_PLAN,
    });
  });

  it('keeps what she ticked from the lists, and refuses what they do not hold', () => {
    const plan = { ...EMPTY_SAFETY_PLAN, take: [...TAKE_ITEMS], riskSigns: ['weapon'] };
    const kept = (changes: object) => checkInput(safetyPlanSchema, { ...plan, ...changes }).ok;
    expect(kept({})).toBe(true);
    expect(kept({ take: ['passport-of-mars'] })).toBe(false);
    expect(kept({ riskSigns: ['score'] })).toBe(false);
  });

  it('caps each answer, saying the cap', () => {
    const long = 'क'.repeat(SAFETY_PLAN_TEXT_MAX_CHARS + 1);
    expect(checkInput(safetyPlanSchema, { ...EMPTY_SAFETY_PLAN, people: long })).toMatchObject({
      ok: false,
      problem: { key: 'journalTextTooLong', params: { max: SAFETY_PLAN_TEXT_MAX_CHARS } },
    });
  });

  it('urges help now whenever any warning sign is ticked, and never otherwise (no score)', () => {
    fc.assert(
      fc.property(fc.subarray([...RISK_SIGNS]), (signs) => {
        expect(needsHelpNow(signs)).toBe(signs.length > 0);
      }),
    );
  });
});
