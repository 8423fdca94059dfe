import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type FakeReply = { status?: number; json?: unknown; raw?: string };
export type FakeHandler = (request: RecordedRequest) => FakeReply;

/**
 * A real HTTP server on a free local port that answers like Google Maps Platform web services, with replies
 * of the documented shapes chosen per test. Every request is recorded for assertions.
 */
export interface FakeGoogleMaps {
  url: string;
  requests: RecordedRequest[];
  /** Sets the reply for a path (e.g. '/maps/api/geocode/json'); unknown paths answer 404. */
  on(path: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeGoogleMaps(): Promise<FakeGoogleMaps> {
  const handlers = new Map<string, FakeHandler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const handler = handlers.get(url.pathname);
      const reply = handler
        ? handler(request)
        : { status: 404, json: { error: { code: 404, status: 'NOT_FOUND' } } };
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(reply.raw ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
