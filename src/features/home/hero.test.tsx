import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY, HERO_PHRASES } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';
import { Hero } from '@/features/home/hero';

describe('Hero', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function heading() {
    return screen.getByRole('heading', { level: 1 }).textContent;
  }

  it('changes to a different phrase every 15 seconds', () => {
    render(<Hero />, { wrapper: MemoryRouter });
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
    for (const phrase of seen) expect(HERO_PHRASES).toContain(phrase);
  });

  it('shows the subtitle and both calls to action', () => {
    render(<Hero />, { wrapper: MemoryRouter });
    expect(screen.getByText(COPY.heroSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.exploreStories })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.getByRole('link', { name: COPY.shareYourVoice })).toHaveAttribute(
      'href',
      '/share-story',
    );
  });
});
