// Demo data for a brand-new installation: a demo author, a few clearly labelled sample stories,
// testimonials and NGOs, and a demo admin unless ADMIN_EMAILS names real admins (its password
// handed over once: demo-admin-password.ts). Runs only while the database has no users at all,
// so it never touches a real installation and adds nothing a second time.
import { eq, inArray } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';
import { ngos, stories, testimonials, user } from '../db/schema';
import { DEMO_NGOS, DEMO_STORIES, DEMO_TESTIMONIALS } from './demo-content';
import { randomStrongPassword } from './demo-password';

/** Add this address to the admin set when demo data is on: admin is the server's decision. */
export const DEMO_ADMIN_EMAIL = 'admin@sahas.example';
/** Owns the sample stories and testimonials; its password is random and never shown. */
export const DEMO_AUTHOR_EMAIL = 'author@sahas.example';

export interface SeedDemoDataOptions {
  db: Database;
  auth: Auth;
  /**
   * Gives the demo admin's password to the person who started the server (never to a log
   * file); null when ADMIN_EMAILS names the admins: then no demo admin is created, since one
   * whose password sits in a file would be an admin nobody chose.
   */
  handOverAdminPassword: ((email: string, password: string) => Promise<void>) | null;
}

/** Whether run-server adds DEMO_ADMIN_EMAIL to the admins: only when no real ones are named. */
export function wantsDemoAdmin(adminEmails: ReadonlySet<string>): boolean {
  return adminEmails.size === 0;
}

export async function seedDemoData({
  db,
  auth,
  handOverAdminPassword,
}: SeedDemoDataOptions): Promise<void> {
  if (await hasAnyUser(db)) return;

  const authorId = await createVerifiedAccount(db, auth, DEMO_AUTHOR_EMAIL, randomStrongPassword());
  // Another server process sharing this database is seeding it.
  if (!authorId) return;

  try {
    if (handOverAdminPassword) {
      const adminPassword = randomStrongPassword();
      const adminId = await createVerifiedAccount(db, auth, DEMO_ADMIN_EMAIL, adminPassword);
      if (!adminId) throw new Error(`${DEMO_ADMIN_EMAIL} already exists`);
      // Before the sample: a password that could not be handed over (a full disk) leaves no
      // admin nobody can sign in as.
      await handOverAdminPassword(DEMO_ADMIN_EMAIL, adminPassword);
    }
    await insertSampleContent(db, authorId);
  } catch (error) {
    // Leave no half-seeded installation behind: with no users, the next start tries again.
    await db.delete(user).where(inArray(user.email, [DEMO_ADMIN_EMAIL, DEMO_AUTHOR_EMAIL]));
    throw error;
  }
}

async function hasAnyUser(db: Database): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).limit(1);
  return rows.length > 0;
}

/**
 * Signs the account up through better-auth (its password hashing, its profile hook) and marks
 * the e-mail verified and the password the owner's. Null when the address was taken first, which better-auth reports either
 * with a made-up user (enumeration protection), whose id is not the stored one, or, in a race,
 * with a failed insert.
 */
async function createVerifiedAccount(
  db: Database,
  auth: Auth,
  email: string,
  password: string,
): Promise<string | null> {
  let createdId: string;
  try {
    const result = await auth.api.signUpEmail({ body: { email, password, name: 'Anonymous' } });
    createdId = result.user.id;
  } catch (error) {
    if (await storedUserId(db, email)) return null;
    throw error;
  }
  const storedId = await storedUserId(db, email);
  if (storedId !== createdId) return null;
  // Created by the server with a password nobody else chose: it counts as the owner's.
  await db
    .update(user)
    .set({ emailVerified: true, ownerPasswordAt: new Date() })
    .where(eq(user.id, storedId));
  return storedId;
}

async function storedUserId(db: Database, email: string): Promise<string | undefined> {
  const [stored] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return stored?.id;
}

function daysAgo(days: number, now = Date.now()): Date {
  return new Date(now - days * 24 * 60 * 60 * 1000);
}

async function insertSampleContent(db: Database, authorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(stories).values(
      DEMO_STORIES.map((story) => ({
        title: story.title,
        content: story.content,
        tags: [...story.tags],
        mediaUrls: [],
        authorId,
        // Set directly: the sample has no reaction rows behind these counts.
        reactionsCount: story.reactionsCount,
        createdAt: daysAgo(story.daysAgo),
      })),
    );
    await tx.insert(testimonials).values(
      DEMO_TESTIMONIALS.map((testimonial) => ({
        content: testimonial.content,
        authorId,
        createdAt: daysAgo(testimonial.daysAgo),
      })),
    );
    await tx.insert(ngos).values(
      DEMO_NGOS.map((ngo) => ({
        name: ngo.name,
        description: ngo.description,
        contact: ngo.contact,
        email: ngo.email,
        website: '',
        registrationNumber: ngo.registrationNumber,
        approved: true,
        category: ngo.category,
        approvedAt: daysAgo(ngo.daysAgo),
        approvedBy: DEMO_ADMIN_EMAIL,
      })),
    );
  });
}
