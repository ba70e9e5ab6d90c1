import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { ABOUT_COPY, CORE_VALUES } from '@/domain/copy/about';
import { ABOUT_IMPACT } from '@/domain/limits';
import AboutPage from '@/features/about/about-page';

describe('AboutPage', () => {
  it('renders exactly one h1 with the About heading', () => {
    render(<AboutPage />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(ABOUT_COPY.aboutHeading);
  });

  it('shows the four core values, each with a sentence', () => {
    render(<AboutPage />);
    const values = screen.getByRole('region', { name: 'What we stand for' });
    const items = within(values).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    for (const value of CORE_VALUES) {
      const heading = within(values).getByRole('heading', { level: 3, name: value });
      const item = items.find((candidate) => candidate.contains(heading));
      expect(item).toBeDefined();
      expect(item?.textContent?.length ?? 0).toBeGreaterThan(value.length + 20);
    }
    expect(CORE_VALUES).toEqual(['Safety', 'Community', 'Empowerment', 'Voice']);
  });

  it('shows the static impact figures', () => {
    render(<AboutPage />);
    const impact = screen.getByRole('region', { name: ABOUT_COPY.ourImpact });
    const items = within(impact).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^10\s*Stories shared$/);
    expect(items[1]).toHaveTextContent(/^50\s*Community members$/);
    expect(items[2]).toHaveTextContent(/^10\s*Support messages$/);
    expect(ABOUT_IMPACT).toEqual({ storiesShared: 10, communityMembers: 50, supportMessages: 10 });
  });

  it('offers the contact e-mail as a mailto link', () => {
    render(<AboutPage />);
    const link = screen.getByRole('link', { name: CONTACT.email });
    expect(link).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  });

  it('describes the founders by role, without names', () => {
    render(<AboutPage />);
    const founders = screen.getByRole('region', { name: 'Who started Sahas' });
    expect(founders).toHaveTextContent(/small team of survivors, counsellors and engineers/);
    for (const role of ['Survivors and advocates', 'Counsellors', 'Engineers']) {
      expect(within(founders).getByRole('heading', { level: 3, name: role })).toBeInTheDocument();
    }
  });
});
