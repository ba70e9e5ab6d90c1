// The adapter of this build. This file is the self-hosted one; a build with
// VITE_BACKEND=firebase resolves '@/backend/adapter' to src/backend/firebase/firebase-adapter.ts
// instead (scripts/vite-backend-adapter.ts), so only one adapter and one SDK are ever bundled.
import type { BackendPort } from '@/backend/port';
import { createHttpBackend } from '@/backend/http/http-backend';

export function createBackend(): BackendPort {
  return createHttpBackend();
}
