import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/http-app';
import { startServerProcess } from './support/server-process';

/*
 * Issue 24: SIGTERM stops taking requests and finishes the ones in flight. A real server process gets a request
 * whose body is still arriving when SIGTERM comes; a new connection is then refused, the first request is
 * answered in full once its body is complete, and the process exits 0.
 * Issue 32 item 3: before that, for SHUTDOWN_DRAIN_SECONDS, the instance drains: /api/ready answers 503 (the
 * balancer stops sending), /api/health still 200 (it is alive, not to be killed), and new calls are still served.
 */

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-shutdown-'));
  dataDirs.push(dir);
  return dir;
};

const body = JSON.stringify({ Country: 'AU', State: 'NSW' });

/** A get-variants call whose headers and first bytes are sent; `finish()` sends the rest and awaits the reply. */
async function slowRequest(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let reply = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    reply += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'POST /api/Vehicle/get-variants HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      'X-Showroom-Client: web',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  // Give the server the request line and headers before the signal, so the request is in flight.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    replySoFar: () => reply,
    finish: async () => {
      socket.write(body.slice(10));
      await closed;
      return reply;
    },
  };
}

const refusedOrAnswered = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 'refused' as const,
  );

function expectAnsweredInFull(reply: string) {
  expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(reply).toContain('"variantID":"AU-LUX"');
  expect(reply).toMatch(/\r\nconnection: close\r\n/i);
}

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, answers the request in flight, and exits 0', async () => {
    const server = await startServerProcess(await freePort(), { DATA_DIR: dataDir(), LOG_LEVEL: 'info' });
    const inFlight = await slowRequest(server.port);
    const exited = server.stop();

    await expect
      .poll(() => refusedOrAnswered(`http://127.0.0.1:${server.port}/api/health`), { timeout: 5_000 })
      .toBe('refused');
    expect(inFlight.replySoFar()).toBe('');
    expectAnsweredInFull(await inFlight.finish());
    const code = await exited;
    expect(code, server.output()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('drains first: not ready but alive and serving for SHUTDOWN_DRAIN_SECONDS, then closes', async () => {
    const server = await startServerProcess(await freePort(), {
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    const origin = `http://127.0.0.1:${server.port}`;
    expect(await refusedOrAnswered(`${origin}/api/ready`)).toBe(200);
    const inFlight = await slowRequest(server.port);
    const signalled = Date.now();
    const exited = server.stop();

    await expect.poll(() => refusedOrAnswered(`${origin}/api/ready`), { timeout: 2_000 }).toBe(503);
    const ready = await fetch(`${origin}/api/ready`);
    expect(((await ready.json()) as { details: unknown }).details).toEqual([
      { field: 'instance', message: 'Shutting down.' },
    ]);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    // A new call still gets its answer, and its connection is closed after it.
    const call = await fetch(`${origin}/api/Vehicle/get-variants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
      body,
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('connection')).toBe('close');

    // After the drain the port closes; the request in flight is still answered in full.
    await expect.poll(() => refusedOrAnswered(`${origin}/api/health`), { timeout: 10_000 }).toBe('refused');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(5_000);
    expect(inFlight.replySoFar()).toBe('');
    expectAnsweredInFull(await inFlight.finish());
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toMatch(/"drainSeconds":5,"msg":"draining before shutdown"/);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
