// What happened to her story, and the mail she may ask for (issue 36 item 3), on a server with
// STORY_REVIEW=all and one report hiding a story: her choice (off by default, hers alone, in her
// export, gone with her account), one mail per event only if she opted in, in her language,
// without the story's title, words or reason and without a link that signs her in, at most one
// an hour.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyData } from '@/domain/my-data';
import type { StoryMailSetting } from '@/domain/story-mail-input';
import { MAIL_TEXTS } from '../mail/mail-texts';
import { storyMailOptIns } from '../db/schema';
import { setupTestServer } from '../testing/setup-test-server';
import { createStoryAs, testUsersBeforeEach } from '../stories/story-test-helpers';

const TITLE = 'Tuesday at the bus stop';
const CONTENT = 'He followed me from the market to the bus stop near Kamla Nagar.';

describe('story mail and what happened to her story', () => {
  const server = setupTestServer({
    adminEmails: ['admin@example.org'],
    storyReview: 'all',
    reportsToHideStory: 1,
  });
  const users = testUsersBeforeEach(server, {
    author: 'author@example.org',
    reader: 'reader@example.org',
    admin: 'admin@example.org',
  });
  let storyId: string;
  beforeEach(async () => {
    ({ id: storyId } = await createStoryAs(server, users.author, {
      title: TITLE,
      content: CONTENT,
    }));
  });

  const setting = (cookie?: string) =>
    server.request('/api/account/story-mail', cookie ? { cookie } : {});
  const choose = (optedIn: unknown, cookie = users.author.cookie, language = 'en') =>
    server.request('/api/account/story-mail', {
      method: 'PUT',
      body: { optedIn },
      cookie: `${cookie}; nf_lang=${language}`,
    });
  /** The mails about her stories, once those the requests so far set going are queued. */
  const storyMails = async () => {
    await server.mailSettled();
    return server.outbox.filter(
      (mail) => mail.to === 'author@example.org' && !/confirm|password/i.test(mail.subject),
    );
  };
  const sendBack = (id = storyId) =>
    server.request(`/api/admin/reviews/${id}/send-back`, {
      body: { reason: 'identifies-person' },
      cookie: users.admin.cookie,
    });
  const publish = (id = storyId) =>
    server.request(`/api/admin/reviews/${id}/publish`, { body: {}, cookie: users.admin.cookie });
  const report = () =>
    server.request(`/api/stories/${storyId}/reports`, {
      body: { reason: 'other' },
      cookie: users.reader.cookie,
    });
  const restore = () =>
    server.request(`/api/admin/stories/${storyId}/dismiss-reports`, {
      method: 'POST',
      cookie: users.admin.cookie,
    });
  /** Her edit, which sends the story back to review (STORY_REVIEW=all). */
  const edit = () =>
    server.request(`/api/stories/${storyId}`, {
      method: 'PATCH',
      body: { title: TITLE, content: CONTENT, tags: [], mediaUrls: [] },
      cookie: users.author.cookie,
    });
  /** A new hour for the limiter: its counters go, as when the window is over. */
  const nextHour = () => server.db.execute(sql`truncate table limit_counters`);

  it('is off until she turns it on, hers alone, never kept by the browser', async () => {
    const first = await setting(users.author.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(await first.json()).toEqual({
      offered: true,
      optedIn: false,
    } satisfies StoryMailSetting);

    // A visitor refused, and another woman's choice her own: the port contract's account case
    // 'keeps her choice of mail about her stories: off at first, hers alone' on this server.
    const visitor = { method: 'PUT', body: { optedIn: true } };
    expect((await server.request('/api/account/story-mail', visitor)).status).toBe(401);
    expect((await choose('yes')).status).toBe(400);

    const on = await choose(true, users.author.cookie, 'hi');
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ offered: true, optedIn: true });
    expect(await (await setting(users.author.cookie)).json()).toMatchObject({ optedIn: true });
    const [row] = await server.db.select().from(storyMailOptIns);
    expect(row).toMatchObject({ userId: users.author.id, locale: 'hi' });

    await choose(false);
    expect(await (await setting(users.author.cookie)).json()).toMatchObject({ optedIn: false });
    expect(await server.db.select().from(storyMailOptIns)).toEqual([]);
  });

  it('mails only an address its owner confirmed', async () => {
    expect((await choose(true)).status).toBe(200);
    // As if someone else had registered her address and never confirmed it.
    await server.db.execute(
      sql`update "user" set email_verified = false where email = 'author@example.org'`,
    );
    expect((await sendBack()).status).toBe(200);
    expect(await storyMails()).toEqual([]);
  });

  it('sends no mail at all for any event when she has not opted in', async () => {
    expect((await sendBack()).status).toBe(200);
    const { id: other } = await createStoryAs(server, users.author);
    expect((await publish(other)).status).toBe(200);
    await edit();
    expect((await publish()).status).toBe(200);
    expect((await report()).status).toBe(201);
    expect((await restore()).status).toBe(204);
    expect(await storyMails()).toEqual([]);
  });

  it('mails her once per event, in the language she chose it in, with nothing of the story', async () => {
    await choose(true, users.author.cookie, 'hi');
    expect((await sendBack()).status).toBe(200);
    expect(await storyMails()).toHaveLength(1);
    const [mail] = await storyMails();
    // Hindi, from her choice: the admin's request was in English.
    expect(mail?.subject).toBe('आपकी किसी कहानी में कुछ बदला है');
    for (const text of [mail?.subject ?? '', mail?.text ?? '']) {
      for (const secret of [TITLE, 'Tuesday', CONTENT, 'Kamla', 'dentif', 'Names', storyId]) {
        expect(text).not.toContain(secret);
      }
    }
    // One address only, the site's own: nothing that signs her in or names the story.
    expect(mail?.text.match(/https?:\/\/\S+/g)).toEqual([`${server.publicUrl}/`]);

    const events = [
      async () => {
        await edit();
        return publish();
      },
      report,
      restore,
    ];
    for (const event of events) {
      await nextHour();
      const before = (await storyMails()).length;
      expect((await event()).status).toBeLessThan(300);
      expect(await storyMails()).toHaveLength(before + 1);
    }
    // Dismissing reports on a story that was not hidden changes nothing she sees: no mail.
    await nextHour();
    await restore();
    expect(await storyMails()).toHaveLength(4);
  });

  it("answers the reader whose report hid the story without waiting for the author's mail", async () => {
    await choose(true);
    await publish();
    const before = (await storyMails()).length;
    await nextHour();
    const release = server.holdMail();
    // Were the answer to wait for the mail, it would never come while the mail is held.
    expect((await report()).status).toBe(201);
    release();
    expect(await storyMails()).toHaveLength(before + 1);
  });

  it('sends at most one an hour, however many events', async () => {
    await choose(true);
    const { id: second } = await createStoryAs(server, users.author);
    await sendBack();
    await publish(second);
    expect(await storyMails()).toHaveLength(1);
    expect((await storyMails())[0]?.subject).toBe(MAIL_TEXTS.storyChangedSubject);
  });

  // "Restored" in her own list only, never to readers, until reports hide the story again: the
  // port contract's moderation case 'an admin putting a hidden story back marks it restored to
  // its author only', on this server.
  it('is in her data download, and goes with her account', async () => {
    await choose(true, users.author.cookie, 'bn');
    await publish();
    await report();
    await restore();
    const data = (await (
      await server.request('/api/account/data', { method: 'POST', cookie: users.author.cookie })
    ).json()) as MyData;
    expect(data.story_mail).toMatchObject({ language: 'bn' });
    expect(data.stories[0]?.restored_at).toEqual(expect.any(String));

    const erased = await server.request('/api/account/delete', {
      body: { password: 'Str0ng!pass' },
      cookie: users.author.cookie,
    });
    expect(erased.status).toBe(204);
    expect(
      await server.db
        .select()
        .from(storyMailOptIns)
        .where(eq(storyMailOptIns.userId, users.author.id)),
    ).toEqual([]);
  });
});
