import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const nginxBinary = '/usr/sbin/nginx';

/**
 * Debian's nginx, installed when missing and this runs as root (as the browser tests install Chromium); otherwise
 * an error that says what to install.
 */
export function ensureNginx(): string {
  if (existsSync(nginxBinary)) return nginxBinary;
  if (process.getuid?.() === 0) {
    // policy-rc.d or not, the package's own service is not what the test runs: it starts its own nginx below.
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
    if (existsSync(nginxBinary)) return nginxBinary;
  }
  throw new Error(
    "The scale test needs Debian's nginx at /usr/sbin/nginx: run `sudo apt-get install -y nginx`.",
  );
}

const deployedConfig = fileURLToPath(new URL('../../../../deploy/nginx/showroom.conf', import.meta.url));

function swap(text: string, from: string | RegExp, to: string): string {
  const swapped = text.replace(from, to);
  if (swapped === text)
    throw new Error(`deploy/nginx/showroom.conf no longer has ${from}: update test/scale/nginx.ts`);
  return swapped;
}

/**
 * The balancer's configuration: deploy/nginx/showroom.conf as operators run it, with only its ports and paths
 * changed (listen on loopback, the instances at the test's ports, pid, logs and temp files under `dir`), plus
 * which instance answered in `X-Upstream` (for the test to see the balancing). Backup instances take requests
 * only while every other one is down (a test's way to pin one instance); `down` ones take none (a restart).
 */
export function nginxConfig(
  dir: string,
  listenPort: number,
  upstreamPorts: readonly number[],
  backupPorts: readonly number[] = [],
  downPorts: ReadonlySet<number> = new Set(),
): string {
  const file = readFileSync(deployedConfig, 'utf8');
  const servers =
    /^( *)server 10\.0\.0\.\d+:3000( [^;\n]*)?;\n(?:\1server 10\.0\.0\.\d+:3000[^;\n]*;\n)*/m.exec(file);
  if (!servers)
    throw new Error('deploy/nginx/showroom.conf has no upstream servers: update test/scale/nginx.ts');
  const [, indent, parameters = ''] = servers;
  const upstreams = [
    ...upstreamPorts.map(
      (port) => `${indent}server 127.0.0.1:${port}${parameters}${downPorts.has(port) ? ' down' : ''};\n`,
    ),
    ...backupPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters} backup;\n`),
  ].join('');
  let config = swap(file, servers[0], upstreams);
  config = swap(config, /^( *)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  config = swap(config, '/run/nginx-showroom.pid', `${dir}/nginx.pid`);
  config = swap(config, /\/var\/log\/nginx\//g, `${dir}/`);
  config = swap(config, /\/var\/lib\/nginx\//g, `${dir}/`);
  return swap(
    config,
    /^( *)server_tokens off;$/m,
    '$1server_tokens off;\n$1add_header X-Upstream $upstream_addr always;',
  );
}

export interface Nginx {
  readonly port: number;
  /** The error log, for failure messages. */
  errors(): string;
  /**
   * The restart procedure's balancer step (docs/operations.md "Restarts"): the instance marked `down` (or back),
   * then nginx reloads its configuration gracefully.
   */
  setDown(port: number, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with its configuration, pid and logs under `dir`; resolves once it listens. */
export async function startNginx(
  dir: string,
  port: number,
  upstreamPorts: readonly number[],
  backupPorts: readonly number[] = [],
): Promise<Nginx> {
  const binary = ensureNginx();
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  const down = new Set<number>();
  writeFileSync(conf, nginxConfig(dir, port, upstreamPorts, backupPorts));
  // Run as root (a container's test run), nginx's workers would be `nobody`, shut out of `dir` (mode 700).
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', conf, '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    const log = join(dir, 'showroom-error.log');
    return stderr + (existsSync(log) ? readFileSync(log, 'utf8') : '');
  };
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then(() => true)
      .catch(() => false);
    if (up) break;
    if (tries > 100) throw new Error(`nginx did not listen on ${port}:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    errors,
    setDown: async (instancePort, isDown) => {
      if (isDown) down.add(instancePort);
      else down.delete(instancePort);
      writeFileSync(conf, nginxConfig(dir, port, upstreamPorts, backupPorts, down));
      child.kill('SIGHUP');
      // New workers take the new configuration within moments; the old ones only finish what they have.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
