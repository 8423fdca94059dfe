import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db';
import { freePort } from './support/http-app';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { createTestDatabase } from './support/test-db';

/*
 * Issue 24: tracing is optional and standard. A server process started with OTEL_EXPORTER_OTLP_ENDPOINT sends its
 * spans over OTLP (JSON here) to a collector this test runs: a request's span continues the caller's
 * `traceparent`, is named by its route, and (on PostgreSQL) its queries are spans of the same trace.
 */

interface Span {
  traceId: string;
  name: string;
  scope: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  const spans: Span[] = [];
  /** Every path the server posted to: traces only (metrics are Prometheus's, logs go to stdout). */
  const paths: string[] = [];
  let collector: Server;
  let server: ServerProcess;
  let database: (Database & { url?: string }) | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-tracing-'));

  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        paths.push(request.url ?? '');
        if (request.url !== '/v1/traces') return response.writeHead(404).end();
        const data = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<Span, 'scope'>[] }[] }[];
        };
        for (const resource of data.resourceSpans) {
          for (const scoped of resource.scopeSpans) {
            for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope.name });
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    const collectorPort = await freePort();
    await new Promise<void>((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
    server = await startServerProcess(await freePort(), {
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'showroom-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => collector.close(resolve));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports the request span under the caller’s trace, named by its route, with its queries', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(
      `http://127.0.0.1:${server.port}/api/Vehicle/get-variants?email=jo%40example.com`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-showroom-client': 'web',
          // Forged by the client: TRUST_PROXY is not set, so no hop is trusted (operations drill: it was exported).
          'x-forwarded-for': '203.0.113.77',
          traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
        },
        body: JSON.stringify({ Country: 'AU', State: 'NSW' }),
      },
    );
    expect(response.status).toBe(200);
    await expect
      .poll(
        () => spans.some((span) => span.traceId === traceId && span.scope.endsWith('instrumentation-http')),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    const request = spans.find(
      (span) => span.traceId === traceId && span.scope.endsWith('instrumentation-http'),
    );
    expect(request?.name).toBe('POST /api/Vehicle/get-variants');
    expect(request?.attributes).toContainEqual({
      key: 'http.route',
      value: { stringValue: '/api/Vehicle/get-variants' },
    });
    // The URL as the logs have it: no query string, nothing that identifies anyone.
    expect(JSON.stringify(request?.attributes)).not.toMatch(/example\.com|email=/);
    // No client address at all: neither the forged one nor the socket's peer.
    expect(JSON.stringify(request?.attributes)).not.toMatch(/203\.0\.113\.77|client\.address|peer\.address/);
    expect(new Set(paths)).toEqual(new Set(['/v1/traces']));
    if (database) {
      expect(
        spans.some((span) => span.traceId === traceId && span.scope.endsWith('instrumentation-pg')),
      ).toBe(true);
    }
  });
});

describe('tracing with a collector that does not answer', () => {
  it('logs the failure once and does not slow the shutdown', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-tracing-dead-'));
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    try {
      const server = await startServerProcess(await freePort(), {
        DATA_DIR: dataDir,
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
        // Nothing listens there.
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
      const warning = 'Traces cannot be exported';
      for (let round = 0; round < 3; round += 1) {
        await fetch(`http://127.0.0.1:${server.port}/api/ready`);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await expect.poll(() => server.output().includes(warning), { timeout: 10_000 }).toBe(true);
      await fetch(`http://127.0.0.1:${server.port}/api/ready`);
      const stopping = Date.now();
      expect(await server.stop()).toBe(0);
      // Without tracing a shutdown takes 2 s or so; the drill saw 10 s with a dead collector.
      expect(Date.now() - stopping).toBeLessThan(6_000);
      expect(server.output().split(warning).length - 1).toBe(1);
    } finally {
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
