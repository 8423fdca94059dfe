import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface MaintenanceSetting {
  isShow: boolean;
  maintenanceCode: string;
}

export function maintenanceSetting(db: Db) {
  const maintenance = async (): Promise<MaintenanceSetting> => {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, 'maintenance'));
    const value = row?.value as Partial<MaintenanceSetting> | undefined;
    return { isShow: value?.isShow === true, maintenanceCode: value?.maintenanceCode ?? '' };
  };
  return {
    maintenance,
    /** Turns maintenance on or off; the tester code stays as it is. */
    async setMaintenance(isShow: boolean): Promise<MaintenanceSetting> {
      const value = { isShow, maintenanceCode: (await maintenance()).maintenanceCode };
      await db
        .insert(shopSettings)
        .values({ key: 'maintenance', value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
      return value;
    },
  };
}
