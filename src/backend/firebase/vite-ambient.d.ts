// What Vite provides to the Firebase adapter, declared for the programs that do not load
// vite/client (tsconfig.server.json typechecks src/backend too). Identical to Vite's own
// declarations, so the two merge in the app program.
interface ImportMetaEnv {
  readonly VITE_BACKEND?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR?: string;
  readonly VITE_FIREBASE_FIRESTORE_EMULATOR?: string;
  readonly VITE_FIREBASE_STORAGE_EMULATOR?: string;
  readonly VITE_HELPERS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*?raw' {
  const src: string;
  export default src;
}
