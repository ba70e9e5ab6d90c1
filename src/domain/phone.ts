// Phone numbers: the one check of an NGO's contact number (form, server, demo data) and the one
// way a number becomes a `tel:` link (helplines, footer, NGO directory).
import { LIMITS } from './limits';

/** Digits, spaces and + - ( ) only, as a phone number is written. */
const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

/** Letters of a phone-word number (1800-SAFE-NOW) as the keypad dials them. */
const KEYPAD: Record<string, string> = {
  A: '2',
  B: '2',
  C: '2',
  D: '3',
  E: '3',
  F: '3',
  G: '4',
  H: '4',
  I: '4',
  J: '5',
  K: '5',
  L: '5',
  M: '6',
  N: '6',
  O: '6',
  P: '7',
  Q: '7',
  R: '7',
  S: '7',
  T: '8',
  U: '8',
  V: '8',
  W: '9',
  X: '9',
  Y: '9',
  Z: '9',
};

/** Digits, spaces and + - ( ) only, with at least LIMITS.ngoContactMinDigits digits. */
export function isPhoneLike(value: string): boolean {
  return (
    PHONE_CHARACTERS.test(value) &&
    (value.match(/[0-9]/g) ?? []).length >= LIMITS.ngoContactMinDigits
  );
}

/**
 * A `tel:` link: keypad letters become their digits, a leading + (an international number) is
 * kept, and spacing and punctuation are dropped.
 */
export function telHref(number: string): string {
  const trimmed = number.trim();
  const digits = [...trimmed.toUpperCase()]
    .map((char) => (/\d/.test(char) ? char : (KEYPAD[char] ?? '')))
    .join('');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
