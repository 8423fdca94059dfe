import { australianStateCode, deliveryMessages, stateMismatchMessage } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerTypeInput, checkLocation, Money, OptionalState, ShortText } from './fields';

/*
 * Delivery calls of spec 000 section 7 (Location) and spec 002 section 7 (GoogleAPIs). Money is integer cents;
 * distances are road kilometres with one decimal (docs/delivery.md).
 */

/** A required text field whose "missing" message is the spec's own wording. */
function requiredText(message: string, max = 300) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Must be text.'),
    })
    .trim()
    .min(1, message)
    .max(max, 'Too long.');
}

const FourDigits = /^\d{4}$/;

export const Kilometres = z
  .number({ error: 'Distance must be a number of kilometres.' })
  .min(0, 'Distance cannot be negative.')
  .describe('Road distance in km, one decimal');
export const DeliveryErrorCode = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .describe(
    '0: none; 1: we cannot estimate this address accurately (sales will call); 2: cannot calculate now',
  );

export const AddressSuggestion = z.object({
  fullAddress: z.string().describe("e.g. '12 Smith St, Parramatta NSW 2150'"),
  suburb: z.string(),
  state: z.string().describe('Australian state code; the region in New Zealand'),
  postcode: z.string().describe('Four digits; empty when the provider could not tell'),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

export const getAddress = defineEndpoint({
  method: 'POST',
  path: '/api/Location/get-address',
  summary: 'Address suggestions for typed text (searched only when longer than 4 characters)',
  tag: 'Location',
  body: z.object({
    country: Country,
    keywords: requiredText('Keywords are required.', 200),
  }),
  data: z.array(AddressSuggestion),
});

export const PickupLocation = z.object({
  pickupLocationName: z.string(),
  pickupLocationAddress: z.string(),
  pickupLocationSuburb: z.string(),
  pickupLocationPostcode: z.string(),
  pickupLocationState: z.string(),
  pickupLocationAvailable: z.boolean().describe('Open and offering pick-up'),
  pickupLocationOpening: z.enum(['open', 'opening-soon']),
  distance: Kilometres.describe(
    'Road km from the primary address to this centre, one decimal; 0 when unknown',
  ),
  deliveryPrice: Money.describe('Home delivery to the primary address from this centre, in cents'),
  deliveryAvailable: z.boolean(),
  deliveryPriceErrorCode: DeliveryErrorCode,
});
export type PickupLocation = z.infer<typeof PickupLocation>;

export const getPickupLocations = defineEndpoint({
  method: 'POST',
  path: '/api/Location/get-pickup-locations',
  summary:
    'Experience Centres for a primary address, nearest first (those offering pick-up before those that do not), with home delivery priced from each',
  tag: 'Location',
  body: z
    .object({
      Country,
      State: OptionalState,
      PrimaryAddress: requiredText(deliveryMessages.primaryAddressRequired),
      PrimaryPostcode: requiredText(deliveryMessages.primaryPostcodeRequired, 10).regex(
        FourDigits,
        'Postcode must be 4 digits.',
      ),
      PrimarySuburb: ShortText.nullish(),
      PrimaryState: ShortText.nullish(),
      VariantName: ShortText.nullish(),
      ExteriorName: ShortText.nullish(),
      InteriorName: ShortText.nullish(),
      CustomerType: CustomerTypeInput.default('Private'),
      VehicleSubTotal: Money.nullish(),
    })
    .superRefine((value, ctx) => {
      checkLocation(value, ctx, true);
      if (value.Country !== 'AU' || !value.State) return;
      if (australianStateCode(value.PrimaryState) !== value.State) {
        ctx.addIssue({ code: 'custom', path: ['PrimaryState'], message: stateMismatchMessage(value.State) });
      }
    }),
  data: z.object({
    pickupLocations: z.array(PickupLocation),
    homeDeliveryAddress: z.string(),
    homeDeliveryPostcode: z.string(),
    homeDeliverySuburb: z.string(),
    homeDeliveryState: z.string(),
  }),
});

/** The body of get-delivery-price and get-distance: a delivery address and the pick-up location it leaves from. */
export const DeliveryRouteBody = z
  .object({
    Country,
    DeliveryAddress: requiredText(deliveryMessages.deliveryAddressRequired),
    DeliveryState: ShortText.nullish(),
    DeliveryPostcode: ShortText.nullish(),
    DeliverySuburb: ShortText.nullish(),
    PickupLocationID: ShortText.nullish().describe(
      'The centre it leaves from, by the id get-available-delivery-time gives; the Pickup* fields are its other form',
    ),
    PickupAddress: ShortText.nullish(),
    PickupState: ShortText.nullish(),
    PickupPostcode: ShortText.nullish(),
    PickupSuburb: ShortText.nullish(),
    CustomerType: CustomerTypeInput.default('Private'),
    VariantName: ShortText.nullish(),
    VehicleSubTotal: Money.nullish(),
  })
  .superRefine((value, ctx) => {
    const postcode = value.DeliveryPostcode ?? '';
    if (!postcode) {
      const message =
        value.Country === 'NZ'
          ? deliveryMessages.deliveryPostcodeRequiredNz
          : 'Delivery Postcode is required.';
      ctx.addIssue({ code: 'custom', path: ['DeliveryPostcode'], message });
    } else if (!FourDigits.test(postcode)) {
      ctx.addIssue({ code: 'custom', path: ['DeliveryPostcode'], message: 'Postcode must be 4 digits.' });
    }
    if (value.Country === 'AU' && value.DeliveryState && !australianStateCode(value.DeliveryState)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DeliveryState'],
        message: 'State must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA.',
      });
    }
  });

export const getDeliveryPrice = defineEndpoint({
  method: 'POST',
  path: '/api/Location/get-delivery-price',
  summary:
    'Home delivery price to an address from the chosen pick-up location (or the nearest that dispatches)',
  tag: 'Location',
  body: DeliveryRouteBody,
  data: z.object({
    deliveryAvailable: z.boolean(),
    distance: Kilometres,
    deliveryPrice: Money,
    deliveryPriceErrorCode: DeliveryErrorCode,
  }),
});

export const getGeometryLocation = defineEndpoint({
  method: 'POST',
  path: '/api/GoogleAPIs/get-geometry-location',
  summary: 'Latitude and longitude of an address',
  tag: 'Location',
  body: z.object({ country: Country, address: requiredText('Address is required.') }),
  data: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});

export const getDistance = defineEndpoint({
  method: 'POST',
  path: '/api/GoogleAPIs/get-distance',
  summary:
    'Road distance in km from the pick-up location (or the nearest that dispatches) to a delivery address',
  tag: 'Location',
  body: DeliveryRouteBody,
  data: Kilometres,
});

/** Refusals of the location calls, beyond bad input. */
export const locationErrorCodes = {
  addressNotFound: 'AddressNotFound',
  noRoadRoute: 'NoRoadRoute',
  unknownPickupLocation: 'UnknownPickupLocation',
  serviceUnavailable: 'LocationServiceUnavailable',
} as const;
