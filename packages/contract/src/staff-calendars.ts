import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Id } from './fields';
import { IsoDay } from './staff-stock';

/*
 * The back office's calendars (issue 22, docs/back-office-calendars.md): per Experience Centre its opening hours,
 * closed days, test-drive capacity (ambassadors per slot time, demonstrators per variant) and handover capacity
 * (bays per slot time, home deliveries a day). Admin changes them; a change also applies to the slots already
 * made from today on, never below what is booked there.
 */

const ClockTime = z
  .string()
  .trim()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use HH:MM (24-hour).');
const Weekday = z
  .number()
  .int()
  .min(1, 'A weekday is 1 (Monday) to 7 (Sunday).')
  .max(7, 'A weekday is 1 (Monday) to 7 (Sunday).');
const Count = z.number().int().min(0, 'Cannot be negative.').max(999, 'At most 999.');
const CentreRef = { centreId: Id };

export const CalendarCentre = z.object({ id: z.string(), country: z.string(), name: z.string() });
export type CalendarCentre = z.infer<typeof CalendarCentre>;

export const CentreCalendar = z.object({
  centre: CalendarCentre,
  today: z.string(),
  openingHours: z.array(z.object({ weekday: z.number(), opensAt: z.string(), closesAt: z.string() })),
  closures: z.array(z.object({ date: z.string(), reason: z.string() })),
  testDriveSlotTimes: z.array(
    z.object({ weekday: z.number(), startsAt: z.string(), ambassadors: z.number() }),
  ),
  fleet: z.array(z.object({ variantId: z.string(), variantName: z.string(), vehicles: z.number() })),
  handoverSlotTimes: z.array(z.object({ weekday: z.number(), startsAt: z.string(), bays: z.number() })),
  homeDeliveriesPerDay: z.number(),
});
export type CentreCalendar = z.infer<typeof CentreCalendar>;

const calendarCall = <B extends z.ZodType>(name: string, summary: string, body: B) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/staff/calendars/${name}`,
    summary,
    tag: 'Staff calendars',
    body,
    data: CentreCalendar,
  });

export const listCalendarCentres = defineEndpoint({
  method: 'POST',
  path: '/api/staff/calendars/centres',
  summary: 'The Experience Centres whose calendars staff keep',
  tag: 'Staff calendars',
  body: z.strictObject({}),
  data: z.object({ centres: z.array(CalendarCentre) }),
});

export const getCentreCalendar = calendarCall(
  'get',
  "A centre's hours, closures and capacity",
  z.strictObject(CentreRef),
);

export const SetTestDriveAmbassadors = z.strictObject({
  ...CentreRef,
  weekday: Weekday,
  startsAt: ClockTime,
  ambassadors: Count,
});
export const setTestDriveAmbassadors = calendarCall(
  'set-ambassadors',
  'Adds a test-drive time or sets its ambassadors; slots already made from today follow (never below booked)',
  SetTestDriveAmbassadors,
);

export const SetTestDriveFleet = z.strictObject({ ...CentreRef, variantId: Id, vehicles: Count });
export const setTestDriveFleet = calendarCall(
  'set-fleet',
  "Sets a centre's demonstrators of a variant; slots already made from today follow (never below booked)",
  SetTestDriveFleet,
);

export const SetOpeningHours = z
  .strictObject({
    ...CentreRef,
    weekday: Weekday,
    opensAt: ClockTime.nullable(),
    closesAt: ClockTime.nullable(),
  })
  .superRefine((value, ctx) => {
    if ((value.opensAt === null) !== (value.closesAt === null))
      ctx.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'Give both times, or neither for a closed day.',
      });
    else if (value.opensAt !== null && value.closesAt !== null && value.opensAt >= value.closesAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closing must be after opening.' });
  });
export const setOpeningHours = calendarCall(
  'set-hours',
  "Sets a weekday's opening hours (both times null: closed that weekday)",
  SetOpeningHours,
);

export const AddClosure = z.strictObject({
  ...CentreRef,
  date: IsoDay,
  reason: z.string().trim().min(1, 'Required.').max(120, 'Too long.'),
});
export const addCentreClosure = calendarCall('add-closure', 'Closes a centre on a day', AddClosure);
export const removeCentreClosure = calendarCall(
  'remove-closure',
  'Opens a closed day again',
  z.strictObject({ ...CentreRef, date: IsoDay }),
);

export const SetHandoverBays = z.strictObject({
  ...CentreRef,
  weekday: Weekday,
  startsAt: ClockTime,
  bays: Count,
});
export const setHandoverBays = calendarCall(
  'set-handover-bays',
  'Adds a handover time or sets its bays; slots already made from today follow (never below booked)',
  SetHandoverBays,
);

export const SetHomeDeliveries = z.strictObject({ ...CentreRef, deliveriesPerDay: Count });
export const setHomeDeliveries = calendarCall(
  'set-home-deliveries',
  "Sets a centre's home deliveries a day; days already booked from today follow (never below booked)",
  SetHomeDeliveries,
);
