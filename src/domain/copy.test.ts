import { describe, expect, it } from 'vitest';
import {
  BRAND,
  CORE_VALUES,
  COPY,
  faqCountLine,
  HERO_PHRASES,
  NAV_LINKS,
  QUICK_HELPLINES,
} from './copy';

describe('screen copy (spec §2)', () => {
  it('has the brand tagline', () => {
    expect(BRAND.tagline).toBe('Your story. Your strength.');
  });

  it.each([
    ['heroSubtitle', 'A safe space to share your story and connect with others who understand'],
    ['exploreStories', 'Explore Stories'],
    ['shareYourVoice', 'Share Your Voice'],
    ['noTopStories', 'No top stories available at the moment.'],
    ['testimonialPlaceholder', 'Share your experience with the product...'],
    ['giveYourReview', 'Give Your Review'],
    ['submitting', 'Submitting...'],
    ['testimonialSignInPrompt', 'Please sign in to share your experience'],
    ['noTestimonials', 'No testimonials yet. Be the first to share your experience!'],
    ['storiesHeading', 'Stories of Strength'],
    ['loadingStories', 'Loading stories...'],
    ['clearFilters', 'Clear Filters'],
    ['noStoriesMatch', 'No stories found matching your criteria.'],
    ['uploadMediaLabel', 'Upload Media (Optional, Max 200MB)'],
    ['anonymityNote', 'Your identity will remain anonymous'],
    ['loadingYourStories', 'Loading your stories...'],
    ['noOwnStories', "You haven't shared any stories yet."],
    ['resourcesHeading', 'Verified Support Network'],
    ['noFaqsFound', 'No FAQs found'],
    ['accessDenied', 'Access Denied'],
    ['anonymousPrefix', 'Anonymous_'],
    ['anonPrefix', 'Anon_'],
  ] as const)('%s', (key, text) => {
    expect(COPY[key]).toBe(text);
  });

  it('counts FAQ results', () => {
    expect(faqCountLine(3, 12)).toBe('Showing 3 of 12 questions');
  });

  it('has six distinct hero phrases', () => {
    expect(HERO_PHRASES).toHaveLength(6);
    expect(new Set(HERO_PHRASES).size).toBe(6);
  });

  it('has the four core values and the quick helplines', () => {
    expect(CORE_VALUES).toEqual(['Safety', 'Community', 'Empowerment', 'Voice']);
    expect(QUICK_HELPLINES.map((line) => [line.name, line.numbers])).toEqual([
      ["Women's Helpline", ['1091', '181']],
      ['Police Emergency', ['100', '112']],
      ['Child Helpline', ['1098']],
    ]);
  });

  it('links the public routes in the navigation bar', () => {
    expect(NAV_LINKS.map((link) => link.to)).toEqual([
      '/',
      '/stories',
      '/share-story',
      '/resources',
      '/faqs',
      '/about',
    ]);
  });
});
