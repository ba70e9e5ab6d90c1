import { describe, expect, it } from 'vitest';
import { approveInput, isPhoneLike, isUuid, ngoRequestInput } from './ngo-input';
import { VALID_REQUEST } from './ngo-test-fixtures';

describe('NGO input rules', () => {
  it.each(['+91 98765 43210', '(011) 2345-6789', '123456', '1800-180-1234'])(
    '%s is phone-like',
    (value) => expect(isPhoneLike(value)).toBe(true),
  );

  it.each(['12345', '+91 (1) 2-3', 'call 9876543210', '98765.43210', '٩٨٧٦٥٤٣٢١٠', ''])(
    '%j is not phone-like',
    (value) => expect(isPhoneLike(value)).toBe(false),
  );

  it('recognises uuids only', () => {
    expect(isUuid('0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5f')).toBe(true);
    expect(isUuid('0B8F5A52-7C1E-4C8E-9D0A-3F1B2C3D4E5F')).toBe(true);
    expect(isUuid('0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5')).toBe(false);
    expect(isUuid(' 0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5f')).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
  });

  it('trims every request field and drops unknown ones', () => {
    const parsed = ngoRequestInput.parse({
      name: ` ${VALID_REQUEST.name} `,
      description: `\n${VALID_REQUEST.description}`,
      contact: ` ${VALID_REQUEST.contact}`,
      email: `${VALID_REQUEST.email} `,
      registration_number: `\t${VALID_REQUEST.registration_number}`,
      approved: true,
    });
    expect(parsed).toEqual(VALID_REQUEST);
  });

  it('defaults the approval category to General', () => {
    expect(approveInput.parse({})).toEqual({ category: 'General' });
    expect(approveInput.safeParse({ category: 'general' }).success).toBe(false);
  });
});
