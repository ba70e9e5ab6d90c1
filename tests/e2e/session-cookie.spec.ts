import { expect, test } from './fixtures';
import { uniqueEmail } from './outbox';
import { signIn, signUp } from './session';

// A shared or watched phone: closing the browser must end the session, so the sign-in cookie
// is a browser-session cookie (no expiry date), and it is the only cookie the app sets.
test('signing in sets a browser-session cookie that survives a reload but not the browser', async ({
  page,
  context,
}) => {
  // Through the Sign In screen: the cookie the browser keeps is the subject.
  const email = uniqueEmail('session-cookie');
  await signUp(page, email);
  await signIn(page, email);
  const cookies = await context.cookies();
  const session = cookies.filter((cookie) => /session_token$/.test(cookie.name));
  expect(session).toHaveLength(1);
  expect(session[0]).toMatchObject({ expires: -1, httpOnly: true, sameSite: 'Lax' });
  expect(cookies.every((cookie) => cookie.expires === -1)).toBe(true);

  await page.reload();
  const me = await page.request.get('/api/auth/get-session');
  expect(((await me.json()) as { user?: { email?: string } } | null)?.user?.email).toMatch(
    /session-cookie/,
  );
});
