// The Privacy Policy and the Terms share their frame (LegalDocument): what both must do is one
// table over the two pages; what each promises is a row of its own.
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { LegalDocument } from '@/features/legal/legal-document';
import PrivacyPolicyPage from '@/features/legal/privacy-policy-page';
import { privacySections } from '@/features/legal/privacy-sections';
import {
  ACCOUNT_PATH,
  LANGUAGE_COOKIE,
  SECURE_AUTH_COOKIE_PREFIX,
  SELF_HOSTED_AUTH_COOKIES,
  SESSION_COOKIE,
} from '@/features/legal/policy-storage';
import TermsPage from '@/features/legal/terms-page';
import { activateForTests } from '@/testing/i18n';
import { withI18n } from '@/testing/with-i18n';

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>, withI18n);
const section = (name: string) => screen.getByRole('region', { name });
const link = (name: string, href: string) => ({ name, href });
const mail = (address: string) => link(address, `mailto:${address}`);
const RIGHTS = 'Your rights and choices';

/** What a section says: texts, or links with their address. */
type Said = [section: string, ...said: (RegExp | string | { name: string; href: string })[]];

function expectSaid([name, ...said]: Said) {
  for (const each of said) {
    if (typeof each === 'string' || each instanceof RegExp) {
      expect(section(name)).toHaveTextContent(each);
    } else {
      const links = within(section(name)).getAllByRole('link', { name: each.name });
      for (const found of links) expect(found).toHaveAttribute('href', each.href);
    }
  }
}

/** The numbers each section states, in order of the sections. */
function sectionNumbers(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll('section'), (region) =>
    (region.textContent?.match(/\d+(\.\d+)?/g) ?? []).sort(),
  );
}

interface LegalPage {
  name: string;
  page: ReactElement;
  title: string;
  /** How the test names the other document, its link's name and its address. */
  linksTo: [string, string, string];
  /** Each promise: its test's title and what its sections say. */
  promises: [string, Said[]][];
  /** `noun` names the document in the Hindi test's title. */
  inHindi: { noun: string; title: string; linksTo: [string, string]; said: Said[] };
}

const PAGES: LegalPage[] = [
  {
    name: 'PrivacyPolicyPage',
    page: <PrivacyPolicyPage />,
    title: 'Privacy Policy',
    linksTo: ['the terms', 'Terms and Conditions', '/termsandconditions'],
    promises: [
      [
        'sends her to the Account page to download and delete her data, and gives the privacy contact',
        [[RIGHTS, link('Account page', ACCOUNT_PATH), mail(CONTACT.privacyEmail)]],
      ],
    ],
    inHindi: {
      noun: 'policy',
      title: 'निजता नीति',
      linksTo: ['नियम और शर्तें', '/termsandconditions'],
      said: [
        ['आपके अधिकार और विकल्प', /48 घंटों के अंदर/],
        ['आपके अधिकार और विकल्प', mail(CONTACT.privacyEmail)],
      ],
    },
  },
  {
    name: 'TermsPage',
    page: <TermsPage />,
    title: 'Terms and Conditions',
    linksTo: ['the privacy policy', 'Privacy Policy', '/PrivacyPolicy'],
    promises: [
      [
        'points to 112, 1091 and Resources, and to the Account page and the legal contact',
        [
          ['Sahas is not an emergency service', link('112', 'tel:112'), link('1091', 'tel:1091')],
          ['Sahas is not an emergency service', link('Resources', '/resources')],
          ['Ending your use', link('Account page', ACCOUNT_PATH)],
          ['Contact us', mail(CONTACT.legalEmail)],
        ],
      ],
    ],
    inHindi: {
      noun: 'terms',
      title: 'नियम और शर्तें',
      linksTo: ['निजता नीति', '/PrivacyPolicy'],
      said: [
        ['Sahas कोई आपातकालीन सेवा नहीं है', link('112', 'tel:112'), link('संसाधन', '/resources')],
        ['हमसे संपर्क करें', mail(CONTACT.legalEmail)],
      ],
    },
  },
];

describe.each(PAGES.map((each) => [each.name, each] as const))('%s', (_, legalPage) => {
  const { page, title, linksTo, promises, inHindi } = legalPage;
  it(`renders exactly one h1, links every table-of-contents entry to a section, and links to ${linksTo[0]}`, () => {
    const { container } = renderPage(page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole(
      'link',
    );
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const entry of links) {
      const target = container.querySelector(`[id="${entry.getAttribute('href')?.slice(1)}"]`);
      expect(target).toHaveAccessibleName(entry.textContent ?? '');
    }
    expect(screen.getByRole('link', { name: linksTo[1] })).toHaveAttribute('href', linksTo[2]);
  });

  it.each(promises)('%s', (_, said: Said[]) => {
    renderPage(page);
    for (const each of said) expectSaid(each);
  });

  describe('in Hindi', () => {
    afterEach(() => activateForTests('en'));

    it(`shows the ${inHindi.noun} in Hindi, with the date in Hindi and every number, address and link kept`, () => {
      const english = sectionNumbers(renderPage(page).container);
      cleanup();
      activateForTests('hi');
      const { container } = renderPage(page);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(inHindi.title);
      expect(screen.getByText('28 सितंबर 2025 से लागू', { selector: 'time' })).toHaveAttribute(
        'datetime',
        '2025-09-28',
      );
      expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: inHindi.linksTo[0] })).toHaveAttribute(
        'href',
        inHindi.linksTo[1],
      );
      for (const each of inHindi.said) expectSaid(each);
      // A promise of the English (48 hours, 18, 99.9%, $0, 112, 1091…) dropped or changed.
      expect(sectionNumbers(container)).toEqual(english);
    });
  });
});

describe('PrivacyPolicyPage', () => {
  it('names every cookie and store of the self-hosted build, as the server and app name them', () => {
    renderPage(<PrivacyPolicyPage />);
    const storage = section('Cookies and browser storage');
    const secure = SESSION_COOKIE.replace(/^better-auth/, SECURE_AUTH_COOKIE_PREFIX);
    for (const name of [...SELF_HOSTED_AUTH_COOKIES, LANGUAGE_COOKIE, secure]) {
      expect(within(storage).getByText(name, { selector: 'code' })).toBeInTheDocument();
    }
    expect(storage).toHaveTextContent(/Cache Storage/);
    expect(storage).toHaveTextContent(/Session storage/);
  });

  it('says the self-hosted server keeps a hash of the password, not that a provider does', () => {
    renderPage(<PrivacyPolicyPage />);
    const collected = section('What we collect');
    expect(collected).toHaveTextContent(/scrypt hash/);
    expect(collected).not.toHaveTextContent(/sign-in provider/);
    expect(section('Services that help us run Sahas')).toHaveTextContent(/its own server/);
  });

  it('describes the Firebase build as Firebase works: its sign-in, no session cookie', () => {
    const sections = privacySections('firebase');
    renderPage(<LegalDocument title="Privacy Policy" intro={null} sections={sections} />);
    expect(section('What we collect')).toHaveTextContent(/kept by Firebase Authentication/);
    expect(section('What we collect')).not.toHaveTextContent(/scrypt/);
    const storage = section('Cookies and browser storage');
    expect(storage).toHaveTextContent(/no cookie/);
    expect(storage).not.toHaveTextContent(/better-auth/);
    expect(within(storage).getByText(LANGUAGE_COOKIE, { selector: 'code' })).toBeInTheDocument();
  });
});
