import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { Carousel, SWIPE_PX } from '@/components/ui/carousel';

const LABELS = { previous: 'Previous', next: 'Next', pause: 'Pause', resume: 'Resume' };

/** A carousel of `count` cards on the test window (1024 px wide: three slides in view). */
function renderCarousel(count: number) {
  renderWithoutBackend(
    <section>
      <h2 id="cards">Cards</h2>
      <Carousel labelledBy="cards" labels={LABELS}>
        {Array.from({ length: count }, (_, index) => (
          <p key={index}>Card {index + 1}</p>
        ))}
      </Carousel>
    </section>,
  );
  return screen.getByRole('group', { name: 'Cards' });
}

/** The slides a reader's tools find: those in view (the others are hidden). */
function slidesInView(carousel: HTMLElement) {
  return within(carousel)
    .queryAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));
}

/** Lets `ms` pass on the fake clock. */
function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.dir = 'ltr';
});

describe('Carousel', () => {
  it('is announced as a carousel of numbered slides', () => {
    const carousel = renderCarousel(2);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = within(carousel).getByRole('group', { name: '1 / 2' });
    expect(first).toHaveAttribute('aria-roledescription', 'slide');
    expect(first).toHaveTextContent('Card 1');
    expect(within(carousel).getByRole('group', { name: '2 / 2' })).toHaveTextContent('Card 2');
  });

  it('has no buttons when every slide is in view', () => {
    const carousel = renderCarousel(3);
    expect(slidesInView(carousel)).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(within(carousel).queryByRole('button')).toBeNull();
  });

  it('turns one slide at a time, and past the last comes the first', () => {
    const carousel = renderCarousel(4);
    expect(slidesInView(carousel)).toEqual(['1 / 4', '2 / 4', '3 / 4']);
    const next = within(carousel).getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    expect(slidesInView(carousel)).toEqual(['2 / 4', '3 / 4', '4 / 4']);
    expect(within(carousel).getByText('Card 1').closest('[inert]')).not.toBeNull();
    fireEvent.click(next);
    expect(slidesInView(carousel)).toEqual(['1 / 4', '2 / 4', '3 / 4']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous' }));
    expect(slidesInView(carousel)).toEqual(['2 / 4', '3 / 4', '4 / 4']);
  });

  it('turns by itself every 5 seconds until she pauses it', () => {
    vi.useFakeTimers();
    const carousel = renderCarousel(5);
    elapse(4999);
    expect(slidesInView(carousel)[0]).toBe('1 / 5');
    elapse(1);
    expect(slidesInView(carousel)[0]).toBe('2 / 5');
    // Her own turn starts the count again.
    elapse(3000);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    fireEvent.blur(within(carousel).getByRole('button', { name: 'Next' }));
    elapse(4999);
    expect(slidesInView(carousel)[0]).toBe('3 / 5');
    elapse(1);
    expect(slidesInView(carousel)[0]).toBe('1 / 5');

    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause' }));
    fireEvent.blur(within(carousel).getByRole('button', { name: 'Resume' }));
    elapse(20_000);
    expect(slidesInView(carousel)[0]).toBe('1 / 5');
  });

  it('holds still while she points at it or is in it, and says what her tap brought', () => {
    vi.useFakeTimers();
    const carousel = renderCarousel(4);
    const track = carousel.querySelector('[aria-live]');
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(carousel);
    elapse(10_000);
    expect(slidesInView(carousel)[0]).toBe('1 / 4');
    expect(track).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(within(carousel).getByRole('button', { name: 'Next' }));
    elapse(10_000);
    expect(slidesInView(carousel)[0]).toBe('1 / 4');
  });

  it('turns with a swipe, the way the page reads', () => {
    const carousel = renderCarousel(4);
    const card = within(carousel).getByText('Card 2');
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(card, { clientX: from, isPrimary: true });
      fireEvent.pointerUp(card, { clientX: to, isPrimary: true });
    };
    swipe(300, 300 - SWIPE_PX + 1);
    expect(slidesInView(carousel)[0]).toBe('1 / 4');
    swipe(300, 300 - SWIPE_PX);
    expect(slidesInView(carousel)[0]).toBe('2 / 4');
    swipe(100, 300);
    expect(slidesInView(carousel)[0]).toBe('1 / 4');

    act(() => {
      document.documentElement.dir = 'rtl';
    });
    swipe(100, 300);
    expect(slidesInView(carousel)[0]).toBe('2 / 4');
  });

  it('does not take a swipe that ends on a button in a card for a tap on it', () => {
    const tapped = vi.fn();
    renderWithoutBackend(
      <section>
        <h2 id="cards">Cards</h2>
        <Carousel labelledBy="cards" labels={LABELS}>
          {[1, 2, 3, 4].map((n) => (
            <button key={n} type="button" onClick={tapped}>
              Card {n}
            </button>
          ))}
        </Carousel>
      </section>,
    );
    const card = screen.getByRole('button', { name: 'Card 1' });
    fireEvent.pointerDown(card, { clientX: 300, isPrimary: true });
    fireEvent.pointerUp(card, { clientX: 100, isPrimary: true });
    fireEvent.click(card);
    expect(tapped).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Card 2' }));
    expect(tapped).toHaveBeenCalledTimes(1);
  });
});
