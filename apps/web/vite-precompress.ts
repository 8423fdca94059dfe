import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a `.br` and a `.gz` beside every text asset of the build, once, at the highest levels, so the server
 * sends compressed files without compressing per request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'showroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!compressible.test(path)) continue;
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
