import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { staffAuditLog } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail';
import type { StaffMember } from './staff-auth';

export type AuditEntry = typeof staffAuditLog.$inferSelect;

export interface StaffAction {
  staffId: string;
  /** Kept with the entry so the log reads the same after the staff member's account is gone. */
  staffEmail?: string;
  /** What was done, `verb-noun` (`order-cancelled`, `price-changed`). */
  action: string;
  /** The kind of record (`order`, `stock-unit`, `setting`) and its id. */
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Appends one entry to the staff audit log, in the transaction of the change it records (so both or neither are
 * written). The table refuses updates and deletes.
 */
export async function recordStaffAction(tx: DbExecutor, action: StaffAction, at = new Date()): Promise<void> {
  await tx.insert(staffAuditLog).values({
    at,
    staffId: action.staffId,
    staffEmail: action.staffEmail ?? '',
    action: action.action,
    entity: action.entity,
    entityId: action.entityId,
    before: action.before ?? null,
    after: action.after ?? null,
  });
}

/**
 * A read of personal data in bulk or in full (an export, an order opened) kept in the audit log beside the changes
 * (security probe N10): who, what, with which filter and how many rows.
 */
export async function recordStaffRead(
  db: DbExecutor,
  staff: StaffMember,
  read: { action: string; entity: string; entityId: string; filter?: object; rows?: number },
): Promise<void> {
  const { filter, rows, ...what } = read;
  await recordStaffAction(db, {
    ...actor(staff),
    ...what,
    before: null,
    after: { filter: filter ?? null, rows: rows ?? null },
  });
}

/** The acting staff member's half of a `StaffAction`. */
export const actor = (staff: StaffMember) => ({ staffId: staff.id, staffEmail: staff.email });

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  staffEmail?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Keyset: entries older than this id (the previous page's `nextCursor`). */
  before?: number | undefined;
}

/** Newest first, `limit` entries from the keyset cursor. */
export async function listStaffActions(
  db: DbExecutor,
  filter: AuditFilter,
  limit: number,
): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(staffAuditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(staffAuditLog.entityId, filter.entityId));
  if (filter.staffEmail) conditions.push(eq(staffAuditLog.staffEmail, filter.staffEmail.toLowerCase()));
  if (filter.from) conditions.push(gte(staffAuditLog.at, filter.from));
  if (filter.to) conditions.push(lte(staffAuditLog.at, filter.to));
  if (filter.before !== undefined) conditions.push(lt(staffAuditLog.id, filter.before));
  return db
    .select()
    .from(staffAuditLog)
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
}
