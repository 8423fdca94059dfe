import type { FieldError } from '@showroom/contract';

/** A refused call: the server's message, its stable code and the fields at fault. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly details: FieldError[] = [],
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for the error fetch raises when a superseded request is aborted. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
