// Story documents in Firestore ↔ the Story entity, and the fields a checked story writes (the
// domain's schema checks it first, as the server does; firestore.rules check the same LIMITS).
import type { Story } from '@/domain/entities';
import { REDACTABLE_FIELDS, REVIEW_STATES, SEND_BACK_REASONS } from '@/domain/review';
import { LIMITS } from '@/domain/limits';
import type { CheckedStoryInput } from '@/domain/story-input';

/** What a Firestore Timestamp offers that we use; lets the mapping be tested without the SDK. */
export interface TimestampLike {
  toDate(): Date;
}

/** A story document as stored (see firestore.rules `isValidStory`). */
export interface StoryDoc {
  title: string;
  content: string;
  tags: string[];
  media_urls: string[];
  media_sizes: (number | null)[];
  content_warning: string;
  /** The story's own random pseudonym; her uid is only in story_owners/{id} (owner-docs.ts). */
  author_id: string;
  created_at: TimestampLike | null;
  updated_at?: TimestampLike | null;
  reactionsCount: number;
  /** Pending reports; a reporter adds 1 together with their report, an admin resets it. */
  pending_reports: number;
  /** Pending reports from readers with a verified address: only these hide a story. */
  verified_reports: number;
  /**
   * Hidden from public lists once verified_reports reaches LIMITS.reportsToHideStory, and while
   * it waits for review or was sent back (`review`).
   */
  under_review: boolean;
  /** Review before publishing (issue 36): absent once published (firestore.rules). */
  review?: 'waiting' | 'sent_back';
  review_reason?: string;
  /** The fields a moderator changed when publishing it. */
  redacted_fields?: string[];
}

function iso(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'toDate' in value) {
    const date = (value as TimestampLike).toDate();
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * A stored document → Story, in the self-hosted server's shape (content_warning '' when none,
 * media_sizes aligned with the URLs, under_review false), so both backends answer alike.
 * Tolerant of missing optional fields (documents from older builds).
 */
export function storyFromDoc(id: string, data: Record<string, unknown>): Story {
  const mediaUrls = strings(data['media_urls']);
  const sizes = Array.isArray(data['media_sizes']) ? (data['media_sizes'] as unknown[]) : [];
  const story: Story = {
    id,
    title: typeof data['title'] === 'string' ? data['title'] : '',
    content: typeof data['content'] === 'string' ? data['content'] : '',
    tags: strings(data['tags']),
    media_urls: mediaUrls,
    author_id: typeof data['author_id'] === 'string' ? data['author_id'] : '',
    // A just-written server timestamp reads back as set; null only while pending elsewhere.
    created_at: iso(data['created_at']) ?? new Date(0).toISOString(),
    reactionsCount:
      typeof data['reactionsCount'] === 'number' && data['reactionsCount'] >= 0
        ? data['reactionsCount']
        : 0,
  };
  const updatedAt = iso(data['updated_at']);
  if (updatedAt) story.updated_at = updatedAt;
  story.content_warning =
    typeof data['content_warning'] === 'string' ? data['content_warning'] : '';
  story.media_sizes = mediaUrls.map((_, index) => {
    const size = sizes[index];
    return typeof size === 'number' && size >= 0 ? size : null;
  });
  Object.assign(story, reviewOf(data));
  return story;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((known) => known === value);
}

/**
 * Review's fields in the server's shape: under_review only for reports (a waiting story is
 * stored hidden too, so its hiding is the review's unless reports reached the threshold),
 * review_reason only on a story sent back, redacted_fields only when there are some.
 */
function reviewOf(data: Record<string, unknown>): Partial<Story> {
  const state = oneOf(REVIEW_STATES, data['review']);
  const verified = typeof data['verified_reports'] === 'number' ? data['verified_reports'] : 0;
  const reason = oneOf(
    SEND_BACK_REASONS.map((known) => known.id),
    data['review_reason'],
  );
  const redacted = Array.isArray(data['redacted_fields'])
    ? REDACTABLE_FIELDS.filter((field) => (data['redacted_fields'] as unknown[]).includes(field))
    : [];
  return {
    under_review:
      data['under_review'] === true && (!state || verified >= LIMITS.reportsToHideStory),
    ...(state ? { review_state: state } : {}),
    ...(state === 'sent_back' && reason ? { review_reason: reason } : {}),
    ...(redacted.length > 0 ? { redacted_fields: redacted } : {}),
  };
}

/** The editable fields of a story: what create and update write. */
export interface StoryFields {
  title: string;
  content: string;
  tags: string[];
  media_urls: string[];
  media_sizes: (number | null)[];
  content_warning: string;
}

/**
 * A story the domain's schema checked (trimmed, each tag once) as document fields; `sizeOf`
 * gives each uploaded file's size (null when unknown). An edit without a content warning keeps
 * `currentWarning`, as on the server.
 */
export function storyFields(
  checked: CheckedStoryInput,
  sizeOf: (url: string) => number | null,
  currentWarning = '',
): StoryFields {
  return {
    title: checked.title,
    content: checked.content,
    tags: checked.tags,
    media_urls: checked.mediaUrls,
    media_sizes: checked.mediaUrls.map(sizeOf),
    content_warning: checked.contentWarning ?? currentWarning,
  };
}
