// The product's name and public contact points: the same in every language.

export const BRAND = {
  name: 'Sahas',
} as const;

/** Public contact points shown on About, Resources and the footer. */
export const CONTACT = {
  email: 'support@sahas.example',
  legalEmail: 'legal@sahas.example',
  privacyEmail: 'privacy@sahas.example',
} as const;
