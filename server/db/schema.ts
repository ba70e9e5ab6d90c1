// The database schema: better-auth's tables and the domain entities.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

export * from './auth-schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One per user, readable by no one else. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  displayName: text('display_name').notNull(),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  provider: text('provider').notNull().default('email'),
  createdAt,
});

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mediaUrls: text('media_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The private link to her account: never sent to anyone but her and admins. */
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * The story's own random pseudonym, the only author id readers ever see: one story does not
     * lead to her others.
     */
    publicAuthorId: uuid('public_author_id').notNull().defaultRandom(),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Kept equal to the number of reactions, in the same transaction as each reaction. */
    reactionsCount: integer('reactions_count').notNull().default(0),
    /** Optional warning readers see before the story (e.g. "Describes physical violence"). */
    contentWarning: text('content_warning').notNull().default(''),
    /**
     * Set when enough distinct readers report the story: it leaves every public list and page
     * until an admin dismisses the reports (back to null) or deletes it. Its author still sees it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * When an admin last put the story back after reports had hidden it (issue 36 item 3): her
     * own list says so. Cleared if reports hide it again.
     */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    /**
     * Review before publishing (issue 36): 'waiting' for a moderator or 'sent_back' to her with
     * review_reason; null once published (and for every story published without review). Like
     * hidden_at, it keeps the story out of every public read.
     */
    reviewState: text('review_state'),
    /** One of SEND_BACK_REASONS' ids while sent back. */
    reviewReason: text('review_reason'),
    /** The fields a moderator changed when publishing (never what they held before). */
    redactedFields: text('redacted_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    check('stories_reactions_count_non_negative', sql`${table.reactionsCount} >= 0`),
    check(
      'stories_review_state_known',
      sql`${table.reviewState} is null or ${table.reviewState} in ('waiting', 'sent_back')`,
    ),
    // The public lists' orders, over the stories readers may see (hidden ones, and those not yet
    // published, are not in them).
    // Plain ascending indexes: PostgreSQL scans them backward for DESC, so no DESC index is needed.
    // A tag filter is served by public_story_tags, below.
    index('stories_public_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.hiddenAt} is null and ${table.reviewState} is null`),
    index('stories_public_reactions_idx')
      .on(table.reactionsCount, table.createdAt, table.id)
      .where(sql`${table.hiddenAt} is null and ${table.reviewState} is null`),
    // The review queue, oldest first: only the waiting stories are in it.
    index('stories_review_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.reviewState} = 'waiting'`),
    index('stories_author_created_idx').on(table.authorId, table.createdAt),
  ],
);

/**
 * The public stories' tags, a row per tag with the story's sort keys: the tag lists' indexes,
 * tag first, so a page of any tag (a rare one too) is a short range of one index, never a walk
 * past the stories the tag leaves out. Written by nothing but the trigger stories_public_tags
 * (migration 0010), from the story's own row on every insert and update, and only while readers
 * may see the story (the condition of isPublic); deleted with it.
 */
export const publicStoryTags = pgTable(
  'public_story_tags',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reactionsCount: integer('reactions_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.tag] }),
    index('public_story_tags_created_idx').on(table.tag, table.createdAt, table.storyId),
    index('public_story_tags_reactions_idx').on(
      table.tag,
      table.reactionsCount,
      table.createdAt,
      table.storyId,
    ),
  ],
);

/**
 * One row, moved at the commit of every transaction that writes stories or attached media
 * (triggers of migration 0011): public answers read while it stands are still the answers
 * (server/stories/public-story-answers.ts), whichever server process wrote.
 */
export const publicStoriesVersion = pgTable(
  'public_stories_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('public_stories_version_one_row', sql`${table.id}`)],
);

export const reactions = pgTable(
  'reactions',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('heart'),
    createdAt,
  },
  (table) => [
    // One reaction per (user, story), enforced by the database.
    primaryKey({ columns: [table.userId, table.storyId] }),
    index('reactions_story_idx').on(table.storyId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    /** Why the reader reported it; one of REPORT_REASONS in the domain. */
    reason: text('reason').notNull().default('other'),
  },
  (table) => [
    unique('reports_one_per_user').on(table.storyId, table.userId),
    index('reports_story_idx').on(table.storyId),
    // Moderation counts pending reports only; dismissed ones stay (they block re-reporting).
    index('reports_pending_story_idx')
      .on(table.storyId, table.reason)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    content: text('content').notNull(),
    /** The private link to her account (see stories.publicAuthorId). */
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The testimonial's own random pseudonym, the only author id readers see. */
    publicAuthorId: uuid('public_author_id').notNull().defaultRandom(),
    createdAt,
  },
  (table) => [
    index('testimonials_created_at_idx').on(table.createdAt),
    index('testimonials_author_idx').on(table.authorId),
  ],
);

export const ngos = pgTable(
  'ngos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    website: text('website').notNull().default(''),
    registrationNumber: text('registration_number').notNull(),
    approved: boolean('approved').notNull().default(true),
    category: text('category').notNull().default('General'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text('approved_by').notNull(),
  },
  (table) => [
    index('ngos_name_idx').on(table.name),
    index('ngos_approved_at_idx').on(table.approvedAt),
  ],
);

export const ngoRequests = pgTable(
  'ngo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    registrationNumber: text('registration_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (table) => [index('ngo_requests_created_at_idx').on(table.createdAt)],
);

/**
 * Every stored media file. Uploaded files start unattached (story_id null) and are attached when
 * a story is created or updated; a start-up sweep removes files with no row and stale
 * unattached rows, so a crash never leaves orphans for long.
 */
export const media = pgTable(
  'media',
  {
    /** Random; also the stored file name stem. No user id or original name appears in the URL. */
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt,
  },
  (table) => [
    index('media_story_idx').on(table.storyId),
    index('media_owner_created_idx').on(table.ownerId, table.createdAt),
  ],
);

/**
 * Mail waiting to be sent: written in the request that asks for it, sent by the server outside
 * any request (so no answer's timing says whether an address has an account), retried with
 * backoff, and kept across restarts. A row goes as soon as its mail is sent.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one server sends it; a server that died mid-send leaves it to expire. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('mail_queue_next_attempt_idx').on(table.nextAttemptAt),
    index('mail_queue_recipient_idx').on(table.recipient),
  ],
);

/**
 * Sahas's own fixed-window counters (sign-in per account and client, mails per address, the
 * helpers' limits). Not better-auth's rate_limit table, whose limiter deletes every row older
 * than its own 60-second window. Keys hold only hashes made with the server's secret.
 */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Epoch milliseconds when the current window began. */
  windowStartedAt: bigint('window_started_at', { mode: 'number' }).notNull(),
});

/**
 * Support a reader sent to a story's author: one of the catalogue's messages (SUPPORT_MESSAGES),
 * never her own words. The sender is kept only to hold her to one per story per day and to
 * erase hers with her account: no answer ever names her. Goes with the story or either account.
 */
export const storySupport = pgTable(
  'story_support',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    /** The UTC day it was sent: the unique key below allows one per reader per story per day. */
    sentOn: date('sent_on', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
    createdAt,
  },
  (table) => [
    unique('story_support_one_per_day').on(table.storyId, table.senderId, table.sentOn),
    index('story_support_story_idx').on(table.storyId, table.createdAt),
    index('story_support_sender_idx').on(table.senderId),
  ],
);

/** When the author last looked at the support her stories received ("new since" counts after). */
export const supportSeen = pgTable('support_seen', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * She asked to be mailed when something happens to one of her stories (issue 36 item 3): a row
 * while she wants it, none otherwise (off by default). `locale` is the language she chose it in,
 * the mails' language, since the request that causes one is an admin's, not hers.
 */
export const storyMailOptIns = pgTable('story_mail_opt_ins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  createdAt,
});

/**
 * Every review action (issue 36): who, what, when. Never a word of the story: the fields a
 * moderator changed are named, not what they held. The story's id goes (set null) when the story
 * does, with her account's erasure too, so a row no longer points at anything of hers; the
 * admin's likewise when the admin's account is erased.
 */
export const reviewAudit = pgTable(
  'review_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    /** 'published' or 'sent_back'. */
    action: text('action').notNull(),
    reason: text('reason'),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt,
  },
  (table) => [
    index('review_audit_created_idx').on(table.createdAt),
    // Each set-null of a deleted story finds its rows by this index, not by a scan.
    index('review_audit_story_idx').on(table.storyId),
    index('review_audit_admin_idx').on(table.adminId),
  ],
);

/**
 * Her vault's key (issue 37): the data key wrapped by a key derived from her passphrase, with the
 * salt and iteration count to derive it again (src/lib/vault/wrapped-key-record.ts). Opaque here:
 * no one without her passphrase can unwrap it. One per user; hers alone.
 */
export const vaultKeys = pgTable('vault_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  record: jsonb('record').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sealed journal entry or safety plan. The id is made by her browser and bound into the
 * ciphertext; `sealed` is base64url AES-GCM output that only her passphrase opens.
 */
export const vaultItems = pgTable(
  'vault_items',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'journal-entry' or 'safety-plan'. */
    kind: text('kind').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vault_items_user_idx').on(table.userId)],
);

/**
 * One sealed attachment of an item: its ciphertext is a file in the media store (`file_name`,
 * a random name unrelated to the id), counted in her media quota and never served at /media.
 */
export const vaultAttachments = pgTable(
  'vault_attachments',
  {
    /** Made by her browser and bound into the ciphertext. */
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The item it belongs to; it may be saved after its attachments are uploaded. */
    itemId: uuid('item_id').notNull(),
    fileName: text('file_name').notNull().unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt,
  },
  (table) => [index('vault_attachments_user_item_idx').on(table.userId, table.itemId)],
);
