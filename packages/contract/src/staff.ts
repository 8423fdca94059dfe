import { staffRoles } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/*
 * The back office's own calls (docs/staff.md): every one under /api/staff, answered only to a staff session of the
 * role it names (403 otherwise). Lists page with an opaque keyset cursor.
 */

export const StaffRole = z.enum(staffRoles, { error: 'Role must be viewer, sales or admin.' });

/** A page of a list: at most `limit` rows after `cursor` (the previous page's `nextCursor`). */
export const PageRequest = {
  cursor: z.string().trim().max(200, 'Too long.').nullish(),
  limit: z.number().int('A whole number.').min(1, 'At least 1.').max(100, 'At most 100.').default(25),
};
export const nextCursor = z
  .string()
  .nullable()
  .describe('Pass as `cursor` for the next page; null on the last');

/** A day `YYYY-MM-DD` (a filter bound). */
export const DayText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date.');

export const staffMe = defineEndpoint({
  method: 'GET',
  path: '/api/staff/me',
  summary: 'The signed-in staff member: email and role (403 for anyone else)',
  tag: 'Staff',
  body: z.object({}),
  data: z.object({ email: z.string(), role: StaffRole }),
});

export const AuditFilterFields = {
  entity: z.string().trim().max(40, 'Too long.').nullish(),
  entityId: z.string().trim().max(64, 'Too long.').nullish(),
  staffEmail: z.string().trim().max(254, 'Too long.').nullish(),
  from: DayText.nullish(),
  to: DayText.nullish(),
};

const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const listAuditLog = defineEndpoint({
  method: 'POST',
  path: '/api/staff/audit-log',
  summary: 'The staff audit log, newest first (viewer and up); CSV at GET /api/staff/audit-log.csv',
  tag: 'Staff',
  body: z.strictObject({ ...AuditFilterFields, ...PageRequest }),
  data: z.object({ entries: z.array(AuditEntry), nextCursor }),
});
export type AuditEntryData = z.infer<typeof AuditEntry>;
