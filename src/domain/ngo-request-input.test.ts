import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { LIMITS } from './limits';
import { ngoRequestInputSchema, type NgoRequestInput } from './ngo-request-input';

const complete: NgoRequestInput = {
  name: 'Safe Haven',
  description: 'Shelter and counselling',
  contact: '+91 98765 43210',
  email: 'help@safehaven.example',
  registration_number: 'NGO/2020/123',
};
const FIELDS = Object.keys(complete) as (keyof NgoRequestInput)[];
const CAPS: Record<keyof NgoRequestInput, number> = {
  name: LIMITS.ngoNameMaxChars,
  description: LIMITS.ngoDescriptionMaxChars,
  contact: LIMITS.ngoContactMaxChars,
  email: LIMITS.emailMaxChars,
  registration_number: LIMITS.ngoRegistrationNumberMaxChars,
};
const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n') });

function problemOf(value: unknown) {
  const checked = checkInput(ngoRequestInputSchema, value);
  return checked.ok ? null : checked.problem;
}

describe('NGO request input', () => {
  it('trims every field and drops unknown ones', () => {
    const padded = Object.fromEntries(FIELDS.map((key) => [key, `  ${complete[key]}\n`]));
    const forged = { approved: true, user_id: 'someone-else', approved_by: 'me' };
    expect(checkInput(ngoRequestInputSchema, { ...padded, ...forged })).toEqual({
      ok: true,
      data: complete,
    });
  });

  it('refuses a blank or missing field with the form message, naming the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), blank, (field, value) => {
        expect(problemOf({ ...complete, [field]: value })).toMatchObject({
          key: 'ngoRequestIncomplete',
          field,
        });
      }),
    );
    const withoutEmail: Partial<NgoRequestInput> = { ...complete };
    delete withoutEmail.email;
    expect(problemOf(withoutEmail)).toMatchObject({ key: 'ngoRequestIncomplete', field: 'email' });
    expect(problemOf({ ...complete, name: 42 })).toMatchObject({ key: 'ngoRequestIncomplete' });
  });

  it('caps each field in characters (code points), not UTF-16 units', () => {
    for (const field of ['name', 'description', 'registration_number'] as const) {
      expect(problemOf({ ...complete, [field]: '💜'.repeat(CAPS[field]) })).toBeNull();
      expect(problemOf({ ...complete, [field]: 'न'.repeat(CAPS[field] + 1) })).toMatchObject({
        key: undefined,
        field,
      });
    }
    expect(problemOf({ ...complete, contact: '1'.repeat(CAPS.contact + 1) })).toMatchObject({
      key: undefined,
      field: 'contact',
    });
    const longEmail = `${'e'.repeat(CAPS.email - '@example.org'.length + 1)}@example.org`;
    expect(problemOf({ ...complete, email: longEmail })).toMatchObject({ field: 'email' });
  });

  it('asks for a phone number and an e-mail address, each in the catalogue words', () => {
    for (const contact of ['call the office', '(12) 3-45', '0112345678 ext 9']) {
      expect(problemOf({ ...complete, contact })).toMatchObject({
        key: 'ngoContactInvalid',
        params: { min: LIMITS.ngoContactMinDigits },
        field: 'contact',
      });
    }
    for (const email of ['contact.example.org', 'contact@example', 'con tact@example.org']) {
      expect(problemOf({ ...complete, email })).toMatchObject({ key: 'invalidEmail' });
    }
  });

  it('refuses hidden control characters, allowing line breaks in the description only', () => {
    expect(problemOf({ ...complete, description: 'Shelter\nand counselling' })).toBeNull();
    expect(problemOf({ ...complete, name: 'Safe\nHaven' })).toMatchObject({
      key: 'textHasControlCharacters',
      field: 'name',
    });
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), (field) => {
        expect(problemOf({ ...complete, [field]: `${complete[field]}\u0000` })).toMatchObject({
          key: 'textHasControlCharacters',
          field,
        });
      }),
    );
  });

  it('gives back what it accepted unchanged when parsed again', () => {
    const request = fc.record({
      name: fc.string(),
      description: fc.string(),
      contact: fc.stringMatching(/^ ?\+?[0-9 ()-]{6,20} ?$/),
      email: fc.emailAddress(),
      registration_number: fc.string(),
    });
    fc.assert(
      fc.property(request, (value) => {
        const once = checkInput(ngoRequestInputSchema, value);
        if (once.ok) expect(checkInput(ngoRequestInputSchema, once.data)).toEqual(once);
      }),
    );
  });
});
