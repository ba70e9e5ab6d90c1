// The mail she asked for when something happens to one of her stories (issue 36 item 3): published
// after review, sent back, hidden after reports, or restored. Only if she opted in; through the
// durable mail queue; in the language she chose it in; at most one an hour (the limiter's
// 'story-mail' rule), since each says only to sign in and open Your Stories, so one covers a burst.
// Never which story, its title, its words or the reason, and no link that signs her in: someone
// else may read her inbox. Nothing about her (no address, no story) is logged.
import { and, eq } from 'drizzle-orm';
import { isRealLocale, SOURCE_LOCALE } from '@/i18n/locales';
import type { Database } from '../db/database';
import { stories, storyMailOptIns, user } from '../db/schema';
import { errorSummary } from '../http/error-handler';
import type { Limiter } from '../limits/limiter';
import { log as defaultLog, type Logger } from '../logging/logger';
import { mailTranslator } from '../mail/mail-i18n';
import type { Mailer } from '../mail/mailer';
import type { PendingMail } from './pending-mail';

/** What can happen to her story that she may be mailed about. */
export type StoryEvent = 'published' | 'sent_back' | 'hidden' | 'restored';

export interface StoryMail {
  /**
   * Called once per event, after its transaction committed. Returns at once and never throws: the
   * admin's or the reader's request that caused it has succeeded whatever becomes of the mail,
   * and answers as fast whether or not the author asked for mail (pending-mail.ts).
   */
  storyChanged(storyId: string, event: StoryEvent): void;
}

export function createStoryMail({
  db,
  mailer,
  limiter,
  publicUrl,
  pending,
  log = defaultLog,
}: {
  db: Database;
  mailer: Mailer;
  limiter: Pick<Limiter, 'take'>;
  publicUrl: string;
  pending: PendingMail;
  log?: Logger;
}): StoryMail {
  async function send(storyId: string, event: StoryEvent): Promise<void> {
    try {
      const [author] = await db
        .select({ email: user.email, locale: storyMailOptIns.locale })
        .from(stories)
        .innerJoin(user, eq(user.id, stories.authorId))
        .innerJoin(storyMailOptIns, eq(storyMailOptIns.userId, stories.authorId))
        // Only to an address its owner confirmed: whoever registered someone else's address
        // must not be able to mail her about "her" stories.
        .where(and(eq(stories.id, storyId), eq(user.emailVerified, true)));
      if (!author) return;
      const turn = await limiter.take('story-mail', { email: author.email });
      if (!turn.allowed) return;
      const locale = isRealLocale(author.locale) ? author.locale : SOURCE_LOCALE;
      const t = await mailTranslator();
      await mailer.send({
        to: author.email,
        subject: t(locale, 'storyChangedSubject'),
        text: t(locale, 'storyChangedBody', { url: `${publicUrl}/` }),
      });
    } catch (error) {
      log.error('A story mail could not be queued', { event, ...errorSummary(error) });
    }
  }
  return {
    storyChanged(storyId, event) {
      pending.track(send(storyId, event));
    },
  };
}
