import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the TypeScript schema and committed; the app applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
