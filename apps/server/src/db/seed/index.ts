import type { IsoDate } from '@showroom/domain';
import type { Db } from '../../platform/db';
import { seedCatalogue } from './catalogue.seed';
import { seedCentreCalendars } from './centre-calendars.seed';
import { seedDeliverySchedule } from './delivery-schedule.seed';
import { seedExperienceCentres } from './experience-centres.seed';
import { seedFinanceOffers } from './finance-offers.seed';
import { seedOnRoadRates } from './on-road-rates.seed';
import { seedPromotions } from './promotions.seed';
import { seedSettings } from './settings.seed';
import { seedStock } from './stock.seed';
import { seedTestDrives } from './test-drive.seed';

/**
 * Idempotent: safe to run at every start-up and in every test database. `seedDay` (YYYY-MM-DD, the shop's today
 * at start-up, a fixed day in tests) places the current sample promotions and finance offer when first seeded.
 */
export async function seed(db: Db, seedDay: IsoDate): Promise<void> {
  await seedSettings(db);
  await seedCatalogue(db);
  await seedExperienceCentres(db);
  await seedCentreCalendars(db);
  await seedTestDrives(db);
  await seedDeliverySchedule(db);
  await seedPromotions(db, seedDay);
  await seedFinanceOffers(db, seedDay);
  await seedOnRoadRates(db);
  await seedStock(db);
}
