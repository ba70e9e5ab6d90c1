// Demo data: only on an empty database, once, clearly labelled, with a working demo admin.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '@/domain/password-rules';
import { isPhoneLike } from '@/domain/phone';
import { NGO_CATEGORIES, STORY_TAGS } from '@/domain/vocabularies';
import { ngos, stories, testimonials, user } from '../db/schema';
import { setupTestServer } from '../testing/setup-test-server';
import { SAMPLE_PREFIX } from './demo-content';
import { randomStrongPassword } from './demo-password';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_AUTHOR_EMAIL,
  seedDemoData,
  wantsDemoAdmin,
} from './seed-demo-data';

const LOG_LINE = /^(\S+) \/ (\S+)$/;

describe('seedDemoData', () => {
  const server = setupTestServer({ adminEmails: [DEMO_ADMIN_EMAIL], realPasswordHash: true });

  /** The credentials handed over, into `lines` (where they go: demo-admin-password.test.ts). */
  async function seed({ demoAdmin = true, auth = server.auth, lines = [] as string[] } = {}) {
    const handOverAdminPassword = demoAdmin
      ? (email: string, password: string) => {
          lines.push(`${email} / ${password}`);
          return Promise.resolve();
        }
      : null;
    await seedDemoData({ db: server.db, auth, handOverAdminPassword });
    return lines;
  }

  async function counts() {
    const [users, storyCount, testimonialCount, ngoCount] = await Promise.all(
      [user, stories, testimonials, ngos].map((table) => server.db.$count(table)),
    );
    return { users, stories: storyCount, testimonials: testimonialCount, ngos: ngoCount };
  }

  it('creates a verified demo admin and hands its credentials over once', async () => {
    const lines = await seed();
    expect(lines).toHaveLength(1);
    const [, email, password] = LOG_LINE.exec(lines[0] ?? '') ?? [];
    expect(email).toBe(DEMO_ADMIN_EMAIL);
    expect(isStrongPassword(password ?? '')).toBe(true);

    const [admin] = await server.db.select().from(user).where(eq(user.email, DEMO_ADMIN_EMAIL));
    expect(admin?.emailVerified).toBe(true);

    const cookie = await server.signIn(DEMO_ADMIN_EMAIL, password);
    expect(await server.sessionUser(cookie)).toMatchObject({
      email: DEMO_ADMIN_EMAIL,
      isAdmin: true,
    });
    const adminList = await server.request('/api/admin/ngos', { cookie });
    expect(adminList.status).toBe(200);
  });

  it('never hands over or reuses the demo author password', async () => {
    const lines = await seed();
    const [, , adminPassword] = LOG_LINE.exec(lines[0] ?? '') ?? [];
    const failed = await server.request('/api/auth/sign-in/email', {
      body: { email: DEMO_AUTHOR_EMAIL, password: adminPassword },
    });
    expect(failed.status).toBe(401);
    expect(lines.join('\n')).not.toContain(DEMO_AUTHOR_EMAIL);
  });

  it('adds a small, labelled sample set', async () => {
    await seed();
    expect(await counts()).toEqual({ users: 2, stories: 6, testimonials: 4, ngos: 6 });

    const [author] = await server.db.select().from(user).where(eq(user.email, DEMO_AUTHOR_EMAIL));
    const storyRows = await server.db.select().from(stories);
    for (const story of storyRows) {
      expect(story.title.startsWith(SAMPLE_PREFIX)).toBe(true);
      expect(story.content.trim()).not.toBe('');
      expect(story.mediaUrls).toEqual([]);
      expect(story.authorId).toBe(author?.id);
      expect(story.tags.length).toBeGreaterThan(0);
      for (const tag of story.tags) expect(STORY_TAGS).toContain(tag);
    }
    expect(new Set(storyRows.flatMap((s) => s.tags)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(storyRows.map((s) => s.reactionsCount)).size).toBe(storyRows.length);
    // Each sample has its own public pseudonym, as every story does: none is the author's id.
    const pseudonyms = storyRows.map((s) => s.publicAuthorId);
    expect(new Set(pseudonyms).size).toBe(storyRows.length);
    expect(pseudonyms).not.toContain(author?.id);

    const testimonialRows = await server.db.select().from(testimonials);
    for (const t of testimonialRows) {
      expect(t.content.startsWith(SAMPLE_PREFIX)).toBe(true);
      expect(t.authorId).toBe(author?.id);
    }

    const ngoRows = await server.db.select().from(ngos);
    expect(new Set(ngoRows.map((n) => n.category))).toEqual(new Set(NGO_CATEGORIES));
    for (const ngo of ngoRows) {
      expect(ngo.name.startsWith(SAMPLE_PREFIX)).toBe(true);
      expect(ngo.email).toMatch(/^[a-z]+@example\.org$/);
      expect(ngo.registrationNumber).toMatch(/^SAMPLE-\d{3}$/);
      expect(isPhoneLike(ngo.contact)).toBe(true);
      expect(ngo).toMatchObject({ approved: true, website: '', approvedBy: DEMO_ADMIN_EMAIL });
    }
  });

  // The sample NGOs, approved, are in the public directory by name: ngos-directory.test.ts lists
  // every approved NGO so.
  it('creates no demo admin when ADMIN_EMAILS names the admins, and still adds the sample', async () => {
    expect(await seed({ demoAdmin: false })).toEqual([]);
    expect(await counts()).toEqual({ users: 1, stories: 6, testimonials: 4, ngos: 6 });
    const admins = await server.db.select().from(user).where(eq(user.email, DEMO_ADMIN_EMAIL));
    expect(admins).toEqual([]);
    expect(wantsDemoAdmin(new Set(['real-admin@example.org']))).toBe(false);
    expect(wantsDemoAdmin(new Set())).toBe(true);
  });

  it('adds nothing when run a second time', async () => {
    await seed();
    const before = await counts();
    expect(await seed()).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('does nothing on a database that already has a user', async () => {
    await server.signUp('someone@example.org');
    expect(await seed()).toEqual([]);
    expect(await counts()).toEqual({ users: 1, stories: 0, testimonials: 0, ngos: 0 });
  });

  it('seeds once when two server processes start together', async () => {
    const [a, b] = await Promise.all([seed(), seed()]);
    expect([...a, ...b]).toHaveLength(1);
    expect(await counts()).toEqual({ users: 2, stories: 6, testimonials: 4, ngos: 6 });
  });

  it('leaves no half-seeded database behind, and the next start seeds it', async () => {
    const auth = server.auth;
    const failingAuth = {
      ...auth,
      api: {
        ...auth.api,
        signUpEmail: (async (input) => {
          if (input?.body.email === DEMO_AUTHOR_EMAIL) throw new Error('disk full');
          return auth.api.signUpEmail(input);
        }) as typeof auth.api.signUpEmail,
      },
    };
    const lines: string[] = [];
    await expect(seed({ auth: failingAuth, lines })).rejects.toThrow('disk full');
    expect(lines).toEqual([]);
    expect(await counts()).toEqual({ users: 0, stories: 0, testimonials: 0, ngos: 0 });

    expect(await seed()).toHaveLength(1);
    expect(await counts()).toEqual({ users: 2, stories: 6, testimonials: 4, ngos: 6 });
  });

  it('leaves no users behind when the password cannot be handed over, and the next start seeds', async () => {
    const handOverAdminPassword = () => Promise.reject(new Error('ENOSPC: no space left'));
    const seeding = seedDemoData({ db: server.db, auth: server.auth, handOverAdminPassword });
    await expect(seeding).rejects.toThrow('ENOSPC');
    expect(await counts()).toEqual({ users: 0, stories: 0, testimonials: 0, ngos: 0 });
    expect(await seed()).toHaveLength(1);
  });

  it('picks a new password for every fresh database', async () => {
    const first = await seed();
    await server.reset();
    const second = await seed();
    expect(first[0]).not.toBe(second[0]);
  });
});

describe('randomStrongPassword', () => {
  it('always meets the sign-up rules and does not repeat', () => {
    const passwords = Array.from({ length: 200 }, randomStrongPassword);
    for (const password of passwords) expect(isStrongPassword(password)).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
