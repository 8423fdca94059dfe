import { getTestDrive, saveTestDrive } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import { customers, outbox, testDriveBookings } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { sydneyBooking, testNow } from './test-drive.test-support';

/** Test drives need no sign-in; a signed-in customer's booking carries their ids (spec 002 section 3). */
let shop: HttpApp;
let ana: TestBrowser;
beforeAll(async () => {
  shop = await startHttpApp({ clock: fixedClock(testNow) });
  ana = new TestBrowser(shop.origin);
  await createAccount(ana, {
    email: 'ana@example.com',
    password: 'ana-password-1',
    firstName: 'Ana',
    lastName: 'Lee',
    country: 'AU',
  });
});
afterAll(() => shop.close());

const body = (hop: { body: string }) => JSON.parse(hop.body);

describe('a signed-in customer books a test drive', () => {
  it('keeps the customer on the booking and answers their ids; an anonymous booking has none', async () => {
    const saved = await ana.api(
      saveTestDrive.path,
      sydneyBooking({ Email: 'ana@example.com', QRcode: 'QR42', UTMtag: 'utm_source=print' }),
    );
    expect(saved.status, saved.body).toBe(200);
    const { webkey, status } = saveTestDrive.reply.parse(body(saved)).data;
    // Her own, proved address: booked at once, and greeted by the name she gave.
    expect(status).toBe('Booked');
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.toAddress, 'ana@example.com'));
    const confirmation = mails.find((mail) => mail.template === 'test-drive-confirmation');
    expect(confirmation?.text).toContain('Dear Ada,');
    expect(mails.map((mail) => mail.template)).not.toContain('test-drive-confirm-link');
    const [customer] = await shop.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'ana@example.com'));
    const [row] = await shop.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.webkey, webkey));
    expect(row).toMatchObject({ customerId: customer?.id, qrCode: 'QR42', utmTag: 'utm_source=print' });
    // Anyone holding the link reads the booking, with the customer's ids in its market.
    const visitor = new TestBrowser(shop.origin);
    const read = getTestDrive.reply.parse(
      body(await visitor.api(getTestDrive.path, { WebKey: webkey })),
    ).data;
    expect(read.yanaCustomerID).toBe(customer?.auCustomerId);
    expect(read.yanaCustomerNo).toBe(customer?.auCustomerNo);
    expect(read.yanaCustomerID).toMatch(/\S/);

    const anonymous = await visitor.api(
      saveTestDrive.path,
      sydneyBooking({ Email: 'guest@example.com', VariantID: 'AU-SPORT' }),
    );
    const guest = saveTestDrive.reply.parse(body(anonymous)).data;
    expect(guest.status).toBe('PendingConfirmation');
    const guestRead = getTestDrive.reply.parse(
      body(await visitor.api(getTestDrive.path, { WebKey: guest.webkey })),
    );
    expect(guestRead.data).toMatchObject({ yanaCustomerID: null, yanaCustomerNo: null });

    // Signed in, but for an address that is not hers: held until that address confirms, like anyone's.
    const forAnother = await ana.api(
      saveTestDrive.path,
      sydneyBooking({ Email: 'someone.else@example.com', VariantID: 'AU-SPORT', SelectedTime: '11:00' }),
    );
    expect(saveTestDrive.reply.parse(body(forAnother)).data.status).toBe('PendingConfirmation');
  });
});
