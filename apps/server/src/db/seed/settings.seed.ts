import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db';
import { shopSettings } from '../schema';

/** Maintenance is off; its tester code is random per installation (kept once created). */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: 'maintenance', value: { isShow: false, maintenanceCode: randomBytes(8).toString('hex') } })
    .onConflictDoNothing();
}
