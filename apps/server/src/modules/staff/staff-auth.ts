import { roleAtLeast, type StaffRole } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { staffSessions } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/app-error';
import type { Auth } from '../auth';

export interface StaffMember {
  /** The staff member's customer row id (issuer + subject of the identity provider). */
  id: string;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that lets through only a staff session of at least `minRole` and sets `request.staff`; any
     * other caller (a customer, nobody, a lower role) gets 403.
     */
    requireStaff(minRole: StaffRole): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `requireStaff`: who is acting. */
    staff: StaffMember | null;
  }
}

const notStaff = () => new AppError(403, 'StaffOnly', 'This is for Showroom staff only.');
const roleTooLow = (minRole: StaffRole) =>
  new AppError(403, 'StaffRoleRequired', `This needs the ${minRole} role or higher.`);

/** The staff member of this request's session, or undefined (no session, a customer's, or ended). */
export async function staffOfRequest(
  deps: { auth: Auth; db: Db },
  request: FastifyRequest,
): Promise<StaffMember | undefined> {
  const session = await deps.auth.currentSession(request).catch(() => undefined);
  if (!session) return undefined;
  const [row] = await deps.db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.sessionIdHash, session.idHash));
  return row ? { id: row.customerId, email: row.email, role: row.role } : undefined;
}

/** Decorates the app with `requireStaff(minRole)` and every request with `staff` (null until the guard runs). */
export function registerStaffAuth(app: FastifyInstance, deps: { auth: Auth; db: Db }): void {
  app.decorateRequest('staff', null);
  app.decorate(
    'requireStaff',
    (minRole: StaffRole): preHandlerAsyncHookHandler =>
      async (request) => {
        const staff = await staffOfRequest(deps, request);
        if (!staff) throw notStaff();
        if (!roleAtLeast(staff.role, minRole)) throw roleTooLow(minRole);
        request.staff = staff;
      },
  );
}

/** `request.staff` in a handler behind `requireStaff` (a programming error otherwise). */
export function actingStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new Error('actingStaff: the route is not behind requireStaff');
  return request.staff;
}
