import { defineConfig } from 'vitest/config';

// The machine is shared: generous timeouts so a busy moment never fails a render test. The renderers keep no state
// between calls, so a worker's files share one module cache (docs/testing.md).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false } });
