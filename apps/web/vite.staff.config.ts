import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The back office (/staff) is a build of its own (docs/staff.md): its page, scripts and styles under dist/staff,
 * served by the server for every /staff path, so the shop's pages carry none of it (scripts/bundle-size.mjs).
 * Runs after the shop's build, which empties dist.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/staff/',
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist/staff',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: 'staff.html' },
  },
});
