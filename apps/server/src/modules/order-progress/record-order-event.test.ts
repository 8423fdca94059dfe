import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  payInSandbox,
  type Reserved,
  reservedFrom,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import { orderLog } from './order-events.repository';
import { orThrow, recordOrderEvent } from './record-order-event';

/*
 * recordOrderEvent on a real database: the one writer of an order's status and milestones, and of its log, in the
 * caller's transaction.
 */

let t: TestApp;
let r: Reserved;
const at = new Date('2026-12-01T00:00:00.000Z');

async function snapshot() {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, r.orderID));
  return {
    status: row?.status,
    milestones: row?.milestones,
    log: (await orderLog(t.database.db, r.orderID)).length,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  r = reservedFrom(await t.post('/api/Order/place-reservation', { order: { ...buyer, ...threeInStock } }));
  await payInSandbox(t, r);
});
afterAll(async () => t.close());

describe('recordOrderEvent', () => {
  it('refuses what the state machine refuses and writes nothing', async () => {
    const before = await snapshot();
    const refused = await t.database.db.transaction((tx) =>
      recordOrderEvent(tx, r.orderID, { type: 'ContractSigned' }, { kind: 'customer' }, at),
    );
    expect(refused).toEqual({
      ok: false,
      refusal: 'DetailsRequired',
      message: 'Please provide your details before signing the contract.',
    });
    expect(() => orThrow(refused)).toThrow(AppError);
    expect(await snapshot()).toEqual(before);
  });

  it('writes status, milestone and log with the caller’s transaction, or none of them', async () => {
    const before = await snapshot();
    await expect(
      t.database.db.transaction(async (tx) => {
        orThrow(await recordOrderEvent(tx, r.orderID, { type: 'DetailsProvided' }, { kind: 'customer' }, at));
        throw new Error('the caller’s own write failed');
      }),
    ).rejects.toThrow('the caller’s own write failed');
    expect(await snapshot()).toEqual(before);

    const done = await t.database.db.transaction(async (tx) =>
      orThrow(
        await recordOrderEvent(
          tx,
          r.orderID,
          { type: 'DetailsProvided' },
          { kind: 'staff', id: 'kim@shop' },
          at,
        ),
      ),
    );
    expect(done).toMatchObject({ ok: true, reached: 'detailsProvided', order: { status: 'Ordered' } });
    const after = await snapshot();
    expect(after.milestones).toMatchObject({ detailsProvided: at.toISOString() });
    expect(after.log).toBe(before.log + 1);
    const last = (await orderLog(t.database.db, r.orderID)).at(-1);
    expect(last).toMatchObject({
      event: 'DetailsProvided',
      actor: 'staff',
      actorId: 'kim@shop',
      occurredAt: at,
    });
  });

  it('logs what a roll-back took away', async () => {
    await t.database.db.transaction(async (tx) => {
      orThrow(await recordOrderEvent(tx, r.orderID, { type: 'ContractSigned' }, { kind: 'customer' }, at));
      orThrow(
        await recordOrderEvent(
          tx,
          r.orderID,
          { type: 'StepRolledBack', milestone: 'detailsProvided', reason: 'Licence photo unreadable' },
          { kind: 'staff' },
          at,
        ),
      );
    });
    const state = await snapshot();
    expect(state.status).toBe('Ordered');
    expect(state.milestones).not.toHaveProperty('contractSigned');
    expect((await orderLog(t.database.db, r.orderID)).at(-1)).toMatchObject({
      event: 'StepRolledBack',
      statusFrom: 'Ordered Confirmed',
      statusTo: 'Ordered',
      milestone: null,
      detail: {
        milestone: 'detailsProvided',
        reason: 'Licence photo unreadable',
        removed: ['detailsProvided', 'contractSigned'],
      },
    });
  });

  it('answers an unknown order with the 404 of an unknown order', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        recordOrderEvent(tx, 'ORD-NOPE', { type: 'Delivered' }, { kind: 'staff' }, at),
      ),
    ).rejects.toMatchObject({ statusCode: 404, errorCode: 'NotFound' });
  });
});
