import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';

let shop: HttpApp;
let ana: TestBrowser;
let ben: TestBrowser;

beforeAll(async () => {
  shop = await startHttpApp();
  ana = new TestBrowser(shop.origin);
  await createAccount(ana, {
    email: 'ana@example.com',
    password: 'ana-password-1',
    firstName: 'Ana',
    lastName: 'Lee',
    country: 'AU',
  });
  ben = new TestBrowser(shop.origin);
  await createAccount(ben, {
    email: 'ben@example.nz',
    password: 'ben-password-1',
    firstName: 'Ben',
    lastName: 'Ngata',
    country: 'NZ',
  });
});
afterAll(() => shop.close());

const data = (hop: { body: string }) => JSON.parse(hop.body);
const update = {
  customerType: 'Private',
  firstName: 'Ana',
  middleName: 'M',
  lastName: 'Lee-Smith',
  phoneNumber1: '0412345678',
  phoneNumber2: '',
  birthday: '1985-04-01',
};

describe('profile', () => {
  it("reads the signed-in customer's own profile", async () => {
    const reply = await ana.api('/api/User/get-profile-by-email', { email: 'ANA@example.com' });
    expect(reply.status).toBe(200);
    expect(data(reply).data).toMatchObject({
      country: 'AU',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lee',
      yanaCustomerNo: expect.stringMatching(/^AU\d{6}$/),
      nzYanaCustomerNo: null,
      customerType: 'Private',
    });
  });

  it("answers another customer's email exactly like an unknown one", async () => {
    const foreign = await ana.api('/api/User/get-profile-by-email', { email: 'ben@example.nz' });
    const unknown = await ana.api('/api/User/get-profile-by-email', { email: 'nobody@example.com' });
    expect(foreign.status).toBe(404);
    expect({ ...data(foreign), requestId: 0 }).toEqual({ ...data(unknown), requestId: 0 });
  });

  it('saves the own profile and reads it back', async () => {
    const saved = await ana.api('/api/User/save-profile', { userProfile: update, isUpdateProfile: true });
    expect(saved.status).toBe(200);
    const read = data(await ana.api('/api/User/get-profile-by-email', { email: 'ana@example.com' })).data;
    expect(read).toMatchObject({
      lastName: 'Lee-Smith',
      middleName: 'M',
      phoneNumber1: '0412345678',
      birthday: '1985-04-01',
    });
    const other = data(await ben.api('/api/User/get-profile-by-email', { email: 'ben@example.nz' })).data;
    expect(other).toMatchObject({ firstName: 'Ben', lastName: 'Ngata', phoneNumber1: '' });
  });

  it('refuses fields a customer may not set, naming them, and writes nothing', async () => {
    const before = data(await ben.api('/api/User/get-profile-by-email', { email: 'ben@example.nz' })).data;
    for (const [body, field] of [
      [{ userProfile: { ...update, email: 'ana@example.com' } }, 'userProfile.email'],
      [{ userProfile: { ...update, nzCustomerNo: 'NZ000001' } }, 'userProfile.nzCustomerNo'],
      [{ userProfile: { ...update, firstName: ' ' } }, 'userProfile.firstName'],
      [{ userProfile: { ...update, phoneNumber1: '04-1234' } }, 'userProfile.phoneNumber1'],
      [
        { userProfile: { ...update, customerType: 'Business', abn: '', businessName: 'Ngata Ltd' } },
        'userProfile.abn',
      ],
      [
        {
          userProfile: { ...update, customerType: 'Business', abn: '12345678901', businessName: 'Ngata Ltd' },
        },
        'userProfile.abn',
      ],
      [
        { userProfile: { ...update, customerType: 'Business', abn: '1234567890123', businessName: '' } },
        'userProfile.businessName',
      ],
    ] as const) {
      const reply = await ben.api('/api/User/save-profile', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(data(reply).details[0].field).toBe(field);
    }
    expect(data(await ben.api('/api/User/get-profile-by-email', { email: 'ben@example.nz' })).data).toEqual(
      before,
    );
  });

  it("takes the spec's email (the username) in the profile when it is the account's own, and says it cannot change here otherwise", async () => {
    const same = await ben.api('/api/User/save-profile', {
      userProfile: { ...update, email: 'BEN@example.nz' },
      isUpdateProfile: true,
    });
    expect(same.status, same.body).toBe(200);
    const other = await ben.api('/api/User/save-profile', {
      userProfile: { ...update, email: 'someone.else@example.nz' },
      isUpdateProfile: true,
    });
    expect(other.status).toBe(400);
    expect(data(other)).toMatchObject({
      errorCode: 'InvalidInput',
      details: [
        {
          field: 'userProfile.email',
          message: 'Your email address is your sign-in name and cannot be changed here.',
        },
      ],
    });
    expect(
      data(await ben.api('/api/User/get-profile-by-email', { email: 'ben@example.nz' })).data,
    ).toMatchObject({ email: 'ben@example.nz' });
  });

  it('accepts a New Zealand business with a 13-digit NZBN', async () => {
    const body = {
      userProfile: { ...update, customerType: 'Business', abn: '9429041234567', businessName: 'Ngata Ltd' },
    };
    const reply = await ben.api('/api/User/save-profile', body);
    expect(reply.status).toBe(200);
    expect(data(reply).data).toMatchObject({
      customerType: 'Business',
      abn: '9429041234567',
      businessName: 'Ngata Ltd',
    });
  });

  it("lists the customer's orders only for its own ids", async () => {
    const ids = data(await ana.api('/api/User/set-session', { email: 'ana@example.com' })).data;
    const own = await ana.api('/api/Order/get-orders-by-customerID', {
      customerID: ids.yanaCustomerID,
      customerNo: ids.yanaCustomerNo,
      nzCustomerID: null,
      nzCustomerNo: null,
    });
    expect(own.status).toBe(200);
    expect(data(own).data).toEqual([]);
    const foreign = await ben.api('/api/Order/get-orders-by-customerID', { customerID: ids.yanaCustomerID });
    expect(foreign.status).toBe(404);
  });

  it('needs a session', async () => {
    const anonymous = new TestBrowser(shop.origin);
    const reply = await anonymous.api('/api/User/save-profile', { userProfile: update });
    expect(reply.status).toBe(401);
    expect(data(reply).errorCode).toBe('NotSignedIn');
  });
});
