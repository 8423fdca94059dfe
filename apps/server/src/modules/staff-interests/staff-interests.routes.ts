import {
  listStaffInterests,
  StaffInterestFilterFields,
  type StaffInterestRowData,
  type staffInterestKinds,
} from '@showroom/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { interests } from '../../db/schema';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import {
  actingStaff,
  csvQuery,
  csvRowLimit,
  cursorOf,
  pageOf,
  recordStaffRead,
  sendCsv,
  toCsv,
} from '../staff';

type Interest = typeof interests.$inferSelect;
type Filter = z.output<z.ZodObject<typeof StaffInterestFilterFields>>;

const typesOf: Record<(typeof staffInterestKinds)[number], Interest['interestType'][]> = {
  enquiries: ['Contact', 'TestDrive', 'CallBack'],
  waitlist: ['Waitlist'],
  'shared-links': ['ShareLink', 'ShareEmail'],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: Filter): SQL[] {
  const where: SQL[] = [inArray(interests.interestType, typesOf[filter.kind])];
  if (filter.country) where.push(eq(interests.country, filter.country));
  if (filter.from) where.push(gte(interests.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lte(interests.createdAt, new Date(`${filter.to}T23:59:59.999Z`)));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(
      ilike(interests.email, pattern),
      ilike(sql`coalesce(${interests.firstName}, '') || ' ' || coalesce(${interests.lastName}, '')`, pattern),
      ilike(interests.mobile, pattern),
    );
    if (match) where.push(match);
  }
  return where;
}

function rowOf(i: Interest): StaffInterestRowData {
  return {
    id: i.id,
    type: i.interestType,
    createdAt: i.createdAt.toISOString(),
    country: i.country,
    name: [i.firstName, i.lastName].filter(Boolean).join(' '),
    email: i.email ?? '',
    mobile: i.mobile ?? '',
    vehicle: [i.variantName, i.exteriorName, i.interiorName].filter(Boolean).join(' · '),
    driveAwayCents: i.driveAwayPriceCents,
    comments: i.comments ?? '',
    linkExpiresAt: i.linkExpiresAt?.toISOString() ?? null,
  };
}

const columns = [
  ['type', (r: StaffInterestRowData) => r.type],
  ['createdAt', (r: StaffInterestRowData) => r.createdAt],
  ['country', (r: StaffInterestRowData) => r.country],
  ['name', (r: StaffInterestRowData) => r.name],
  ['email', (r: StaffInterestRowData) => r.email],
  ['mobile', (r: StaffInterestRowData) => r.mobile],
  ['vehicle', (r: StaffInterestRowData) => r.vehicle],
  ['driveAwayCents', (r: StaffInterestRowData) => r.driveAwayCents],
  ['comments', (r: StaffInterestRowData) => r.comments],
  ['linkExpiresAt', (r: StaffInterestRowData) => r.linkExpiresAt],
] as const;

/** Enquiries, waitlist entries and shared links for staff: filtered, keyset-paged by creation time, and CSV. */
export function staffInterestsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));

    registerEndpoint(app, listStaffInterests, async (body) => {
      const where = conditions(body);
      const cursor = cursorOf(body.cursor, 'cursor');
      const newest = body.sort === 'newest';
      if (cursor) {
        const op = newest ? sql`<` : sql`>`;
        where.push(
          sql`(${interests.createdAt}, ${interests.id}) ${op} (cast(${cursor.value} as timestamptz), cast(${cursor.id} as uuid))`,
        );
      }
      const order = newest ? desc : asc;
      const rows = await deps.db
        .select()
        .from(interests)
        .where(and(...where))
        .orderBy(order(interests.createdAt), order(interests.id))
        .limit(body.limit + 1);
      const page = pageOf(rows, body.limit, (i) => ({ id: i.id, value: i.createdAt.toISOString() }));
      return { interests: page.rows.map(rowOf), nextCursor: page.nextCursor };
    });

    app.get('/api/staff/interests.csv', async (request, reply) => {
      const filter = csvQuery(z.object(StaffInterestFilterFields), request.query);
      const rows = await deps.db
        .select()
        .from(interests)
        .where(and(...conditions(filter)))
        .orderBy(desc(interests.createdAt), desc(interests.id))
        .limit(csvRowLimit);
      const read = {
        action: 'interests-exported',
        entity: 'interest',
        entityId: '*',
        filter,
        rows: rows.length,
      };
      await recordStaffRead(deps.db, actingStaff(request), read);
      return sendCsv(reply, `${filter.kind}.csv`, toCsv(columns, rows.map(rowOf)));
    });
  };
}
