import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { ABOUT_IMPACT } from '@/domain/limits';
import AboutPage from '@/features/about/about-page';
import { activateForTests } from '@/testing/i18n';
import { withI18n } from '@/testing/with-i18n';

const CORE_VALUE_NAMES = ['Safety', 'Community', 'Empowerment', 'Voice'];

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
    expect(ABOUT_IMPACT).toEqual({ storiesShared: 10, communityMembers: 50, supportMessages: 10 });
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

  describe('in Hindi', () => {
    afterEach(() => activateForTests('en'));

    it('shows its headings, core values and figures in Hindi, the e-mail as it is', () => {
      activateForTests('hi');
      render(<AboutPage />, withI18n);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sahas के बारे में');
      const values = screen.getByRole('region', { name: 'हम किन बातों में विश्वास रखते हैं' });
      expect(
        within(values)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['सुरक्षा', 'अपनापन', 'सशक्तिकरण', 'आवाज़']);
      const impact = screen.getByRole('region', { name: 'हमारा असर' });
      expect(within(impact).getAllByRole('listitem')[0]).toHaveTextContent(
        /^10\s*कहानियाँ साझा की गईं$/,
      );
      expect(screen.getByRole('region', { name: 'Sahas किसने शुरू किया' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
        'href',
        `mailto:${CONTACT.email}`,
      );
    });
  });
});
