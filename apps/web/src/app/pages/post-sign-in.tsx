import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from '../../features/account/api/account-api';
import { myOrdersQuery } from '../../features/orders/api/orders-api';
import { orderDetailPath } from '../../features/orders/order-paths';
import { useNavigate } from '../../lib/navigation';
import { checkoutHoldStore } from '../../state/checkout-hold';
import { useStore } from '../../state/create-store';

/**
 * The auth redirect page (spec 002 §2): a spinner, then the post-login landing of spec 000 §2 item 15 (a sign-in
 * started with a return URL goes straight back there from the server): a checkout held in progress returns to
 * the checkout's payment step when its reservation still holds, else to its details; otherwise exactly one order
 * opens it, and anything else shows my orders.
 */
export function PostSignIn({ market }: { market: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const checkout = useStore(checkoutHoldStore);
  const email = session.data?.signedIn && !checkout ? session.data.email : undefined;
  const orders = useQuery(myOrdersQuery(email));

  useEffect(() => {
    if (session.isPending) return;
    if (!session.data?.signedIn) {
      navigate(`/${market}/`, { replace: true });
      return;
    }
    if (checkout) {
      navigate(`/${checkout.market}/checkout?redirectPage=payment`, { replace: true });
      return;
    }
    if (orders.isError) navigate(`/${market}/my-orders`, { replace: true });
    if (!orders.data) return;
    const [only] = orders.data.length === 1 ? orders.data : [];
    navigate(only ? orderDetailPath(market, only) : `/${market}/my-orders`, { replace: true });
  }, [session.isPending, session.data, checkout, orders.isError, orders.data, market, navigate]);

  return <PageSpinner label="Signing you in..." />;
}
