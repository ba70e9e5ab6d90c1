import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import Carousel from '@/components/ui/carousel';

const LABELS = { previous: 'Previous', next: 'Next', pause: 'Pause', resume: 'Resume' };

function renderCarousel() {
  renderWithoutBackend(
    <section>
      <h2 id="cards">Cards</h2>
      <Carousel labelledBy="cards" labels={LABELS}>
        <p key="a">First card</p>
        <p key="b">Second card</p>
      </Carousel>
    </section>,
  );
  return screen.getByRole('group', { name: 'Cards' });
}

describe('Carousel', () => {
  it('is announced as a carousel of numbered slides', () => {
    const carousel = renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = within(carousel).getByRole('group', { name: '1 / 2' });
    expect(first).toHaveAttribute('aria-roledescription', 'slide');
    expect(first).toHaveTextContent('First card');
    expect(within(carousel).getByRole('group', { name: '2 / 2' })).toHaveTextContent('Second card');
  });
});
