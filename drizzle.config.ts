import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes SQL migrations for the schema (server/db/schema/, one file per area, read through its
 * index); the server applies them at boot.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
