import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pathForLog } from '../observability/logger';

/**
 * The request log: one line per request, written when it is answered (method, masked path, status and
 * milliseconds, under the request id), never a header or a body. Fastify's own pair of lines per request cost a
 * third of what the pipeline adds to a request (docs/performance.md). The path is masked and its query dropped
 * (`pathForLog`): a log line tells which page or call was asked, never for whom.
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
      {
        method: request.method,
        path: pathForLog(request.url),
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    );
  }
}
