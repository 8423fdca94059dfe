import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../clock';
import { badField, notFound } from './app-error';

export const testClockPath = '/__test/clock';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string | undefined, token: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(token));

const body = z.strictObject({
  /** Move the clock so that it reads this instant now (ISO 8601 with a zone). */
  at: z.iso.datetime({ offset: true }).optional(),
  /** Or set the offset from the real time directly (0: the real time again). */
  offsetMs: z.number().int().optional(),
});

/**
 * Test runs only (`TEST_CLOCK_TOKEN`, README "Settings"): `POST /__test/clock` with `Authorization: Bearer <token>`
 * and `{ at }` or `{ offsetMs }` moves the server's clock; `{}` reads it. Answers the clock's time and offset.
 * Without the token's header the route answers 404, like a shop without it.
 */
export function testClockRoutes(deps: { clock: MovableClock; token: string }) {
  return async (app: FastifyInstance) => {
    app.post(testClockPath, { schema: { hide: true } }, async (request) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!sameToken(bearer, deps.token)) throw notFound();
      const parsed = body.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badField(String(issue?.path[0] ?? 'at'), issue?.message ?? 'Invalid.');
      }
      if (parsed.data.at) {
        const offset = deps.clock.offsetMs() + Date.parse(parsed.data.at) - deps.clock.now().getTime();
        deps.clock.setOffset(offset);
      } else if (parsed.data.offsetMs !== undefined) deps.clock.setOffset(parsed.data.offsetMs);
      request.log.warn({ offsetMs: deps.clock.offsetMs() }, 'test clock moved');
      return { now: deps.clock.now().toISOString(), offsetMs: deps.clock.offsetMs() };
    });
  };
}
