import { getDriveawayCost, getLandingPage } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postData, postRefused } from '../../../test/support/api-calls';
import { buyer, reservedFrom, threeInStock } from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

/* Issue 14 item 4: the spec names the customer types 'Private Customer' and 'Business Customer'; any case is read. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-22T09:00:00Z') });
});
afterAll(() => t.close());

const nsw = {
  Country: 'AU',
  State: 'NSW',
  VariantID: 'AU-LUX',
  ExteriorID: 'AU-LUX-SWH',
  InteriorID: 'AU-LUX-JBI',
};

describe("the spec's customer type labels", () => {
  it.each([
    ['Business Customer', 'Business'],
    ['business customer', 'Business'],
    ['PRIVATE CUSTOMER', 'Private'],
    ['Private', 'Private'],
  ])('get-driveaway-cost reads RegistrationType %s as %s', async (label, short) => {
    const spec = await postData(t, getDriveawayCost.path, { ...nsw, RegistrationType: label });
    const plain = await postData(t, getDriveawayCost.path, { ...nsw, RegistrationType: short });
    expect(spec.driveawayCostData.customerType).toBe(short);
    expect(spec).toEqual(plain);
  });

  it('the landing page reads CustomerType Business Customer like Business', async () => {
    const body = { Country: 'AU', State: 'VIC' };
    const spec = await postData(t, getLandingPage.path, { ...body, CustomerType: 'Business Customer' });
    expect(spec).toEqual(await postData(t, getLandingPage.path, { ...body, CustomerType: 'Business' }));
  });

  it('place-reservation keeps a Private Customer as Private', async () => {
    const response = await t.post('/api/Order/place-reservation', {
      order: { ...buyer, ...threeInStock, CustomerType: 'Private Customer', Email: 'labels@example.com' },
    });
    const { orderID } = reservedFrom(response);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderID));
    expect(row?.customerType).toBe('Private');
  });

  it('anything else is still a 400 naming the field', async () => {
    await postRefused(
      t,
      getDriveawayCost.path,
      { ...nsw, RegistrationType: 'Fleet Customer' },
      400,
      'RegistrationType',
    );
    await postRefused(
      t,
      getLandingPage.path,
      { Country: 'AU', State: 'VIC', CustomerType: 7 },
      400,
      'CustomerType',
    );
  });
});
