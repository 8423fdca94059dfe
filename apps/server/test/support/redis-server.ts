import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A private `redis-server` on this port (no snapshots, no append-only file): a Redis a test may kill and start again
 * without touching the one the rest of the run shares. Resolves once it accepts connections.
 */
export async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk) => String(chunk).includes('Ready to accept connections') && resolve());
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return server;
}
