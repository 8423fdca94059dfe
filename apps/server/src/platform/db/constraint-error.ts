/** The SQLSTATE codes the application answers as a business refusal rather than a 500. */
const codes = { uniqueViolation: '23505', checkViolation: '23514', deadlock: '40P01' } as const;

interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The database's own error inside a driver or ORM error (drizzle wraps it as `cause`). */
function databaseError(error: unknown): DatabaseErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as DatabaseErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * True when the error is PostgreSQL (or PGlite) refusing a write because of the named constraint, unique or check.
 * @example isConstraintViolation(error, 'test_drive_bookings_one_per_person_slot')
 */
export function isConstraintViolation(error: unknown, constraint: string): boolean {
  const found = databaseError(error);
  return (
    (found?.code === codes.uniqueViolation || found?.code === codes.checkViolation) &&
    found.constraint === constraint
  );
}

/** True when PostgreSQL chose this transaction as the victim of a deadlock (safe to answer "try again"). */
export function isDeadlock(error: unknown): boolean {
  return databaseError(error)?.code === codes.deadlock;
}
