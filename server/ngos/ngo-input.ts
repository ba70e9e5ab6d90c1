// What the NGO endpoints accept. Every field of a request is required and capped here.
import { z } from 'zod';
import { hasControlCharacters } from '@/domain/control-characters';
import { isValidEmail } from '@/domain/email';
import { LIMITS } from '@/domain/limits';
import type { MessageKey } from '@/domain/messages';
import { validateNgoRequest } from '@/domain/ngo-request';
import { isPhoneLike } from '@/domain/phone';
import { DEFAULT_NGO_CATEGORY, NGO_CATEGORIES } from '@/domain/vocabularies';

/** Larger bodies are refused before parsing: the capped fields never need more. */
export const NGO_BODY_MAX_BYTES = 32 * 1024;

function countChars(value: string): number {
  return Array.from(value).length;
}

/**
 * A required, trimmed text of at most `max` code points, without hidden control characters
 * (NUL would be a database error, 500). Only the description is multi-line.
 */
function requiredText(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string({ error: 'ngoRequestIncomplete' satisfies MessageKey })
    .refine(
      (value) => !hasControlCharacters(value, { multiline }),
      'textHasControlCharacters' satisfies MessageKey,
    )
    .trim()
    .min(1, 'ngoRequestIncomplete' satisfies MessageKey)
    .refine((value) => countChars(value) <= max, `must be at most ${max} characters`);
}

export const ngoRequestInput = z
  .object({
    name: requiredText(LIMITS.ngoNameMaxChars),
    description: requiredText(LIMITS.ngoDescriptionMaxChars, { multiline: true }),
    contact: requiredText(LIMITS.ngoContactMaxChars).refine(
      isPhoneLike,
      `must be a phone number (digits, spaces and + - ( ), at least ${LIMITS.ngoContactMinDigits} digits)`,
    ),
    email: requiredText(LIMITS.emailMaxChars).refine(
      isValidEmail,
      'must be a valid e-mail address',
    ),
    registration_number: requiredText(LIMITS.ngoRegistrationNumberMaxChars),
  })
  // The domain rule has the last word on completeness, as it does in the form.
  .refine((fields) => validateNgoRequest(fields).ok, 'ngoRequestIncomplete' satisfies MessageKey);

export type NgoRequestInput = z.infer<typeof ngoRequestInput>;

export const approveInput = z.object({
  category: z
    .enum(NGO_CATEGORIES, { error: `must be one of ${NGO_CATEGORIES.join(', ')}` })
    .default(DEFAULT_NGO_CATEGORY),
});
