import { cleanup, render, screen, within } from '@testing-library/react';
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

import { activateForTests } from '@/testing/i18n';
import { withI18n } from '@/testing/with-i18n';

function renderPage() {
  return render(
    <MemoryRouter>
      <PrivacyPolicyPage />
    </MemoryRouter>,
    withI18n,
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('PrivacyPolicyPage', () => {
  it('renders exactly one h1', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Privacy Policy');
  });

  it('shows version 2.0 and the effective date', () => {
    renderPage();
    expect(screen.getByText('Version 2.0')).toBeInTheDocument();
    const date = screen.getByText('Effective 28 September 2025', { selector: 'time' });
    expect(date).toHaveAttribute('datetime', '2025-09-28');
  });

  it('links every table-of-contents entry to a section on the page', () => {
    const { container } = renderPage();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const target = container.querySelector(`[id="${id}"]`);
      expect(target).not.toBeNull();
      expect(target).toHaveAccessibleName(link.textContent ?? '');
    }
  });

  it('says what is collected and what is never done with it', () => {
    renderPage();
    expect(section('In short')).toHaveTextContent(/e-mail is never shown to anyone else/);
    expect(section('In short')).toHaveTextContent(/stories appear only as Anonymous/);
    expect(section('What we collect')).toHaveTextContent(
      /None of this is ever shown to other people/,
    );
    expect(section('How we use it')).toHaveTextContent(/do not use analytics/);
    expect(section('How we use it')).toHaveTextContent(/do not show advertising/);
    expect(section('How we use it')).toHaveTextContent(/never sell/);
    expect(section('Cookies and browser storage')).toHaveTextContent(
      /no advertising or tracking cookies/,
    );
  });

  it('states the retention periods', () => {
    renderPage();
    const retention = section('How long we keep data');
    expect(retention).toHaveTextContent(/inactive for 2 years are deleted/);
    expect(retention).toHaveTextContent(/within 30 days/);
  });

  it('states the response times for privacy inquiries and data requests', () => {
    renderPage();
    const rights = section('Your rights and choices');
    expect(rights).toHaveTextContent(/privacy inquiries within 48 hours/);
    expect(rights).toHaveTextContent(/data requests within 30 days/);
    expect(within(rights).getByRole('link', { name: CONTACT.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.privacyEmail}`,
    );
    expect(section('Contact us')).toHaveTextContent(/within 48 hours/);
  });

  it('states the minimum age', () => {
    renderPage();
    expect(section('Children')).toHaveTextContent(/aged 18 and over/);
  });

  it('links to the terms', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
  });

  it('names every cookie and store of the self-hosted build, as the server and app name them', () => {
    renderPage();
    const storage = section('Cookies and browser storage');
    for (const name of [...SELF_HOSTED_AUTH_COOKIES, LANGUAGE_COOKIE]) {
      expect(within(storage).getByText(name, { selector: 'code' })).toBeInTheDocument();
    }
    const secure = SESSION_COOKIE.replace(/^better-auth/, SECURE_AUTH_COOKIE_PREFIX);
    expect(within(storage).getByText(secure, { selector: 'code' })).toBeInTheDocument();
    expect(storage).toHaveTextContent(/Cache Storage/);
    expect(storage).toHaveTextContent(/Session storage/);
  });

  it('says the self-hosted server keeps a hash of the password, not that a provider does', () => {
    renderPage();
    const collected = section('What we collect');
    expect(collected).toHaveTextContent(/scrypt hash/);
    expect(collected).not.toHaveTextContent(/sign-in provider/);
    expect(section('Services that help us run Sahas')).toHaveTextContent(/its own server/);
  });

  it('sends her to the Account page to download and delete her data', () => {
    renderPage();
    const rights = section('Your rights and choices');
    const links = within(rights).getAllByRole('link', { name: 'Account page' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', ACCOUNT_PATH);
    expect(rights).toHaveTextContent(/download a copy of everything/);
    expect(rights).toHaveTextContent(/delete your account/);
    expect(section('How long we keep data')).toHaveTextContent(/no backup longer than 30 days/);
  });

  it('describes the Firebase build as Firebase works: its sign-in, no session cookie', () => {
    render(
      <MemoryRouter>
        <LegalDocument title="Privacy Policy" intro={null} sections={privacySections('firebase')} />
      </MemoryRouter>,
      withI18n,
    );
    expect(section('What we collect')).toHaveTextContent(/kept by Firebase Authentication/);
    const storage = section('Cookies and browser storage');
    expect(storage).toHaveTextContent(/no cookie/);
    expect(storage).not.toHaveTextContent(/better-auth/);
    expect(within(storage).getByText(LANGUAGE_COOKIE, { selector: 'code' })).toBeInTheDocument();
    expect(section('What we collect')).not.toHaveTextContent(/scrypt/);
  });

  describe('in Hindi', () => {
    afterEach(() => activateForTests('en'));

    it('shows the policy in Hindi, with the date in Hindi and every number, address and link kept', () => {
      const english = sectionNumbers(renderPage().container);
      cleanup();
      activateForTests('hi');
      const { container } = renderPage();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('निजता नीति');
      expect(screen.getByText('28 सितंबर 2025 से लागू', { selector: 'time' })).toHaveAttribute(
        'datetime',
        '2025-09-28',
      );
      expect(section('आपके अधिकार और विकल्प')).toHaveTextContent(/48 घंटों के अंदर/);
      expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: CONTACT.privacyEmail })).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute(
        'href',
        '/termsandconditions',
      );
      // A promise of the English (48 hours, 30 days, 18, 1098…) dropped or changed in Hindi.
      expect(sectionNumbers(container)).toEqual(english);
    });
  });
});

/** The numbers each section states, in order of the sections. */
function sectionNumbers(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll('section'), (region) =>
    (region.textContent?.match(/\d+(\.\d+)?/g) ?? []).sort(),
  );
}
