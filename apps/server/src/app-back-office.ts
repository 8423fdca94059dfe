import type { FastifyInstance } from 'fastify';
import type { Auth } from './modules/auth/auth.routes';
import type { CatalogueReads } from './modules/catalogue-reads/catalogue-reads';
import { staffRoutes } from './modules/staff/staff.routes';
import { registerStaffAuth } from './modules/staff/staff-auth';
import { staffCalendarsRoutes } from './modules/staff-calendars/staff-calendars.routes';
import { staffCatalogueRoutes } from './modules/staff-catalogue/staff-catalogue.routes';
import { staffInterestsRoutes } from './modules/staff-interests/staff-interests.routes';
import { staffMaintenanceRoutes } from './modules/staff-maintenance/staff-maintenance.routes';
import { staffOffersRoutes } from './modules/staff-offers/staff-offers.routes';
import { staffStockRoutes } from './modules/staff-stock/staff-stock.routes';
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
