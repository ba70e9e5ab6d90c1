// Stories and testimonials on Home, so the language checks see its carousels with content in
// them: user content, which stays in the language it was written in.
import { type BrowserContext, expect, request } from '@playwright/test';
import { LIMITS } from '../../src/domain/limits';
import { LANGUAGE_COOKIE } from '../../src/i18n/locales';
import { APP_ORIGIN, SAME_ORIGIN } from './e2e-env';
import { signUpAndSignIn } from './session';

/** English on purpose: the checks must tell it from the interface by where it is, not by words. */
export const SEEDED_TITLE = 'Seeded for the language checks';
const SEEDED_TEXT = 'Written in English by a reader, and shown as she wrote it in every language.';

/** More testimonials than Home lists as cards, so they go into a carousel too. */
const TESTIMONIALS = LIMITS.testimonialsCarouselAbove + 1;
const STORIES = 3;

/**
 * Signs up a reader through the API and has her post stories and testimonials, unless an earlier
 * run of this (another worker) already did.
 */
export async function seedHomeContent(): Promise<void> {
  const api = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: SAME_ORIGIN });
  try {
    const existing = (await (await api.get('/api/testimonials')).json()) as unknown[];
    if (existing.length >= TESTIMONIALS) return;
    await signUpAndSignIn(api, 'i18n-seed');
    for (let index = 1; index <= STORIES; index += 1) {
      const story = { title: `${SEEDED_TITLE} ${index}`, content: SEEDED_TEXT, tags: [] };
      const created = await api.post('/api/stories', { data: { ...story, mediaUrls: [] } });
      expect(created.status()).toBe(201);
    }
    for (let index = 1; index <= TESTIMONIALS; index += 1) {
      const created = await api.post('/api/testimonials', {
        data: { content: `${SEEDED_TEXT} (${index})` },
      });
      expect(created.status()).toBe(201);
    }
  } finally {
    await api.dispose();
  }
}

/** What the switcher keeps when she chooses `locale`: the language cookie, for this context. */
export async function chooseLanguage(context: BrowserContext, locale: string): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: APP_ORIGIN }]);
}
