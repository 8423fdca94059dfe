import { lazy } from 'react';
import type { OrderActions } from '../features/orders/tracker-actions';

/**
 * The dialogs behind the order tracker's buttons, by button id (docs/order-pipelines.md): each capability that
 * builds one (retry payment, provide details, sign or download the contract, finance application, schedule
 * delivery, arrange payment, view appointment) adds it here as a lazily loaded component. A button whose dialog
 * is not here is not shown.
 */
export const orderActions: OrderActions = {
  ArrangePayment: lazy(() =>
    import('../features/balance').then((m) => ({ default: m.ArrangePaymentDialog })),
  ),
  RetryPayment: lazy(() => import('./retry-payment-action')),
  ScheduleDelivery: lazy(() =>
    import('../features/delivery-schedule').then((m) => ({ default: m.ScheduleDeliveryDialog })),
  ),
  ViewAppointment: lazy(() =>
    import('../features/delivery-schedule').then((m) => ({ default: m.YourDeliveryDialog })),
  ),
  ProvideDetails: lazy(() => import('../features/documents/components/provide-details-dialog')),
  SignContract: lazy(() => import('../features/sales-contract/components/sign-contract-dialog')),
  DownloadContract: lazy(() => import('../features/sales-contract/components/download-contract-dialog')),
  FinanceApplication: lazy(() => import('../features/finance-application/components/finance-notice-dialog')),
};
