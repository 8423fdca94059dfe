import { request } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): { data?: unknown; errorCode?: string; message?: string } & Record<string, unknown>;
}

/**
 * One shop visitor at its own loopback address (127.0.0.0/8 all reaches this machine): the balancer sees a
 * different client per address, as it would see customers. Keeps the shop's cookies like a browser and sends
 * what the web app sends on every call. A connection that breaks (an instance killed mid-request) is status 0.
 */
export function visitor(address: string, origin: string) {
  const cookies = new Map<string, string>();
  const { hostname, port } = new URL(origin);

  function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Reply>((resolve) => {
      const req = request(
        {
          host: hostname,
          port,
          method,
          path,
          localAddress: address,
          agent: false,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            'x-showroom-client': 'web',
            origin,
            ...(cookies.size
              ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
              : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            for (const line of [res.headers['set-cookie'] ?? []].flat()) {
              const [pair] = line.split(';');
              const [name, ...value] = (pair ?? '').split('=');
              if (name) cookies.set(name.trim(), value.join('='));
            }
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: text,
              json: () => JSON.parse(text),
            });
          });
          res.on('error', () => resolve({ status: 0, headers: {}, body: '', json: () => ({}) }));
        },
      );
      req.on('error', () => resolve({ status: 0, headers: {}, body: '', json: () => ({}) }));
      req.on('timeout', () => req.destroy());
      req.end(payload);
    });
  }
  return {
    address,
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
  };
}

export type Visitor = ReturnType<typeof visitor>;
