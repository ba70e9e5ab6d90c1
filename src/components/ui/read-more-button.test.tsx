import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { ReadMoreButton } from '@/components/ui/read-more-button';

const noop = () => {};

afterEach(() => {
  activateForTests('en');
});

describe('ReadMoreButton', () => {
  it.each([
    ['says Read More while closed and Show Less while open', 'en', 'Read More', 'Show Less'],
    ['speaks Hindi', 'hi', 'और पढ़ें', 'कम दिखाएँ'],
  ] as const)('%s', (_, locale, closed, open) => {
    activateForTests(locale);
    const { rerender } = renderWithoutBackend(
      <ReadMoreButton expanded={false} onToggle={noop} controls="text" />,
    );
    expect(screen.getByRole('button', { name: closed })).toHaveAttribute('aria-expanded', 'false');
    rerender(<ReadMoreButton expanded onToggle={noop} controls="text" />);
    expect(screen.getByRole('button', { name: open })).toHaveAttribute('aria-expanded', 'true');
  });
});
