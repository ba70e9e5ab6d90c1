// Small pieces the port contract's cases share: refusals checked by kind and code, inputs,
// expected values, and tests that a deployment may leave out, saying why.
import { expect, it } from 'vitest';
import { BackendError, type BackendErrorKind } from '@/backend/backend-error';
import type { StoryInput } from '@/backend/port';
import type { Story } from '@/domain/entities';
import type { ErrorCode, ErrorParams } from '@/domain/error-codes';
import type { NgoRequestFields } from '@/domain/ngo-request';
import type { StoryTag } from '@/domain/vocabularies';
import { PLAIN_PNG } from '@/testing/image-samples';
import type { ContractBackends, MakeContractBackends } from '@/testing/port-contract-backends';

/** An id no story, request or NGO has, in the form every backend's ids could take. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The kind of refusal each code comes with; any other code is an invalid input's. */
const REFUSAL_KINDS: Partial<Record<BackendErrorKind, ErrorCode[]>> = {
  unauthenticated: ['signInRequired'],
  forbidden: ['forbidden', 'editOnlyOwn', 'deleteOnlyOwn', 'supportOwnStory'],
  'not-found': ['notFound', 'storyNotFound', 'reportNotPending'],
  conflict: [
    'conflict',
    'reportDuplicate',
    'reactionDuplicate',
    'reviewNotWaiting',
    'supportAlreadySent',
  ],
  'too-large': ['tooLarge'],
  'unsupported-type': ['unsupportedType'],
};

function refusalKind(code: ErrorCode): BackendErrorKind {
  const entry = Object.entries(REFUSAL_KINDS).find(([, codes]) => codes.includes(code));
  return (entry?.[0] as BackendErrorKind | undefined) ?? 'invalid';
}

/**
 * The BackendError a call fails with, checked for the code screens branch on and the kind it
 * comes with (REFUSAL_KINDS), and the placeholder values when given. Fails if the call succeeds.
 */
export async function expectRefusal(
  call: Promise<unknown>,
  code: ErrorCode,
  params?: ErrorParams,
): Promise<BackendError> {
  const kind = refusalKind(code);
  const error = await call.then(
    () => {
      throw new Error(`expected a refusal (${kind}, ${code}), but the call succeeded`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackendError);
  const refusal = error as BackendError;
  expect({ kind: refusal.kind, code: refusal.code }).toEqual({ kind, code });
  if (params) expect(refusal.params).toEqual(params);
  return refusal;
}

/** A valid story with this title. */
export function storyInput(title: string, tags: StoryTag[] = []): StoryInput {
  return { title, content: `${title} text`, tags, mediaUrls: [] };
}

/** A complete NGO request with this name. */
export function ngoRequest(name: string): NgoRequestFields {
  return {
    name,
    description: 'Shelter and counselling',
    contact: '+91 98765 43210',
    email: 'help@example.org',
    registration_number: 'REG-1',
  };
}

export type ContractCase = (
  title: string,
  body: (backends: ContractBackends) => Promise<void>,
) => void;

/** Registers contract cases: each gets a fresh deployment. */
export function contractCase(make: MakeContractBackends): ContractCase {
  return (title, body) => {
    it(title, async () => body(await make()));
  };
}

/** Whether two URLs name the same file, one of them possibly relative to the site. */
export function sameFile(a: string, b: string): boolean {
  const base = 'http://contract.test';
  const absoluteB = new URL(b, base);
  return new URL(a, absoluteB).href === absoluteB.href;
}

/** A small real image (no metadata to strip), under a name that must not reach its URL. */
export function photo(name = 'Priya.png'): File {
  return new File([PLAIN_PNG], name, { type: 'image/png' });
}

/** Whether the deployment still serves the file at `url`. */
export function served(backends: ContractBackends, url: string): Promise<boolean> {
  if (!backends.mediaServed) throw new Error('This deployment cannot say whether a file is served');
  return backends.mediaServed(url);
}

/** A story as anyone but its author receives it: the same, without is_mine. */
export function asOthersSeeIt(hers: Story): Story {
  const story = { ...hers };
  delete story.is_mine;
  return story;
}
