/*
 * What the customer still owes on an order (spec 002 section 3: finalPaymentAmount, currentBalance), in cents.
 */

/**
 * The balance due after the deposit: the drive-away price less the deposit.
 * @example finalPaymentAmount(11_897_290, 100_000) // 11_797_290
 */
export function finalPaymentAmount(driveAwayCents: number, depositCents: number): number {
  return Math.max(0, driveAwayCents - depositCents);
}

/**
 * The balance still owed: the drive-away price less every payment received (never below zero).
 * @example currentBalance(11_897_290, [100_000, 5_000_000]) // 6_797_290
 */
export function currentBalance(driveAwayCents: number, received: readonly number[]): number {
  return Math.max(
    0,
    received.reduce((left, amount) => left - amount, driveAwayCents),
  );
}
