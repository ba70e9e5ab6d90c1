import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from server/db/schema.ts. The server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
