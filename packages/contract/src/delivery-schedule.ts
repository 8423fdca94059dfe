import { isoFromDotted, deliveryScheduleMessages as messages } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, Id, ShortText } from './fields';
import { DeliveryOption } from './pricing';

/*
 * Scheduling the handover of an order (spec 002 section 3 "Delivery schedule", sections 4, 7 and 9): the order's
 * five ids, how and where it is handed over, and the date (DD.MM.YYYY on the wire) and time (HH:MM, the centre's
 * local time). The server checks everything against the order and the centre's capacity.
 */

/** DD.MM.YYYY, answered as YYYY-MM-DD. */
const WireDate = z
  .string({ error: messages.date })
  .trim()
  .transform((value, ctx) => {
    const iso = isoFromDotted(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: `${messages.date} (DD.MM.YYYY).` });
      return z.NEVER;
    }
    return iso;
  });

const Schedule = z.object({
  YanaOrderID: Id,
  YanaOrderNo: Id,
  YanaCustomerID: Id,
  YanaCustomerNo: Id,
  Country,
  DeliveryOption,
  /** Pick-up: the Experience Centre's name (one of the market's handover centres). */
  PickupLocationName: ShortText.nullish(),
  /** Home delivery: the order's address (it was priced at checkout and cannot change here). */
  DeliveryLocationAddress: ShortText.nullish(),
  DeliveryLocationSuburb: ShortText.nullish(),
  DeliveryLocationState: ShortText.nullish(),
  DeliveryLocationPostcode: ShortText.nullish(),
  /** The screen's writing of the date ('dddd, DD MMMM YYYY'); informative, the server writes its own. */
  DeliveryFormatDate: ShortText.nullish(),
  /** The vehicle's estimated delivery as the page showed it; informative. */
  Available: ShortText.nullish(),
});

const HandoverLocation = z.object({
  id: z.string().describe("The centre's id (get-delivery-price's PickupLocationID)"),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const getAvailableDeliveryTime = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-available-delivery-time',
  summary:
    "The handover times of a date for the caller's order (without a date: the earliest, 20 days out), the window and the closed or full dates",
  tag: 'Order',
  body: Schedule.extend({ DeliveryDate: WireDate.nullish() }),
  data: z.object({
    deliveryDate: z.string().describe('The date answered, DD.MM.YYYY'),
    deliveryFormatDate: z.string().describe("'dddd, DD MMMM YYYY'"),
    minDate: z.string().describe('DD.MM.YYYY: 20 days from today in the market'),
    maxDate: z.string().describe('DD.MM.YYYY'),
    disabledDates: z.array(z.string()).describe('DD.MM.YYYY: closed, holiday or full'),
    timeList: z.array(
      z.object({
        time: z.string().describe('HH:MM, the centre’s local time'),
        label: z.string().describe("e.g. '10:00 am'"),
        isAvailable: z.boolean(),
      }),
    ),
    location: HandoverLocation.describe(
      'Where the handover happens from: the pick-up centre or the dispatching one',
    ),
    pickupLocations: z.array(HandoverLocation).describe("The market's pick-up centres"),
    mapTiles: z
      .object({ urlTemplate: z.string(), attribution: z.string().nullable() })
      .nullable()
      .describe("The operator's map tiles ({z}/{x}/{y} template); null: the shop draws its own map"),
  }),
});

export const saveScheduleDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/Order/save-schedule-delivery',
  summary:
    "Books (or moves) the order's handover: the bay or the day's delivery is taken, the old one freed, in one transaction; 409 SlotTaken when it is gone",
  tag: 'Order',
  body: Schedule.extend({
    DeliveryDate: WireDate,
    DeliveryTime: z
      .string({ error: messages.time })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.time),
  }),
  data: z.object({
    message: z.string(),
    deliveryOption: DeliveryOption,
    pickupLocationName: z.string().nullable(),
    deliveryDate: z.string().describe('DD.MM.YYYY'),
    deliveryTime: z.string().describe('HH:MM'),
    deliveryFormatDate: z.string(),
    rescheduled: z.boolean(),
  }),
});
