import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders, stockUnits } from '../../db/schema';
import { embeddedAddressProvider } from '../../platform/adapters/address/embedded-address-provider';
import { greatCircleDistanceProvider } from '../../platform/adapters/distance/great-circle-distance-provider';
import { fixedClock } from '../../platform/clock';
import { catalogueReads } from '../catalogue-reads/catalogue-reads';
import { financeService } from '../finance/finance.service';
import { financeOffersService } from '../finance-offers/finance-offers.service';
import { locationRepository } from '../location/location.repository';
import { depositRefunds } from '../payments';
import { createPricingService } from '../pricing/pricing.routes';
import { orderService } from './order.service';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const silent = { warn: () => {}, error: () => {} };

function service() {
  const db = t.database.db;
  // Read through: this test's service keeps nothing between calls.
  const catalogue = catalogueReads(db, { catalogue: () => undefined }, clock);
  return orderService({
    db,
    clock,
    centres: locationRepository(db).centres,
    catalogue,
    pricing: createPricingService({
      db,
      catalogue,
      clock,
      adapters: { address: embeddedAddressProvider(), distance: greatCircleDistanceProvider() },
    }),
    finance: financeService({ clock, financeOffers: financeOffersService(db) }),
    gateway: t.app.paymentGateway,
    refunds: depositRefunds({ db, clock, gateway: t.app.paymentGateway, logger: silent }),
    publicOrigin: 'http://localhost:3000',
    logger: silent,
  });
}

describe('reservation sweep', () => {
  it('expires run-out holds once, frees their units, and leaves running holds alone', async () => {
    const reserve = (i: number) =>
      t.post('/api/Order/place-reservation', {
        order: {
          Country: 'NZ',
          VariantID: 'NZ-LUX',
          ExteriorID: 'NZ-LUX-SBM',
          InteriorID: 'NZ-LUX-JBI',
          PickupLocationName: 'Cadillac Experience Centre Auckland',
          FirstName: 'Kiri',
          LastName: `Buyer ${i}`,
          Email: `kiri${i}@example.com`,
          Mobile: '0211234567',
        },
      });
    const early = await reserve(1);
    expect(early.statusCode).toBe(200);
    clock.advance(400_000);
    const late = await reserve(2);
    expect(late.statusCode).toBe(200);
    clock.advance(300_000); // the first hold (660 s) ran out 40 s ago; the second has 360 s left

    // Two instances sweep at once: each order is expired exactly once.
    const swept = await Promise.all([service().sweepExpired(), service().sweepExpired()]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    const firstId = early.json().data.order.orderID as string;
    const secondId = late.json().data.order.orderID as string;
    const [first] = await t.database.db.select().from(orders).where(eq(orders.id, firstId));
    const [second] = await t.database.db.select().from(orders).where(eq(orders.id, secondId));
    expect(first?.status).toBe('Expired');
    expect(second?.status).toBe('CheckoutPaymentPage');
    const [unit] = await t.database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.vin, first?.vin ?? ''));
    expect(unit).toMatchObject({ status: 'available', reservationId: null, reservedUntil: null });
    expect(await service().sweepExpired()).toBe(0);
  });
});
