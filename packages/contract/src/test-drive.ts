import {
  countryCodes,
  isIsoDate,
  isValidEmail,
  isValidTestDriveMobile,
  isValidTestDrivePostcode,
  testDriveMessages as messages,
  testDriveWebkeyPattern,
} from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, customerTypeInput } from './fields';

/*
 * The TestDrive calls of spec 002 section 7, plus the change and cancel calls the confirmation email's link
 * leads to. Every field message is the spec's (section 5 "Test drive form"); the web form validates with the
 * same schemas (react-hook-form), so what the page says and what the server answers cannot drift.
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** A date as the page sends it (YYYY/MM/DD, the calendar's own writing) or YYYY-MM-DD; answered as YYYY-MM-DD. */
const BookingDate = z
  .string({ error: messages.date })
  .trim()
  .transform((value) => value.replaceAll('/', '-'))
  .refine(isIsoDate, messages.date);

const Webkey = z.string({ error: 'WebKey is required.' }).trim().regex(testDriveWebkeyPattern, {
  message: 'This is not a test drive booking key.',
});

const ConfirmToken = z.string({ error: 'Token is required.' }).trim().regex(testDriveWebkeyPattern, {
  message: 'This is not a test drive confirmation link.',
});

/**
 * `PendingConfirmation`: booked without signing in, the time held until the link emailed to the address is opened
 * (`confirmBy`); `Booked`: confirmed.
 */
const BookingStatus = z.enum(['PendingConfirmation', 'Booked', 'Cancelled']);

/** Location → model → variant → date → time (spec 002 section 3 "Selection"). */
export const TestDriveSelection = z.object({
  Country,
  TestDriveLocationID: required(messages.location),
  ModelID: required(messages.model),
  VariantID: required(messages.variant),
  Date: BookingDate,
  SelectedTime: z
    .string({ error: messages.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.time),
});

/** The person booking (spec 002 section 3 "Customer"); current vehicle and marketing are optional. */
export const TestDriveCustomer = z.object({
  FirstName: name(messages.firstName),
  LastName: name(messages.lastName),
  Email: z.string({ error: messages.email }).trim().refine(isValidEmail, messages.email),
  Mobile: z.string({ error: messages.mobile }).trim().refine(isValidTestDriveMobile, messages.mobile),
  Postcode: z.string({ error: messages.postcode }).trim().refine(isValidTestDrivePostcode, messages.postcode),
  CustomerType: customerTypeInput(messages.customerType),
  CurrentVehicle: z.string().trim().max(100, 'Too long (100 characters at most).').nullish(),
  PrivacyStatement: z.literal(true, { error: messages.privacy }),
  Marketing: z.boolean().default(false),
  UTMtag: z.string().trim().max(200, 'Too long.').nullish(),
  QRcode: z.string().trim().max(30, 'Too long.').nullish(),
});

/** The whole booking the page submits (save-test-drive) and validates in the browser. */
export const TestDriveBooking = TestDriveSelection.extend(TestDriveCustomer.shape);
export type TestDriveBookingInput = z.input<typeof TestDriveBooking>;

export const TestDriveLocation = z.object({
  testDriveLocationID: z.string(),
  name: z.string(),
  address: z.string(),
  country: z.enum(countryCodes),
});

/** A booking as its webkey's holder reads it (spec 002 section 3 "Booking"). */
export const TestDriveBookingRecord = z.object({
  yanaTestDriveID: z.string(),
  yanaTestDriveNo: z.string().describe("e.g. 'TD-100001'"),
  webkey: z.string(),
  testDriveLink: z.string().describe('The page that changes or cancels the booking'),
  transaction: z.enum(['New', 'Change', 'Cancel']).describe('The last thing done to the booking'),
  status: BookingStatus,
  confirmBy: z
    .string()
    .nullable()
    .describe("While PendingConfirmation: when the held time is given back, e.g. '10:30 am AEDT'"),
  isChangeable: z
    .boolean()
    .describe('False until confirmed, once cancelled, or within two hours of the start'),
  country: z.enum(countryCodes),
  testDriveLocationID: z.string(),
  locationName: z.string(),
  locationAddress: z.string(),
  modelID: z.string(),
  model: z.string(),
  variantID: z.string(),
  variantName: z.string(),
  date: z.string().describe('YYYY/MM/DD'),
  formatDate: z.string().describe('DD.MM.YYYY'),
  selectedTime: z.string().describe('HH:MM, the centre’s local time'),
  timeLabel: z.string().describe("e.g. 'Wednesday 2 December 2026, 9:30 am to 11:00 am AEDT'"),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  postcode: z.string(),
  customerType: z.enum(['Private', 'Business']),
  currentVehicle: z.string().nullable(),
  privacyStatement: z.boolean(),
  marketing: z.boolean(),
  yanaCustomerID: z.string().nullable(),
  yanaCustomerNo: z.string().nullable(),
});
export type TestDriveBookingRecord = z.infer<typeof TestDriveBookingRecord>;

const Location = z.object({ TestDriveLocationID: required(messages.location) });
const Model = Location.extend({ ModelID: required(messages.model) });
const Variant = Model.extend({ VariantID: required(messages.variant), WebKey: Webkey.nullish() });

export const getTestDriveLocations = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/get-test-drive-locations',
  summary: 'The Experience Centres of a country that offer test drives',
  tag: 'TestDrive',
  body: z.object({ Country }),
  data: z.array(TestDriveLocation),
});

export const getTestDriveModels = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/get-test-drive-models',
  summary: 'The models a location has demonstrators of',
  tag: 'TestDrive',
  body: Location,
  data: z.array(z.object({ modelID: z.string(), model: z.string() })),
});

export const getTestDriveVariants = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/get-test-drive-variants',
  summary: 'The variants (trims) of a model a location has demonstrators of',
  tag: 'TestDrive',
  body: Model,
  data: z.array(z.object({ modelID: z.string(), variantID: z.string(), variantName: z.string() })),
});

export const getTestDriveAvailableDates = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/get-test-drive-available-dates',
  summary:
    'The booking window of a variant at a location: first free date, last date, dates without a free slot',
  tag: 'TestDrive',
  body: Variant,
  data: z.object({
    minDate: z.string().nullable().describe('YYYY/MM/DD; null when nothing is free'),
    maxDate: z.string().describe('YYYY/MM/DD'),
    disabledDates: z.array(z.string()).describe('YYYY/MM/DD'),
  }),
});

export const getTestDriveAvailableTime = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/get-test-drive-available-time',
  summary: 'The 90-minute slots of a date and what to expect',
  tag: 'TestDrive',
  body: Variant.extend({ SelectedDate: BookingDate }),
  data: z.object({
    timeList: z.array(
      z.object({
        time: z.string().describe('HH:MM, the centre’s local time'),
        label: z.string().describe("e.g. '9:30 am - 11:00 am'"),
        isAvailable: z.boolean(),
      }),
    ),
    whatExpectedList: z.array(z.string()),
  }),
});

const BookingReply = z.object({
  yanaTestDriveID: z.string(),
  yanaTestDriveNo: z.string(),
  webkey: z.string(),
  testDriveLink: z.string(),
  transaction: z.enum(['New', 'Change', 'Cancel']),
  status: BookingStatus.describe(
    'PendingConfirmation: a link to confirm it was emailed to the address, the time is held meanwhile',
  ),
});

export const saveTestDrive = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/save-test-drive',
  summary:
    'Books a test drive. Signed in with the account’s own email it is booked at once (the confirmation carries a calendar file and the link to change or cancel); otherwise the time is held for 30 minutes and a link to confirm it is emailed to the address',
  tag: 'TestDrive',
  body: TestDriveBooking,
  data: BookingReply,
});

export const getTestDrive = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/get-test-drive',
  summary: 'A booking by its webkey',
  tag: 'TestDrive',
  body: z.object({ WebKey: Webkey }),
  data: TestDriveBookingRecord,
});

export const updateTestDrive = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/update-test-drive',
  summary:
    'Moves a booking to another slot (the customer stays); the old slot is freed in the same transaction',
  tag: 'TestDrive',
  body: TestDriveSelection.extend({ WebKey: Webkey }),
  data: BookingReply,
});

export const cancelTestDrive = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/cancel-test-drive',
  summary: 'Cancels a booking and frees its slot',
  tag: 'TestDrive',
  body: z.object({ WebKey: Webkey }),
  data: BookingReply,
});

export const confirmTestDrive = defineEndpoint({
  method: 'POST',
  path: '/api/TestDrive/confirm-test-drive',
  summary:
    'Confirms a held booking with the single-use token of the link emailed to its address; the confirmation with its calendar file follows',
  tag: 'TestDrive',
  body: z.object({ Token: ConfirmToken }),
  data: TestDriveBookingRecord,
});

/** Business refusals of the TestDrive calls (HTTP 409 unless noted). */
export const testDriveErrorCodes = {
  slotTaken: 'SlotTaken',
  alreadyBooked: 'AlreadyBooked',
  bookingClosed: 'BookingClosed',
  /** A held booking is changed only once confirmed. */
  notConfirmed: 'NotConfirmed',
  /** The address has as many bookings coming or held as it may. */
  tooManyBookings: 'TooManyBookings',
  /** 429: this client holds as many unconfirmed bookings as it may. */
  tooManyHolds: 'TooManyHolds',
  /** 429: the address got as many test drive emails today as it may. */
  recipientLimit: 'RecipientLimit',
  /** 410: the confirmation link ran out or was used. */
  linkExpired: 'LinkExpired',
} as const;
