// Home and Stories as the server sends them: their stories in the HTML before any script runs,
// drawn by the app's own components from the public queries, in her language and with her filters,
// and the answers beside them for the script to take the page over with.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story, Testimonial } from '@/domain/entities';
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@/lib/data-layer/served-data-format';
import { selfHostedPolicy } from '../http/security-headers';
import { setupTestServer } from '../testing/setup-test-server';
import { createStoryAs, testUsersBeforeEach } from '../stories/story-test-helpers';
import { buildRenderer, removeDirs, renderTestDir, standInStaticDir } from './render-test-build';
import { fillRoot, servedDataScript } from './served-pages';

const renderDir = renderTestDir();
const staticDir = standInStaticDir();
// Before the server starts, which loads the renderer once.
beforeAll(() => buildRenderer(renderDir), 180_000);
afterAll(() => removeDirs(renderDir, staticDir));

const server = setupTestServer({ staticDir, renderDir, reportsToHideStory: 1 });
const users = testUsersBeforeEach(server, {
  author: 'author@example.com',
  reader: 'reader@example.com',
});

/** The page at `path` as a browser asking in `headers` receives it, and what it carries. */
async function page(path: string, headers: Record<string, string> = {}) {
  const response = await server.request(path, { headers });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div><script/.exec(html)?.[1] ?? '';
  const json = new RegExp(
    `<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  const served = json === undefined ? null : (JSON.parse(json) as ServedData);
  return { response, html, root, served };
}

/** The reader likes the story, as the app does. */
async function likedByReader(storyId: string) {
  const response = await server.request(`/api/stories/${storyId}/reactions`, {
    method: 'POST',
    cookie: users.reader.cookie,
  });
  expect(response.status).toBeLessThan(300);
}

/** The visible text of some markup. */
function text(markup: string): string {
  return markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('Home as the server sends it', () => {
  it('holds the top stories and testimonials in its HTML, never stored, with the answers beside them', async () => {
    await createStoryAs(server, users.author, { title: 'Finding my voice again' });
    await createStoryAs(server, users.author, { title: 'The bus home' });
    const testimonial = await server.request('/api/testimonials', {
      body: { content: 'This place let me breathe.' },
      cookie: users.reader.cookie,
    });
    expect(testimonial.status).toBe(201);

    const { response, html, root, served } = await page('/');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-language')).toBe('en');
    // In the markup itself, not only in the data: readable with no script at all.
    expect(text(root)).toContain('Finding my voice again');
    expect(text(root)).toContain('The bus home');
    expect(text(root)).toContain('This place let me breathe.');
    expect(text(root)).toContain('Top Stories');
    expect(html).not.toContain('built /');
    // The answers the API would give Home's two reads, as it gives them.
    const top = (await (await server.request('/api/stories/top')).json()) as { stories: Story[] };
    const latest = (await (await server.request('/api/testimonials')).json()) as Testimonial[];
    expect(served).toEqual({
      queries: [
        { key: ['top-stories'], data: top.stories },
        { key: ['testimonials'], data: latest },
      ],
      firstPages: [],
    });
  });

  // A story hidden by reports, or waiting for review, is on neither page: 'a page asked again'
  // below, which hides one and sends one back to review under both pages.
  it('is in Hindi for a reader who chose Hindi or whose browser asks for it', async () => {
    await createStoryAs(server, users.author, { title: 'Finding my voice again' });
    const asks: Record<string, string>[] = [
      { cookie: 'nf_lang=hi' },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
    ];
    for (const headers of asks) {
      const { response, html, root } = await page('/', headers);
      expect(response.headers.get('content-language')).toBe('hi');
      expect(html).toContain('<html lang="hi"');
      expect(text(root)).toContain('लोकप्रिय कहानियाँ');
      expect(text(root)).toContain('Finding my voice again');
    }
  });

  it('sends the page the build wrote when the render fails', async () => {
    await server.db.execute(sql`alter table stories rename to stories_away`);
    try {
      const { response, html, served } = await page('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('built /');
      expect(served).toBeNull();
    } finally {
      await server.db.execute(sql`alter table stories_away rename to stories`);
    }
  });
});

describe('Stories as the server sends it', () => {
  it('holds the first page with her filters from the address, in her language', async () => {
    const tagged = (title: string, tag: string) =>
      createStoryAs(server, users.author, { title, tags: [tag] });
    await tagged('At the office', 'Workplace Harassment');
    await tagged('On the road', 'Street Harassment');

    const all = await page('/stories');
    expect(all.response.headers.get('cache-control')).toBe('no-store');
    expect(text(all.root)).toContain('At the office');
    expect(text(all.root)).toContain('On the road');

    const filtered = await page('/stories?tag=Street+Harassment&sort=oldest', {
      cookie: 'nf_lang=hi',
    });
    expect(text(filtered.root)).toContain('On the road');
    expect(text(filtered.root)).not.toContain('At the office');
    expect(text(filtered.root)).toContain('हिम्मत की कहानियाँ');
    // Her chip is pressed and her sort chosen, as the page reads them from the address.
    expect(filtered.root).toMatch(/<button[^>]*aria-pressed="true"[^>]*>/);
    expect(filtered.root).toMatch(/<option value="oldest" selected=""/);
    expect(filtered.served?.firstPages).toEqual([
      {
        key: ['story-feed', ['Street Harassment'], 'oldest', null],
        page: expect.objectContaining({ nextCursor: null }) as unknown,
      },
    ]);
  });

  it('carries her own flags when she is signed in', async () => {
    const liked = await createStoryAs(server, users.author, { title: 'One she liked' });
    await likedByReader(liked.id);

    const { served } = await page('/stories', { cookie: users.reader.cookie });

    // Her answer, as the list route gives it to her (her likes, her reports, which are hers).
    const asked = await server.request('/api/stories', { cookie: users.reader.cookie });
    expect(served?.firstPages[0]?.page).toEqual(await asked.json());
    const stories = (served?.firstPages[0]?.page as { stories: Story[] }).stories;
    expect(stories).toEqual([expect.objectContaining({ id: liked.id, liked_by_me: true })]);
  });
});

describe('a request carrying two session cookies', () => {
  it('is answered as a visitor’s, never as either session’s', async () => {
    await likedByReader((await createStoryAs(server, users.author, { title: 'One she liked' })).id);
    // Her session cookie, and another of the same name (as another site of her host could set).
    const { response, served } = await page('/stories', {
      cookie: `${users.reader.cookie}; ${users.author.cookie}`,
    });

    expect(response.status).toBe(200);
    const visitor: unknown = await (await server.request('/api/stories')).json();
    expect(served?.firstPages[0]?.page).toEqual(visitor);
  });
});

describe('the stylesheet of a rendered page', () => {
  it('is inline, never a link the first paint waits for, and only it may apply', async () => {
    for (const path of ['/', '/stories']) {
      const { response, html } = await page(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(html, path).not.toMatch(/<link[^>]*stylesheet/);
      const css = /<style[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(css, path).not.toBe('');
      expect(response.headers.get('content-security-policy'), path).toBe(selfHostedPolicy([hash]));
    }
  });
});

describe('a page asked again', () => {
  it('is drawn without a story hidden, sent back to review or erased by another server process', async () => {
    const hidden = await createStoryAs(server, users.author, { title: 'Hidden elsewhere' });
    const waiting = await createStoryAs(server, users.author, { title: 'Sent back elsewhere' });
    const erased = await createStoryAs(server, users.author, { title: 'Erased elsewhere' });
    await createStoryAs(server, users.author, { title: 'Still here' });
    const paths = ['/', '/stories', '/stories?sort=likes'];
    for (const path of paths) {
      const { html } = await page(path);
      for (const title of ['Hidden elsewhere', 'Sent back elsewhere', 'Erased elsewhere']) {
        expect(html).toContain(title);
      }
    }

    // Straight into the database, as a second server process writes: this one hears nothing.
    await server.db.execute(sql`update stories set hidden_at = now() where id = ${hidden.id}`);
    await server.db.execute(
      sql`update stories set review_state = 'waiting' where id = ${waiting.id}`,
    );
    await server.db.execute(sql`delete from stories where id = ${erased.id}`);

    for (const path of paths) {
      const { html } = await page(path);
      expect(html).toContain('Still here');
      for (const title of ['Hidden elsewhere', 'Sent back elsewhere', 'Erased elsewhere']) {
        expect(html).not.toContain(title);
      }
      for (const gone of [hidden, waiting, erased]) expect(html).not.toContain(gone.id);
    }
  });

  it('comes compressed as her browser takes it, the same page each way', async () => {
    await createStoryAs(server, users.author, { title: 'Finding my voice again' });
    const { html } = await page('/');
    for (const encoding of ['br', 'gzip', 'br']) {
      const response = await server.request('/', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const body = Buffer.from(await response.arrayBuffer());
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      expect(decoded.toString()).toBe(html);
    }
  });
});

describe('the answers in the page', () => {
  it('can never end their element, whatever a story says', () => {
    const script = servedDataScript(
      JSON.stringify({ title: '</script><script>alert(1)</script>' }),
    );
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(script)?.[1] ?? '')).toEqual({
      title: '</script><script>alert(1)</script>',
    });
  });

  it('go just after #root, which takes the markup', () => {
    expect(fillRoot('<body><div id="root"><p>old</p></div></body>', '<p>new</p>', '<i></i>')).toBe(
      '<body><div id="root"><p>new</p></div><i></i></body>',
    );
  });
});
