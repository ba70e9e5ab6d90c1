// Her safety plan (issue 37): short answers she may skip, sealed in her browser like the
// journal. The lists name what to take and the warning signs; their words are the screen's.
// The risk check records which signs she ticked and nothing else: no score, no verdict.
import * as z from 'zod/mini';
import type { MessageKey } from './messages';
import { plainText } from './text-input';

/** What to take if she leaves (documents first: replacing them is slow and costly). */
export const TAKE_ITEMS = [
  'aadhaar',
  'ration-card',
  'bank-passbook',
  'phone-charger',
  'medicines',
  'children-documents',
  'money',
  'document-copies',
] as const;
export type TakeItem = (typeof TAKE_ITEMS)[number];

/**
 * Warning signs that research on intimate partner homicide links to danger (the Danger
 * Assessment's strongest items). Any one of them is reason to seek help now.
 */
export const RISK_SIGNS = [
  'strangulation',
  'weapon',
  'worse-or-more-often',
  'separation',
  'threats-to-kill',
  'forced-sex',
  'control-jealousy',
] as const;
export type RiskSign = (typeof RISK_SIGNS)[number];

export const SAFETY_PLAN_TEXT_MAX_CHARS = 2_000;

function answer() {
  return plainText({ multiline: true }).check(
    z.refine((value) => Array.from(value).length <= SAFETY_PLAN_TEXT_MAX_CHARS, {
      message: 'journalTextTooLong' satisfies MessageKey,
      params: { max: SAFETY_PLAN_TEXT_MAX_CHARS },
    }),
  );
}

export const safetyPlanSchema = z.object({
  people: answer(),
  codeWord: answer(),
  safePlace: answer(),
  route: answer(),
  take: z.array(z.enum(TAKE_ITEMS)).check(z.maxLength(TAKE_ITEMS.length)),
  takeNote: answer(),
  money: answer(),
  safeTimes: answer(),
  ifViolence: answer(),
  /** A state or city she typed to find helplines; never her location. */
  area: answer(),
  riskSigns: z.array(z.enum(RISK_SIGNS)).check(z.maxLength(RISK_SIGNS.length)),
});

export type SafetyPlan = z.output<typeof safetyPlanSchema>;

export const EMPTY_SAFETY_PLAN: SafetyPlan = {
  people: '',
  codeWord: '',
  safePlace: '',
  route: '',
  take: [],
  takeNote: '',
  money: '',
  safeTimes: '',
  ifViolence: '',
  area: '',
  riskSigns: [],
};

/** Whether to show the emergency numbers and urge her to seek help now: any sign at all. */
export function needsHelpNow(signs: readonly RiskSign[]): boolean {
  return signs.length > 0;
}
