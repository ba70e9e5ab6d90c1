// A shared phone keeps what the browser cached after she closes the tab:
// fetch(url, {cache: 'only-if-cached'}) hands a story she opened, or a photo, to whoever picks it
// up next. Every answer about stories, testimonials, her account, administration, sign-in and
// media says no-store; only the public NGO directory, the build's files and the public pages may
// be kept.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPrivatePath } from '../http/no-store';
import { createStoryAs, insertMedia, testUser } from '../stories/story-test-helpers';
import { setupTestServer } from '../testing/setup-test-server';

const ADMIN_EMAIL = 'admin@example.org';
const HER_EMAIL = 'asha@example.org';
const MISSING_STORY = '/api/stories/00000000-0000-4000-8000-000000000000';

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  as?: 'her' | 'admin' | 'visitor';
}

describe('no answer about her is kept by the browser', () => {
  // A build to serve, for the build's own files.
  const staticDir = mkdtempSync(join(tmpdir(), 'sahas-no-store-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sahas</title>');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL], staticDir });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));
  const cookies = { her: '', admin: '', visitor: '' };
  let storyId = '';
  let mediaUrl = '';
  beforeEach(async () => {
    const her = await testUser(server, HER_EMAIL);
    cookies.her = her.cookie;
    cookies.admin = await server.userSession(ADMIN_EMAIL);
    const photo = await insertMedia(server, her.id);
    mediaUrl = photo.url;
    storyId = (await createStoryAs(server, her, { mediaUrls: [photo.url] })).id;
  });

  const call = ({ method, path, body, as = 'her' }: Call) =>
    server.request(path, { method, body, cookie: cookies[as] });

  const families: Record<string, () => Call[]> = {
    stories: () => [
      { path: '/api/stories?sort=newest', as: 'visitor' },
      { path: '/api/stories/top', as: 'visitor' },
      { path: '/api/stories/mine' },
      { path: `/api/stories/${storyId}`, as: 'visitor' },
      { path: `/api/stories/${storyId}` },
      { path: MISSING_STORY },
      { path: '/api/stories', body: { title: 'T', content: 'C', tags: [], mediaUrls: [] } },
    ],
    testimonials: () => [
      { path: '/api/testimonials', as: 'visitor' },
      { path: '/api/testimonials', body: { content: 'Sahas helped me.' } },
    ],
    account: () => [
      { path: '/api/account' },
      { path: '/api/account', as: 'visitor' },
      { method: 'POST', path: '/api/account/data' },
    ],
    administration: () => [
      { path: '/api/admin/stories/reported', as: 'admin' },
      { path: '/api/admin/ngos/requests', as: 'admin' },
      { path: '/api/admin/ngos', as: 'admin' },
      { path: '/api/admin/stories/reported', as: 'visitor' },
    ],
    'sign-in': () => [
      { path: '/api/auth/get-session' },
      { path: '/api/auth/list-sessions' },
      {
        path: '/api/auth/sign-in/email',
        body: { email: HER_EMAIL, password: 'Str0ng!pass' },
        as: 'visitor',
      },
      {
        path: '/api/auth/sign-in/email',
        body: { email: HER_EMAIL, password: 'Wr0ng!pass' },
        as: 'visitor',
      },
    ],
    session: () => [{ path: '/api/session' }, { path: '/api/session', as: 'visitor' }],
    media: () => [
      { path: mediaUrl, as: 'visitor' },
      { path: '/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', as: 'visitor' },
      { method: 'DELETE', path: '/api/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg' },
    ],
  };

  for (const [family, calls] of Object.entries(families)) {
    it(`${family}: every answer, errors included, says no-store`, async () => {
      for (const one of calls()) {
        const response = await call(one);
        const what = `${one.method ?? (one.body ? 'POST' : 'GET')} ${one.path} as ${one.as ?? 'her'} (${response.status})`;
        expect(response.headers.get('cache-control'), what).toMatch(/(^|,\s*)no-store(\s*,|$)/);
      }
    });
  }

  it('a photo she opened is no-store, while the build keeps its year-long cache', async () => {
    const photo = await call({ path: mediaUrl, as: 'visitor' });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('no-store');
    const asset = await call({ path: '/assets/index-abc123.js', as: 'visitor' });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await call({ path: '/about', as: 'visitor' });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('which paths are private', () => {
  it('everything under /api and /media but the public NGO directory; no page or asset', () => {
    expect(isPrivatePath('/api/ngos')).toBe(false);
    expect(isPrivatePath('/api/ngos/')).toBe(false);
    expect(isPrivatePath('/api/ngos/requests')).toBe(true);
    expect(isPrivatePath('/api/admin/ngos')).toBe(true);
    expect(isPrivatePath('/media')).toBe(true);
    expect(isPrivatePath('/.netlify/functions/translate')).toBe(true);
    expect(isPrivatePath('/assets/index-abc123.js')).toBe(false);
    expect(isPrivatePath('/about')).toBe(false);
    expect(isPrivatePath('/apiary')).toBe(false);
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('/api', '/media'),
        fc.array(segment, { minLength: 1 }),
        (root, rest) => {
          const path = `${root}/${rest.join('/')}`;
          return isPrivatePath(path) === (path !== '/api/ngos');
        },
      ),
    );
  });
});
