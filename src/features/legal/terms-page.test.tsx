import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { POLICY } from '@/domain/limits';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import TermsPage from '@/features/legal/terms-page';
import { activateForTests } from '@/testing/i18n';
import { withI18n } from '@/testing/with-i18n';

function renderPage() {
  return render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
    withI18n,
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('TermsPage', () => {
  it('renders exactly one h1', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Terms and Conditions');
  });

  it('shows version 2.0 and the effective date', () => {
    renderPage();
    expect(screen.getByText('Version 2.0')).toBeInTheDocument();
    const date = screen.getByText('Effective 28 September 2025', { selector: 'time' });
    expect(date).toHaveAttribute('datetime', '2025-09-28');
  });

  it('requires users to be 18 or older', () => {
    renderPage();
    expect(section('Who can use Sahas')).toHaveTextContent(/18 years of age or older/);
  });

  it('says it is not an emergency service and points to 112 and 1091', () => {
    renderPage();
    const emergency = section('Sahas is not an emergency service');
    expect(within(emergency).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(emergency).getByRole('link', { name: '1091' })).toHaveAttribute(
      'href',
      'tel:1091',
    );
    expect(within(emergency).getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('states the uptime aim, the liability cap and the governing law', () => {
    renderPage();
    expect(section('Availability')).toHaveTextContent(/99\.9% of the time/);
    expect(section('Limitation of liability')).toHaveTextContent(/free service/);
    expect(section('Limitation of liability')).toHaveTextContent(/limited to \$0,/);
    const law = section('Governing law and disputes');
    // The sentence writes these words itself, so that each language says them its own way.
    expect(law).toHaveTextContent(`governed by the laws of ${POLICY.governingLaw}.`);
    expect(law).toHaveTextContent(
      `settled by ${POLICY.disputeResolution} in ${POLICY.governingLaw} under`,
    );
  });

  it('covers ownership, licence and moderation', () => {
    renderPage();
    expect(section('Your content: ownership and licence')).toHaveTextContent(
      /keep all rights to what you post/,
    );
    expect(section('Moderation')).toHaveTextContent(/report a story/);
    expect(section('Acceptable use')).toHaveTextContent(/try to find out who an anonymous author/);
  });

  it('gives the legal contact and answers within 5 business days', () => {
    renderPage();
    const contact = section('Contact us');
    expect(contact).toHaveTextContent(/legal inquiries within 5 business days/);
    expect(within(contact).getByRole('link', { name: CONTACT.legalEmail })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.legalEmail}`,
    );
  });

  it('links to the privacy policy', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/PrivacyPolicy',
    );
  });

  it('sends her to the Account page to delete her account', () => {
    renderPage();
    const ending = screen.getByRole('region', { name: 'Ending your use' });
    expect(within(ending).getByRole('link', { name: 'Account page' })).toHaveAttribute(
      'href',
      ACCOUNT_PATH,
    );
  });

  describe('in Hindi', () => {
    afterEach(() => activateForTests('en'));

    it('shows the terms in Hindi, with the date in Hindi and every number, address and link kept', () => {
      const english = sectionNumbers(renderPage().container);
      cleanup();
      activateForTests('hi');
      const { container } = renderPage();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('नियम और शर्तें');
      expect(screen.getByText('28 सितंबर 2025 से लागू', { selector: 'time' })).toBeInTheDocument();
      const emergency = section('Sahas कोई आपातकालीन सेवा नहीं है');
      expect(within(emergency).getByRole('link', { name: '112' })).toHaveAttribute(
        'href',
        'tel:112',
      );
      expect(within(emergency).getByRole('link', { name: 'संसाधन' })).toHaveAttribute(
        'href',
        '/resources',
      );
      expect(screen.getByRole('link', { name: CONTACT.legalEmail })).toHaveAttribute(
        'href',
        `mailto:${CONTACT.legalEmail}`,
      );
      expect(screen.getByRole('link', { name: 'निजता नीति' })).toHaveAttribute(
        'href',
        '/PrivacyPolicy',
      );
      // A promise of the English (18, 99.9%, $0, 5 days, 112, 1091…) dropped or changed in Hindi.
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
