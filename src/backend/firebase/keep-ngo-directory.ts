// On the self-hosted server the service worker keeps the public NGO directory (/api/ngos) for
// Resources with no connection. Firebase's SDK reads it over its own channel, which the worker
// never sees, so the adapter keeps the same copy itself: the same cache, address, body and
// saved-at header, which readSavedNgoDirectory reads whichever backend wrote it. Quick exit and
// Sign Out treat it as they treat the worker's (service-worker-caches.ts).
import type { Ngo } from '@/domain/entities';
import {
  NGO_DIRECTORY_CACHE,
  NGO_DIRECTORY_PATH,
  SAVED_AT_HEADER,
} from '@/lib/service-worker-rules';

/**
 * Keeps `ngos` as a visitor sees them: the admin-only fields (registration number, the approving
 * admin's e-mail) are blanked here whatever the caller passes, as the server blanks them for a
 * visitor.
 */
export async function keepNgoDirectory(ngos: readonly Ngo[], savedAt = new Date()): Promise<void> {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  const visitorCopy = ngos
    .filter((ngo) => ngo.approved)
    .map((ngo) => ({ ...ngo, registration_number: '', approved_by: '' }));
  const cache = await window.caches.open(NGO_DIRECTORY_CACHE);
  await cache.put(
    NGO_DIRECTORY_PATH,
    new Response(JSON.stringify(visitorCopy), {
      headers: {
        'content-type': 'application/json',
        [SAVED_AT_HEADER]: savedAt.toISOString(),
      },
    }),
  );
}
