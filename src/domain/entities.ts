// Entity types. Timestamps travel as ISO-8601 strings so every backend can produce them.
import type { RedactableField, ReviewState, SendBackReason } from './review';

export type UserId = string;
/**
 * The public name of one story's or one testimonial's author: random, made with it, shared with
 * nothing else she wrote. Never her account id, so one story does not lead to her others.
 */
export type AuthorPseudonym = string;
export type IsoDateTime = string;

export interface Story {
  id: string;
  title: string;
  content: string;
  tags: string[];
  media_urls: string[];
  /** The story's own pseudonym (labels "Anon_…"), not her account id. */
  author_id: AuthorPseudonym;
  created_at: IsoDateTime;
  updated_at?: IsoDateTime;
  /** Stored on the story and changed together with each reaction, never counted on read. */
  reactionsCount: number;
  /** The author's optional content warning; readers see the story collapsed behind it. */
  content_warning?: string;
  /** Byte sizes aligned with media_urls, when the backend knows them (shown before loading). */
  media_sizes?: (number | null)[];
  /**
   * True when reports have hidden the story from public lists pending an admin's review.
   * Only its author (in their own list) and admins ever receive such a story.
   */
  under_review?: boolean;
  /**
   * True only in answers to its signed-in author (her own list, one story, her create and edit):
   * how the app knows a story is hers without her id in any answer. Absent otherwise.
   */
  is_mine?: true;
  /**
   * True only for the signed-in reader who has liked it, in the answers to her reads (the list on
   * every sort, filter and page, one story, her own list; not Home's top stories, which offer no
   * heart to press). Absent for everyone else, visitors included: what she liked is hers.
   */
  liked_by_me?: true;
  /** True only for the signed-in reader who has reported it, in the same answers as liked_by_me. */
  reported_by_me?: true;
  /**
   * Review before publishing (issue 36): 'waiting' for a moderator, or 'sent_back' to its author
   * with `review_reason`. Only its author and admins ever receive such a story; absent once
   * published.
   */
  review_state?: ReviewState;
  review_reason?: SendBackReason;
  /** The fields a moderator changed when publishing it; readers see a note when there are any. */
  redacted_fields?: RedactableField[];
  /**
   * True only in answers to its signed-in author: reports had hidden it, and an admin put it back
   * (issue 36 item 3). Absent once reports hide it again.
   */
  restored?: true;
}

export const REACTION_TYPE = 'heart';

export interface Reaction {
  story_id: string;
  user_id: UserId;
  type: typeof REACTION_TYPE;
  created_at: IsoDateTime;
}

/** Document id of a reaction: the user id, an underscore, then the story id. */
export function reactionId(userId: UserId, storyId: string): string {
  return `${userId}_${storyId}`;
}

export interface Testimonial {
  id: string;
  content: string;
  /** The testimonial's own pseudonym (label "Anonymous_…"), not her account id. */
  author_id: AuthorPseudonym;
  created_at: IsoDateTime;
}

export const REPORT_STATUS_PENDING = 'pending';

export interface Report {
  story_id: string;
  user_id: UserId;
  reported_at: IsoDateTime;
  status: typeof REPORT_STATUS_PENDING;
}

export type AuthProviderName = 'email' | 'google';

export interface Profile {
  email: string;
  display_name: string;
  phone: string | null;
  avatar_url: string | null;
  created_at: IsoDateTime;
  provider: AuthProviderName;
}

export interface Ngo {
  id: string;
  name: string;
  description: string;
  contact: string;
  email: string;
  website: string;
  registration_number: string;
  approved: true;
  category: string;
  approved_at: IsoDateTime;
  approved_by: string;
}

export interface NgoRequest {
  id: string;
  name: string;
  description: string;
  contact: string;
  email: string;
  registration_number: string;
  user_id: UserId;
  created_at: IsoDateTime;
  approved: false;
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  category: string;
  helpful: number;
  notHelpful: number;
}

/** What the SPA knows about the signed-in user. No e-mail is shown to anyone but its owner. */
export interface SessionUser {
  id: UserId;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
}
