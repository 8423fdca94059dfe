import { Route, Routes } from '../../../lib/router';
import { OrderList } from './order-list';
import { StaffOrderDetail } from './staff-order-detail';

/** /staff/orders: the search, and /staff/orders/:orderId, one order. */
export default function StaffOrdersPage() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":orderId" element={<StaffOrderDetail />} />
    </Routes>
  );
}
