import { randomBytes } from 'node:crypto';
import { listedStatuses } from '@showroom/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  customers,
  emailSuppressions,
  interests,
  orders,
  outbox,
  privacyRequests,
  sessions,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import { addressHash, erasedRecipient } from '../../platform/mail';
import type { Customer } from '../auth';
import type { SignInAccountEraser } from '../idp';
import { orderNumberOf } from '../order';
import { ownInterests } from './own-enquiries';
import { erasePostOrderData } from './post-order-erasure';
import { retentionReason } from './retention';

/**
 * Orders that are sales (kept for the tax records: placed, cancelled or refunded); holds that ran out are
 * anonymised the same way.
 */
const salesStatuses = listedStatuses;

const guestOrdersKept =
  'Orders placed with your email without signing in are not part of your account, so we kept them and their emails. Contact us if you want them erased too.';

const erasedEmail = (customerId: string) => `erased+${customerId}@erased.invalid`;

export interface ErasureResult {
  erasedAt: Date;
  keptOrders: string[];
  retentionReason: string;
  signInAccount: 'deleted' | 'unlinked';
  /** File-store keys of the documents deleted, to delete once the transaction committed. */
  deletedFiles: string[];
}

/**
 * Erases a customer at their request, in one transaction (Australian Privacy Principle 11.2, NZ Privacy Act
 * principle 9): what the law lets us delete goes now, what it makes us keep is kept without personal details.
 * - the customer row becomes an anonymous tombstone (customer numbers only, no link to the sign-in account);
 * - the sign-in account is deleted at the embedded provider (or only unlinked from another provider);
 * - every session ends, in every browser;
 * - orders keep their sale (vehicle, prices, payments, suburb, state and postcode for the on-road costs, a
 *   business's name and ABN for the tax invoice) without names, email, mobile, comments, street addresses or the
 *   driver licence, and no browser can open them any more; their delivery appointments and balance payments stay;
 * - test drive bookings, licence images and unsigned documents go as `erasePostOrderData` says; the signed
 *   contract of a sale is kept;
 * - enquiries (made signed in, or from the proved address without signing in) lose their personal fields, shared
 *   links are deleted;
 * - the outbox forgets the address and the bodies of the emails sent to it, and never mails it again
 *   (`email_suppressions`); unless orders placed with the address without signing in still hold it: they are not
 *   the account's, so only the emails that name the customer go, and their mail still goes out;
 * - the request is recorded without personal data.
 */
export async function eraseCustomer(
  db: Db,
  deps: { eraseSignInAccount: SignInAccountEraser; now: Date },
  customerId: string,
): Promise<ErasureResult> {
  const { now } = deps;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.erasedAt)))
      .for('update');
    if (!customer) throw notFound('The customer');
    const address = customer.email;

    const kept = await tx
      .update(orders)
      .set({
        firstName: '',
        lastName: '',
        email: erasedRecipient.toAddress,
        mobile: '',
        comments: null,
        nameOnCreditCard: null,
        deliveryAddress: null,
        billingAddress: null,
        regoAddress: null,
        driveLicenceNumber: null,
        driveLicenceExpiry: null,
        // Nobody can open the order from the browser that placed it any more: only staff see it.
        browserTokenHash: randomBytes(32).toString('hex'),
        personalDataErasedAt: now,
      })
      .where(eq(orders.customerId, customer.id))
      .returning({ id: orders.id, orderNo: orders.orderNo, status: orders.status, country: orders.country });
    const sales = kept.filter((order) => (salesStatuses as readonly string[]).includes(order.status));
    const { deletedFiles, ...postOrder } = await erasePostOrderData(
      tx,
      customer,
      sales.map((order) => order.id),
      kept.map((order) => order.id),
      now,
    );

    const sharedLinks = await tx
      .delete(interests)
      .where(
        and(
          eq(interests.customerId, customer.id),
          inArray(interests.interestType, ['ShareLink', 'ShareEmail']),
        ),
      )
      .returning({ id: interests.id });
    // Enquiries made without signing in from the (proved) address are the customer's too (probe N9).
    const enquiries = await tx
      .update(interests)
      .set({
        email: null,
        firstName: null,
        lastName: null,
        mobile: null,
        abn: null,
        businessName: null,
        deliveryAddress: null,
        deliverySuburb: null,
        deliveryPostcode: null,
        comments: null,
        utmTag: null,
        customerId: null,
      })
      .where(ownInterests(customer))
      .returning({ id: interests.id });

    // Orders placed with this address without signing in are not the account's (probe N1): their emails, and the
    // mail still to come about them, stay. Emails that name no customer may be theirs, so they are kept too.
    const [guestOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          sql`lower(${orders.email}) = ${address}`,
          sql`${orders.customerId} is distinct from ${customer.id}`,
        ),
      )
      .limit(1);
    const mailed = guestOrder
      ? eq(outbox.customerId, customer.id)
      : or(eq(outbox.customerId, customer.id), sql`lower(${outbox.toAddress}) = ${address}`);
    await tx
      .update(outbox)
      .set({ status: 'suppressed', lastError: 'recipient-erased', nextAttemptAt: null })
      .where(and(mailed, eq(outbox.status, 'pending')));
    const emails = await tx.update(outbox).set(erasedRecipient).where(mailed).returning({ id: outbox.id });
    // The database's clock, as customers.created_at is: a later sign-up with this address lifts the suppression.
    if (!guestOrder) {
      await tx
        .insert(emailSuppressions)
        .values({ addressHash: addressHash(address), reason: 'erased', createdAt: sql`now()` })
        .onConflictDoUpdate({ target: emailSuppressions.addressHash, set: { createdAt: sql`now()` } });
    }

    await tx.delete(sessions).where(eq(sessions.customerId, customer.id));
    const signInAccount = await deps.eraseSignInAccount(tx, {
      issuer: customer.issuer,
      subject: customer.subject,
      email: address,
    });
    await tx.update(customers).set(tombstone(customer, now)).where(eq(customers.id, customer.id));

    const keptOrders = sales.map(orderNumberOf);
    const reason = [
      retentionReason(
        sales.map((order) => order.country),
        postOrder.keptContracts > 0,
      ),
      ...(guestOrder ? [guestOrdersKept] : []),
    ].join(' ');
    await tx.insert(privacyRequests).values({
      customerId: customer.id,
      kind: 'erasure',
      completedAt: now,
      summary: {
        keptOrders,
        anonymisedOrders: kept.length,
        anonymisedEnquiries: enquiries.length,
        deletedSharedLinks: sharedLinks.length,
        erasedEmails: emails.length,
        keptGuestOrders: Boolean(guestOrder),
        ...postOrder,
        signInAccount,
      },
    });
    return { erasedAt: now, keptOrders, retentionReason: reason, signInAccount, deletedFiles };
  });
}

/** The customer row after erasure: its id, country, type and customer numbers (which the kept orders name). */
function tombstone(customer: Customer, now: Date): Partial<Customer> {
  return {
    issuer: null,
    subject: null,
    email: erasedEmail(customer.id),
    firstName: '',
    middleName: '',
    lastName: '',
    phoneNumber1: '',
    phoneNumber2: '',
    abn: '',
    businessName: '',
    birthday: null,
    gmCommunicationEmail: false,
    gmCommunicationMobile: false,
    gmPartnerCommunicationEmail: false,
    gmPartnerCommunicationMobile: false,
    preferencesUpdatedAt: null,
    erasedAt: now,
    updatedAt: now,
  };
}
