import type { Server as HttpServer } from 'node:http';
import { Server } from 'node:net';

/**
 * The first step of closing: the listening socket closes (a balancer's next connection is refused, which it may
 * retry elsewhere even for a POST, since nothing reached this instance), then the connections accepted so far
 * are given up to `graceMs` to finish. Only net.Server's close: http.Server's would also cut every connection
 * that has not started a request yet, including one accepted a moment ago whose request is still unread in its
 * socket, and the balancer would get a reset for a request it may not retry.
 */
export async function stopAccepting(server: HttpServer, graceMs: number): Promise<void> {
  Server.prototype.close.call(server);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((_error, count) => resolve(count ?? 0)),
    );
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
