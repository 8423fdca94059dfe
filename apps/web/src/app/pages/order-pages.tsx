import { RequireSignIn } from '../../features/account/components/require-sign-in';
import { PaymentActions } from '../../features/balance/components/payment-actions';
import { DocumentsMenu } from '../../features/documents/components/documents-menu';
import { MyOrders } from '../../features/orders/components/my-orders';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { SupportMenu } from '../../features/support-request/components/support-menu';
import { orderActions } from '../order-actions';

/** The owner's order pages, loaded together and lazily: My Orders and an order with its tracker and menus. */
export function MyOrdersPage({ market }: { market: string }) {
  return (
    <RequireSignIn market={market}>
      {(session) => <MyOrders market={market} session={session} />}
    </RequireSignIn>
  );
}

export function OrderDetailPage({ market }: { market: string }) {
  return (
    <RequireSignIn market={market}>
      {() => (
        <OrderDetail
          market={market}
          actions={orderActions}
          support={(order, refresh) => <SupportMenu order={order} onRequested={refresh} />}
          payments={(order) => <PaymentActions order={order} />}
          documents={(order) => <DocumentsMenu order={order} />}
        />
      )}
    </RequireSignIn>
  );
}
