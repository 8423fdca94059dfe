import { and, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { interests } from '../../db/schema';

/** Shared links: their email, when there is one, is the friend's it was sent to, never the sharer's. */
export const sharingTypes: (typeof interests.$inferSelect)['interestType'][] = ['ShareLink', 'ShareEmail'];

/**
 * The enquiries and shared links that are a signed-in customer's own: those made signed in, and enquiries made
 * without signing in from its address (probe N9). The address is proved: the shop signs in no one whose provider
 * has not verified it (auth.service.ts, probe N1).
 */
export function ownInterests(customer: { id: string; email: string }) {
  return or(
    eq(interests.customerId, customer.id),
    and(
      isNull(interests.customerId),
      not(inArray(interests.interestType, sharingTypes)),
      sql`lower(${interests.email}) = ${customer.email.toLowerCase()}`,
    ),
  );
}
