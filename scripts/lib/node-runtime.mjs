// A Node.js of a given release line from the npm registry's `node` package, installed once into
// var/tools/node-<major>, whose bin/node is that release's binary. Nothing is downloaded outside the npm registry.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './ensure-install.mjs';

/** Installs Node `major` when missing; returns its binary, its version and the environment that puts it first on PATH. */
export function nodeRuntime(major) {
  const dir = join(root, 'var/tools', `node-${major}`);
  const bin = join(dir, 'node_modules/node/bin');
  const node = join(bin, 'node');
  if (!existsSync(node)) {
    console.info(`Installing Node.js ${major} from the npm registry (node@${major}) into ${dir}…`);
    const status = run('npm', [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `node@${major}`,
    ]);
    if (status !== 0 || !existsSync(node)) {
      throw new Error(`Could not install node@${major} into ${dir}.`);
    }
  }
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { node, version, env: { PATH: `${bin}:${process.env.PATH ?? ''}` } };
}
