import { liveEventsPath } from '@showroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { LiveAudience } from './live-event-rows';
import type { LiveHub, LiveStream } from './live-hub';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const heartbeatMs = 25_000;

export interface LiveEventsRoutesDeps {
  hub: LiveHub;
  /** A visitor's tabs hold one stream each; more than this from one address is refused (LIVE_STREAMS_PER_CLIENT). */
  streamsPerClient: number;
  signedInCustomer(request: FastifyRequest): Promise<string | null>;
}

const country = (value: unknown): LiveAudience['country'] =>
  value === 'AU' || value === 'NZ' ? value : null;

/** The last event the client saw: the browser's Last-Event-ID header on a reconnect, or `?since=` on a new page. */
function lastSeen(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown>).since;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * `GET /api/events` (visitors: stock and prices of `?country=`, their own orders' steps when signed in) and
 * `GET /api/staff/events` (staff: every order's steps too). Server-Sent Events: `retry`, the missed events after
 * Last-Event-ID (or `resync`), then each new event once, a heartbeat comment every 25 s.
 */
export function liveEventsRoutes(deps: LiveEventsRoutesDeps) {
  const perClient = new Map<string, number>();

  async function stream(request: FastifyRequest, reply: FastifyReply, audience: LiveAudience) {
    const client = request.ip;
    const open = perClient.get(client) ?? 0;
    if (open >= deps.streamsPerClient) {
      throw new AppError(429, 'TooManyStreams', 'Too many live connections from this browser. Close a tab.');
    }
    perClient.set(client, open + 1);
    const since = lastSeen(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    raw.write('retry: 3000\n\n');
    let sent = since ?? deps.hub.lastId();
    let replaying = since !== null;
    const held: { id: number; text: string }[] = [];
    const write = (id: number, text: string) => {
      if (id <= sent) return;
      sent = id;
      raw.write(text);
    };
    const live: LiveStream = {
      ...audience,
      send(id, event) {
        const text = `id: ${id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`;
        if (replaying) held.push({ id, text });
        else write(id, text);
      },
      end: () => raw.end(),
    };
    const remove = deps.hub.add(live);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
    heartbeat.unref();
    raw.on('close', () => {
      clearInterval(heartbeat);
      remove();
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    if (since === null) return;
    try {
      const missed = await deps.hub.since(since, audience);
      if (missed === 'resync') {
        raw.write(
          `event: resync\ndata: ${JSON.stringify({ reason: 'Missed events are no longer kept.' })}\n\n`,
        );
        sent = Math.max(sent, deps.hub.lastId());
      } else {
        for (const { id, event } of missed)
          write(id, `id: ${id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`);
      }
    } finally {
      replaying = false;
      for (const { id, text } of held) write(id, text);
    }
  }

  return async (app: FastifyInstance) => {
    app.get(liveEventsPath, async (request, reply) => {
      const customerId = await deps.signedInCustomer(request);
      await stream(request, reply, {
        country: country((request.query as Record<string, unknown>).country),
        customerId,
        staff: false,
      });
    });
    app.get('/api/staff/events', { preHandler: app.requireStaff('viewer') }, async (request, reply) => {
      await stream(request, reply, { country: null, customerId: null, staff: true });
    });
  };
}
