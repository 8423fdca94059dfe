import type { DbExecutor } from '../../platform/mail';

/**
 * One change a staff call makes, for the audit log: what was done (`verb-noun`), to which record, and the record
 * before and after. The staff services describe their changes; the route binds the acting staff member
 * (`recordStaffAction` of modules/staff/audit-log.ts), so a change and its entry commit together.
 */
export interface StaffChange {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export type RecordChange = (tx: DbExecutor, change: StaffChange) => Promise<void>;
