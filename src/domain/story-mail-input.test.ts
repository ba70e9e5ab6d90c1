import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyMailChoiceSchema } from './story-mail-input';

describe('her story-mail choice', () => {
  it('is on or off, and nothing else is accepted', () => {
    expect(storyMailChoiceSchema.safeParse({ optedIn: true }).success).toBe(true);
    expect(storyMailChoiceSchema.safeParse({ optedIn: false }).success).toBe(true);
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'boolean'),
        (optedIn) => {
          expect(storyMailChoiceSchema.safeParse({ optedIn }).success).toBe(false);
        },
      ),
    );
  });
});
