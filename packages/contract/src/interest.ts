import {
  countryCodes,
  enquiryMessages,
  interestTypes,
  isEnquiryType,
  isValidEmail,
  isValidMobile,
  linkKeyPattern,
} from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  CustomerType,
  CustomerTypeInput,
  checkLocation,
  Id,
  Money,
  OptionalState,
  PaymentOption,
  ShortText,
} from './fields';

/*
 * Interest and enquiry calls of spec 000 section 7 and spec 001 section 7: saving a shared configuration or an
 * enquiry, reading a shared link and page tracking. Prices a client sends are
 * stored as sent but never used: the server resolves the names against the catalogue and prices from ids.
 */

const LongText = z.string().trim().max(2000, 'Too long (2,000 characters at most).');
const Text = ShortText.nullish();

/** An option of the configuration, named by its id (preferred) or its name. */
export const InterestOption = z
  .object({
    YanaOptionID: Id.nullish(),
    OptionType: z.enum(['Accessories', 'Charge']).nullish(),
    OptionName: Text,
    OptionPrice: Money.nullish(),
  })
  .refine((option) => option.YanaOptionID || option.OptionName, {
    message: 'An option needs its YanaOptionID or OptionName.',
  });

/** The interest record of spec 000 section 3 (share by link or email, enquiries). */
export const Interest = z
  .object({
    Country: z.enum(countryCodes, { error: enquiryMessages.country }),
    State: OptionalState,
    VariantName: Text,
    VariantBasePrice: Money.nullish(),
    ExteriorName: Text,
    ExteriorPrice: Money.nullish(),
    InteriorName: Text,
    InteriorPrice: Money.nullish(),
    PaymentOption: PaymentOption.nullish(),
    Email: Text,
    FirstName: Text,
    LastName: Text,
    Mobile: Text,
    ABN: Text,
    BusinessName: Text,
    CustomerType: CustomerTypeInput.default('Private'),
    DeliveryAddress: Text,
    DeliveryLocationState: Text,
    DeliveryLocationSuburb: Text,
    DeliveryLocationPostcode: Text,
    DeliveryOption: z.enum(['Pickup', 'HomeDelivery']).nullish(),
    EstDeliveryDate: Text,
    PrivacyStatement: z.boolean().default(false),
    Marketing: z.boolean().default(false),
    InterestType: z.enum(interestTypes, {
      error: `InterestType must be one of ${interestTypes.join(', ')}.`,
    }),
    Comments: LongText.nullish(),
    WebUniqueKey: Text,
    Options: z.array(InterestOption).max(30, 'Too many options.').default([]),
    VehicleThumbnail: z.string().trim().max(2000, 'Too long.').nullish(),
    Source: Text,
    UTMtag: Text,
  })
  .superRefine((value, ctx) => {
    checkLocation(value, ctx, value.InterestType === 'ShareLink' || value.InterestType === 'ShareEmail');
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.InterestType === 'ShareLink') {
      if (!value.VariantName) problem('VariantName', 'Required.');
      if (!value.ExteriorName) problem('ExteriorName', 'Required.');
      if (!value.InteriorName) problem('InteriorName', 'Required.');
    }
    if (value.InterestType === 'ShareEmail') {
      if (!isValidEmail(value.Email ?? '')) problem('Email', enquiryMessages.shareEmail);
      if (!linkKeyPattern.test(value.WebUniqueKey ?? '')) {
        problem('WebUniqueKey', 'WebUniqueKey must be the key of the shared link.');
      }
    }
    if (isEnquiryType(value.InterestType)) {
      if (!value.FirstName) problem('FirstName', enquiryMessages.firstName);
      if (!value.LastName) problem('LastName', enquiryMessages.lastName);
      if (!isValidEmail(value.Email ?? '')) problem('Email', enquiryMessages.email);
      if (!isValidMobile(value.Mobile ?? '')) problem('Mobile', enquiryMessages.mobile);
      if (!value.PrivacyStatement) problem('PrivacyStatement', enquiryMessages.agreement);
    }
  });
export type Interest = z.input<typeof Interest>;

export const saveInterest = defineEndpoint({
  method: 'POST',
  path: '/api/interest/save-interest',
  summary:
    'Saves a shared configuration or an enquiry; a shared link gets a new key, an email share and every enquiry are emailed',
  tag: 'Interest',
  body: z.object({
    interest: Interest,
    ifCallYanaAPI: z
      .boolean()
      .default(true)
      .describe('Forward the record to the sales CRM (false for the email share); stored for the CRM export'),
  }),
  data: z.object({
    webUniqueKey: z
      .string()
      .describe(
        'The link key of a shared configuration or a waitlist entry (get-waitlist-data); the record id otherwise',
      ),
    expiryDateText: z.string().nullable().describe("When a shared link expires, e.g. '22 December 2026'"),
  }),
});

export const LinkOption = z.object({
  yanaOptionID: z.string(),
  optionType: z.enum(['Accessories', 'Charge']),
  optionName: z.string(),
  optionPrice: Money,
  optionDesc: z.string(),
  chargeType: z.number().int().nullable(),
});

export const getInterest = defineEndpoint({
  method: 'POST',
  path: '/api/interest/get-interest',
  summary: 'The configuration behind a shared link, or isExpired',
  tag: 'Interest',
  body: z.object({ linkKey: z.string().trim().regex(linkKeyPattern, 'This is not a link key.') }),
  data: z.object({
    isExpired: z.boolean(),
    country: z.enum(countryCodes),
    state: z.string().nullable(),
    variantName: z.string().nullable(),
    exteriorName: z.string().nullable(),
    interiorName: z.string().nullable(),
    options: z.array(LinkOption),
    expiryDateText: z.string(),
    typeOfLink: z.literal('Private'),
  }),
});

/**
 * The waitlist record of spec 002 section 3, for the waitlisted thank-you page. The key is the record's own
 * unguessable key (as a shared link's), answered by save-interest; email and mobile are never sent back.
 */
export const getWaitlistData = defineEndpoint({
  method: 'POST',
  path: '/api/interest/get-waitlist-data',
  summary: 'A waitlist entry by its key (webUniqueKey of save-interest), for the waitlisted thank-you page',
  tag: 'Interest',
  body: z.object({ linkKey: z.string().trim().regex(linkKeyPattern, 'This is not a waitlist key.') }),
  data: z.object({
    country: z.enum(countryCodes),
    state: z.string().nullable(),
    variantName: z.string().nullable(),
    variantBasePrice: Money.nullable(),
    exteriorName: z.string().nullable(),
    exteriorPrice: Money.nullable(),
    interiorName: z.string().nullable(),
    interiorPrice: Money.nullable(),
    firstName: z.string(),
    lastName: z.string(),
    customerType: CustomerType,
    paymentOption: PaymentOption.nullable(),
    deliveryOption: z.enum(['Pickup', 'HomeDelivery']).nullable(),
    deliveryLocationAddress: z.string().nullable(),
    deliveryLocationSuburb: z.string().nullable(),
    deliveryLocationState: z.string().nullable(),
    deliveryLocationPostcode: z.string().nullable(),
    estDeliveryDate: z.string().nullable(),
    marketing: z.boolean(),
    interestType: z.literal('Waitlist'),
    comment: z.string().nullable(),
    options: z.array(LinkOption),
    vehicleThumbnail: z.string().nullable(),
  }),
});

export const addTracking = defineEndpoint({
  method: 'POST',
  path: '/api/Tracking/add-tracking',
  summary: 'Records a page event (the page URL is added when missing)',
  tag: 'Interest',
  body: z.object({
    EventName: z.string().trim().min(1, 'Required.').max(100, 'Too long.'),
    PageUrl: z.string().trim().max(2000, 'Too long.').nullish(),
    Data: z.record(z.string().max(100, 'Too long.'), z.string().max(500, 'Too long.')).nullish(),
  }),
  data: z.object({}),
});
