import type { BackendPort } from '@/backend/port';
import { createBackend } from '@/backend/adapter';

// The adapter is chosen at build time (VITE_BACKEND): '@/backend/adapter' is the self-hosted
// adapter unless the build resolves it to the Firebase one. Screens import only this.
export const backend: BackendPort = createBackend();
