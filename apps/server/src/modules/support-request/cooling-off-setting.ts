import { type CountryCode, defaultCoolingOffBusinessDays } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopSettings } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/** The shop setting holding each market's cooling-off business days, e.g. `{"AU": 3, "NZ": 5}`. */
export const coolingOffSettingKey = 'cooling-off-business-days';

const CoolingOffDays = z.partialRecord(z.enum(['AU', 'NZ']), z.number().int().min(0).max(30));

/**
 * The business days of cooling-off after signing in a market: the operator's setting (docs/operations.md), else
 * the default; a malformed setting is ignored rather than trusted.
 */
export async function coolingOffDaysOf(db: DbExecutor, country: CountryCode): Promise<number> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, coolingOffSettingKey));
  const parsed = CoolingOffDays.safeParse(row?.value);
  return (parsed.success ? parsed.data[country] : undefined) ?? defaultCoolingOffBusinessDays;
}
