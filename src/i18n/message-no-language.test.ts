// Outside the app (the adapters under Node, on the emulators) no language is active: a message
// is its key, so an adapter's refusal keeps its code instead of failing on the lookup.
import { describe, expect, it } from 'vitest';
import { catalogueError } from '@/backend/backend-error';
import { i18n } from '@/i18n/i18n';
import { errorText, message } from '@/i18n/message';

describe('message before any language is active', () => {
  it('is the key, and errorText falls back, with no exception', () => {
    expect(i18n.locale).toBeFalsy();
    expect(message('reportDuplicate')).toBe('reportDuplicate');
    expect(errorText('reportDuplicate', undefined, 'server words')).toBe('server words');
    const refusal = catalogueError('conflict', 409, 'reportDuplicate');
    expect({ kind: refusal.kind, code: refusal.code }).toEqual({
      kind: 'conflict',
      code: 'reportDuplicate',
    });
  });
});
