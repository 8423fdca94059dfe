import { checkoutErrorCodes } from '@showroom/contract';
import { type CountryCode, reservationExpiredMessage } from '@showroom/domain';
import type { PaymentGateway } from '../../platform/adapters/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Customer } from '../auth';
import type { ExperienceCentre } from '../location';
import { recordOrderEvent } from '../order-progress';
import { type DepositRefunds, unitHeldBy } from '../payments';
import type { PricingService } from '../pricing';
import type { OrderRepository, OrderRow } from './order.repository';
import { marketCustomerIds, type OrderCustomerRepository } from './order-customer.repository';
import { orderNumberOf, orderSummaryOf } from './order-summary';
import type { ConfigurationNames, OrderLoans } from './reservation-order';

/**
 * Who calls: this browser's reservation token (hash) and, looked up only when needed, the signed-in customer.
 * An order belongs to the browser that reserved it or to the signed-in customer stored on it.
 */
export interface Caller {
  tokenHash: string | undefined;
  customerId(): Promise<string | null>;
}

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  repository: OrderRepository;
  customers: OrderCustomerRepository;
  pricing: PricingService;
  /** The catalogue's lists, to read the spec's order that names its variant, paint and trim. */
  catalogue: ConfigurationNames;
  /** The market's Experience Centres (the location module): where a pick-up order may be collected. */
  centres: (country: CountryCode) => Promise<ExperienceCentre[]>;
  /** The finance module's pricing of the loan an order records. */
  finance: OrderLoans;
  gateway: PaymentGateway;
  /** Deposits given back: asked for after the completing transaction commits, and again by the sweep. */
  refunds: Pick<DepositRefunds, 'request' | 'requestDue' | 'settle'>;
  publicOrigin: string;
  logger: { warn(obj: object, msg: string): void };
}

/** The same 404 for an unknown order and one of anyone else (no enumeration). */
export const unknownOrder = () => notFound('The order');

/** The five ids an order is asked for by (the order-success route, the order page, the Support menu). */
export interface OrderIds {
  yanaCustomerID: string;
  yanaCustomerNo: string;
  yanaOrderID: string;
  yanaOrderNo: string;
  country: string;
}

/** What every order call needs: who owns an order, the caller's current reservation, whether it still holds. */
export function orderContext(deps: OrderServiceDeps) {
  const { db, repository, clock } = deps;

  async function owns(order: OrderRow, caller: Caller): Promise<boolean> {
    if (caller.tokenHash && order.browserTokenHash === caller.tokenHash) return true;
    if (!order.customerId) return false;
    return order.customerId === (await caller.customerId());
  }

  async function ownedOrder(orderId: string, caller: Caller): Promise<OrderRow> {
    const order = await repository.findOrder(db, orderId);
    if (!order || !(await owns(order, caller))) throw unknownOrder();
    return order;
  }

  /**
   * An order of the caller by its five ids: any id that does not match, and any order of someone else, answers
   * the same 404. A hold that ran out is expired on the spot, so a dead reservation never reads as running.
   */
  async function ownedOrderByIds(ids: OrderIds, caller: Caller) {
    const found = await repository.findOrder(db, ids.yanaOrderID);
    if (!found || orderNumberOf(found) !== ids.yanaOrderNo || found.country !== ids.country) {
      throw unknownOrder();
    }
    if (!(await owns(found, caller))) throw unknownOrder();
    const customer = await customerOf(found);
    const customerIds = marketCustomerIds(customer, found.country);
    if (
      !customerIds.yanaCustomerID ||
      customerIds.yanaCustomerID !== ids.yanaCustomerID ||
      customerIds.yanaCustomerNo !== ids.yanaCustomerNo
    ) {
      throw unknownOrder();
    }
    const order =
      found.status === 'CheckoutPaymentPage' && !(await isActive(found))
        ? ((await repository.findOrder(db, found.id)) ?? found)
        : found;
    return { order, customer };
  }

  /** The newest order of this browser or signed-in customer in the country that still holds its vehicle. */
  async function currentOrder(caller: Caller, country: string): Promise<OrderRow | undefined> {
    const owner = { tokenHash: caller.tokenHash, customerId: await caller.customerId() };
    for (const order of await repository.checkoutOrdersOf(owner, country)) {
      if (await isActive(order)) return order;
    }
    return undefined;
  }

  async function customerOf(order: OrderRow): Promise<Customer | undefined> {
    return order.customerId ? deps.customers.findCustomer(db, order.customerId) : undefined;
  }

  async function summaryOf(order: OrderRow, customer: Customer | undefined) {
    return orderSummaryOf(order, customer, await repository.summaryFacts(order));
  }

  /** Whether the order still holds its vehicle now; an order whose hold ran out is expired on the spot. */
  async function isActive(order: OrderRow): Promise<boolean> {
    if (order.status !== 'CheckoutPaymentPage') return false;
    const now = clock.now();
    if (order.reservedUntil > now && (await unitHeldBy(db, order))) return true;
    await db.transaction(async (tx) => {
      if (!(await repository.expire(tx, order.id, now)) && order.reservedUntil > now) {
        // The unit was taken from under a running hold (withdrawn by staff): end the order too.
        await recordOrderEvent(tx, order.id, { type: 'HoldExpired' }, { kind: 'system' }, now);
      }
    });
    return false;
  }

  function expiredError(order: OrderRow): AppError {
    return new AppError(
      409,
      checkoutErrorCodes.reservationExpired,
      reservationExpiredMessage(order.country as 'AU' | 'NZ'),
    );
  }

  return { owns, ownedOrder, ownedOrderByIds, currentOrder, customerOf, summaryOf, isActive, expiredError };
}

export type OrderContext = ReturnType<typeof orderContext>;
