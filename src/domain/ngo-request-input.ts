// What the NGO join request sends: five required fields, each trimmed and capped (in code
// points). A missing or blank field is the form's ngoRequestIncomplete, an e-mail address that
// is not one its invalidEmail, a phone number that is not one ngoContactInvalid.
import * as z from 'zod/mini';
import { isValidEmail } from './email';
import { LIMITS } from './limits';
import type { MessageKey } from './messages';
import { isPhoneLike } from './phone';
import { maxCodePoints, plainText } from './text-input';

const INCOMPLETE = 'ngoRequestIncomplete' satisfies MessageKey;

/** Required, trimmed, at most `max` code points; only the description is multi-line. */
function requiredText(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return plainText({ multiline }, INCOMPLETE).check(z.minLength(1, INCOMPLETE), maxCodePoints(max));
}

export const ngoRequestInputSchema = z.object({
  name: requiredText(LIMITS.ngoNameMaxChars),
  description: requiredText(LIMITS.ngoDescriptionMaxChars, { multiline: true }),
  contact: requiredText(LIMITS.ngoContactMaxChars).check(
    z.refine(isPhoneLike, {
      message: 'ngoContactInvalid' satisfies MessageKey,
      params: { min: LIMITS.ngoContactMinDigits },
    }),
  ),
  email: requiredText(LIMITS.emailMaxChars).check(
    z.refine(isValidEmail, 'invalidEmail' satisfies MessageKey),
  ),
  registration_number: requiredText(LIMITS.ngoRegistrationNumberMaxChars),
});

export type NgoRequestInput = z.output<typeof ngoRequestInputSchema>;
