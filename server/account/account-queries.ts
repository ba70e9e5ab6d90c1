// Her account as rows: the summary the Account page shows, everything she wrote (the download),
// and the erasure of all of it.
import { and, asc, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { anonymousName } from '@/domain/display';
import type { AccountSummary, MyData } from '@/domain/my-data';
import { MY_DATA_FORMAT } from '@/domain/my-data';
import type { RedactableField, ReviewState, SendBackReason } from '@/domain/review';
import type { Database } from '../db/database';
import type { DatabaseLimiter } from '../limits/database-limiter';
import { forgetOutboxMailTo } from '../mail/mailer';
import { storySupportOf } from '../support/support-queries';
import { eraseVaultRows, vaultCopyOf } from '../vault/vault-queries';
import { storyMailCopyOf } from '../story-mail/story-mail-setting';
import {
  account,
  mailQueue,
  media,
  ngoRequests,
  profiles,
  reactions,
  reports,
  session,
  stories,
  testimonials,
  user,
  verification,
} from '../db/schema';

export async function accountSummary(db: Database, userId: string): Promise<AccountSummary | null> {
  const [row] = await db
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      provider: profiles.provider,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  const [sessions] = await db
    .select({ active: count() })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())));
  return {
    email: row.email,
    pseudonym: anonymousName(userId),
    emailVerified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
    provider: row.provider === 'google' ? 'google' : 'email',
    activeSessions: sessions?.active ?? 0,
  };
}

/** Everything she wrote, read in one transaction so the file is one consistent moment. */
export async function myData(db: Database, userId: string, now: Date): Promise<MyData | null> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: user.email, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId));
    if (!owner) return null;
    const [storyRows, testimonialRows, reactionRows, reportRows, requestRows] = await Promise.all([
      tx.select().from(stories).where(eq(stories.authorId, userId)).orderBy(asc(stories.createdAt)),
      tx
        .select()
        .from(testimonials)
        .where(eq(testimonials.authorId, userId))
        .orderBy(asc(testimonials.createdAt)),
      tx
        .select()
        .from(reactions)
        .where(eq(reactions.userId, userId))
        .orderBy(asc(reactions.createdAt)),
      tx.select().from(reports).where(eq(reports.userId, userId)).orderBy(asc(reports.reportedAt)),
      tx
        .select()
        .from(ngoRequests)
        .where(eq(ngoRequests.userId, userId))
        .orderBy(asc(ngoRequests.createdAt)),
    ]);
    // Support her stories received: messages and dates, never the sender.
    const supportReceived = await storySupportOf(tx, userId);
    // Her notes' ciphertext, as stored (issue 37): it opens only with her passphrase.
    const vault = await vaultCopyOf(tx, userId);
    // Whether she asked for mail about her stories (the row goes with her account).
    const storyMail = await storyMailCopyOf(tx, userId);
    return {
      format: MY_DATA_FORMAT,
      exported_at: now.toISOString(),
      profile: {
        email: owner.email,
        pseudonym: anonymousName(userId),
        created_at: owner.createdAt.toISOString(),
      },
      stories: storyRows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        tags: row.tags,
        content_warning: row.contentWarning,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt?.toISOString() ?? null,
        media_urls: row.mediaUrls,
        ...(row.reviewState ? { review_state: row.reviewState as ReviewState } : {}),
        ...(row.reviewReason ? { review_reason: row.reviewReason as SendBackReason } : {}),
        ...(row.redactedFields.length > 0
          ? { redacted_fields: row.redactedFields as RedactableField[] }
          : {}),
        ...(row.restoredAt ? { restored_at: row.restoredAt.toISOString() } : {}),
      })),
      testimonials: testimonialRows.map((row) => ({
        id: row.id,
        content: row.content,
        created_at: row.createdAt.toISOString(),
      })),
      reactions: reactionRows.map((row) => ({
        story_id: row.storyId,
        created_at: row.createdAt.toISOString(),
      })),
      reports: reportRows.map((row) => ({
        story_id: row.storyId,
        reason: row.reason,
        reported_at: row.reportedAt.toISOString(),
      })),
      support_received: supportReceived,
      ...(vault ? { vault } : {}),
      ...(storyMail ? { story_mail: storyMail } : {}),
      ngo_requests: requestRows.map((row) => ({
        name: row.name,
        description: row.description,
        contact: row.contact,
        email: row.email,
        registration_number: row.registrationNumber,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}

/** The hash of her password, or null when she signs in only with Google. */
export async function passwordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Erases her account in one transaction: her stories (their reactions, reports, support and
 * media rows go with them), her reactions on other stories (their counts corrected), her reports,
 * the support she sent and when she last looked at hers (by the cascade from her user row),
 * testimonials, NGO requests, uploads, sessions, sign-in methods, pending links, profile and
 * user row. Returns the names of the media files to remove once it has committed: a crash before
 * the commit erases nothing, one after it leaves only files without rows, which the media sweep
 * removes.
 */
export async function eraseAccount(
  db: Database,
  userId: string,
  limiter: Pick<DatabaseLimiter, 'forget'>,
): Promise<string[] | null> {
  let erasedAddress: string | undefined;
  const erased = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!owner) return null;
    erasedAddress = owner.email;
    const files = await tx
      .select({ fileName: media.fileName })
      .from(media)
      .where(
        or(
          eq(media.ownerId, userId),
          inArray(
            media.storyId,
            tx.select({ id: stories.id }).from(stories).where(eq(stories.authorId, userId)),
          ),
        ),
      );
    // Her reactions on other women's stories leave their counts one lower, as an unreaction
    // would (her own stories go entirely).
    await tx
      .update(stories)
      .set({ reactionsCount: sql`${stories.reactionsCount} - 1` })
      .where(
        and(
          ne(stories.authorId, userId),
          inArray(
            stories.id,
            tx
              .select({ id: reactions.storyId })
              .from(reactions)
              .where(eq(reactions.userId, userId)),
          ),
        ),
      );
    await tx.delete(stories).where(eq(stories.authorId, userId));
    await tx.delete(reactions).where(eq(reactions.userId, userId));
    await tx.delete(reports).where(eq(reports.userId, userId));
    await tx.delete(testimonials).where(eq(testimonials.authorId, userId));
    await tx.delete(ngoRequests).where(eq(ngoRequests.userId, userId));
    await tx.delete(media).where(eq(media.ownerId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    // Reset links name her id; verification links are signed tokens kept nowhere.
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(verification.identifier, owner.email)));
    // Mail to her not sent yet (its links, her address).
    await tx.delete(mailQueue).where(eq(mailQueue.recipient, owner.email));
    // Counters of attempts on her account and mails to her inbox, kept under keyed hashes of
    // her address: they go too.
    await limiter.forget(tx, owner.email);
    // Her vault's rows; their attachments' files are removed with her media once committed.
    const vaultFiles = await eraseVaultRows(tx, userId);
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return [...files.map((file) => file.fileName), ...vaultFiles];
  });
  // The outbox folder's copies of mail to her, once her rows are gone.
  if (erasedAddress) await forgetOutboxMailTo(erasedAddress);
  return erased;
}

/** Ends every session of hers, on every device. */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
