import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The balancer's configuration (docs/operations.md shows the same): round robin over the instances, the client's
 * address as the only X-Forwarded-For (so a client cannot choose its own), a request that could not reach an
 * instance (refused, timed out before sending) tried on the next one, an instance that failed left alone for 2 s,
 * and which instance answered in `X-Upstream` (for the test to see the balancing).
 */
export function nginxConfig(
  dir: string,
  listenPort: number,
  upstreamPorts: readonly number[],
  backupPorts: readonly number[] = [],
): string {
  const upstreams = [
    ...upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
    // Backups take requests only while every other instance is down (a test's way to pin one instance).
    ...backupPorts.map((port) => `    server 127.0.0.1:${port} backup;`),
  ].join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream showroom {
${upstreams}
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 1m;
    location / {
      proxy_pass http://showroom;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  readonly port: number;
  /** The error log, for failure messages. */
  errors(): string;
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
  writeFileSync(conf, nginxConfig(dir, port, upstreamPorts, backupPorts));
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    const log = join(dir, 'error.log');
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
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
