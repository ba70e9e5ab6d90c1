// firestore.rules and storage.rules cannot import LIMITS, so they write the numbers out. This
// reads both files as text, finds every cap they use by the expression it stands in, and fails
// when one differs from src/domain/limits.ts, or when a number appears that no cap here explains.
import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { TESTIMONIAL_MAX_CHARS } from './testimonial';
import { STORY_TAGS } from './vocabularies';

// src/domain is type-checked for the browser too, where there are no Node types: node:fs is
// imported by a name the checker does not follow. This file runs in vitest's node project.
const NODE_FS: string = 'node:fs';
const { readFileSync } = (await import(/* @vite-ignore */ NODE_FS)) as {
  readFileSync: (path: URL, encoding: 'utf8') => string;
};

function readRules(name: 'firestore.rules' | 'storage.rules'): string {
  return readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
}

/** The rules without comments and string literals: only numbers the code uses remain. */
function rulesCode(source: string): string {
  return source.replace(/\/\/.*$/gm, '').replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
}

/** A number written in the rules, by the expression that holds it (`N` marks the number). */
interface RulesCap {
  what: string;
  /** The expression as written, with N where the number stands (a product such as 200 * 1024). */
  expression: string;
  /** The value it must have; undefined for a cap the rules alone enforce (no twin in code). */
  expected: number | undefined;
}

const NUMBER = String.raw`(\d+(?:\s*\*\s*\d+)*)`;

function patternOf(expression: string): RegExp {
  const [before, after] = expression.split('N') as [string, string];
  const literal = (text: string) =>
    text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  return new RegExp(`${literal(before)}${NUMBER}${literal(after)}`, 'g');
}

/** The value of a number or a product of numbers, as written in the rules. */
function valueOf(written: string): number {
  return written.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

const FIRESTORE_CAPS: RulesCap[] = [
  // validStoryFields
  {
    what: 'story title',
    expression: 'oneLine(data.title, N)',
    expected: LIMITS.storyTitleMaxChars,
  },
  {
    what: 'story text',
    expression: 'multiLine(data.content, N)',
    expected: LIMITS.storyContentMaxChars,
  },
  { what: 'story tags', expression: 'data.tags.size() <= N', expected: LIMITS.tagCount },
  {
    what: 'story media',
    expression: 'data.media_urls.size() <= N',
    expected: LIMITS.maxFilesPerStory,
  },
  {
    what: 'content warning',
    expression: 'oneLine(data.content_warning, N)',
    expected: LIMITS.contentWarningMaxChars,
  },
  // reportAdded
  {
    what: 'verified reports that hide a story',
    expression: 'incoming().verified_reports >= N',
    expected: LIMITS.reportsToHideStory,
  },
  // testimonials
  {
    what: 'testimonial',
    expression: 'requiredMultiLine(incoming().content, N)',
    expected: TESTIMONIAL_MAX_CHARS,
  },
  // validNgoFields, ngo_private, ngo_requests
  { what: 'NGO name', expression: 'requiredLine(data.name, N)', expected: LIMITS.ngoNameMaxChars },
  {
    what: 'NGO description',
    expression: 'requiredMultiLine(data.description, N)',
    expected: LIMITS.ngoDescriptionMaxChars,
  },
  {
    what: 'NGO contact',
    expression: 'requiredLine(data.contact, N)',
    expected: LIMITS.ngoContactMaxChars,
  },
  { what: 'NGO e-mail', expression: 'requiredLine(data.email, N)', expected: LIMITS.emailMaxChars },
  {
    what: 'NGO registration number',
    expression: 'requiredLine(incoming().registration_number, N)',
    expected: LIMITS.ngoRegistrationNumberMaxChars,
  },
  // validProfile
  { what: 'profile e-mail', expression: 'text(data.email, N)', expected: LIMITS.emailMaxChars },
  { what: 'profile display name', expression: 'text(data.display_name, N)', expected: undefined },
  { what: 'profile phone', expression: 'text(data.phone, N)', expected: undefined },
  { what: 'profile avatar URL', expression: 'text(data.avatar_url, N)', expected: undefined },
  // ngos update
  { what: 'NGO website', expression: 'oneLine(incoming().website, N)', expected: undefined },
];

const STORAGE_CAPS: RulesCap[] = [
  {
    what: 'uploaded file, in bytes',
    expression: 'request.resource.size <= N',
    expected: LIMITS.maxFileBytesCreate,
  },
];

/** Counters start at 0 and move by 1; `> 0` means non-empty. These are not caps. */
const NOT_CAPS = new Set([0, 1]);

function checkRules(source: string, caps: readonly RulesCap[]) {
  let code = rulesCode(source);
  for (const cap of caps) {
    const found = [...code.matchAll(patternOf(cap.expression))];
    expect(found.length, `${cap.what}: ${cap.expression} not found`).toBeGreaterThan(0);
    for (const match of found) {
      if (cap.expected !== undefined) {
        expect(valueOf(match[1] as string), `${cap.what}: ${match[0]}`).toBe(cap.expected);
      }
    }
    code = code.replace(patternOf(cap.expression), '');
  }
  const unexplained = [...code.matchAll(/\b\d+\b/g)]
    .map((match) => Number(match[0]))
    .filter((value) => !NOT_CAPS.has(value));
  expect(unexplained, 'numbers in the rules that no cap in this test explains').toEqual([]);
}

describe('the caps written in the rules files', () => {
  it('firestore.rules uses the numbers of LIMITS', () => {
    checkRules(readRules('firestore.rules'), FIRESTORE_CAPS);
  });

  it('storage.rules uses the numbers of LIMITS', () => {
    checkRules(readRules('storage.rules'), STORAGE_CAPS);
  });

  it('firestore.rules lists the story tags of the vocabulary', () => {
    const body = /function storyTags\(\)\s*\{\s*return\s*\[([^\]]*)\]/.exec(
      readRules('firestore.rules').replace(/\/\/.*$/gm, ''),
    );
    const tags = [...(body?.[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(tags).toEqual([...STORY_TAGS]);
    expect(STORY_TAGS).toHaveLength(LIMITS.tagCount);
  });
});

describe('the rules checker', () => {
  const caps: RulesCap[] = [{ what: 'title', expression: 'oneLine(data.title, N)', expected: 200 }];

  it('reads a product of numbers as its value', () => {
    expect(valueOf('200 * 1024 * 1024')).toBe(200 * 1024 * 1024);
  });

  it('fails when a cap differs, or a number is not explained', () => {
    expect(() => checkRules('return oneLine(data.title, 200);', caps)).not.toThrow();
    expect(() => checkRules('return oneLine(data.title, 201);', caps)).toThrow();
    expect(() => checkRules('return oneLine(data.title, 200) && x.size() <= 7;', caps)).toThrow();
    expect(() => checkRules('return text(data.title, 200);', caps)).toThrow();
  });

  it('ignores numbers in comments and strings', () => {
    const source = "// at most 999\nreturn oneLine(data.title, 200) && x.matches('[0-9]{3}');";
    expect(() => checkRules(source, caps)).not.toThrow();
  });
});
