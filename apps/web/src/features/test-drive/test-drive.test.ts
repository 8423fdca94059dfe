import { TestDriveBooking } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { bookingBody, emptyForm } from './form-values';
import { testDriveRouteParams } from './route-params';

const webkey = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('test drive page', () => {
  it('tells the webkey from the QR code in the route', () => {
    expect(testDriveRouteParams(undefined, undefined)).toEqual({ qrCode: undefined, webkey: undefined });
    expect(testDriveRouteParams('QR42', undefined)).toEqual({ qrCode: 'QR42', webkey: undefined });
    expect(testDriveRouteParams(webkey, undefined)).toEqual({ qrCode: undefined, webkey });
    expect(testDriveRouteParams('QR42', webkey)).toEqual({ qrCode: 'QR42', webkey });
  });

  it('sends the form as the contract’s booking, which the same schema accepts', () => {
    const body = bookingBody(
      {
        ...emptyForm('NZ'),
        TestDriveLocationID: 'auckland',
        ModelID: 'LYRIQ',
        VariantID: 'NZ-LUX',
        Date: '2026-12-05',
        SelectedTime: '09:30',
        FirstName: 'Mere',
        LastName: 'Parata',
        Email: 'mere@example.co.nz',
        Mobile: '0212345678',
        Postcode: '1010',
        CustomerType: 'Private',
        PrivacyStatement: true,
      },
      { qrCode: 'QR42', utmTag: 'utm_source=print' },
    );
    expect(body).toMatchObject({ Date: '2026/12/05', CurrentVehicle: null, QRcode: 'QR42' });
    expect(TestDriveBooking.parse(body).Date).toBe('2026-12-05');
  });

  it('refuses the empty form with the spec’s messages', () => {
    const result = TestDriveBooking.safeParse({ ...emptyForm('AU'), CustomerType: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toMatchObject({
      TestDriveLocationID: 'Please select a location',
      ModelID: 'Please select model',
      VariantID: 'Please select trim',
      SelectedTime: 'Please select a time',
      FirstName: 'Please enter a valid first name',
      Mobile: 'Please enter a valid mobile number',
      Postcode: 'Please enter a valid postcode',
      CustomerType: 'Please select a valid customer type',
      PrivacyStatement: "Please review and agree to Cadillac's Privacy policy to proceed",
    });
  });
});
