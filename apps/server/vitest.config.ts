import { defineConfig } from 'vitest/config';

// test/multi-process/ starts several server processes on one PostgreSQL: it runs when TEST_DATABASE_URL is set
// (the server-postgres suite), because PGlite allows one process per database.
const multiProcess = process.env.TEST_DATABASE_URL ? ['test/multi-process/**/*.test.ts'] : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/*.test.ts', ...multiProcess],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
