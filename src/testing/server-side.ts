/* eslint-disable no-restricted-imports -- the one door from the component tests to the server's
   code (its test server and the functions its routes call); the SPA itself never imports it. */
// What the component tests take from the server: the in-process test server and the functions
// seed.ts fills its database with.
export { session, stories, user } from '../../server/db/schema';
export { ngoJson, ngoRequestJson } from '../../server/ngos/ngo-json';
export { approveNgoRequest, insertNgoRequest } from '../../server/ngos/ngo-queries';
export { addReaction } from '../../server/stories/reactions';
export { addReport, dismissReports } from '../../server/stories/reports';
export { createStory } from '../../server/stories/story-writes';
export { publishStory, sendBackStory } from '../../server/review/review-queries';
export { insertTestimonial } from '../../server/testimonials/testimonial-queries';
export { testimonialJson } from '../../server/testimonials/testimonial-json';
export { cookieJarFetch } from '../../server/testing/backend-client';
export {
  createTestServer,
  TEST_PUBLIC_URL,
  type TestServer,
  type TestServerOptions,
} from '../../server/testing/test-server';
export { createHelperHandlers, type HelperHandlers } from '../../helpers/helper-handlers';
export {
  UpstreamError,
  type GrammarCorrector,
  type Translator,
} from '../../helpers/providers/provider';
export { createTranslationCache } from '../../helpers/translation-cache';
export { inProcessLimiter } from '../../server/limits/memory-counters';
