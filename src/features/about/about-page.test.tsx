import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import AboutPage from '@/features/about/about-page';
import { withI18n } from '@/testing/with-i18n';

const CORE_VALUE_NAMES = ['Safety', 'Community', 'Empowerment', 'Voice'];

// In every language, its figures and the e-mail kept: tests/e2e/pseudo-locales.spec.ts walks
// /about, and npm run i18n:check holds each Hindi message to the English one's placeholders.
describe('AboutPage', () => {
  it('renders exactly one h1 with the About heading', () => {
    render(<AboutPage />, withI18n);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('About Sahas');
  });

  it('shows the four core values, each with a sentence', () => {
    render(<AboutPage />, withI18n);
    const values = screen.getByRole('region', { name: 'What we stand for' });
    const items = within(values).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const names = within(values).getAllByRole('heading', { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual(CORE_VALUE_NAMES);
    for (const [index, heading] of names.entries()) {
      expect(items[index]).toContainElement(heading);
      expect(items[index]?.textContent?.length ?? 0).toBeGreaterThan(
        (heading.textContent?.length ?? 0) + 20,
      );
    }
  });

  it('shows the static impact figures', () => {
    render(<AboutPage />, withI18n);
    const impact = screen.getByRole('region', { name: 'Our Impact' });
    const items = within(impact).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^10\s*Stories shared$/);
    expect(items[1]).toHaveTextContent(/^50\s*Community members$/);
    expect(items[2]).toHaveTextContent(/^10\s*Support messages$/);
  });

  it('offers the contact e-mail as a mailto link', () => {
    render(<AboutPage />, withI18n);
    const link = screen.getByRole('link', { name: CONTACT.email });
    expect(link).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  });

  it('describes the founders by role, without names', () => {
    render(<AboutPage />, withI18n);
    const founders = screen.getByRole('region', { name: 'Who started Sahas' });
    expect(founders).toHaveTextContent(/small team of survivors, counsellors and engineers/);
    for (const role of ['Survivors and advocates', 'Counsellors', 'Engineers']) {
      expect(within(founders).getByRole('heading', { level: 3, name: role })).toBeInTheDocument();
    }
  });
});
