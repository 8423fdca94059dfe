import type { IncomingMessage } from 'node:http';
import { commonErrorCodes, type ErrorEnvelope, type FieldError } from '@showroom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  body: Omit<ErrorEnvelope, 'requestId' | 'status'>,
) {
  const envelope: ErrorEnvelope = { status: false, ...body, requestId: String(request.id) };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(envelope);
}

function fieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A strict body names each key it does not know as the field at fault.
    const unknownKeys =
      issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    if (unknownKeys?.length) {
      return unknownKeys.map((key) => ({
        field: path ? `${path}.${key}` : key,
        message: `${key} is not a field of this request.`,
      }));
    }
    return [{ field: path || '(body)', message: issue.message ?? 'Invalid value.' }];
  });
}

/** The most of an oversized body read and thrown away before the 413: the balancer's own limit, and some. */
const discardLimitBytes = 32 * 1024 * 1024;
const discardWaitMs = 10_000;

/**
 * Reads what is left of a refused body and throws it away (up to `discardLimitBytes`, for `discardWaitMs` at most),
 * so the 413 goes out on a connection that then closes cleanly. Answered unread, the connection closed under a
 * balancer still sending: nginx saw a broken pipe, answered 502 and took the instance out of rotation (operations
 * drill finding 3).
 */
function discardBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > discardLimitBytes) finish();
    };
    const timer = setTimeout(finish, discardWaitMs);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}

/** Fastify's own client-error codes and how each is answered. */
const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: commonErrorCodes.invalidInput,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: commonErrorCodes.invalidInput,
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: commonErrorCodes.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: commonErrorCodes.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: commonErrorCodes.invalidInput,
    message: 'The request body length does not match its Content-Length.',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    code: commonErrorCodes.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
};

/**
 * What the log keeps of an unexpected error: never the values a client sent. A failed query (Drizzle's error
 * carries the SQL and its parameters, i.e. the request's data) is logged as its SQL and the driver's error code.
 */
export function loggableError(error: Error): Error | Record<string, unknown> {
  if (!('params' in error && 'query' in error)) return error;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  return {
    type: error.constructor.name,
    message: 'A database query failed.',
    query: error.query,
    ...(cause ? { cause: { code: cause.code, message: cause.message } } : {}),
  };
}

/**
 * The one error handler: bad input → 400 with per-field details, refusals → their AppError status,
 * anything unexpected → 500 logged with its request id (never caused by what a client can send).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = fieldErrors(error);
      const first = details[0];
      const message = first ? `${first.field}: ${first.message}` : 'The request is not valid.';
      return send(reply, request, 400, { message, errorCode: commonErrorCodes.invalidInput, details });
    }
    if (error instanceof AppError) {
      return send(reply, request, error.statusCode, {
        message: error.message,
        errorCode: error.errorCode,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return discardBody(request.raw).then(() =>
        send(reply, request, known.status, { message: known.message, errorCode: known.code }),
      );
    }
    if (known) return send(reply, request, known.status, { message: known.message, errorCode: known.code });
    if (error.statusCode === 429) {
      return send(reply, request, 429, {
        message: 'Too many requests. Please wait a moment and try again.',
        errorCode: commonErrorCodes.rateLimited,
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, request, error.statusCode, {
        message: error.message,
        errorCode: commonErrorCodes.invalidInput,
      });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return send(reply, request, 500, {
      message:
        'Something went wrong on our side. Please try again; quote the request id if it keeps happening.',
      errorCode: commonErrorCodes.internal,
    });
  });
}

/** 404 envelope for an unknown API path. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, {
    message: `No API endpoint ${request.method} ${request.url.split('?')[0]}.`,
    errorCode: commonErrorCodes.notFound,
  });
}
