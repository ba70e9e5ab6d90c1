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

/**
 * A number written in the rules: what it caps, the expression as written with N where the number
 * stands (a product such as 200 * 1024), and the value it must have (undefined for a cap the
 * rules alone enforce, with no twin in code).
 */
type RulesCap = [what: string, expression: string, expected: number | undefined];

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
  ['story title', 'oneLine(data.title, N)', LIMITS.storyTitleMaxChars],
  ['story text', 'multiLine(data.content, N)', LIMITS.storyContentMaxChars],
  ['story tags', 'data.tags.size() <= N', LIMITS.tagCount],
  ['story media', 'data.media_urls.size() <= N', LIMITS.maxFilesPerStory],
  ['content warning', 'oneLine(data.content_warning, N)', LIMITS.contentWarningMaxChars],
  // reportAdded
  [
    'verified reports that hide a story',
    'incoming().verified_reports >= N',
    LIMITS.reportsToHideStory,
  ],
  // restored after reports (issue 36): was the story hidden by reports before this write?
  [
    'verified reports that hid a story',
    'existing().verified_reports >= N',
    LIMITS.reportsToHideStory,
  ],
  // testimonials
  ['testimonial', 'requiredMultiLine(incoming().content, N)', TESTIMONIAL_MAX_CHARS],
  // validNgoFields, ngo_private, ngo_requests
  ['NGO name', 'requiredLine(data.name, N)', LIMITS.ngoNameMaxChars],
  ['NGO description', 'requiredMultiLine(data.description, N)', LIMITS.ngoDescriptionMaxChars],
  ['NGO contact', 'requiredLine(data.contact, N)', LIMITS.ngoContactMaxChars],
  ['NGO e-mail', 'requiredLine(data.email, N)', LIMITS.emailMaxChars],
  [
    'NGO registration number',
    'requiredLine(incoming().registration_number, N)',
    LIMITS.ngoRegistrationNumberMaxChars,
  ],
  // validProfile
  ['profile e-mail', 'text(data.email, N)', LIMITS.emailMaxChars],
  ['profile display name', 'text(data.display_name, N)', undefined],
  ['profile phone', 'text(data.phone, N)', undefined],
  ['profile avatar URL', 'text(data.avatar_url, N)', undefined],
  // ngos update
  ['NGO website', 'oneLine(incoming().website, N)', undefined],
  ['a day of the support limit, in ms', 'request.time.toMillis() / N', LIMITS.supportDayMs],
  // her vault (issue 37)
  ['vault record iterations', 'record.iterations <= N', LIMITS.vaultMaxIterations],
  ['vault salt, shortest', 'record.salt.size() >= N', LIMITS.vaultSaltMinChars],
  ['vault salt, longest', 'record.salt.size() <= N', LIMITS.vaultSaltMaxChars],
  ['vault wrapped key', 'record.wrappedKey.size() == N', LIMITS.vaultWrappedKeyChars],
  ['sealed item, shortest', 'sealed.size() >= N', LIMITS.vaultSealedItemMinChars],
  ['sealed item, longest', 'sealed.size() <= N', LIMITS.vaultSealedItemMaxChars],
  ['sealed attachment, in bytes', 'incoming().size <= N', LIMITS.vaultAttachmentMaxBytes],
];

const STORAGE_CAPS: RulesCap[] = [
  ['uploaded file, in bytes', 'request.resource.size <= N', LIMITS.maxFileBytesCreate],
  [
    'sealed attachment, in bytes',
    'function vaultAttachmentMaxBytes() { return N; }',
    LIMITS.vaultAttachmentMaxBytes,
  ],
];

/** Counters start at 0 and move by 1; `> 0` means non-empty. These are not caps. */
const NOT_CAPS = new Set([0, 1]);

function checkRules(source: string, caps: readonly RulesCap[]) {
  let code = rulesCode(source);
  for (const [what, expression, expected] of caps) {
    const found = [...code.matchAll(patternOf(expression))];
    expect(found.length, `${what}: ${expression} not found`).toBeGreaterThan(0);
    for (const match of found) {
      if (expected !== undefined) {
        expect(valueOf(match[1] as string), `${what}: ${match[0]}`).toBe(expected);
      }
    }
    code = code.replace(patternOf(expression), '');
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
  const caps: RulesCap[] = [['title', 'oneLine(data.title, N)', 200]];

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
