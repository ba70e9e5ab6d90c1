import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NGO_REQUEST_FIELDS,
  trimNgoRequest,
  validateNgoRequest,
  type NgoRequestFields,
} from './ngo-request';

const complete: NgoRequestFields = {
  name: 'Safe Haven',
  description: 'Shelter and counselling',
  contact: '+91 98765 43210',
  email: 'help@safehaven.example',
  registration_number: 'NGO/2020/123',
};
const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n') });
const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');

describe('validateNgoRequest', () => {
  it('accepts a complete request', () => {
    expect(validateNgoRequest(complete)).toEqual({ ok: true });
  });

  it('lists the five required fields', () => {
    expect(NGO_REQUEST_FIELDS).toEqual([
      'name',
      'description',
      'contact',
      'email',
      'registration_number',
    ]);
  });

  it('accepts any five non-blank fields', () => {
    fc.assert(
      fc.property(
        filled,
        filled,
        filled,
        filled,
        filled,
        (name, description, contact, email, reg) => {
          expect(
            validateNgoRequest({ name, description, contact, email, registration_number: reg }).ok,
          ).toBe(true);
        },
      ),
    );
  });

  it('rejects a request with any blank field, with its catalogue code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NGO_REQUEST_FIELDS), blank, (field, value) => {
        expect(validateNgoRequest({ ...complete, [field]: value })).toEqual({
          ok: false,
          code: 'ngoRequestIncomplete',
        });
      }),
    );
  });
});

describe('trimNgoRequest', () => {
  it('trims every field and nothing else', () => {
    const padded = Object.fromEntries(
      Object.entries(complete).map(([key, value]) => [key, `  ${value}\n`]),
    ) as unknown as NgoRequestFields;
    expect(trimNgoRequest(padded)).toEqual(complete);
  });

  it('drops extra properties so only the five fields are stored', () => {
    const withExtra = { ...complete, approved: true } as NgoRequestFields;
    expect(Object.keys(trimNgoRequest(withExtra))).toEqual([...NGO_REQUEST_FIELDS]);
  });

  it('is idempotent and keeps validity', () => {
    const fields = fc.record({
      name: fc.string(),
      description: fc.string(),
      contact: fc.string(),
      email: fc.string(),
      registration_number: fc.string(),
    });
    fc.assert(
      fc.property(fields, (request) => {
        const once = trimNgoRequest(request);
        expect(trimNgoRequest(once)).toEqual(once);
        expect(validateNgoRequest(once)).toEqual(validateNgoRequest(request));
      }),
    );
  });
});
