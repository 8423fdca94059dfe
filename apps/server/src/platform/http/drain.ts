import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the drain before a shutdown: `/api/ready` answers 503 and every reply closes its connection, while
     * the instance goes on serving until `close()` (main.ts waits SHUTDOWN_DRAIN_SECONDS in between).
     */
    beginDrain(): void;
  }
}

/**
 * From the moment a shutdown begins (the drain, then the close): not ready, and every reply closes its keep-alive
 * connection, so the process is not held open by idle clients and the balancer's next request goes elsewhere.
 * Answers whether that moment has come (for readiness), and `onDrain` for what must end then rather than at the
 * close: streams that would otherwise hold their clients on this instance (live events).
 */
export function registerDrain(app: FastifyInstance): {
  closing: () => boolean;
  onDrain(drain: () => void): void;
} {
  let closing = false;
  const drains: (() => void)[] = [];
  const begin = () => {
    if (!closing) for (const drain of drains) drain();
    closing = true;
  };
  app.decorate('beginDrain', begin);
  app.addHook('preClose', (done) => {
    begin();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return { closing: () => closing, onDrain: (drain) => drains.push(drain) };
}
