// The first-screen renderer (src/app/first-screen/render.tsx) built for Node: run by prerender-first-screen.mjs
// after the app's build, and by the server for a located first screen (apps/server/src/platform/located-page.ts),
// which loads it from dist-ssr/ beside dist/ (not served). The same CSS-module class names as the app's build,
// Radix's dialog as static markup, and the lazy parts as their fallbacks.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app's dynamic imports never settle in this build, so its lazy parts render as their fallbacks, every time: what
 * the browser's first render shows (their chunks are not there yet), which replaces the server's markup. Settled,
 * they would render from the second request on, below-the-fold sections with the server's empty stores, dead until
 * React replaced them with fallbacks and then brought them back.
 */
function lazyPartsAsFallbacks(): Plugin {
  return {
    name: 'first-screen-lazy-parts-as-fallbacks',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/src/') || !code.includes('import(')) return null;
      return code.replace(/\bimport\((?=\s*['"`])/g, '(() => new Promise(() => {}))(');
    },
  };
}

export default defineConfig({
  plugins: [lazyPartsAsFallbacks(), react()],
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
