// A translated legal text keeps its English one tap away (issue 39): the page changes to English
// in place, and her saved language stays hers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPolicyPage from '@/features/legal/privacy-policy-page';
import TermsPage from '@/features/legal/terms-page';
import { i18n } from '@/i18n/i18n';
import { saveLanguage } from '@/i18n/language-cookie';
import { LANGUAGE_COOKIE, LOCALES, SOURCE_LOCALE } from '@/i18n/locales';
import { deleteCookie } from '@/testing/cookies';
import { activateForTests } from '@/testing/i18n';
import { withI18n } from '@/testing/with-i18n';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const PAGES = [
  ['Privacy Policy', <PrivacyPolicyPage key="privacy" />],
  ['Terms and Conditions', <TermsPage key="terms" />],
] as const;

afterEach(() => {
  deleteCookie(LANGUAGE_COOKIE);
  activateForTests(SOURCE_LOCALE);
});

describe('the English version of a legal text', () => {
  const cases = OTHER_LOCALES.flatMap((locale) =>
    PAGES.map(([title, page]) => ({ locale, title, page })),
  );
  it.each(cases)(
    'in $locale, the $title turns to English with one tap and her choice stays',
    async ({ locale, title, page }) => {
      activateForTests(locale);
      saveLanguage(locale);
      render(<MemoryRouter>{page}</MemoryRouter>, withI18n);
      expect(screen.queryByRole('heading', { level: 1, name: title })).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: /English/ }));

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(i18n.locale).toBe(SOURCE_LOCALE);
      expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=${locale}`);
      // In English (the page now, its cookie still hers) there is nothing to switch to.
      expect(screen.queryByRole('button', { name: /English/ })).toBeNull();
    },
  );
});
