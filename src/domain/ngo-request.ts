// NGO-join request form rules.

import { invalid, isFilled, VALID, type ValidationResult } from './validation-result';

export interface NgoRequestFields {
  name: string;
  description: string;
  contact: string;
  email: string;
  registration_number: string;
}

export const NGO_REQUEST_FIELDS = [
  'name',
  'description',
  'contact',
  'email',
  'registration_number',
] as const satisfies readonly (keyof NgoRequestFields)[];

/** The same fields with surrounding whitespace removed, ready to store. */
export function trimNgoRequest(fields: NgoRequestFields): NgoRequestFields {
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    contact: fields.contact.trim(),
    email: fields.email.trim(),
    registration_number: fields.registration_number.trim(),
  };
}

/** All five fields are required. */
export function validateNgoRequest(fields: NgoRequestFields): ValidationResult {
  return NGO_REQUEST_FIELDS.every((key) => isFilled(fields[key]))
    ? VALID
    : invalid('ngoRequestIncomplete');
}
