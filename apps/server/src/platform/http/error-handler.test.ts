import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler';

describe('loggableError (issue 15.9: logs never carry request bodies)', () => {
  it('keeps a failed query’s SQL and driver code but none of its parameters', () => {
    const cause = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    const error = new DrizzleQueryError(
      'insert into "tracking_events" ("event_name") values ($1)',
      ['alex@example.com', 'x\ud800'],
      cause,
    );
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain('alex@example.com');
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      message: 'A database query failed.',
      query: 'insert into "tracking_events" ("event_name") values ($1)',
      cause: { code: '22P05', message: 'unsupported Unicode escape sequence' },
    });
  });

  it('leaves any other error as it is', () => {
    const error = new TypeError('boom');
    expect(loggableError(error)).toBe(error);
  });
});
