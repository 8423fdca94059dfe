import { AuditFilterFields, listAuditLog, staffMe } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { type AuditEntry, type AuditFilter, listStaffActions } from './audit-log';
import { csvQuery, csvRowLimit, sendCsv, toCsv } from './csv';
import { cursorOf, pageOf } from './keyset';
import { actingStaff } from './staff-auth';

const dayStart = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : undefined);
const dayEnd = (day: string | null | undefined) => (day ? new Date(`${day}T23:59:59.999Z`) : undefined);

function auditFilter(body: z.output<z.ZodObject<typeof AuditFilterFields>>): AuditFilter {
  return {
    entity: body.entity ?? undefined,
    entityId: body.entityId ?? undefined,
    staffEmail: body.staffEmail ?? undefined,
    from: dayStart(body.from),
    to: dayEnd(body.to),
  };
}

const auditColumns = [
  ['at', (e: AuditEntry) => e.at],
  ['staff', (e: AuditEntry) => e.staffEmail],
  ['action', (e: AuditEntry) => e.action],
  ['entity', (e: AuditEntry) => e.entity],
  ['entityId', (e: AuditEntry) => e.entityId],
  ['before', (e: AuditEntry) => e.before],
  ['after', (e: AuditEntry) => e.after],
] as const;

/** The back office's foundation calls: who am I, and the audit log (page and CSV). Viewer and up. */
export function staffRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));

    registerEndpoint(app, staffMe, (_body, request) => {
      const { email, role } = actingStaff(request);
      return { email, role };
    });

    registerEndpoint(app, listAuditLog, async (body) => {
      const before = cursorOf(body.cursor, 'cursor');
      const rows = await listStaffActions(
        deps.db,
        { ...auditFilter(body), ...(before ? { before: Number(before.id) } : {}) },
        body.limit + 1,
      );
      const page = pageOf(rows, body.limit, (e) => ({ id: String(e.id) }));
      return {
        entries: page.rows.map((e) => ({ ...e, at: e.at.toISOString() })),
        nextCursor: page.nextCursor,
      };
    });

    app.get('/api/staff/audit-log.csv', async (request, reply) => {
      const filter = csvQuery(z.object(AuditFilterFields), request.query);
      const rows = await listStaffActions(deps.db, auditFilter(filter), csvRowLimit);
      return sendCsv(reply, 'staff-audit-log.csv', toCsv(auditColumns, rows));
    });
  };
}
