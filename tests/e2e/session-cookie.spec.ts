import { expect } from './fixtures';
import { pageRunning, test as otherPortTest } from './other-port-site';
import { apiSession, mainNav, signedInAt } from './session';

// The sign-in cookie is a browser-session cookie that survives a reload: auth.spec.ts.

// A page on another port of her host sets a cookie named like the session's, for /api/stories,
// holding the abuser's session: her browser then sends both with her next story. The server
// refuses the request, files the story under no one, and has the browser forget both cookies,
// so she is asked to sign in again instead of writing as him.
otherPortTest(
  'a session cookie set by a page on another port cannot make her write as him',
  async ({ page, context, otherPort }) => {
    otherPortTest.setTimeout(90_000);
    await signedInAt(page, '/', 'cookie-victim');
    const his = await apiSession('cookie-abuser');
    const hisCookie = (await his.storageState()).cookies.find((c) => /session_token$/.test(c.name));
    if (!hisCookie) throw new Error('no session cookie for him');

    await page.goto(
      otherPort.publish(
        '/recipes',
        pageRunning(
          `document.cookie = ${JSON.stringify(`${hisCookie.name}=${hisCookie.value}; path=/api/stories`)};`,
        ),
      ),
    );
    const sessionCookies = async () =>
      (await context.cookies()).filter((cookie) => /session_token$/.test(cookie.name));
    // The attack took hold in the browser: two session cookies, his for /api/stories.
    await expect.poll(async () => (await sessionCookies()).length).toBe(2);

    await page.goto('/');
    const title = `Her plans ${Date.now()}`;
    const status = await page.evaluate(async (storyTitle) => {
      const response = await fetch('/api/stories', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: storyTitle,
          content: 'Where I go next.',
          tags: [],
          mediaUrls: [],
        }),
      });
      return response.status;
    }, title);
    expect(status).toBe(401);

    // Nothing was filed under his account (nor hers), and the browser forgot both cookies.
    const hisStories = await his.get('/api/stories/mine');
    expect(JSON.stringify(await hisStories.json())).not.toContain(title);
    expect(await sessionCookies()).toEqual([]);
    await his.dispose();

    // The app now shows her signed out: she signs in again, as herself.
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
);
