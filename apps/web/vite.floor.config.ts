import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The React floor's build (`npm run bench:lighthouse`): a hello-world React 19 page with the shop's plugins and build
 * target, written to var/bench/floor-dist and served by the shop's own server (WEB_DIST_DIR) beside the shop.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  root: 'floor',
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../var/bench/floor-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
