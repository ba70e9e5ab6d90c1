// Loading a page's text in her language: the areas most visits start on are known to the first
// script, the others' loaders arrive in a chunk of their own (later-catalogues.ts). Both load.
import { msg } from '@lingui/core/macro';
import { afterEach, expect, it } from 'vitest';
import { activate, i18n, loadCatalogues } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locales';

afterEach(async () => {
  await loadCatalogues(SOURCE_LOCALE, ['shell']);
  activate(SOURCE_LOCALE);
});

it("loads Home's text, an area the first script knows, in Hindi", async () => {
  await loadCatalogues('hi', ['home']);
  activate('hi');
  expect(i18n._(msg`A safe space to share your story and connect with others who understand`)).toBe(
    'एक सुरक्षित जगह, जहाँ आप अपनी कहानी कह सकती हैं और उनसे जुड़ सकती हैं जो आपको समझते हैं',
  );
});

it("loads About's text, an area whose loader comes later, in Marathi and in Hindi", async () => {
  await loadCatalogues('hi', ['about']);
  activate('hi');
  expect(i18n._(msg`About Sahas`)).toBe('Sahas के बारे में');
  await loadCatalogues('mr', ['about']);
  activate('mr');
  expect(i18n._(msg`About Sahas`)).not.toBe('About Sahas');
});
