import { chargedStatuses } from '@showroom/domain';
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { exteriors, orderPaymentLogs, orderPayments, orders, stockUnits } from '../../db/schema';
import { extensionLeft } from '../../db/schema/hold-rules';
import type { Db } from '../../platform/db';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { recordOrderEvent } from '../order-progress';
import { expireOpenAttempts, moveUnit } from '../payments';
import { onOffer } from '../stock-availability';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Who may act on an order: the browser that reserved it, or the signed-in customer stored on it. */
export interface OrderOwner {
  tokenHash: string | undefined;
  customerId: string | null;
}

export interface UnitWanted {
  country: string;
  variantId: string;
  exteriorId: string;
  interiorId: string;
}

/** The orders of the browser or of the signed-in customer; undefined when the owner names neither. */
function ownedBy(owner: OrderOwner) {
  const whose = [
    owner.tokenHash ? eq(orders.browserTokenHash, owner.tokenHash) : undefined,
    owner.customerId ? eq(orders.customerId, owner.customerId) : undefined,
  ].filter((condition) => condition !== undefined);
  return whose.length > 0 ? or(...whose) : undefined;
}

/** Orders, their payment attempts and the stock holds they make (every write under the caller's transaction). */
export function orderRepository(db: Db) {
  return {
    /**
     * Holds one unit on offer matching the configuration for `reservationId` in ONE conditional statement: the
     * candidate is locked with SKIP LOCKED (concurrent buyers take different units, nobody waits) and the update
     * re-checks that it is still on offer. Answers the VIN, or undefined when none is left.
     */
    async reserveUnit(
      tx: DbExecutor,
      wanted: UnitWanted,
      reservationId: string,
      until: Date,
      now: Date,
    ): Promise<string | undefined> {
      const candidate = tx
        .select({ vin: stockUnits.vin })
        .from(stockUnits)
        .where(
          and(
            eq(stockUnits.country, wanted.country),
            eq(stockUnits.variantId, wanted.variantId),
            eq(stockUnits.exteriorId, wanted.exteriorId),
            eq(stockUnits.interiorId, wanted.interiorId),
            onOffer(now),
          ),
        )
        .orderBy(stockUnits.arrivalDate, stockUnits.vin)
        .limit(1)
        .for('update', { skipLocked: true });
      const target = { vin: sql`(${candidate})`, orderId: reservationId, reservedUntil: until };
      return moveUnit(tx, 'Reserve', target, now);
    },

    async insertOrder(tx: DbExecutor, order: NewOrder): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },

    async findOrder(tx: DbExecutor, id: string, lock = false): Promise<OrderRow | undefined> {
      const query = tx.select().from(orders).where(eq(orders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether the shop issued this browser token (some order was reserved with it). */
    async browserTokenIssued(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.browserTokenHash, tokenHash))
        .limit(1);
      return row !== undefined;
    },

    /** The orders of this browser or of this signed-in customer still in checkout in a country, newest first. */
    async checkoutOrdersOf(owner: OrderOwner, country: string, limit = 5): Promise<OrderRow[]> {
      const whose = ownedBy(owner);
      if (!whose) return [];
      return db
        .select()
        .from(orders)
        .where(and(whose, eq(orders.status, 'CheckoutPaymentPage'), eq(orders.country, country)))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    /**
     * Waits for any other reservation of the same holder (a signed-in customer, else a browser) to commit, so that
     * two calls at once cannot both find nothing held and each hold a vehicle.
     */
    async lockHolder(tx: DbExecutor, owner: OrderOwner): Promise<void> {
      const key = owner.customerId ? `customer:${owner.customerId}` : `browser:${owner.tokenHash}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservation-holder:${key}`}))`);
    },

    /** The owner's newest order in checkout whose running hold keeps a unit of this configuration. */
    async heldOrderOf(
      tx: DbExecutor,
      owner: OrderOwner,
      wanted: UnitWanted,
      now: Date,
    ): Promise<OrderRow | undefined> {
      const whose = ownedBy(owner);
      if (!whose) return undefined;
      const [row] = await tx
        .select({ order: orders })
        .from(orders)
        .innerJoin(
          stockUnits,
          and(
            eq(stockUnits.vin, orders.vin),
            eq(stockUnits.reservationId, orders.id),
            eq(stockUnits.status, 'reserved'),
          ),
        )
        .where(
          and(
            whose,
            eq(orders.status, 'CheckoutPaymentPage'),
            gt(orders.reservedUntil, now),
            eq(stockUnits.country, wanted.country),
            eq(stockUnits.variantId, wanted.variantId),
            eq(stockUnits.exteriorId, wanted.exteriorId),
            eq(stockUnits.interiorId, wanted.interiorId),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row?.order;
    },

    /**
     * What an order's summary shows beyond the order row: its vehicle's estimated delivery, the catalogue's
     * picture of its variant in its paint (view 0, front three-quarter), and its authorised payment.
     */
    async summaryFacts(order: Pick<OrderRow, 'id' | 'vin' | 'configuration'>) {
      const exteriorId = (order.configuration as { exteriorId?: string }).exteriorId ?? '';
      const [unit] = await db
        .select({ estimatedDelivery: stockUnits.estimatedDelivery })
        .from(stockUnits)
        .where(eq(stockUnits.vin, order.vin));
      const [exterior] = await db
        .select({ pictures: exteriors.pictures })
        .from(exteriors)
        .where(eq(exteriors.id, exteriorId));
      const [paid] = await db
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), inArray(orderPayments.status, [...chargedStatuses])))
        .orderBy(desc(orderPayments.attempt))
        .limit(1);
      return {
        estimatedDelivery: unit?.estimatedDelivery ?? '',
        vehiclePicture: exterior?.pictures[0] ?? '',
        paymentTransactionID: paid?.id ?? null,
      };
    },

    /** Extends a running hold atomically: both the order and its unit, only while fewer than 2 extensions. */
    async extend(tx: DbExecutor, orderId: string, until: Date, now: Date): Promise<OrderRow | undefined> {
      const [order] = await tx
        .update(orders)
        .set({ reservedUntil: until, extensionCount: sql`${orders.extensionCount} + 1` })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'CheckoutPaymentPage'),
            sql`${orders.reservedUntil} > ${now}`,
            extensionLeft(orders.extensionCount),
          ),
        )
        .returning();
      if (!order) return undefined;
      const unit = await moveUnit(tx, 'Extend', { vin: order.vin, orderId, reservedUntil: until }, now);
      return unit ? order : undefined;
    },

    /** Ends an unpaid order whose hold ran out and frees its unit (if it still holds it). Idempotent. */
    async expire(tx: DbExecutor, orderId: string, now: Date): Promise<boolean> {
      const [order] = await tx
        .select({ vin: orders.vin })
        .from(orders)
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'CheckoutPaymentPage'),
            lte(orders.reservedUntil, now),
          ),
        )
        .for('update');
      if (!order) return false;
      await recordOrderEvent(tx, orderId, { type: 'HoldExpired' }, { kind: 'system' }, now);
      await moveUnit(tx, 'Release', { vin: order.vin, orderId }, now);
      await expireOpenAttempts(tx, orderId, now);
      return true;
    },

    /** The card holder's name as the card form had it (the name only). */
    async setNameOnCreditCard(orderId: string, name: string): Promise<void> {
      await db.update(orders).set({ nameOnCreditCard: name }).where(eq(orders.id, orderId));
    },

    async logPayment(
      orderId: string,
      paymentId: string | null,
      resultCode: string | null,
      message: string | null,
    ) {
      await db.insert(orderPaymentLogs).values({ orderId, paymentId, resultCode, message });
    },

    /** Unpaid orders whose hold ran out, claimed so several instances sweep different ones. */
    async claimExpired(tx: DbExecutor, now: Date, limit: number): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'CheckoutPaymentPage'), lte(orders.reservedUntil, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
