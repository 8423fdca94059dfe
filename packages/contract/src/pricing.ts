import { chargeLines, deliveryOptions, discountTypes, promotionNames } from '@showroom/domain';
import { z } from 'zod';
import { OptionType } from './catalogue';
import { defineEndpoint } from './endpoint';
import {
  Country,
  CustomerType,
  CustomerTypeInput,
  checkLocation,
  customerTypeInput,
  Id,
  Money,
  OptionalState,
  ShortText,
} from './fields';
import { DeliveryErrorCode, Kilometres } from './location';

/*
 * The drive-away price call of spec 000 sections 3 and 7 (get-driveaway-cost) and spec 001 section 3. The server
 * prices from ids and its own catalogue (docs/pricing.md "The price service"): names are ignored, a catalogue
 * price or subtotal the client sends is checked (a mismatch is a 409 naming the field), and the delivery price
 * and distance it sends are ignored (the server prices home delivery from PostCode and Suburb itself).
 * Money is integer cents of the market's currency, GST-inclusive.
 */

export const DeliveryOption = z.enum(deliveryOptions, {
  error: 'DeliveryOption must be Pickup or HomeDelivery.',
});

/** A postcode, or empty/null for none. */
const OptionalPostcode = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Postcode must be 4 digits.'),
    z.literal(''),
  ])
  .nullish();

/** An option of the configuration as the client holds it (spec 000 section 3 "Option"); only the id decides. */
export const SelectedOption = z.object({
  YanaOptionID: Id,
  OptionType: OptionType.nullish(),
  OptionName: ShortText.nullish(),
  OptionPrice: Money.nullish().describe('Checked against the catalogue when sent'),
});

export const DriveAwayCostRequest = z
  .object({
    Country,
    State: OptionalState,
    VariantID: Id,
    VariantName: ShortText.nullish().describe('Ignored: the id decides'),
    VariantPrice: Money.nullish().describe('Checked against the catalogue when sent'),
    ExteriorID: Id,
    ExteriorName: ShortText.nullish().describe('Ignored: the id decides'),
    ExteriorPrice: Money.nullish().describe('Checked against the catalogue when sent'),
    InteriorID: Id,
    InteriorName: ShortText.nullish().describe('Ignored: the id decides'),
    InteriorPrice: Money.nullish().describe('Checked against the catalogue when sent'),
    Options: z.array(SelectedOption).max(30, 'At most 30 options.').default([]),
    SubTotal: Money.nullish().describe('Checked against the catalogue when sent'),
    DeliveryOption: DeliveryOption.default('Pickup'),
    RegistrationType: customerTypeInput('RegistrationType must be Private Customer or Business Customer.')
      .default('Private')
      .describe('The customer type'),
    Distance: Kilometres.nullish().describe('Ignored: the server measures the delivery distance'),
    PostCode: OptionalPostcode.describe('Postcode of the delivery (or primary) address'),
    Suburb: ShortText.nullish(),
    CallSource: ShortText.nullish().describe("e.g. 'Main Page'; recorded nowhere"),
    IfCalculateFinance: z.boolean().default(true).describe('false: financeData is null'),
    DeliveryPrice: Money.nullish().describe('Ignored: the server prices home delivery from PostCode/Suburb'),
  })
  .superRefine((value, ctx) => {
    checkLocation(value, ctx, true);
    if (value.DeliveryOption === 'HomeDelivery' && !value.PostCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['PostCode'],
        message: 'Home delivery needs the postcode of the delivery address.',
      });
    }
  });

export const DriveAwayDiscount = z.object({
  discountType: z.enum(discountTypes),
  discountName: z.enum(promotionNames),
  discountValue: Money,
});

export const PricedOption = z.object({
  yanaOptionID: z.string(),
  optionType: OptionType,
  optionName: z.string(),
  optionPrice: Money,
});

/** The drive-away cost response of spec 000 section 3, plus what the summary needs to be honest about it. */
export const DriveAwayCostData = z.object({
  country: Country,
  state: z.string().nullable(),
  customerType: CustomerType,
  currency: z.enum(['AUD', 'NZD']),
  pricingDate: z.string().describe("The market's local date the rates were chosen for, YYYY-MM-DD"),
  variantID: z.string(),
  variantName: z.string(),
  variantPrice: Money,
  exteriorID: z.string(),
  exteriorName: z.string(),
  exteriorColourPrice: Money,
  interiorID: z.string(),
  interiorName: z.string(),
  interiorColourPrice: Money,
  options: z.array(PricedOption),
  subTotal: Money.describe('Variant + exterior + interior + options, before LCT and discounts'),
  gst: Money.describe('GST contained in subTotal + homeDelivery − vehicle discount; never added'),
  homeDelivery: Money,
  luxuryCarTax: Money,
  localStampDuty: Money,
  localRegistrationCost: Money,
  localCTP: Money,
  localPlateFee: Money,
  tyreStewardshipFee: Money,
  roadUserChargers: Money.describe("Road user charges (the spec's spelling)"),
  onRoadFeeSubtotal: Money.describe('Duty + registration + CTP + plates + tyre fee + RUC'),
  discounts: z.array(DriveAwayDiscount).describe('At most one Vehicle and one OnRoadFees discount'),
  totalSaving: Money,
  driveawayPrice: Money.describe('subTotal + homeDelivery + luxuryCarTax + onRoadFeeSubtotal − totalSaving'),
  includedInRegistration: z
    .array(z.enum(['localCTP', 'localPlateFee']))
    .describe("Lines the registration figure already contains: show them as 'Included'"),
  estimates: z
    .array(z.object({ line: z.enum(['gst', ...chargeLines]), reasons: z.array(z.string()) }))
    .describe('Lines whose figure is an estimate, with why'),
  disclaimer: z.string().describe('The assumptions text the summary shows under the price'),
  delivery: z.object({
    deliveryOption: DeliveryOption,
    deliveryAvailable: z.boolean().describe('false: home delivery is not offered to this address'),
    deliveryPriceErrorCode: DeliveryErrorCode,
    distance: Kilometres,
    postcode: z.string().nullable(),
    suburb: z.string().nullable(),
  }),
});
export type DriveAwayCostData = z.infer<typeof DriveAwayCostData>;

/**
 * The finance data of the price answer (spec 001 section 3): standard finance of the market with its default
 * term, balloon and frequency and the minimum deposit.
 */
export const DriveAwayFinanceData = z.object({
  balloonAmount: Money,
  comparisonRate: z.number().describe('Per cent per annum, two decimals, e.g. 6.79'),
  interestRate: z.number().describe('Per cent per annum, two decimals'),
  loanPayment: Money.describe('The regular repayment'),
  term: z.number().int().describe('Months'),
  frequencyName: z.string(),
  deposit: Money.describe('The deposit assumed: the standard minimum'),
});
export type DriveAwayFinanceData = z.infer<typeof DriveAwayFinanceData>;

export const getDriveawayCost = defineEndpoint({
  method: 'POST',
  path: '/api/PaymentOptions/get-driveaway-cost',
  summary: 'The itemised drive-away price of a configuration, priced from its ids, and its standard finance',
  tag: 'Pricing',
  body: DriveAwayCostRequest,
  data: z.object({
    driveawayCostData: DriveAwayCostData,
    financeData: DriveAwayFinanceData.nullable(),
  }),
});

/** Error codes of the pricing calls (besides the common ones). */
export const pricingErrorCodes = {
  /** A catalogue price or subtotal the client sent differs from the catalogue: reload the configuration. */
  priceMismatch: 'PriceMismatch',
  /** The options cannot be ordered together (charging rules, disabled, twice). */
  invalidOptions: 'InvalidOptions',
} as const;

/** The landing page's starting price (spec 000 sections 3 and 7). */
export const getLandingPage = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-landing-page',
  summary:
    "The landing's starting configuration: its drive-away price and repayment (Australia only) and the promotional line (New Zealand)",
  tag: 'Pricing',
  body: z
    .object({
      Country,
      State: OptionalState,
      Postcode: ShortText.nullish(),
      Suburb: ShortText.nullish(),
      CustomerType: CustomerTypeInput.default('Private'),
      Model: z.literal('LYRIQ', { error: 'Model must be LYRIQ.' }).default('LYRIQ'),
    })
    .superRefine((value, ctx) => checkLocation(value, ctx, true)),
  data: z.object({
    country: Country,
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    suburb: z.string().nullable(),
    subTotal: Money,
    driveawayCost: Money.nullable().describe(
      'The lowest drive-away price of the market, picked up; null in New Zealand',
    ),
    available: z.string().describe('Estimated delivery text of the starting configuration'),
    yanaVariantId: z.string(),
    variantName: z.string(),
    variantPrice: Money,
    exteriorId: z.string(),
    exteriorPrice: Money,
    interiorId: z.string(),
    interiorPrice: Money,
    optionType: OptionType.nullable().describe('The starting configuration has no option: null'),
    optionName: z.string().nullable(),
    optionPrice: Money.nullable(),
    loanPaymentText: z
      .string()
      .nullable()
      .describe("Standard finance repayment on driveawayCost, e.g. '$2,346.69'; null in New Zealand"),
    frequentlyText: z.string().nullable().describe("e.g. 'per month'; null in New Zealand"),
    promoText: z
      .string()
      .nullable()
      .describe('New Zealand: the running promotion line (spec 000 section 1); null otherwise'),
  }),
});

/** A promotion card of the Special Offers dialog (spec 000 section 3 "Promo": name, data with OfferId, ButtonText, ScrollText). */
export const Promo = z.object({
  name: z.string().describe("'financeOffer' or a promotion name of spec 000 section 9"),
  data: z.object({
    offerId: z.number().int().describe('The finance offer id for OfferID; 0 for a price promotion'),
    buttonText: z.string(),
    scrollText: z.string(),
    discountType: z.enum(discountTypes).nullable().describe('null for the finance offer'),
    validTo: z.string().describe('Last day of the offer, YYYY-MM-DD'),
    minimumDepositPercent: z
      .number()
      .nullable()
      .describe(
        "The finance offer's minimum deposit, a share of the drive-away price; null for a price promotion",
      ),
  }),
});
export type Promo = z.infer<typeof Promo>;

export const checkOffers = defineEndpoint({
  method: 'POST',
  path: '/api/offer/check-offers',
  summary: 'The promotions running today in a market: the finance offer and the price promotions',
  tag: 'Pricing',
  body: z.object({ Country }),
  data: z.array(Promo),
});
