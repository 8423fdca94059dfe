import { Route, Switch } from 'wouter';
import { OrderList } from './order-list';
import { StaffOrderDetail } from './staff-order-detail';

/** /staff/orders: the search, and /staff/orders/:orderId, one order. */
export default function StaffOrdersPage() {
  return (
    <Switch>
      <Route path="/orders">
        <OrderList />
      </Route>
      <Route path="/orders/:orderId">
        <StaffOrderDetail />
      </Route>
    </Switch>
  );
}
