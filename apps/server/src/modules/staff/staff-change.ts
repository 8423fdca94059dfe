import type { StaffRole } from '@showroom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { DbExecutor } from '../../platform/mail';
import { actor, recordStaffAction } from './audit-log';
import { actingStaff } from './staff-auth';

/**
 * One change a staff call makes, for the audit log: what was done (`verb-noun`), to which record, and the record
 * before and after. The staff services describe their changes; the route binds the acting staff member
 * (`changeRecorder`), so a change and its audit entry commit together.
 */
export interface StaffChange {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export type RecordChange = (tx: DbExecutor, change: StaffChange) => Promise<void>;

/** Records a change as made by the staff member of the request (behind `requireStaff`), at the clock's time. */
export const changeRecorder =
  (request: FastifyRequest, clock: Clock): RecordChange =>
  (tx, change) =>
    recordStaffAction(tx, { ...actor(actingStaff(request)), ...change }, clock.now());

/** Registers a plugin's changing calls behind a stricter role than its reads (viewers read, never change). */
export async function changingCalls(
  app: FastifyInstance,
  minRole: StaffRole,
  register: (changes: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (changes) => {
    changes.addHook('preHandler', app.requireStaff(minRole));
    register(changes);
  });
}
