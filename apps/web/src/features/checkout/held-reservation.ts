import type { DataOf, getActiveReservation } from '@showroom/contract';
import type { Configuration, CountryCode } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { activeReservationQuery } from './api/checkout-calls';

/** This browser's (or signed-in customer's) running hold, as get-active-reservation answers it. */
export type HeldReservation = NonNullable<DataOf<typeof getActiveReservation>>;

/**
 * The server's word on the hold this visitor has in the country, asked each time the checkout opens: a reload,
 * Back/Forward or a second tab resumes the same order and countdown from it (issue 30). Null when there is none,
 * and when the question fails (the account details are then the way on; the server still never holds twice).
 */
export function useHeldReservation(country: CountryCode) {
  return useQuery(activeReservationQuery(country));
}

/** Whether the hold is on the vehicle configured: the same variant, paint and trim (the names the order keeps). */
export function holdsConfiguration(held: HeldReservation, configuration: Configuration): boolean {
  const { variantName, exteriorName, interiorName } = held.summary.vehicle;
  return (
    variantName === configuration.variant?.name &&
    exteriorName === configuration.exterior?.name &&
    interiorName === configuration.interior?.name
  );
}
