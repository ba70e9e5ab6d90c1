import type { Locator, Page } from '@playwright/test';
import { openDeleteAccountDialog } from './account-page';
import { LAPTOP, PHONE } from './e2e-env';
import { expect, test } from './fixtures';
import { translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { ROUTE_HEADINGS } from './routes';
import { shotsInto } from './review-shots';
import { createStoryViaApi, signedInAt, signUpAndSignIn, untilSignedIn } from './session';
import { fillStoryForm } from './story-form';
import { expectUncovered } from './uncovered';

// Quick exit signs her out and forgets her draft: it, and Back to top beside it, must never lie
// over anything she may tap or be typing in, whatever the screen, the width and the scroll.

const shot = shotsInto(process.env.NEVER_COVERED_SHOTS_DIR);

/** Quick exit and Back to top, by their names. */
const GUARDS = ['Quick exit', 'Back to top'];

/** How far around Quick exit and Back to top no control may show: a finger's slight miss. */
const MISS_PX = 4;

interface Covered {
  guard: string;
  control: string;
  at: [number, number];
}

/**
 * In the page: every control seen on top, at points over Quick exit and Back to top or within
 * MISS_PX of them. At each point the first thing drawn under the guard is what a tap that misses
 * it would reach: a control there is covered (or within a slip of it); an opaque strip the guard
 * stands in is not a control, and whatever lies behind that strip cannot be seen or tapped.
 */
function coveredControls(
  page: Page,
  guardNames: readonly string[],
): Promise<{ guards: string[]; covered: Covered[] }> {
  return page.evaluate(
    ({ miss, names }) => {
      const CONTROLS =
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      const guards = Array.from(document.querySelectorAll<HTMLElement>('a[href], button')).filter(
        (element) => {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
          const box = element.getBoundingClientRect();
          return name !== undefined && names.includes(name) && box.width > 0;
        },
      );
      const found: Covered[] = [];
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      for (const guard of guards) {
        const box = guard.getBoundingClientRect();
        const name = guard.getAttribute('aria-label') ?? guard.textContent?.trim() ?? '';
        for (let x = box.left - miss; x <= box.right + miss; x += 6) {
          for (let y = box.top - miss; y <= box.bottom + miss; y += 6) {
            if (x < 0 || y < 0 || x >= width || y >= height) continue;
            const under = document
              .elementsFromPoint(x, y)
              .find((element) => !guards.some((other) => other.contains(element)));
            const control = under?.closest(CONTROLS);
            if (!control) continue;
            const label =
              control.getAttribute('aria-label') ??
              (control.textContent?.trim().slice(0, 40) || control.tagName.toLowerCase());
            found.push({ guard: name, control: label, at: [Math.round(x), Math.round(y)] });
            // One point per control and guard is enough to name it.
            x = box.right + miss + 1;
            break;
          }
        }
      }
      return { guards: guards.map((guard) => guard.textContent?.trim() ?? ''), covered: found };
    },
    { miss: MISS_PX, names: guardNames },
  );
}

/** Scrolls from the top to the foot of the page in steps, checking at each. */
async function expectNothingCoveredWhileScrolling(
  page: Page,
  where: string,
  guardNames: readonly string[] = GUARDS,
) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 740;
  const step = Math.round(viewport * 0.3);
  const problems: string[] = [];
  for (let top = 0; ; top += step) {
    const at = await page.evaluate((wanted) => {
      window.scrollTo(0, wanted);
      return window.scrollY;
    }, top);
    // Back to top appears on scroll, after React has heard of it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const { guards, covered } = await coveredControls(page, guardNames);
    // Quick exit at least is there, found by its name (else nothing was checked).
    expect(guards.length, `${where}: Quick exit not found`).toBeGreaterThan(0);
    for (const { guard, control, at: point } of covered) {
      problems.push(`${where} at scroll ${at}: ${guard} over "${control}" at ${point.join(',')}`);
    }
    if (top >= height - viewport) break;
  }
  expect(problems, `controls under Quick exit or Back to top on ${where}`).toEqual([]);
}

/** The story form with a phone number in it, sent: the identifying-details prompt's moment. */
async function submitWithPhone(story: Locator, submit: Locator) {
  await story.fill('He followed me home from the station. Call me on 98765 43210 if you can.');
  await submit.click();
}

/** The prompt is focused, named, in sight, and nothing lies over its heading and buttons. */
async function expectPromptSeen(page: Page, proceed: string) {
  const prompt = page.getByRole('region', { name: 'Details that could identify you' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toBeFocused();
  await expect(prompt).toHaveAccessibleName('Details that could identify you');
  const heading = prompt.getByRole('heading', { name: 'Details that could identify you' });
  await expect(heading).toBeVisible();
  await expectUncovered(heading);
  await expectUncovered(prompt.getByRole('button', { name: 'Edit story' }));
  await expectUncovered(prompt.getByRole('button', { name: proceed }));
}

test.describe('the identifying-details prompt, on a phone', () => {
  test.use({ viewport: PHONE });

  test('on Share Story and on Edit Story the prompt comes into view, takes the focus and is named', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInAt(page, '/share-story', 'prompt-share');
    await page.getByLabel('Title').fill('The walk home');
    await submitWithPhone(
      page.getByLabel('Your Story'),
      page.getByRole('button', { name: 'Share Story', exact: true }),
    );
    await expectPromptSeen(page, 'Share anyway');
    await shot(page, 'prompt-share-360');

    const id = await createStoryViaApi(page, {
      title: `Editing ${Date.now()}`,
      content: 'Nothing to see yet.',
    });
    await page.goto(`/edit-story/${id}`);
    await untilSignedIn(page);
    await submitWithPhone(
      page.getByLabel('Your Story'),
      page.getByRole('button', { name: 'Update Story' }),
    );
    await expectPromptSeen(page, 'Update anyway');
    await shot(page, 'prompt-edit-360');
  });
});

test.describe('the Delete-account dialog, on a phone', () => {
  test.use({ viewport: PHONE });

  test('stands above the Quick exit strip it draws: nothing of it is under Quick exit', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInAt(page, '/account', 'never-covered-dialog');
    const dialog = await openDeleteAccountDialog(page);
    const { covered } = await coveredControls(page, GUARDS);
    expect(covered).toEqual([]);
    // Every control of the dialog, Tabbed through, is in sight and clear of Quick exit.
    const exit = dialog.getByRole('link', { name: 'Quick exit' });
    const exitBox = await exit.boundingBox();
    for (let press = 0; press < 6; press += 1) {
      const focused = page.locator(':focus');
      if ((await focused.evaluate((element) => element.textContent?.trim())) !== 'Quick exit') {
        // Its middle is seen (a password field has its show button over its end).
        const seen = await focused.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(
            (box.left + box.right) / 2,
            (box.top + box.bottom) / 2,
          );
          return top !== null && element.contains(top);
        });
        expect(seen).toBe(true);
        const box = await focused.boundingBox();
        expect(box && exitBox && box.y + box.height <= exitBox.y).toBe(true);
      }
      await page.keyboard.press('Tab');
    }
    await shot(page, 'dialog-360');
  });
});

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no screen scrolls a control under Quick exit or Back to top (visitor), in Hindi too, where the labels are longer', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      const everyRoute = ['/', ...ROUTE_HEADINGS.map((route) => route.path)];
      // In Hindi too, where the labels are longer.
      const hindiRoutes = ['/', '/stories', '/share-story', '/resources', '/auth'];
      for (const [language, paths] of [['en', everyRoute] as const, ['hi', hindiRoutes] as const]) {
        await chooseLanguage(context, language);
        const guards = GUARDS.map((guard) => translation(language, 'shell', guard));
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expectNothingCoveredWhileScrolling(page, `${path} (${language})`, guards);
        }
        await shot(page, `foot-${language === 'en' ? '' : 'hi-'}${viewport.width}`);
      }
    });

    test('no screen scrolls a control under Quick exit or Back to top (signed in); Tab through Share Story: the focused control is never under either', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signUpAndSignIn(page, 'never-covered');
      const titles = [1, 2, 3].map((n) => `Not covered ${n} ${Date.now()}`);
      let id = '';
      for (const title of titles) {
        id = await createStoryViaApi(page, { title, content: 'A story worth reading. '.repeat(8) });
      }
      for (const path of ['/', '/stories', '/share-story', `/edit-story/${id}`, '/account']) {
        await page.goto(path);
        await untilSignedIn(page);
        if (path === '/stories') {
          await expect(page.getByRole('article', { name: titles[0] })).toBeVisible();
        }
        await expectNothingCoveredWhileScrolling(page, path);
        if (path === '/stories') {
          // Halfway, where cards pass behind the strip.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
          await shot(page, `stories-scrolled-${viewport.width}`);
        }
      }

      // Tab through Share Story: the focused control is never under Quick exit or Back to top.
      await page.goto('/share-story');
      await untilSignedIn(page);
      await fillStoryForm(page, { title: 'A draft', story: 'Written so far. '.repeat(20) });
      // From the top of the page, with nothing focused: Tab starts at the skip link.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
      });
      const problems: string[] = [];
      const stops: string[] = [];
      for (let press = 0; press < 120; press += 1) {
        await page.keyboard.press('Tab');
        const found = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!(focused instanceof HTMLElement) || focused === document.body) return null;
          const name = (element: Element) =>
            element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          const box = focused.getBoundingClientRect();
          const guards = Array.from(document.querySelectorAll('a[href], button')).filter(
            (element) => ['Quick exit', 'Back to top'].includes(name(element)),
          );
          const over = guards
            .filter((guard) => guard !== focused)
            .filter((guard) => {
              const g = guard.getBoundingClientRect();
              return (
                g.width > 0 &&
                box.left < g.right &&
                g.left < box.right &&
                box.top < g.bottom &&
                g.top < box.bottom
              );
            })
            .map(name);
          // Its middle is seen: not behind the header, a strip or a toast.
          const middle = document.elementFromPoint(
            (box.left + box.right) / 2,
            (box.top + box.bottom) / 2,
          );
          const seen = middle !== null && (focused.contains(middle) || middle.contains(focused));
          return {
            focused: `${focused.tagName.toLowerCase()} "${name(focused).slice(0, 40)}"`,
            over,
            seen: seen || focused.closest('.sr-only') !== null || box.width <= 1,
          };
        });
        if (!found) continue;
        // Round to the skip link again: the whole page has been walked.
        if (press > 2 && found.focused.includes('Skip to content')) break;
        stops.push(found.focused);
        if (found.over.length > 0) problems.push(`${found.focused} under ${found.over.join(', ')}`);
        if (!found.seen) problems.push(`${found.focused} not in sight`);
      }
      expect(problems).toEqual([]);
      // The walk went through the whole form, past the voice recorder, to the footer.
      expect(stops).toEqual(
        expect.arrayContaining([
          'button "Record"',
          'button "Share Story"',
          expect.stringMatching(/^a "Terms & Conditions/),
        ]),
      );
    });
  });
}
