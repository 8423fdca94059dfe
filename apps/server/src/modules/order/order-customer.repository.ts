import type { CountryCode } from '@showroom/domain';
import { orderNumberText } from '@showroom/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { customers } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail';
import { assignMarketIds, type Customer } from '../auth';

/** What a reservation knows of its buyer (the account details form). */
export interface BuyerDetails {
  email: string;
  country: CountryCode;
  customerType: 'Private' | 'Business';
  firstName: string;
  lastName: string;
  mobile: string;
  businessName: string | null;
  businessNumber: string | null;
}

/** The customer's id and number in one market: the spec's YanaCustomerID/No (AU) or NZYanaCustomerID/No. */
export function marketCustomerIds(
  customer: Pick<Customer, 'auCustomerId' | 'auCustomerNo' | 'nzCustomerId' | 'nzCustomerNo'> | undefined,
  country: string,
): { yanaCustomerID: string; yanaCustomerNo: string } {
  const australia = country === 'AU';
  return {
    yanaCustomerID: (australia ? customer?.auCustomerId : customer?.nzCustomerId) ?? '',
    yanaCustomerNo: (australia ? customer?.auCustomerNo : customer?.nzCustomerNo) ?? '',
  };
}

/**
 * The four ids the order page, its links and the order's emails are addressed by: the order's and its customer's
 * in the order's market.
 */
export function orderPageIds(
  order: { id: string; orderNo: number; country: string },
  customer: Parameters<typeof marketCustomerIds>[0],
): { yanaOrderID: string; yanaOrderNo: string; yanaCustomerID: string; yanaCustomerNo: string } {
  return {
    yanaOrderID: order.id,
    yanaOrderNo: orderNumberText(order.orderNo),
    ...marketCustomerIds(customer, order.country),
  };
}

/** The customers checkout writes and reads: the signed-in one, or the guest customer of an order's email. */
export function orderCustomerRepository() {
  return {
    /**
     * The guest customer of this email (the one issuer-less row of it), created at its first order, with its ids
     * in the order's market. Never a signed-in customer: an email typed into a form proves nothing.
     */
    async guestCustomer(tx: DbExecutor, buyer: BuyerDetails): Promise<Customer> {
      const email = buyer.email.toLowerCase();
      await tx
        .insert(customers)
        .values({
          email,
          country: buyer.country,
          customerType: buyer.customerType,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          phoneNumber1: buyer.mobile,
          businessName: buyer.businessName ?? '',
          abn: buyer.businessNumber ?? '',
        })
        .onConflictDoNothing({ target: customers.email, where: isNull(customers.issuer) });
      const [guest] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), isNull(customers.issuer)));
      if (!guest) throw new Error('guestCustomer: the guest customer was neither written nor found');
      return assignMarketIds(tx, guest.id, buyer.country);
    },

    /** The signed-in customer, given its ids in the order's market if it has none there yet. */
    signedInCustomer(tx: DbExecutor, customerId: string, country: CountryCode): Promise<Customer> {
      return assignMarketIds(tx, customerId, country);
    },

    async findCustomer(tx: DbExecutor, customerId: string): Promise<Customer | undefined> {
      const [row] = await tx.select().from(customers).where(eq(customers.id, customerId));
      return row;
    },
  };
}

export type OrderCustomerRepository = ReturnType<typeof orderCustomerRepository>;
