// The first-screen renderer (src/app/first-screen/render.tsx) built for Node: run by prerender-first-screen.mjs
// after the app's build, and by the server for a located first screen (apps/server/src/platform/located-page.ts),
// which loads it from dist-ssr/ beside dist/ (not served). The same CSS-module class names as the app's build,
// Radix's dialog as static markup.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@radix-ui/react-dialog': fileURLToPath(
        new URL('./src/app/first-screen/static-dialog.tsx', import.meta.url),
      ),
    },
  },
  build: {
    ssr: 'src/app/first-screen/render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
  ssr: { noExternal: true },
});
