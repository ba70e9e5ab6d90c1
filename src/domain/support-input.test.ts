// Send Support's input: the schema takes exactly the catalogue's 15 message ids, and
// firestore.rules (which cannot import) list exactly those ids too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { supportInputSchema } from './support-input';
import { SUPPORT_MESSAGES } from './support-messages';

// src/domain is type-checked for the browser too: node:fs by a name the checker does not follow.
const NODE_FS: string = 'node:fs';
const { readFileSync } = (await import(/* @vite-ignore */ NODE_FS)) as {
  readFileSync: (path: URL, encoding: 'utf8') => string;
};

const IDS: string[] = SUPPORT_MESSAGES.map((message) => message.id);

describe('support input', () => {
  it('takes every catalogue message on a story id', () => {
    for (const messageId of IDS) {
      expect(checkInput(supportInputSchema, { storyId: 'abc_123-X', messageId }).ok).toBe(true);
    }
  });

  it('refuses any other message: no words of her own reach an author', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !IDS.includes(text)),
        (messageId) => !checkInput(supportInputSchema, { storyId: 's1', messageId }).ok,
      ),
    );
  });

  it('refuses a story id with anything but letters, digits, _ and -', () => {
    for (const storyId of ['', 'a/b', 'a\u0000', 'a.b', 'x'.repeat(129)]) {
      expect(checkInput(supportInputSchema, { storyId, messageId: 'not-alone' }).ok).toBe(false);
    }
  });

  it('is the list firestore.rules accept', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const listed = /function supportMessage\(value\) \{\s*return value in \[([^\]]*)\]/.exec(rules);
    const inRules = [...(listed?.[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(inRules).toEqual(IDS);
  });
});
