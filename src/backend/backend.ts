import type { BackendPort } from '@/backend/port';
import { createHttpBackend } from '@/backend/http/http-backend';

// The adapter is chosen at build time. Only the self-hosted HTTP adapter exists so far;
// the Firebase adapter joins behind `import.meta.env.VITE_BACKEND === 'firebase'`.
export const backend: BackendPort = createHttpBackend();
