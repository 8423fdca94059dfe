import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount } from '../../../test/support/sign-in-steps';
import { replyData } from '../../../test/support/sign-in-suite';
import { TestBrowser } from '../../../test/support/test-browser';

let shop: HttpApp;
beforeAll(async () => {
  shop = await startHttpApp();
});
afterAll(() => shop.close());

const who = {
  email: 'two.markets@example.com',
  password: 'two-markets-pass-1',
  firstName: 'Tui',
  lastName: 'Both',
  country: 'AU',
} as const;

/** NZ Luxury in Stellar Black Metallic with Jet Black Inteluxe: in the seeded New Zealand stock (SAMPLE). */
const nzOrder = {
  Country: 'NZ',
  VariantID: 'NZ-LUX',
  ExteriorID: 'NZ-LUX-SBM',
  InteriorID: 'NZ-LUX-JBI',
  DeliveryOption: 'Pickup',
  PickupLocationName: 'Cadillac Experience Centre Auckland',
  CustomerType: 'Private',
  FirstName: who.firstName,
  LastName: who.lastName,
  Email: who.email,
  Mobile: '0212345678',
};

describe('a signed-in customer ordering in the other market', () => {
  it('gets that market customer id and number with its first reservation there, once', async () => {
    const browser = new TestBrowser(shop.origin);
    await createAccount(browser, who);
    const before = replyData(await browser.api('/api/User/set-session', { email: who.email })).data;
    expect(before).toMatchObject({
      yanaCustomerNo: expect.stringMatching(/^AU\d{6}$/),
      nzYanaCustomerNo: null,
    });

    const reserved = await browser.api('/api/Order/place-reservation', { order: nzOrder, hasLogin: true });
    expect(reserved.status).toBe(200);
    const after = replyData(await browser.api('/api/User/set-session', { email: who.email })).data;
    expect(after).toEqual({
      ...before,
      nzYanaCustomerID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nzYanaCustomerNo: expect.stringMatching(/^NZ\d{6}$/),
    });

    const again = await browser.api('/api/Order/place-reservation', { order: nzOrder, hasLogin: true });
    expect(again.status).toBe(200);
    expect(replyData(await browser.api('/api/User/set-session', { email: who.email })).data).toEqual(after);
  });
});
