import { countryCodes } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { DayText, nextCursor, PageRequest } from './staff';

/* The back office's enquiries, waitlist and shared links (interests), and maintenance mode (docs/staff.md). */

export const staffInterestKinds = ['enquiries', 'waitlist', 'shared-links'] as const;

export const StaffInterestFilterFields = {
  kind: z.enum(staffInterestKinds, { error: 'Kind is enquiries, waitlist or shared-links.' }),
  country: z.enum(countryCodes, { error: 'Country must be AU or NZ.' }).nullish(),
  from: DayText.nullish(),
  to: DayText.nullish(),
  search: z.string().trim().max(120, 'Too long.').nullish(),
};

const StaffInterestRow = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  country: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  vehicle: z.string(),
  driveAwayCents: z.number().int().nullable(),
  comments: z.string(),
  linkExpiresAt: z.string().nullable(),
});
export type StaffInterestRowData = z.infer<typeof StaffInterestRow>;

export const listStaffInterests = defineEndpoint({
  method: 'POST',
  path: '/api/staff/interests',
  summary: 'Enquiries, waitlist entries or shared links (viewer and up); CSV at GET /api/staff/interests.csv',
  tag: 'Staff',
  body: z.strictObject({
    ...StaffInterestFilterFields,
    sort: z.enum(['newest', 'oldest'], { error: 'Sort is newest or oldest.' }).default('newest'),
    ...PageRequest,
  }),
  data: z.object({ interests: z.array(StaffInterestRow), nextCursor }),
});

const Maintenance = z.object({ isShow: z.boolean(), testerCode: z.string() });

export const getStaffMaintenance = defineEndpoint({
  method: 'GET',
  path: '/api/staff/maintenance',
  summary: 'Maintenance mode and its tester code (viewer and up)',
  tag: 'Staff',
  body: z.object({}),
  data: Maintenance,
});

export const setStaffMaintenance = defineEndpoint({
  method: 'POST',
  path: '/api/staff/maintenance',
  summary: 'Turn maintenance mode on or off (admin)',
  tag: 'Staff',
  body: z.strictObject({ isShow: z.boolean({ error: 'isShow is true or false.' }) }),
  data: Maintenance,
});
