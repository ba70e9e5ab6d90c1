// What the Account page shows her about her account, and the file "Download my data" gives her:
// the same shape from every backend, so the file reads the same whichever one she used.
import type { AuthProviderName, IsoDateTime, Story } from './entities';
import type { RedactableField, ReviewState, SendBackReason } from './review';
import type { StorySupport } from './support-received';
import type { StoredVaultItem, StoredWrappedKeyRecord } from './vault-records';

export interface AccountSummary {
  email: string;
  /** The anonymous name her navigation shows (anonymousName): never her address. */
  pseudonym: string;
  emailVerified: boolean;
  created_at: IsoDateTime;
  /** How she signs in: a password, or Google (deleting then asks for a fresh Google sign-in). */
  provider: AuthProviderName;
  /** Sessions of hers not yet ended or expired, this one included; null where unknown. */
  activeSessions: number | null;
}

export interface MyStory {
  id: string;
  title: string;
  content: string;
  tags: string[];
  content_warning: string;
  created_at: IsoDateTime;
  updated_at: IsoDateTime | null;
  /** Addresses of its photos and recordings, in the order the story shows them. */
  media_urls: string[];
  /** Review before publishing (issue 36): absent once published, as on Story. */
  review_state?: ReviewState;
  review_reason?: SendBackReason;
  /** The fields a moderator changed when publishing it (never what they held). */
  redacted_fields?: RedactableField[];
  /** When an admin last put it back after reports had hidden it. */
  restored_at?: IsoDateTime;
}

export interface MyData {
  /** Names the file's format, for whoever reads it later. */
  format: typeof MY_DATA_FORMAT;
  exported_at: IsoDateTime;
  profile: { email: string; pseudonym: string; created_at: IsoDateTime };
  stories: MyStory[];
  testimonials: { id: string; content: string; created_at: IsoDateTime }[];
  /** Stories she reacted to (ids only: someone else's story is not hers to keep). */
  reactions: { story_id: string; created_at: IsoDateTime }[];
  reports: { story_id: string; reason: string; reported_at: IsoDateTime }[];
  /**
   * Support her stories received (issue 36), as Your Stories shows it: per story, how many of
   * each message and when the newest came. Never who sent any.
   */
  support_received: StorySupport[];
  /** Present when she keeps notes (issue 37): their ciphertext, with a note on opening it. */
  vault?: MyVaultCopy;
  /**
   * Present while she asks to be mailed when something happens to her stories (issue 36): since
   * when, and the mails' language.
   */
  story_mail?: { opted_in_at: IsoDateTime; language: string };
  ngo_requests: {
    name: string;
    description: string;
    contact: string;
    email: string;
    registration_number: string;
    created_at: IsoDateTime;
  }[];
}

/**
 * Her notes (issue 37) as they are stored: ciphertext that opens only with her passphrase. The
 * readable copy is the journal's own export, made in her browser.
 */
export interface MyVaultCopy {
  note: string;
  /** Her wrapped key: the salt and iteration count her passphrase needs, and the key it opens. */
  key: StoredWrappedKeyRecord | null;
  items: StoredVaultItem[];
  /** Listed, not included (each may be large): she downloads them from her notes. */
  attachments: { id: string; item_id: string; size_bytes: number; created_at: IsoDateTime }[];
}

export const MY_VAULT_NOTE =
  'Your notes (journal and safety plan), as they are stored: encrypted in your browser before they were sent. They open only with your passphrase, which this file does not hold and nobody can recover. To read them, open My notes in Sahas; its export makes a readable copy. Attachments are listed here, not included.';

export const MY_DATA_FORMAT = 'sahas-my-data/1';

/** "sahas-my-data-2026-11-24.json": the day of the download, in UTC. */
export function myDataFileName(at: Date): string {
  return `sahas-my-data-${at.toISOString().slice(0, 10)}.json`;
}

/** A story of hers as the file keeps it: what she wrote, without counters or moderation. */
export function myStory(story: Story): MyStory {
  return {
    id: story.id,
    title: story.title,
    content: story.content,
    tags: story.tags,
    content_warning: story.content_warning ?? '',
    created_at: story.created_at,
    updated_at: story.updated_at ?? null,
    media_urls: story.media_urls,
  };
}
