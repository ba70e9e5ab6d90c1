import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORY_SORT, STORY_SORTS, STORY_TAGS } from '@/domain/vocabularies';
import { storyFiltersFrom, withStoryFilters } from '@/features/stories/story-filters';

const filters = fc.record({
  tags: fc.subarray([...STORY_TAGS]),
  sort: fc.constantFrom(...STORY_SORTS),
});

const unknownTag = fc.string().filter((text) => !(STORY_TAGS as readonly string[]).includes(text));

describe('the Stories filters in the address', () => {
  it('read back as written, whatever else the address holds', () => {
    fc.assert(
      fc.property(filters, fc.string(), (chosen, other) => {
        const params = withStoryFilters(new URLSearchParams({ other }), chosen);
        expect(storyFiltersFrom(params)).toEqual(chosen);
        expect(params.get('other')).toBe(other);
      }),
    );
  });

  it('name one list for one choice: tags in the chips’ order, each once, unknown ones left out', () => {
    fc.assert(
      fc.property(filters, fc.array(unknownTag), (chosen, junk) => {
        const params = new URLSearchParams();
        for (const tag of [...chosen.tags].reverse()) params.append('tag', tag);
        for (const tag of [...chosen.tags, ...junk]) params.append('tag', tag);
        params.set('sort', chosen.sort);
        const read = storyFiltersFrom(params);
        expect(read.tags).toEqual(chosen.tags);
        expect(read.sort).toBe(chosen.sort);
      }),
    );
  });

  it('fall back to the default sort for one it does not know, and do not write the default', () => {
    expect(storyFiltersFrom(new URLSearchParams('sort=loudest')).sort).toBe(DEFAULT_STORY_SORT);
    expect(
      withStoryFilters(new URLSearchParams(), { tags: [], sort: DEFAULT_STORY_SORT }).toString(),
    ).toBe('');
  });
});
