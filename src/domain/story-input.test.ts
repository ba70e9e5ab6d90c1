import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { LIMITS } from './limits';
import { isMessageKey } from './messages';
import { storyInputSchema, storyUpdateSchema, type StoryInputFields } from './story-input';
import { STORY_TAGS } from './vocabularies';

const story: StoryInputFields = { title: ' T ', content: ' C ', tags: [], mediaUrls: [] };

/** The code the server answers with (and both adapters reject with) for `value`, or null. */
function codeOf(schema: typeof storyInputSchema, value: unknown): string | null {
  const checked = checkInput(schema, value);
  if (checked.ok) return null;
  const { key } = checked.problem;
  return key !== undefined && isMessageKey(key) ? key : 'invalidRequest';
}

const create = (value: unknown) => codeOf(storyInputSchema, value);
const update = (value: unknown) => codeOf(storyUpdateSchema, value);
/** Whitespace that trimming removes, around text a test controls. */
const padding = fc.string({ unit: fc.constantFrom(' ', '\n', '\t'), maxLength: 4 });

describe('story input', () => {
  it('trims the text, keeps each tag once and tells an absent warning from a cleared one', () => {
    expect(checkInput(storyInputSchema, { ...story, tags: ['Legal', 'Legal'] })).toEqual({
      ok: true,
      data: { title: 'T', content: 'C', tags: ['Legal'], mediaUrls: [] },
    });
    const cleared = checkInput(storyUpdateSchema, { ...story, contentWarning: '  ' });
    expect(cleared.ok && cleared.data.contentWarning).toBe('');
  });

  // Text over its cap and hidden control characters: the properties below.
  it('refuses with the codes the server answers with, the fields first', () => {
    expect(create({ ...story, tags: ['Not a tag'] })).toBe('storyTagUnknown');
    expect(create({ ...story, mediaUrls: ['/media/a.png', '/media/a.png'] })).toBe(
      'invalidRequest',
    );
    const eleven = Array.from({ length: LIMITS.maxFilesPerStory + 1 }, (_, i) => `/m/${i}.png`);
    expect(create({ ...story, mediaUrls: eleven })).toBe('invalidRequest');
    expect(create({ ...story, mediaUrls: ['x'.repeat(LIMITS.storyMediaUrlMaxChars + 1)] })).toBe(
      'invalidRequest',
    );
    // A malformed field is named before a missing title.
    expect(create({ ...story, title: ' ', tags: ['Not a tag'] })).toBe('storyTagUnknown');
    expect(create({ ...story, title: ' ' })).toBe('storyDraftIncomplete');
    expect(update({ ...story, content: '' })).toBe('titleAndContentRequired');
    expect(create({ title: 'T', content: 'C' })).toBe('invalidRequest');
    expect(create(null)).toBe('invalidRequest');
  });

  it('says how long a title may be, naming the field and the cap', () => {
    const long = { ...story, title: 'x'.repeat(LIMITS.storyTitleMaxChars + 1) };
    const checked = checkInput(storyInputSchema, long);
    expect(checked.ok ? null : checked.problem).toMatchObject({
      key: 'storyTitleTooLong',
      params: { max: LIMITS.storyTitleMaxChars },
      field: 'title',
    });
  });

  it('says how long a content warning may be, after the form rule', () => {
    const long = { ...story, contentWarning: 'x'.repeat(LIMITS.contentWarningMaxChars + 1) };
    const checked = checkInput(storyUpdateSchema, long);
    expect(checked.ok ? null : checked.problem).toEqual({
      key: 'contentWarningTooLong',
      params: { max: LIMITS.contentWarningMaxChars },
      field: '',
      said: 'contentWarningTooLong',
    });
    expect(update({ ...long, title: '' })).toBe('titleAndContentRequired');
  });

  it('takes a voice message alone as a new story, but never drops the text on an edit', () => {
    const voice = { ...story, title: '', content: '', mediaUrls: ['/media/a.weba'] };
    expect(create(voice)).toBeNull();
    expect(create({ ...voice, mediaUrls: ['/media/a.webm'] })).toBe('storyDraftIncomplete');
    expect(create({ ...voice, mediaUrls: ['/media/a.jpg'] })).toBe('storyDraftIncomplete');
    expect(update(voice)).toBe('titleAndContentRequired');
  });

  it('accepts text up to each cap after trimming, and refuses one character more', () => {
    const caps = [
      ['title', LIMITS.storyTitleMaxChars],
      ['content', LIMITS.storyContentMaxChars],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...caps),
        padding,
        padding,
        fc.boolean(),
        ([field, max], before, after, over) => {
          const text = 'x'.repeat(over ? max + 1 : max);
          const value = { ...story, [field]: `${before}${text}${after}` };
          const refusal = field === 'title' ? 'storyTitleTooLong' : 'invalidRequest';
          expect(create(value)).toBe(over ? refusal : null);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a hidden control character in any text field, the single-line ones inside too', () => {
    const refused = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u009b', '\u202e');
    fc.assert(
      fc.property(
        fc.constantFrom('title', 'content', 'contentWarning'),
        fc.string({ maxLength: 10 }),
        refused,
        fc.string({ maxLength: 10 }),
        (field, before, character, after) => {
          const value = { ...story, [field]: `${before}${character}${after}` };
          expect(create(value)).toBe('textHasControlCharacters');
        },
      ),
    );
    expect(create({ ...story, title: 'My\ntitle' })).toBe('textHasControlCharacters');
    expect(create({ ...story, title: '  My title\n', content: 'Line one\nLine two' })).toBeNull();
  });

  it('keeps any list of known tags once each, in the order first given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...STORY_TAGS), { maxLength: LIMITS.tagCount }),
        (tags) => {
          const checked = checkInput(storyInputSchema, { ...story, tags });
          expect(checked.ok && checked.data.tags).toEqual([...new Set(tags)]);
        },
      ),
    );
    const tooMany = Array.from({ length: LIMITS.tagCount + 1 }, () => STORY_TAGS[0]);
    expect(create({ ...story, tags: tooMany })).toBe('invalidRequest');
  });

  it('gives back what it accepted unchanged when parsed again', () => {
    const fields = fc.record({
      title: fc.string({ maxLength: 30 }),
      content: fc.string({ maxLength: 60 }),
      tags: fc.array(fc.constantFrom(...STORY_TAGS), { maxLength: 4 }),
      mediaUrls: fc.uniqueArray(fc.string({ maxLength: 20 }), { maxLength: 3 }),
      contentWarning: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fields, (value) => {
        const once = checkInput(storyUpdateSchema, value);
        if (!once.ok) return;
        expect(checkInput(storyUpdateSchema, once.data)).toEqual(once);
      }),
    );
  });
});
