// Screen text of the about route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const ABOUT_COPY = {
  aboutHeading: 'About Sahas',
  ourImpact: 'Our Impact',
} as const;

export const CORE_VALUES = ['Safety', 'Community', 'Empowerment', 'Voice'] as const;
