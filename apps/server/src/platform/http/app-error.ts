import type { FieldError } from '@showroom/contract';

/**
 * A refusal the client can act on: thrown by services, answered by the one error handler
 * as an envelope with this status, code and message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    readonly errorCode: string,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 for one bad field, with the field named in `details`. */
export function badField(field: string, message: string): AppError {
  return new AppError(400, 'InvalidInput', message, [{ field, message }]);
}

/** 404 that reads the same whether the thing is missing or belongs to someone else. */
export function notFound(what = 'The requested record'): AppError {
  return new AppError(404, 'NotFound', `${what} was not found.`);
}

/** 404 for an id in the request that names nothing we know (or something of another market), the field in `details`. */
export function unknownField(field: string, message: string): AppError {
  return new AppError(404, 'NotFound', message, [{ field, message }]);
}
