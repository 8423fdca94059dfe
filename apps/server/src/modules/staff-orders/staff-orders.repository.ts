import type { listStaffOrders } from '@showroom/contract';
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orderEvents, orderNotes, orders, outbox } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail';
import { type Cursor, cursorOf, pageOf } from '../staff';

export type OrderRow = typeof orders.$inferSelect;
type ListBody = z.output<(typeof listStaffOrders)['body']>;
export type OrderFilter = Omit<ListBody, 'cursor' | 'limit' | 'sort'>;

/** The sortable columns: the column, its SQL type for the cursor's value, and the value as text. */
const sortColumns = {
  createdAt: {
    column: orders.createdAt,
    cast: 'timestamptz',
    text: (o: OrderRow) => o.createdAt.toISOString(),
  },
  orderNo: { column: orders.orderNo, cast: 'integer', text: (o: OrderRow) => String(o.orderNo) },
  status: { column: orders.status, cast: 'text', text: (o: OrderRow) => o.status },
  driveAwayCents: {
    column: orders.driveAwayCents,
    cast: 'integer',
    text: (o: OrderRow) => String(o.driveAwayCents),
  },
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filter: OrderFilter): SQL[] {
  const conditions: SQL[] = [sql`${orders.status} <> 'NoActivity'`];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.country) conditions.push(eq(orders.country, filter.country));
  if (filter.from) conditions.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lte(orders.createdAt, new Date(`${filter.to}T23:59:59.999Z`)));
  if (filter.vin) conditions.push(ilike(orders.vin, `%${escapeLike(filter.vin)}%`));
  if (filter.orderNo) {
    const digits = filter.orderNo.replace(/\D/g, '');
    conditions.push(digits ? eq(orders.orderNo, Number(digits)) : sql`false`);
  }
  if (filter.customer) {
    const pattern = `%${escapeLike(filter.customer)}%`;
    const condition = or(
      ilike(orders.email, pattern),
      ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
    );
    if (condition) conditions.push(condition);
  }
  return conditions;
}

export function staffOrdersRepository(db: Db) {
  return {
    /** One page of orders matching the filter, in the chosen order, after the cursor (keyset). */
    async search(body: ListBody) {
      const sort = sortColumns[body.sort.by];
      const cursor: Cursor | undefined = cursorOf(body.cursor, 'cursor');
      const conditions = filterConditions(body);
      if (cursor) {
        const op = body.sort.dir === 'asc' ? sql`>` : sql`<`;
        conditions.push(
          sql`(${sort.column}, ${orders.id}) ${op} (cast(${cursor.value} as ${sql.raw(sort.cast)}), ${cursor.id})`,
        );
      }
      const order = body.sort.dir === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(order(sort.column), order(orders.id))
        .limit(body.limit + 1);
      return pageOf(rows, body.limit, (o) => ({ id: o.id, value: sort.text(o) }));
    },

    /** Every matching order for a CSV export, newest first, at most `limit`. */
    all: (filter: OrderFilter, limit: number) =>
      db
        .select()
        .from(orders)
        .where(and(...filterConditions(filter)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit),

    find: async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0],

    events: (orderId: string) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),

    notes: (orderId: string) =>
      db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt)),

    addNote: (tx: DbExecutor, note: typeof orderNotes.$inferInsert) => tx.insert(orderNotes).values(note),

    /**
     * The order's email history: what the outbox wrote to the order's address since the order began (the outbox
     * keys emails by address, not by order).
     */
    emails: (order: Pick<OrderRow, 'email' | 'createdAt'>) =>
      db
        .select({
          createdAt: outbox.createdAt,
          subject: outbox.subject,
          template: outbox.template,
          status: outbox.status,
        })
        .from(outbox)
        .where(
          and(
            eq(sql`lower(${outbox.toAddress})`, order.email.toLowerCase()),
            gte(outbox.createdAt, order.createdAt),
          ),
        )
        .orderBy(asc(outbox.createdAt)),
  };
}

export type StaffOrdersRepository = ReturnType<typeof staffOrdersRepository>;
