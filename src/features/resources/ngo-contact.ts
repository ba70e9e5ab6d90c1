// How an NGO's phone number is checked in the request form and dialled from the directory.

/** The server's rule (server/ngos/ngo-input.ts), checked first so a typo is caught before sending. */
export const NGO_CONTACT_MIN_DIGITS = 6;
const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

/** Digits, spaces and + - ( ) only, with at least 6 digits, as a phone number is written. */
export function isPhoneLike(value: string): boolean {
  return (
    PHONE_CHARACTERS.test(value) && (value.match(/[0-9]/g) ?? []).length >= NGO_CONTACT_MIN_DIGITS
  );
}

/** A `tel:` link that keeps a leading + (an international number) and drops the spacing. */
export function phoneHref(contact: string): string {
  const trimmed = contact.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** Only http(s) addresses become links; anything else is not shown as a link at all. */
export function safeWebsite(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
