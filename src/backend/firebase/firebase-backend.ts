import type {
  AccountPort,
  AdminPort,
  BackendPort,
  MediaPort,
  NgosPort,
  OfferedHelpers,
  StoriesPort,
  TestimonialsPort,
  VaultPort,
} from '@/backend/port';
import { createHelpersClient } from '@/backend/helpers-client';
import type { FirebaseSettings } from '@/backend/firebase/firebase-config';
import {
  createFirebaseServices,
  type FirebaseServices,
} from '@/backend/firebase/firebase-services';
import { createFirebaseAuth } from '@/backend/firebase/firebase-auth';
import type { MediaSizes } from '@/backend/firebase/firebase-media';
import { lazyPort } from '@/backend/firebase/lazy-port';
import { ADMIN_PORT_METHODS } from '@/backend/admin-port-methods';
import { eachOperation } from '@/domain/operations/operation';
import { STORY_OPERATIONS } from '@/domain/operations/story-operations';
import { VAULT_OPERATIONS } from '@/domain/operations/vault-operations';
import { ACCOUNT_OPERATIONS } from '@/domain/operations/account-operations';

const NO_HELPERS: OfferedHelpers = { translate: false, grammar: false };

export interface FirebaseBackendOptions {
  /** A distinct Firebase app name lets tests run several signed-in users side by side. */
  appName?: string;
  /** Where the helpers live, and how to call them (tests); the SPA uses its own origin. */
  helpersBaseUrl?: string;
  helpersFetch?: typeof fetch;
}

/**
 * The adapter for Firebase Auth, Firestore (lite) and Storage. Auth and the helpers are in the
 * first bundle; the data ports load with their SDKs on first use (see lazy-port.ts).
 */
export function createFirebaseBackend(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): BackendPort & { services: FirebaseServices } {
  const services = createFirebaseServices(settings, options.appName);
  const sizes: MediaSizes = new Map();
  return {
    services,
    auth: createFirebaseAuth(services),
    account: lazyPort<AccountPort>(
      async () =>
        (await import('@/backend/firebase/firebase-account')).createFirebaseAccount(services),
      {
        summary: true,
        myData: true,
        resendVerification: true,
        signOutEverywhere: true,
        changePassword: true,
        deleteAccount: true,
        ...eachOperation(ACCOUNT_OPERATIONS),
      },
    ),
    stories: lazyPort<StoriesPort>(
      async () =>
        (await import('@/backend/firebase/firebase-stories')).createFirebaseStories(
          services,
          sizes,
        ),
      {
        list: true,
        top: true,
        mine: true,
        get: true,
        create: true,
        update: true,
        remove: true,
        react: true,
        report: true,
        ...eachOperation(STORY_OPERATIONS),
      },
    ),
    media: lazyPort<MediaPort>(
      async () =>
        (await import('@/backend/firebase/firebase-media')).createFirebaseMedia(services, sizes),
      { upload: true, remove: true },
    ),
    testimonials: lazyPort<TestimonialsPort>(
      async () =>
        (await import('@/backend/firebase/firebase-testimonials')).createFirebaseTestimonials(
          services,
        ),
      { latest: true, create: true },
    ),
    ngos: lazyPort<NgosPort>(
      async () => (await import('@/backend/firebase/firebase-ngos')).createFirebaseNgos(services),
      { approved: true, request: true },
    ),
    admin: lazyPort<AdminPort>(
      async () => (await import('@/backend/firebase/firebase-admin')).createFirebaseAdmin(services),
      ADMIN_PORT_METHODS,
    ),
    vault: lazyPort<VaultPort>(
      async () =>
        (await import('@/backend/firebase/firebase-vault-operations')).createFirebaseVault(
          services,
        ),
      { ...eachOperation(VAULT_OPERATIONS), uploadVaultAttachment: true, vaultAttachment: true },
    ),
    helpers: {
      // correct-grammar knows the caller by their Firebase ID token.
      ...createHelpersClient({
        baseUrl: options.helpersBaseUrl,
        fetch: options.helpersFetch,
        authorization: async () => {
          const token = await (await services.currentUser())?.getIdToken();
          return token ? `Bearer ${token}` : null;
        },
      }),
      // Known when the site was built: no request, and the same on every page.
      offered: () => Promise.resolve(settings.helpers ?? NO_HELPERS),
    },
  };
}
