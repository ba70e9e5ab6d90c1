// What the NGO endpoints accept. Every field of a request is required (spec §5) and capped here.
import { z } from 'zod';
import { hasControlCharacters } from '@/domain/control-characters';
import { isValidEmail } from '@/domain/email';
import { MESSAGES } from '@/domain/messages';
import { validateNgoRequest } from '@/domain/ngo-request';
import { DEFAULT_NGO_CATEGORY, NGO_CATEGORIES } from '@/domain/vocabularies';

export const NGO_NAME_MAX_CHARS = 200;
export const NGO_DESCRIPTION_MAX_CHARS = 2000;
export const NGO_CONTACT_MAX_CHARS = 40;
export const NGO_CONTACT_MIN_DIGITS = 6;
export const NGO_EMAIL_MAX_CHARS = 254;
export const NGO_REGISTRATION_NUMBER_MAX_CHARS = 100;
/** Larger bodies are refused before parsing: the capped fields never need more. */
export const NGO_BODY_MAX_BYTES = 32 * 1024;

/** Digits, spaces and + - ( ) only, as a phone number is written. */
const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

function countChars(value: string): number {
  return Array.from(value).length;
}

/**
 * A required, trimmed text of at most `max` code points, without hidden control characters
 * (NUL would be a database error, 500). Only the description is multi-line.
 */
function requiredText(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string({ error: MESSAGES.ngoRequestIncomplete })
    .refine(
      (value) => !hasControlCharacters(value, { multiline }),
      MESSAGES.textHasControlCharacters,
    )
    .trim()
    .min(1, MESSAGES.ngoRequestIncomplete)
    .refine((value) => countChars(value) <= max, `must be at most ${max} characters`);
}

export function isPhoneLike(value: string): boolean {
  return (
    PHONE_CHARACTERS.test(value) && (value.match(/[0-9]/g) ?? []).length >= NGO_CONTACT_MIN_DIGITS
  );
}

export const ngoRequestInput = z
  .object({
    name: requiredText(NGO_NAME_MAX_CHARS),
    description: requiredText(NGO_DESCRIPTION_MAX_CHARS, { multiline: true }),
    contact: requiredText(NGO_CONTACT_MAX_CHARS).refine(
      isPhoneLike,
      `must be a phone number (digits, spaces and + - ( ), at least ${NGO_CONTACT_MIN_DIGITS} digits)`,
    ),
    email: requiredText(NGO_EMAIL_MAX_CHARS).refine(isValidEmail, 'must be a valid e-mail address'),
    registration_number: requiredText(NGO_REGISTRATION_NUMBER_MAX_CHARS),
  })
  // The domain rule has the last word on completeness, as it does in the form.
  .refine((fields) => validateNgoRequest(fields).ok, MESSAGES.ngoRequestIncomplete);

export type NgoRequestInput = z.infer<typeof ngoRequestInput>;

export const approveInput = z.object({
  category: z
    .enum(NGO_CATEGORIES, { error: `must be one of ${NGO_CATEGORIES.join(', ')}` })
    .default(DEFAULT_NGO_CATEGORY),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row (404, never a database error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
