import type { TestDriveBookingInput } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import type { TestDriveBooking } from './api/test-drive-api';

/** What the booking form holds: the contract's booking, with the blanks a form starts from. */
export interface TestDriveFormValues {
  Country: CountryCode;
  TestDriveLocationID: string;
  ModelID: string;
  VariantID: string;
  /** YYYY-MM-DD while editing; sent as YYYY/MM/DD. */
  Date: string;
  SelectedTime: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Mobile: string;
  Postcode: string;
  CustomerType: '' | 'Private' | 'Business';
  CurrentVehicle: string;
  PrivacyStatement: boolean;
  Marketing: boolean;
}

export type TestDriveField = keyof TestDriveFormValues;

/** The fields in page order: the first invalid one is scrolled to (spec 002 section 4 step 8). */
export const fieldOrder: readonly TestDriveField[] = [
  'TestDriveLocationID',
  'ModelID',
  'VariantID',
  'Date',
  'SelectedTime',
  'FirstName',
  'LastName',
  'Email',
  'Mobile',
  'Postcode',
  'CustomerType',
  'CurrentVehicle',
  'PrivacyStatement',
  'Marketing',
];

/** The fields a booking's webkey locks (spec 002 section 4 step 6). */
export const customerFields: readonly TestDriveField[] = [
  'FirstName',
  'LastName',
  'Email',
  'Mobile',
  'Postcode',
  'CustomerType',
  'CurrentVehicle',
  'PrivacyStatement',
  'Marketing',
];

export const emptyForm = (country: CountryCode): TestDriveFormValues => ({
  Country: country,
  TestDriveLocationID: '',
  ModelID: '',
  VariantID: '',
  Date: '',
  SelectedTime: '',
  FirstName: '',
  LastName: '',
  Email: '',
  Mobile: '',
  Postcode: '',
  CustomerType: '',
  CurrentVehicle: '',
  PrivacyStatement: false,
  Marketing: false,
});

/** A loaded booking as form values (edit mode). */
export const formOfBooking = (booking: TestDriveBooking): TestDriveFormValues => ({
  Country: booking.country,
  TestDriveLocationID: booking.testDriveLocationID,
  ModelID: booking.modelID,
  VariantID: booking.variantID,
  Date: booking.date.replaceAll('/', '-'),
  SelectedTime: booking.selectedTime,
  FirstName: booking.firstName,
  LastName: booking.lastName,
  Email: booking.email,
  Mobile: booking.mobile,
  Postcode: booking.postcode,
  CustomerType: booking.customerType,
  CurrentVehicle: booking.currentVehicle ?? '',
  PrivacyStatement: booking.privacyStatement,
  Marketing: booking.marketing,
});

/** The validated form as the save call's body, with where the visitor came from. */
export function bookingBody(
  values: TestDriveFormValues,
  context: { qrCode?: string | undefined; utmTag?: string | null },
): TestDriveBookingInput {
  return {
    ...values,
    Date: values.Date.replaceAll('-', '/'),
    CustomerType: values.CustomerType as 'Private' | 'Business',
    PrivacyStatement: true,
    CurrentVehicle: values.CurrentVehicle.trim() || null,
    QRcode: context.qrCode ?? null,
    UTMtag: context.utmTag ?? null,
  };
}
