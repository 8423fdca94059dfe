import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small S3-compatible server for the file store's tests (neither MinIO nor another S3 server installs from npm
 * or Debian). It speaks the documented REST subset the shop uses: CreateBucket (PUT /bucket), PutObject,
 * GetObject, HeadObject and DeleteObject with path-style addressing, and it checks every request's AWS Signature
 * Version 4 (header form) and payload hash as S3 does, answering S3's XML errors (NoSuchKey, NoSuchBucket,
 * SignatureDoesNotMatch, XAmzContentSHA256Mismatch).
 */

export interface S3TestServer {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects, by `bucket/key` (for assertions on what reached the store). */
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** Whether the request carries a valid SigV4 signature by `secret` (S3 flavour: the path is not re-normalised). */
function signatureValid(request: IncomingMessage, accessKeyId: string, secret: string, payloadHash: string) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return false;
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) return false;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const names = (signedHeaders as string).split(';');
  const headers = names.map(
    (name) =>
      `${name}:${String(request.headers[name] ?? '')
        .trim()
        .replace(/\s+/g, ' ')}\n`,
  );
  const canonical = [
    request.method,
    url.pathname,
    canonicalQuery(url.searchParams),
    headers.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day as string), region as string), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature as string, 'hex'));
}

function xmlError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const accessKeyId = 'SHOWROOMTESTKEY';
  const secretAccessKey = 'showroom-test-secret-key-0123456789';
  const buckets = new Set<string>();
  const objects = new Map<string, { body: Buffer; contentType: string }>();

  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const claimed = String(request.headers['x-amz-content-sha256'] ?? '');
    if (claimed !== 'UNSIGNED-PAYLOAD' && claimed !== sha256Hex(body)) {
      return xmlError(response, 400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match.');
    }
    if (!signatureValid(request, accessKeyId, secretAccessKey, claimed)) {
      return xmlError(response, 403, 'SignatureDoesNotMatch', 'The request signature does not match.');
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.test').pathname);
    const [, bucket = '', ...rest] = path.split('/');
    const key = rest.join('/');
    if (!key) {
      if (request.method !== 'PUT') return xmlError(response, 405, 'MethodNotAllowed', 'Not supported.');
      buckets.add(bucket);
      response.writeHead(200).end();
      return;
    }
    if (!buckets.has(bucket)) return xmlError(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
    const id = `${bucket}/${key}`;
    const stored = objects.get(id);
    switch (request.method) {
      case 'PUT':
        objects.set(id, { body, contentType: String(request.headers['content-type'] ?? '') });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return;
      case 'GET':
      case 'HEAD':
        if (!stored) return xmlError(response, 404, 'NoSuchKey', 'The key does not exist.');
        response.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length });
        response.end(request.method === 'GET' ? stored.body : undefined);
        return;
      case 'DELETE':
        objects.delete(id);
        response.writeHead(204).end();
        return;
      default:
        return xmlError(response, 405, 'MethodNotAllowed', 'Not supported.');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    objects,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
