import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { routeForLog } from '../observability/logger';

/**
 * The request log: one line per request, written when it is answered (method, route, status and
 * milliseconds, under the request id), never a header or a body. Fastify's own pair of lines per request cost a
 * third of what the pipeline adds to a request (docs/performance.md). The path is the route template it matched,
 * else masked with its query dropped (`routeForLog`): a log line tells which page or call was asked, never for whom.
 *
 * The line goes through a sibling of the server's logger made once (`attach`), without its redaction: the line
 * holds only the fields above, none of them a personal key, and redacting them cost more than writing them.
 * Errors and everything a handler logs still go through the request's own, redacting logger.
 */
export class RequestLog extends LogController {
  #lines: FastifyBaseLogger | undefined;

  /** Called once the server's logger exists (buildApp). */
  attach(logger: FastifyBaseLogger): void {
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const fields = {
      method: request.method,
      path: routeForLog(request),
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (this.#lines) this.#lines.info({ [this.requestIdLogLabel]: request.id, ...fields }, 'request');
    else reply.log.info(fields, 'request');
  }
}
