import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/http-app';
import { startServerProcess } from './support/server-process';

/*
 * Issue 24: SIGTERM stops taking requests and finishes the ones in flight. A real server process gets a request
 * whose body is still arriving when SIGTERM comes; a new connection is then refused, the first request is
 * answered in full once its body is complete, and the process exits 0.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'showroom-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, answers the request in flight, and exits 0', async () => {
    const server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const body = JSON.stringify({ Country: 'AU', State: 'NSW' });
    const socket = connect(server.port, '127.0.0.1');
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
        `Host: 127.0.0.1:${server.port}`,
        'Content-Type: application/json',
        'X-Showroom-Client: web',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    // Give the server the request line and headers before the signal, so the request is in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop();

    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${server.port}/api/health`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 5_000 },
      )
      .toBe('refused');
    expect(reply).toBe('');
    socket.write(body.slice(10));
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply).toContain('"variantID":"AU-LUX"');
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
    const code = await exited;
    expect(code, server.output()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
