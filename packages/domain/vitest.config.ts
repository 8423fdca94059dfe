import { defineConfig } from 'vitest/config';

// The rules are pure functions (their only module-level state is memoised formats and holiday tables), so a
// worker runs its files on one module cache instead of importing the package again for each of 55 files
// (docs/testing.md: 25-37 s to 3-4 s).
export default defineConfig({ test: { isolate: false } });
