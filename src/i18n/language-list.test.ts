// The one list of interface languages (src/i18n/locales.ts) is what every other place follows:
// a catalogue folder per language and no other, and each name in the language's own script.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALES, scriptOf, SOURCE_LOCALE } from '@/i18n/locales';

const LOCALES_DIR = new URL('../locales/', import.meta.url);

/** Committed catalogue folders (the pseudo-locales' are generated and gitignored). */
function catalogueFolders(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => !(PSEUDO_LOCALES as readonly string[]).includes(name));
}

describe('the interface languages', () => {
  it('have a catalogue folder each, and no folder is a language the list lacks', () => {
    // The SPA and the prerender load every folder's catalogues (src/i18n/i18n.ts), so a folder
    // the list lacks would ship text nobody can choose.
    expect(catalogueFolders().sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s is named in its own script in the switcher', (locale) => {
    const name = LOCALE_NAMES[locale];
    const letters = [...name].filter((char) => /\p{L}|\p{M}/u.test(char));
    const ownScript = new RegExp(`^\\p{Script=${scriptOf(locale)}}$`, 'u');
    expect(letters.length).toBeGreaterThan(0);
    expect(letters.filter((char) => ownScript.test(char))).toEqual(letters);
  });

  it('starts with the source language, and names each language once', () => {
    expect(LOCALES[0]).toBe(SOURCE_LOCALE);
    expect(new Set(LOCALES.map((locale) => LOCALE_NAMES[locale])).size).toBe(LOCALES.length);
  });
});
