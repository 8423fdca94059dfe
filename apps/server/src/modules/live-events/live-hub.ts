import type { LiveEvent } from '@showroom/contract';
import { and, asc, eq, gt, lt, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { liveEvents, stockUnits } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { type LiveAudience, type LiveEventRow, toLiveEvent, visibleTo } from './live-event-rows';

/** The channel the live-event triggers notify at commit (migration 0030). */
export const liveChannel = 'showroom_live';
/** Events kept for a reconnecting client; older Last-Event-IDs get a resync. */
const keepFor = '1 hour';
/** At most this many missed events are replayed; a client further behind resyncs. */
const replayLimit = 1000;

export interface LiveStream extends LiveAudience {
  send(id: number, event: LiveEvent): void;
  /** The stream ends (shutdown): the client reconnects, to this instance or another. */
  end(): void;
}

export interface LiveHub {
  /** Adds a stream; events are sent from the next one committed. Returns its removal. */
  add(stream: LiveStream): () => void;
  /** What a stream that last saw `id` missed and may see, oldest first; 'resync' when that is no longer kept. */
  since(id: number, audience: LiveAudience): Promise<{ id: number; event: LiveEvent }[] | 'resync'>;
  /** The newest event id this instance has sent. */
  lastId(): number;
  streams(): number;
  /** Ends every stream (the drain before a shutdown) and stops listening. */
  close(): Promise<void>;
}

export interface LiveHubDeps {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Sweep for holds that ran out and prune old events (the instances with background jobs). */
  sweep: boolean;
}

/**
 * This instance's share of the live events (docs/decisions/0046-live-events.md): it hears `showroom_live` (any
 * instance's commit), reads the events after the last one it sent, in id order, and hands each to its own streams that
 * may see it. Ids ascend in commit order (the triggers write under one lock), so reading `id > last` misses none and
 * sends none twice.
 */
export async function startLiveHub(deps: LiveHubDeps): Promise<LiveHub> {
  const { db } = deps.database;
  const streams = new Set<LiveStream>();
  const [top] = await db.select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)` }).from(liveEvents);
  let last = Number(top?.id ?? 0);

  let reading: Promise<void> | null = null;
  let readAgain = false;
  async function readNew() {
    do {
      readAgain = false;
      const rows = await db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, last))
        .orderBy(asc(liveEvents.id))
        .limit(500);
      const now = deps.clock.now();
      for (const row of rows) {
        last = row.id;
        const event = toLiveEvent(row, now);
        for (const stream of streams) if (visibleTo(row, stream)) stream.send(row.id, event);
      }
      if (rows.length === 500) readAgain = true;
    } while (readAgain);
  }
  function read() {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readNew()
      .catch((error) => deps.logger.warn({ err: error }, 'live events: reading new events failed'))
      .finally(() => {
        reading = null;
      });
  }

  const unlisten = await deps.database.listen(liveChannel, read, (listening) => {
    if (listening) read();
  });
  const timers: NodeJS.Timeout[] = [];
  // A notification lost with a dropped connection is caught up here.
  timers.push(setInterval(read, 5_000));
  if (deps.sweep) {
    let sweptTo = new Date(deps.clock.now().getTime() - 3_600_000);
    timers.push(
      setInterval(() => {
        const now = deps.clock.now();
        sweepEndedHolds(deps.database, sweptTo, now)
          .then(() => {
            sweptTo = new Date(now.getTime() - 5_000);
          })
          .catch((error) => deps.logger.warn({ err: error }, 'live events: hold sweep failed'));
      }, 1_000),
      setInterval(() => {
        db.delete(liveEvents)
          .where(lt(liveEvents.createdAt, sql`now() - ${keepFor}::interval`))
          .catch((error) => deps.logger.warn({ err: error }, 'live events: pruning failed'));
      }, 60_000),
    );
  }
  for (const timer of timers) timer.unref();

  return {
    add(stream) {
      streams.add(stream);
      return () => streams.delete(stream);
    },
    async since(id, audience) {
      const [oldest] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
      if (id < last && (oldest?.id == null || id < Number(oldest.id) - 1)) return 'resync';
      const rows: LiveEventRow[] = await db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, id))
        .orderBy(asc(liveEvents.id))
        .limit(replayLimit + 1);
      if (rows.length > replayLimit) return 'resync';
      const now = deps.clock.now();
      return rows
        .filter((row) => visibleTo(row, audience))
        .map((row) => ({ id: row.id, event: toLiveEvent(row, now) }));
    },
    lastId: () => last,
    streams: () => streams.size,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const stream of streams) stream.end();
      streams.clear();
      await unlisten();
    },
  };
}

/**
 * Writes one 'available again' event for each hold that ran out since the last sweep (a hold that ends is not a
 * write, decision 0020). Every instance may sweep: the dedupe key writes each once.
 */
async function sweepEndedHolds(database: Database, from: Date, to: Date): Promise<void> {
  const { db } = database;
  const window = and(
    eq(stockUnits.status, 'reserved'),
    gt(stockUnits.reservedUntil, from),
    lte(stockUnits.reservedUntil, to),
  );
  const due = await db.select({ vin: stockUnits.vin }).from(stockUnits).where(window).limit(1);
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select showroom_live_lock()`);
    const written = (await tx.execute(sql`
      insert into live_events (topic, country, data, dedupe_key)
      select 'stock', country,
        jsonb_build_object('vin', vin, 'variantId', variant_id, 'exteriorId', exterior_id,
          'interiorId', interior_id, 'status', 'available', 'reservedUntil', null),
        'hold-ended:' || vin || ':' || reserved_until::text
      from stock_units
      where status = 'reserved' and reserved_until > ${from.toISOString()} and reserved_until <= ${to.toISOString()}
      on conflict (dedupe_key) do nothing
      returning id`)) as unknown as { rows: unknown[] };
    if (written.rows.length > 0) await tx.execute(sql`select pg_notify(${liveChannel}, 'hold-ended')`);
  });
}
