import type { AccountPort, AdminPort, BackendPort, VaultPort } from '@/backend/port';
import { createHttpClient } from '@/backend/http/http-client';
import { createHttpAuth } from '@/backend/http/http-auth';
import { createHttpStories } from '@/backend/http/http-stories';
import { createHttpTestimonials } from '@/backend/http/http-testimonials';
import { createHttpNgos } from '@/backend/http/http-ngos';
import { readOfferedHelpers } from '@/backend/http/http-helpers-offered';
import { lazyHelpers, lazyMedia, onDemand } from '@/backend/lazy-port';
import { ADMIN_PORT_METHODS } from '@/backend/admin-port-methods';
// Generic (no Firebase in it): a port whose code loads on its first call.
import { lazyPort } from '@/backend/firebase/lazy-port';

/** The adapter for the self-hosted server. `fetch` is injectable so tests can keep cookies. */
export function createHttpBackend(
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): BackendPort {
  const http = createHttpClient(options);
  const auth = createHttpAuth(http);
  return {
    auth,
    // Her account's screen and moderation alone use these: their code loads with the first call
    // (no page's first visit fetches it), and a chunk that cannot arrive reads as a server that
    // could not be reached.
    account: lazyPort<AccountPort>(
      onDemand(async () =>
        (await import('@/backend/http/http-account')).createHttpAccount(http, auth),
      ),
      {
        summary: true,
        myData: true,
        resendVerification: true,
        signOutEverywhere: true,
        changePassword: true,
        deleteAccount: true,
        storyMailSetting: true,
        saveStoryMailSetting: true,
      },
    ),
    stories: createHttpStories(http),
    // Uploads happen only on Share and Edit Story: their code loads with the first one.
    media: lazyMedia(async () => (await import('@/backend/http/http-media')).createHttpMedia(http)),
    testimonials: createHttpTestimonials(http),
    ngos: createHttpNgos(http),
    admin: lazyPort<AdminPort>(
      onDemand(async () => (await import('@/backend/http/http-admin')).createHttpAdmin(http)),
      ADMIN_PORT_METHODS,
    ),
    // Only the journal and safety plan use it: its code loads with their first call.
    vault: lazyPort<VaultPort>(
      async () => (await import('@/backend/http/http-vault')).createHttpVault(http),
      {
        vaultKey: true,
        saveVaultKey: true,
        vaultItems: true,
        saveVaultItem: true,
        deleteVaultItem: true,
        eraseVault: true,
        deleteVaultAttachment: true,
        uploadVaultAttachment: true,
        vaultAttachment: true,
      },
    ),
    // Same origin: the session cookie proves who calls correct-grammar.
    helpers: {
      ...lazyHelpers(async () =>
        (await import('@/backend/helpers-client')).createHelpersClient(options),
      ),
      // Asked on every page with a story or a draft: not worth loading the helpers' code for.
      offered: readOfferedHelpers(http),
    },
  };
}
