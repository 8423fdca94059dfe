import { getStaffMaintenance, setStaffMaintenance } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { actingStaff, actor, recordStaffAction } from '../staff';
import { maintenanceSetting } from '../system';

/** Maintenance mode from the back office: everyone on staff sees it and its tester code, admins switch it. */
export function staffMaintenanceRoutes(deps: { db: Db; clock: Clock }) {
  const settings = maintenanceSetting(deps.db);
  const reply = (s: { isShow: boolean; maintenanceCode: string }) => ({
    isShow: s.isShow,
    testerCode: s.maintenanceCode,
  });
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));
    registerEndpoint(app, getStaffMaintenance, async () => reply(await settings.maintenance()));

    await app.register(async (admin) => {
      admin.addHook('preHandler', app.requireStaff('admin'));
      registerEndpoint(admin, setStaffMaintenance, async (body, request) => {
        const before = await settings.maintenance();
        const after = await settings.setMaintenance(body.isShow);
        await recordStaffAction(
          deps.db,
          {
            ...actor(actingStaff(request)),
            action: body.isShow ? 'maintenance-on' : 'maintenance-off',
            entity: 'setting',
            entityId: 'maintenance',
            before: { isShow: before.isShow },
            after: { isShow: after.isShow },
          },
          deps.clock.now(),
        );
        return reply(after);
      });
    });
  };
}
