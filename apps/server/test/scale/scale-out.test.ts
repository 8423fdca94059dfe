import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/platform/backup/restore-backup';
import { writeBackup } from '../../src/platform/backup/write-backup';
import type { Database } from '../../src/platform/db';
import { buyer, goodCard } from '../support/checkout-fixtures';
import { completeDetails, detailsBody, download, idsBody, licenceDoc } from '../support/document-fixtures';
import { openEventStream } from '../support/event-stream';
import { freePort } from '../support/http-app';
import { jpegWithMetadata } from '../support/licence-files';
import { placeOrderAs } from '../support/owner-fixtures';
import { startRedis } from '../support/redis-server';
import { sendCreateAccount } from '../support/sign-in-steps';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { TestBrowser } from '../support/test-browser';
import { createTestDatabase } from '../support/test-db';
import { type Reply, type Visitor, visitor } from './client';
import { type Instance, startInstance } from './instance';
import { type Nginx, startNginx } from './nginx';

/*
 * Issue 24, done-when 1 (and 3 on PostgreSQL): three instances of the built server behind Debian's nginx, sharing
 * one PostgreSQL and one Redis. Visitors at their own loopback addresses buy vehicles through the balancer while
 * others browse; one instance is killed (SIGKILL) mid-run and a backup is taken while the shop serves. Nothing is
 * lost, nothing is held or sent twice, the dead instance rejoins, and the reservation limit counts per visitor
 * across all instances. Issue 32, done-when 1: a licence image uploaded through one instance is served by the others,
 * all three restart in turn under load without a failed request, and when Redis dies the shop says it is not ready
 * and still stops a client at the reservation limit. The Redis is a private redis-server, so that it can be killed.
 */

type Row = Record<string, unknown>;
const query = async <T = Row>(database: Database, text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;

const upstreamOf = (headers: Record<string, unknown>) => String(headers['x-upstream'] ?? '');

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('scale-out: 3 instances behind nginx on PostgreSQL and Redis', () => {
  let database: Database & { url?: string };
  let smtp: SmtpTestServer;
  let nginx: Nginx;
  let dir: string;
  let origin: string;
  let redisPort: number;
  let redis: ChildProcess;
  let env: Record<string, string>;
  const ports: number[] = [];
  const instances: Instance[] = [];
  /** Databases the backups were restored into, dropped at the end. */
  const restoredDatabases: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpTestServer();
    dir = mkdtempSync(join(tmpdir(), 'showroom-scale-'));
    for (let i = 0; i < 4; i += 1) ports.push(await freePort());
    const nginxPort = ports.pop() as number;
    origin = `http://127.0.0.1:${nginxPort}`;
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '127.0.0.1',
      SANDBOX_HMAC_KEY: '4d'.repeat(32),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cadillac LYRIQ <no-reply@shop.example>',
      METRICS_TOKEN: 'scale-test-metrics-token',
      DATA_DIR: join(dir, 'data'),
      // Short, to keep the rolling restart quick: nginx does not poll /api/ready, so it learns of a stopping
      // instance from its refused connections, which it retries elsewhere.
      SHUTDOWN_DRAIN_SECONDS: '1',
    };
    instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
    nginx = await startNginx(join(dir, 'nginx'), nginxPort, ports);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await nginx?.stop();
    await smtp?.stop();
    redis?.kill('SIGKILL');
    if (database?.url && restoredDatabases.length > 0) {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      for (const name of restoredDatabases) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** What the seed has on sale in Australia, by configuration, so that every journey can find a vehicle. */
  async function configurationsOnSale() {
    return query<{ VariantID: string; ExteriorID: string; InteriorID: string; units: number }>(
      database,
      sql`select variant_id as "VariantID", exterior_id as "ExteriorID", interior_id as "InteriorID",
            count(*)::int as units
          from stock_units where country = 'AU' and status = 'available'
          group by 1, 2, 3 order by 4 desc, 1, 2, 3`,
    );
  }

  interface Journey {
    visitor: string;
    reserved?: string;
    paid?: 'Authorised' | 'unknown';
    placed?: number;
  }

  /** A customer's checkout through the balancer: reserve, pay the deposit in the sandbox, place the order. */
  async function buy(client: Visitor, configuration: object): Promise<Journey> {
    const journey: Journey = { visitor: client.address };
    const reservation = await client.post('/api/Order/place-reservation', {
      order: { ...buyer, Email: `buyer-${client.address}@example.com`, ...configuration },
    });
    if (reservation.status !== 200) return journey;
    const order = (reservation.json().data as { order: Record<string, string> }).order;
    journey.reserved = order.orderID;
    const payment = await client.post(`/sandbox-pay/sessions/${order.adyenSessionID}/payments`, {
      sessionData: order.adyenSessionData,
      ...goodCard,
    });
    if (payment.status !== 200) {
      journey.paid = 'unknown';
      return journey;
    }
    const { resultCode, sessionResult } = payment.json() as unknown as {
      resultCode: string;
      sessionResult: string;
    };
    if (resultCode !== 'Authorised') return journey;
    journey.paid = 'Authorised';
    const placeOrder = () =>
      client.post('/api/Order/place-order', {
        order: { OrderID: order.orderID },
        adyenSession: { SessionID: order.adyenSessionID, SessionResult: sessionResult },
      });
    let placed = await placeOrder();
    // The instance that had it may have died mid-call: the call is safe to repeat.
    if (placed.status === 0 || placed.status >= 500) placed = await placeOrder();
    journey.placed = placed.status;
    return journey;
  }

  it('buys, browses, survives a killed instance, backs up while serving, and lets the instance rejoin', async () => {
    const [, victim] = instances as [Instance, Instance, Instance];
    const onSale = await configurationsOnSale();
    expect(onSale.reduce((sum, c) => sum + c.units, 0)).toBeGreaterThanOrEqual(30);

    // 10 buyers, 3 purchases each (within the 10 a minute each may make), and 4 browsers reading the catalogue.
    const buyers = Array.from({ length: 10 }, (_, i) => visitor(`127.0.0.${10 + i}`, origin));
    const browsers = Array.from({ length: 4 }, (_, i) => visitor(`127.0.1.${10 + i}`, origin));
    const journeys: Journey[] = [];
    let killAfter: () => void = () => {};
    const killTime = new Promise<void>((resolve) => {
      killAfter = resolve;
    });
    const reads = { ok: 0, failed: 0 };
    let buying = true;

    const shopping = Promise.all(
      buyers.map(async (client, b) => {
        for (let n = 0; n < 3; n += 1) {
          const configuration = onSale[(b * 3 + n) % onSale.length] ?? {};
          const { units: _units, ...ids } = configuration as Record<string, unknown>;
          journeys.push(await buy(client, ids));
          if (journeys.length === 8) killAfter();
        }
      }),
    ).finally(() => {
      buying = false;
    });
    const browsing = Promise.all(
      browsers.map(async (client) => {
        for (let n = 0; n < 400 && (buying || n < 50); n += 1) {
          const res =
            n % 2 === 0
              ? await client.post('/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' })
              : await client.post('/api/Vehicle/get-available-inventory-filters', { Country: 'AU' });
          if (res.status === 200) reads.ok += 1;
          else reads.failed += 1;
        }
      }),
    );

    // Mid-run: kill one instance outright, then back the database up while the others serve.
    await killTime;
    await victim.kill();
    const killedPid = victim.pid;
    const before = await query<{ id: string; status: string }>(database, sql`select id, status from orders`);
    // `npm run backup` while the shop serves: pg_dump of a snapshot, the files with it.
    const midRunBackup = join(dir, 'mid-run-backup');
    await writeBackup(midRunBackup, { kind: 'postgres', url: database.url ?? '', filesInS3: false });

    await Promise.all([shopping, browsing]);

    // The dead instance's claims would run out by themselves (outbox 2 min, notifications 1 min): let the
    // database clock say they have, rather than wait.
    await database.db.execute(
      sql`update outbox set claim_expires_at = now() where claimed_by like ${`%:${killedPid}:%`} and status = 'pending'`,
    );
    await database.db.execute(
      sql`update sandbox_payment_sessions set notify_due_at = now() where notified_at is null and notify_due_at > now()`,
    );

    const settled = await eventually(
      () =>
        query<{ unsent: number; owed: number; paidNotOrdered: number }>(
          database,
          sql`select
                (select count(*)::int from outbox where status <> 'sent') as unsent,
                (select count(*)::int from sandbox_payment_sessions where notified_at is null and notify_due_at is not null) as owed,
                (select count(*)::int from sandbox_payment_sessions s
                   join order_payments p on p.id = s.reference join orders o on o.id = p.order_id
                   where s.status = 'completed' and o.status <> 'Ordered') as "paidNotOrdered"`,
        ).then((rows) => rows[0]),
      (row) => row?.unsent === 0 && row.owed === 0 && row.paidNotOrdered === 0,
    );
    expect(settled).toEqual({ unsent: 0, owed: 0, paidNotOrdered: 0 });

    // No paid order lost: every deposit the sandbox took (whatever the buyer saw) ended in an order, and every
    // buyer who saw "Authorised" owns an Ordered order.
    const orders = await query<{ id: string; status: string; vin: string }>(
      database,
      sql`select id, status, vin from orders`,
    );
    const status = new Map(orders.map((order) => [order.id, order.status]));
    const authorised = journeys.filter((j) => j.paid === 'Authorised');
    expect(authorised.length).toBeGreaterThanOrEqual(20);
    for (const journey of authorised) expect(status.get(journey.reserved ?? '')).toBe('Ordered');
    const ordered = orders.filter((order) => order.status === 'Ordered');

    // No vehicle held twice: one live order per unit, and each unit says so itself.
    const doubled = await query(
      database,
      sql`select vin, count(*)::int as n from orders where status in ('CheckoutPaymentPage', 'Ordered')
          group by vin having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    const mismatched = await query(
      database,
      sql`select o.id from orders o join stock_units u on u.vin = o.vin
          where (o.status = 'Ordered' and u.status <> 'sold')
             or (o.status = 'CheckoutPaymentPage' and (u.status <> 'reserved' or u.reservation_id <> o.id))`,
    );
    expect(mismatched).toEqual([]);

    // No email lost: one confirmation per order, every one accepted by the SMTP server. None sent twice, but for
    // a message the killed instance was sending as it died (taken over after its claim ran out: attempts > 1),
    // which goes again with the same Message-ID, so mail systems drop the copy (docs/operations.md).
    const emails = await query<{ id: string; dedupeKey: string; attempts: number }>(
      database,
      sql`select id, dedupe_key as "dedupeKey", attempts from outbox where template = 'order-confirmation'`,
    );
    expect(emails.map((email) => email.dedupeKey).sort()).toEqual(
      ordered.map((order) => `order-confirmation:${order.id}`).sort(),
    );
    const received = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = /^<([^@]+)@/.exec(mail.parsed.messageId ?? '')?.[1] ?? '';
      received.set(id, (received.get(id) ?? 0) + 1);
    }
    for (const email of emails) {
      expect(received.get(email.id) ?? 0, email.id).toBeGreaterThanOrEqual(1);
      if (email.attempts === 1) expect(received.get(email.id), email.id).toBe(1);
    }

    // The backup taken mid-run restores into a new database with every order that existed when it was taken.
    const restoredUrl = await newDatabase('restored_mid_run');
    await restoreBackup(midRunBackup, { kind: 'postgres', url: restoredUrl });
    const restored = await ordersIn(restoredUrl);
    for (const order of before) expect(restored.has(order.id), order.id).toBe(true);

    // The killed instance comes back on its port and the balancer sends it requests again.
    const revived = await startInstance(victim.port, env);
    instances[1] = revived;
    const probe = visitor('127.0.2.1', origin);
    const served = await eventually(
      async () => upstreamOf((await probe.get('/api/health')).headers),
      (upstream) => upstream.endsWith(`:${victim.port}`),
      30_000,
    );
    expect(served).toBe(`127.0.0.1:${victim.port}`);
    const upstreams = new Set<string>();
    for (let n = 0; n < 12; n += 1) upstreams.add(upstreamOf((await probe.get('/api/health')).headers));
    expect([...upstreams].sort()).toEqual(ports.map((port) => `127.0.0.1:${port}`).sort());
    // Prometheus reaches it at its own address; the balancer keeps /metrics off the public side.
    const bearer = { authorization: 'Bearer scale-test-metrics-token' };
    const rejoined = await fetch(`http://127.0.0.1:${victim.port}/metrics`, { headers: bearer });
    expect(rejoined.status).toBe(200);
    expect((await visitor('127.0.2.2', origin).get('/metrics', bearer)).status).toBe(404);

    console.info(
      `scale test: ${journeys.length} checkouts (${authorised.length} paid, ${ordered.length} ordered), ` +
        `${reads.ok} reads answered and ${reads.failed} failed while instance ${victim.port} was killed; ` +
        `${emails.filter((e) => e.attempts > 1).length} confirmation(s) taken over from the killed instance; ` +
        `mid-run backup held ${restored.size} orders`,
    );
  }, 600_000);

  it('holds the reservation limit per visitor across all instances: 10 a minute in total, not per process', async () => {
    const limited = visitor('127.0.3.1', origin);
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let n = 0; n < 15; n += 1) {
      // An incomplete order: answered 400 when let through, so no vehicle is held by the count.
      const res = await limited.post('/api/Order/place-reservation', { order: { Country: 'AU' } });
      statuses.push(res.status);
      upstreams.add(upstreamOf(res.headers));
    }
    expect(upstreams.size).toBe(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);

    // The client cannot pick another address: nginx sends the one it saw, and the instances trust only nginx.
    const forged = await limited.post(
      '/api/Order/place-reservation',
      { order: { Country: 'AU' } },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(forged.status).toBe(429);
    // Another visitor has its own ten.
    const other = visitor('127.0.3.2', origin);
    expect((await other.post('/api/Order/place-reservation', { order: { Country: 'AU' } })).status).toBe(400);
  }, 120_000);

  it('streams a hold taken through one instance to live-event clients of every instance, through nginx (issue 36)', async () => {
    // One stream on each instance. nginx's round robin need not give three in a row to three instances (an
    // instance the first test killed may still be marked down for a few seconds: CI once got two), so streams are
    // opened until each instance has one, and the others closed.
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    const extra: typeof streams = [];
    const upstreams = new Set<string | null>();
    for (let n = 0; n < 30 && upstreams.size < 3; n += 1) {
      const stream = await openEventStream(`${origin}/api/events?country=AU`);
      const upstream = stream.response.headers.get('x-upstream');
      (upstreams.has(upstream) ? extra : streams).push(stream);
      upstreams.add(upstream);
      if (upstreams.size < 3 && extra.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const stream of extra) await stream.close();
    expect(upstreams.size).toBe(3);
    const [configuration] = await configurationsOnSale();
    const holder = visitor('127.0.4.1', origin);
    const reserved = await holder.post('/api/Order/place-reservation', {
      order: { ...buyer, Email: 'live-scale@example.com', ...configuration },
    });
    expect(reserved.status, JSON.stringify(reserved.json())).toBe(200);
    for (const stream of streams) {
      await expect
        .poll(() => stream.of('stock').map((event) => (event.data as { status: string }).status), {
          timeout: 2_000,
          interval: 50,
        })
        .toContain('on-hold');
    }
    for (const stream of streams) await stream.close();
  }, 60_000);

  it('serves a licence image uploaded through one instance from each of the others (issue 32 item 1)', async () => {
    // A customer with an account (the licence belongs to a signed-in owner's order), all through the balancer.
    const email = 'ava.scale@example.com';
    const customer = new TestBrowser(origin);
    const password = 'ava-scale-password-1';
    const answer = await sendCreateAccount(customer, {
      email,
      password,
      firstName: 'Ava',
      lastName: 'Scale',
      country: 'AU',
    });
    expect(answer.status, answer.body.slice(0, 400)).toBe(200);
    const confirmLink = await eventually(
      async () =>
        smtp.received
          .filter((mail) => mail.recipients.includes(email))
          .map((mail) => /https?:\/\/\S+\/idp\/verify\/[\w-]+/.exec(mail.parsed.text ?? '')?.[0])
          .find(Boolean),
      Boolean,
      30_000,
    );
    expect(confirmLink, 'the sign-up email').toBeDefined();
    await customer.submit(await customer.go(confirmLink ?? ''), {});
    await customer.submit(answer, { email, password }, '/login');
    const [configuration] = await configurationsOnSale();
    expect(configuration, 'a vehicle left on sale').toBeDefined();
    const { units: _units, ...ids } = configuration as NonNullable<typeof configuration>;
    const order = await placeOrderAs(customer, ids, { FirstName: 'Ava', LastName: 'Scale', Email: email });

    const saved = await customer.api(
      '/api/Order/update-order-details',
      detailsBody(order.ids, completeDetails, [
        licenceDoc('Drive License Front', jpegWithMetadata(), 'front.jpg'),
      ]),
    );
    expect(saved.status, saved.body).toBe(200);
    const uploadedThrough = upstreamOf(customer.hops.at(-1)?.headers ?? {});
    const listed = await customer.api('/api/Documents/get-documents', idsBody(order.ids));
    const image = (JSON.parse(listed.body).data as { reportType: string; downloadUrl: string }[]).find(
      (document) => document.reportType === 'Drive License Front',
    );
    expect(image, listed.body).toBeDefined();

    // The balancer takes turns: fetch until every instance has served the image, each time the same bytes.
    const served = new Map<string, Buffer>();
    for (let n = 0; n < 30 && served.size < instances.length; n += 1) {
      const reply = await download(customer, image?.downloadUrl ?? '');
      expect(reply.status).toBe(200);
      served.set(reply.headers.get('x-upstream') ?? '', Buffer.from(reply.bytes));
    }
    expect([...served.keys()].sort()).toEqual(ports.map((port) => `127.0.0.1:${port}`).sort());
    const [first] = [...served.values()];
    expect(first?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    for (const bytes of served.values()) expect(bytes.equals(first as Buffer)).toBe(true);
    console.info(
      `shared files: a licence image uploaded through ${uploadedThrough || 'an instance'} was served by ${[...served.keys()].join(', ')}`,
    );
  }, 120_000);

  it('restarts every instance in turn under load with no failed request (issue 32 item 3)', async () => {
    const onSale = await configurationsOnSale();
    const failures: string[] = [];
    const answered = { reads: 0, reservations: 0, ordered: 0 };
    let loading = true;
    const record = (what: string, reply: Reply) => {
      if (reply.status === 0 || reply.status >= 500) {
        failures.push(`${what} ${reply.status} from ${upstreamOf(reply.headers) || 'no instance'}`);
      }
      return reply;
    };
    const browsing = Array.from({ length: 3 }, async (_, b) => {
      const client = visitor(`127.0.4.${10 + b}`, origin);
      for (let n = 0; loading; n += 1) {
        const reply =
          n % 3 === 0
            ? await client.post('/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' })
            : n % 3 === 1
              ? await client.post('/api/PaymentOptions/get-driveaway-cost', {
                  Country: 'AU',
                  State: 'NSW',
                  VariantID: 'AU-LUX',
                  ExteriorID: 'AU-LUX-SBM',
                  InteriorID: 'AU-LUX-JBI',
                  Options: [],
                  RegistrationType: 'Private',
                })
              : await client.get('/api/health');
        if (record(`read ${n}`, reply).status < 400) answered.reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    // Buyers, each journey from a new address (its own reservation limit): reserve, pay, place the order.
    let journey = 0;
    const reservationStatuses = new Map<number, number>();
    const buying = Array.from({ length: 2 }, async () => {
      while (loading && journey < 60) {
        journey += 1;
        const client = visitor(`127.5.${Math.floor(journey / 250)}.${(journey % 250) + 1}`, origin);
        const { units: _units, ...ids } = (onSale[journey % Math.max(onSale.length, 1)] ?? {}) as Record<
          string,
          unknown
        >;
        const reserved = record(
          'place-reservation',
          await client.post('/api/Order/place-reservation', {
            order: { ...buyer, Email: `restart-${journey}@example.com`, ...ids },
          }),
        );
        reservationStatuses.set(reserved.status, (reservationStatuses.get(reserved.status) ?? 0) + 1);
        if (reserved.status !== 200) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        answered.reservations += 1;
        const order = (reserved.json().data as { order: Record<string, string> }).order;
        const payment = record(
          'sandbox payment',
          await client.post(`/sandbox-pay/sessions/${order.adyenSessionID}/payments`, {
            sessionData: order.adyenSessionData,
            ...goodCard,
          }),
        );
        if (payment.status !== 200) continue;
        const { sessionResult } = payment.json() as unknown as { sessionResult: string };
        const placed = record(
          'place-order',
          await client.post('/api/Order/place-order', {
            order: { OrderID: order.orderID },
            adyenSession: { SessionID: order.adyenSessionID, SessionResult: sessionResult },
          }),
        );
        if (placed.status === 200) answered.ordered += 1;
      }
    });

    const started = Date.now();
    await eventually(
      async () => answered.reads,
      (reads) => reads >= 20,
      30_000,
    );
    // Rolling restart as docs/operations.md has it for nginx: mark the instance down (reload), SIGTERM (drain, then
    // close), wait for the exit, start it again, wait until ready, mark it up (reload), next.
    for (let i = 0; i < instances.length; i += 1) {
      const old = instances[i] as Instance;
      await nginx.setDown(old.port, true);
      expect(await old.stop(), old.output()).toBe(0);
      instances[i] = await startInstance(old.port, env);
      await nginx.setDown(old.port, false);
    }
    const restartedIn = Date.now() - started;
    // Each restarted instance serves again through the balancer.
    const probe = visitor('127.0.4.100', origin);
    const upstreams = new Set<string>();
    await eventually(
      async () => upstreams.add(upstreamOf((await probe.get('/api/health')).headers)).size,
      (size) => size === instances.length,
      30_000,
    );
    loading = false;
    await Promise.all([...browsing, ...buying]);

    console.info(
      `rolling restart: 3 instances in ${(restartedIn / 1000).toFixed(1)} s under load, ${answered.reads} reads, ` +
        `${answered.reservations} reservations, ${answered.ordered} orders, ${failures.length} failed; reservations answered ` +
        JSON.stringify(Object.fromEntries(reservationStatuses)),
    );
    expect(
      failures,
      nginx
        .errors()
        .split('\n')
        .filter((line) => line.includes('upstream'))
        .join('\n'),
    ).toEqual([]);
    expect(answered.reads).toBeGreaterThan(50);
    expect(answered.reservations).toBeGreaterThan(0);
    // The balancer takes the largest body the shop does (a licence upload is well over nginx's default 1 MB).
    const upload = await probe.post('/api/Order/update-order-details', { padding: 'x'.repeat(2_000_000) });
    expect(upload.status).not.toBe(413);
    expect(upload.status).toBeLessThan(500);
    // A body over another call's limit gets the shop's 413 through nginx, never a 502 that takes the instance out
    // of rotation (operations drill finding 3: a few such requests could leave no instance to send to).
    const oversized: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const reply = await probe.post('/api/Vehicle/get-variants', {
        Country: 'AU',
        State: 'NSW',
        padding: 'x'.repeat(2_000_000),
      });
      oversized.push(reply.status);
    }
    expect(oversized).toEqual([413, 413, 413, 413, 413, 413]);
    const stillServing = new Set<string>();
    for (let n = 0; n < 6; n += 1) stillServing.add(upstreamOf((await probe.get('/api/health')).headers));
    expect(stillServing.size).toBe(instances.length);
  }, 300_000);

  it('without Redis: not ready, naming Redis, and the reservation limit still stops a client (issue 32 item 1)', async () => {
    redis.kill('SIGKILL');
    await once(redis, 'exit');
    for (const instance of instances) {
      const reply = await eventually(
        () =>
          fetch(`http://127.0.0.1:${instance.port}/api/ready`).then(async (res) => ({
            status: res.status,
            body: await res.json(),
          })),
        (ready) => ready.status === 503,
        20_000,
      );
      expect(reply.status, `instance ${instance.port}`).toBe(503);
      expect(reply.body).toMatchObject({ details: [{ field: 'redis' }] });
    }
    // (Each instance is asked at its own address: through nginx a 503 counts as the instance failing and takes
    // it out of rotation for 5 s, docs/operations.md "Behind a balancer".)

    // Each instance now counts on its own (10 a minute): a client is let through at most 10 times by each, and
    // then refused by all of them, never let through without end.
    const client = visitor('127.0.6.2', origin);
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      statuses.push((await client.post('/api/Order/place-reservation', { order: { Country: 'AU' } })).status);
    }
    const letThrough = statuses.filter((status) => status === 400).length;
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(letThrough).toBeGreaterThanOrEqual(10);
    expect(letThrough).toBeLessThanOrEqual(30);
    expect(statuses.slice(-6)).toEqual([429, 429, 429, 429, 429, 429]);

    // Redis back on its port: every instance is ready again by itself.
    redis = await startRedis(redisPort);
    for (const instance of instances) {
      const status = await eventually(
        () => fetch(`http://127.0.0.1:${instance.port}/api/ready`).then((res) => res.status),
        (code) => code === 200,
        30_000,
      );
      expect(status, `instance ${instance.port}`).toBe(200);
    }
    console.info(
      `without Redis: a client was let through ${letThrough} times in 40 reservations across 3 instances`,
    );
  }, 120_000);

  async function newDatabase(suffix: string): Promise<string> {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const name = `${new URL(database.url ?? '').pathname.slice(1)}_${suffix}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(database.url ?? '');
    url.pathname = `/${name}`;
    restoredDatabases.push(name);
    return url.toString();
  }

  async function ordersIn(url: string): Promise<Map<string, string>> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; status: string }>('select id, status from orders');
      return new Map(rows.map((row) => [row.id, row.status]));
    } finally {
      await client.end();
    }
  }
});
