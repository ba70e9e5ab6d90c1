// Every business constant and limit, defined once. The SPA, the self-hosted server, the Firebase
// adapter and the helpers import them; firestore.rules and storage.rules cannot import, so
// limits-in-rules.test.ts checks the numbers written there against these.

export * as LIMITS from './limit-values';

export const RECORDED_AUDIO_MIME = 'audio/webm';
/** WebM audio's own extension (not .webm, which screens show as video). */
export const RECORDED_AUDIO_EXTENSION = 'weba';

/** Where the quick exit goes when VITE_QUICK_EXIT_URL is not set: a neutral weather site. */
export const QUICK_EXIT_DEFAULT_URL = 'https://www.weather.com/';

/** Policy constants printed on the Privacy Policy and Terms pages. */
export const POLICY = {
  version: '2.0',
  effectiveDateIso: '2025-09-28',
  inactiveAccountDeletionYears: 2,
  deletedAccountDataDays: 30,
  privacyInquiryHours: 48,
  dataRequestDays: 30,
  legalInquiryBusinessDays: 5,
  uptimeAimPercent: 99.9,
  minimumAge: 18,
  liabilityCapUsd: 0,
  governingLaw: 'India',
  disputeResolution: 'arbitration',
} as const;

/** Static figures of the About page's 'Our Impact' block. */
export const ABOUT_IMPACT = {
  storiesShared: 10,
  communityMembers: 50,
  supportMessages: 10,
} as const;
