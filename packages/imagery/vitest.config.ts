import { defineConfig } from 'vitest/config';

// The machine is shared: generous timeouts so a busy moment never fails a render test.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
