import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, signInErrorKey, signUpErrorKey } from './auth-error-codes';
import { message, MESSAGES, type MessageKey } from './messages';

// `max` fills limits of the checks beyond the spec (a content warning's length); `count` and
// `days` are support's new-message count and review's usual wait.
const ALLOWED_PLACEHOLDERS = [
  'name',
  'title',
  'language',
  'message',
  'status',
  'max',
  'min',
  'count',
  'days',
];
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const keys = Object.keys(MESSAGES) as MessageKey[];

describe('MESSAGES', () => {
  it('uses only the known placeholders', () => {
    for (const key of keys) {
      for (const name of placeholdersOf(MESSAGES[key])) {
        expect(ALLOWED_PLACEHOLDERS, `${key} uses {${name}}`).toContain(name);
      }
    }
  });

  it('has no stray braces and no blank or padded text', () => {
    for (const key of keys) {
      const text = MESSAGES[key];
      expect(text.trim(), key).toBe(text);
      expect(text, key).not.toBe('');
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  it('has no duplicate texts', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('message()', () => {
  it('fills every placeholder of every message', () => {
    const params = {
      name: 'N',
      title: 'T',
      language: 'L',
      message: 'M',
      status: 500,
      max: 120,
      min: 6,
      count: 3,
      days: 2,
    };
    const fill = message as (key: MessageKey, values?: Record<string, string | number>) => string;
    for (const key of keys) {
      const filled = fill(key, params);
      expect(filled, key).not.toMatch(/\{\w+\}/);
      expect(filled, key).toBe(
        MESSAGES[key].replace(/\{(\w+)\}/g, (_, p: keyof typeof params) => String(params[p])),
      );
    }
  });

  it('inserts values literally, even ones that look like placeholders or patterns', () => {
    expect(message('fileUnsupportedType', { name: '{title} $& $1.exe' })).toBe(
      'File {title} $& $1.exe is not a supported type.',
    );
  });

  it('returns texts without placeholders unchanged', () => {
    const plain = keys.filter((key) => placeholdersOf(MESSAGES[key]).length === 0);
    expect(plain.length).toBeGreaterThan(50);
    const fill = message as (key: MessageKey) => string;
    for (const key of plain) expect(fill(key)).toBe(MESSAGES[key]);
  });
});

describe('signInErrorKey', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email.'],
    ['auth/wrong-password', 'Incorrect password.'],
    ['auth/too-many-requests', 'Too many failed login attempts. Please try again later.'],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/invalid-credential', 'Failed to sign in. Please check your credentials.'],
    ['auth/email-already-in-use', 'Failed to sign in. Please check your credentials.'],
    ['auth/something-new', 'Failed to sign in. Please check your credentials.'],
    ['', 'Failed to sign in. Please check your credentials.'],
    [undefined, 'Failed to sign in. Please check your credentials.'],
  ])('%s → %s', (code, text) => {
    expect(MESSAGES[signInErrorKey(code)]).toBe(text);
  });
});

describe('signUpErrorKey', () => {
  it('explains an address already in use', () => {
    expect(MESSAGES[signUpErrorKey(AUTH_ERROR_CODES.emailAlreadyInUse)]).toBe(
      'This email is already registered. Please sign in instead.',
    );
  });

  it.each(['auth/weak-password', 'auth/user-not-found', '', undefined])(
    '%s gets the generic message',
    (code) => {
      expect(MESSAGES[signUpErrorKey(code)]).toBe('Failed to sign up. Please try again.');
    },
  );
});
