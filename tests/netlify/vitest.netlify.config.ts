// Tests that run the Netlify CLI; the normal `vitest run` never sees them. Started by
// scripts/test-netlify.sh (`npm run test:netlify`).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/netlify/**/*.netlify.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
