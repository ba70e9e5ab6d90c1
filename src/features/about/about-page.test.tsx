import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import AboutPage from '@/features/about/about-page';
import { withI18n } from '@/testing/with-i18n';

// Its texts (values, figures, founders by role) are the catalogue's, in every language:
// tests/e2e/pseudo-locales.spec.ts walks /about, and npm run i18n:check holds each Hindi message
// to the English one's placeholders.
describe('AboutPage', () => {
  it('renders exactly one h1 with the About heading, and offers the contact e-mail as a mailto link', () => {
    render(<AboutPage />, withI18n);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('About Sahas');
    const link = screen.getByRole('link', { name: CONTACT.email });
    expect(link).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  });
});
