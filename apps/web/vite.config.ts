/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryChunkGroups, startUpChunkName } from './vite-entry-chunk';
import { precompress } from './vite-precompress';
import { startUpPreload } from './vite-start-up-preload';

export default defineConfig({
  plugins: [react(), startUpPreload(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/idp': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // Read by scripts/bundle-size.mjs to find what a route loads initially.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: startUpChunkName('index'), priority: 40 },
            ...libraryChunkGroups,
            { name: startUpChunkName('app'), priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Each file in a VM context of its own on a reused worker, its modules (the stores of src/state/) and jsdom
    // window fresh: the files stay isolated without a new process each (docs/testing.md: 109 s to 27 s).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Journeys through lazy chunks on shared, busy machines: generous, never a timed assertion.
    testTimeout: 30_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
