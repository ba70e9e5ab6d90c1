// Build-time choice of the backend adapter. With VITE_BACKEND=firebase (environment or .env
// file), '@/backend/adapter' resolves to the Firebase adapter; otherwise to the self-hosted one.
// An alias rather than an `if`: Firebase's modules register themselves on import, so a
// statically imported but unused SDK would stay in the self-hosted bundle.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const ADAPTER_MODULE = '@/backend/adapter';
/** The same module after the '@' alias (which Vite applies before any plugin sees the id). */
const ADAPTER_FILE = fileURLToPath(new URL('../src/backend/adapter', import.meta.url));
const FIREBASE_ADAPTER = fileURLToPath(
  new URL('../src/backend/firebase/firebase-adapter.ts', import.meta.url),
);

export function backendAdapter(): Plugin {
  let firebase = false;
  return {
    name: 'sahas-backend-adapter',
    enforce: 'pre',
    configResolved(config) {
      firebase = config.env['VITE_BACKEND'] === 'firebase';
    },
    resolveId(source) {
      const isAdapter =
        source === ADAPTER_MODULE || source === ADAPTER_FILE || source === `${ADAPTER_FILE}.ts`;
      return firebase && isAdapter ? FIREBASE_ADAPTER : null;
    },
  };
}
