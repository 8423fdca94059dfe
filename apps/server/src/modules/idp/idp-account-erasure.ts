import { eq } from 'drizzle-orm';
import { idpAccounts } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail';
import { clearAccountThrottles, endProviderSessions } from './idp.repository';

/** The customer's link to a sign-in account: which provider, which account there. */
export interface SignInLink {
  issuer: string | null;
  subject: string | null;
  email: string;
}

/**
 * Deletes a sign-in account of an erased customer, in the caller's transaction: `deleted` when it is an account of
 * this shop's embedded provider (the account, its reset links, its provider sessions and grants, its throttle
 * counter), `unlinked` when another provider holds it (the shop only forgets the link; the customer deletes the
 * account there).
 */
export type SignInAccountEraser = (tx: DbExecutor, link: SignInLink) => Promise<'deleted' | 'unlinked'>;

export function embeddedAccountEraser(embeddedIssuer: string | undefined): SignInAccountEraser {
  return async (tx, link) => {
    if (!embeddedIssuer || link.issuer !== embeddedIssuer || !link.subject) return 'unlinked';
    // Sessions, grants, codes and tokens of oidc-provider name the account in their payload.
    await endProviderSessions(tx, link.subject);
    await clearAccountThrottles(tx, link.email);
    await tx.delete(idpAccounts).where(eq(idpAccounts.id, link.subject));
    return 'deleted';
  };
}
