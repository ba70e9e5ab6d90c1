import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLowerCaseUuid, isUuid } from './uuid';

describe('isUuid', () => {
  it('recognises uuids only, in either case', () => {
    expect(isUuid('0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5f')).toBe(true);
    expect(isUuid('0B8F5A52-7C1E-4C8E-9D0A-3F1B2C3D4E5F')).toBe(true);
    expect(isUuid('0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5')).toBe(false);
    expect(isUuid(' 0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5f')).toBe(false);
    expect(isUuid('0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5f\n')).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('')).toBe(false);
  });

  it('accepts every generated uuid', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isUuid(id)).toBe(true);
      }),
    );
  });
});

describe('isLowerCaseUuid', () => {
  it('accepts only the lower-case form', () => {
    expect(isLowerCaseUuid('0b8f5a52-7c1e-4c8e-9d0a-3f1b2c3d4e5f')).toBe(true);
    expect(isLowerCaseUuid('0B8F5A52-7C1E-4C8E-9D0A-3F1B2C3D4E5F')).toBe(false);
    expect(isLowerCaseUuid('not-a-uuid')).toBe(false);
  });
});
