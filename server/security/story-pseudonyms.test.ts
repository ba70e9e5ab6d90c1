// One story does not lead to her others (issue 33, item 2): every story and every testimonial
// carries its own random public pseudonym as author_id, her account id appears in no public
// answer, and ownership still follows the private link.
import { readdir } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonName, anonymousName, anonymousShortName } from '@/domain/display';
import * as sample from '../media/media-samples';
import { uploadOk } from '../media/media-test-helpers';
import { createStoryAs, testUsersBeforeEach } from '../stories/story-test-helpers';
import { setupTestServer } from '../testing/setup-test-server';

const server = setupTestServer({ adminEmails: ['admin@example.org'] });
const users = testUsersBeforeEach(server, {
  her: 'her@example.org',
  other: 'other@example.org',
  admin: 'admin@example.org',
});

interface AuthorJson {
  id: string;
  author_id: string;
  is_mine?: boolean;
}

async function jsonOf<T>(path: string, cookie?: string): Promise<T> {
  const response = await server.request(path, cookie ? { cookie } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Her two stories (one with a photo) and a testimonial, as the create answers gave them. */
async function herThings() {
  const { her } = users;
  const photo = await uploadOk(server, sample.PNG, { cookie: her.cookie, type: 'image/png' });
  const first = (await createStoryAs(server, her, {
    mediaUrls: [photo.url],
  })) as unknown as AuthorJson;
  const second = (await createStoryAs(server, her, { title: 'Second' })) as unknown as AuthorJson;
  const response = await server.request('/api/testimonials', {
    body: { content: 'Sahas helped me find words.' },
    cookie: her.cookie,
  });
  expect(response.status).toBe(201);
  const testimonial = (await response.json()) as AuthorJson;
  return { first, second, testimonial, photo };
}

describe('public pseudonyms of stories and testimonials', () => {
  it('gives her two stories and her testimonial three author ids, none of them her id', async () => {
    const { first, second, testimonial } = await herThings();
    const ids = [first.author_id, second.author_id, testimonial.author_id];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).not.toBe(users.her.id);
    // The labels readers see come from the pseudonym, so they differ too.
    const labels = [
      anonName(first.author_id),
      anonName(second.author_id),
      anonymousName(testimonial.author_id),
    ];
    expect(labels).not.toContain(anonName(users.her.id));
    expect(anonymousShortName(first.author_id)).not.toBe(anonymousShortName(users.her.id));
  });

  it('keeps a story pseudonym through an edit, and the list shows the same one', async () => {
    const { first } = await herThings();
    const response = await server.request(`/api/stories/${first.id}`, {
      method: 'PATCH',
      body: { title: 'Edited', content: 'Still mine.', tags: ['Recovery'], mediaUrls: [] },
      cookie: users.her.cookie,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AuthorJson).author_id).toBe(first.author_id);
    const { stories } = await jsonOf<{ stories: AuthorJson[] }>('/api/stories');
    expect(stories.find((story) => story.id === first.id)?.author_id).toBe(first.author_id);
  });

  it('puts her account id in no public answer, page, media URL or stored file name', async () => {
    const { first, second, photo } = await herThings();
    // A reader reports one story, so the admin answer has something to show.
    await server.request(`/api/stories/${second.id}/reports`, {
      body: {},
      cookie: users.other.cookie,
    });
    const paths = [
      '/api/stories',
      '/api/stories?sort=oldest',
      '/api/stories?sort=likes',
      '/api/stories/top',
      `/api/stories/${first.id}`,
      `/api/stories/${second.id}`,
      '/api/testimonials',
      '/',
      '/stories',
      `/edit-story/${first.id}`,
    ];
    const answers: string[] = [];
    for (const cookie of [undefined, users.other.cookie, users.her.cookie]) {
      for (const path of paths) {
        const response = await server.request(path, cookie ? { cookie } : {});
        answers.push(`${path} ${response.status} ${await response.text()}`);
      }
    }
    const reported = await server.request('/api/admin/stories/reported', {
      cookie: users.admin.cookie,
    });
    expect(reported.status).toBe(200);
    const reportedText = await reported.text();
    expect(reportedText).toContain(second.id);
    answers.push(reportedText);
    for (const answer of answers) expect(answer).not.toContain(users.her.id);
    expect(photo.url).not.toContain(users.her.id);
    for (const name of await readdir(server.mediaDir, { recursive: true })) {
      expect(name).not.toContain(users.her.id);
    }
  });

  it('says is_mine only to the signed-in author', async () => {
    const { first } = await herThings();
    const hers = await jsonOf<AuthorJson>(`/api/stories/${first.id}`, users.her.cookie);
    expect(hers.is_mine).toBe(true);
    const theirs = await jsonOf<AuthorJson>(`/api/stories/${first.id}`, users.other.cookie);
    expect(theirs.is_mine).toBeUndefined();
    const visitor = await jsonOf<AuthorJson>(`/api/stories/${first.id}`);
    expect(visitor.is_mine).toBeUndefined();
    const { stories } = await jsonOf<{ stories: AuthorJson[] }>('/api/stories', users.her.cookie);
    // Lists are the same for everyone: no one learns there which stories are hers.
    for (const story of stories) expect(story.is_mine).toBeUndefined();
  });

  // Ownership still follows the private link: Your Stories lists hers (the port contract's story
  // case), and only she edits and deletes them (the grid's 'update' and 'delete' cells).
  it('gives any number of her stories distinct pseudonyms (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), async (count) => {
        const created: AuthorJson[] = [];
        for (let n = 0; n < count; n += 1) {
          created.push((await createStoryAs(server, users.her)) as unknown as AuthorJson);
        }
        const pseudonyms = created.map((story) => story.author_id);
        expect(new Set(pseudonyms).size).toBe(count);
        expect(pseudonyms).not.toContain(users.her.id);
      }),
      { numRuns: 5 },
    );
  });
});
