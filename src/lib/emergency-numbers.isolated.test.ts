import { afterEach, describe, expect, it, vi } from 'vitest';
import { emergencyLabelsVariable } from '@/domain/emergency-numbers';
import { i18n } from '@/i18n/i18n';
import { LOCALES, type RealLocale, SOURCE_LOCALE } from '@/i18n/locales';
import { activateForTests } from '@/testing/i18n';

/** Every interface language but English: each has its own variable of labels. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

// The numbers are read once, when the module loads: each case loads it afresh under its own
// build configuration.
async function numbersIn(locale: RealLocale, env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { emergencyNumbersIn } = await import('@/lib/emergency-numbers');
  activateForTests(locale);
  return emergencyNumbersIn(i18n);
}

afterEach(() => {
  vi.unstubAllEnvs();
  activateForTests('en');
});

describe('emergency numbers in the interface language', () => {
  it('labels India’s numbers from the catalogue when none are configured', async () => {
    expect(await numbersIn('en')).toEqual([
      { number: '112', label: 'National emergency' },
      { number: '181', label: 'Women’s helpline' },
    ]);
    expect(await numbersIn('hi')).toEqual([
      { number: '112', label: 'राष्ट्रीय आपातकालीन सेवा' },
      { number: '181', label: 'महिला हेल्पलाइन' },
    ]);
  });

  it('keeps configured labels as written where a language has none of its own', async () => {
    // A configured 112 is not the catalogue's "National emergency": its own label stays.
    const env = { VITE_EMERGENCY_NUMBERS: '112=Police' };
    expect(await numbersIn('hi', env)).toEqual([{ number: '112', label: 'Police' }]);
  });

  it.each(OTHER_LOCALES)('shows configured numbers with their labels in %s', async (l) => {
    const env = {
      VITE_EMERGENCY_NUMBERS: '112=Police;1091=Women in distress',
      [emergencyLabelsVariable(l)]: `112=${l} police;1091=${l} helpline`,
    };
    expect(await numbersIn(l, env)).toEqual([
      { number: '112', label: `${l} police` },
      { number: '1091', label: `${l} helpline` },
    ]);
    // Each language's labels are its own: English keeps the configured ones.
    expect((await numbersIn(SOURCE_LOCALE, env))[0]?.label).toBe('Police');
  });

  it.each(OTHER_LOCALES)('refuses %s labels for other numbers than the ones shown', async (l) => {
    const variable = emergencyLabelsVariable(l);
    vi.stubEnv(variable, '100=पुलिस');
    vi.resetModules();
    await expect(import('@/lib/emergency-numbers')).rejects.toThrow(
      `${variable} must label the same numbers in the same order (112=…;181=…)`,
    );
  });
});
