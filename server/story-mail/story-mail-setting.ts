// Her choice to be mailed when something happens to one of her stories (issue 36 item 3): a row
// of story_mail_opt_ins while on, with the language she chose it in; none while off (the default).
import { eq } from 'drizzle-orm';
import type { RealLocale } from '@/i18n/locales';
import type { StoryMailSetting } from '@/domain/story-mail-input';
import type { Database } from '../db/database';
import { storyMailOptIns } from '../db/schema';

export async function storyMailSetting(db: Database, userId: string): Promise<StoryMailSetting> {
  const [row] = await db
    .select({ userId: storyMailOptIns.userId })
    .from(storyMailOptIns)
    .where(eq(storyMailOptIns.userId, userId));
  return { offered: true, optedIn: row !== undefined };
}

export async function saveStoryMailSetting(
  db: Database,
  { userId, optedIn, locale }: { userId: string; optedIn: boolean; locale: RealLocale },
): Promise<StoryMailSetting> {
  if (optedIn) {
    await db
      .insert(storyMailOptIns)
      .values({ userId, locale })
      .onConflictDoUpdate({ target: storyMailOptIns.userId, set: { locale } });
  } else {
    await db.delete(storyMailOptIns).where(eq(storyMailOptIns.userId, userId));
  }
  return { offered: true, optedIn };
}

/** For her data download: whether she asked for these mails, since when, in which language. */
export async function storyMailCopyOf(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<{ opted_in_at: string; language: string } | null> {
  const [row] = await db
    .select({ locale: storyMailOptIns.locale, createdAt: storyMailOptIns.createdAt })
    .from(storyMailOptIns)
    .where(eq(storyMailOptIns.userId, userId));
  return row ? { opted_in_at: row.createdAt.toISOString(), language: row.locale } : null;
}
