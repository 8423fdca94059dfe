import { isStaffRole, roleAtLeast, type StaffRole } from '@showroom/domain';

/** Methods in an ID token's `amr` (RFC 8176) that are a second factor beyond the password. */
const secondFactorMethods = new Set(['otp', 'mfa', 'hwk', 'swk', 'sms', 'sc', 'fpt', 'face']);

export interface StaffPolicy {
  /** STAFF_EMAILS, parsed: lower-cased email → role. */
  allowList: ReadonlyMap<string, StaffRole>;
  /** The ID-token claim holding a role (STAFF_ROLE_CLAIM). */
  roleClaim: string;
  requireSecondFactor: boolean;
}

/** `a@x.com:admin, b@y.com` → a map, or undefined when an entry is malformed. */
export function parseStaffAllowList(value: string): Map<string, StaffRole> | undefined {
  const entries = new Map<string, StaffRole>();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [email = '', role = 'viewer', ...rest] = entry.split(':').map((p) => p.trim());
    if (rest.length > 0 || !email.includes('@') || !isStaffRole(role)) return undefined;
    entries.set(email.toLowerCase(), role);
  }
  return entries;
}

export function staffPolicy(env: {
  STAFF_EMAILS?: string | undefined;
  STAFF_ROLE_CLAIM: string;
  STAFF_REQUIRE_SECOND_FACTOR: boolean;
}): StaffPolicy {
  return {
    allowList: parseStaffAllowList(env.STAFF_EMAILS ?? '') ?? new Map(),
    roleClaim: env.STAFF_ROLE_CLAIM,
    requireSecondFactor: env.STAFF_REQUIRE_SECOND_FACTOR,
  };
}

/**
 * The staff role a sign-in carries: the higher of the provider's role claim and the allow-list's entry for the
 * email; none without a second factor in `amr` (unless the policy waives it) — such a sign-in is a customer's.
 */
export function staffRoleOf(
  claims: Record<string, unknown>,
  email: string,
  policy: StaffPolicy,
): StaffRole | undefined {
  const claimed = claims[policy.roleClaim];
  const roles = [
    isStaffRole(claimed) ? claimed : undefined,
    policy.allowList.get(email.toLowerCase()),
  ].filter((role): role is StaffRole => role !== undefined);
  const role = roles.reduce<StaffRole | undefined>(
    (best, next) => (best && roleAtLeast(best, next) ? best : next),
    undefined,
  );
  if (!role) return undefined;
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  const secondFactor = amr.some((method) => secondFactorMethods.has(String(method)));
  return secondFactor || !policy.requireSecondFactor ? role : undefined;
}
