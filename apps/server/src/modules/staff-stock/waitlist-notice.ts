import { marketOf } from '@showroom/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { interests } from '../../db/schema';
import { type DbExecutor, enqueueEmail } from '../../platform/mail';
import { waitlistPagePath } from '../interest';

/** The configuration of a unit that has come on offer, with the names the email shows. */
export interface UnitOnOffer {
  country: 'AU' | 'NZ';
  variantId: string;
  exteriorId: string;
  interiorId: string;
  variantName: string;
  exteriorName: string;
  interiorName: string;
}

/**
 * Tells every waitlist entry of a unit's configuration (same variant, paint and trim; options can be fitted) that
 * one is in stock, in the caller's transaction. Once per entry whatever happens later: the outbox key
 * `waitlist-stock:<entry id>` makes a second unit, an import run twice or a retried call write nothing.
 * Answers how many entries were newly emailed.
 */
export async function notifyWaitlist(
  tx: DbExecutor,
  unit: UnitOnOffer,
  publicOrigin: string,
): Promise<number> {
  const entries = await tx
    .select({
      id: interests.id,
      email: interests.email,
      firstName: interests.firstName,
      state: interests.state,
      webUniqueKey: interests.webUniqueKey,
    })
    .from(interests)
    .where(
      and(
        eq(interests.interestType, 'Waitlist'),
        eq(interests.country, unit.country),
        eq(interests.variantId, unit.variantId),
        eq(interests.exteriorId, unit.exteriorId),
        eq(interests.interiorId, unit.interiorId),
        isNotNull(interests.email),
      ),
    );
  let notified = 0;
  for (const entry of entries) {
    const sent = await enqueueEmail(tx, {
      to: entry.email!,
      template: 'waitlist-stock-available',
      dedupeKey: `waitlist-stock:${entry.id}`,
      data: {
        country: unit.country,
        state: entry.state,
        firstName: entry.firstName ?? 'there',
        reference: entry.webUniqueKey,
        variantName: unit.variantName,
        exteriorName: unit.exteriorName,
        interiorName: unit.interiorName,
        waitlistUrl: `${publicOrigin}/${marketOf(unit.country)}/${waitlistPagePath}/${entry.webUniqueKey}`,
      },
    });
    if (sent.created) notified += 1;
  }
  return notified;
}
