import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/api` writes a new SQL migration into ./drizzle from the schema files.
// Migrations are committed and never edited once landed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  casing: undefined,
});
