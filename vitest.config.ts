import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverProject = (name: string, db: string) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** The server suite runs on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'print-agent', include: ['apps/print-agent/src/**/*.test.ts'], testTimeout: 30_000 } },
      serverProject('server-pglite', 'pglite'),
      ...(onPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        // include is relative to the project root (apps/web).
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], root: './apps/web' },
      },
    ],
  },
});
