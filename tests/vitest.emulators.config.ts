// Tests that need the Firebase emulators; the normal `vitest run` never sees them. Started by
// scripts/firebase-tests.sh under `firebase emulators:exec`.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/firebase/**/*.test.ts', 'tests/rules/**/*.test.ts'],
    // One emulator, shared state: files run one after another.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
