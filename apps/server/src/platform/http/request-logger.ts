import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogMethod = (...args: unknown[]) => void;

/**
 * A request's own logger (`request.log`), made the first time it is used. Fastify makes one per request, for what
 * a handler logs under the request id; most requests log nothing of their own (the request line is written apart,
 * request-log.ts), and a pino child per request, its bindings redacted, cost more than the rest of the line
 * (docs/performance.md). Used as Fastify's `childLoggerFactory` (app.ts).
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #log(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#log.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.#log.fatal as LogMethod)(...args);
  }

  error(...args: unknown[]): void {
    (this.#log.error as LogMethod)(...args);
  }

  warn(...args: unknown[]): void {
    (this.#log.warn as LogMethod)(...args);
  }

  info(...args: unknown[]): void {
    (this.#log.info as LogMethod)(...args);
  }

  debug(...args: unknown[]): void {
    (this.#log.debug as LogMethod)(...args);
  }

  trace(...args: unknown[]): void {
    (this.#log.trace as LogMethod)(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }
}

export const lazyRequestLogger = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyRequestLogger(parent, bindings, options);
