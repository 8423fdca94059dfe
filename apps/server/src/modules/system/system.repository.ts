import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface MaintenanceSetting {
  isShow: boolean;
  maintenanceCode: string;
}

export function systemRepository(db: Db) {
  return {
    async maintenance(): Promise<MaintenanceSetting> {
      const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, 'maintenance'));
      const value = row?.value as Partial<MaintenanceSetting> | undefined;
      return { isShow: value?.isShow === true, maintenanceCode: value?.maintenanceCode ?? '' };
    },
    async ping(): Promise<void> {
      await db.execute('select 1');
    },
  };
}
