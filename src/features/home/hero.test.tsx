import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { Hero } from '@/features/home/hero';
import { HERO_PHRASES } from '@/features/home/hero-phrases';
import { i18n } from '@/i18n/i18n';
import { renderWithoutBackend } from '@/testing/render-with-providers';

// The hero's own list, in the active language (tests/e2e checks their English word for word).
const phrases = () => HERO_PHRASES.map((phrase) => i18n._(phrase));

describe('Hero', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function heading() {
    return screen.getByRole('heading', { level: 1 }).textContent;
  }

  it('changes to a different phrase every 15 seconds', () => {
    renderWithoutBackend(<Hero />);
    const seen = [heading()];
    for (let tick = 0; tick < 20; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(LIMITS.heroRotateMs - 1);
      });
      expect(heading()).toBe(seen.at(-1));
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(heading()).not.toBe(seen.at(-1));
      seen.push(heading());
    }
    for (const phrase of seen) expect(phrases()).toContain(phrase);
  });

  it('shows the subtitle and both calls to action', () => {
    renderWithoutBackend(<Hero />);
    expect(
      screen.getByText('A safe space to share your story and connect with others who understand'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.getByRole('link', { name: 'Share Your Voice' })).toHaveAttribute(
      'href',
      '/share-story',
    );
  });
});
