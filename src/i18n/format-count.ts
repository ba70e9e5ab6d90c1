// Counts as her language writes them (reactions, slides, questions): what Intl.NumberFormat
// writes, without Intl for the counts pages show on their first render. A page's first
// Intl.NumberFormat costs its renderer about 35 ms on a 2-core machine (ICU's number data,
// loaded once per tab; 140 ms on a 4x slower phone), which Home paid in the middle of taking
// over the server's page for one heart count. Larger numbers, with their separators (1,234 in
// English, 12,34,567 in Hindi), are left to Intl.
import { isRealLocale, type RealLocale } from '@/i18n/locales';

/**
 * The zero of each language's digits (its default numbering system: Bengali and Marathi write
 * their own digits, the others Latin ones). format-count.test.ts checks them against Intl.
 */
const ZERO: Record<RealLocale, string> = {
  en: '0',
  hi: '0',
  bn: '\u09e6',
  mr: '\u0966',
  te: '0',
  ta: '0',
};

/** Below this a count has no group separator in any language. */
const UNGROUPED_BELOW = 1000;

export function formatCount(value: number, locale: string): string {
  const whole = Number.isInteger(value) && !Object.is(value, -0);
  if (isRealLocale(locale) && whole && value >= 0 && value < UNGROUPED_BELOW) {
    const zero = ZERO[locale].charCodeAt(0);
    return String(value).replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
  }
  return new Intl.NumberFormat(locale).format(value);
}
