import { describe, expect, it } from 'vitest';
import { approveInput, ngoRequestInput } from './ngo-input';
import { VALID_REQUEST } from './ngo-test-fixtures';

describe('NGO input rules', () => {
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
