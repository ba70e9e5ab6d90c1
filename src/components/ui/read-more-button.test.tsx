import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { ReadMoreButton } from '@/components/ui/read-more-button';

const noop = () => {};

describe('ReadMoreButton', () => {
  it('says Read More while closed and Show Less while open', () => {
    const { rerender } = renderWithoutBackend(
      <ReadMoreButton expanded={false} onToggle={noop} controls="text" />,
    );
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    rerender(<ReadMoreButton expanded onToggle={noop} controls="text" />);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
