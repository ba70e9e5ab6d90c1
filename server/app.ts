import { Hono } from 'hono';
import { LIMITS } from '@/domain/limits';
import type { Auth } from './auth/auth';
import type { Database } from './db/database';
import type { Env } from './env';
import { apiError, onError } from './http/error-handler';
import { healthRoutes } from './health/health-routes';
import type { Logger } from './logging/logger';
import { requestLog } from './logging/request-log';
import { clientAddressMiddleware } from './http/client-address';
import {
  boundedBodies,
  jsonBodiesOnly,
  sameOriginWrites,
  trustedOrigins,
} from './http/request-guards';
import { authRoutes } from './auth/auth-routes';
import { createDatabaseLimiter, type DatabaseLimiter } from './limits/database-limiter';
import { securityHeaders, strictTransportSecurity } from './http/security-headers';
import { noStore } from './http/no-store';
import { sessionCookieGuard } from './http/session-cookie-guard';
import { mountSpa } from './http/spa';
import { renderDirFor } from '@/lib/prerender-format';
import { pendingSignOut } from './session/pending-sign-out';
import { sessionRoutes } from './session/session-routes';
import { withoutSessionTokens } from './session/session-tokens';
import { accountRoutes } from './account/account-routes';
import { type AppEnv, createSessionReader, currentUser } from './http/current-user';
import type { RouteDeps } from './http/route-deps';
import { mediaFileRoutes } from './media/media-file-routes';
import { mediaRoutes } from './media/media-routes';
import { localMediaStore } from './media/local-media-store';
import type { MediaStore } from './media/media-store';
import { ngoAdminRoutes } from './ngos/ngo-admin-routes';
import { ngosRoutes } from './ngos/ngos-routes';
import { storiesRoutes } from './stories/stories-routes';
import { storyModerationRoutes } from './stories/story-moderation-routes';
import { reviewRoutes } from './review/review-routes';
import { supportAdminRoutes } from './support/support-admin-routes';
import { testimonialsRoutes } from './testimonials/testimonials-routes';
import { vaultRoutes } from './vault/vault-routes';
import { createMailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import { createStoryMail } from './story-mail/story-mail';
import { createPendingMail, type PendingMail } from './story-mail/pending-mail';
import { storyMailRoutes } from './story-mail/story-mail-routes';
import type { HelperHandlers } from '../helpers/helper-handlers';
import { createHelpers } from '../helpers/helper-services';
import { parseHelpersConfig } from '../helpers/helpers-config';
import { HELPERS_BASE_PATH, helperRoutes } from './helpers/helper-routes';
import { configRoutes } from './config/config-routes';

export interface AppDeps {
  env: Pick<Env, 'adminEmails' | 'google' | 'staticDir' | 'mediaDir' | 'publicUrl'> & {
    /** The build's server-side renderer (beside the build, dist-render/, when absent). */
    renderDir?: string;
  } & Partial<
      Pick<
        Env,
        | 'nodeEnv'
        | 'trustProxy'
        | 'authRateLimit'
        | 'accountAnswerFloorMs'
        | 'reportsToHideStory'
        | 'storyReview'
        | 'ffmpegPath'
        | 'mediaWithoutFfmpeg'
        | 'mediaQuotaBytes'
        | 'mediaQuotaUnverifiedBytes'
        | 'mediaMinFreeBytes'
      >
    >;
  db: Database;
  auth: Auth;
  /** Where media are stored; the local folder env.mediaDir when absent. */
  mediaStore?: MediaStore;
  /** Translate and correct-grammar; absent means neither is configured (both answer 503). */
  helpers?: HelperHandlers;
  /** Where one line per request goes; tests that do not read it leave it out. */
  log?: Logger;
  /** Counts attempts (sign-in, mails, password checks, helpers); the database's when absent. */
  limiter?: DatabaseLimiter;
  /** Where the story mails she asked for go (the mail queue's writer); the queue when absent. */
  mailer?: Mailer;
  /** The story mails still being queued, for whoever must wait for them (tests). */
  pendingMail?: PendingMail;
}

export function createApp({
  env,
  db,
  auth,
  helpers,
  log,
  mediaStore: store,
  limiter: given,
  mailer,
  pendingMail,
}: AppDeps) {
  const app = new Hono();
  const mediaStore = store ?? localMediaStore(env.mediaDir);
  app.onError(onError);
  app.use('*', requestLog(log));
  app.use('*', securityHeaders);
  app.use('*', strictTransportSecurity(env.publicUrl));
  // Answers about her, and media, are never kept by the browser (the public pages may be).
  app.use('*', noStore);
  // Before anything reads a session: a second session cookie (set by another port or
  // subdomain) must never decide whose account a request acts for.
  for (const path of ['/api/*', '/media/*', `${HELPERS_BASE_PATH}/*`]) {
    app.use(path, sessionCookieGuard);
  }
  // A sign-out her page set out to send but the server never got ends the session here, before
  // any route (a page, the API, a photo) reads it.
  app.use('*', pendingSignOut(auth, env.publicUrl.startsWith('https://')));
  // Before the guards and sessions: a probe has no Origin or cookie, and must never open one.
  app.route('/api', healthRoutes({ db, mediaStore }));
  app.use('*', clientAddressMiddleware(env.trustProxy ?? 0));
  app.use('*', sameOriginWrites(trustedOrigins(env)));
  app.use('*', jsonBodiesOnly());
  app.use('*', boundedBodies());

  const defaultHelpers = parseHelpersConfig({});
  // Keyed with the secret better-auth signs with: the counters hold no address one could reverse.
  const limiter =
    given ??
    createDatabaseLimiter({
      db,
      secret: auth.options.secret,
      helperCallsPerMinute: defaultHelpers.rateLimitPerMinute,
    });
  // Absent helpers mean neither is configured (both answer 503), and the config says so.
  const helperHandlers = helpers ?? createHelpers(defaultHelpers, undefined, limiter);
  app.route(
    '/api/config',
    configRoutes({ google: Boolean(env.google), helpers: helperHandlers.offered }),
  );

  // The session token stays in its httpOnly cookie: no answer hands it to page scripts.
  app.use('/api/auth/*', withoutSessionTokens);
  app.route(
    '/api/auth',
    authRoutes(auth, {
      limiter,
      rateLimit: env.authRateLimit ?? false,
      answerFloorMs: env.accountAnswerFloorMs ?? 0,
    }),
  );

  const readSession = createSessionReader({ auth, db, adminEmails: env.adminEmails });
  app.route('/api/session', sessionRoutes(auth, readSession));

  // Resource routes below read the caller from c.get('user').
  const api = new Hono<AppEnv>();
  api.use('*', currentUser(readSession));
  const routeDeps: RouteDeps = { db, mediaStore };
  const reportsToHideStory = env.reportsToHideStory ?? LIMITS.reportsToHideStory;
  // Mails her, if she asked, when something happens to one of her stories (issue 36 item 3).
  const storyMail = createStoryMail({
    db,
    mailer: mailer ?? createMailQueue(db).mailer,
    limiter,
    publicUrl: env.publicUrl,
    pending: pendingMail ?? createPendingMail(),
    ...(log ? { log } : {}),
  });
  api.route('/account', accountRoutes({ ...routeDeps, auth, limiter }));
  api.route('/account', storyMailRoutes(routeDeps));
  api.route(
    '/stories',
    storiesRoutes({
      ...routeDeps,
      reportsToHideStory,
      storyReview: env.storyReview ?? 'off',
      storyMail,
    }),
  );
  api.route('/admin/stories', storyModerationRoutes({ ...routeDeps, storyMail }));
  api.route('/admin/reviews', reviewRoutes({ ...routeDeps, storyMail }));
  api.route('/admin/support', supportAdminRoutes(routeDeps));
  api.route('/testimonials', testimonialsRoutes(routeDeps));
  api.route('/ngos', ngosRoutes(routeDeps));
  api.route('/admin/ngos', ngoAdminRoutes(routeDeps));
  api.route(
    '/media',
    mediaRoutes(routeDeps, {
      ffmpegPath: env.ffmpegPath,
      withoutFfmpeg: env.mediaWithoutFfmpeg,
      quotaBytes: env.mediaQuotaBytes,
      unverifiedQuotaBytes: env.mediaQuotaUnverifiedBytes,
      minFreeBytes: env.mediaMinFreeBytes,
    }),
  );
  // Her vault (issue 37): its attachments count in the same media quota.
  api.route(
    '/',
    vaultRoutes(routeDeps, {
      quotaBytes: env.mediaQuotaBytes,
      unverifiedQuotaBytes: env.mediaQuotaUnverifiedBytes,
      minFreeBytes: env.mediaMinFreeBytes,
    }),
  );
  app.route('/api', api);

  app.all('/api/*', (c) => apiError(c, 404, 'Not found', 'notFound'));

  app.route(HELPERS_BASE_PATH, helperRoutes(helperHandlers, currentUser(readSession)));
  app.route('/media', mediaFileRoutes(routeDeps, readSession));

  mountSpa(app, env.staticDir, {
    db,
    readSession,
    renderDir: env.renderDir ?? renderDirFor(env.staticDir),
  });
  return app;
}
