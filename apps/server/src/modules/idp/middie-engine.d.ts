/** @fastify/middie's matching engine (lib/engine.js), which the package does not type. */
declare module '@fastify/middie/lib/engine.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Next = (error?: Error) => void;
  interface Engine {
    use(
      path: string,
      middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
    ): Engine;
    run(req: IncomingMessage, res: ServerResponse, context: Next): void;
  }
  export default function middie(
    complete: (error: Error | undefined, req: IncomingMessage, res: ServerResponse, context: Next) => void,
    options?: {
      ignoreTrailingSlash?: boolean;
      ignoreDuplicateSlashes?: boolean;
      useSemicolonDelimiter?: boolean;
    },
  ): Engine;
}
