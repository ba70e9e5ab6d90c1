// @vitest-environment happy-dom
// Activating a language tells the page only what changed: a change to <html>'s lang or dir, even
// to the value it has, restyles every element (the stylesheet's :lang() and [dir] selectors).
import { afterEach, expect, it } from 'vitest';
import { activate } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locales';

/** The attributes of <html> that `run` set, whether or not their value changed. */
async function attributesSetBy(run: () => void): Promise<string[]> {
  const changed: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) changed.push(record.attributeName ?? '');
  });
  observer.observe(document.documentElement, { attributes: true });
  run();
  // Records are delivered in a microtask.
  await Promise.resolve();
  observer.disconnect();
  return changed;
}

afterEach(() => activate(SOURCE_LOCALE));

it('leaves lang and dir alone when the page already says them', async () => {
  document.documentElement.lang = 'hi';
  document.documentElement.dir = 'ltr';
  expect(await attributesSetBy(() => activate('hi'))).toEqual([]);
});

it('sets lang and dir when they differ', async () => {
  document.documentElement.lang = 'hi';
  document.documentElement.removeAttribute('dir');
  expect(await attributesSetBy(() => activate('en'))).toEqual(['lang', 'dir']);
  expect(document.documentElement.lang).toBe('en');
  expect(document.documentElement.dir).toBe('ltr');
});
