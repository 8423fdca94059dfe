import { defineConfig } from 'vitest/config';

// The scale test (test/scale/): three built server processes behind nginx on PostgreSQL (TEST_DATABASE_URL) and
// Redis (REDIS_URL, default redis://127.0.0.1:6379). `npm test -- scale` runs it after the build.
export default defineConfig({
  test: {
    include: ['test/scale/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
