import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  payInSandbox,
  type Reserved,
  reservedFrom,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp, testOrigin } from '../../../test/support/test-app';
import { outbox } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { recordOrderEvent } from '../order-progress';
import { actionEmails } from './action-emails';

/*
 * Issue 36: every tracker step that waits for the customer sends one email with a link to that step, once, whichever
 * instance looks and however often.
 */

const clock = fixedClock('2026-11-23T09:00:00.000Z');
let t: TestApp;
let order: Reserved;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  order = reservedFrom(
    await t.post('/api/Order/place-reservation', {
      order: { ...buyer, ...threeInStock, Email: 'act@example.com' },
    }),
  );
  await payInSandbox(t, order);
});
afterAll(async () => t.close());

const emailsOf = async () =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, 'act@example.com'), eq(outbox.template, 'action-needed')));

describe('the email of a step that waits for the customer', () => {
  it('is queued once for the placed order’s current step, with a link that opens that step', async () => {
    const emails = actionEmails({ db: t.database.db, publicOrigin: testOrigin });
    expect(await emails.sendDue()).toBeGreaterThanOrEqual(1);
    // Looked at again, and by a second instance: nothing more.
    expect(await emails.sendDue()).toBe(0);
    expect(await actionEmails({ db: t.database.db, publicOrigin: testOrigin }).sendDue()).toBe(0);
    const [email, ...more] = await emailsOf();
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`Please provide your details: order ${order.orderNo}`);
    expect(email?.text).toContain(`${testOrigin}/au-en/`);
    expect(email?.text).toContain('ProvideDetails');
  });

  it('is queued again when the order reaches the next step that waits for the customer', async () => {
    await t.database.db.transaction(async (tx) => {
      const recorded = await recordOrderEvent(
        tx,
        order.orderID,
        { type: 'DetailsProvided' },
        { kind: 'customer' },
        clock.now(),
      );
      expect(recorded.ok, JSON.stringify(recorded)).toBe(true);
    });
    await actionEmails({ db: t.database.db, publicOrigin: testOrigin }).sendDue();
    const subjects = (await emailsOf()).map((email) => email.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).not.toBe(subjects[0]);
  });
});
