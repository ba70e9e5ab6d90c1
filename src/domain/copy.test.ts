import { describe, expect, it } from 'vitest';
import { BRAND, COPY, HERO_PHRASES, NAV_LINKS } from './copy';
import { ABOUT_COPY, CORE_VALUES } from './copy/about';
import { ADMIN_COPY } from './copy/admin';
import { AUTH_COPY } from './copy/auth';
import { FAQS_COPY, faqCountLine } from './copy/faqs';
import { IDENTIFYING_COPY } from './copy/identifying-details';
import { MODERATION_COPY } from './copy/moderation';
import { NGO_COPY } from './copy/ngo';
import { QUICK_HELPLINES, RESOURCES_COPY } from './copy/resources';
import { SHARE_STORY_COPY } from './copy/share-story';
import { STORIES_COPY } from './copy/stories';

/** Every screen-text catalogue: the shared one and each route's own. */
const CATALOGUES = {
  COPY,
  ABOUT_COPY,
  ADMIN_COPY,
  AUTH_COPY,
  FAQS_COPY,
  IDENTIFYING_COPY,
  MODERATION_COPY,
  NGO_COPY,
  RESOURCES_COPY,
  SHARE_STORY_COPY,
  STORIES_COPY,
} as const;

describe('screen copy (spec §2)', () => {
  it('has the brand tagline', () => {
    expect(BRAND.tagline).toBe('Your story. Your strength.');
  });

  it.each([
    [
      'COPY',
      'heroSubtitle',
      'A safe space to share your story and connect with others who understand',
    ],
    ['COPY', 'exploreStories', 'Explore Stories'],
    ['COPY', 'shareYourVoice', 'Share Your Voice'],
    ['COPY', 'noTopStories', 'No top stories available at the moment.'],
    ['COPY', 'testimonialPlaceholder', 'Share your experience with the product...'],
    ['COPY', 'giveYourReview', 'Give Your Review'],
    ['COPY', 'submitting', 'Submitting...'],
    ['COPY', 'testimonialSignInPrompt', 'Please sign in to share your experience'],
    ['COPY', 'noTestimonials', 'No testimonials yet. Be the first to share your experience!'],
    ['STORIES_COPY', 'storiesHeading', 'Stories of Strength'],
    ['STORIES_COPY', 'loadingStories', 'Loading stories...'],
    ['STORIES_COPY', 'clearFilters', 'Clear Filters'],
    ['STORIES_COPY', 'noStoriesMatch', 'No stories found matching your criteria.'],
    ['SHARE_STORY_COPY', 'uploadMediaLabel', 'Upload Media (Optional, Max 200MB)'],
    ['SHARE_STORY_COPY', 'anonymityNote', 'Your identity will remain anonymous'],
    ['SHARE_STORY_COPY', 'loadingYourStories', 'Loading your stories...'],
    ['SHARE_STORY_COPY', 'noOwnStories', "You haven't shared any stories yet."],
    ['RESOURCES_COPY', 'resourcesHeading', 'Verified Support Network'],
    ['FAQS_COPY', 'noFaqsFound', 'No FAQs found'],
    ['ADMIN_COPY', 'accessDenied', 'Access Denied'],
    ['COPY', 'anonymousPrefix', 'Anonymous_'],
    ['COPY', 'anonPrefix', 'Anon_'],
  ] as const)('%s.%s', (catalogue, key, text) => {
    expect((CATALOGUES[catalogue] as Record<string, string>)[key]).toBe(text);
  });

  it('gives every screen-text key one home, so a route never shows a stale duplicate', () => {
    const homes = new Map<string, string[]>();
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(catalogue)) homes.set(key, [...(homes.get(key) ?? []), name]);
    }
    const duplicated = [...homes].filter(([, names]) => names.length > 1);
    expect(duplicated).toEqual([]);
  });

  it('holds only non-empty text in every catalogue', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
    }
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
