import type {
  getTestDriveAvailableDates,
  getTestDriveAvailableTime,
  getTestDriveLocations,
  getTestDriveModels,
  getTestDriveVariants,
} from '@showroom/contract';
import {
  addDays,
  availableDates,
  type BookedSlot,
  type ClockTime,
  type CountryCode,
  holidayRegionOf,
  type IsoDate,
  localDate,
  slashDate,
  slotsOn,
  type TestDriveCalendar,
  testDriveMessages,
  testDriveWhatToExpect,
  testDriveWindowDays,
  timeZoneOf,
} from '@showroom/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { unknownField } from '../../platform/http/app-error';
import type { CentreRow, TestDriveCalendarRepository } from './test-drive-calendar.repository';

type Data<E extends { data: z.ZodType }> = z.input<E['data']>;

/** The one model the shop sells (spec 000 section 1: model code LYRIQ). */
export const lyriq = { modelID: 'LYRIQ', model: 'LYRIQ' } as const;

/** A centre's address on one line, as the location list and the emails write it. */
export function centreAddress(centre: CentreRow): string {
  const place = centre.country === 'AU' ? `${centre.suburb} ${centre.state}` : centre.suburb;
  return `${centre.address}, ${place} ${centre.postcode}`;
}

/** '09:30' → '9:30 am'. */
export function clockLabel(time: ClockTime): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Where and what a booking is: its centre, the centre's zone and the variant's name. */
export interface BookingPlace {
  centre: CentreRow;
  timeZone: string;
  variant: { name: string };
}

/** What a chosen location, model and variant resolve to: the centre, its zone and its calendar for the variant. */
export interface ResolvedVariant extends BookingPlace {
  variant: { id: string; name: string; vehicles: number };
  calendar: TestDriveCalendar;
}

/**
 * The read side of test drives (spec 002 section 4 steps 1-4): locations of a country, the model and variants a
 * location has demonstrators of, the booking window and the slots of a date. Every id is checked against the
 * ones before it and answered 404 with the field and the spec's message otherwise.
 */
export function testDriveAvailability(deps: { calendars: TestDriveCalendarRepository; clock: Clock }) {
  const { calendars, clock } = deps;

  async function location(centreId: string, country?: CountryCode): Promise<CentreRow> {
    const centre = await calendars.findLocation(centreId);
    if (!centre || (country && centre.country !== country)) {
      throw unknownField('TestDriveLocationID', testDriveMessages.location);
    }
    return centre;
  }

  async function resolve(
    selection: { TestDriveLocationID: string; ModelID: string; VariantID: string },
    country?: CountryCode,
  ): Promise<ResolvedVariant> {
    const centre = await location(selection.TestDriveLocationID, country);
    if (selection.ModelID.toUpperCase() !== lyriq.modelID)
      throw unknownField('ModelID', testDriveMessages.model);
    const variant = (await calendars.variantsAt(centre.id)).find((v) => v.id === selection.VariantID);
    if (!variant) throw unknownField('VariantID', testDriveMessages.variant);
    const timeZone = timeZoneOf(centre.country as CountryCode, centre.state);
    const today = localDate(clock.now(), timeZone);
    const calendar = await calendars.calendarOf(centre.id, today);
    return {
      centre,
      variant,
      timeZone,
      calendar: {
        ...calendar,
        timeZone,
        region: holidayRegionOf(centre.country as CountryCode, centre.state),
        vehicles: variant.vehicles,
      },
    };
  }

  function booked(resolved: ResolvedVariant, from: IsoDate, to: IsoDate): Promise<BookedSlot[]> {
    return calendars.bookedSlots(resolved.centre.id, resolved.variant.id, from, to, clock.now());
  }

  return {
    resolve,

    /** The place of an existing booking, whatever the centre offers today. */
    async place(centreId: string, variantName: string): Promise<BookingPlace> {
      const centre = await calendars.findCentre(centreId);
      if (!centre) throw new Error(`A booking names the unknown centre ${centreId}.`);
      return {
        centre,
        timeZone: timeZoneOf(centre.country as CountryCode, centre.state),
        variant: { name: variantName },
      };
    },

    /** The slots of a date for a resolved variant; `keep` is the slot of the booking being changed. */
    async slots(
      resolved: ResolvedVariant,
      date: IsoDate,
      keep?: { localDate: IsoDate; localTime: ClockTime },
    ) {
      return slotsOn(resolved.calendar, date, await booked(resolved, date, date), clock.now(), keep);
    },

    async locations(country: CountryCode): Promise<Data<typeof getTestDriveLocations>> {
      return (await calendars.listLocations(country)).map((centre) => ({
        testDriveLocationID: centre.id,
        name: centre.name,
        address: centreAddress(centre),
        country: centre.country as CountryCode,
      }));
    },

    async models(centreId: string): Promise<Data<typeof getTestDriveModels>> {
      const centre = await location(centreId);
      return (await calendars.variantsAt(centre.id)).length ? [lyriq] : [];
    },

    async variants(centreId: string, modelId: string): Promise<Data<typeof getTestDriveVariants>> {
      const centre = await location(centreId);
      if (modelId.toUpperCase() !== lyriq.modelID) throw unknownField('ModelID', testDriveMessages.model);
      return (await calendars.variantsAt(centre.id)).map((variant) => ({
        modelID: lyriq.modelID,
        variantID: variant.id,
        variantName: variant.name,
      }));
    },

    async dates(
      resolved: ResolvedVariant,
      keep?: { localDate: IsoDate; localTime: ClockTime },
    ): Promise<Data<typeof getTestDriveAvailableDates>> {
      const now = clock.now();
      const today = localDate(now, resolved.timeZone);
      const taken = await booked(resolved, today, addDays(today, testDriveWindowDays));
      const window = availableDates(resolved.calendar, today, taken, now, keep);
      return {
        minDate: window.minDate ? slashDate(window.minDate) : null,
        maxDate: slashDate(window.maxDate),
        disabledDates: window.disabledDates.map(slashDate),
      };
    },

    async times(
      resolved: ResolvedVariant,
      date: IsoDate,
      keep?: { localDate: IsoDate; localTime: ClockTime },
    ): Promise<Data<typeof getTestDriveAvailableTime>> {
      const slots = await this.slots(resolved, date, keep);
      return {
        timeList: slots.map((slot) => ({
          time: slot.time,
          label: `${clockLabel(slot.time)} - ${clockLabel(localTimeOf(slot.endsAt, resolved.timeZone))}`,
          isAvailable: slot.isAvailable,
        })),
        whatExpectedList: [...testDriveWhatToExpect],
      };
    },
  };
}

/** The wall-clock time of an instant in a zone, HH:MM. */
function localTimeOf(instant: Date, timeZone: string): ClockTime {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

export type TestDriveAvailability = ReturnType<typeof testDriveAvailability>;
