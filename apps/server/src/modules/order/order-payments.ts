import { checkoutErrorCodes } from '@showroom/contract';
import { awaitsDeposit, type CountryCode, cents, depositNotDueText, isPlacedStatus } from '@showroom/domain';
import { AppError, notFound } from '../../platform/http/app-error';
import { enqueueEmail } from '../../platform/mail';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { testFault } from '../../platform/test-fault';
import { deposits, findAttempt, noteProviderResult, type PaymentAttemptRow } from '../payments';
import { enqueueDepositRefusedEmail } from './deposit-refused-email';
import type { OrderRow } from './order.repository';
import type { Caller, OrderContext, OrderServiceDeps } from './order-context';
import { marketCustomerIds } from './order-customer.repository';
import { type ConfigurationSnapshot, orderNumberOf, orderSuccessUrl } from './order-summary';

/**
 * The checkout's payment calls (spec 001 sections 4 and 8): place-order, new payment details and the payment log,
 * each for the caller's own order, through the payments module's deposit (payments/deposits.ts); and the order's
 * side of a deposit: the confirmation email of a placed order and the email of a refused card.
 */
export function orderPayments(deps: OrderServiceDeps, context: OrderContext) {
  const { db, repository, clock } = deps;
  const { ownedOrder, isActive, customerOf, expiredError } = context;
  const deposit = deposits({
    db,
    clock,
    gateway: deps.gateway,
    refunds: deps.refunds,
    publicOrigin: deps.publicOrigin,
    logger: deps.logger,
    orders: {
      find: repository.findOrder,
      placed: (tx, order, payment) => queueConfirmation(tx, order, payment),
      refused: (tx, order, payment) => enqueueDepositRefusedEmail(tx, deps, order, payment),
    },
  });

  /** The order confirmation email, in the placing transaction (once per order). */
  async function queueConfirmation(
    tx: DbExecutor,
    order: OrderRow,
    payment: PaymentAttemptRow,
  ): Promise<void> {
    const configuration = order.configuration as ConfigurationSnapshot;
    const customer = order.customerId ? await deps.customers.findCustomer(tx, order.customerId) : undefined;
    await enqueueEmail(tx, {
      to: order.email,
      customerId: customer?.issuer ? customer.id : null,
      template: 'order-confirmation',
      dedupeKey: `order-confirmation:${order.id}`,
      data: {
        country: order.country as 'AU' | 'NZ',
        state: order.state,
        firstName: order.firstName,
        orderNumber: orderNumberOf(order),
        vehicle: {
          variantName: configuration.variantName,
          variantPrice: cents(configuration.variantPrice),
          exteriorName: configuration.exteriorName,
          exteriorPrice: cents(configuration.exteriorPrice),
          interiorName: configuration.interiorName,
          interiorPrice: cents(configuration.interiorPrice),
          options: configuration.options.map((o) => ({
            name: o.name,
            price: cents(o.price),
            type: o.type,
          })),
        },
        driveAwayPrice: cents(order.driveAwayCents),
        depositPaid: cents(payment.amountCents),
        orderUrl: orderSuccessUrl(deps.publicOrigin, order, customer, payment.id),
      },
    });
  }

  return {
    sessions: {
      openPayment: deposit.openPayment,
      paymentIds: deposit.paymentIds,
      usablePayment: deposit.usablePayment,
    },
    calls: {
      /** Places the order once its deposit is authorised; keeps the card holder's name it was given. */
      async placeOrder(
        {
          OrderID: orderId,
          NameOnCreditCard: nameOnCard,
        }: { OrderID: string; NameOnCreditCard?: string | null },
        session: { SessionID: string; SessionResult?: string | null | undefined },
        caller: Caller,
      ) {
        const order = await ownedOrder(orderId, caller);
        const payment = await findAttempt(db, { orderId: order.id, sessionId: session.SessionID });
        if (!payment) throw notFound('The payment session');
        // Placed (here or by the provider's notification): the name the card form had is the order's.
        const done = async () => {
          if (nameOnCard) await repository.setNameOnCreditCard(order.id, nameOnCard);
          return {
            yanaOrderIDs: [order.id],
            orderNumber: orderNumberOf(order),
            ...marketCustomerIds(await customerOf(order), order.country),
            rdPaymentTransactionID: payment.id,
            orderVehicle: { country: order.country as CountryCode },
          };
        };
        const paidAlready = async () => {
          const [latestOrder, latestPayment] = await Promise.all([
            repository.findOrder(db, order.id),
            findAttempt(db, { id: payment.id }),
          ]);
          const placed = latestOrder !== undefined && isPlacedStatus(latestOrder.status);
          return placed && latestPayment?.status === 'authorised';
        };
        if (isPlacedStatus(order.status) && payment.status === 'authorised') return done();
        // Not active any more may mean the notification has just completed this very payment.
        if (!(await isActive(order))) {
          if (await paidAlready()) return done();
          throw expiredError(order);
        }
        const outcome = await deps.gateway.getSessionOutcome(session.SessionID, session.SessionResult ?? '');
        if (outcome.status !== 'completed' || outcome.resultCode !== 'Authorised' || !outcome.pspReference) {
          throw new AppError(
            409,
            checkoutErrorCodes.paymentNotAuthorised,
            'Your credit card details have been refused, please re-enter your details.',
          );
        }
        // From here the payment is being confirmed, even if this instance dies before it answers (beingConfirmed).
        await noteProviderResult(db, payment.id, 'Authorised', clock.now());
        testFault('exit-after-authorisation');
        const charge = {
          pspReference: outcome.pspReference,
          amountCents: payment.amountCents,
          currency: payment.currency,
        };
        const result = await deposit.completePayment(payment.id, charge, clock.now());
        if (result === 'unknown payment' || result.kind === 'Refund') throw expiredError(order);
        return done();
      },

      async newPaymentIds(orderId: string, caller: Caller) {
        const order = await ownedOrder(orderId, caller);
        // Paid, cancelled or refunded: nothing to pay by card, and not a reservation that expired.
        if (!awaitsDeposit(order.status)) {
          throw new AppError(409, 'DepositNoLongerPayable', depositNotDueText(order.country as CountryCode));
        }
        if (!(await isActive(order))) throw expiredError(order);
        if (await deposit.beingConfirmed(order)) {
          throw new AppError(
            409,
            checkoutErrorCodes.paymentBeingConfirmed,
            'Your payment is being confirmed. Please wait a moment.',
          );
        }
        const opened = await deposit.openPayment(order);
        if (!opened.session) {
          throw new AppError(
            503,
            'PaymentUnavailable',
            'The payment service is unavailable. Please try again shortly.',
          );
        }
        return { ...deposit.paymentIds(opened), message: 'A new payment session is ready.' };
      },

      async savePaymentLog(
        orderId: string,
        session: {
          SessionID: string;
          ResultCode?: string | null | undefined;
          ErrorMessage?: string | null | undefined;
        },
        caller: Caller,
      ) {
        const order = await ownedOrder(orderId, caller);
        const payment = await findAttempt(db, { orderId: order.id, sessionId: session.SessionID });
        await repository.logPayment(
          order.id,
          payment?.id ?? null,
          session.ResultCode ?? null,
          session.ErrorMessage ?? null,
        );
        return { logged: true };
      },

      /** The webhook's processor (payments/deposits.ts). */
      processNotification: deposit.processNotification,
    },
  };
}

export type OrderPayments = ReturnType<typeof orderPayments>;
