// A test's starting state, written through the server's own functions (the ones its routes
// call), for what a screen cannot reach quickly: stories by someone else, many of them, a story
// hidden by reports, an NGO in the directory, a request waiting for review.
import { eq, inArray } from 'drizzle-orm';
import type { Ngo, NgoRequest, Story, Testimonial } from '@/domain/entities';
import type { NgoRequestFields } from '@/domain/ngo-request';
import { STORY_TAGS, type NgoCategory, type StoryTag } from '@/domain/vocabularies';
import {
  addReaction,
  addReport,
  approveNgoRequest,
  createStory,
  insertNgoRequest,
  insertTestimonial,
  ngoJson,
  ngoRequestJson,
  testimonialJson,
  user,
  type TestServer,
} from '@/testing/server-side';
import { makeAccount } from '@/testing/test-backend';

/** Who wrote what a seed makes when the test does not say: someone other than her. */
export const SEED_AUTHOR = 'author@example.org';

/** The id of the account at `email`, signed up (and verified) first if it does not exist. */
export async function seedUser(
  server: TestServer,
  email: string,
  { verified = true } = {},
): Promise<string> {
  const existing = await server.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  if (existing[0]) return existing[0].id;
  await makeAccount(server, email, { verified });
  return seedUser(server, email);
}

export interface SeedStoryOptions {
  title?: string;
  content?: string;
  tags?: StoryTag[];
  contentWarning?: string;
  /** The author's address; SEED_AUTHOR by default. */
  author?: string;
}

/** One story, created as the story route creates it. */
export async function seedStory(
  server: TestServer,
  options: SeedStoryOptions = {},
): Promise<Story> {
  const authorId = await seedUser(server, options.author ?? SEED_AUTHOR);
  return createStory(server.db, authorId, {
    title: options.title ?? 'A story',
    content: options.content ?? 'What happened, in her words.',
    tags: options.tags ?? [STORY_TAGS[0]],
    mediaUrls: [],
    contentWarning: options.contentWarning,
  });
}

/**
 * `count` stories, 'Story 1' to 'Story n' ('This is story number n.'), story 1 the newest, as
 * they list by default; returned in that order.
 */
export async function seedStories(
  server: TestServer,
  count: number,
  options: Omit<SeedStoryOptions, 'title' | 'content'> = {},
): Promise<Story[]> {
  const made: Story[] = [];
  for (let n = count; n >= 1; n--) {
    made.unshift(
      await seedStory(server, {
        title: `Story ${n}`,
        content: `This is story number ${n}.`,
        tags: [STORY_TAGS[n % STORY_TAGS.length] as StoryTag],
        ...options,
      }),
    );
  }
  return made;
}

/**
 * Readers `reader-1@example.org` to `reader-<count>@example.org`, made as rows at once (no
 * sign-up: they only need to exist, to react); returns their ids.
 */
export async function seedReaders(server: TestServer, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `reader-${i + 1}@example.org`);
  if (emails.length === 0) return [];
  await server.db
    .insert(user)
    .values(emails.map((email) => ({ id: crypto.randomUUID(), name: 'Anonymous', email })))
    .onConflictDoNothing();
  const rows = await server.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  return emails.map((email) => rows.find((row) => row.email === email)?.id ?? '');
}

/** `count` hearts on a story, from as many readers, as the reaction route adds them. */
export async function seedReactions(server: TestServer, storyId: string, count: number) {
  for (const readerId of await seedReaders(server, count)) {
    await addReaction(server.db, storyId, readerId);
  }
}

/**
 * Hides a story as readers' reports do: `reporters` verified readers report it, with the
 * server's threshold at that number (the default threshold's count of reports is not what a
 * screen's test is about).
 */
export async function hideStoryByReports(
  server: TestServer,
  storyId: string,
  reporters = ['reporter@example.org'],
): Promise<void> {
  for (const email of reporters) {
    await addReport(server.db, {
      storyId,
      userId: await seedUser(server, email),
      reason: 'spam',
      reportsToHide: reporters.length,
    });
  }
}

/** A testimonial, stored as the testimonial route stores it. */
export async function seedTestimonial(
  server: TestServer,
  content = 'Reading the stories here helped me speak up.',
  author = SEED_AUTHOR,
): Promise<Testimonial> {
  const row = await insertTestimonial(server.db, {
    content,
    authorId: await seedUser(server, author),
  });
  return testimonialJson(row);
}

export const SEED_NGO_REQUEST: NgoRequestFields = {
  name: 'Test Legal Aid Trust',
  description: 'Free legal guidance for women.',
  contact: '+91 (22) 1234-5678',
  email: 'contact@example.org',
  registration_number: 'TEST-42',
};

/** A request to list an NGO, waiting for an admin's review. */
export async function seedNgoRequest(
  server: TestServer,
  fields: Partial<NgoRequestFields> = {},
  requester = SEED_AUTHOR,
): Promise<NgoRequest> {
  const row = await insertNgoRequest(
    server.db,
    { ...SEED_NGO_REQUEST, ...fields },
    await seedUser(server, requester),
  );
  return ngoRequestJson(row);
}

/** An NGO in the directory: requested, then approved as an admin approves it. */
export async function seedNgo(
  server: TestServer,
  fields: Partial<NgoRequestFields> = {},
  category: NgoCategory = 'General',
): Promise<Ngo> {
  const request = await seedNgoRequest(server, fields);
  const ngo = await approveNgoRequest(server.db, {
    id: request.id,
    category,
    adminEmail: 'admin@example.org',
  });
  if (!ngo) throw new Error('The seeded NGO request was not approved.');
  return ngoJson(ngo, { withPrivate: false });
}
