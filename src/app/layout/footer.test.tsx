import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { Footer } from '@/app/layout/footer';
import { EmergencyLine } from '@/app/layout/emergency-line';

const YEAR = new Date().getFullYear();

afterEach(() => {
  activateForTests('en');
});

function paragraphWith(text: RegExp): HTMLElement {
  return screen.getByText(text, { selector: 'p' });
}

describe('Footer', () => {
  it('offers the emergency numbers in one sentence, each a link to dial', () => {
    renderWithoutBackend(<Footer />);
    const line = paragraphWith(/^In danger right now\?/);
    // The default numbers (the test build sets none of its own).
    expect(line).toHaveTextContent(
      /^In danger right now\? Call 112 \(National emergency\) or 181 \(Women’s helpline\)\.$/,
    );
    expect(within(line).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(line).getByRole('link', { name: '181' })).toHaveAttribute('href', 'tel:181');
  });

  it('links the pages and the legal documents, and names the year', () => {
    renderWithoutBackend(<Footer />);
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    for (const [name, href] of [
      ['Share your Story', '/share-story'],
      ['Privacy Policy', '/PrivacyPolicy'],
      ['Terms & Conditions', '/termsandconditions'],
    ]) {
      expect(links.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Follow us' })).toBeInTheDocument();
    // Said after the site's name (the test DOM's accessible name drops the space before it).
    const instagram = screen.getByRole('link', { name: /^Instagram/ });
    expect(instagram).toHaveTextContent(/^Instagram \(opens in a new tab\)$/);
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`© ${YEAR} Sahas`)).toBeInTheDocument();
  });

  it('speaks Hindi, with the numbers inside the Hindi sentence', () => {
    activateForTests('hi');
    renderWithoutBackend(<Footer />);
    // The default numbers' labels are in the catalogue (src/lib/emergency-numbers.ts).
    expect(paragraphWith(/^क्या आप अभी ख़तरे में हैं\?/)).toHaveTextContent(
      /^क्या आप अभी ख़तरे में हैं\? 112 \(राष्ट्रीय आपातकालीन सेवा\) या 181 \(महिला हेल्पलाइन\) पर कॉल करें।$/,
    );
    expect(screen.getByRole('link', { name: 'महिला हेल्पलाइन 181' })).toHaveAttribute(
      'href',
      'tel:181',
    );
  });
});

describe('EmergencyLine', () => {
  const POLICE = { number: '100', label: 'Police' };
  it.each([
    ['says a single number without "or"', [POLICE], 'Call 100 (Police).'],
    [
      'joins three numbers with "or" between each',
      [
        POLICE,
        { number: '108', label: 'Ambulance' },
        { number: '1091', label: 'Women in distress' },
      ],
      'Call 100 (Police) or 108 (Ambulance) or 1091 (Women in distress).',
    ],
  ])('%s', (_, entries, said) => {
    renderWithoutBackend(<EmergencyLine entries={entries} />);
    const line = paragraphWith(/Call/);
    expect(line.textContent?.replace(/\s+/g, ' ')).toBe(`In danger right now? ${said}`);
    expect(
      within(line)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(entries.map(({ number }) => `tel:${number}`));
  });

  it('shows nothing when there is no number', () => {
    renderWithoutBackend(<EmergencyLine entries={[]} />);
    expect(screen.queryByText(/In danger/)).not.toBeInTheDocument();
  });
});
