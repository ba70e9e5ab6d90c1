import { SELF_HOSTED_HEADERS } from '../../server/http/security-headers';
import { expect, test } from './fixtures';

const POLICY = SELF_HOSTED_HEADERS['Content-Security-Policy'];

// Every route's page answers with the policy and loads within it: every-route.spec.ts; toasts keep
// their styles without inline style elements: toasts.spec.ts; each kind of page's policy names
// exactly its inline stylesheet's hash: first-paint.spec.ts. Answers that are not pages allow no
// inline style at all:

test('API answers, stored media and errors carry the policy too', async ({ request }) => {
  for (const path of ['/api/health', '/api/no-such-route', '/media/nothing-here.png']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(POLICY);
    expect(response.headers()['permissions-policy'], path).toContain('geolocation=()');
  }
});

test('the policy is enforced: an injected inline script does not run, and is reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Sahas' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0; // provoked on purpose
});
