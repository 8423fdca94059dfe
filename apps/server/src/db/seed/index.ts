import type { Db } from '../../platform/db';
import { seedCatalogue } from './catalogue.seed';
import { seedCentreCalendars } from './centre-calendars.seed';
import { seedDeliverySchedule } from './delivery-schedule.seed';
import { seedExperienceCentres } from './experience-centres.seed';
import { seedPromotions } from './promotions.seed';
import { seedSettings } from './settings.seed';
import { seedStock } from './stock.seed';
import { seedTestDrives } from './test-drive.seed';

/** Idempotent: safe to run at every start-up and in every test database. */
export async function seed(db: Db): Promise<void> {
  await seedSettings(db);
  await seedCatalogue(db);
  await seedExperienceCentres(db);
  await seedCentreCalendars(db);
  await seedTestDrives(db);
  await seedDeliverySchedule(db);
  await seedPromotions(db);
  await seedStock(db);
}
