// The tag lists' table holds each public story's id, tags and date: the rewrite after an erasure
// (and the daily one) covers it, so a deleted story's rows there leave the database's files too.
import { describe, expect, it } from 'vitest';
import { PERSONAL_TABLES } from './personal-tables';

describe('personal tables', () => {
  it("holds the tag lists' table beside the stories", () => {
    expect(PERSONAL_TABLES).toEqual(expect.arrayContaining(['stories', 'public_story_tags']));
  });
});
