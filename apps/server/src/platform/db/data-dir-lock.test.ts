import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serverEntry } from '../../../test/support/server-process';
import { lockDataDir } from './data-dir-lock';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function run(child: ChildProcess): { output: () => string; exited: Promise<number | null> } {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { output: () => output, exited: once(child, 'exit').then(([code]) => code as number | null) };
}

/** The real server entry, in a PID namespace of its own (as a second container on the same volume is). */
function startServerInOwnPidNamespace(dataDir: string) {
  const child = spawn('unshare', ['--pid', '--fork', '--map-root-user', process.execPath, ...serverEntry()], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '39991',
      PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  return run(child);
}

describe('the lock on DATA_DIR', () => {
  it('refuses a second shop process started in another PID namespace, and the first keeps its lock', async () => {
    const dataDir = freshDataDir();
    const lost: string[] = [];
    const release = await lockDataDir(dataDir, (reason) => lost.push(reason));
    cleanups.push(release);

    const second = startServerInOwnPidNamespace(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The embedded database at ${dataDir} is in use by another process`);
    expect(second.output()).toContain(`pid ${process.pid}`);

    // The first still holds it: another attempt is refused, and it was never told it lost it.
    await expect(lockDataDir(dataDir, () => {})).rejects.toThrow(/in use by another process/);
    expect(lost).toEqual([]);
  }, 90_000);

  it('is free again as soon as its holder is killed with SIGKILL', async () => {
    const dataDir = freshDataDir();
    const holder = spawn(process.execPath, ['--import', 'tsx', 'test/support/data-dir-holder.ts', dataDir], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => holder.kill('SIGKILL'));
    const { output, exited } = run(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', () => output().includes('held') && resolve());
      void exited.then(() => reject(new Error(`holder exited:\n${output()}`)));
    });
    await expect(lockDataDir(dataDir, () => {})).rejects.toThrow(
      /in use by another process \(host .*, pid \d+/,
    );

    holder.kill('SIGKILL');
    await exited;
    // The helper sees its pipe close and exits at once; allow it a moment.
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        cleanups.push(await lockDataDir(dataDir, () => {}));
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 60_000);

  it('releases on request, so the next process takes it', async () => {
    const dataDir = freshDataDir();
    const release = await lockDataDir(dataDir, () => {});
    release();
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        cleanups.push(await lockDataDir(dataDir, () => {}));
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
});
