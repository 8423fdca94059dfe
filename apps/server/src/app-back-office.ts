import type { FastifyInstance } from 'fastify';
import type { Auth } from './modules/auth';
import type { CatalogueReads } from './modules/catalogue-reads';
import { registerStaffAuth, staffRoutes } from './modules/staff';
import { staffCalendarsRoutes } from './modules/staff-calendars';
import { staffCatalogueRoutes } from './modules/staff-catalogue';
import { staffInterestsRoutes } from './modules/staff-interests';
import { staffMaintenanceRoutes } from './modules/staff-maintenance';
import { staffOffersRoutes } from './modules/staff-offers';
import { staffStockRoutes } from './modules/staff-stock';
import type { Clock } from './platform/clock';
import type { Db } from './platform/db';

/**
 * The back office's own calls (docs/staff.md): `app.requireStaff(minRole)` guards every /api/staff call. Staff
 * orders and the contract, which need the payment gateway and the file store, register with those in app.ts.
 */
export async function registerBackOffice(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; clock: Clock; catalogue: CatalogueReads; publicOrigin: string },
): Promise<void> {
  const { db, clock } = deps;
  registerStaffAuth(app, { auth: deps.auth, db });
  await app.register(staffRoutes({ db }));
  await app.register(staffInterestsRoutes({ db }));
  await app.register(staffMaintenanceRoutes({ db, clock }));
  await app.register(
    staffStockRoutes({ db, catalogue: deps.catalogue, clock, publicOrigin: deps.publicOrigin }),
  );
  await app.register(staffCatalogueRoutes({ db, clock }));
  await app.register(staffOffersRoutes({ db, clock }));
  await app.register(staffCalendarsRoutes({ db, clock }));
}
