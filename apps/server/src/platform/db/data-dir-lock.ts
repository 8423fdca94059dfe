import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** flock's exit code when another process holds the lock (`--conflict-exit-code`). */
const busy = 75;

function holderOf(dir: string): string {
  try {
    return readFileSync(join(dir, 'showroom.holder'), 'utf8').trim();
  } catch {
    return 'holder unknown';
  }
}

/**
 * PGlite allows one process per data directory and nothing stops a second one from corrupting it, so the server
 * first takes an OS advisory lock (flock) on DATA_DIR/showroom.lock, held for this process's life (decision 0036).
 * The kernel keeps it on the file, not on a process id, so it holds across PID namespaces (containers on one volume),
 * and it ends when the process ends, however it ends. Node has no flock of its own: util-linux's `flock` takes it
 * in a helper that waits on a pipe from this process, and exits (freeing the lock) when the pipe closes: on
 * `release`, or when this process dies, even by SIGKILL. Should the helper end while this process runs, `onLost`
 * is told, and this process must stop writing at once. Resolves to the function that releases the lock.
 */
export async function lockDataDir(dir: string, onLost: (reason: string) => void): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  // Its own process group: a Ctrl-C in the terminal reaches the server, which releases the lock after closing.
  const helper = spawn(
    'flock',
    [
      '--exclusive',
      '--nonblock',
      '--conflict-exit-code',
      String(busy),
      join(dir, 'showroom.lock'),
      '-c',
      'echo held; exec cat >/dev/null',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'], detached: true },
  );
  const exited = once(helper, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const held = new Promise<boolean>((resolve) => helper.stdout.once('data', () => resolve(true)));
  const outcome = await Promise.race([
    held,
    exited.then(() => false),
    once(helper, 'error').then(([error]) => error as Error),
  ]);
  if (outcome instanceof Error) {
    throw new Error(
      `The embedded database at ${dir} needs util-linux's flock to lock it: ${outcome.message}.`,
    );
  }
  if (!outcome) {
    const [code] = await exited;
    if (code === busy) {
      throw new Error(
        `The embedded database at ${dir} is in use by another process (${holderOf(dir)}). ` +
          'Stop it, or set DATA_DIR or DATABASE_URL.',
      );
    }
    throw new Error(`Could not lock the embedded database at ${dir}: flock ended with code ${code}.`);
  }
  writeFileSync(
    join(dir, 'showroom.holder'),
    `host ${hostname()}, pid ${process.pid}, since ${new Date().toISOString()}\n`,
  );
  let released = false;
  void exited.then(([code, signal]) => {
    if (!released) onLost(`its lock helper (flock) ended with ${signal ?? `code ${code}`}`);
  });
  // The helper must not keep this process alive: it lives exactly as long as this process does.
  helper.unref();
  helper.stdout.destroy();
  (helper.stdin as unknown as { unref(): void }).unref();
  return () => {
    if (released) return;
    released = true;
    helper.stdin.end();
  };
}
