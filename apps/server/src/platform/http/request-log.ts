import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The request log: one line per request, written when it is answered (method, path with its query, status and
 * milliseconds, under the request id), never a header or a body. Fastify's own pair of lines per request cost a
 * third of what the pipeline adds to a request (docs/performance.md).
 */
export class RequestLog extends LogController {
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
    reply.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request',
    );
  }
}
