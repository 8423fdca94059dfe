import { checkoutErrorCodes, type ParsedBodyOf, type saveRetryPayment } from '@showroom/contract';
import { depositNoLongerPayableText } from '@showroom/domain';
import { AppError } from '../../platform/http/app-error';
import type { Caller, OrderService } from '../order';

type RetryBody = ParsedBodyOf<typeof saveRetryPayment>;

/**
 * Re-try Payment on an order whose deposit was refused (spec 002 sections 4 and 7 save-retry-payment): the
 * provider's outcome is checked and the order completed by checkout's one completion path (`placeOrder`), so a
 * retry is counted once and a second authorisation is flagged for refund there. An order that no longer holds its
 * vehicle gets the order page's wording, never the checkout's 'reservation expired'.
 */
export function retryPayment(deps: { orders: Pick<OrderService, 'placeOrder'> }) {
  return {
    async saveRetryPayment(body: RetryBody, caller: Caller) {
      try {
        await deps.orders.placeOrder({ OrderID: body.order.OrderID }, body.adyenSession, caller);
        return { orderStatus: 'Ordered' };
      } catch (error) {
        if (error instanceof AppError && error.errorCode === checkoutErrorCodes.reservationExpired) {
          throw new AppError(409, 'DepositNoLongerPayable', depositNoLongerPayableText(body.order.Country));
        }
        throw error;
      }
    },
  };
}
