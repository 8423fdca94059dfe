// Bundles the server with esbuild: our workspace packages are inlined (they export TypeScript source);
// every other package stays external (PGlite loads its WASM from its own folder). Migrations and the gazetteer data
// are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  // The server and the operator's commands: maintenance switch (`npm run maintenance`), campaign sender
  // (`npm run marketing`), key rotation (`npm run keys`), balance payments (`npm run record-balance`), staff
  // accounts (`npm run staff`), moving files between stores (`npm run files:move`) and the whole backup and its
  // restore (`npm run backup`, `npm run restore`).
  entryPoints: [
    'src/server.ts',
    'src/maintenance.ts',
    'src/marketing.ts',
    'src/keys.ts',
    'src/record-balance.ts',
    'src/staff.ts',
    'src/files-move.ts',
    'src/backup.ts',
    'src/restore.ts',
    // The worker thread that judges uploaded PDFs, beside the bundle where `pdf-inspector.ts` looks for it.
    { in: 'src/modules/documents/pdf-inspection.worker.ts', out: 'pdf-inspection.worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // server.ts imports tracing and then the server itself lazily: split chunks keep those imports lazy.
  splitting: true,
  sourcemap: true,
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@showroom/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The embedded gazetteer is read at run time from beside the bundle (src/platform/adapters/address/gazetteer-data.ts).
cpSync('src/platform/adapters/address/gazetteer', 'dist/gazetteer', { recursive: true });
console.info(
  'server built: dist/server.js, dist/maintenance.js, dist/marketing.js, dist/keys.js, dist/record-balance.js, dist/staff.js, dist/files-move.js, dist/backup.js, dist/restore.js, dist/pdf-inspection.worker.js',
);
