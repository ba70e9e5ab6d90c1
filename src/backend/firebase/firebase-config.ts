// The Firebase project this build talks to, from the VITE_FIREBASE_* variables (.env.example).
// These values identify the project; they are not secrets. What protects the data is
// firestore.rules and storage.rules.
import type { FirebaseOptions } from 'firebase/app';
import type { OfferedHelpers } from '@/backend/port';

export interface FirebaseSettings {
  options: FirebaseOptions;
  /** Emulator hosts for local runs and tests ('127.0.0.1:9099'); absent in production. */
  emulators?: { auth?: string; firestore?: string; storage?: string };
  /** The helpers the site's Netlify functions have a provider for (VITE_HELPERS); none when absent. */
  helpers?: OfferedHelpers;
}

const HELPER_NAMES = ['translate', 'grammar'] as const;

/**
 * VITE_HELPERS: the helpers this site's functions can serve, as 'translate,grammar', 'translate',
 * 'grammar' or nothing (the default: a function without a provider fails every call). A name it
 * does not know fails the start, as a missing Firebase key does, rather than hide a helper.
 */
export function offeredHelpersFromEnv(value: string | undefined): OfferedHelpers {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !(HELPER_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `VITE_HELPERS names ${unknown.join(', ')}: it lists translate and/or grammar (.env.example)`,
    );
  }
  return { translate: names.includes('translate'), grammar: names.includes('grammar') };
}

type Env = Record<string, string | boolean | undefined>;

function read(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The settings from Vite's env; missing required keys fail loudly at start-up, not at first use. */
export function firebaseSettingsFromEnv(env: Env): FirebaseSettings {
  const options: FirebaseOptions = {
    apiKey: read(env, 'VITE_FIREBASE_API_KEY'),
    authDomain: read(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: read(env, 'VITE_FIREBASE_PROJECT_ID'),
    storageBucket: read(env, 'VITE_FIREBASE_STORAGE_BUCKET'),
    appId: read(env, 'VITE_FIREBASE_APP_ID'),
    messagingSenderId: read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
  };
  const missing = (['apiKey', 'authDomain', 'projectId', 'storageBucket', 'appId'] as const).filter(
    (key) => !options[key],
  );
  if (missing.length > 0) {
    throw new Error(
      `Firebase build without configuration: set ${missing.join(', ')} (.env.example)`,
    );
  }
  const auth = read(env, 'VITE_FIREBASE_AUTH_EMULATOR');
  const firestore = read(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR');
  const storage = read(env, 'VITE_FIREBASE_STORAGE_EMULATOR');
  return {
    options,
    ...(auth || firestore || storage ? { emulators: { auth, firestore, storage } } : {}),
    helpers: offeredHelpersFromEnv(read(env, 'VITE_HELPERS')),
  };
}

/** '127.0.0.1:9099' → host and port. */
export function splitHost(hostAndPort: string): { host: string; port: number } {
  const separator = hostAndPort.lastIndexOf(':');
  const port = Number(hostAndPort.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`Not a host:port pair: ${hostAndPort}`);
  }
  return { host: hostAndPort.slice(0, separator), port };
}
