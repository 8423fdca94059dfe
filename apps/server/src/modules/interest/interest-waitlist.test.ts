import { getWaitlistData, saveInterest } from '@showroom/contract';
import { cents, formatMoney, linkKeyPattern } from '@showroom/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { interests, outbox } from '../../db/schema';
import { seededConfiguration } from './interest-fixtures.test-support';

let t: TestApp;
let vehicle: Awaited<ReturnType<typeof seededConfiguration>>;
beforeAll(async () => {
  t = await createTestApp();
  vehicle = await seededConfiguration(t);
});
afterAll(() => t.close());

/** The waitlist payload of spec 001 section 3, as JOIN THE WAITLIST sends it (client prices deliberately wrong). */
const checkoutWaitlist = () => ({
  interest: {
    Country: 'AU',
    State: 'VIC',
    ...vehicle.names,
    VariantBasePrice: 1,
    ExteriorPrice: 1,
    InteriorPrice: 1,
    Options: [{ OptionName: vehicle.accessory.optionName, OptionPrice: 1 }],
    PaymentOption: 'Finance',
    FirstName: 'Ada',
    LastName: 'Lee',
    Email: 'ada.lee@example.com',
    Mobile: '0412345678',
    CustomerType: 'Private',
    DeliveryOption: 'HomeDelivery',
    DeliveryAddress: '1 Collins St',
    DeliveryLocationSuburb: 'Melbourne',
    DeliveryLocationState: 'VIC',
    DeliveryLocationPostcode: '3000',
    EstDeliveryDate: 'Waitlisted',
    PrivacyStatement: true,
    Marketing: true,
    InterestType: 'Waitlist',
    Comments: 'Any colour but white',
    WebUniqueKey: null,
    VehicleThumbnail: null as string | null,
    Source: 'Checkout',
    UTMtag: null,
  },
  ifCallYanaAPI: true,
});

async function save(body: unknown): Promise<string> {
  const res = await t.post(saveInterest.path, body);
  expect(res.statusCode, res.body).toBe(200);
  return saveInterest.reply.parse(res.json()).data.webUniqueKey;
}

const waitlistData = (linkKey: string) => t.post(getWaitlistData.path, { linkKey });

describe('the checkout’s waitlist', () => {
  it('answers an unguessable key and queues the waitlist confirmation with the catalogue’s prices', async () => {
    const key = await save(checkoutWaitlist());
    expect(key).toMatch(linkKeyPattern);
    const [row] = await t.database.db.select().from(interests).where(eq(interests.webUniqueKey, key));
    expect(row).toMatchObject({ interestType: 'Waitlist', variantId: 'AU-LUX' });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'waitlist-confirmation'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail).toMatchObject({
      toAddress: 'ada.lee@example.com',
      subject: "You're on the waitlist for your LYRIQ",
    });
    expect(mail?.text).toContain(`http://localhost:3000/au-en/order-waitlisted/${key}`);
    expect(mail?.text).toContain(formatMoney(cents(row?.variantPriceCents ?? 0)));
    expect(mail?.text).toContain(vehicle.names.ExteriorName);
    expect(mail?.text).toContain(vehicle.accessory.optionName);
    expect(mail?.text).not.toContain('$0.01');
    expect(await save(checkoutWaitlist())).not.toBe(key);
  });

  it('get-waitlist-data answers the record by its key, with the catalogue’s prices and never email or mobile', async () => {
    const key = await save(checkoutWaitlist());
    const [row] = await t.database.db.select().from(interests).where(eq(interests.webUniqueKey, key));
    const res = await waitlistData(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      country: 'AU',
      state: 'VIC',
      variantName: 'Luxury',
      variantBasePrice: row?.variantPriceCents,
      exteriorName: vehicle.names.ExteriorName,
      exteriorPrice: row?.exteriorPriceCents,
      interiorName: vehicle.names.InteriorName,
      interiorPrice: row?.interiorPriceCents,
      firstName: 'Ada',
      lastName: 'Lee',
      customerType: 'Private',
      paymentOption: 'Finance',
      deliveryOption: 'HomeDelivery',
      deliveryLocationAddress: '1 Collins St',
      deliveryLocationSuburb: 'Melbourne',
      deliveryLocationState: 'VIC',
      deliveryLocationPostcode: '3000',
      estDeliveryDate: 'Waitlisted',
      marketing: true,
      interestType: 'Waitlist',
      comment: 'Any colour but white',
      options: [
        {
          yanaOptionID: vehicle.accessory.yanaOptionID,
          optionType: 'Accessories',
          optionName: vehicle.accessory.optionName,
          optionPrice: vehicle.accessory.optionPrice,
          optionDesc: expect.any(String),
          chargeType: null,
        },
      ],
      // None sent: the paint's first view, from the catalogue.
      vehicleThumbnail: vehicle.exterior.exteriorPicture[0],
    });
    expect(row?.variantPriceCents).toBeGreaterThan(1);
    expect(res.body).not.toContain('ada.lee@example.com');
    expect(res.body).not.toContain('0412345678');
  });

  it('keeps a thumbnail only when it is one of the shop’s pictures of this vehicle (spec 001 section 3)', async () => {
    const ours = vehicle.interior.interiorPicture[1] as string;
    const interest = { ...checkoutWaitlist().interest, VehicleThumbnail: `http://localhost:3000${ours}` };
    const key = await save({ interest, ifCallYanaAPI: true });
    expect((await waitlistData(key)).json().data.vehicleThumbnail).toBe(ours);
    for (const foreign of ['https://evil.example/car.png', '/media/vehicle/sport/front34.svg?x=1']) {
      const res = await t.post(saveInterest.path, {
        interest: { ...checkoutWaitlist().interest, VehicleThumbnail: foreign },
        ifCallYanaAPI: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        {
          field: 'VehicleThumbnail',
          message: "VehicleThumbnail must be one of the shop's pictures of this vehicle.",
        },
      ]);
    }
  });

  it('keeps the contact dialog’s waitlist (no vehicle) on the plain acknowledgement, its key opening it too', async () => {
    const { VariantName, ExteriorName, InteriorName, ...rest } = checkoutWaitlist().interest;
    const key = await save({ interest: { ...rest, Options: [] }, ifCallYanaAPI: true });
    expect(key).toMatch(linkKeyPattern);
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail).toMatchObject({
      template: 'enquiry-acknowledgement',
      subject: "You've joined our waitlist",
    });
    expect((await waitlistData(key)).json().data).toMatchObject({
      variantName: null,
      variantBasePrice: null,
      options: [],
      firstName: 'Ada',
    });
  });

  it('answers 404 to a key of no waitlist entry (unknown, or a shared link’s) and 400 to a malformed one', async () => {
    const shared = await save({
      interest: { Country: 'AU', State: 'VIC', InterestType: 'ShareLink', ...vehicle.names },
      ifCallYanaAPI: false,
    });
    for (const key of ['A'.repeat(32), shared]) {
      const res = await waitlistData(key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'NotFound',
        message: 'The waitlist entry was not found.',
      });
    }
    const malformed = await waitlistData('not-a-key');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([{ field: 'linkKey', message: 'This is not a waitlist key.' }]);
  });
});
