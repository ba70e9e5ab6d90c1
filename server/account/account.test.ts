// The Account page's calls on the real server: her summary, the download, sign out everywhere,
// a new password, and the erasure of everything she wrote, leaving no row that names her.
import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import type { MyData } from '@/domain/my-data';
import { account, session, stories } from '../db/schema';
import { clearMediaDir } from '../media/media-test-helpers';
import { insertRequest } from '../ngos/ngo-test-fixtures';
import {
  createStoryAs,
  fileExists,
  insertMedia,
  testUser,
  type TestUser,
} from '../stories/story-test-helpers';
import { cookieFrom } from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';
import { columnsMentioning } from './account-test-helpers';

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!passphrase';
const HER_EMAIL = 'asha@example.org';

// A visitor's refusals, a wrong current password and a weak new one are the port contract's cases
// (src/testing/port-contract-account.ts), run on this server by stories-contract.test.ts.
describe('/api/account', () => {
  const server = setupTestServer();
  let her: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    await clearMediaDir(server.mediaDir);
    her = await testUser(server, HER_EMAIL);
    other = await testUser(server, 'other@example.org');
  });

  const post = (path: string, cookie: string | undefined, body: unknown = {}) =>
    server.request(path, { body, cookie });

  const isSignedIn = async (cookie: string) => (await server.sessionUser(cookie)) !== null;
  const reactionsOn = async (id: string) =>
    (
      await server.db
        .select({ count: stories.reactionsCount })
        .from(stories)
        .where(eq(stories.id, id))
    )[0]?.count;

  /** What she has written and done: a story with a photo, a testimonial, a reaction, a report. */
  async function herActivity() {
    const photo = await insertMedia(server, her.id);
    const story = await createStoryAs(server, her, {
      title: 'Her story',
      mediaUrls: [photo.url],
      contentWarning: 'Describes violence',
    });
    const othersStory = await createStoryAs(server, other, { title: 'Another story' });
    await post(`/api/stories/${othersStory.id}/reactions`, her.cookie);
    await post(`/api/stories/${othersStory.id}/reports`, her.cookie, { reason: 'spam' });
    await post(`/api/stories/${story.id}/reactions`, other.cookie);
    await post('/api/testimonials', her.cookie, { content: 'Sahas helped me.' });
    await insertRequest(server.db, her.id, { name: 'Her NGO' });
    const pending = await insertMedia(server, her.id);
    return { photo, pending, story, othersStory };
  }

  // The summary's fields and the export's content are the port contract's (run on this server
  // by stories-contract.test.ts); her open sessions counted in it, change-password.test.tsx's
  // first case (two browsers) on this server. Here, what only this server adds.
  it('gives her data as an attachment, with her stories’ media', async () => {
    const { photo, story } = await herActivity();
    const response = await post('/api/account/data', her.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sahas-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as MyData;
    expect(data.stories).toEqual([
      expect.objectContaining({ id: story.id, media_urls: [photo.url] }),
    ]);
    expect(JSON.stringify(data)).not.toContain('other@example.org');
  });

  describe('sign out everywhere', () => {
    it('ends every session of hers and expires this cookie, leaving others signed in', async () => {
      const phone = await server.signIn(HER_EMAIL);
      const response = await post('/api/account/sign-out-everywhere', her.cookie);
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/);
      expect(await isSignedIn(her.cookie)).toBe(false);
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(other.cookie)).toBe(true);
    });
  });

  describe('change password', () => {
    it('sets it, ends every other session, and keeps this one in a cookie that ends with the browser', async () => {
      const phone = await server.signIn(HER_EMAIL);
      // As the app signs in: a session that ends when the browser closes.
      const browserSession = cookieFrom(
        await post('/api/auth/sign-in/email', undefined, {
          email: HER_EMAIL,
          password: PASSWORD,
          rememberMe: false,
        }),
      );
      const response = await post('/api/account/password', browserSession, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(204);
      const sessionCookie = response.headers
        .getSetCookie()
        .find((line) => line.includes('session_token='));
      expect(sessionCookie).toBeDefined();
      expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
      expect(await isSignedIn(cookieFrom(response))).toBe(true);
      expect(await isSignedIn(phone)).toBe(false);
      await expect(server.signIn(HER_EMAIL, PASSWORD)).rejects.toThrow(/401/);
      expect(await server.signIn(HER_EMAIL, NEW_PASSWORD)).toBeTruthy();
    });
  });

  describe('delete my account', () => {
    // No password, or a wrong one, deletes nothing: the port contract's account case. A
    // password with NUL in it is only a wrong one, never a server error.
    it('answers a password with NUL in it as a wrong one, and deletes nothing', async () => {
      await herActivity();
      const wrong = await post('/api/account/delete', her.cookie, {
        password: `${PASSWORD}\u0000`,
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        code: 'wrongPassword',
        error: MESSAGES.wrongPassword,
      });
      expect(await isSignedIn(her.cookie)).toBe(true);
      expect(await server.db.select().from(stories)).toHaveLength(2);
    });

    // Too many wrong passwords stop even the right one: limit-windows.test.ts, for its window.
    it('refuses a password longer than any password can be', async () => {
      const huge = await post('/api/account/delete', her.cookie, {
        password: 'x'.repeat(LIMITS.passwordMaxLength + 1),
      });
      expect(huge.status).toBe(400);
      expect(await isSignedIn(her.cookie)).toBe(true);
    });

    it('erases everything that names her, corrects the counts she added to, and signs her out', async () => {
      const { photo, pending, othersStory } = await herActivity();
      const phone = await server.signIn(HER_EMAIL);
      const otherFile = await insertMedia(server, other.id);
      expect(await reactionsOn(othersStory.id)).toBe(1);

      // The search finds her wherever she is, before the erasure.
      expect(await columnsMentioning(server, [her.id, HER_EMAIL])).toEqual(
        expect.arrayContaining([
          'user.id',
          'user.email',
          'account.user_id',
          'session.user_id',
          'profiles.email',
          'stories.author_id',
          'reactions.user_id',
          'reports.user_id',
          'testimonials.author_id',
          'ngo_requests.user_id',
          'media.owner_id',
        ]) as unknown,
      );

      const response = await post('/api/account/delete', her.cookie, { password: PASSWORD });
      expect(response.status).toBe(204);
      expect(response.headers.get('clear-site-data')).toBe('"cache"');
      expect(response.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/);

      expect(await columnsMentioning(server, [her.id, HER_EMAIL])).toEqual([]);
      expect(await fileExists(photo.path)).toBe(false);
      expect(await fileExists(pending.path)).toBe(false);
      expect(await readdir(server.mediaDir)).toEqual([otherFile.fileName]);
      expect(await reactionsOn(othersStory.id)).toBe(0);
      expect(await isSignedIn(her.cookie)).toBe(false);
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(other.cookie)).toBe(true);
    });

    // A sign-in with her old password then answers as for an address never registered: the
    // port contract's erasure case.
  });

  describe('an account that signs in with Google only (no password)', () => {
    beforeEach(async () => {
      await server.db
        .delete(account)
        .where(and(eq(account.userId, her.id), eq(account.providerId, 'credential')));
    });

    it('has no password to change', async () => {
      const response = await post('/api/account/password', her.cookie, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'passwordChangeNeedsPassword' });
    });

    it('is deleted only from a sign-in made moments ago', async () => {
      const longAgo = new Date(Date.now() - LIMITS.recentSignInMs - 60_000);
      await server.db.update(session).set({ createdAt: longAgo }).where(eq(session.userId, her.id));
      const stale = await post('/api/account/delete', her.cookie, {});
      expect(stale.status).toBe(403);
      expect(await stale.json()).toMatchObject({ code: 'accountRecentSignInRequired' });
      expect(await isSignedIn(her.cookie)).toBe(true);

      await server.db
        .update(session)
        .set({ createdAt: new Date() })
        .where(eq(session.userId, her.id));
      const fresh = await post('/api/account/delete', her.cookie, {});
      expect(fresh.status).toBe(204);
      expect(await columnsMentioning(server, [her.id, HER_EMAIL])).toEqual([]);
    });
  });
});
