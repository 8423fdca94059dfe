import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerType } from './fields';

/**
 * The spec's four communication flags (002 §3 "Profile"): marketing from Cadillac (gm) and from its partners, by
 * email and to the mobile. Saved by save-profile in preferences mode (`isUpdateProfile: false`).
 */
export const CommunicationPreferences = z.strictObject({
  gmCommunicationEmail: z.boolean({ error: 'Choose on or off.' }),
  gmCommunicationMobile: z.boolean({ error: 'Choose on or off.' }),
  gmPartnerCommunicationEmail: z.boolean({ error: 'Choose on or off.' }),
  gmPartnerCommunicationMobile: z.boolean({ error: 'Choose on or off.' }),
});
export type CommunicationPreferences = z.infer<typeof CommunicationPreferences>;

/** One row of the communication history (002 §3): what the shop really sent, newest first. `sent` is ISO 8601. */
export const CommunicationHistoryRow = z.object({
  communicationDescription: z.string(),
  email: z.string(),
  type: z.enum(['Email']),
  sent: z.string(),
});
export type CommunicationHistoryRow = z.infer<typeof CommunicationHistoryRow>;

/** The error code of a call that needs the password entered again (the sign-in is older than a few minutes). */
export const recentSignInRequired = 'RecentSignInRequired';

const Timestamp = z.string();
const Json = z.record(z.string(), z.unknown());

const ExportedOrder = z.object({
  orderNo: z.string(),
  status: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  vin: z.string(),
  customerType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  businessName: z.string().nullable(),
  businessNumber: z.string().nullable(),
  comments: z.string().nullable(),
  paymentOption: z.string(),
  /** The loan chosen at checkout (deposit, term, balloon, repayment), null for cash. */
  finance: Json.nullable(),
  fromLinkSource: z.string().nullable(),
  /** The card holder's name as typed in the card form (the name only: no card data is kept). */
  nameOnCreditCard: z.string().nullable(),
  vehicleThumbnail: z.string().nullable(),
  deliveryOption: z.string(),
  pickupLocationName: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliverySuburb: z.string().nullable(),
  deliveryState: z.string().nullable(),
  deliveryPostcode: z.string().nullable(),
  configuration: Json,
  priceSnapshot: Json,
  driveAwayCents: z.number().int(),
  depositCents: z.number().int(),
  createdAt: Timestamp,
  orderedAt: Timestamp.nullable(),
  /** Payment attempts: amount, currency, result and the provider's reference. Never card data (none is kept). */
  payments: z.array(
    z.object({
      attempt: z.number().int(),
      provider: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      pspReference: z.string().nullable(),
      createdAt: Timestamp,
    }),
  ),
  /** The details given for the contract and registration (update-order-details). */
  buyerDetails: z.object({
    driveLicenceNumber: z.string().nullable(),
    driveLicenceExpiry: z.string().nullable(),
    billingAddress: z.string().nullable(),
    billingSuburb: z.string().nullable(),
    billingPostcode: z.string().nullable(),
    billingState: z.string().nullable(),
    regoAddress: z.string().nullable(),
    regoSuburb: z.string().nullable(),
    regoPostcode: z.string().nullable(),
    regoState: z.string().nullable(),
  }),
  /** Bank transfers received towards the balance. */
  balancePayments: z.array(
    z.object({ amountCents: z.number().int(), receivedOn: z.string(), reference: z.string().nullable() }),
  ),
  /** The booked handover (pick-up or home delivery), null before one is booked. */
  deliveryAppointment: z
    .object({ centreId: z.string(), localDate: z.string(), localTime: z.string(), homeDelivery: z.boolean() })
    .nullable(),
  /** The order's documents (licence images, contract, payment summary); the signature when the contract is signed. */
  documents: z.array(
    z.object({
      kind: z.string(),
      contentType: z.string(),
      createdAt: Timestamp,
      signature: z.object({ fullName: z.string(), signedAt: Timestamp, ipAddress: z.string() }).nullable(),
    }),
  ),
});

/** A test drive booking made with the customer's account or email address. */
const ExportedTestDrive = z.object({
  bookingNo: z.number().int(),
  status: z.string(),
  country: z.string(),
  startsAt: Timestamp,
  variantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  postcode: z.string(),
  customerType: z.string(),
  currentVehicle: z.string().nullable(),
  privacyStatement: z.boolean(),
  marketing: z.boolean(),
  createdAt: Timestamp,
  cancelledAt: Timestamp.nullable(),
});

const ExportedInterest = z.object({
  interestType: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  vehicle: z.object({
    variantName: z.string().nullable(),
    exteriorName: z.string().nullable(),
    interiorName: z.string().nullable(),
    options: z.array(z.string()),
  }),
  customerType: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  businessName: z.string().nullable(),
  abn: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  comments: z.string().nullable(),
  privacyStatement: z.boolean(),
  marketing: z.boolean(),
  linkExpiresAt: Timestamp.nullable(),
  createdAt: Timestamp,
});

/** Everything the shop holds about the signed-in customer (never card data: the shop keeps none). */
export const PersonalDataExport = z.object({
  exportedAt: Timestamp,
  customer: z.object({
    country: Country,
    email: z.string(),
    customerType: CustomerType,
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    phoneNumber1: z.string(),
    phoneNumber2: z.string(),
    abn: z.string(),
    businessName: z.string(),
    birthday: z.string().nullable(),
    yanaCustomerNo: z.string().nullable(),
    nzYanaCustomerNo: z.string().nullable(),
    signInProvider: z.string().nullable(),
    createdAt: Timestamp,
  }),
  consents: z.object({
    communication: CommunicationPreferences.extend({ updatedAt: Timestamp.nullable() }),
    enquiries: z.array(
      z.object({
        interestType: z.string(),
        privacyStatement: z.boolean(),
        marketing: z.boolean(),
        at: Timestamp,
      }),
    ),
  }),
  orders: z.array(ExportedOrder),
  enquiries: z.array(ExportedInterest),
  sharedLinks: z.array(ExportedInterest),
  testDrives: z.array(ExportedTestDrive),
  communicationHistory: z.array(CommunicationHistoryRow),
  privacyRequests: z.array(z.object({ kind: z.string(), completedAt: Timestamp })),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;

export const exportPersonalData = defineEndpoint({
  method: 'POST',
  path: '/api/User/export-personal-data',
  summary:
    'Everything the shop holds about the signed-in customer, as JSON; needs a sign-in of the last 15 minutes (403 RecentSignInRequired)',
  tag: 'User',
  body: z.strictObject({}),
  data: PersonalDataExport,
});

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/api/User/delete-account',
  summary:
    "Erases the signed-in customer's personal data and sign-in account, keeps the orders the law requires without personal details, and signs out; needs a sign-in of the last 15 minutes",
  tag: 'User',
  body: z.strictObject({
    confirm: z.literal(true, { error: 'Please confirm that you want your account and data deleted.' }),
  }),
  data: z.object({
    erasedAt: Timestamp,
    /** Orders kept for the tax records, without name or contact details. */
    keptOrders: z.array(z.string()),
    /** Why they are kept, in words for the customer. */
    retentionReason: z.string(),
    /** `deleted`: the shop's own sign-in account is gone; `unlinked`: an outside provider keeps it, the shop forgot it. */
    signInAccount: z.enum(['deleted', 'unlinked']),
  }),
});
