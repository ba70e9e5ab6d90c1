import type { Page, Request, Response } from '@playwright/test';
import { expect } from './fixtures';
import { test } from './other-port-site';
import { MESSAGES } from '../../src/domain/messages';
import { signUpAndSignIn } from './session';
import { fillStoryForm, shareIt, yourStories } from './story-form';

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A page that posts a form to the app as soon as it loads, as a forged write would. */
function autoSubmittingForm(action: string, enctype: string, fields: [string, string][]): string {
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${attr(name)}" value="${attr(value)}">`)
    .join('');
  return `<!doctype html><title>Win a prize</title>
<form method="post" action="${attr(action)}" enctype="${enctype}">${inputs}</form>
<script>document.forms[0].submit()</script>`;
}

/** A story as the app would send it, written by another site. */
function forgedStory(title: string): string {
  return JSON.stringify({ title, content: 'Posted by another site.', tags: [], mediaUrls: [] });
}

/** Waits for the app's answer to the next POST to `url`. */
function nextPost(page: Page, url: string) {
  return page.waitForResponse(
    (response) => response.url() === url && response.request().method() === 'POST',
  );
}

/** The browser sent her session cookie, so only the server's origin check stopped the write. */
async function expectRefusedWithCookie(response: Response) {
  expect(await response.request().headerValue('cookie')).toMatch(/session_token=/);
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({
    error: MESSAGES.crossSiteRefused,
    code: 'crossSiteRefused',
  });
}

// The attacker's site is on another port of the app's host: same-site with the app, so the
// browser sends her SameSite=Lax session cookie along with whatever its pages post to the app.
test('pages on another port of the same host cannot write as the signed-in user', async ({
  page,
  baseURL,
  otherPort: attacker,
}) => {
  test.setTimeout(90_000);
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const forged = {
    plainForm: `Forged by a text form ${run}`,
    urlencoded: `Forged testimonial ${run}`,
    noCorsFetch: `Forged by fetch ${run}`,
  };
  await signUpAndSignIn(page, 'cross-site');
  const app = new URL(baseURL ?? '').origin;
  const storiesUrl = `${app}/api/stories`;
  const testimonialsUrl = `${app}/api/testimonials`;

  await test.step('a text/plain form whose body reads as JSON', async () => {
    // The name and value join with "=" into {"title":...,"padding":"="}.
    const json = forgedStory(forged.plainForm);
    const name = `${json.slice(0, -1)},"padding":"`;
    const answer = nextPost(page, storiesUrl);
    await page.goto(
      attacker.publish('/story', autoSubmittingForm(storiesUrl, 'text/plain', [[name, '"}']])),
    );
    await expectRefusedWithCookie(await answer);
  });

  await test.step('a urlencoded form', async () => {
    const answer = nextPost(page, testimonialsUrl);
    await page.goto(
      attacker.publish(
        '/testimonial',
        autoSubmittingForm(testimonialsUrl, 'application/x-www-form-urlencoded', [
          ['content', forged.urlencoded],
        ]),
      ),
    );
    await expectRefusedWithCookie(await answer);
  });

  await test.step('a no-cors fetch with credentials', async () => {
    await page.goto(attacker.publish('/fetch', '<!doctype html><title>Win a prize</title>'));
    const done = new Promise<Request>((resolve) => {
      const settle = (request: Request) => {
        if (request.url() === storiesUrl && request.method() === 'POST') resolve(request);
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
    });
    await page.evaluate(
      async ({ url, body }) => {
        // The page could not read the answer anyway; only the write would matter.
        await fetch(url, {
          method: 'POST',
          credentials: 'include',
          mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' },
          body,
        }).catch(() => undefined);
      },
      { url: storiesUrl, body: forgedStory(forged.noCorsFetch) },
    );
    const request = await done;
    const response = await request.response();
    if (response) expect(response.status()).toBe(403);
    // Otherwise the server did answer, and its Cross-Origin-Resource-Policy kept the answer
    // even from the browser's network log.
    else expect(request.failure()?.errorText).toMatch(/ERR_BLOCKED_BY_RESPONSE/);
  });

  await test.step('nothing was written, and the session still holds', async () => {
    await page.goto('/');
    const mine = await page.request.get('/api/stories/mine');
    expect(mine.status()).toBe(200);
    const { stories } = (await mine.json()) as { stories: { title: string }[] };
    expect(stories).toEqual([]);
    const testimonials = (await (await page.request.get('/api/testimonials')).json()) as {
      content: string;
    }[];
    expect(testimonials.map((t) => t.content)).not.toContain(forged.urlencoded);
  });

  await test.step('her own Share Story still works', async () => {
    const title = `Written here ${run}`;
    await page.goto('/share-story');
    await fillStoryForm(page, { title, story: 'Shared from the app itself.' });
    await shareIt(page);
    await expect(yourStories(page).getByRole('article', { name: title })).toBeVisible();
    const { stories } = (await (await page.request.get('/api/stories/mine')).json()) as {
      stories: { title: string }[];
    };
    expect(stories.map((story) => story.title)).toEqual([title]);
  });
});
